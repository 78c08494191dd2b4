import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { CourseRequests_query$key } from '../../../__generated__/CourseRequests_query.graphql';
import { ToastProvider, ToastOutlet } from '../../../ui/ToastProvider';
import { ContactMessagesTable } from './ContactMessagesTable';
import { adminRequestsMessages as messages } from './messages';
import { PanelHeading } from './RecentBookings';
import { RequestActionsProvider } from './RequestActions';

/** docs/SPEC.md §9: the dashboard shows the 10 newest course requests. */
export const DASHBOARD_COURSE_REQUESTS = 10;

/** docs/SPEC.md §2 dashboard: the 10 newest course requests with View and Convert to Order, refreshed every 300 s (docs/SPEC.md §7). */
export function CourseRequests({ query }: { query: CourseRequests_query$key }) {
  const data = useFragment(
    graphql`
      fragment CourseRequests_query on Query {
        ...ContactMessagesTable_query @arguments(count: 10, onlyCourseRequests: true)
      }
    `,
    query,
  );
  return (
    <ToastProvider>
      <RequestActionsProvider>
        <section aria-labelledby="dashboard-requests-title" data-testid="dashboard-course-requests">
          <PanelHeading>
            <h2 id="dashboard-requests-title">
              <FormattedMessage {...messages.dashboardTitle} />
            </h2>
            <Link to="/admin/requests?requests=1" data-testid="dashboard-all-requests">
              <FormattedMessage {...messages.allRequests} />
            </Link>
          </PanelHeading>
          <ContactMessagesTable query={data} variables={{ search: null, onlyCourseRequests: true }} compact />
        </section>
      </RequestActionsProvider>
      <ToastOutlet />
    </ToastProvider>
  );
}
