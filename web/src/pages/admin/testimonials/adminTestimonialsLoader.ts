import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminTestimonialsPageQuery, {
  type AdminTestimonialsPageQuery as ListQuery,
} from '../../../__generated__/AdminTestimonialsPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { mayUseAdminArea } from '../session/adminSession';

export interface AdminTestimonialsLoaderData {
  /** Null when the signed-in user is no admin: the layout says so, and admin data is never asked for. */
  listRef: PreloadedQuery<ListQuery> | null;
}

/** Asks for the pending reviews (the panel's first tab) before the view renders. */
export async function adminTestimonialsLoader(args: LoaderFunctionArgs): Promise<AdminTestimonialsLoaderData> {
  if (!(await mayUseAdminArea(args))) return { listRef: null };
  return { listRef: loadAdminQuery<ListQuery>(routeEnvironment(args.context), 'admin.testimonials.list', AdminTestimonialsPageQuery, {}) };
}
