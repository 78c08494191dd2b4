import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminSettingsPageQuery, {
  type AdminSettingsPageQuery as SettingsQuery,
} from '../../../__generated__/AdminSettingsPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { mayUseAdminArea } from '../session/adminSession';

export interface AdminSettingsLoaderData {
  /** Null when the signed-in user is no admin: the layout says so, and admin data is never asked for. */
  settingsRef: PreloadedQuery<SettingsQuery> | null;
}

/** Asks for the settings before the view renders; from the network each time (another admin may have saved). */
export async function adminSettingsLoader(args: LoaderFunctionArgs): Promise<AdminSettingsLoaderData> {
  if (!(await mayUseAdminArea(args))) return { settingsRef: null };
  return { settingsRef: loadAdminQuery<SettingsQuery>(routeEnvironment(args.context), 'admin.settings', AdminSettingsPageQuery, {}) };
}
