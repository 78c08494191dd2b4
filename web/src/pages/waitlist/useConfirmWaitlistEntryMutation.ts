import { graphql } from 'react-relay/hooks';
import type { useConfirmWaitlistEntryMutation as ConfirmWaitlistEntryMutation } from '../../__generated__/useConfirmWaitlistEntryMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import { waitlistOfferMessages } from './messages';

const mutation = graphql`
  mutation useConfirmWaitlistEntryMutation($input: WaitlistLinkInput!) {
    confirmWaitlistEntry(input: $input) {
      ...waitlistLinkPayload @relay(mask: false)
    }
  }
`;

/** Confirms a waitlist entry with its mailed token (the double opt-in's second step); resolves with the entry, or with the reasons. */
export function useConfirmWaitlistEntryMutation() {
  const { run, isInFlight } = usePayloadMutation<ConfirmWaitlistEntryMutation>(
    mutation,
    'confirmWaitlistEntry',
    'entry',
    waitlistOfferMessages.failed,
  );
  return { submit: (token: string) => run({ input: { token } }), isInFlight };
}
