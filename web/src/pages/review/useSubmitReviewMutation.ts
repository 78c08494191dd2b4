import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { SubmitReviewInput, useSubmitReviewMutation as SubmitReviewMutation } from '../../__generated__/useSubmitReviewMutation.graphql';
import { type FormMutationResult, payloadResult } from '../../relay/mutationResult';
import { reviewMessages } from './messages';

type StoredReview = NonNullable<SubmitReviewMutation['response']['submitReview']['review']>;

/** Sends a review (SPEC §2). `submit` always resolves: stored, or the reasons / a translated failed send. */
export function useSubmitReviewMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<SubmitReviewMutation>(graphql`
    mutation useSubmitReviewMutation($input: SubmitReviewInput!) {
      submitReview(input: $input) {
        review {
          id
          databaseId
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const submit = useCallback(
    (input: SubmitReviewInput) =>
      new Promise<FormMutationResult<StoredReview>>((resolve) => {
        const sendFailed = intl.formatMessage(reviewMessages.sendFailed);
        commit({
          variables: { input },
          onCompleted: ({ submitReview: payload }) => resolve(payloadResult(payload, payload.review, sendFailed)),
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, fieldErrors: {}, formError: sendFailed });
          },
        });
      }),
    [commit, intl],
  );

  return { submit, isInFlight };
}
