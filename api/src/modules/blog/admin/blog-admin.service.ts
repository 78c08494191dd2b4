import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityData } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../../context/request-context.js';
import type { PageRequest } from '../../../db/find-page.js';
import { type BlogPostValues, blogPostSchema, slugFromTitle } from '../../../validation/blog-post.schema.js';
import { InvalidArgumentError } from '../../../validation/invalid-argument.js';
import { type FieldError, validateInput } from '../../../validation/validate.js';
import { AuditAction } from '../../audit/audit-event.entity.js';
import { recordAdminChange } from '../../audit/audit.js';
import { searchProblem } from '../../courses/course.rules.js';
import { User } from '../../users/user.entity.js';
import { BlogPost } from '../blog-post.entity.js';
import { type AdminBlogPostFilter, findAdminBlogPosts, lockBlogPost, slugTaken } from './blog-admin.repository.js';
import { type BlogPostChanges, type NewBlogPostForm, blogPostValues, publishedAtAfter } from './blog-admin.rules.js';

export type BlogPostChangeResult = { blogPost: BlogPost | null; errors: FieldError[] };
/** `deletedId`: the database id of the post deleted; null when nothing was. */
export type BlogPostDeletionResult = { deletedId: number | null; errors: FieldError[] };

const notFound: FieldError[] = [{ field: 'id', code: 'BLOG_POST_NOT_FOUND', id: 'validation.blogPostNotFound' }];
const slugInUse: FieldError[] = [{ field: 'slug', code: 'SLUG_TAKEN', id: 'validation.slugTaken' }];
const refused = (errors: FieldError[]): BlogPostChangeResult => ({ blogPost: null, errors });

/** The checked form values as the entity takes them (`published` apart: its date goes with it). */
function postData({ published: _published, ...values }: BlogPostValues): EntityData<BlogPost> {
  return values;
}

/**
 * Two admins saving the same new slug at once: the second one's insert hits the unique index after the check
 * found it free. That is the same refusal as the check's, not an internal error.
 */
async function refusingTakenSlugs(work: () => Promise<BlogPostChangeResult>): Promise<BlogPostChangeResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return refused(slugInUse);
    throw error;
  }
}

/**
 * Staff's changes to the blog (the resolver is admins-only). Each is one transaction with its audit
 * record; refused input changes nothing. Public reads (blog-post.service.ts) keep showing published posts only.
 */
export const blogAdminService = {
  list(ctx: RequestContext, filter: AdminBlogPostFilter, page: PageRequest) {
    const problem = searchProblem(filter.search);
    if (problem) throw new InvalidArgumentError(ctx.language, 'search', problem);
    return findAdminBlogPosts(ctx.em, filter, page);
  },

  /** A new post by the signed-in admin (the old site wrote every post as user 2); slug made from the title when none is given. */
  async create(ctx: RequestContext, input: NewBlogPostForm): Promise<BlogPostChangeResult> {
    const { publishImmediately, ...fields } = input;
    const slug = fields.slug?.trim() || slugFromTitle(fields.title ?? '');
    const checked = validateInput(blogPostSchema, { ...fields, slug, published: publishImmediately ?? false });
    if (!checked.ok) return refused(checked.errors);
    const values = checked.value;
    return refusingTakenSlugs(() =>
      transactional(ctx, async (tx) => {
        if (await slugTaken(tx.em, values.slug, null)) return refused(slugInUse);
        const post = tx.em.create(BlogPost, {
          ...postData(values),
          published: values.published,
          publishedAt: publishedAtAfter(values.published, null, new Date()),
          author: ctx.user ? tx.em.getReference(User, ctx.user.id) : null,
        } as EntityData<BlogPost> as never);
        await tx.em.flush();
        recordAdminChange(tx.em, ctx.user, {
          entityType: 'blogPost',
          entityId: post.id,
          action: AuditAction.CREATED,
          before: null,
          after: blogPostValues(post),
        });
        return { blogPost: post, errors: [] };
      }),
    );
  },

  /** Applies the given fields and checks the post it would leave as a whole; `published` true publishes it (dated the first time). */
  async update(ctx: RequestContext, postId: number | null, fields: BlogPostChanges): Promise<BlogPostChangeResult> {
    if (postId === null) return refused(notFound);
    return refusingTakenSlugs(() =>
      transactional(ctx, async (tx) => {
        const post = await lockBlogPost(tx.em, postId);
        if (!post) return refused(notFound);
        const before = blogPostValues(post);
        // Absent fields stay as they are; so do the ones without a "cleared" state given as null (or an empty slug).
        const keepsOnNull = new Set(['published', 'tags', 'tagsEn', 'slug']);
        const given = Object.fromEntries(
          Object.entries(fields).filter(
            ([field, value]) => value !== undefined && !(keepsOnNull.has(field) && (value === null || value === '')),
          ),
        );
        const checked = validateInput(blogPostSchema, { ...before, ...given });
        if (!checked.ok) return refused(checked.errors);
        const values = checked.value;
        if (values.slug !== post.slug.toLowerCase() && (await slugTaken(tx.em, values.slug, post.id))) return refused(slugInUse);
        tx.em.assign(post, {
          ...postData(values),
          published: values.published,
          publishedAt: publishedAtAfter(values.published, post.publishedAt, new Date()),
        });
        await tx.em.flush();
        recordAdminChange(tx.em, ctx.user, {
          entityType: 'blogPost',
          entityId: post.id,
          action: AuditAction.UPDATED,
          before,
          after: blogPostValues(post),
        });
        return { blogPost: post, errors: [] };
      }),
    );
  },

  /** docs/SPEC.md §4's toggle: publishing dates a post the first time; unpublishing hides it again (its date stays). Already so: nothing changes. */
  async setPublished(ctx: RequestContext, postId: number | null, published: boolean): Promise<BlogPostChangeResult> {
    if (postId === null) return refused(notFound);
    return transactional(ctx, async (tx) => {
      const post = await lockBlogPost(tx.em, postId);
      if (!post) return refused(notFound);
      const before = blogPostValues(post);
      post.published = published;
      post.publishedAt = publishedAtAfter(published, post.publishedAt, new Date());
      await tx.em.flush();
      recordAdminChange(tx.em, ctx.user, {
        entityType: 'blogPost',
        entityId: post.id,
        action: AuditAction.UPDATED,
        before,
        after: blogPostValues(post),
      });
      return { blogPost: post, errors: [] };
    });
  },

  async delete(ctx: RequestContext, postId: number | null): Promise<BlogPostDeletionResult> {
    if (postId === null) return { deletedId: null, errors: notFound };
    return transactional(ctx, async (tx) => {
      const post = await lockBlogPost(tx.em, postId);
      if (!post) return { deletedId: null, errors: notFound };
      const before = blogPostValues(post);
      tx.em.remove(post);
      await tx.em.flush();
      recordAdminChange(tx.em, ctx.user, { entityType: 'blogPost', entityId: postId, action: AuditAction.DELETED, before, after: null });
      return { deletedId: postId, errors: [] };
    });
  },
};
