import { graphql } from 'react-relay/hooks';
import type {
  ChangePasswordInput,
  useChangePasswordMutation as ChangePasswordMutation,
} from '../../../__generated__/useChangePasswordMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminAccountMessages as messages } from './messages';

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      done
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Changes the own password; the current one is required. The server ends the account's other sessions then. */
export function useChangePasswordMutation() {
  const { run, isInFlight } = useMutationOutcome<ChangePasswordMutation, true>(
    mutation,
    ({ changePassword: payload }) => ({ payload, value: payload.done || null }),
    messages.failed,
  );
  return { changePassword: (input: ChangePasswordInput) => run({ input }), isInFlight };
}
