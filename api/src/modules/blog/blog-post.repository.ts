import type { EntityManager } from '@mikro-orm/postgresql';
import { findPage } from '../../db/find-page.js';
import { isoTimestampSql } from '../../db/sql.js';

/** A blog post as read for display (plain row). */
export interface BlogPostRow {
  id: number;
  title: string;
  slug: string;
  summary: string;
  content: string;
  imageUrl: string | null;
  category: string | null;
  tags: string[];
  /** ISO timestamps. */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS = `id, title, slug, summary, content, image_url as "imageUrl", category, tags,
  ${isoTimestampSql('published_at')} as "publishedAt", ${isoTimestampSql('created_at')} as "createdAt",
  ${isoTimestampSql('updated_at')} as "updatedAt"`;

/** Published posts, newest first; optionally one category (exact, case-insensitive). */
export function findPublishedPosts(em: EntityManager, category: string | null | undefined, page: { limit: number; offset: number }) {
  return findPage<BlogPostRow>(
    em,
    {
      select: COLUMNS,
      from: 'blog_posts',
      where: category ? 'published and lower(category) = lower(?)' : 'published',
      orderBy: 'published_at desc nulls last, id desc',
      params: category ? [category] : [],
    },
    page,
  );
}

export async function findPublishedPost(em: EntityManager, by: { slug: string } | { id: number }): Promise<BlogPostRow | null> {
  const [column, value] = 'slug' in by ? ['slug', by.slug] : ['id', by.id];
  const [row] = await em.execute<BlogPostRow[]>(`select ${COLUMNS} from blog_posts where ${column} = ? and published`, [value]);
  return row ?? null;
}
