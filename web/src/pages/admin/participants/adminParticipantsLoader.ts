import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import AdminParticipantsPageCoursesQuery, {
  type AdminParticipantsPageCoursesQuery as CoursesQuery,
} from '../../../__generated__/AdminParticipantsPageCoursesQuery.graphql';
import AdminParticipantsPageQuery, {
  type AdminParticipantsPageQuery as ListQuery,
} from '../../../__generated__/AdminParticipantsPageQuery.graphql';
import { routeEnvironment } from '../../../relay/loadRouteQuery';
import { loadAdminQuery } from '../shared/adminQueries';
import { COURSE_OPTIONS_QUERY_OPTIONS } from '../shared/courseOptions';
import { mayUseAdminArea } from '../session/adminSession';

export interface AdminParticipantsLoaderData {
  /** Null when the signed-in user is no admin: the layout says so, and admin data is never asked for. */
  coursesRef: PreloadedQuery<CoursesQuery> | null;
  /** Null while no course is chosen (`?course=12` chooses one). */
  listRef: PreloadedQuery<ListQuery> | null;
}

/** The course chosen in the URL: a positive whole number, else none. */
export function chosenCourse(params: URLSearchParams): number | null {
  const course = Number(params.get('course'));
  return Number.isSafeInteger(course) && course > 0 ? course : null;
}

export async function adminParticipantsLoader(args: LoaderFunctionArgs): Promise<AdminParticipantsLoaderData> {
  if (!(await mayUseAdminArea(args))) return { coursesRef: null, listRef: null };
  const environment = routeEnvironment(args.context);
  const courseId = chosenCourse(new URL(args.request.url).searchParams);
  return {
    coursesRef: loadAdminQuery<CoursesQuery>(
      environment,
      'admin.participants.courses',
      AdminParticipantsPageCoursesQuery,
      {},
      COURSE_OPTIONS_QUERY_OPTIONS,
    ),
    listRef: courseId ? loadAdminQuery<ListQuery>(environment, 'admin.participants.list', AdminParticipantsPageQuery, { courseId }) : null,
  };
}
