import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import ContactMessagesTablePaginationQuery from '../../../__generated__/ContactMessagesTablePaginationQuery.graphql';
import type { ContactMessagesTable_query$key } from '../../../__generated__/ContactMessagesTable_query.graphql';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { adminSharedMessages } from '../shared/messages';
import { EmptyState, ListFooter, Table, TableBox } from '../shared/tableStyles';
import { usePeriodicRefresh } from '../shared/usePeriodicRefresh';
import { ContactMessageRow } from './ContactMessageRow';
import { adminRequestsMessages as messages } from './messages';
import { CONTACT_REFRESH_MS } from './requestFilters';

/** Messages per page (the API's default page). */
export const MESSAGE_PAGE_SIZE = 20;

function ColumnHeads() {
  return (
    <thead>
      <tr>
        <th scope="col">
          <FormattedMessage {...messages.columnSender} />
        </th>
        <th scope="col">
          <FormattedMessage {...messages.columnSubject} />
        </th>
        <th scope="col">
          <FormattedMessage {...messages.columnMessage} />
        </th>
        <th scope="col" className="numeric">
          <FormattedMessage {...messages.columnDate} />
        </th>
        <th scope="col">
          <FormattedMessage {...messages.columnOrder} />
        </th>
        <th scope="col">
          <FormattedMessage {...adminSharedMessages.actions} />
        </th>
      </tr>
    </thead>
  );
}

export function ContactMessagesTableSkeleton() {
  const intl = useIntl();
  return (
    <TableBox aria-busy="true" aria-label={intl.formatMessage(messages.listLabel)} role="region" data-testid="messages-loading">
      <Table>
        <ColumnHeads />
        <tbody>
          {Array.from({ length: 5 }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: 6 }, (__, cell) => (
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

interface ContactMessagesTableProps {
  query: ContactMessagesTable_query$key;
  /** The list's filter, as its query was asked with (the periodic refresh asks again with it). */
  variables: { search: string | null; onlyCourseRequests: boolean };
  /** The dashboard's panel: no "load more". */
  compact?: boolean;
}

/**
 * Contact messages (SPEC §3), newest first, a page at a time ("load more"), refreshed every 300 s (SPEC §7) while the
 * tab is visible: as many of the newest as are shown, so nothing shown disappears.
 */
export function ContactMessagesTable({ query, variables, compact = false }: ContactMessagesTableProps) {
  const intl = useIntl();
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
    fetchQuery(environment, ContactMessagesTablePaginationQuery, { count: Math.max(shown, 1), search, onlyCourseRequests }, { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.error(error),
    });
  }, [environment, shown, search, onlyCourseRequests]);
  usePeriodicRefresh(refresh, CONTACT_REFRESH_MS);

  if (edges.length === 0) {
    return (
      <EmptyState role="status" data-testid="messages-empty">
        <p>
          <FormattedMessage {...(onlyCourseRequests ? messages.emptyRequests : messages.empty)} />
        </p>
        {search && (
          <p>
            <FormattedMessage {...messages.emptyFiltered} />
          </p>
        )}
      </EmptyState>
    );
  }

  return (
    <>
      <TableBox role="region" aria-label={intl.formatMessage(messages.listLabel)} tabIndex={0} data-testid="messages-table">
        <Table>
          <ColumnHeads />
          <tbody>
            {edges.map(({ node }) => (
              <ContactMessageRow key={node.id} message={node} compact={compact} />
            ))}
          </tbody>
        </Table>
      </TableBox>
      {!compact && (
        <ListFooter>
          <p role="status" data-testid="messages-count">
            <FormattedMessage {...messages.shownCount} values={{ shown: edges.length, total: totalCount }} />
          </p>
          {hasNext && (
            <Button type="button" $variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(MESSAGE_PAGE_SIZE)} data-testid="messages-load-more">
              <FormattedMessage {...(isLoadingNext ? adminSharedMessages.loadingMore : adminSharedMessages.loadMore)} />
            </Button>
          )}
        </ListFooter>
      )}
    </>
  );
}
