import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminWaitlistPageQuery, {
  type AdminWaitlistPageQuery as WaitlistQuery,
} from '../../../__generated__/AdminWaitlistPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { mayUseAdminArea, requireSignedIn } from '../session/adminSession';
import { ADMIN_ONLY, roleMay } from '../session/permissions';

export interface AdminWaitlistLoaderData {
  /** Null when the signed-in user is no admin: the layout says so, and admin data is never asked for. */
  waitlistRef: PreloadedQuery<WaitlistQuery> | null;
}

/** Every course's waitlist and the offer time, from the network each time (offers come and go by themselves). */
export async function adminWaitlistLoader(args: LoaderFunctionArgs): Promise<AdminWaitlistLoaderData> {
  if (!(await mayUseAdminArea(args))) return { waitlistRef: null };
  // The offer time is a setting (admins only): staff's query leaves it out, so their list still loads.
  const withSettings = roleMay((await requireSignedIn(args)).role, ADMIN_ONLY);
  return {
    waitlistRef: loadAdminQuery<WaitlistQuery>(routeEnvironment(args.context), 'admin.waitlist', AdminWaitlistPageQuery, { withSettings }),
  };
}
