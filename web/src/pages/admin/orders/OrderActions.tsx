import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useShowToast } from '../../../ui/ToastProvider';
import { adminSharedMessages } from '../shared/messages';
import { orderActionMessages as messages } from './messages';
import { OrderActionsContext, type OrderActionsValue, type OrderRef } from './OrderActionsContext';
import { OrderDetailDialog } from './OrderDetailDialog';
import type { OrderAction } from './orderActions';
import { refusalText } from '../../../relay/refusalText';
import { useCancelOrderMutation } from './useCancelOrderMutation';
import { useConfirmOrderMutation } from './useConfirmOrderMutation';
import { useDeleteOrderMutation } from './useDeleteOrderMutation';
import { useMarkOrderPaidMutation } from './useMarkOrderPaidMutation';
import { useResendOrderConfirmationMutation } from './useResendOrderConfirmationMutation';
import { formatMoney } from '../../../i18n/format';
import { moneyMessages } from './moneyMessages';

/** What cancelling or marking paid does to the order's money, in the confirmation (nothing for the other actions). */
function MoneyConsequence({ action, order, refund }: { action: OrderAction; order: OrderRef; refund: boolean }) {
  const intl = useIntl();
  if ((action !== 'cancel' && action !== 'markPaid') || order.totalAmountCents === undefined || !order.customer) return null;
  const amount = formatMoney(order.totalAmountCents, intl.locale);
  const name = `${order.customer.firstName} ${order.customer.lastName}`.trim();
  let text: string;
  if (action === 'markPaid') text = intl.formatMessage(moneyMessages.markPaid, { amount, name });
  else if (order.paymentStatus !== 'PAID') text = intl.formatMessage(moneyMessages.cancelUnpaid);
  else if (!refund) text = intl.formatMessage(moneyMessages.cancelKept, { amount, name });
  else
    text = intl.formatMessage(order.payment?.method === 'PAYPAL' ? moneyMessages.payPalBack : moneyMessages.transferOwed, { amount, name });
  return (
    <p data-testid="confirm-money">
      <strong>{text}</strong>
    </p>
  );
}

const DIALOG = {
  confirm: { title: messages.confirmTitle, text: messages.confirmText, button: messages.confirm },
  cancel: { title: messages.cancelTitle, text: messages.cancelText, button: messages.cancel },
  markPaid: { title: messages.markPaidTitle, text: messages.markPaidText, button: messages.markPaid },
  delete: { title: messages.deleteTitle, text: messages.deleteText, button: messages.delete },
} as const;

/**
 * The orders view's actions, shared by the rows' menus and the detail dialog: the confirmation dialog before
 * each change (docs/SPEC.md §4), the change itself, and its toast (docs/SPEC.md §8: "Successfully updated" / "Successfully
 * deleted", or an error toast with the server's message or the default one).
 */
export function OrderActionsProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const toast = useShowToast();
  const { confirm } = useConfirmOrderMutation();
  const { cancel } = useCancelOrderMutation();
  const { markPaid } = useMarkOrderPaidMutation();
  const { deleteOrder } = useDeleteOrderMutation();
  const { resend: resendMutation, isInFlight: isResending } = useResendOrderConfirmationMutation();
  const [pending, setPending] = useState<{ action: OrderAction; order: OrderRef; connectionId?: string } | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);

  const [refundWithCancel, setRefundWithCancel] = useState(true);

  /** Runs one of the four actions of the row menu; `connectionId`: the list to take a deleted order out of. */
  const change = (action: OrderAction, orderId: string, connectionId: string | undefined, refund: boolean) => {
    switch (action) {
      case 'confirm':
        return confirm(orderId);
      case 'cancel':
        return cancel(orderId, refund);
      case 'markPaid':
        return markPaid(orderId);
      case 'delete':
        return deleteOrder(orderId, connectionId);
      default:
        throw new Error(`unknown order action ${String(action)}`);
    }
  };

  const run = async (action: OrderAction, order: OrderRef, connectionId: string | undefined, refund: boolean) => {
    const outcome = await change(action, order.id, connectionId, refund);
    if (outcome.ok) {
      toast('success', intl.formatMessage(action === 'delete' ? messages.deleted : messages.updated));
      if (action === 'delete') setDetailId((open) => (open === order.id ? null : open));
      return;
    }
    // docs/SPEC.md §8: a delete error has its own title and default (the hooks' text for no answer); status and payment
    // changes the general ones.
    const title = intl.formatMessage(action === 'delete' ? messages.deleteErrorTitle : adminSharedMessages.errorTitle);
    toast('error', refusalText(outcome), title);
  };

  const resend = useCallback(
    async (orderId: string) => {
      const outcome = await resendMutation(orderId);
      if (outcome.ok) toast('success', intl.formatMessage(messages.resent));
      else toast('error', refusalText(outcome), intl.formatMessage(messages.resendErrorTitle));
    },
    [intl, resendMutation, toast],
  );

  const value = useMemo<OrderActionsValue>(
    () => ({
      request: (action, order, connectionId) => {
        setRefundWithCancel(true);
        setPending({ action, order, connectionId });
      },
      resend,
      isResending,
      openDetails: setDetailId,
    }),
    [isResending, resend],
  );

  const dialog = pending ? DIALOG[pending.action] : null;
  const paid = pending?.order.paymentStatus === 'PAID';
  const refundOnCancel = pending?.action === 'cancel' && paid && refundWithCancel;
  return (
    <OrderActionsContext.Provider value={value}>
      {children}
      {detailId && <OrderDetailDialog orderId={detailId} onClose={() => setDetailId(null)} />}
      {pending && dialog && (
        <ConfirmDialog
          title={intl.formatMessage(dialog.title, { orderNumber: pending.order.orderNumber })}
          text={intl.formatMessage(dialog.text)}
          confirmLabel={intl.formatMessage(dialog.button)}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            setPending(null);
            void run(pending.action, pending.order, pending.connectionId, refundOnCancel);
          }}
          testId={`confirm-${pending.action}`}
        >
          {pending.action === 'cancel' && paid && (
            <label data-testid="confirm-cancel-refund">
              <input type="checkbox" checked={refundWithCancel} onChange={(event) => setRefundWithCancel(event.target.checked)} />{' '}
              {intl.formatMessage(moneyMessages.cancelRefund, { amount: formatMoney(pending.order.totalAmountCents ?? 0, intl.locale) })}
            </label>
          )}
          <MoneyConsequence action={pending.action} order={pending.order} refund={refundOnCancel} />
        </ConfirmDialog>
      )}
    </OrderActionsContext.Provider>
  );
}
