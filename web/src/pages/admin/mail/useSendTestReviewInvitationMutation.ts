import { graphql } from 'react-relay/hooks';
import type { useSendTestReviewInvitationMutation as Mutation } from '../../../__generated__/useSendTestReviewInvitationMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { mailActionsMessages } from './messages';

const mutation = graphql`
  mutation useSendTestReviewInvitationMutation {
    sendTestReviewInvitation {
      success
      message
    }
  }
`;

/**
 * Sends a review invitation, marked as a test, to the signed-in admin's own address. The server says in `success` and
 * `message` how it went, also when the mail could not go out, so the outcome is that answer (no answer: the
 * translated "test mail failed").
 */
export function useSendTestReviewInvitationMutation() {
  const { run, isInFlight } = useMutationOutcome<Mutation, TestMailResult>(
    mutation,
    ({ sendTestReviewInvitation: payload }) => ({ payload: null, value: payload }),
    mailActionsMessages.testFailed,
  );
  return { send: () => run({}), isInFlight };
}

type TestMailResult = Mutation['response']['sendTestReviewInvitation'];
