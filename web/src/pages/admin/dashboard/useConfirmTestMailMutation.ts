import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useConfirmTestMailMutation as ConfirmMutation } from '../../../__generated__/useConfirmTestMailMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { setupChecklistMessages as messages } from './setupMessages';

const mutation = graphql`
  mutation useConfirmTestMailMutation($token: String!) {
    confirmTestMail(token: $token) {
      confirmed
      delivered
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Confirms the test mail by the token its link carried (the checklist's "mail arrives" step). Resolves with whether
 * the token was valid and whether the mail was delivered, not only stored.
 */
export function useConfirmTestMailMutation() {
  const { run, isInFlight } = useMutationOutcome<ConfirmMutation, { confirmed: boolean; delivered: boolean }>(
    mutation,
    ({ confirmTestMail: payload }) => ({ payload, value: payload }),
    messages.confirmation_failed,
  );
  // Stable: the dashboard sends the token from an effect.
  const confirm = useCallback((token: string) => run({ token }), [run]);
  return { confirm, isInFlight };
}
