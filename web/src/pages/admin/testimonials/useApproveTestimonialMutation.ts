import { graphql } from 'react-relay/hooks';
import type { useApproveTestimonialMutation as Mutation } from '../../../__generated__/useApproveTestimonialMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { setVisible } from './reviewStore';

const mutation = graphql`
  mutation useApproveTestimonialMutation($input: ApproveTestimonialInput!) {
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
`;

/**
 * Approves a review: shown on the site. The row shows it at once (optimistic); Relay takes that back when the server refuses (the row then shows
 * the review as the server has it) or the request fails. Resolves with the review, or the server's reasons (no
 * answer: the general error).
 */
export function useApproveTestimonialMutation() {
  const { run, isInFlight } = useMutationOutcome<Mutation, Review>(
    mutation,
    ({ approveTestimonial: payload }) => ({ payload, value: payload.testimonial }),
    commonMessages.generalError,
  );
  return { approve: (reviewId: string) => run({ input: { id: reviewId } }, { optimisticUpdater: setVisible(reviewId, true) }), isInFlight };
}

type Review = NonNullable<Mutation['response']['approveTestimonial']['testimonial']>;
