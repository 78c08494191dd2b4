import { type EntityKey, type EntityManager, sql } from '@mikro-orm/postgresql';
import { sql as ksql } from 'kysely';
import { findPage, type PageRequest, rowShape } from '../../db/find-page.js';
import { kysely } from '../../db/kysely.js';
import type { Language } from '../../context/language.js';
import { BlogPost } from './blog-post.entity.js';

/** What public blog reads return: the entity's own properties (not the author account). */
export const PUBLIC_FIELDS = [
  'id',
  'title',
  'slug',
  'summary',
  'content',
  'imageUrl',
  'category',
  'tags',
  'published',
  'publishedAt',
  'createdAt',
  'updatedAt',
  // The English texts, which the text fields answer in on English requests.
  'titleEn',
  'summaryEn',
  'contentEn',
  'categoryEn',
  'tagsEn',
] as const satisfies readonly EntityKey<BlogPost>[];

export type BlogPostView = Pick<BlogPost, (typeof PUBLIC_FIELDS)[number]>;

/** `ilike` without wildcards: the category compared case-insensitively, `%` and `_` taken literally. */
const exactPattern = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Published posts, newest first; optionally one category (its German or English name, exact, case-insensitive). */
export function findPublishedPosts(em: EntityManager, category: string | null | undefined, page: PageRequest) {
  let query = kysely(em).selectFrom('blog_posts as b').where('b.published', '=', true);
  if (category) {
    const pattern = exactPattern(category);
    query = query.where((eb) => eb.or([eb('b.category', 'ilike', pattern), eb('b.category_en', 'ilike', pattern)]));
  }
  query = query.orderBy('b.published_at', (order) => order.desc().nullsLast()).orderBy('b.id', 'desc');
  return findPage(rowShape(em, BlogPost, 'b', PUBLIC_FIELDS), query, page);
}

export function findPublishedPost(em: EntityManager, id: number): Promise<BlogPostView | null> {
  return em.findOne(BlogPost, { id, published: true }, { fields: [...PUBLIC_FIELDS] });
}

/** Case-insensitive, like service slugs: `lower(slug)` is what the unique index `blog_posts_slug_lower_unique` holds. */
export function findPublishedPostBySlug(em: EntityManager, slug: string): Promise<BlogPostView | null> {
  return em.findOne(BlogPost, { [sql`lower(slug)`]: sql`lower(${slug})`, published: true } as object, { fields: [...PUBLIC_FIELDS] });
}

/**
 * Other published posts for an article's "related" box: its category first (compared like the list
 * filter, ignoring case), then the rest, newest first within each.
 */
export async function findRelatedPosts(
  em: EntityManager,
  post: Pick<BlogPostView, 'id' | 'category'>,
  limit: number,
): Promise<BlogPostView[]> {
  const shape = rowShape(em, BlogPost, 'b', PUBLIC_FIELDS);
  let query = kysely(em)
    .selectFrom('blog_posts as b')
    .select(shape.columns as never)
    .where('b.published', '=', true)
    .where('b.id', '<>', post.id);
  if (post.category) {
    query = query.orderBy(ksql`lower(b.category) is not distinct from lower(${post.category})`, 'desc');
  }
  const rows = await query
    .orderBy('b.published_at', (order) => order.desc().nullsLast())
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
  return shape.fromDatabase(rows as never[]) as BlogPostView[];
}

/**
 * The categories that published posts use, in `language` (English where written, else German, as `BlogPost.category`
 * answers), once each (the first spelling met), alphabetically.
 */
export async function findPublishedCategories(em: EntityManager, language: Language): Promise<string[]> {
  const name = language === 'en' ? ksql<string>`coalesce(nullif(btrim(b.category_en), ''), b.category)` : ksql<string>`b.category`;
  const rows = await kysely(em)
    .selectFrom('blog_posts as b')
    .select(ksql<string>`min(${name})`.as('category'))
    .where('b.published', '=', true)
    .where('b.category', 'is not', null)
    .where(ksql<boolean>`btrim(b.category) <> ''`)
    .groupBy(ksql`lower(${name})`)
    .orderBy(ksql`lower(min(${name}))`)
    .execute();
  return rows.map((row) => row.category);
}

/** Every published post's slug and last change (the sitemap's article pages), newest first. */
export function findPublishedPostStamps(em: EntityManager): Promise<{ slug: string; updatedAt: Date }[]> {
  return em
    .createQueryBuilder(BlogPost, 'b')
    .select(['slug', 'updatedAt'])
    .where({ published: true })
    .orderBy({ publishedAt: 'desc nulls last', id: 'desc' })
    .execute<{ slug: string; updatedAt: Date }[]>('all', true);
}
