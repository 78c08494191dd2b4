import type { EntityKey, EntityManager } from '@mikro-orm/postgresql';
import { findPage, type PageRequest, rowShape } from '../../db/find-page.js';
import { kysely } from '../../db/kysely.js';
import { Testimonial } from './testimonial.entity.js';

/** What public review reads return: the entity's own properties, never the reviewer's e-mail address. */
export const PUBLIC_FIELDS = [
  'id',
  'name',
  'role',
  'content',
  'language',
  'rating',
  'course',
  'isVisible',
  'createdAt',
] as const satisfies readonly EntityKey<Testimonial>[];

export type TestimonialView = Pick<Testimonial, (typeof PUBLIC_FIELDS)[number]>;

export function findVisibleTestimonials(em: EntityManager, page: PageRequest) {
  const query = kysely(em)
    .selectFrom('testimonials as t')
    .where('t.is_visible', '=', true)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc');
  return findPage(rowShape(em, Testimonial, 't', PUBLIC_FIELDS), query, page);
}

export function findVisibleTestimonial(em: EntityManager, id: number): Promise<TestimonialView | null> {
  return em.findOne(Testimonial, { id, isVisible: true }, { fields: [...PUBLIC_FIELDS] });
}
