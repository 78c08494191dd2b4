import { isoTimestampSql } from '../../db/sql.js';
import type { RequestContext } from '../../graphql/context.js';

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

export class BlogPostService {
  /** Published posts, newest first; optionally one category (exact, case-insensitive). */
  async listPublished(ctx: RequestContext, category: string | null | undefined, page: { limit: number; offset: number }) {
    const where = category ? 'published and lower(category) = lower(?)' : 'published';
    const params = category ? [category] : [];
    const rows = await ctx.em.execute<(BlogPostRow & { totalCount: string })[]>(
      `select ${COLUMNS}, count(*) over () as "totalCount" from blog_posts where ${where}
       order by published_at desc nulls last, id desc limit ? offset ?`,
      [...params, page.limit, page.offset],
    );
    if (rows.length > 0 || page.offset === 0) return { rows, totalCount: Number(rows[0]?.totalCount ?? 0) };
    const [{ count }] = await ctx.em.execute<{ count: string }[]>(`select count(*) from blog_posts where ${where}`, params);
    return { rows, totalCount: Number(count) };
  }

  async findPublishedBySlug(ctx: RequestContext, slug: string): Promise<BlogPostRow | null> {
    const [row] = await ctx.em.execute<BlogPostRow[]>(`select ${COLUMNS} from blog_posts where slug = ? and published`, [slug]);
    return row ?? null;
  }

  async findPublishedById(ctx: RequestContext, id: number): Promise<BlogPostRow | null> {
    const [row] = await ctx.em.execute<BlogPostRow[]>(`select ${COLUMNS} from blog_posts where id = ? and published`, [id]);
    return row ?? null;
  }
}

export const blogPostService = new BlogPostService();
