import { graphql } from 'react-relay/hooks';
import type { useWithdrawStaffInvitationMutation as WithdrawMutation } from '../../../__generated__/useWithdrawStaffInvitationMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminTeamMessages as messages } from './messages';

const mutation = graphql`
  mutation useWithdrawStaffInvitationMutation($input: WithdrawStaffInvitationInput!) {
    withdrawStaffInvitation(input: $input) {
      invitation {
        databaseId
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Withdraws an open invitation (admins only): its link then makes no account and says it was withdrawn. */
export function useWithdrawStaffInvitationMutation() {
  const { run, isInFlight } = usePayloadMutation<WithdrawMutation>(mutation, 'withdrawStaffInvitation', 'invitation', messages.failed);
  return { withdraw: (invitationId: number) => run({ input: { invitationId } }), isInFlight };
}
