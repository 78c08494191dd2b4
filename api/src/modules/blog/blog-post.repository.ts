import { type EntityKey, type EntityManager, sql } from '@mikro-orm/postgresql';
import { findPage, type PageRequest, rowShape } from '../../db/find-page.js';
import { kysely } from '../../db/kysely.js';
import { BlogPost } from './blog-post.entity.js';

/** What public blog reads return: the entity's own properties (not the author account). */
const PUBLIC_FIELDS = [
  'id', 'title', 'slug', 'summary', 'content', 'imageUrl', 'category', 'tags', 'published', 'publishedAt', 'createdAt', 'updatedAt',
] as const satisfies readonly EntityKey<BlogPost>[];

export type BlogPostView = Pick<BlogPost, (typeof PUBLIC_FIELDS)[number]>;

/** `ilike` without wildcards: the category compared case-insensitively, `%` and `_` taken literally. */
const exactPattern = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Published posts, newest first; optionally one category (exact, case-insensitive). */
export function findPublishedPosts(em: EntityManager, category: string | null | undefined, page: PageRequest) {
  let query = kysely(em)
    .selectFrom('blog_posts as b')
    .where('b.published', '=', true);
  if (category) query = query.where('b.category', 'ilike', exactPattern(category));
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
