import { graphql } from 'react-relay/hooks';
import type { useReactivateStaffAccountMutation as ReactivateMutation } from '../../../__generated__/useReactivateStaffAccountMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminTeamMessages as messages } from './messages';

const mutation = graphql`
  mutation useReactivateStaffAccountMutation($input: StaffAccountInput!) {
    reactivateStaffAccount(input: $input) {
      account {
        databaseId
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Lets a deactivated account sign in again, with the role it had. The view loads the team again afterwards. */
export function useReactivateStaffAccountMutation() {
  const { run, isInFlight } = usePayloadMutation<ReactivateMutation>(mutation, 'reactivateStaffAccount', 'account', messages.failed);
  return { reactivate: (userId: number) => run({ input: { userId } }), isInFlight };
}
