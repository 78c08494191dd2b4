import { type RequestContext, transactional } from '../../../context/request-context.js';
import type { PageOf, PageRequest } from '../../../db/find-page.js';
import { InvalidArgumentError } from '../../../validation/invalid-argument.js';
import type { FieldError } from '../../../validation/validate.js';
import { searchProblem } from '../../courses/course.rules.js';
import { deletionRefusal, orderStatusRefusal, paymentStatusRefusal, resendRefusal } from '../order-lifecycle.graph.js';
import { lockOrder, transition } from '../order-lifecycle.js';
import { queueOrderConfirmation } from '../order-mail.js';
import { Order, OrderStatus, PaymentStatus, orderNumberOf } from '../order.entity.js';
import { refundableCents, requestRefund } from '../../refunds/refund.service.js';
import { orderView, orderViews } from '../order.reader.js';
import type { OrderView } from '../order-view.js';
import { type AdminOrderFilter, findAdminOrders, findOrder, findOrderItem } from './order-admin.reader.js';

export type AdminOrderResult = { order: OrderView | null; errors: FieldError[] };

/** Name of the request's DataLoader of order histories (order-admin.resolver.ts). */
export const HISTORY_LOADER = 'orderHistory';

const orderNotFound: FieldError = { field: 'orderId', code: 'ORDER_NOT_FOUND', id: 'validation.orderNotFound' };

/**
 * One change of one order, as staff make them: a transaction that locks the order's row first (two admins, or an
 * admin and the payment deadline job, act one after the other, each seeing the other's result), asks `change`,
 * which checks the rules before it touches anything and answers a refusal or null, and commits. A refused change
 * has changed nothing; the answer carries the order as it stands either way. `id` null: the resolver read no order's id.
 */
export async function changeOrder(
  ctx: RequestContext,
  id: number | null,
  change: (tx: RequestContext, order: Order) => Promise<FieldError | FieldError[] | null>,
): Promise<AdminOrderResult> {
  if (!id) return { order: null, errors: [orderNotFound] };
  const result = await transactional(ctx, async (tx) => {
    const order = await lockOrder(tx.em, id);
    if (!order) return { order: null, errors: [orderNotFound] };
    const refused = await change(tx, order);
    if (!refused) await tx.em.flush();
    return { order: await orderView(tx.em, order), errors: refused ? [refused].flat() : [] };
  });
  // The payload's `order { history }` (and a later mutation's in the same document) must see the new line.
  ctx.loaders.delete(HISTORY_LOADER);
  return result;
}

/**
 * Staff's reads and changes of orders. Every change is a line of the order's history, with the admin as actor.
 * Orders are named by their database ids (null: the caller had no order's id); the resolver reads and writes global ids.
 */
export const orderAdminService = {
  /** One page of the orders, newest first. */
  async list(ctx: RequestContext, filter: AdminOrderFilter, page: PageRequest): Promise<PageOf<OrderView>> {
    const problem = searchProblem(filter.search);
    if (problem) throw new InvalidArgumentError(ctx.language, 'search', problem);
    const found = await findAdminOrders(ctx.em, filter, page);
    return { ...found, rows: await orderViews(ctx.em, found.rows) };
  },

  async byId(ctx: RequestContext, id: number | null): Promise<OrderView | null> {
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
  setStatus(ctx: RequestContext, id: number | null, to: OrderStatus): Promise<AdminOrderResult> {
    return changeOrder(ctx, id, (tx, order) =>
      transition(tx.em, order, { orderStatus: to }, { cause: 'staff', actor: ctx.user, mail: ctx.appSettings.mail }),
    );
  },

  /**
   * Cancels through the order's lifecycle; with `refund`, what is left of a paid payment goes back in the same
   * transaction (PayPal by its job; a transfer owed), and the cancellation mail says how: it asks for the IBAN itself,
   * so the refund sends none of its own (one mail). Without `refund` the mail says the amount is not refunded with it.
   */
  cancel(ctx: RequestContext, id: number | null, options: { refund: boolean }): Promise<AdminOrderResult> {
    return changeOrder(ctx, id, async (tx, order) => {
      const refused = orderStatusRefusal(order, OrderStatus.CANCELLED);
      if (refused) return refused;
      const amountCents = options.refund && order.paymentStatus === PaymentStatus.PAID ? await refundableCents(tx.em, order) : 0;
      if (amountCents > 0) {
        const outcome = await requestRefund(tx.em, order, { amountCents, reason: 'staff', actor: ctx.user, customerTold: true });
        if (outcome.error) return outcome.error;
      }
      return transition(
        tx.em,
        order,
        { orderStatus: OrderStatus.CANCELLED },
        { cause: 'staff', actor: ctx.user, mail: ctx.appSettings.mail, facts: { refundedCents: amountCents } },
      );
    });
  },

  /** Marks paid, failed or refunded, through the order's lifecycle. */
  setPaymentStatus(ctx: RequestContext, id: number | null, to: PaymentStatus): Promise<AdminOrderResult> {
    return changeOrder(ctx, id, (tx, order) =>
      transition(tx.em, order, { paymentStatus: to }, { cause: 'staff', actor: ctx.user, mail: ctx.appSettings.mail }),
    );
  },

  /**
   * Refunds `amountCents` of the payment (null: all that is left) through requestRefund (refunds/refund.service.ts).
   * A payment that is not paid is refused as the lifecycle refuses paid → refunded, so the answer says why.
   */
  refund(ctx: RequestContext, id: number | null, amountCents: number | null, alreadyMade = false): Promise<AdminOrderResult> {
    return changeOrder(ctx, id, async (tx, order) => {
      if (order.paymentStatus !== PaymentStatus.PAID) return paymentStatusRefusal(order, PaymentStatus.REFUNDED);
      const amount = amountCents ?? (await refundableCents(tx.em, order));
      const outcome = await requestRefund(tx.em, order, { amountCents: amount, reason: 'staff', actor: ctx.user, alreadyMade });
      return outcome.error;
    });
  },

  resendConfirmation(ctx: RequestContext, id: number | null): Promise<AdminOrderResult> {
    return changeOrder(ctx, id, async (tx, order) => {
      const refused = resendRefusal(order);
      if (refused) return refused;
      await queueOrderConfirmation(tx.em, order, ctx.user);
      return null;
    });
  },

  /**
   * Deletes a cancelled order with its items, participants and history (order-lifecycle.graph.ts `deletionRefusal` says why
   * only those). Its history goes with it, so the deletion itself is logged with the order's facts and the admin.
   * `deletedId`: the database id of the order deleted; null when nothing was.
   */
  async delete(ctx: RequestContext, id: number | null): Promise<{ deletedId: number | null; errors: FieldError[] }> {
    if (!id) return { deletedId: null, errors: [orderNotFound] };
    const outcome = await transactional(ctx, async (tx): Promise<{ refused: FieldError } | { deleted: Record<string, unknown> }> => {
      const order = await lockOrder(tx.em, id);
      if (!order) return { refused: orderNotFound };
      const refused = deletionRefusal(order);
      if (refused) return { refused };
      // Items, participants and history follow through their foreign keys' ON DELETE CASCADE.
      await tx.em.nativeDelete(Order, { id });
      return { deleted: { orderStatus: order.orderStatus, paymentStatus: order.paymentStatus, totalAmountCents: order.totalAmountCents } };
    });
    if ('refused' in outcome) return { deletedId: null, errors: [outcome.refused] };
    ctx.log.info(
      { orderId: id, orderNumber: orderNumberOf(id), actor: ctx.user?.username ?? null, before: outcome.deleted },
      'order deleted by staff',
    );
    return { deletedId: id, errors: [] };
  },
};
