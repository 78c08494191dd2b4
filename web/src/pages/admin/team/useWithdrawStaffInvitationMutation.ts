import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useWithdrawStaffInvitationMutation as Mutation } from '../../../__generated__/useWithdrawStaffInvitationMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../../relay/mutationResult';

/** Withdraws an open invitation (admins only): its link then makes no account and says it was withdrawn. */
export function useWithdrawStaffInvitationMutation(sendFailed: string) {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
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
  `);
  const withdraw = useCallback(
    (invitationId: number): Promise<FormMutationResult<{ databaseId: number }>> =>
      commitFormMutation(commit, { input: { invitationId } }, ({ withdrawStaffInvitation: p }) => ({ payload: p, value: p.invitation }), sendFailed),
    [commit, sendFailed],
  );
  return { withdraw, isInFlight };
}
