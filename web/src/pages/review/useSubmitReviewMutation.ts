import { graphql } from 'react-relay/hooks';
import type {
  SubmitReviewInput,
  useSubmitReviewMutation as SubmitReviewMutation,
} from '../../__generated__/useSubmitReviewMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
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
  const { run, isInFlight } = usePayloadMutation<SubmitReviewMutation>(mutation, 'submitReview', 'review', reviewMessages.sendFailed);
  return { submit: (input: SubmitReviewInput) => run({ input }), isInFlight };
}
