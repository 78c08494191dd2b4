import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminOrdersPageCoursesQuery, {
  type AdminOrdersPageCoursesQuery as CoursesQuery,
} from '../../../__generated__/AdminOrdersPageCoursesQuery.graphql';
import AdminOrdersPageQuery, { type AdminOrdersPageQuery as ListQuery } from '../../../__generated__/AdminOrdersPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { COURSE_OPTIONS_QUERY_OPTIONS } from '../shared/courseOptions';
import { mayUseAdminArea } from '../session/adminSession';
import { orderListVariables, parseOrderFilters } from './orderFilters';

export interface AdminOrdersLoaderData {
  /** Null when the signed-in user is no admin: the layout says so, and admin data is never asked for. */
  listRef: PreloadedQuery<ListQuery> | null;
  coursesRef: PreloadedQuery<CoursesQuery> | null;
}

/** Runs again whenever the query string (search, filters) changes, so the list is asked for before it renders. */
export async function adminOrdersLoader(args: LoaderFunctionArgs): Promise<AdminOrdersLoaderData> {
  if (!(await mayUseAdminArea(args))) return { listRef: null, coursesRef: null };
  const environment = routeEnvironment(args.context);
  const filters = parseOrderFilters(new URL(args.request.url).searchParams);
  return {
    listRef: loadAdminQuery<ListQuery>(environment, 'admin.orders.list', AdminOrdersPageQuery, orderListVariables(filters)),
    // The course filter's options: from the store at once when there, refreshed at most every 30 s (docs/SPEC.md §7's
    // admin course lists), not with every search.
    coursesRef: loadAdminQuery<CoursesQuery>(
      environment,
      'admin.orders.courses',
      AdminOrdersPageCoursesQuery,
      {},
      COURSE_OPTIONS_QUERY_OPTIONS,
    ),
  };
}
