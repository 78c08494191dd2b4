import { graphql } from 'react-relay/hooks';
import type { useResetPasswordMutation as ResetPasswordMutation } from '../../__generated__/useResetPasswordMutation.graphql';
import { useMutationOutcome } from '../../relay/useMutationOutcome';
import { teamLinkMessages } from './messages';

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      done
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Sets a new password with the mailed reset link's token; resolves done, or with the reasons. */
export function useResetPasswordMutation() {
  const { run, isInFlight } = useMutationOutcome<ResetPasswordMutation, true>(
    mutation,
    ({ resetPassword: payload }) => ({ payload, value: payload.done || null }),
    teamLinkMessages.failed,
  );
  return { reset: (input: { token: string; password: string }) => run({ input }), isInFlight };
}
