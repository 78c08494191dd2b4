import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminDashboardPageQuery, {
  type AdminDashboardPageQuery as DashboardQuery,
} from '../../../__generated__/AdminDashboardPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { mayUseAdminArea } from '../session/adminSession';

export interface AdminDashboardLoaderData {
  /** Null when the signed-in user is no admin: the layout says so, and admin data is never asked for. */
  dashboardRef: PreloadedQuery<DashboardQuery> | null;
}

/** Runs beside the layout's loader; waits for the same sign-in check before asking for admin data. */
export async function adminDashboardLoader(args: LoaderFunctionArgs): Promise<AdminDashboardLoaderData> {
  if (!(await mayUseAdminArea(args))) return { dashboardRef: null };
  // Admin data is never cached: what another admin just saved shows at once.
  return {
    dashboardRef: loadQuery<DashboardQuery>(routeEnvironment(args.context), AdminDashboardPageQuery, {}, { fetchPolicy: 'network-only' }),
  };
}
