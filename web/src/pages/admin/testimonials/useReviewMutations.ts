import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useReviewMutationsApproveMutation } from '../../../__generated__/useReviewMutationsApproveMutation.graphql';
import type { useReviewMutationsDeleteMutation } from '../../../__generated__/useReviewMutationsDeleteMutation.graphql';
import type { useReviewMutationsHideMutation } from '../../../__generated__/useReviewMutationsHideMutation.graphql';

/** How a change ended: done, refused (`message`: the server's reasons), or not answered (`message` null). */
export type ReviewChangeOutcome = { ok: true } | { ok: false; message: string | null };
export type ReviewAction = 'approve' | 'hide' | 'delete';

type Errors = readonly { readonly message: string }[] | undefined;

const outcomeOf = (errors: Errors): ReviewChangeOutcome =>
  errors && errors.length > 0 ? { ok: false, message: errors.map((error) => error.message).join(' ') } : { ok: true };

/** Takes the review out of the list shown, and out of its count. */
function removeFromList(store: RecordSourceSelectorProxy, connectionId: string, reviewId: string) {
  const connection = store.get(connectionId);
  if (!connection) return;
  const before = connection.getLinkedRecords('edges')?.length ?? 0;
  ConnectionHandler.deleteNode(connection, reviewId);
  const after = connection.getLinkedRecords('edges')?.length ?? 0;
  const total = connection.getValue('totalCount');
  if (after < before && typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
}

/**
 * Approve, hide, delete (SPEC §4). Each shows at once (optimistic); Relay takes it back when the server refuses
 * (the row then shows the review as the server has it) or the request fails. Resolves, never rejects.
 */
export function useReviewMutations() {
  const [commitApprove] = useMutation<useReviewMutationsApproveMutation>(graphql`
    mutation useReviewMutationsApproveMutation($input: ApproveTestimonialInput!) {
      approveTestimonial(input: $input) {
        testimonial {
          ...ReviewRow_review
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitHide] = useMutation<useReviewMutationsHideMutation>(graphql`
    mutation useReviewMutationsHideMutation($input: HideTestimonialInput!) {
      hideTestimonial(input: $input) {
        testimonial {
          ...ReviewRow_review
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitDelete] = useMutation<useReviewMutationsDeleteMutation>(graphql`
    mutation useReviewMutationsDeleteMutation($input: DeleteTestimonialInput!) {
      deleteTestimonial(input: $input) {
        deletedTestimonialId
        errors {
          field
          code
          message
        }
      }
    }
  `);

  return useCallback(
    (action: ReviewAction, reviewId: string, connectionId: string): Promise<ReviewChangeOutcome> =>
      new Promise((resolve) => {
        const input = { id: reviewId };
        const onError = (error: Error) => {
          console.error(error);
          resolve({ ok: false, message: null });
        };
        const setVisible = (isVisible: boolean) => (store: RecordSourceSelectorProxy) => store.get(reviewId)?.setValue(isVisible, 'isVisible');
        if (action === 'approve') {
          commitApprove({ variables: { input }, optimisticUpdater: setVisible(true), onCompleted: (r) => resolve(outcomeOf(r.approveTestimonial.errors)), onError });
        } else if (action === 'hide') {
          commitHide({ variables: { input }, optimisticUpdater: setVisible(false), onCompleted: (r) => resolve(outcomeOf(r.hideTestimonial.errors)), onError });
        } else {
          commitDelete({
            variables: { input },
            optimisticUpdater: (store) => removeFromList(store, connectionId, reviewId),
            updater: (store, response) => {
              const deleted = response?.deleteTestimonial.deletedTestimonialId;
              if (deleted) removeFromList(store, connectionId, deleted);
            },
            onCompleted: (r) => resolve(outcomeOf(r.deleteTestimonial.errors)),
            onError,
          });
        }
      }),
    [commitApprove, commitDelete, commitHide],
  );
}
