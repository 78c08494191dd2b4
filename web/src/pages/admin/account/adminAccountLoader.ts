import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminAccountPageQuery, { type AdminAccountPageQuery as AccountQuery } from '../../../__generated__/AdminAccountPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { mayUseAdminArea } from '../session/adminSession';

export interface AdminAccountLoaderData {
  accountRef: PreloadedQuery<AccountQuery> | null;
}

/** "Mein Konto": every signed-in account may open it. */
export async function adminAccountLoader(args: LoaderFunctionArgs): Promise<AdminAccountLoaderData> {
  if (!(await mayUseAdminArea(args))) return { accountRef: null };
  return { accountRef: loadAdminQuery<AccountQuery>(routeEnvironment(args.context), 'admin.account', AdminAccountPageQuery, {}) };
}
