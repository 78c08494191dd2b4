import { graphql } from 'react-relay/hooks';
import type { useAcceptStaffInvitationMutation as AcceptStaffInvitationMutation } from '../../__generated__/useAcceptStaffInvitationMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import { teamLinkMessages } from './messages';

const mutation = graphql`
  mutation useAcceptStaffInvitationMutation($input: AcceptStaffInvitationInput!) {
    acceptStaffInvitation(input: $input) {
      username
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Accepts an invitation with the chosen username and password; resolves with the new account's username, or with the reasons. */
export function useAcceptStaffInvitationMutation() {
  const { run, isInFlight } = usePayloadMutation<AcceptStaffInvitationMutation>(
    mutation,
    'acceptStaffInvitation',
    'username',
    teamLinkMessages.failed,
  );
  return { accept: (input: { token: string; username: string; password: string }) => run({ input }), isInFlight };
}
