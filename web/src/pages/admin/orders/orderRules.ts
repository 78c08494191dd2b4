/** What staff may do with an order in the state shown; the server decides again (order.rules.ts), this only offers. */
export type OrderAction = 'confirm' | 'cancel' | 'markPaid' | 'delete';

interface OrderState {
  readonly orderStatus: string;
  readonly paymentStatus: string;
}

/**
 * SPEC §4 and the API's rules: pending → confirmed or cancelled, confirmed → cancelled (a cancellation is final);
 * a pending payment may be marked paid; only a cancelled order that is not (still) paid may be deleted.
 */
export function allowedOrderActions(order: OrderState): OrderAction[] {
  const actions: OrderAction[] = [];
  if (order.orderStatus === 'PENDING') actions.push('confirm');
  if (order.orderStatus === 'PENDING' || order.orderStatus === 'CONFIRMED') actions.push('cancel');
  if (order.paymentStatus === 'PENDING') actions.push('markPaid');
  if (order.orderStatus === 'CANCELLED' && order.paymentStatus !== 'PAID') actions.push('delete');
  return actions;
}

/** A cancelled order confirms nothing any more: no confirmation mail for it. */
export const mayResendConfirmation = (order: OrderState) => order.orderStatus !== 'CANCELLED';
