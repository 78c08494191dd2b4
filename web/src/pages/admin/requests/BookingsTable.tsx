import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import BookingsTablePaginationQuery from '../../../__generated__/BookingsTablePaginationQuery.graphql';
import type { BookingsTable_query$key } from '../../../__generated__/BookingsTable_query.graphql';
import { EmptyList, ListTable, LoadMoreFooter, type TableColumn, TableSkeleton } from '../shared/AdminTableParts';
import { usePeriodicRefresh } from '../shared/usePeriodicRefresh';
import { BookingRow } from './BookingRow';
import { adminBookingsMessages as messages } from './messages';
import { BOOKINGS_REFRESH_MS, type BookingStatusValue } from './requestFilters';

/** Bookings per page (the API's default page). */
export const BOOKING_PAGE_SIZE = 20;

const COLUMNS: TableColumn[] = [
  { label: messages.columnName },
  { label: messages.columnCourse },
  { label: messages.columnMessage },
  { label: messages.columnStatus },
  { label: messages.columnDate, numeric: true },
  { label: messages.columnOrder },
];
/** The dashboard's panel leaves out the note. */
const COMPACT_COLUMNS = COLUMNS.filter((column) => column.label !== messages.columnMessage);

export function BookingsTableSkeleton() {
  return <TableSkeleton columns={COLUMNS} label={messages.listLabel} testId="bookings-loading" />;
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
 * The booking requests (docs/SPEC.md §3 bookings), newest first, a page at a time ("load more"), refreshed every 180 s
 * (docs/SPEC.md §7) while the tab is visible: the pages loaded so far again, so nothing shown disappears.
 */
export function BookingsTable({ query, filtered, variables = {}, compact = false }: BookingsTableProps) {
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
        adminBookings(first: $count, after: $cursor, search: $search, status: $status)
          @required(action: THROW)
          @connection(key: "BookingsTable_adminBookings") {
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
    fetchQuery(
      environment,
      BookingsTablePaginationQuery,
      { count: Math.max(shown, 1), search, status },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      error: (error: unknown) => console.error(error),
    });
  }, [environment, shown, search, status]);
  usePeriodicRefresh(refresh, BOOKINGS_REFRESH_MS);

  if (edges.length === 0) {
    return <EmptyList testId="bookings-empty" message={messages.empty} hint={filtered && messages.emptyFiltered} />;
  }

  return (
    <>
      <ListTable columns={compact ? COMPACT_COLUMNS : COLUMNS} label={messages.listLabel} testId="bookings-table">
        {edges.map(({ node }) => (
          <BookingRow key={node.id} booking={node} compact={compact} />
        ))}
      </ListTable>
      {!compact && (
        <LoadMoreFooter testId="bookings" hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(BOOKING_PAGE_SIZE)}>
          <FormattedMessage {...messages.shownCount} values={{ shown: edges.length, total: totalCount }} />
        </LoadMoreFooter>
      )}
    </>
  );
}
