import { isoTimestampSql } from '../../db/sql.js';
import type { RequestContext } from '../../graphql/context.js';

export interface TestimonialRow {
  id: number;
  name: string;
  role: string | null;
  content: string;
  rating: number;
  courseId: number | null;
  isVisible: boolean;
  /** ISO timestamp. */
  createdAt: string;
}

const COLUMNS = `id, name, role, content, rating, course_id as "courseId", is_visible as "isVisible", ${isoTimestampSql('created_at')} as "createdAt"`;

export class TestimonialService {
  /** Visible reviews only, newest first. */
  async listVisible(ctx: RequestContext, page: { limit: number; offset: number }) {
    const rows = await ctx.em.execute<(TestimonialRow & { totalCount: string })[]>(
      `select ${COLUMNS}, count(*) over () as "totalCount" from testimonials where is_visible
       order by created_at desc, id desc limit ? offset ?`,
      [page.limit, page.offset],
    );
    const totalCount = rows.length > 0 || page.offset === 0 ? Number(rows[0]?.totalCount ?? 0) : await this.countVisible(ctx);
    return { rows, totalCount };
  }

  async findVisible(ctx: RequestContext, id: number): Promise<TestimonialRow | null> {
    const [row] = await ctx.em.execute<TestimonialRow[]>(`select ${COLUMNS} from testimonials where id = ? and is_visible`, [id]);
    return row ?? null;
  }

  private async countVisible(ctx: RequestContext): Promise<number> {
    const [{ count }] = await ctx.em.execute<{ count: string }[]>(`select count(*) from testimonials where is_visible`);
    return Number(count);
  }
}

export const testimonialService = new TestimonialService();
