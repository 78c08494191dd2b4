import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';

/** The columns the charts read, as the entities define them. */
interface ChartTables {
  orders: {
    id: number;
    created_at: Date;
    order_status: string;
    payment_status: string;
    payment_method: string;
    total_amount_cents: number;
  };
  order_items: { id: number; order_id: number; quantity: number };
  courses: {
    id: number;
    title: string;
    title_en: string | null;
    start_date: string | null;
    end_date: string | null;
    total_slots: number;
    available_slots: number;
    is_active: boolean;
  };
}
const db = (em: EntityManager) => em.getKysely<ChartTables>();

/** `created_at` as a Berlin calendar day: the range's days and the weeks are Gersthofen's. */
const berlinDay = sql<string>`(orders.created_at at time zone 'Europe/Berlin')::date`;

/** Orders placed from `from` to `to` (Berlin days), not cancelled, per week (Monday): how many, their places, what the paid ones brought. */
export async function ordersPerWeek(em: EntityManager, from: string, to: string) {
  const rows = await db(em)
    .selectFrom('orders')
    .select([
      sql<string>`to_char(date_trunc('week', orders.created_at at time zone 'Europe/Berlin'), 'YYYY-MM-DD')`.as('weekStart'),
      sql<string>`count(*)`.as('orders'),
      sql<string>`coalesce(sum((select sum(quantity) from order_items where order_items.order_id = orders.id)), 0)`.as('places'),
      sql<string>`coalesce(sum(total_amount_cents) filter (where payment_status = 'paid'), 0)`.as('revenueCents'),
    ])
    .where('order_status', '<>', 'cancelled')
    .where(berlinDay, '>=', sql<string>`${from}::date`)
    .where(berlinDay, '<=', sql<string>`${to}::date`)
    .groupBy(sql`1`)
    .execute();
  return rows.map((row) => ({
    weekStart: row.weekStart,
    orders: Number(row.orders),
    places: Number(row.places),
    revenueCents: Number(row.revenueCents),
  }));
}

/** Orders of the range (not cancelled) per payment method: how many, and their totals. */
export async function ordersPerPaymentMethod(em: EntityManager, from: string, to: string) {
  const rows = await db(em)
    .selectFrom('orders')
    .select([
      'payment_method as method',
      sql<string>`count(*)`.as('orders'),
      sql<string>`coalesce(sum(total_amount_cents), 0)`.as('amountCents'),
    ])
    .where('order_status', '<>', 'cancelled')
    .where(berlinDay, '>=', sql<string>`${from}::date`)
    .where(berlinDay, '<=', sql<string>`${to}::date`)
    .groupBy('payment_method')
    .orderBy('payment_method')
    .execute();
  return rows.map((row) => ({ method: row.method, orders: Number(row.orders), amountCents: Number(row.amountCents) }));
}

/**
 * Active courses running at some time in the range, and those not over yet (`today` and later: being booked now or
 * soon, whatever range is asked), at most `limit`, by start: places taken and in all.
 */
export async function courseOccupancy(em: EntityManager, from: string, to: string, today: string, limit: number) {
  const rows = await db(em)
    .selectFrom('courses')
    .select(['id', 'title', 'title_en', 'total_slots', 'available_slots'])
    .where('is_active', '=', true)
    .where(
      sql<boolean>`((coalesce(start_date, end_date) <= ${to}::date and coalesce(end_date, start_date) >= ${from}::date) or coalesce(end_date, start_date) >= ${today}::date)`,
    )
    .orderBy('start_date')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    courseId: row.id,
    title: row.title,
    titleEn: row.title_en,
    booked: row.total_slots - row.available_slots,
    total: row.total_slots,
  }));
}
