import { toGlobalId } from '../../../graphql/node.js';
import { validationMessage } from '../../../graphql/mutation.js';
import type {
  CreateBlogPostInput,
  RestAdminBlogPostFragment,
  RestAdminBlogPostsQuery,
  RestAdminBlogPostsQueryVariables,
  RestCreateBlogPostMutation,
  RestCreateBlogPostMutationVariables,
  RestDeleteBlogPostMutation,
  RestDeleteBlogPostMutationVariables,
  RestPublishBlogPostMutation,
  RestPublishBlogPostMutationVariables,
  RestUnpublishBlogPostMutation,
  RestUnpublishBlogPostMutationVariables,
  RestUpdateBlogPostMutation,
  RestUpdateBlogPostMutationVariables,
  UpdateBlogPostInput,
} from '../../../rest/__generated__/rest-operations.js';
import {
  type RestFieldError,
  type RestRequest,
  type RestRoute,
  idParam,
  restRoute,
  restValidationFailed,
  succeeded,
} from '../../../rest/rest-route.js';
import type { ValidationMessageId } from '../../../validation/messages.js';
import { POST_TEXTS, postWithTexts } from '../blog-post.rest.js';

/**
 * The admin rows of docs/SPEC.md §7 for the blog. Only admins get past the operations (401 anonymous, 403 other
 * accounts). Values of a type no GraphQL input can carry (tags that are no list of texts, a `published` that is
 * no true/false) are refused here with 400 before the operation runs; all other rules are the shared form rules,
 * as on /graphql. An unknown id answers 404, as GET /api/blog/{slug} does for an unknown slug.
 */

const ADMIN_POST_FIELDS = `fragment RestAdminBlogPost on BlogPost {
  databaseId slug imageUrl published publishedAt createdAt updatedAt ${POST_TEXTS}
}`;
const PAYLOAD = 'blogPost { ...RestAdminBlogPost } errors { field code message }';

const postJson = (payloadPost: RestAdminBlogPostFragment | null) => postWithTexts(succeeded(payloadPost, 'blogPost'));

type Mode = 'create' | 'update';
/** What `restBlogPostInput` builds for each mode (an update's id is the row's). */
type BlogPostInputs = { create: CreateBlogPostInput; update: Omit<UpdateBlogPostInput, 'id'> };

/**
 * docs/SPEC.md §7's post JSON as `CreateBlogPostInput` (`create`: absent texts are the empty text the rules refuse) or
 * `UpdateBlogPostInput` (`update`: absent fields stay as they are). `authorId` is ignored (the author is the
 * caller), and so is the old form's `tagsString`. `published` on creation means "publish immediately".
 */
export function restBlogPostInput<M extends Mode>({ body, language }: RestRequest, mode: M): BlogPostInputs[M] {
  const problems: RestFieldError[] = [];
  const refuse = (field: string, code: RestFieldError['code'], id: ValidationMessageId) =>
    problems.push({ field, code, message: validationMessage(language, id) });
  const input: Record<string, unknown> = {};

  for (const field of ['title', 'summary', 'content']) {
    const value = body[field];
    if (typeof value === 'string') input[field] = value;
    else if (mode === 'create') input[field] = '';
    else if (value !== undefined) input[field] = null;
  }
  for (const field of ['slug', 'category', 'imageUrl', 'titleEn', 'summaryEn', 'contentEn', 'categoryEn']) {
    const value = body[field];
    if (typeof value === 'string' || value === null) input[field] = value;
    else if (value !== undefined) refuse(field, 'INVALID_CHARACTERS', 'validation.invalidCharacters');
  }

  const { tags } = body;
  if (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string')) input.tags = tags;
  else if (tags === null) input.tags = null;
  else if (tags !== undefined) refuse('tags', 'OUT_OF_RANGE', 'validation.tagsList');
  const { tagsEn } = body;
  if (Array.isArray(tagsEn) && tagsEn.every((tag) => typeof tag === 'string')) input.tagsEn = tagsEn;
  else if (tagsEn === null) input.tagsEn = null;
  else if (tagsEn !== undefined) refuse('tagsEn', 'OUT_OF_RANGE', 'validation.tagsList');

  const publishField = mode === 'create' ? 'publishImmediately' : 'published';
  const published = body.publishImmediately !== undefined && mode === 'create' ? body.publishImmediately : body.published;
  if (typeof published === 'boolean' || published === null) input[publishField] = published;
  else if (published !== undefined) refuse(publishField, 'OUT_OF_RANGE', 'validation.invalidChoice');

  if (problems.length) throw restValidationFailed(problems);
  // Built field by field from untyped JSON above; the operation's validation checks it against the input type again.
  return input as BlogPostInputs[M];
}

const postGlobalId = ({ params }: RestRequest) => toGlobalId('BlogPost', idParam(params.post, 'blog post id'));
const NOT_FOUND = ['BLOG_POST_NOT_FOUND'];

/** A row that changes the state of one post with an empty body (docs/SPEC.md §7 publish / unpublish). */
const publicationRow = (action: 'publish' | 'unpublish') => ({
  method: 'PUT' as const,
  path: `/api/blog/:post/${action}`,
  variables: (request: RestRequest) => ({ input: { id: postGlobalId(request) } }),
  notFoundCodes: NOT_FOUND,
});

export const blogAdminRestRoutes: RestRoute[] = [
  restRoute<RestAdminBlogPostsQuery, RestAdminBlogPostsQueryVariables>({
    // docs/SPEC.md §7 GET /api/blog?all=true: every post, drafts too, newest first; without `all` the public row answers.
    method: 'GET',
    path: '/api/blog',
    whenQuery: { all: 'true' },
    operation: `query RestAdminBlogPosts($first: Int, $after: String) {
      adminBlogPosts(first: $first, after: $after, filter: ALL) { edges { node { ...RestAdminBlogPost } } pageInfo { hasNextPage endCursor } }
    } ${ADMIN_POST_FIELDS}`,
    allPagesOf: 'adminBlogPosts',
    shape: (data) => data.adminBlogPosts.edges.map(({ node }) => postJson(node)),
  }),
  restRoute<RestCreateBlogPostMutation, RestCreateBlogPostMutationVariables>({
    // docs/SPEC.md §7 POST /api/blog: the post's fields and `tags` (a list); answers 201 with the new post.
    method: 'POST',
    path: '/api/blog',
    operation: `mutation RestCreateBlogPost($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ${PAYLOAD} } } ${ADMIN_POST_FIELDS}`,
    variables: (request) => ({ input: restBlogPostInput(request, 'create') }),
    payloadOf: 'createBlogPost',
    successStatus: 201,
    shape: (data) => postJson(data.createBlogPost.blogPost),
  }),
  restRoute<RestUpdateBlogPostMutation, RestUpdateBlogPostMutationVariables>({
    // docs/SPEC.md §7 PUT /api/blog/{id}: the fields to change; answers the post as it is now.
    method: 'PUT',
    path: '/api/blog/:post',
    operation: `mutation RestUpdateBlogPost($input: UpdateBlogPostInput!) { updateBlogPost(input: $input) { ${PAYLOAD} } } ${ADMIN_POST_FIELDS}`,
    variables: (request) => ({ input: { ...restBlogPostInput(request, 'update'), id: postGlobalId(request) } }),
    payloadOf: 'updateBlogPost',
    notFoundCodes: NOT_FOUND,
    shape: (data) => postJson(data.updateBlogPost.blogPost),
  }),
  restRoute<RestDeleteBlogPostMutation, RestDeleteBlogPostMutationVariables>({
    // docs/SPEC.md §7 DELETE /api/blog/{id}: no body in the answer (204).
    method: 'DELETE',
    path: '/api/blog/:post',
    operation: `mutation RestDeleteBlogPost($input: DeleteBlogPostInput!) { deleteBlogPost(input: $input) { deletedBlogPostId errors { field code message } } }`,
    variables: (request) => ({ input: { id: postGlobalId(request) } }),
    payloadOf: 'deleteBlogPost',
    notFoundCodes: NOT_FOUND,
    successStatus: 204,
    shape: () => ({}),
  }),
  restRoute<RestPublishBlogPostMutation, RestPublishBlogPostMutationVariables>({
    ...publicationRow('publish'),
    operation: `mutation RestPublishBlogPost($input: PublishBlogPostInput!) { publishBlogPost(input: $input) { ${PAYLOAD} } } ${ADMIN_POST_FIELDS}`,
    payloadOf: 'publishBlogPost',
    shape: (data) => postJson(data.publishBlogPost.blogPost),
  }),
  restRoute<RestUnpublishBlogPostMutation, RestUnpublishBlogPostMutationVariables>({
    ...publicationRow('unpublish'),
    operation: `mutation RestUnpublishBlogPost($input: UnpublishBlogPostInput!) { unpublishBlogPost(input: $input) { ${PAYLOAD} } } ${ADMIN_POST_FIELDS}`,
    payloadOf: 'unpublishBlogPost',
    shape: (data) => postJson(data.unpublishBlogPost.blogPost),
  }),
];
