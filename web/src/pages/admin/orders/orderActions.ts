/** The changes the orders view offers (the server's `Order.allowedActions` says which apply to an order). */
export type OrderAction = 'confirm' | 'cancel' | 'markPaid' | 'delete';

/** The server's names of those changes; the server's other actions (refund, resend) have their own places or none. */
const SERVER_ACTIONS: Record<string, OrderAction> = { CONFIRM: 'confirm', CANCEL: 'cancel', MARK_PAID: 'markPaid', DELETE: 'delete' };

/** Of what the server allows (`Order.allowedActions`), the changes this view offers, in the server's order. */
export function offeredActions(allowed: readonly string[]): OrderAction[] {
  return allowed.flatMap((action) => (SERVER_ACTIONS[action] ? [SERVER_ACTIONS[action]] : []));
}

/** Whether the server allows sending the confirmation mail again. */
export const mayResendConfirmation = (order: { readonly allowedActions: readonly string[] }) =>
  order.allowedActions.includes('RESEND_CONFIRMATION');
