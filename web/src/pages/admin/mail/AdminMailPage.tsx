import { FormattedMessage } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { AdminMailPageQuery } from '../../../__generated__/AdminMailPageQuery.graphql';
import type { AdminMailPage_query$key } from '../../../__generated__/AdminMailPage_query.graphql';
import { AdminView } from '../shared/AdminView';
import { EmptyList, ListTable, LoadMoreFooter, type TableColumn, TableSkeleton } from '../shared/AdminTableParts';
import { ToastProvider, ToastOutlet } from '../../../ui/ToastProvider';
import { adminSharedMessages } from '../shared/messages';
import type { AdminMailLoaderData } from './adminMailLoader';
import { FollowUpJobsPanel } from '../follow-up/FollowUpJobsPanel';
import { MailFilterBar } from './MailFilterBar';
import { MailRow } from './MailRow';
import { adminMailMessages as messages } from './messages';

const PAGE_SIZE = 20;

const mailPageQuery = graphql`
  query AdminMailPageQuery($search: String, $status: MailDeliveryStatus) {
    ...AdminMailPage_query @arguments(search: $search, status: $status)
    # The jobs that mail (and delete) on their own, with their last and next runs.
    ...FollowUpJobsPanel_query
  }
`;

/** The mail outbox for staff: status filter, search, delivery status with the last error, and "send again". */
export function AdminMailPage() {
  const { listRef } = useLoaderData() as AdminMailLoaderData;
  if (!listRef) return null;
  return (
    <ToastProvider>
      <MailView listRef={listRef} />
    </ToastProvider>
  );
}

function MailView({ listRef }: { listRef: PreloadedQuery<AdminMailPageQuery> }) {
  return (
    <AdminView<AdminMailPageQuery>
      title={messages.title}
      testId="admin-mail"
      query={mailPageQuery}
      reference={listRef}
      loadFailed={messages.loadFailed}
      errorTestId="mail-error"
      loading={<MailTableSkeleton />}
      before={<MailFilterBar />}
      after={<ToastOutlet />}
    >
      {(reference) => <MailResults reference={reference} />}
    </AdminView>
  );
}

const COLUMNS: TableColumn[] = [
  { label: messages.columnRecipient },
  { label: messages.columnSubject },
  { label: messages.columnStatus },
  { label: messages.columnAttempts, numeric: true },
  { label: messages.columnCreated, numeric: true },
  { label: messages.columnSent, numeric: true },
  { label: adminSharedMessages.actions },
];

function MailTableSkeleton() {
  return <TableSkeleton columns={COLUMNS} label={messages.listLabel} testId="mail-loading" />;
}

function MailResults({ reference }: { reference: PreloadedQuery<AdminMailPageQuery> }) {
  const data = usePreloadedQuery<AdminMailPageQuery>(mailPageQuery, reference);
  return (
    <>
      <FollowUpJobsPanel query={data} />
      <MailTable query={data} />
    </>
  );
}

export function MailTable({ query }: { query: AdminMailPage_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminMailPage_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        status: { type: "MailDeliveryStatus" }
      )
      @refetchable(queryName: "AdminMailPagePaginationQuery") {
        adminMails(first: $count, after: $cursor, search: $search, status: $status)
          @required(action: THROW)
          @connection(key: "AdminMailPage_adminMails") {
          totalCount
          edges {
            node {
              id
              ...MailRow_mail
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.adminMails;
  if (edges.length === 0) {
    return <EmptyList testId="mail-empty" message={messages.empty} />;
  }
  return (
    <>
      <ListTable columns={COLUMNS} label={messages.listLabel} testId="mail-table" minWidth="880px">
        {edges.map(({ node }) => (
          <MailRow key={node.id} mail={node} />
        ))}
      </ListTable>
      <LoadMoreFooter testId="mail" hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)}>
        <FormattedMessage {...messages.shownCount} values={{ shown: edges.length, total: totalCount }} />
      </LoadMoreFooter>
    </>
  );
}
