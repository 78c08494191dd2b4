import { graphql } from 'react-relay/hooks';
import type { useSendReviewInvitationsMutation as Mutation } from '../../../__generated__/useSendReviewInvitationsMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { mailActionsMessages } from './messages';

const mutation = graphql`
  mutation useSendReviewInvitationsMutation {
    sendReviewInvitations {
      sent {
        email
        name
        courseTitle
        courseId
      }
      errors {
        message
      }
    }
  }
`;

/** Who was invited now, for which course; empty when nobody was due. */
export type SentInvitations = Mutation['response']['sendReviewInvitations']['sent'];

/**
 * Sends the review invitations that are due. Resolves with who was invited, or the server's reasons (no answer: the
 * translated "could not be sent").
 */
export function useSendReviewInvitationsMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(
    mutation,
    'sendReviewInvitations',
    'sent',
    mailActionsMessages.invitationsFailed,
  );
  return { sendInvitations: () => run({}), isInFlight };
}
