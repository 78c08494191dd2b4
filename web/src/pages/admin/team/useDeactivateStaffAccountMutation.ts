import { graphql } from 'react-relay/hooks';
import type { useDeactivateStaffAccountMutation as DeactivateMutation } from '../../../__generated__/useDeactivateStaffAccountMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminTeamMessages as messages } from './messages';

const mutation = graphql`
  mutation useDeactivateStaffAccountMutation($input: StaffAccountInput!) {
    deactivateStaffAccount(input: $input) {
      account {
        databaseId
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/** Deactivates an account (admins only; never their own): it can no longer sign in. The view loads the team again afterwards. */
export function useDeactivateStaffAccountMutation() {
  const { run, isInFlight } = useMutationOutcome<DeactivateMutation, { databaseId: number }>(
    mutation,
    ({ deactivateStaffAccount: payload }) => ({ payload, value: payload.account }),
    messages.failed,
  );
  return { deactivate: (userId: number) => run({ input: { userId } }), isInFlight };
}
