import { useCallback } from 'react';
import { graphql, type UseMutationConfig, useMutation } from 'react-relay/hooks';
import { ConnectionHandler, type Disposable, type MutationParameters, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { BlogPostValues } from '@h2o/api/validation/blog-post.schema';
import type { useBlogPostMutationsCreateMutation } from '../../../__generated__/useBlogPostMutationsCreateMutation.graphql';
import type { useBlogPostMutationsDeleteMutation } from '../../../__generated__/useBlogPostMutationsDeleteMutation.graphql';
import type { useBlogPostMutationsPublishMutation } from '../../../__generated__/useBlogPostMutationsPublishMutation.graphql';
import type { useBlogPostMutationsUnpublishMutation } from '../../../__generated__/useBlogPostMutationsUnpublishMutation.graphql';
import type { useBlogPostMutationsUpdateMutation } from '../../../__generated__/useBlogPostMutationsUpdateMutation.graphql';

type UserErrors = readonly { readonly field: string | null | undefined; readonly message: string }[];

/**
 * How a change ended: done, refused by the server (`errors`: its reasons, in the page's language; nothing
 * changed), or not answered at all (`errors` null: offline, server fault). Never rejects.
 */
export type BlogChangeOutcome = { ok: true } | { ok: false; errors: UserErrors | null };

/** The list shown and its tab, so a new post lands in it only when the tab shows its kind. */
export interface ShownList {
  connectionId: string | null;
  filter: 'ALL' | 'PUBLISHED' | 'DRAFTS';
}

function commitChange<TMutation extends MutationParameters>(
  commit: (config: UseMutationConfig<TMutation>) => Disposable,
  config: Omit<UseMutationConfig<TMutation>, 'onCompleted' | 'onError'>,
  errorsOf: (response: TMutation['response']) => UserErrors | undefined,
): Promise<BlogChangeOutcome> {
  return new Promise((resolve) => {
    commit({
      ...config,
      onCompleted: (response) => {
        const errors = errorsOf(response) ?? [];
        resolve(errors.length > 0 ? { ok: false, errors } : { ok: true });
      },
      onError: (error) => {
        console.error(error);
        resolve({ ok: false, errors: null });
      },
    });
  });
}

/** A new post on top of the list shown (newest first), when its tab shows it, and one more in the count. */
function prependPost(store: RecordSourceSelectorProxy, post: RecordProxy | null | undefined, list: ShownList) {
  const connection = post && list.connectionId ? store.get(list.connectionId) : null;
  if (!post || !connection) return;
  const published = post.getValue('published') === true;
  if ((list.filter === 'PUBLISHED' && !published) || (list.filter === 'DRAFTS' && published)) return;
  ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, post, 'BlogPostEdge'));
  const count = connection.getValue('totalCount');
  if (typeof count === 'number') connection.setValue(count + 1, 'totalCount');
}

/** The deleted post out of the list shown, and out of its count. */
function removePost(store: RecordSourceSelectorProxy, postId: string | null | undefined, connectionId: string | null) {
  const connection = postId && connectionId ? store.get(connectionId) : null;
  if (!postId || !connection) return;
  const before = connection.getLinkedRecords('edges')?.length ?? 0;
  ConnectionHandler.deleteNode(connection, postId);
  const count = connection.getValue('totalCount');
  if ((connection.getLinkedRecords('edges')?.length ?? 0) < before && typeof count === 'number') connection.setValue(Math.max(0, count - 1), 'totalCount');
}

/** The form's checked values as the API's inputs take them. */
const postFields = ({ published: _published, ...values }: BlogPostValues) => ({ ...values, tags: [...values.tags], tagsEn: [...values.tagsEn] });

/** The admin's blog changes (SPEC §2, §4), each answered with the post as the server now has it. */
export function useBlogPostMutations() {
  const [commitCreate, creating] = useMutation<useBlogPostMutationsCreateMutation>(graphql`
    mutation useBlogPostMutationsCreateMutation($input: CreateBlogPostInput!) {
      createBlogPost(input: $input) {
        blogPost {
          id
          published
          ...BlogPostRow_post
        }
        errors {
          field
          message
        }
      }
    }
  `);
  const [commitUpdate, updating] = useMutation<useBlogPostMutationsUpdateMutation>(graphql`
    mutation useBlogPostMutationsUpdateMutation($input: UpdateBlogPostInput!) {
      updateBlogPost(input: $input) {
        blogPost {
          ...BlogPostRow_post
        }
        errors {
          field
          message
        }
      }
    }
  `);
  const [commitDelete] = useMutation<useBlogPostMutationsDeleteMutation>(graphql`
    mutation useBlogPostMutationsDeleteMutation($input: DeleteBlogPostInput!) {
      deleteBlogPost(input: $input) {
        deletedBlogPostId
        errors {
          field
          message
        }
      }
    }
  `);
  const [commitPublish] = useMutation<useBlogPostMutationsPublishMutation>(graphql`
    mutation useBlogPostMutationsPublishMutation($input: PublishBlogPostInput!) {
      publishBlogPost(input: $input) {
        blogPost {
          id
          published
          publishedAt
        }
        errors {
          field
          message
        }
      }
    }
  `);
  const [commitUnpublish] = useMutation<useBlogPostMutationsUnpublishMutation>(graphql`
    mutation useBlogPostMutationsUnpublishMutation($input: UnpublishBlogPostInput!) {
      unpublishBlogPost(input: $input) {
        blogPost {
          id
          published
          publishedAt
        }
        errors {
          field
          message
        }
      }
    }
  `);

  const create = useCallback(
    (values: BlogPostValues, list: ShownList) =>
      commitChange(
        commitCreate,
        {
          variables: { input: { ...postFields(values), publishImmediately: values.published } },
          updater: (store) => prependPost(store, store.getRootField('createBlogPost')?.getLinkedRecord('blogPost'), list),
        },
        (response) => response.createBlogPost.errors,
      ),
    [commitCreate],
  );

  const update = useCallback(
    (id: string, values: BlogPostValues) =>
      commitChange(commitUpdate, { variables: { input: { id, ...postFields(values), published: values.published } } }, (response) => response.updateBlogPost.errors),
    [commitUpdate],
  );

  const remove = useCallback(
    (id: string, connectionId: string | null) =>
      commitChange(
        commitDelete,
        {
          variables: { input: { id } },
          updater: (store) => removePost(store, store.getRootField('deleteBlogPost')?.getValue('deletedBlogPostId') as string | null, connectionId),
        },
        (response) => response.deleteBlogPost.errors,
      ),
    [commitDelete],
  );

  /**
   * SPEC §4's toggle: the new state shows at once (optimistic); a refusal or a failed request takes it back (Relay
   * drops the optimistic update and keeps the server's post) and resolves with the reason for the page's toast.
   */
  const setPublished = useCallback(
    (post: { id: string; publishedAt: string | null | undefined }, published: boolean) => {
      const optimistic = { id: post.id, published, publishedAt: post.publishedAt ?? (published ? new Date().toISOString() : null) };
      return published
        ? commitChange(
            commitPublish,
            { variables: { input: { id: post.id } }, optimisticResponse: { publishBlogPost: { blogPost: optimistic, errors: [] } } },
            (response) => response.publishBlogPost.errors,
          )
        : commitChange(
            commitUnpublish,
            { variables: { input: { id: post.id } }, optimisticResponse: { unpublishBlogPost: { blogPost: optimistic, errors: [] } } },
            (response) => response.unpublishBlogPost.errors,
          );
    },
    [commitPublish, commitUnpublish],
  );

  return { create, update, remove, setPublished, saving: creating || updating };
}
