import { createContext, useContext } from 'react';
import type { OrderAction } from './orderActions';

/**
 * The orders view's actions as its rows and detail dialog reach them; OrderActionsProvider (OrderActions.tsx) fills
 * them in. Apart from the provider because the provider shows the detail dialog, which uses them.
 */

/** The order an action is asked for, with what its confirmation says about the money (the row's and the detail's fields). */
export interface OrderRef {
  id: string;
  orderNumber: string;
  paymentStatus?: string;
  totalAmountCents?: number;
  customer?: { readonly firstName: string; readonly lastName: string };
  payment?: { readonly method: string };
}

export interface OrderActionsValue {
  /** Asks for confirmation, then runs the action (the row shows its outcome at once). */
  request: (action: OrderAction, order: OrderRef, connectionId?: string) => void;
  resend: (orderId: string) => void;
  isResending: boolean;
  openDetails: (orderId: string) => void;
}

export const OrderActionsContext = createContext<OrderActionsValue | null>(null);

export function useOrderActions(): OrderActionsValue {
  const value = useContext(OrderActionsContext);
  if (!value) throw new Error('useOrderActions outside OrderActionsProvider');
  return value;
}
