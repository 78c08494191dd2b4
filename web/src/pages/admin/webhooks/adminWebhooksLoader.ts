import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminWebhooksPageQuery, {
  type AdminWebhooksPageQuery as WebhooksQuery,
} from '../../../__generated__/AdminWebhooksPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { mayUseAdminArea } from '../session/adminSession';

export interface AdminWebhooksLoaderData {
  /** Null for a role that may not open the view (admins only): the layout says so, and no data is asked for. */
  webhooksRef: PreloadedQuery<WebhooksQuery> | null;
}

export async function adminWebhooksLoader(args: LoaderFunctionArgs): Promise<AdminWebhooksLoaderData> {
  if (!(await mayUseAdminArea(args))) return { webhooksRef: null };
  return { webhooksRef: loadAdminQuery<WebhooksQuery>(routeEnvironment(args.context), 'admin.webhooks', AdminWebhooksPageQuery, {}) };
}
