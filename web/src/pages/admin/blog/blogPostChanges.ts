import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { BlogPostValues } from '@h2o/api/validation/blog-post.schema';

/** The list shown and its tab, so a new post lands in it only when the tab shows its kind. */
export interface ShownList {
  connectionId: string | null;
  filter: 'ALL' | 'PUBLISHED' | 'DRAFTS';
}

/** A new post on top of the list shown (newest first), when its tab shows it, and one more in the count. */
export function prependPost(store: RecordSourceSelectorProxy, post: RecordProxy | null | undefined, list: ShownList) {
  const connection = post && list.connectionId ? store.get(list.connectionId) : null;
  if (!post || !connection) return;
  const published = post.getValue('published') === true;
  if ((list.filter === 'PUBLISHED' && !published) || (list.filter === 'DRAFTS' && published)) return;
  ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, post, 'BlogPostEdge'));
  const count = connection.getValue('totalCount');
  if (typeof count === 'number') connection.setValue(count + 1, 'totalCount');
}

/** The deleted post out of the list shown, and out of its count. */
export function removePost(store: RecordSourceSelectorProxy, postId: string | null | undefined, connectionId: string | null) {
  const connection = postId && connectionId ? store.get(connectionId) : null;
  if (!postId || !connection) return;
  const before = connection.getLinkedRecords('edges')?.length ?? 0;
  ConnectionHandler.deleteNode(connection, postId);
  const count = connection.getValue('totalCount');
  if ((connection.getLinkedRecords('edges')?.length ?? 0) < before && typeof count === 'number')
    connection.setValue(Math.max(0, count - 1), 'totalCount');
}

/** The form's checked values as the API's inputs take them. */
export const postFields = ({ published: _published, ...values }: BlogPostValues) => ({
  ...values,
  tags: [...values.tags],
  tagsEn: [...values.tagsEn],
});

/** What a publish or unpublish shows before the answer: the new state, and a publication date when there is none yet. */
export const optimisticPost = (post: { id: string; publishedAt: string | null | undefined }, published: boolean) => ({
  id: post.id,
  published,
  publishedAt: post.publishedAt ?? (published ? new Date().toISOString() : null),
});
