import { createHash } from 'node:crypto';
import type { FieldError } from '../../validation/validate.js';
import { eurosFromCents } from '../../validation/money.js';
import { RefundStatus } from './refund.entity.js';

/** graphile-worker task: one PayPal refund (payload `{ refundId }`), keyed per refund. */
export const PAYPAL_REFUND_TASK = 'refunds_paypal_refund';
/** graphile-worker task: the office's "refund owed" mail (payload `{ refundId }`), queued by a job because it needs the server's MAIL_TO. */
export const REFUND_OWED_NOTICE_TASK = 'refunds_owed_notice';

/** Refunds that count against what was paid: all but those PayPal refused (their money never went back). */
export const countsAgainstPayment = (status: RefundStatus) => status !== RefundStatus.FAILED;

/**
 * Why `amountCents` cannot be refunded of an order that `paidCents` were paid for and `refundedCents` already were
 * refunded or are on their way back, or null. "Paid" is what the payment holds: an unpaid order has nothing to refund.
 */
export function refundAmountRefusal(amountCents: number, paidCents: number, refundedCents: number): FieldError | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    return { field: 'amountCents', code: 'OUT_OF_RANGE', id: 'validation.refundAmount' };
  const leftCents = Math.max(0, paidCents - refundedCents);
  if (amountCents > leftCents)
    return { field: 'amountCents', code: 'OUT_OF_RANGE', id: 'validation.refundAboveBalance', values: { max: eurosFromCents(leftCents) } };
  return null;
}

/**
 * The PayPal-Request-Id of one refund of ours: a retry (a timeout, a restart) gets PayPal's first refund back instead
 * of a second one. Derived from the order's secret access key like the payment's ids (order-payment.rules.ts).
 */
export function payPalRefundRequestId(order: { accessKey: string }, refundId: number): string {
  return `h2o-refund-${createHash('sha256').update(`h2o/paypal-request-id/v1/refund/${refundId}/${order.accessKey}`).digest('base64url')}`;
}
