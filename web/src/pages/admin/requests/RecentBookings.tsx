import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RecentBookings_query$key } from '../../../__generated__/RecentBookings_query.graphql';
import { ToastProvider, ToastOutlet } from '../../../ui/ToastProvider';
import { BookingsTable } from './BookingsTable';
import { adminBookingsMessages as messages } from './messages';

/** docs/SPEC.md §9: the dashboard shows the 5 newest bookings. */
export const RECENT_BOOKINGS_COUNT = 5;

export const PanelHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
`;

/** docs/SPEC.md §2 dashboard: the 5 newest booking requests, status changeable in place, refreshed every 180 s (docs/SPEC.md §7). */
export function RecentBookings({ query }: { query: RecentBookings_query$key }) {
  const data = useFragment(
    graphql`
      fragment RecentBookings_query on Query {
        ...BookingsTable_query @arguments(count: 5)
      }
    `,
    query,
  );
  return (
    <ToastProvider>
      <section aria-labelledby="dashboard-bookings-title" data-testid="dashboard-bookings">
        <PanelHeading>
          <h2 id="dashboard-bookings-title">
            <FormattedMessage {...messages.recentTitle} />
          </h2>
          <Link to="/admin/bookings" data-testid="dashboard-all-bookings">
            <FormattedMessage {...messages.allBookings} />
          </Link>
        </PanelHeading>
        <BookingsTable query={data} filtered={false} compact />
      </section>
      <ToastOutlet />
    </ToastProvider>
  );
}
