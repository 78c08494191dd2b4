import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus } from '../orders/order.entity.js';
import { WaitlistStatus } from './waitlist-entry.entity.js';

/**
 * The waitlist's reads over many rows (and its line's lock), by Kysely, the query builder MikroORM hands out: they
 * join the caller's transaction and, unlike `em.find`, neither flush pending changes nor load entities.
 */
interface WaitlistTables {
  waitlist_entries: { id: number; course_id: number; order_id: number | null; status: WaitlistStatus; position: number | null };
  orders: { id: number; order_status: OrderStatus };
  order_items: { id: number; order_id: number; course_id: number; quantity: number };
}
const db = (em: EntityManager) => em.getKysely<WaitlistTables>();

/**
 * Holds the course's line until the caller's transaction ends, so positions are handed out and swapped one change at
 * a time. A PostgreSQL advisory lock, on a key no row has: a function call that neither MikroORM nor Kysely
 * expresses, so it stays SQL (as every advisory lock of the code base).
 */
export async function lockWaitlistLine(em: EntityManager, courseId: number): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`waitlist-line:${courseId}`]);
}

/** Whether someone waits in the course's line. */
export async function hasWaitingEntry(em: EntityManager, courseId: number): Promise<boolean> {
  const row = await db(em)
    .selectFrom('waitlist_entries')
    .select('id')
    .where('course_id', '=', courseId)
    .where('status', '=', WaitlistStatus.WAITING)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The highest position held in the course's line (0 when none): the next entry joins behind it. */
export async function lastLinePosition(em: EntityManager, courseId: number): Promise<number> {
  const row = await db(em)
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** The courses that have a waitlist (entries of any state). */
export async function waitlistCourseIds(em: EntityManager): Promise<number[]> {
  const rows = await db(em).selectFrom('waitlist_entries').select('course_id').distinct().execute();
  return rows.map((row) => row.course_id);
}

/** Per course: orders placed through a booked offer (cancelled ones not counted), and their places of that course. */
export async function salesThroughOffers(
  em: EntityManager,
  courseIds: readonly number[],
): Promise<Map<number, { sales: number; places: number }>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db(em)
    .selectFrom('waitlist_entries as w')
    .innerJoin('orders as o', (join) => join.onRef('o.id', '=', 'w.order_id').on('o.order_status', '<>', OrderStatus.CANCELLED))
    .innerJoin('order_items as i', (join) => join.onRef('i.order_id', '=', 'o.id').onRef('i.course_id', '=', 'w.course_id'))
    .select((eb) => ['w.course_id', eb.fn.count('o.id').distinct().as('sales'), eb.fn.sum('i.quantity').as('places')])
    .where('w.course_id', 'in', [...courseIds])
    .where('w.status', '=', WaitlistStatus.BOOKED)
    .groupBy('w.course_id')
    .execute();
  return new Map(rows.map((row) => [row.course_id, { sales: Number(row.sales), places: Number(row.places ?? 0) }]));
}
