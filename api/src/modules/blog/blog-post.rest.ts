import type { RestRoute } from '../../rest/rest-route.js';

const POST_FIELDS = `fragment RestBlogPost on BlogPost {
  databaseId title slug summary content imageUrl category tags publishedAt createdAt updatedAt
}`;

const postJson = ({ databaseId, ...post }: Record<string, unknown>) => ({ id: databaseId, ...post, published: true });

const publishedList: Omit<RestRoute, 'path'> = {
  method: 'GET',
  operation: `query RestBlogPosts($first: Int, $after: String) {
    blogPosts(first: $first, after: $after) { edges { node { ...RestBlogPost } } pageInfo { hasNextPage endCursor } }
  } ${POST_FIELDS}`,
  allPagesOf: 'blogPosts',
  shape: (data) => data.blogPosts.edges.map(({ node }: { node: Record<string, unknown> }) => postJson(node)),
};

export const blogRestRoutes: RestRoute[] = [
  // Public list; `?all=true` (drafts, admin) arrives with the admin area.
  { ...publishedList, path: '/api/blog' },
  { ...publishedList, path: '/api/blog/published' },
  {
    method: 'GET',
    path: '/api/blog/:slug',
    operation: `query RestBlogPost($slug: String!) { blogPost(slug: $slug) { ...RestBlogPost } } ${POST_FIELDS}`,
    variables: ({ params }) => ({ slug: params.slug }),
    shape: (data) => (data.blogPost ? postJson(data.blogPost) : null),
    notFound: { code: 'BLOG_POST_NOT_FOUND', message: 'Blog-Post nicht gefunden.' },
  },
];
