import { type RequestContext, transactional } from '../../context/request-context.js';
import { refundAccountSchema } from '../../validation/refund-account.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { HISTORY_LOADER } from '../orders/admin/order-admin.service.js';
import { recordOrderEvent } from '../orders/order-history.js';
import { lockOrder } from '../orders/order-lifecycle.js';
import { Order } from '../orders/order.entity.js';
import { orderView } from '../orders/order.reader.js';
import type { OrderView } from '../orders/order-view.js';
import { Refund, RefundStatus } from './refund.entity.js';
import { askForRefundAccount, markRefundMade } from './refund.service.js';

/** Why the customer cannot be asked again for the account of `refund`, or null. */
function remindRefusal(order: Order, refund: Refund): FieldError | null {
  if (refund.status !== RefundStatus.OWED) return { field: 'refundId', code: 'INVALID_TRANSITION', id: 'validation.refundNotOwed' };
  if (refund.iban) return { field: 'refundId', code: 'ACCOUNT_GIVEN', id: 'validation.refundAccountGiven' };
  if (order.anonymisedAt) return { field: 'refundId', code: 'ORDER_ANONYMISED', id: 'validation.orderAnonymised' };
  return null;
}

export type RefundActionResult = { order: OrderView | null; errors: FieldError[] };

const refundNotFound: FieldError = { field: 'refundId', code: 'REFUND_NOT_FOUND', id: 'validation.refundNotFound' };
const orderNotFound: FieldError = { field: 'accessKey', code: 'ORDER_NOT_FOUND', id: 'validation.orderNotFound' };

/** Staff's and customers' actions on refunds, each one transaction under the order's row lock. */
export const refundActionsService = {
  /** Staff made the bank transfer of an owed refund (the customer gets the "refund made" mail). */
  async markMade(ctx: RequestContext, refundId: number | null): Promise<RefundActionResult> {
    if (!refundId) return { order: null, errors: [refundNotFound] };
    const result = await transactional(ctx, async (tx) => {
      const found = await tx.em.findOne(Refund, refundId);
      const order = found ? await lockOrder(tx.em, found.order.id) : null;
      if (!found || !order) return { order: null, errors: [refundNotFound] };
      await tx.em.refresh(found);
      const refused = await markRefundMade(tx.em, order, found, ctx.user);
      return { order: await orderView(tx.em, order), errors: refused ? [refused] : [] };
    });
    ctx.loaders.delete(HISTORY_LOADER);
    return result;
  },

  /**
   * Staff ask the customer again (a reminder mail) for the account of an owed transfer. Refused when the refund is not
   * owed any more, when the account was given already (nothing to ask), or when the order was anonymised (no address).
   */
  async remindAccount(ctx: RequestContext, refundId: number | null): Promise<RefundActionResult> {
    if (!refundId) return { order: null, errors: [refundNotFound] };
    const result = await transactional(ctx, async (tx) => {
      const found = await tx.em.findOne(Refund, refundId);
      const order = found ? await lockOrder(tx.em, found.order.id) : null;
      if (!found || !order) return { order: null, errors: [refundNotFound] };
      await tx.em.refresh(found);
      const refused = remindRefusal(order, found);
      if (!refused) await askForRefundAccount(tx.em, order, found, { reminder: true, actor: ctx.user });
      return { order: await orderView(tx.em, order), errors: refused ? [refused] : [] };
    });
    ctx.loaders.delete(HISTORY_LOADER);
    return result;
  },

  /**
   * The customer gives the account for the order's refunds owed by bank transfer, on the order page (the access key is
   * the credential; a wrong key gets the same answer as an unknown one). Every owed refund of the order takes it; the
   * history notes that it was given, never the account itself.
   */
  async giveAccount(ctx: RequestContext, input: { accessKey: string; iban: string; accountHolder: string }): Promise<RefundActionResult> {
    ctx.cartSession?.answerIsPrivate();
    const checked = validateInput(refundAccountSchema, { iban: input.iban, accountHolder: input.accountHolder });
    const found = /^[A-Za-z0-9_-]{43}$/.test(input.accessKey) ? await ctx.em.fork().findOne(Order, { accessKey: input.accessKey }) : null;
    if (!found) return { order: null, errors: [orderNotFound] };
    if (!checked.ok) return { order: await orderView(ctx.em.fork(), found), errors: checked.errors };
    return transactional(ctx, async (tx) => {
      const order = (await lockOrder(tx.em, found.id))!;
      const owed = await tx.em.find(Refund, { order: order.id, status: RefundStatus.OWED });
      if (owed.length === 0) return { order: await orderView(tx.em, order), errors: [{ ...refundNotFound, field: '' }] };
      for (const refund of owed) {
        refund.iban = checked.value.iban;
        refund.accountHolder = checked.value.accountHolder;
      }
      recordOrderEvent(tx.em, order, 'refund_account_given', { refundIds: owed.map((refund) => refund.id) });
      await tx.em.flush();
      return { order: await orderView(tx.em, order), errors: [] };
    });
  },

  /** One refund; null when there is none. */
  byId(ctx: RequestContext, id: number): Promise<Refund | null> {
    return ctx.em.findOne(Refund, id);
  },

  /** The order's refunds, oldest first (Order.refunds). */
  ofOrder(ctx: RequestContext, orderId: number): Promise<Refund[]> {
    return ctx.em.find(Refund, { order: orderId }, { orderBy: { id: 'asc' } });
  },

  /** Every refund staff still owe by bank transfer, oldest first, with its order. */
  owed(ctx: RequestContext): Promise<Refund[]> {
    return ctx.em.find(Refund, { status: RefundStatus.OWED }, { orderBy: { id: 'asc' }, populate: ['order'] });
  },
};
