import { type EntityManager, LockMode, sql } from '@mikro-orm/postgresql';
import { sql as ksql } from 'kysely';
import { findPage, type PageRequest, rowShape } from '../../../db/find-page.js';
import { containsPattern, kysely } from '../../../db/kysely.js';
import { searchTerms } from '../../courses/course.rules.js';
import { BlogPost } from '../blog-post.entity.js';
import { PUBLIC_FIELDS } from '../blog-post.repository.js';

/** Which posts the admins' table shows (docs/SPEC.md §2: tabs All / Published / Drafts). */
export type BlogPostStatusFilter = 'ALL' | 'PUBLISHED' | 'DRAFTS';

export interface AdminBlogPostFilter {
  status: BlogPostStatusFilter;
  search: string | null;
}

/**
 * Every post, drafts too, newest first (by creation: a draft written today is on top). Each search word must
 * appear in the title, summary, category or one of the tags, German or English, ignoring case.
 */
export function findAdminBlogPosts(em: EntityManager, filter: AdminBlogPostFilter, page: PageRequest) {
  let query = kysely(em).selectFrom('blog_posts as b');
  if (filter.status !== 'ALL') query = query.where('b.published', '=', filter.status === 'PUBLISHED');
  for (const term of searchTerms(filter.search)) {
    const pattern = containsPattern(term);
    query = query.where((eb) =>
      eb.or([
        eb('b.title', 'ilike', pattern),
        eb('b.summary', 'ilike', pattern),
        eb('b.category', 'ilike', pattern),
        eb(ksql`array_to_string(b.tags, ' ')`, 'ilike', pattern),
        eb('b.title_en', 'ilike', pattern),
        eb('b.summary_en', 'ilike', pattern),
        eb('b.category_en', 'ilike', pattern),
        eb(ksql`array_to_string(b.tags_en, ' ')`, 'ilike', pattern),
      ]),
    );
  }
  query = query.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc');
  return findPage(rowShape(em, BlogPost, 'b', PUBLIC_FIELDS), query, page);
}

/** The post, locked for the rest of the transaction, so two admins' changes follow each other and the audit's "before" holds. */
export function lockBlogPost(em: EntityManager, id: number): Promise<BlogPost | null> {
  return em.findOne(BlogPost, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** Whether another post (not `exceptId`) has this slug, ignoring case as the unique index `blog_posts_slug_lower_unique` does. */
export async function slugTaken(em: EntityManager, slug: string, exceptId: number | null): Promise<boolean> {
  const where: Record<string, unknown> = { [sql`lower(slug)`]: sql`lower(${slug})` };
  if (exceptId !== null) where.id = { $ne: exceptId };
  return (await em.findOne(BlogPost, where as object, { fields: ['id'] })) !== null;
}
