import { fetchQuery, graphql, loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { adminSessionViewerQuery as ViewerQuery } from '../../../__generated__/adminSessionViewerQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { mayOpen } from './permissions';

/** Who is signed in; the layout, the header's sign-out button and the loaders read it from one record. */
export const adminViewerQuery = graphql`
  query adminSessionViewerQuery {
    viewer {
      id
      username
      role
      email
    }
  }
`;

export type AdminViewer = NonNullable<ViewerQuery['response']['viewer']>;

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin';
/** Where trainers work (and land after signing in). */
export const TRAINER_HOME_PATH = '/trainer';

// One question to the server per navigation, however many admin routes' loaders ask (they run in parallel).
const asked = new WeakMap<Request, Promise<AdminViewer | null>>();

/**
 * The signed-in user, asked from the server (never the store: a session ends on the server, by
 * sign-out elsewhere or by expiry). The admin area renders in the browser only.
 */
export function viewerOf({ request, context }: LoaderFunctionArgs): Promise<AdminViewer | null> {
  let viewer = asked.get(request);
  if (!viewer) {
    viewer = fetchQuery<ViewerQuery>(routeEnvironment(context), adminViewerQuery, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => data?.viewer ?? null);
    asked.set(request, viewer);
  }
  return viewer;
}

/** docs/SPEC.md §2: the admin area sends whoever is not signed in to the login page. */
export async function requireSignedIn(args: LoaderFunctionArgs): Promise<AdminViewer> {
  const viewer = await viewerOf(args);
  if (!viewer) throw redirect(ADMIN_LOGIN_PATH);
  return viewer;
}

/**
 * Whether an admin view may load its data: signed in (else to the login page) with a role that may open the view
 * the request's path names (permissions.ts). Otherwise the layout says "not allowed" and no data is asked for.
 */
export async function mayUseAdminArea(args: LoaderFunctionArgs): Promise<boolean> {
  const viewer = await requireSignedIn(args);
  return mayOpen(viewer.role, new URL(args.request.url).pathname);
}

/** The viewer record the server just answered, kept for the layout (no second request). */
export function retainViewer(args: LoaderFunctionArgs): PreloadedQuery<ViewerQuery> {
  return loadQuery<ViewerQuery>(routeEnvironment(args.context), adminViewerQuery, {}, { fetchPolicy: 'store-or-network' });
}
