import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminNewsletterPageQuery, {
  type AdminNewsletterPageQuery as PageQuery,
} from '../../../__generated__/AdminNewsletterPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { mayUseAdminArea } from '../session/adminSession';

export interface AdminNewsletterLoaderData {
  /** Null when the signed-in user is no admin: the layout says so, and admin data is never asked for. */
  pageRef: PreloadedQuery<PageQuery> | null;
}

/** Subscribers (matching `?q=`), issues and the posts to tease, from the network each time (a sending issue's progress moves). */
export async function adminNewsletterLoader(args: LoaderFunctionArgs): Promise<AdminNewsletterLoaderData> {
  if (!(await mayUseAdminArea(args))) return { pageRef: null };
  return {
    pageRef: loadAdminQuery<PageQuery>(routeEnvironment(args.context), 'admin.newsletter', AdminNewsletterPageQuery, {
      search: new URL(args.request.url).searchParams.get('q')?.trim() || null,
    }),
  };
}
