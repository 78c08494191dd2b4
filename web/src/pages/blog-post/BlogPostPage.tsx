import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { BlogPostPageQuery } from '../../__generated__/BlogPostPageQuery.graphql';
import { BlogArticle } from './BlogArticle';
import type { BlogPostLoaderData } from './blogPostLoader';
import { BlogPostNotFound } from './BlogPostNotFound';

const blogPostPageQuery = graphql`
  query BlogPostPageQuery($slug: String!) {
    blogPost(slug: $slug) {
      ...BlogArticle_post
    }
  }
`;

export function BlogPostPage() {
  const { postRef } = useLoaderData() as BlogPostLoaderData;
  const { blogPost } = usePreloadedQuery<BlogPostPageQuery>(blogPostPageQuery, postRef);
  return blogPost ? <BlogArticle post={blogPost} /> : <BlogPostNotFound />;
}
