import { createHash } from 'node:crypto';

/** graphile-worker task: at an order's payment deadline, settle what PayPal knows, else cancel the unpaid order. */
export const ORDER_PAYMENT_DEADLINE_TASK = 'orders_payment_deadline';

/**
 * How long a PayPal order waits for its payment before its places return. Longer than the checkout hold (the
 * parent is on PayPal's page, perhaps logging in), far shorter than PayPal's own 3 hours for an approval.
 */
export const PAYPAL_APPROVAL_MINUTES = 60;

/** The capture is ours to accept only when PayPal confirms the whole amount, in euros, as completed. */
export function captureMatches(
  capture: { captureStatus: string; amountCents: number; currency: string },
  totalAmountCents: number,
): boolean {
  return capture.captureStatus === 'COMPLETED' && capture.currency === 'EUR' && capture.amountCents === totalAmountCents;
}

/**
 * The PayPal-Request-Id of one call about an order. PayPal answers a repeated id with the first answer, so the id
 * must be stable for the order (a retry, a second tab get the same PayPal order) yet unguessable: one derived from
 * the order number (`h2o-order-<id>`, as it once was) let whoever sent it first decide which PayPal order the shop
 * adopted. It is a one-way hash of the order's access key (32 random bytes, known only to the buyer and us).
 */
export function payPalRequestId(order: { accessKey: string }, call: 'create' | 'capture', attempt = 1): string {
  // A later attempt (the first PayPal order failed: "pay again" on the order page) needs a PayPal order of its own, so its
  // calls get ids of their own; the first attempt's ids stay as they always were.
  const scope = attempt > 1 ? `${call}/attempt-${attempt}` : call;
  return `h2o-${call}-${createHash('sha256').update(`h2o/paypal-request-id/v1/${scope}/${order.accessKey}`).digest('base64url')}`;
}

/**
 * Which PayPal attempt of an order the history shows (1 for the first), and whether its last one failed for good
 * (declined or a wrong amount after it was started): then paying again needs a new PayPal order, else the
 * customer is sent back to the approval page of the current one (abandoned or cancelled there: still approvable).
 */
export function payPalAttempts(events: readonly { type: string }[]): { attempt: number; lastFailed: boolean } {
  let attempt = 0;
  let lastFailed = false;
  for (const event of events) {
    if (event.type === 'payment_started') {
      attempt += 1;
      lastFailed = false;
    } else if (event.type === 'payment_failed' || event.type === 'payment_amount_mismatch') {
      lastFailed = attempt > 0;
    }
  }
  return { attempt: Math.max(attempt, 1), lastFailed };
}
