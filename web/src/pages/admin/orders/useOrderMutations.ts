import { useCallback } from 'react';
import { graphql, type UseMutationConfig, useMutation } from 'react-relay/hooks';
import { ConnectionHandler, type Disposable, type MutationParameters, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useOrderMutationsCancelMutation } from '../../../__generated__/useOrderMutationsCancelMutation.graphql';
import type { useOrderMutationsConfirmMutation } from '../../../__generated__/useOrderMutationsConfirmMutation.graphql';
import type { useOrderMutationsDeleteMutation } from '../../../__generated__/useOrderMutationsDeleteMutation.graphql';
import type { useOrderMutationsMarkPaidMutation } from '../../../__generated__/useOrderMutationsMarkPaidMutation.graphql';
import type { useOrderMutationsResendMutation } from '../../../__generated__/useOrderMutationsResendMutation.graphql';

/** The changes the orders view offers (the server's `Order.allowedActions` says which apply to an order). */
export type OrderAction = 'confirm' | 'cancel' | 'markPaid' | 'delete';

/** The server's names of those changes; the server's other actions (refund, resend) have their own places or none. */
const SERVER_ACTIONS: Record<string, OrderAction> = { CONFIRM: 'confirm', CANCEL: 'cancel', MARK_PAID: 'markPaid', DELETE: 'delete' };

/** Of what the server allows (`Order.allowedActions`), the changes this view offers, in the server's order. */
export function offeredActions(allowed: readonly string[]): OrderAction[] {
  return allowed.flatMap((action) => (SERVER_ACTIONS[action] ? [SERVER_ACTIONS[action]] : []));
}

/** Whether the server allows sending the confirmation mail again. */
export const mayResendConfirmation = (order: { readonly allowedActions: readonly string[] }) => order.allowedActions.includes('RESEND_CONFIRMATION');

/**
 * How a change ended: done, refused by the server (`message`: its reasons, in the page's language; the row
 * already shows the order as it stands), or not answered at all (`message` null: offline, server fault).
 */
export type OrderChangeOutcome = { ok: true } | { ok: false; message: string | null };

type Payload = { readonly errors: readonly { readonly message: string }[] } | null | undefined;

/**
 * Commits and resolves, never rejects. The optimistic change shows at once; Relay takes it back when the
 * answer comes (then the server's order, changed or as it stands, is shown) or when the request fails.
 */
function commitChange<TMutation extends MutationParameters>(
  commit: (config: UseMutationConfig<TMutation>) => Disposable,
  config: Omit<UseMutationConfig<TMutation>, 'onCompleted' | 'onError'>,
  payloadOf: (response: TMutation['response']) => Payload,
): Promise<OrderChangeOutcome> {
  return new Promise((resolve) => {
    commit({
      ...config,
      onCompleted: (response) => {
        const errors = payloadOf(response)?.errors ?? [];
        resolve(errors.length > 0 ? { ok: false, message: errors.map((error) => error.message).join(' ') } : { ok: true });
      },
      onError: (error) => {
        console.error(error);
        resolve({ ok: false, message: null });
      },
    });
  });
}

/**
 * The order record's statuses as the change will leave them, shown before the server answers. Nothing else is
 * guessed: the payment deadline and the allowed actions follow from the server's rules, and its answer (the
 * order's fragments) brings them a moment later.
 */
function optimisticStatus(store: RecordSourceSelectorProxy, orderId: string, change: { orderStatus?: string; paymentStatus?: string }) {
  const order = store.get(orderId);
  if (!order) return;
  const payment = order.getLinkedRecord('payment');
  if (change.orderStatus) order.setValue(change.orderStatus, 'orderStatus');
  // Until the server answers, nothing more is offered for the order (its answer says what its new state allows).
  order.setValue([], 'allowedActions');
  if (change.paymentStatus) {
    order.setValue(change.paymentStatus, 'paymentStatus');
    payment?.setValue(change.paymentStatus, 'status');
  }
}

/** Takes the order out of the list shown, and out of its count. */
function removeFromList(store: RecordSourceSelectorProxy, connectionId: string | undefined, orderId: string) {
  const connection = connectionId ? store.get(connectionId) : null;
  if (!connection) return;
  const before = connection.getLinkedRecords('edges')?.length ?? 0;
  ConnectionHandler.deleteNode(connection, orderId);
  const after = connection.getLinkedRecords('edges')?.length ?? 0;
  const total = connection.getValue('totalCount');
  if (after < before && typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
}

/**
 * The admin's order changes (SPEC §2, §4), each answered with the order as it now stands (the row's and the
 * detail dialog's fields, so both show the server's word), or for a deletion the id to take out of the list.
 */
export function useOrderMutations() {
  const [commitConfirm] = useMutation<useOrderMutationsConfirmMutation>(graphql`
    mutation useOrderMutationsConfirmMutation($input: ConfirmOrderInput!) {
      confirmOrder(input: $input) {
        order {
          ...OrderRow_order
          ...OrderDetailDialog_order
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitCancel] = useMutation<useOrderMutationsCancelMutation>(graphql`
    mutation useOrderMutationsCancelMutation($input: CancelOrderInput!) {
      cancelOrder(input: $input) {
        order {
          ...OrderRow_order
          ...OrderDetailDialog_order
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitMarkPaid] = useMutation<useOrderMutationsMarkPaidMutation>(graphql`
    mutation useOrderMutationsMarkPaidMutation($input: MarkOrderPaidInput!) {
      markOrderPaid(input: $input) {
        order {
          ...OrderRow_order
          ...OrderDetailDialog_order
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitDelete] = useMutation<useOrderMutationsDeleteMutation>(graphql`
    mutation useOrderMutationsDeleteMutation($input: DeleteOrderInput!) {
      deleteOrder(input: $input) {
        deletedOrderId
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitResend, isResending] = useMutation<useOrderMutationsResendMutation>(graphql`
    mutation useOrderMutationsResendMutation($input: ResendOrderConfirmationInput!) {
      resendOrderConfirmation(input: $input) {
        order {
          ...OrderRow_order
          ...OrderDetailDialog_order
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  /** Runs one of the four actions of the row menu; `connectionId`: the list to take a deleted order out of. */
  const change = useCallback(
    (action: OrderAction, orderId: string, connectionId?: string, options: { refund?: boolean } = {}): Promise<OrderChangeOutcome> => {
      const input = { orderId };
      switch (action) {
        case 'confirm':
          return commitChange(
            commitConfirm,
            { variables: { input }, optimisticUpdater: (store) => optimisticStatus(store, orderId, { orderStatus: 'CONFIRMED' }) },
            (response) => response.confirmOrder,
          );
        case 'cancel':
          return commitChange(
            commitCancel,
            { variables: { input: { ...input, refund: options.refund ?? false } }, optimisticUpdater: (store) => optimisticStatus(store, orderId, { orderStatus: 'CANCELLED' }) },
            (response) => response.cancelOrder,
          );
        case 'markPaid':
          return commitChange(
            commitMarkPaid,
            { variables: { input }, optimisticUpdater: (store) => optimisticStatus(store, orderId, { paymentStatus: 'PAID' }) },
            (response) => response.markOrderPaid,
          );
        case 'delete':
          return commitChange(
            commitDelete,
            {
              variables: { input },
              optimisticUpdater: (store) => removeFromList(store, connectionId, orderId),
              updater: (store, response) => {
                const deleted = response?.deleteOrder.deletedOrderId;
                if (deleted) removeFromList(store, connectionId, deleted);
              },
            },
            (response) => response.deleteOrder,
          );
        default:
          throw new Error(`unknown order action ${String(action)}`);
      }
    },
    [commitCancel, commitConfirm, commitDelete, commitMarkPaid],
  );

  /** Queues the confirmation mail again (no optimistic change: nothing on screen changes but the history). */
  const resend = useCallback(
    (orderId: string) => commitChange(commitResend, { variables: { input: { orderId } } }, (response) => response.resendOrderConfirmation),
    [commitResend],
  );

  return { change, resend, isResending };
}
