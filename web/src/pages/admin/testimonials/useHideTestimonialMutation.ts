import { graphql } from 'react-relay/hooks';
import type { useHideTestimonialMutation as Mutation } from '../../../__generated__/useHideTestimonialMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { setVisible } from './reviewStore';

const mutation = graphql`
  mutation useHideTestimonialMutation($input: HideTestimonialInput!) {
    hideTestimonial(input: $input) {
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
 * Hides a review from the site. The row shows it at once (optimistic); Relay takes that back when the server refuses (the row then shows
 * the review as the server has it) or the request fails. Resolves with the review, or the server's reasons (no
 * answer: the general error).
 */
export function useHideTestimonialMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'hideTestimonial', 'testimonial', commonMessages.generalError);
  return { hide: (reviewId: string) => run({ input: { id: reviewId } }, { optimisticUpdater: setVisible(reviewId, false) }), isInFlight };
}
