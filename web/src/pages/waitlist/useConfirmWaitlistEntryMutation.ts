import { graphql } from 'react-relay/hooks';
import type { useConfirmWaitlistEntryMutation as ConfirmWaitlistEntryMutation } from '../../__generated__/useConfirmWaitlistEntryMutation.graphql';
import { useMutationOutcome } from '../../relay/useMutationOutcome';
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
  const { run, isInFlight } = useMutationOutcome<ConfirmWaitlistEntryMutation, { email: string }>(
    mutation,
    ({ confirmWaitlistEntry: payload }) => ({ payload, value: payload.entry }),
    waitlistOfferMessages.failed,
  );
  return { submit: (token: string) => run({ input: { token } }), isInFlight };
}
