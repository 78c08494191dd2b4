import { graphql } from 'react-relay/hooks';
import type { useLeaveWaitlistMutation as LeaveWaitlistMutation } from '../../__generated__/useLeaveWaitlistMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import { waitlistOfferMessages } from './messages';

const mutation = graphql`
  mutation useLeaveWaitlistMutation($input: WaitlistLinkInput!) {
    leaveWaitlist(input: $input) {
      ...waitlistLinkPayload @relay(mask: false)
    }
  }
`;

/** Takes an entry off the waitlist with the token of a waitlist mail's link; resolves with the entry, or with the reasons. */
export function useLeaveWaitlistMutation() {
  const { run, isInFlight } = usePayloadMutation<LeaveWaitlistMutation>(mutation, 'leaveWaitlist', 'entry', waitlistOfferMessages.failed);
  return { submit: (token: string) => run({ input: { token } }), isInFlight };
}
