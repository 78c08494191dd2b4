import type { FieldError } from '../../validation/validate.js';
import { OrderStatus, PaymentStatus } from './order.entity.js';

/**
 * The order's life as a declared graph (docs/SPEC.md §4): which statuses an order and its payment may go to from where.
 * order-lifecycle.ts `transition` checks every change against it under the order's row lock (staff, PayPal, the
 * deadline job alike); `allowedOrderActions` derives from it what staff are offered. Each rule answers null
 * (allowed) or the refusal to show.
 *
 * Order status: pending → confirmed | cancelled, confirmed → cancelled. A cancelled order is final: its places
 * went back on sale when it was cancelled, so confirming it again could sell them twice.
 * Payment status: pending → paid | failed, paid → refunded. "Paid" is only ever set from pending (SPEC: "admin
 * may mark a pending payment as paid"): a failed or refunded payment that is paid after all is a new order.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  [OrderStatus.PENDING]: [OrderStatus.CONFIRMED, OrderStatus.CANCELLED],
  [OrderStatus.CONFIRMED]: [OrderStatus.CANCELLED],
  [OrderStatus.CANCELLED]: [],
};

export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  [PaymentStatus.PENDING]: [PaymentStatus.PAID, PaymentStatus.FAILED],
  [PaymentStatus.PAID]: [PaymentStatus.REFUNDED],
  [PaymentStatus.FAILED]: [],
  [PaymentStatus.REFUNDED]: [],
};

export type OrderState = { orderStatus: OrderStatus; paymentStatus: PaymentStatus };

// The refusals concern the order as a whole (field ''): no input field is wrong, the order's state does not allow it.
const refusal = (
  id: FieldError['id'],
  values: Record<string, string> = {},
  code: FieldError['code'] = 'INVALID_TRANSITION',
): FieldError => ({ field: '', code, id, values });

/** Why the order may not go from its status to `to`, or null. */
export function orderStatusRefusal(order: OrderState, to: OrderStatus): FieldError | null {
  if (order.orderStatus === to) return refusal('validation.orderStatusUnchanged', { status: to });
  if (ORDER_TRANSITIONS[order.orderStatus].includes(to)) return null;
  return refusal('validation.orderStatusTransition', { from: order.orderStatus, to });
}

/** Why the order's payment may not go from its status to `to`, or null. */
export function paymentStatusRefusal(order: OrderState, to: PaymentStatus): FieldError | null {
  if (order.paymentStatus === to) return refusal('validation.paymentStatusUnchanged', { status: to });
  if (PAYMENT_TRANSITIONS[order.paymentStatus].includes(to)) return null;
  return refusal('validation.paymentStatusTransition', { from: order.paymentStatus, to });
}

/**
 * Why the order may not be deleted, or null. Only cancelled orders: their places were returned when they were
 * cancelled (deleting another would either lose its places or return them without a trace), and a deleted
 * order takes its history with it, so the cancellation is the step that is recorded. Not while paid: money was
 * received and not refunded yet, so the order is still the record of it.
 */
export function deletionRefusal(order: OrderState): FieldError | null {
  if (order.orderStatus !== OrderStatus.CANCELLED) return refusal('validation.orderNotDeletable', {}, 'ORDER_NOT_DELETABLE');
  if (order.paymentStatus === PaymentStatus.PAID) return refusal('validation.orderPaidNotDeletable', {}, 'ORDER_NOT_DELETABLE');
  return null;
}

/** Why the confirmation mail may not be sent again, or null: a cancelled order confirms nothing any more. */
export function resendRefusal(order: OrderState): FieldError | null {
  return order.orderStatus === OrderStatus.CANCELLED ? refusal('validation.orderCancelledNoMail') : null;
}

/**
 * Unpaid: the payment is still awaited (pending) and the order is not cancelled. Only such an order shows payment
 * instructions, may be paid with PayPal, and is cancelled at its payment deadline.
 */
export const isUnpaid = (order: OrderState) => order.paymentStatus === PaymentStatus.PENDING && order.orderStatus !== OrderStatus.CANCELLED;

/** What staff may be offered for an order (`Order.allowedActions`); the server checks again when one is asked. */
export enum OrderAction {
  CONFIRM = 'CONFIRM',
  CANCEL = 'CANCEL',
  MARK_PAID = 'MARK_PAID',
  MARK_FAILED = 'MARK_FAILED',
  REFUND = 'REFUND',
  DELETE = 'DELETE',
  RESEND_CONFIRMATION = 'RESEND_CONFIRMATION',
}

/** Each action's own refusal: the action is offered exactly when it would be accepted now. */
const ACTION_REFUSALS: Record<OrderAction, (order: OrderState) => FieldError | null> = {
  [OrderAction.CONFIRM]: (order) => orderStatusRefusal(order, OrderStatus.CONFIRMED),
  [OrderAction.CANCEL]: (order) => orderStatusRefusal(order, OrderStatus.CANCELLED),
  [OrderAction.MARK_PAID]: (order) => paymentStatusRefusal(order, PaymentStatus.PAID),
  [OrderAction.MARK_FAILED]: (order) => paymentStatusRefusal(order, PaymentStatus.FAILED),
  [OrderAction.REFUND]: (order) => paymentStatusRefusal(order, PaymentStatus.REFUNDED),
  [OrderAction.DELETE]: deletionRefusal,
  [OrderAction.RESEND_CONFIRMATION]: resendRefusal,
};

/** The actions staff may take on the order as it stands, in the enum's order. */
export function allowedOrderActions(order: OrderState): OrderAction[] {
  return Object.values(OrderAction).filter((action) => ACTION_REFUSALS[action](order) === null);
}
