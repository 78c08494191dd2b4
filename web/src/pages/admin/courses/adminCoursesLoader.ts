import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminCoursesPageQuery, { type AdminCoursesPageQuery as CoursesQuery } from '../../../__generated__/AdminCoursesPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { mayUseAdminArea } from '../session/adminSession';

/** The API's limits of `adminCourses(search:)`: more is refused as a whole (BAD_USER_INPUT), so the page asks within them. */
const SEARCH_MAX_WORDS = 8;
const SEARCH_MAX_LENGTH = 200;

/** `?q=` as the list is asked for it: trimmed, at most 8 words of together 200 characters; empty is no search. */
export function searchOf(url: string): string {
  const words = (new URL(url, 'http://localhost').searchParams.get('q') ?? '').trim().split(/\s+/).filter(Boolean);
  return words.slice(0, SEARCH_MAX_WORDS).join(' ').slice(0, SEARCH_MAX_LENGTH).trim();
}

export interface AdminCoursesLoaderData {
  /** Null when the signed-in user is no admin: the layout says so, and admin data is never asked for. */
  coursesRef: PreloadedQuery<CoursesQuery> | null;
  search: string;
  /** A new number per load: the list's error state starts afresh with each retry or search. */
  attempt: number;
}

let attempts = 0;
let previous: PreloadedQuery<CoursesQuery> | null = null;
let beforePrevious: PreloadedQuery<CoursesQuery> | null = null;

/**
 * /admin/courses?q=…: runs again whenever the query string changes (a search) or the page asks again (retry),
 * beside the layout's loader; waits for the same sign-in check before asking for admin data.
 */
export async function adminCoursesLoader(args: LoaderFunctionArgs): Promise<AdminCoursesLoaderData> {
  const search = searchOf(args.request.url);
  attempts += 1;
  if (!(await mayUseAdminArea(args))) return { coursesRef: null, search, attempt: attempts };
  // Admin data is never cached: what another admin just changed shows at once.
  const coursesRef = loadQuery<CoursesQuery>(
    routeEnvironment(args.context),
    AdminCoursesPageQuery,
    { search: search || null },
    { fetchPolicy: 'network-only' },
  );
  // Lists of earlier searches are released (Relay keeps a few released queries anyway). Not the last one: it stays
  // on screen until this one has its answer.
  beforePrevious?.dispose();
  beforePrevious = previous;
  previous = coursesRef;
  return { coursesRef, search, attempt: attempts };
}
