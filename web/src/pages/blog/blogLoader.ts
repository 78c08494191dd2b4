import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import BlogPageCategoriesQuery, {
  type BlogPageCategoriesQuery as CategoriesQuery,
} from '../../__generated__/BlogPageCategoriesQuery.graphql';
import BlogPageQuery, { type BlogPageQuery as ListQuery } from '../../__generated__/BlogPageQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import { categoryFromParams } from './blogFilter';

export interface BlogLoaderData {
  categoriesRef: PreloadedQuery<CategoriesQuery>;
  listRef: PreloadedQuery<ListQuery>;
}

// Runs again whenever the query string changes, so a category change fetches before rendering.
export function blogLoader({ request, context }: LoaderFunctionArgs): BlogLoaderData {
  const category = categoryFromParams(new URL(request.url).searchParams);
  return {
    categoriesRef: loadRouteQuery<CategoriesQuery>(context, 'blog.categories', BlogPageCategoriesQuery, {}),
    listRef: loadRouteQuery<ListQuery>(context, 'blog.list', BlogPageQuery, { category }),
  };
}
