import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminLegalPageQuery, { type AdminLegalPageQuery as LegalQuery } from '../../../__generated__/AdminLegalPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { mayUseAdminArea } from '../session/adminSession';

export interface AdminLegalLoaderData {
  /** Null when the signed-in user is no admin: the layout says so, and admin data is never asked for. */
  legalRef: PreloadedQuery<LegalQuery> | null;
}

/** The legal texts and placeholders before the view renders; from the network each time (another admin may have saved). */
export async function adminLegalLoader(args: LoaderFunctionArgs): Promise<AdminLegalLoaderData> {
  if (!(await mayUseAdminArea(args))) return { legalRef: null };
  return { legalRef: loadAdminQuery<LegalQuery>(routeEnvironment(args.context), 'admin.legal', AdminLegalPageQuery, {}) };
}
