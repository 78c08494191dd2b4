import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminBookingsPageQuery, { type AdminBookingsPageQuery as ListQuery } from '../../../__generated__/AdminBookingsPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { mayUseAdminArea } from '../session/adminSession';
import { parseRequestFilters, searchVariable } from './requestFilters';

export interface AdminBookingsLoaderData {
  /** Null when the signed-in user is no admin: the layout says so, and admin data is never asked for. */
  listRef: PreloadedQuery<ListQuery> | null;
}

/** Runs again whenever the query string (search, status) changes, so the list is asked for before it renders. */
export async function adminBookingsLoader(args: LoaderFunctionArgs): Promise<AdminBookingsLoaderData> {
  if (!(await mayUseAdminArea(args))) return { listRef: null };
  const filters = parseRequestFilters(new URL(args.request.url).searchParams);
  const variables = { search: searchVariable(filters.q), status: filters.status };
  return { listRef: loadAdminQuery<ListQuery>(routeEnvironment(args.context), 'admin.bookings.list', AdminBookingsPageQuery, variables) };
}
