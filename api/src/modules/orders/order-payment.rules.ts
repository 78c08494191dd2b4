/** graphile-worker task: at an order's payment deadline, settle what PayPal knows, else cancel the unpaid order. */
export const ORDER_PAYMENT_DEADLINE_TASK = 'orders_payment_deadline';

/**
 * How long a PayPal order waits for its payment before its places return. Longer than the checkout hold (the
 * parent is on PayPal's page, perhaps logging in), far shorter than PayPal's own 3 hours for an approval.
 */
export const PAYPAL_APPROVAL_MINUTES = 60;

/** The capture is ours to accept only when PayPal confirms the whole amount, in euros, as completed. */
export function captureMatches(capture: { captureStatus: string; amountCents: number; currency: string }, totalAmountCents: number): boolean {
  return capture.captureStatus === 'COMPLETED' && capture.currency === 'EUR' && capture.amountCents === totalAmountCents;
}
