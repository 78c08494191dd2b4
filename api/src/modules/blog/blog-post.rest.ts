import type {
  RestBlogPostFragment,
  RestBlogPostQuery,
  RestBlogPostQueryVariables,
  RestBlogPostsQuery,
  RestBlogPostsQueryVariables,
} from '../../rest/__generated__/rest-operations.js';
import { type RestRoute, restRoute } from '../../rest/rest-route.js';

const POST_FIELDS = `fragment RestBlogPost on BlogPost {
  databaseId title slug summary content imageUrl category tags publishedAt createdAt updatedAt
}`;

const postJson = ({ databaseId, ...post }: RestBlogPostFragment) => ({ id: databaseId, ...post, published: true });

const publishedList = (path: string) =>
  restRoute<RestBlogPostsQuery, RestBlogPostsQueryVariables>({
    method: 'GET',
    path,
    operation: `query RestBlogPosts($first: Int, $after: String) {
      blogPosts(first: $first, after: $after) { edges { node { ...RestBlogPost } } pageInfo { hasNextPage endCursor } }
    } ${POST_FIELDS}`,
    allPagesOf: 'blogPosts',
    shape: (data) => data.blogPosts.edges.map(({ node }) => postJson(node)),
  });

export const blogRestRoutes: RestRoute[] = [
  // Public list; `?all=true` is the admins' row (admin/blog-admin.rest.ts).
  publishedList('/api/blog'),
  publishedList('/api/blog/published'),
  restRoute<RestBlogPostQuery, RestBlogPostQueryVariables>({
    method: 'GET',
    // `:post` is the slug here and the numeric id in the admins' writes of the same path (one name per path for fastify).
    path: '/api/blog/:post',
    operation: `query RestBlogPost($slug: String!) { blogPost(slug: $slug) { ...RestBlogPost } } ${POST_FIELDS}`,
    variables: ({ params }) => ({ slug: params.post }),
    shape: (data) => (data.blogPost ? postJson(data.blogPost) : null),
    notFound: { code: 'BLOG_POST_NOT_FOUND', message: 'Blog-Post nicht gefunden.' },
  }),
];
