import { graphql } from 'react-relay/hooks';
import type { useSetStaffRoleMutation as SetRoleMutation, UserRole } from '../../../__generated__/useSetStaffRoleMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminTeamMessages as messages } from './messages';

const mutation = graphql`
  mutation useSetStaffRoleMutation($input: SetStaffRoleInput!) {
    setStaffRole(input: $input) {
      account {
        databaseId
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Gives an account another role (admins only; never their own). The view loads the team again afterwards. */
export function useSetStaffRoleMutation() {
  const { run, isInFlight } = usePayloadMutation<SetRoleMutation>(mutation, 'setStaffRole', 'account', messages.failed);
  return { setRole: (userId: number, role: UserRole) => run({ input: { userId, role } }), isInFlight };
}
