import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/** Shows the review as visible or hidden before the server answers. */
export const setVisible = (reviewId: string, isVisible: boolean) => (store: RecordSourceSelectorProxy) =>
  store.get(reviewId)?.setValue(isVisible, 'isVisible');

/** Takes the review out of the list shown, and out of its count. */
export function removeFromList(store: RecordSourceSelectorProxy, connectionId: string, reviewId: string) {
  const connection = store.get(connectionId);
  if (!connection) return;
  const before = connection.getLinkedRecords('edges')?.length ?? 0;
  ConnectionHandler.deleteNode(connection, reviewId);
  const after = connection.getLinkedRecords('edges')?.length ?? 0;
  const total = connection.getValue('totalCount');
  if (after < before && typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
}
