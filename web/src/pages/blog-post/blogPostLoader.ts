import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import BlogPostPageQuery, { type BlogPostPageQuery as PostQuery } from '../../__generated__/BlogPostPageQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';

export interface BlogPostLoaderData {
  postRef: PreloadedQuery<PostQuery>;
}

// The API looks slugs up ignoring case, so /blog/Ab-Wann-… finds the article too.
export function blogPostLoader({ params, context }: LoaderFunctionArgs): BlogPostLoaderData {
  return { postRef: loadRouteQuery<PostQuery>(context, 'blog.post', BlogPostPageQuery, { slug: params.slug ?? '' }) };
}
