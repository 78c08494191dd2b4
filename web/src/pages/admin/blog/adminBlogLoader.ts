import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminBlogPageQuery, { type AdminBlogPageQuery as ListQuery } from '../../../__generated__/AdminBlogPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { mayUseAdminArea } from '../session/adminSession';
import { parseBlogFilters } from './blogFilters';

export interface AdminBlogLoaderData {
  /** Null when the signed-in user is no admin: the layout says so, and admin data is never asked for. */
  listRef: PreloadedQuery<ListQuery> | null;
}

/** Runs again whenever the query string (tab, search) changes, so the list is asked for before it renders. */
export async function adminBlogLoader(args: LoaderFunctionArgs): Promise<AdminBlogLoaderData> {
  if (!(await mayUseAdminArea(args))) return { listRef: null };
  const { filter, search } = parseBlogFilters(new URL(args.request.url).searchParams);
  return {
    listRef: loadAdminQuery<ListQuery>(routeEnvironment(args.context), 'admin.blog.list', AdminBlogPageQuery, {
      filter,
      search: search || null,
    }),
  };
}
