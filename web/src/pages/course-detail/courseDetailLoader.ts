import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import CourseDetailPageQuery, { type CourseDetailPageQuery as DetailQuery } from '../../__generated__/CourseDetailPageQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import { parseCourseId } from './courseId';

export interface CourseDetailLoaderData {
  /** null when the id in the path is not a course id at all: nothing to ask the API. */
  courseRef: PreloadedQuery<DetailQuery> | null;
}

export function courseDetailLoader({ params, context }: LoaderFunctionArgs): CourseDetailLoaderData {
  const databaseId = parseCourseId(params.id);
  return {
    courseRef: databaseId === null ? null : loadRouteQuery<DetailQuery>(context, 'course.detail', CourseDetailPageQuery, { databaseId }),
  };
}
