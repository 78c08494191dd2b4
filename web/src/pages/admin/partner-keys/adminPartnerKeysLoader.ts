import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminPartnerKeysPageQuery, {
  type AdminPartnerKeysPageQuery as PartnerKeysQuery,
} from '../../../__generated__/AdminPartnerKeysPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { mayUseAdminArea } from '../session/adminSession';

export interface AdminPartnerKeysLoaderData {
  /** Null for a role that may not open the view (admins only): the layout says so, and no data is asked for. */
  keysRef: PreloadedQuery<PartnerKeysQuery> | null;
}

export async function adminPartnerKeysLoader(args: LoaderFunctionArgs): Promise<AdminPartnerKeysLoaderData> {
  if (!(await mayUseAdminArea(args))) return { keysRef: null };
  return { keysRef: loadAdminQuery<PartnerKeysQuery>(routeEnvironment(args.context), 'admin.partnerKeys', AdminPartnerKeysPageQuery, {}) };
}
