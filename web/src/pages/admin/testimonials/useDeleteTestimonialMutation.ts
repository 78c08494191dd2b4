import { graphql } from 'react-relay/hooks';
import type { useDeleteTestimonialMutation as Mutation } from '../../../__generated__/useDeleteTestimonialMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { removeFromList } from './reviewStore';

const mutation = graphql`
  mutation useDeleteTestimonialMutation($input: DeleteTestimonialInput!) {
    deleteTestimonial(input: $input) {
      deletedTestimonialId
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Deletes a review: it leaves the list shown (`connectionId`) at once and comes back when the server refuses or
 * does not answer. Resolves with the deleted review's id, or the server's reasons (no answer: the general error).
 */
export function useDeleteTestimonialMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(
    mutation,
    'deleteTestimonial',
    'deletedTestimonialId',
    commonMessages.generalError,
  );
  return {
    deleteReview: (reviewId: string, connectionId: string) =>
      run(
        { input: { id: reviewId } },
        {
          optimisticUpdater: (store) => removeFromList(store, connectionId, reviewId),
          updater: (store, response) => {
            const deleted = response?.deleteTestimonial.deletedTestimonialId;
            if (deleted) removeFromList(store, connectionId, deleted);
          },
        },
      ),
    isInFlight,
  };
}
