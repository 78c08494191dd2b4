import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminDashboardPageQuery } from '../../../__generated__/AdminDashboardPageQuery.graphql';
import { PageHead } from '../../../seo/PageHead';
import { adminDashboardMessages } from '../messages';
import type { AdminDashboardLoaderData } from './adminDashboardLoader';
import { CoursesNoticeCard } from './CoursesNoticeCard';

const dashboardQuery = graphql`
  query AdminDashboardPageQuery {
    viewer {
      username
    }
    coursesNoticeTexts {
      ...CoursesNoticeCard_texts
    }
    # Each panel spreads its fragment on Query here, one line per panel (helpers: keep one line each).
    # panel fragments
  }
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-width: 0;
  h1 { margin: 0; font-size: 1.8rem; color: ${({ theme }) => theme.colors.primaryDark}; }
  h2 { margin: 12px 0 0; font-size: 1.2rem; color: ${({ theme }) => theme.colors.primaryDark}; }
  h3 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/**
 * The admin area's first view (SPEC §2 dashboard). For now: the greeting and the settings, i.e. the
 * notice box of the courses page; the dashboard's statistics and tables come with their domains.
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
  const { viewer, coursesNoticeTexts } = data;
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
      {/* mail actions (header buttons) */}
      {/* stat cards */}
      {/* reviews panel */}
      {/* orders table */}
      {/* recent bookings */}
      {/* course requests */}
      <h2>
        <FormattedMessage {...adminDashboardMessages.settings} />
      </h2>
      <CoursesNoticeCard texts={coursesNoticeTexts} />
    </Page>
  );
}
