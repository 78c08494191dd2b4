import { graphql } from 'react-relay/hooks';
import type { useWithdrawStaffInvitationMutation as WithdrawMutation } from '../../../__generated__/useWithdrawStaffInvitationMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminTeamMessages as messages } from './messages';

const mutation = graphql`
  mutation useWithdrawStaffInvitationMutation($input: WithdrawStaffInvitationInput!) {
    withdrawStaffInvitation(input: $input) {
      invitation {
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

/** Withdraws an open invitation (admins only): its link then makes no account and says it was withdrawn. */
export function useWithdrawStaffInvitationMutation() {
  const { run, isInFlight } = useMutationOutcome<WithdrawMutation, { databaseId: number }>(
    mutation,
    ({ withdrawStaffInvitation: payload }) => ({ payload, value: payload.invitation }),
    messages.failed,
  );
  return { withdraw: (invitationId: number) => run({ input: { invitationId } }), isInFlight };
}
