import type { EntityKey, EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { type PageOf, type PageRequest, findPage, rowShape } from '../../../db/find-page.js';
import { containsPattern, kysely } from '../../../db/kysely.js';
import { searchTerms } from '../../courses/course.rules.js';
import { type MailDeliveryStatus, findMailStatuses } from '../../mail/index.js';
import { OrderEvent, type OrderEventType } from '../order-event.entity.js';
import { OrderItem } from '../order-item.entity.js';
import { Order, type OrderStatus, type PaymentStatus } from '../order.entity.js';
import type { OrderRow } from '../order.reader.js';

/** The columns `orderView` reads (order.reader.ts `OrderRow`). */
const ROW_FIELDS = [
  'id',
  'createdAt',
  'updatedAt',
  'orderStatus',
  'paymentStatus',
  'totalAmountCents',
  'paymentMethod',
  'paymentId',
  'paymentApprovalUrl',
  'paymentDeadline',
  'language',
  'customerFirstName',
  'customerLastName',
  'customerEmail',
  'customerPhone',
  'customerAddress',
  'customerCity',
  'customerZipCode',
  'anonymisedAt',
] as const satisfies readonly EntityKey<Order>[];

export interface AdminOrderFilter {
  search?: string | null;
  status?: OrderStatus | null;
  paymentStatus?: PaymentStatus | null;
  /** Orders with at least one item of this course. */
  courseId?: number | null;
}

/** `H2O-0042`, `h2o0042`, `0042` or `42`: the id an order number search means; null for any other word. */
export function orderIdInSearch(term: string): number | null {
  const match = /^(?:h2o-?)?0*(\d{1,9})$/i.exec(term);
  return match ? Number(match[1]) || null : null;
}

/**
 * Staff's order list, newest first. Each search word must match the order number, or be part of the customer's
 * first name, last name or e-mail address, or of a participant's first or last name (parents call about their
 * child: "Anna Muster", "Mia" and "H2O-0042" all find their order).
 */
export function findAdminOrders(em: EntityManager, filter: AdminOrderFilter, page: PageRequest): Promise<PageOf<OrderRow>> {
  let query = kysely(em).selectFrom('orders as o');
  if (filter.status) query = query.where('o.order_status', '=', filter.status);
  if (filter.paymentStatus) query = query.where('o.payment_status', '=', filter.paymentStatus);
  if (filter.courseId != null) {
    query = query.where(sql<boolean>`exists (select 1 from order_items i where i.order_id = o.id and i.course_id = ${filter.courseId})`);
  }
  for (const term of searchTerms(filter.search)) {
    const pattern = containsPattern(term);
    const id = orderIdInSearch(term);
    query = query.where((eb) =>
      eb.or([
        eb('o.customer_first_name', 'ilike', pattern),
        eb('o.customer_last_name', 'ilike', pattern),
        eb('o.customer_email', 'ilike', pattern),
        sql<boolean>`exists (select 1 from order_items i join participants p on p.order_item_id = i.id
          where i.order_id = o.id and (p.first_name ilike ${pattern} or p.last_name ilike ${pattern}))`,
        ...(id ? [eb('o.id', '=', id)] : []),
      ]),
    );
  }
  query = query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc');
  return findPage(rowShape(em, Order, 'o', ROW_FIELDS), query, page);
}

export function findOrder(em: EntityManager, id: number): Promise<Order | null> {
  return em.findOne(Order, id);
}

export function findOrderItem(em: EntityManager, id: number): Promise<OrderItem | null> {
  return em.findOne(OrderItem, id);
}

/** One line of an order's history: what happened, when, by whom (order-admin.types.ts registers it for GraphQL). */
export interface OrderEventView {
  type: OrderEventType;
  at: Date;
  /** The admin's username; null for the customer, the system or an account deleted since. */
  actor: string | null;
  data: Record<string, unknown>;
  /** For a queued mail: how far it got by now; null otherwise. */
  mailStatus: MailDeliveryStatus | null;
}

/** The histories of several orders (one query for a page of them), oldest line first. */
export async function findOrderHistories(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, OrderEventView[]>> {
  const events = await em.find(
    OrderEvent,
    { order: { $in: [...orderIds] } },
    { populate: ['actor'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const histories = new Map<number, OrderEventView[]>(orderIds.map((id) => [id, []]));
  // A mail's line says how far the mail got now (queued until the mail server accepted it), not just that it was queued.
  const mailIdOf = (event: OrderEvent) =>
    event.type === 'mail_queued' && typeof event.data?.mailId === 'number' ? event.data.mailId : null;
  const mailStatuses = await findMailStatuses(
    em,
    events.map(mailIdOf).filter((id): id is number => id !== null),
  );
  for (const event of events) {
    const mailId = mailIdOf(event);
    histories.get(event.order.id)?.push({
      type: event.type,
      at: event.createdAt,
      actor: event.actor?.username ?? null,
      data: event.data ?? {},
      mailStatus: mailId === null ? null : (mailStatuses.get(mailId) ?? null),
    });
  }
  return histories;
}
