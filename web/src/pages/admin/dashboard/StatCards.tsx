import { type ReactNode, useCallback } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import styled from 'styled-components';
import StatCardsRefetchQuery from '../../../__generated__/StatCardsRefetchQuery.graphql';
import type { StatCards_query$key } from '../../../__generated__/StatCards_query.graphql';
import { Card } from '../../../ui/Card';
import { useLiveOrderRefresh } from '../orders/liveOrderEvents';
import { usePeriodicRefresh } from '../shared/usePeriodicRefresh';
import { statCardMessages as messages } from './dashboardMessages';

/** docs/SPEC.md §7 names no rate for the counts; the courses' 30 s, the slowest admin list that changes with bookings. */
export const STATS_REFRESH_MS = 30_000;

const Grid = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  /* As many columns as fit, each wide enough for "Bestellungen" in one piece; fewer in a row on narrow screens. */
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  li {
    display: flex;
  }
`;

const StatCard = styled(Card)`
  flex: 1;
  gap: 4px;
  padding: 16px;
  /* Long German words break at syllables (the page's lang), never in the middle of one (the layout allows "anywhere"). */
  overflow-wrap: normal;
  hyphens: auto;
  h3 {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: 2rem;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.primaryDark};
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
  }
`;

interface Stat {
  key: string;
  title: typeof messages.courses;
  value: number;
  detail: ReactNode;
}

/**
 * docs/SPEC.md §2 stat cards: active courses with their free places, bookings not cancelled with the pending ones, course
 * requests among the contact messages, reviews with those awaiting approval, orders with the pending ones. Counted
 * anew when an order changes and every 30 s while the tab is visible; a failed refresh keeps the last counts and is only logged.
 */
export function StatCards({ query }: { query: StatCards_query$key }) {
  const data = useFragment(
    graphql`
      fragment StatCards_query on Query @refetchable(queryName: "StatCardsRefetchQuery") {
        adminDashboardStats @required(action: THROW) {
          courses {
            active
            withFreePlaces
            freePlaces
          }
          bookings {
            notCancelled
            pending
          }
          contactMessages {
            courseRequests
            total
          }
          reviews {
            total
            pending
          }
          orders {
            total
            pending
          }
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const environment = useRelayEnvironment();
  // fetchQuery writes the same records the fragment reads: the cards update without suspending.
  const refresh = useCallback(() => {
    fetchQuery(environment, StatCardsRefetchQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.error(error),
    });
  }, [environment]);
  // Orders (and the places they take) change the counts at once; bookings, requests and reviews have no live events
  // yet, so the timer stays for them.
  useLiveOrderRefresh(refresh);
  usePeriodicRefresh(refresh, STATS_REFRESH_MS);

  const { courses, bookings, contactMessages, reviews, orders } = data.adminDashboardStats;
  const stats: Stat[] = [
    {
      key: 'courses',
      title: messages.courses,
      value: courses.active,
      detail: <FormattedMessage {...messages.coursesDetail} values={courses} />,
    },
    {
      key: 'bookings',
      title: messages.bookings,
      value: bookings.notCancelled,
      detail: <FormattedMessage {...messages.bookingsDetail} values={bookings} />,
    },
    {
      key: 'contactRequests',
      title: messages.contactRequests,
      value: contactMessages.courseRequests,
      detail: <FormattedMessage {...messages.contactRequestsDetail} values={contactMessages} />,
    },
    {
      key: 'reviews',
      title: messages.reviews,
      value: reviews.total,
      detail: <FormattedMessage {...messages.reviewsDetail} values={reviews} />,
    },
    { key: 'orders', title: messages.orders, value: orders.total, detail: <FormattedMessage {...messages.ordersDetail} values={orders} /> },
  ];
  return (
    <Grid aria-label={intl.formatMessage(messages.label)} data-testid="stat-cards">
      {stats.map((stat) => (
        <li key={stat.key}>
          <StatCard data-testid={`stat-${stat.key}`}>
            <h3>
              <FormattedMessage {...stat.title} />
            </h3>
            <strong data-testid={`stat-${stat.key}-value`}>
              <FormattedNumber value={stat.value} />
            </strong>
            <p data-testid={`stat-${stat.key}-detail`}>{stat.detail}</p>
          </StatCard>
        </li>
      ))}
    </Grid>
  );
}
