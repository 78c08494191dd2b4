import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminMailPageQuery, { type AdminMailPageQuery as ListQuery } from '../../../__generated__/AdminMailPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { mayUseAdminArea } from '../session/adminSession';
import { loadAdminQuery } from '../shared/adminQueries';
import { mailListVariables, parseMailFilters } from './mailFilters';

export interface AdminMailLoaderData {
  /** Null when the signed-in user is no admin: the layout says so. */
  listRef: PreloadedQuery<ListQuery> | null;
}

/** Runs again whenever the query string changes, so the outbox is asked for before it renders. */
export async function adminMailLoader(args: LoaderFunctionArgs): Promise<AdminMailLoaderData> {
  if (!(await mayUseAdminArea(args))) return { listRef: null };
  const filters = parseMailFilters(new URL(args.request.url).searchParams);
  return {
    listRef: loadAdminQuery<ListQuery>(routeEnvironment(args.context), 'admin.mail.list', AdminMailPageQuery, mailListVariables(filters)),
  };
}
