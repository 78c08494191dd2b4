import { graphql } from 'react-relay/hooks';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * What a change of an order's status answers with: the order as the row and the detail dialog show it, so both
 * show the server's word. Spread in each such mutation's payload.
 */
graphql`
  fragment orderChanges_order on Order {
    ...OrderRow_order
    ...OrderDetailDialog_order
  }
`;

/** What a refund step answers with: the order's payment state, its refunds and its history. */
graphql`
  fragment orderChanges_refunds on Order {
    id
    paymentStatus
    allowedActions @required(action: THROW)
    ...OrderRefunds_order
    ...OrderHistory_order
  }
`;

/**
 * The order record's statuses as the change will leave them, shown before the server answers. Nothing else is
 * guessed: the payment deadline and the allowed actions follow from the server's rules, and its answer (the
 * order's fragments) brings them a moment later.
 */
export function optimisticStatus(
  store: RecordSourceSelectorProxy,
  orderId: string,
  change: { orderStatus?: string; paymentStatus?: string },
) {
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
export function removeFromList(store: RecordSourceSelectorProxy, connectionId: string | undefined, orderId: string) {
  const connection = connectionId ? store.get(connectionId) : null;
  if (!connection) return;
  const before = connection.getLinkedRecords('edges')?.length ?? 0;
  ConnectionHandler.deleteNode(connection, orderId);
  const after = connection.getLinkedRecords('edges')?.length ?? 0;
  const total = connection.getValue('totalCount');
  if (after < before && typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
}
