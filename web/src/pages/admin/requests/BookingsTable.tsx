import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import BookingsTablePaginationQuery from '../../../__generated__/BookingsTablePaginationQuery.graphql';
import type { BookingsTable_query$key } from '../../../__generated__/BookingsTable_query.graphql';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { adminSharedMessages } from '../shared/messages';
import { EmptyState, ListFooter, Table, TableBox } from '../shared/tableStyles';
import { usePeriodicRefresh } from '../shared/usePeriodicRefresh';
import { BookingRow } from './BookingRow';
import { adminBookingsMessages as messages } from './messages';
import { BOOKINGS_REFRESH_MS, type BookingStatusValue } from './requestFilters';

/** Bookings per page (the API's default page). */
export const BOOKING_PAGE_SIZE = 20;

function ColumnHeads({ compact }: { compact: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col">
          <FormattedMessage {...messages.columnName} />
        </th>
        <th scope="col">
          <FormattedMessage {...messages.columnCourse} />
        </th>
        {!compact && (
          <th scope="col">
            <FormattedMessage {...messages.columnMessage} />
          </th>
        )}
        <th scope="col">
          <FormattedMessage {...messages.columnStatus} />
        </th>
        <th scope="col" className="numeric">
          <FormattedMessage {...messages.columnDate} />
        </th>
      </tr>
    </thead>
  );
}

export function BookingsTableSkeleton() {
  const intl = useIntl();
  return (
    <TableBox aria-busy="true" aria-label={intl.formatMessage(messages.listLabel)} role="region" data-testid="bookings-loading">
      <Table>
        <ColumnHeads compact={false} />
        <tbody>
          {Array.from({ length: 5 }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: 5 }, (__, cell) => (
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

interface BookingsTableProps {
  query: BookingsTable_query$key;
  filtered: boolean;
  /** The list's filter, as its query was asked with (the periodic refresh asks again with it). */
  variables?: { search?: string | null; status?: BookingStatusValue | null };
  /** The dashboard's panel: no note column, no "load more". */
  compact?: boolean;
}

/**
 * The booking requests (SPEC §3 bookings), newest first, a page at a time ("load more"), refreshed every 180 s
 * (SPEC §7) while the tab is visible: the pages loaded so far again, so nothing shown disappears.
 */
export function BookingsTable({ query, filtered, variables = {}, compact = false }: BookingsTableProps) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment BookingsTable_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        status: { type: "BookingStatus" }
      )
      @refetchable(queryName: "BookingsTablePaginationQuery") {
        adminBookings(first: $count, after: $cursor, search: $search, status: $status) @connection(key: "BookingsTable_adminBookings") {
          totalCount
          edges {
            node {
              id
              ...BookingRow_booking
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.adminBookings;
  const shown = edges.length;
  const { search = null, status = null } = variables;
  const refresh = useCallback(() => {
    // Without a cursor Relay replaces the connection's edges: as many of the newest as are shown, from the network.
    fetchQuery(environment, BookingsTablePaginationQuery, { count: Math.max(shown, 1), search, status }, { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.error(error),
    });
  }, [environment, shown, search, status]);
  usePeriodicRefresh(refresh, BOOKINGS_REFRESH_MS);

  if (edges.length === 0) {
    return (
      <EmptyState role="status" data-testid="bookings-empty">
        <p>
          <FormattedMessage {...messages.empty} />
        </p>
        {filtered && (
          <p>
            <FormattedMessage {...messages.emptyFiltered} />
          </p>
        )}
      </EmptyState>
    );
  }

  return (
    <>
      <TableBox role="region" aria-label={intl.formatMessage(messages.listLabel)} tabIndex={0} data-testid="bookings-table">
        <Table>
          <ColumnHeads compact={compact} />
          <tbody>
            {edges.map(({ node }) => (
              <BookingRow key={node.id} booking={node} compact={compact} />
            ))}
          </tbody>
        </Table>
      </TableBox>
      {!compact && (
        <ListFooter>
          <p role="status" data-testid="bookings-count">
            <FormattedMessage {...messages.shownCount} values={{ shown: edges.length, total: totalCount }} />
          </p>
          {hasNext && (
            <Button type="button" $variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(BOOKING_PAGE_SIZE)} data-testid="bookings-load-more">
              <FormattedMessage {...(isLoadingNext ? adminSharedMessages.loadingMore : adminSharedMessages.loadMore)} />
            </Button>
          )}
        </ListFooter>
      )}
    </>
  );
}
