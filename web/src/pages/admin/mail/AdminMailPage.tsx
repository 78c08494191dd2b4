import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { AdminMailPageQuery } from '../../../__generated__/AdminMailPageQuery.graphql';
import type { AdminMailPage_query$key } from '../../../__generated__/AdminMailPage_query.graphql';
import { PageHead } from '../../../seo/PageHead';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { referenceKey, useRetryableQuery } from '../shared/adminQueries';
import { AdminToastProvider, ToastOutlet } from '../shared/AdminToast';
import { LoadErrorBoundary, LoadFailed } from '../shared/LoadFailed';
import { adminSharedMessages } from '../shared/messages';
import { EmptyState, ListFooter, Table, TableBox, ViewPage } from '../shared/tableStyles';
import type { AdminMailLoaderData } from './adminMailLoader';
import { MailFilterBar } from './MailFilterBar';
import { MailRow } from './MailRow';
import { adminMailMessages as messages } from './messages';

const PAGE_SIZE = 20;

const mailPageQuery = graphql`
  query AdminMailPageQuery($search: String, $status: MailDeliveryStatus) {
    ...AdminMailPage_query @arguments(search: $search, status: $status)
  }
`;

/** Issue 14: the mail outbox for staff: status filter, search, delivery status with the last error, and "send again". */
export function AdminMailPage() {
  const { listRef } = useLoaderData() as AdminMailLoaderData;
  if (!listRef) return null;
  return (
    <AdminToastProvider>
      <MailView listRef={listRef} />
    </AdminToastProvider>
  );
}

function MailView({ listRef }: { listRef: PreloadedQuery<AdminMailPageQuery> }) {
  const intl = useIntl();
  const [reference, retry] = useRetryableQuery<AdminMailPageQuery>(mailPageQuery, listRef);
  return (
    <ViewPage data-testid="admin-mail">
      <PageHead title={intl.formatMessage(messages.title)} noindex />
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <MailFilterBar />
      <LoadErrorBoundary key={referenceKey(reference)} fallback={() => <LoadFailed message={intl.formatMessage(messages.loadFailed)} onRetry={retry} testId="mail-error" />}>
        <Suspense fallback={<MailTableSkeleton />}>
          <MailResults reference={reference} />
        </Suspense>
      </LoadErrorBoundary>
      <ToastOutlet />
    </ViewPage>
  );
}

function ColumnHeads() {
  return (
    <thead>
      <tr>
        <th scope="col"><FormattedMessage {...messages.columnRecipient} /></th>
        <th scope="col"><FormattedMessage {...messages.columnSubject} /></th>
        <th scope="col"><FormattedMessage {...messages.columnStatus} /></th>
        <th scope="col" className="numeric"><FormattedMessage {...messages.columnAttempts} /></th>
        <th scope="col" className="numeric"><FormattedMessage {...messages.columnCreated} /></th>
        <th scope="col" className="numeric"><FormattedMessage {...messages.columnSent} /></th>
        <th scope="col"><FormattedMessage {...adminSharedMessages.actions} /></th>
      </tr>
    </thead>
  );
}

function MailTableSkeleton() {
  const intl = useIntl();
  return (
    <TableBox aria-busy="true" aria-label={intl.formatMessage(messages.listLabel)} role="region" data-testid="mail-loading">
      <Table>
        <ColumnHeads />
        <tbody>
          {Array.from({ length: 5 }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: 7 }, (__, cell) => (
                <td key={cell}>
                  <Skeleton $height="1.2em" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}

function MailResults({ reference }: { reference: PreloadedQuery<AdminMailPageQuery> }) {
  const data = usePreloadedQuery<AdminMailPageQuery>(mailPageQuery, reference);
  return <MailTable query={data} />;
}

export function MailTable({ query }: { query: AdminMailPage_query$key }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminMailPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, search: { type: "String" }, status: { type: "MailDeliveryStatus" })
      @refetchable(queryName: "AdminMailPagePaginationQuery") {
        adminMails(first: $count, after: $cursor, search: $search, status: $status) @connection(key: "AdminMailPage_adminMails") {
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
    return (
      <EmptyState role="status" data-testid="mail-empty">
        <p>
          <FormattedMessage {...messages.empty} />
        </p>
      </EmptyState>
    );
  }
  return (
    <>
      <TableBox role="region" aria-label={intl.formatMessage(messages.listLabel)} tabIndex={0} data-testid="mail-table">
        <Table $minWidth="880px">
          <ColumnHeads />
          <tbody>
            {edges.map(({ node }) => (
              <MailRow key={node.id} mail={node} />
            ))}
          </tbody>
        </Table>
      </TableBox>
      <ListFooter>
        <p role="status" data-testid="mail-count">
          <FormattedMessage {...messages.shownCount} values={{ shown: edges.length, total: totalCount }} />
        </p>
        {hasNext && (
          <Button type="button" $variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)} data-testid="mail-load-more">
            <FormattedMessage {...(isLoadingNext ? adminSharedMessages.loadingMore : adminSharedMessages.loadMore)} />
          </Button>
        )}
      </ListFooter>
    </>
  );
}
