import { graphql } from 'react-relay/hooks';
import type { useApproveTestimonialMutation as Mutation } from '../../../__generated__/useApproveTestimonialMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { setVisible } from './reviewStore';

const mutation = graphql`
  mutation useApproveTestimonialMutation($input: ApproveTestimonialInput!) {
    approveTestimonial(input: $input) {
      testimonial {
        ...ReviewRow_review
      }
      errors {
        ...userErrorFields @relay(mask: false)
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
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'approveTestimonial', 'testimonial', commonMessages.generalError);
  return { approve: (reviewId: string) => run({ input: { id: reviewId } }, { optimisticUpdater: setVisible(reviewId, true) }), isInFlight };
}
