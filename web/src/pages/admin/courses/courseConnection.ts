import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * The shown course list after a create or copy: the new course on top (where staff look for it, whatever its
 * start date) and one more in the count. Nothing when the server refused (no course in the payload).
 */
export function prependCourse(
  store: RecordSourceSelectorProxy,
  course: RecordProxy | null | undefined,
  connections: readonly string[],
): void {
  if (!course) return;
  for (const connectionId of connections) {
    const connection = store.get(connectionId);
    if (!connection) continue;
    const edge = ConnectionHandler.createEdge(store, connection, course, 'CourseEdge');
    ConnectionHandler.insertEdgeBefore(connection, edge);
    const count = connection.getValue('totalCount');
    if (typeof count === 'number') connection.setValue(count + 1, 'totalCount');
  }
}

/** The shown course list after a deletion: the row gone and one less in the count. */
export function removeCourse(store: RecordSourceSelectorProxy, courseId: string | null | undefined, connections: readonly string[]): void {
  if (!courseId) return;
  for (const connectionId of connections) {
    const connection = store.get(connectionId);
    if (!connection) continue;
    const before = connection.getLinkedRecords('edges')?.length ?? 0;
    ConnectionHandler.deleteNode(connection, courseId);
    const removed = before - (connection.getLinkedRecords('edges')?.length ?? 0);
    const count = connection.getValue('totalCount');
    if (removed > 0 && typeof count === 'number') connection.setValue(Math.max(0, count - removed), 'totalCount');
  }
}
