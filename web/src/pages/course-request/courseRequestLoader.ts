import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import CourseRequestPageQuery, { type CourseRequestPageQuery as RequestQuery } from '../../__generated__/CourseRequestPageQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import { parseCourseId } from '../course-detail/courseId';

export interface CourseRequestLoaderData {
  /** null without a usable `?courseId=`: nothing to ask the API. */
  courseRef: PreloadedQuery<RequestQuery> | null;
}

export function courseRequestLoader({ request, context }: LoaderFunctionArgs): CourseRequestLoaderData {
  const databaseId = parseCourseId(new URL(request.url).searchParams.get('courseId') ?? undefined);
  return {
    courseRef: databaseId === null ? null : loadRouteQuery<RequestQuery>(context, 'courseRequest', CourseRequestPageQuery, { databaseId }),
  };
}
