import { type EntityKey, type EntityManager, QueryOrder } from '@mikro-orm/postgresql';
import { findPage, type PageRequest } from '../../db/find-page.js';
import { Testimonial } from './testimonial.entity.js';

/** What public review reads return: the entity's own properties, never the reviewer's e-mail address. */
const PUBLIC_FIELDS = ['id', 'name', 'role', 'content', 'rating', 'course', 'isVisible', 'createdAt'] as const satisfies readonly EntityKey<Testimonial>[];

export type TestimonialView = Pick<Testimonial, (typeof PUBLIC_FIELDS)[number]>;

export function findVisibleTestimonials(em: EntityManager, page: PageRequest) {
  const qb = em
    .createQueryBuilder(Testimonial, 't')
    .select([...PUBLIC_FIELDS])
    .where({ isVisible: true })
    .orderBy([{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }]);
  return findPage(qb, page);
}

export function findVisibleTestimonial(em: EntityManager, id: number): Promise<TestimonialView | null> {
  return em.findOne(Testimonial, { id, isVisible: true }, { fields: [...PUBLIC_FIELDS] });
}
