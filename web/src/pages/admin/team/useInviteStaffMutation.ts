import { graphql } from 'react-relay/hooks';
import type { InviteStaffInput, useInviteStaffMutation as InviteMutation } from '../../../__generated__/useInviteStaffMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminTeamMessages as messages } from './messages';

const mutation = graphql`
  mutation useInviteStaffMutation($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      invitation {
        databaseId
        email
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Invites someone to the team by mail (admins only): the link in it makes their account with the chosen role. */
export function useInviteStaffMutation() {
  const { run, isInFlight } = usePayloadMutation<InviteMutation>(mutation, 'inviteStaff', 'invitation', messages.failed);
  return { invite: (input: InviteStaffInput) => run({ input }), isInFlight };
}
