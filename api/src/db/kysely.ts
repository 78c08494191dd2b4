import type { EntityManager } from '@mikro-orm/postgresql';
import type { SnakeCase } from '@mikro-orm/sql';
import type { Kysely } from 'kysely';
import type { BlogPost } from '../modules/blog/blog-post.entity.js';
import type { Booking } from '../modules/bookings/booking.entity.js';
import type { ContactMessage } from '../modules/contact/contact-message.entity.js';
import type { Course } from '../modules/courses/course.entity.js';
import type { Mail } from '../modules/mail/mail.entity.js';
import type { Order } from '../modules/orders/order.entity.js';
import type { Testimonial } from '../modules/testimonials/testimonial.entity.js';

/**
 * An entity's columns as MikroORM names them (snake_case of the property; our underscore naming
 * strategy), typed from the entity's own properties. Only the plain, scalar properties are read here.
 */
type ColumnsOf<E> = { [K in keyof E as K extends string ? SnakeCase<K> : never]: ColumnValue<E[K]> };

/** Scalar values as stored (MikroORM's `Opt<…>` brand removed); relations are not columns here. */
type ColumnValue<V> = V extends null | undefined
  ? V
  : V extends boolean
    ? boolean
    : V extends number | string | Date | readonly string[]
      ? V
      : never;

/**
 * Tables read through Kysely, keyed by their real names (`@Entity({ tableName })` is not visible to
 * types, so the names are stated here once; the columns come from the entities).
 */
export interface KyselyTables {
  courses: ColumnsOf<Course>;
  testimonials: ColumnsOf<Testimonial>;
  blog_posts: ColumnsOf<BlogPost>;
  orders: ColumnsOf<Order>;
  contact_messages: ColumnsOf<ContactMessage>;
  bookings: ColumnsOf<Booking>;
  mails: ColumnsOf<Mail>;
}

export type { UntypedTables } from './untyped-tables.js';

/** MikroORM's Kysely instance for this request's EntityManager (inside a transaction it joins it). */
export function kysely(em: EntityManager): Kysely<KyselyTables> {
  return em.getKysely<KyselyTables>();
}

/** An ILIKE pattern for "contains `term`": the term's own `%`, `_` and `\` match only themselves. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
