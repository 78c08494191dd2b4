import type { EntityManager } from '@mikro-orm/postgresql';
import { findPage } from '../../db/find-page.js';
import { isoTimestampSql } from '../../db/sql.js';

/** A review as read for display (plain row); never carries the reviewer's e-mail address. */
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

export function findVisibleTestimonials(em: EntityManager, page: { limit: number; offset: number }) {
  return findPage<TestimonialRow>(em, { select: COLUMNS, from: 'testimonials', where: 'is_visible', orderBy: 'created_at desc, id desc' }, page);
}

export async function findVisibleTestimonial(em: EntityManager, id: number): Promise<TestimonialRow | null> {
  const [row] = await em.execute<TestimonialRow[]>(`select ${COLUMNS} from testimonials where id = ? and is_visible`, [id]);
  return row ?? null;
}
