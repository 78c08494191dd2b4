import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminDashboardPageQuery } from '../../../__generated__/AdminDashboardPageQuery.graphql';
import { PageHead } from '../../../seo/PageHead';
import { adminDashboardMessages } from '../messages';
import type { AdminDashboardLoaderData } from './adminDashboardLoader';
import { DashboardOrders } from './DashboardOrders';
import { SetupChecklist } from './SetupChecklist';
import { StatCards } from './StatCards';
import { adminTestimonialsMessages } from '../testimonials/messages';
import { ReviewsPanel } from '../testimonials/ReviewsPanel';
import { MailActions } from '../mail/MailActions';
import { CourseRequests } from '../requests/CourseRequests';
import { RecentBookings } from '../requests/RecentBookings';
import { Skeleton } from '../../../ui/Skeleton';

// The charts and their library in a chunk of their own, asked for by the dashboard only.
const DashboardCharts = lazy(() => import('./charts/DashboardCharts').then((m) => ({ default: m.DashboardCharts })));

const dashboardQuery = graphql`
  query AdminDashboardPageQuery {
    viewer {
      username
    }
    # Each panel reads its own fragment on Query.
    ...SetupChecklist_query
    ...StatCards_query
    ...ReviewsPanel_query
    ...DashboardOrders_query
    ...RecentBookings_query
    ...CourseRequests_query
  }
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  h2 {
    margin: 12px 0 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The admin area's first view (docs/SPEC.md §2 dashboard): the greeting, then each panel at its marker below (their
 * fragments are spread into this page's query). The settings (courses-page notice, shop) have their own view.
 */
export function AdminDashboardPage() {
  const { dashboardRef } = useLoaderData() as AdminDashboardLoaderData;
  // No admin: the layout shows why instead of this view.
  return dashboardRef ? <Dashboard dashboardRef={dashboardRef} /> : null;
}

function Dashboard({ dashboardRef }: { dashboardRef: NonNullable<AdminDashboardLoaderData['dashboardRef']> }) {
  const intl = useIntl();
  // Panels take `query={data}`: each reads its own fragment on Query from it.
  const data = usePreloadedQuery<AdminDashboardPageQuery>(dashboardQuery, dashboardRef);
  const { viewer } = data;
  return (
    <Page data-testid="admin-dashboard">
      <PageHead title={intl.formatMessage(adminDashboardMessages.title)} noindex />
      <h1>
        <FormattedMessage {...adminDashboardMessages.title} />
      </h1>
      {viewer && (
        <p>
          <FormattedMessage {...adminDashboardMessages.welcome} values={{ username: viewer.username }} />
        </p>
      )}
      <SetupChecklist query={data} />
      <MailActions />
      <StatCards query={data} />
      <Suspense fallback={<Skeleton $height="240px" />}>
        <DashboardCharts />
      </Suspense>
      <h2>
        <FormattedMessage {...adminTestimonialsMessages.title} />
      </h2>
      <ReviewsPanel query={data} />
      <DashboardOrders query={data} />
      <RecentBookings query={data} />
      <CourseRequests query={data} />
    </Page>
  );
}
