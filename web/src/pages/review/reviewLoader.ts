import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import ReviewPageQuery, { type ReviewPageQuery as ReviewQuery } from '../../__generated__/ReviewPageQuery.graphql';
import ReviewChooseCourseQuery, { type ReviewChooseCourseQuery as ChooseQuery } from '../../__generated__/ReviewChooseCourseQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import { parseCourseId } from '../course-detail/courseId';

export type ReviewLoaderData =
  /** `?courseId=` names a course: its review form (or why it cannot be reviewed yet). */
  | { courseRef: PreloadedQuery<ReviewQuery>; chooseRef?: undefined }
  /** No usable `?courseId=`: the courses that can be reviewed, to choose from. */
  | { courseRef?: undefined; chooseRef: PreloadedQuery<ChooseQuery> };

export function reviewLoader({ request, context }: LoaderFunctionArgs): ReviewLoaderData {
  const databaseId = parseCourseId(new URL(request.url).searchParams.get('courseId') ?? undefined);
  return databaseId === null
    ? { chooseRef: loadRouteQuery<ChooseQuery>(context, 'review', ReviewChooseCourseQuery, {}) }
    : { courseRef: loadRouteQuery<ReviewQuery>(context, 'review', ReviewPageQuery, { databaseId }) };
}
