import { graphql } from 'react-relay/hooks';
import type { useDeactivateStaffAccountMutation as DeactivateMutation } from '../../../__generated__/useDeactivateStaffAccountMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminTeamMessages as messages } from './messages';

const mutation = graphql`
  mutation useDeactivateStaffAccountMutation($input: StaffAccountInput!) {
    deactivateStaffAccount(input: $input) {
      account {
        databaseId
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Deactivates an account (admins only; never their own): it can no longer sign in. The view loads the team again afterwards. */
export function useDeactivateStaffAccountMutation() {
  const { run, isInFlight } = usePayloadMutation<DeactivateMutation>(mutation, 'deactivateStaffAccount', 'account', messages.failed);
  return { deactivate: (userId: number) => run({ input: { userId } }), isInFlight };
}
