import { graphql } from 'react-relay/hooks';
import type {
  SubmitReviewInput,
  useSubmitReviewMutation as SubmitReviewMutation,
} from '../../__generated__/useSubmitReviewMutation.graphql';
import { useMutationOutcome } from '../../relay/useMutationOutcome';
import { reviewMessages } from './messages';

const mutation = graphql`
  mutation useSubmitReviewMutation($input: SubmitReviewInput!) {
    submitReview(input: $input) {
      review {
        id
        databaseId
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Sends a review; resolves with the stored review, or with the reasons. */
export function useSubmitReviewMutation() {
  const { run, isInFlight } = useMutationOutcome<SubmitReviewMutation, StoredReview>(
    mutation,
    ({ submitReview: payload }) => ({ payload, value: payload.review }),
    reviewMessages.sendFailed,
  );
  return { submit: (input: SubmitReviewInput) => run({ input }), isInFlight };
}

type StoredReview = NonNullable<SubmitReviewMutation['response']['submitReview']['review']>;
