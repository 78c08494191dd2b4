import { graphql } from 'react-relay/hooks';
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation } from '../../__generated__/useRequestPasswordResetMutation.graphql';
import { useMutationOutcome } from '../../relay/useMutationOutcome';
import { teamLinkMessages } from './messages';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      done
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Asks for a reset link by mail; resolves done (the same for every address), or with the reasons. */
export function useRequestPasswordResetMutation() {
  const { run, isInFlight } = useMutationOutcome<RequestPasswordResetMutation, true>(
    mutation,
    ({ requestPasswordReset: payload }) => ({ payload, value: payload.done || null }),
    teamLinkMessages.failed,
  );
  return { requestReset: (email: string) => run({ input: { email } }), isInFlight };
}
