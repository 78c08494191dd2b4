import { type EntityKey, type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { findPage, type PageRequest, rowShape } from '../../../db/find-page.js';
import { containsPattern, kysely } from '../../../db/kysely.js';
import { searchTerms } from '../../courses/course.rules.js';
import { Course } from '../../courses/course.entity.js';
import { Testimonial } from '../testimonial.entity.js';

/** Which reviews staff look at (docs/SPEC.md §2 reviews panel: All, Pending, Approved); registered for GraphQL in testimonial-admin.types.ts. */
export enum AdminTestimonialFilter {
  ALL = 'ALL',
  PENDING = 'PENDING',
  APPROVED = 'APPROVED',
}

/** What staff read of a review: everything, the reviewer's e-mail address too. */
export const ADMIN_FIELDS = [
  'id',
  'name',
  'email',
  'role',
  'content',
  'language',
  'rating',
  'course',
  'isVisible',
  'createdAt',
] as const satisfies readonly EntityKey<Testimonial>[];

export type AdminTestimonialView = Pick<Testimonial, (typeof ADMIN_FIELDS)[number]>;

export interface AdminTestimonialListFilter {
  filter: AdminTestimonialFilter;
  search: string | null;
}

/** The reviewed course's title, for the search (a review may name none, or a course since deleted). */
const courseTitle = sql<string>`(select c.title from courses c where c.id = t.course_id)`;

/**
 * The admins' review list: newest first (then by id, so pages stay stable), pending (hidden) or approved ones or
 * all; each search word found in the name, e-mail address, role, text or the course's title, ignoring case.
 */
export function findAdminTestimonials(em: EntityManager, { filter, search }: AdminTestimonialListFilter, page: PageRequest) {
  let query = kysely(em).selectFrom('testimonials as t');
  if (filter !== AdminTestimonialFilter.ALL) query = query.where('t.is_visible', '=', filter === AdminTestimonialFilter.APPROVED);
  for (const term of searchTerms(search)) {
    const pattern = containsPattern(term);
    query = query.where((eb) =>
      eb.or([
        eb('t.name', 'ilike', pattern),
        eb('t.email', 'ilike', pattern),
        eb('t.role', 'ilike', pattern),
        eb('t.content', 'ilike', pattern),
        eb(courseTitle, 'ilike', pattern),
      ]),
    );
  }
  query = query.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc');
  return findPage(rowShape(em, Testimonial, 't', ADMIN_FIELDS), query, page);
}

/** The review, locked for the rest of the transaction: two admins' changes follow each other, and the audit's "before" is what the change started from. */
export function lockTestimonial(em: EntityManager, id: number): Promise<Testimonial | null> {
  return em.findOne(Testimonial, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** Titles of courses by id, active or not (staff see which course a review is about even once it is off offer). */
export async function findCourseTitles(
  em: EntityManager,
  ids: readonly number[],
): Promise<Map<number, { title: string; titleEn: string | null }>> {
  const courses = await em.find(Course, { id: { $in: [...ids] } }, { fields: ['id', 'title', 'titleEn'] });
  return new Map(courses.map((course) => [course.id, { title: course.title, titleEn: course.titleEn ?? null }]));
}
