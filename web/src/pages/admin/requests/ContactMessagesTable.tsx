import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import ContactMessagesTablePaginationQuery from '../../../__generated__/ContactMessagesTablePaginationQuery.graphql';
import type { ContactMessagesTable_query$key } from '../../../__generated__/ContactMessagesTable_query.graphql';
import { EmptyList, ListTable, LoadMoreFooter, type TableColumn, TableSkeleton } from '../shared/AdminTableParts';
import { adminSharedMessages } from '../shared/messages';
import { usePeriodicRefresh } from '../shared/usePeriodicRefresh';
import { ContactMessageRow } from './ContactMessageRow';
import { adminRequestsMessages as messages } from './messages';
import { CONTACT_REFRESH_MS } from './requestFilters';

/** Messages per page (the API's default page). */
export const MESSAGE_PAGE_SIZE = 20;

const COLUMNS: TableColumn[] = [
  { label: messages.columnSender },
  { label: messages.columnSubject },
  { label: messages.columnMessage },
  { label: messages.columnDate, numeric: true },
  { label: messages.columnOrder },
  { label: adminSharedMessages.actions },
];

export function ContactMessagesTableSkeleton() {
  return <TableSkeleton columns={COLUMNS} label={messages.listLabel} testId="messages-loading" />;
}

interface ContactMessagesTableProps {
  query: ContactMessagesTable_query$key;
  /** The list's filter, as its query was asked with (the periodic refresh asks again with it). */
  variables: { search: string | null; onlyCourseRequests: boolean };
  /** The dashboard's panel: no "load more". */
  compact?: boolean;
}

/**
 * Contact messages (docs/SPEC.md §3), newest first, a page at a time ("load more"), refreshed every 300 s (docs/SPEC.md §7) while the
 * tab is visible: as many of the newest as are shown, so nothing shown disappears.
 */
export function ContactMessagesTable({ query, variables, compact = false }: ContactMessagesTableProps) {
  const environment = useRelayEnvironment();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment ContactMessagesTable_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        onlyCourseRequests: { type: "Boolean", defaultValue: false }
      )
      @refetchable(queryName: "ContactMessagesTablePaginationQuery") {
        adminContactMessages(first: $count, after: $cursor, search: $search, onlyCourseRequests: $onlyCourseRequests)
          @required(action: THROW)
          @connection(key: "ContactMessagesTable_adminContactMessages") {
          totalCount
          edges {
            node {
              id
              ...ContactMessageRow_message
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.adminContactMessages;
  const shown = edges.length;
  const { search, onlyCourseRequests } = variables;
  const refresh = useCallback(() => {
    // Without a cursor Relay replaces the connection's edges: as many of the newest as are shown, from the network.
    fetchQuery(
      environment,
      ContactMessagesTablePaginationQuery,
      { count: Math.max(shown, 1), search, onlyCourseRequests },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      error: (error: unknown) => console.error(error),
    });
  }, [environment, shown, search, onlyCourseRequests]);
  usePeriodicRefresh(refresh, CONTACT_REFRESH_MS);

  if (edges.length === 0) {
    return (
      <EmptyList
        testId="messages-empty"
        message={onlyCourseRequests ? messages.emptyRequests : messages.empty}
        hint={!!search && messages.emptyFiltered}
      />
    );
  }

  return (
    <>
      <ListTable columns={COLUMNS} label={messages.listLabel} testId="messages-table">
        {edges.map(({ node }) => (
          <ContactMessageRow key={node.id} message={node} compact={compact} />
        ))}
      </ListTable>
      {!compact && (
        <LoadMoreFooter testId="messages" hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(MESSAGE_PAGE_SIZE)}>
          <FormattedMessage {...messages.shownCount} values={{ shown: edges.length, total: totalCount }} />
        </LoadMoreFooter>
      )}
    </>
  );
}
