import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context/request-context.js';
import { type ConnectionArguments, connectionArgs, pageRequest, toConnection } from '../../../graphql/connection.js';
import { toUserErrors } from '../../../graphql/mutation.js';
import { databaseIdOf, toGlobalId } from '../../../graphql/node.js';
import { auditTrail } from '../../audit/audit.service.js';
import { AuditEventView } from '../../audit/audit.types.js';
import { BlogPost } from '../blog-post.entity.js';
import { BlogPostConnection } from '../blog-post.resolver.js';
import { blogAdminService } from './blog-admin.service.js';
import {
  BlogPostFilter,
  CreateBlogPostInput,
  CreateBlogPostPayload,
  DeleteBlogPostInput,
  DeleteBlogPostPayload,
  PublishBlogPostInput,
  PublishBlogPostPayload,
  UnpublishBlogPostInput,
  UnpublishBlogPostPayload,
  UpdateBlogPostInput,
  UpdateBlogPostPayload,
} from './blog-admin.types.js';
import { ADMIN_ONLY, STAFF_ROLES } from '../../users/roles.js';

const PAGE_SIZE = 20;
const AdminBlogPostPageArgs = connectionArgs(PAGE_SIZE);

/** The post's database id in a global id the client sent; null names no post. */
const blogPostId = (globalId: string) => databaseIdOf(globalId, 'BlogPost');

/** The admins' side of the blog (docs/SPEC.md §2 Admin area: Blog): every field here is for admins only. */
@Resolver(() => BlogPost)
export class BlogAdminResolver {
  @Authorized(STAFF_ROLES)
  @Query(() => BlogPostConnection, {
    description:
      'Staff and admins: blog posts, drafts too, newest first (by creation). Cursors are valid only with the same `filter` and `search`.',
  })
  async adminBlogPosts(
    @Ctx() ctx: RequestContext,
    @Args(() => AdminBlogPostPageArgs) paging: ConnectionArguments,
    @Arg('filter', () => BlogPostFilter, {
      nullable: true,
      defaultValue: BlogPostFilter.ALL,
      description: 'Published posts, drafts, or both (ALL; also when null).',
    })
    filter: BlogPostFilter | null = BlogPostFilter.ALL,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words (separated by spaces) that must each appear in the title, summary, category or a tag, ignoring case. At most 8 words and 200 characters; more is refused with BAD_USER_INPUT.',
    })
    search?: string | null,
  ) {
    const listFilter = { status: filter ?? BlogPostFilter.ALL, search: search ?? null };
    const page = pageRequest({ list: 'AdminBlogPost', filter: listFilter }, paging, PAGE_SIZE);
    return toConnection(await blogAdminService.list(ctx, listFilter, page), page);
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => CreateBlogPostPayload, {
    description:
      'Staff and admins: writes a blog post (docs/SPEC.md §5 blog form) as the signed-in admin, a draft unless `publishImmediately`.',
  })
  async createBlogPost(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateBlogPostInput, { description: 'The new post.' }) input: CreateBlogPostInput,
  ): Promise<CreateBlogPostPayload> {
    const result = await blogAdminService.create(ctx, input);
    return { blogPost: result.blogPost, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => UpdateBlogPostPayload, {
    description: 'Staff and admins: changes a blog post; recorded in its `auditTrail` with the changed fields before and after.',
  })
  async updateBlogPost(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateBlogPostInput, { description: 'The post and the fields to change.' }) input: UpdateBlogPostInput,
  ): Promise<UpdateBlogPostPayload> {
    const { id, ...fields } = input;
    const result = await blogAdminService.update(ctx, blogPostId(id), fields);
    return { blogPost: result.blogPost, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => PublishBlogPostPayload, {
    description: 'Staff and admins: publishes a post; `publishedAt` is set the first time it is published.',
  })
  async publishBlogPost(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PublishBlogPostInput, { description: 'The post to publish.' }) input: PublishBlogPostInput,
  ): Promise<PublishBlogPostPayload> {
    const result = await blogAdminService.setPublished(ctx, blogPostId(input.id), true);
    return { blogPost: result.blogPost, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => UnpublishBlogPostPayload, {
    description: 'Staff and admins: makes a post a draft again, hidden from visitors (`publishedAt` stays).',
  })
  async unpublishBlogPost(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UnpublishBlogPostInput, { description: 'The post to unpublish.' }) input: UnpublishBlogPostInput,
  ): Promise<UnpublishBlogPostPayload> {
    const result = await blogAdminService.setPublished(ctx, blogPostId(input.id), false);
    return { blogPost: result.blogPost, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => DeleteBlogPostPayload, { description: 'Admins only: deletes a blog post for good; the deletion stays in the audit log.' })
  async deleteBlogPost(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => DeleteBlogPostInput, { description: 'The post to delete.' }) input: DeleteBlogPostInput,
  ): Promise<DeleteBlogPostPayload> {
    const result = await blogAdminService.delete(ctx, blogPostId(input.id));
    const deletedBlogPostId = result.deletedId === null ? null : toGlobalId('BlogPost', result.deletedId);
    return { deletedBlogPostId, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => [AuditEventView], {
    description: 'Staff and admins: who changed the post when, and how; newest first, the latest 100.',
  })
  auditTrail(@Ctx() ctx: RequestContext, @Root() post: { id: number }) {
    return auditTrail(ctx, 'blogPost', post.id);
  }
}
