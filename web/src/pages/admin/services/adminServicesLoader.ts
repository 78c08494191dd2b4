import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminServicesPageQuery, {
  type AdminServicesPageQuery as ServicesQuery,
} from '../../../__generated__/AdminServicesPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { mayUseAdminArea } from '../session/adminSession';

export interface AdminServicesLoaderData {
  /** Null when the signed-in user is no admin: the layout says so, and admin data is never asked for. */
  servicesRef: PreloadedQuery<ServicesQuery> | null;
}

/** Asks for the services before the view renders; from the network each time (another admin may have saved). */
export async function adminServicesLoader(args: LoaderFunctionArgs): Promise<AdminServicesLoaderData> {
  if (!(await mayUseAdminArea(args))) return { servicesRef: null };
  return { servicesRef: loadAdminQuery<ServicesQuery>(routeEnvironment(args.context), 'admin.services', AdminServicesPageQuery, {}) };
}
