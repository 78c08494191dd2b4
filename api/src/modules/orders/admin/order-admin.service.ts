import { type RequestContext, transactional } from '../../../context/request-context.js';
import { pageRequest, toConnection, type ConnectionArguments } from '../../../graphql/connection.js';
import { fromGlobalId, toGlobalId } from '../../../graphql/node.js';
import { InvalidArgumentError } from '../../../validation/invalid-argument.js';
import type { FieldError } from '../../../validation/validate.js';
import { searchProblem } from '../../courses/course.rules.js';
import { deletionRefusal, resendRefusal } from '../order-lifecycle.graph.js';
import { lockOrder, transition } from '../order-lifecycle.js';
import { queueOrderConfirmation } from '../order-mail.js';
import { Order, type OrderStatus, type PaymentStatus, orderNumberOf } from '../order.entity.js';
import { orderView, orderViews } from '../order.reader.js';
import type { OrderView } from '../order.types.js';
import { type AdminOrderFilter, findAdminOrders, findOrder, findOrderItem } from './order-admin.reader.js';

export type AdminOrderResult = { order: OrderView | null; errors: FieldError[] };

const PAGE_SIZE = 20;
export const ADMIN_ORDERS_PAGE_SIZE = PAGE_SIZE;

/** Name of the request's DataLoader of order histories (order-admin.resolver.ts). */
export const HISTORY_LOADER = 'orderHistory';

const orderNotFound: FieldError = { field: 'orderId', code: 'ORDER_NOT_FOUND', id: 'validation.orderNotFound' };

/** The database id in an order's global id; null for anything else (another type's id, garbage). */
export function orderIdOf(globalId: string): number | null {
  const parsed = fromGlobalId(globalId);
  return parsed?.type === 'Order' ? parsed.databaseId : null;
}

/**
 * One change of one order, as staff make them: a transaction that locks the order's row first (two admins, or an
 * admin and the payment deadline job, act one after the other, each seeing the other's result), asks `change`,
 * which checks the rules before it touches anything and answers a refusal or null, and commits. A refused change
 * has changed nothing; the answer carries the order as it stands either way.
 */
async function changeOrder(ctx: RequestContext, globalId: string, change: (tx: RequestContext, order: Order) => Promise<FieldError | null>): Promise<AdminOrderResult> {
  const id = orderIdOf(globalId);
  if (!id) return { order: null, errors: [orderNotFound] };
  const result = await transactional(ctx, async (tx) => {
    const order = await lockOrder(tx.em, id);
    if (!order) return { order: null, errors: [orderNotFound] };
    const refused = await change(tx, order);
    if (!refused) await tx.em.flush();
    return { order: await orderView(tx.em, order), errors: refused ? [refused] : [] };
  });
  // The payload's `order { history }` (and a later mutation's in the same document) must see the new line.
  ctx.loaders.delete(HISTORY_LOADER);
  return result;
}

/** Staff's reads and changes of orders (issue 14). Every change is a line of the order's history, with the admin as actor. */
export const orderAdminService = {
  async list(ctx: RequestContext, filter: AdminOrderFilter, paging: ConnectionArguments) {
    const problem = searchProblem(filter.search);
    if (problem) throw new InvalidArgumentError(ctx.language, 'search', problem);
    const page = pageRequest({ list: 'Order', filter }, paging, PAGE_SIZE);
    const found = await findAdminOrders(ctx.em, filter, page);
    return toConnection({ ...found, rows: await orderViews(ctx.em, found.rows) }, page);
  },

  async byGlobalId(ctx: RequestContext, globalId: string): Promise<OrderView | null> {
    const id = orderIdOf(globalId);
    const order = id ? await findOrder(ctx.em, id) : null;
    return order ? orderView(ctx.em, order) : null;
  },

  /** An order item with its course and participants (the REST door's `/api/order-items/{id}/participants`). */
  async item(ctx: RequestContext, id: number) {
    const item = await findOrderItem(ctx.em, id);
    if (!item) return null;
    const view = await orderView(ctx.em, await ctx.em.findOneOrFail(Order, item.order.id));
    return view.items.find((candidate) => candidate.databaseId === id) ?? null;
  },

  /** Confirms or cancels, through the order's lifecycle (a cancellation returns the places in the same transaction). */
  setStatus(ctx: RequestContext, globalId: string, to: OrderStatus): Promise<AdminOrderResult> {
    return changeOrder(ctx, globalId, (tx, order) => transition(tx.em, order, { orderStatus: to }, { cause: 'staff', actor: ctx.user }));
  },

  /** Marks paid, failed or refunded, through the order's lifecycle. */
  setPaymentStatus(ctx: RequestContext, globalId: string, to: PaymentStatus): Promise<AdminOrderResult> {
    return changeOrder(ctx, globalId, (tx, order) => transition(tx.em, order, { paymentStatus: to }, { cause: 'staff', actor: ctx.user }));
  },

  resendConfirmation(ctx: RequestContext, globalId: string): Promise<AdminOrderResult> {
    return changeOrder(ctx, globalId, async (tx, order) => {
      const refused = resendRefusal(order);
      if (refused) return refused;
      await queueOrderConfirmation(tx.em, order, ctx.user);
      return null;
    });
  },

  /**
   * Deletes a cancelled order with its items, participants and history (order-lifecycle.graph.ts `deletionRefusal` says why
   * only those). Its history goes with it, so the deletion itself is logged with the order's facts and the admin.
   */
  async delete(ctx: RequestContext, globalId: string): Promise<{ deletedOrderId: string | null; errors: FieldError[] }> {
    const id = orderIdOf(globalId);
    if (!id) return { deletedOrderId: null, errors: [orderNotFound] };
    const outcome = await transactional(ctx, async (tx): Promise<{ refused: FieldError } | { deleted: Record<string, unknown> }> => {
      const order = await lockOrder(tx.em, id);
      if (!order) return { refused: orderNotFound };
      const refused = deletionRefusal(order);
      if (refused) return { refused };
      // Items, participants and history follow through their foreign keys' ON DELETE CASCADE.
      await tx.em.nativeDelete(Order, { id });
      return { deleted: { orderStatus: order.orderStatus, paymentStatus: order.paymentStatus, totalAmountCents: order.totalAmountCents } };
    });
    if ('refused' in outcome) return { deletedOrderId: null, errors: [outcome.refused] };
    ctx.log.info({ orderId: id, orderNumber: orderNumberOf(id), actor: ctx.user?.username ?? null, before: outcome.deleted }, 'order deleted by staff');
    return { deletedOrderId: toGlobalId('Order', id), errors: [] };
  },
};
