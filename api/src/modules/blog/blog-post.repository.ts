import { type EntityKey, type EntityManager, QueryOrder } from '@mikro-orm/postgresql';
import { findPage, type PageRequest } from '../../db/find-page.js';
import { BlogPost } from './blog-post.entity.js';

/** What public blog reads return: the entity's own properties (not the author account). */
const PUBLIC_FIELDS = [
  'id', 'title', 'slug', 'summary', 'content', 'imageUrl', 'category', 'tags', 'published', 'publishedAt', 'createdAt', 'updatedAt',
] as const satisfies readonly EntityKey<BlogPost>[];

export type BlogPostView = Pick<BlogPost, (typeof PUBLIC_FIELDS)[number]>;

/** `ilike` without wildcards: the category compared case-insensitively, `%` and `_` taken literally. */
const caseInsensitive = (value: string) => ({ $ilike: value.replace(/[\\%_]/g, (char) => `\\${char}`) });

/** Published posts, newest first; optionally one category (exact, case-insensitive). */
export function findPublishedPosts(em: EntityManager, category: string | null | undefined, page: PageRequest) {
  const qb = em
    .createQueryBuilder(BlogPost, 'b')
    .select([...PUBLIC_FIELDS])
    .where(category ? { published: true, category: caseInsensitive(category) } : { published: true })
    .orderBy([{ publishedAt: QueryOrder.DESC_NULLS_LAST }, { id: QueryOrder.DESC }]);
  return findPage(qb, page);
}

export function findPublishedPost(em: EntityManager, by: { slug: string } | { id: number }): Promise<BlogPostView | null> {
  return em.findOne(BlogPost, { ...by, published: true }, { fields: [...PUBLIC_FIELDS] });
}
