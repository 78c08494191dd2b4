import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminTeamPageQuery, { type AdminTeamPageQuery as TeamQuery } from '../../../__generated__/AdminTeamPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { mayUseAdminArea } from '../session/adminSession';

export interface AdminTeamLoaderData {
  /** Null for a role that may not open the team (admins only): the layout says so, and no data is asked for. */
  teamRef: PreloadedQuery<TeamQuery> | null;
}

export async function adminTeamLoader(args: LoaderFunctionArgs): Promise<AdminTeamLoaderData> {
  if (!(await mayUseAdminArea(args))) return { teamRef: null };
  return { teamRef: loadAdminQuery<TeamQuery>(routeEnvironment(args.context), 'admin.team', AdminTeamPageQuery, {}) };
}
