import type {
  RestBlogPostFragment,
  RestBlogPostQuery,
  RestBlogPostQueryVariables,
  RestBlogPostsQuery,
  RestBlogPostsQueryVariables,
} from '../../rest/__generated__/rest-operations.js';
import { type RestRoute, restRoute } from '../../rest/rest-route.js';

const BLOG_POST_NOT_FOUND = { de: 'Blog-Post nicht gefunden.', en: 'Blog post not found.' } as const;

/** The post's texts as written (no fallback), once per language: docs/SPEC.md §7's fields stay German whatever the request's language. */
export const POST_TEXTS = `de: texts(language: DE) { title summary content category tags } en: texts(language: EN) { title summary content category tags }`;

const POST_FIELDS = `fragment RestBlogPost on BlogPost {
  databaseId slug imageUrl publishedAt createdAt updatedAt ${POST_TEXTS}
}`;

/** The old JSON of a post: numeric id, the German texts under their names, the English ones next to them (`titleEn`, …; null or []: not translated). */
export function postWithTexts<P extends Pick<RestBlogPostFragment, 'databaseId' | 'slug' | 'imageUrl' | 'de' | 'en'>>({
  databaseId,
  de,
  en,
  ...post
}: P) {
  return {
    id: databaseId,
    title: de.title,
    summary: de.summary,
    content: de.content,
    category: de.category,
    tags: de.tags,
    ...post,
    titleEn: en.title,
    summaryEn: en.summary,
    contentEn: en.content,
    categoryEn: en.category,
    tagsEn: en.tags,
  };
}

const postJson = (post: RestBlogPostFragment) => ({ ...postWithTexts(post), published: true });

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
    notFound: { code: 'BLOG_POST_NOT_FOUND', message: (language) => BLOG_POST_NOT_FOUND[language] },
  }),
];
