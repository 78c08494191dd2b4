import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay/hooks';
import CoursesPageOptionsQuery, { type CoursesPageOptionsQuery as OptionsQuery } from '../../__generated__/CoursesPageOptionsQuery.graphql';
import CoursesPageQuery, { type CoursesPageQuery as ListQuery } from '../../__generated__/CoursesPageQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import { courseFilterInput, parseCourseFilters } from './courseFilters';

export interface CoursesLoaderData {
  optionsRef: PreloadedQuery<OptionsQuery>;
  listRef: PreloadedQuery<ListQuery>;
}

// Runs again whenever the query string changes, so a filter change fetches before rendering.
export function coursesLoader({ request, context }: LoaderFunctionArgs): CoursesLoaderData {
  const filters = parseCourseFilters(new URL(request.url).searchParams);
  return {
    optionsRef: loadRouteQuery<OptionsQuery>(context, 'courses.options', CoursesPageOptionsQuery, {}),
    listRef: loadRouteQuery<ListQuery>(context, 'courses.list', CoursesPageQuery, { filter: courseFilterInput(filters) }),
  };
}
