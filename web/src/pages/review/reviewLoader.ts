import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import ReviewPageQuery, { type ReviewPageQuery as ReviewQuery } from '../../__generated__/ReviewPageQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import { parseCourseId } from '../course-detail/courseId';

export interface ReviewLoaderData {
  /** null without a usable `?courseId=`: the page sends the visitor home with a toast (SPEC §2). */
  courseRef: PreloadedQuery<ReviewQuery> | null;
}

export function reviewLoader({ request, context }: LoaderFunctionArgs): ReviewLoaderData {
  const databaseId = parseCourseId(new URL(request.url).searchParams.get('courseId') ?? undefined);
  return { courseRef: databaseId === null ? null : loadRouteQuery<ReviewQuery>(context, 'review', ReviewPageQuery, { databaseId }) };
}
