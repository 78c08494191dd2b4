import { graphql } from 'react-relay/hooks';
import type { InviteStaffInput, useInviteStaffMutation as InviteMutation } from '../../../__generated__/useInviteStaffMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminTeamMessages as messages } from './messages';

const mutation = graphql`
  mutation useInviteStaffMutation($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      invitation {
        databaseId
        email
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/** Invites someone to the team by mail (admins only): the link in it makes their account with the chosen role. */
export function useInviteStaffMutation() {
  const { run, isInFlight } = useMutationOutcome<InviteMutation, { databaseId: number; email: string }>(
    mutation,
    ({ inviteStaff: payload }) => ({ payload, value: payload.invitation }),
    messages.failed,
  );
  return { invite: (input: InviteStaffInput) => run({ input }), isInFlight };
}
