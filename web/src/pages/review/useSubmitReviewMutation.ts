import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { SubmitReviewInput, useSubmitReviewMutation as SubmitReviewMutation } from '../../__generated__/useSubmitReviewMutation.graphql';
import { commitFormMutation } from '../../relay/mutationResult';
import { reviewMessages } from './messages';

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
      commitFormMutation(
        commit,
        { input },
        ({ submitReview: payload }) => ({ payload, value: payload.review }),
        intl.formatMessage(reviewMessages.sendFailed),
      ),
    [commit, intl],
  );

  return { submit, isInFlight };
}
