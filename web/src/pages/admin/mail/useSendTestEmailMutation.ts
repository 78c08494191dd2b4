import { graphql } from 'react-relay/hooks';
import type { useSendTestEmailMutation as Mutation } from '../../../__generated__/useSendTestEmailMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { mailActionsMessages } from './messages';

const mutation = graphql`
  mutation useSendTestEmailMutation {
    sendTestEmail {
      success
      message
    }
  }
`;

/**
 * Sends a test e-mail to the signed-in admin's own address. The server says in `success` and `message` how it went,
 * also when the mail could not go out, so the outcome is that answer (no answer: the translated "test mail failed").
 */
export function useSendTestEmailMutation() {
  const { run, isInFlight } = useMutationOutcome<Mutation, TestMailResult>(
    mutation,
    ({ sendTestEmail: payload }) => ({ payload: null, value: payload }),
    mailActionsMessages.testFailed,
  );
  return { send: () => run({}), isInFlight };
}

type TestMailResult = Mutation['response']['sendTestEmail'];
