import { graphql } from 'react-relay/hooks';
import type { useDeclineWaitlistOfferMutation as DeclineWaitlistOfferMutation } from '../../__generated__/useDeclineWaitlistOfferMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import { waitlistOfferMessages } from './messages';

const mutation = graphql`
  mutation useDeclineWaitlistOfferMutation($input: WaitlistLinkInput!) {
    declineWaitlistOffer(input: $input) {
      ...waitlistLinkPayload @relay(mask: false)
    }
  }
`;

/** Declines an offer: its places go to the next in line; resolves with the entry, or with the reasons. */
export function useDeclineWaitlistOfferMutation() {
  const { run, isInFlight } = usePayloadMutation<DeclineWaitlistOfferMutation>(
    mutation,
    'declineWaitlistOffer',
    'entry',
    waitlistOfferMessages.failed,
  );
  return { submit: (token: string) => run({ input: { token } }), isInFlight };
}
