import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { AdminBookingsPageQuery } from '../../../__generated__/AdminBookingsPageQuery.graphql';
import { AdminView } from '../shared/AdminView';
import { ToastProvider, ToastOutlet } from '../../../ui/ToastProvider';
import { FilterField } from '../shared/filterStyles';
import type { AdminBookingsLoaderData } from './adminBookingsLoader';
import { BookingsTable, BookingsTableSkeleton } from './BookingsTable';
import { FilterBar } from './FilterBar';
import { adminBookingsMessages as messages, bookingStatusLabels } from './messages';
import { BOOKING_STATUSES, type BookingStatusValue } from './requestFilters';

const bookingsPageQuery = graphql`
  query AdminBookingsPageQuery($search: String, $status: BookingStatus) {
    ...BookingsTable_query @arguments(search: $search, status: $status)
  }
`;

/** docs/SPEC.md §2/§3 bookings view: the course-request form's requests with search, status filter and status changes. */
export function AdminBookingsPage() {
  const { listRef } = useLoaderData() as AdminBookingsLoaderData;
  // No admin: the layout shows why instead of this view.
  if (!listRef) return null;
  return (
    <ToastProvider>
      <BookingsView listRef={listRef} />
    </ToastProvider>
  );
}

function BookingsView({ listRef }: { listRef: PreloadedQuery<AdminBookingsPageQuery> }) {
  const intl = useIntl();
  return (
    <AdminView<AdminBookingsPageQuery>
      title={messages.title}
      testId="admin-bookings"
      query={bookingsPageQuery}
      reference={listRef}
      loadFailed={messages.loadFailed}
      errorTestId="bookings-error"
      loading={<BookingsTableSkeleton />}
      before={
        <>
          <p data-testid="bookings-confirm-meaning">
            <FormattedMessage {...messages.confirmMeaning} />
          </p>
          <FilterBar label={messages.search} hint={messages.searchHint} testId="bookings-search">
            {(filters, apply) => (
              <FilterField>
                <label htmlFor="bookings-status-filter">
                  <FormattedMessage {...messages.status} />
                </label>
                <select
                  id="bookings-status-filter"
                  value={filters.status ?? ''}
                  onChange={(event) => apply({ status: (event.target.value || null) as BookingStatusValue | null })}
                  data-testid="bookings-status-filter"
                >
                  <option value="">{intl.formatMessage(messages.allStatuses)}</option>
                  {BOOKING_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {intl.formatMessage(bookingStatusLabels[status])}
                    </option>
                  ))}
                </select>
              </FilterField>
            )}
          </FilterBar>
        </>
      }
      after={<ToastOutlet />}
    >
      {(reference) => <BookingsResults reference={reference} />}
    </AdminView>
  );
}

function BookingsResults({ reference }: { reference: PreloadedQuery<AdminBookingsPageQuery> }) {
  const data = usePreloadedQuery<AdminBookingsPageQuery>(bookingsPageQuery, reference);
  const { search = null, status = null } = reference.variables;
  return (
    <BookingsTable query={data} filtered={Boolean(search || status)} variables={{ search, status: status as BookingStatusValue | null }} />
  );
}
