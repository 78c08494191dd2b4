import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { COURSE_REQUEST_WORDS } from '../contact/admin/contact-request.rules.js';

/** The columns the counts read, as the entities define them (bookings and contact messages are not in db/kysely.ts). */
interface StatsTables {
  courses: { is_active: boolean; available_slots: number };
  bookings: { status: string };
  contact_messages: { subject: string };
  testimonials: { is_visible: boolean };
  orders: { order_status: string };
}

const db = (em: EntityManager) => em.getKysely<StatsTables>();
/** `count(*) filter (where …)` comes back as bigint text; the counts here fit a JS number many times over. */
const count = (condition?: ReturnType<typeof sql>) =>
  condition ? sql<string>`count(*) filter (where ${condition})` : sql<string>`count(*)`;
const asNumbers = <T extends Record<string, string | number | null>>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)])) as { [K in keyof T]: number };

// One statement per card, each one pass over its (small) table: the dashboard asks every 30 s.

export async function countCourses(em: EntityManager) {
  const row = await db(em)
    .selectFrom('courses')
    .select([
      count().as('active'),
      count(sql`available_slots > 0`).as('withFreePlaces'),
      sql<string>`coalesce(sum(available_slots), 0)`.as('freePlaces'),
    ])
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  return asNumbers(row);
}

export async function countBookings(em: EntityManager) {
  const row = await db(em)
    .selectFrom('bookings')
    .select([count(sql`status <> 'cancelled'`).as('notCancelled'), count(sql`status = 'pending'`).as('pending')])
    .executeTakeFirstOrThrow();
  return asNumbers(row);
}

export async function countContactMessages(em: EntityManager) {
  // The course-request rule of the contact requests' list (docs/SPEC.md §4), so the card counts what the list shows.
  const patterns = COURSE_REQUEST_WORDS.map((word) => `%${word}%`);
  const row = await db(em)
    .selectFrom('contact_messages')
    .select([count().as('total'), count(sql`subject ilike any (${sql.val(patterns)}::text[])`).as('courseRequests')])
    .executeTakeFirstOrThrow();
  return asNumbers(row);
}

export async function countReviews(em: EntityManager) {
  const row = await db(em)
    .selectFrom('testimonials')
    .select([count().as('total'), count(sql`not is_visible`).as('pending')])
    .executeTakeFirstOrThrow();
  return asNumbers(row);
}

export async function countOrders(em: EntityManager) {
  const row = await db(em)
    .selectFrom('orders')
    .select([count().as('total'), count(sql`order_status = 'pending'`).as('pending')])
    .executeTakeFirstOrThrow();
  return asNumbers(row);
}
