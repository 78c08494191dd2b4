import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminRequestsPageQuery, { type AdminRequestsPageQuery as ListQuery } from '../../../__generated__/AdminRequestsPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { mayUseAdminArea } from '../session/adminSession';
import { parseRequestFilters, searchVariable } from './requestFilters';

export interface AdminRequestsLoaderData {
  /** Null when the signed-in user is no admin: the layout says so, and admin data is never asked for. */
  listRef: PreloadedQuery<ListQuery> | null;
}

/** Runs again whenever the query string (search, course requests only) changes, so the list is asked for before it renders. */
export async function adminRequestsLoader(args: LoaderFunctionArgs): Promise<AdminRequestsLoaderData> {
  if (!(await mayUseAdminArea(args))) return { listRef: null };
  const filters = parseRequestFilters(new URL(args.request.url).searchParams);
  const variables = { search: searchVariable(filters.q), onlyCourseRequests: filters.onlyCourseRequests };
  return { listRef: loadAdminQuery<ListQuery>(routeEnvironment(args.context), 'admin.requests.list', AdminRequestsPageQuery, variables) };
}
