import { graphql } from 'react-relay/hooks';
import type { useAcceptWaitlistOfferMutation as AcceptWaitlistOfferMutation } from '../../__generated__/useAcceptWaitlistOfferMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import { waitlistOfferMessages } from './messages';

const mutation = graphql`
  mutation useAcceptWaitlistOfferMutation($input: WaitlistLinkInput!) {
    acceptWaitlistOffer(input: $input) {
      ...waitlistLinkPayload @relay(mask: false)
    }
  }
`;

/** Takes an offer's held places into this browser's cart (the server sets the cart cookies); resolves with the entry, or with the reasons. */
export function useAcceptWaitlistOfferMutation() {
  const { run, isInFlight } = usePayloadMutation<AcceptWaitlistOfferMutation>(
    mutation,
    'acceptWaitlistOffer',
    'entry',
    waitlistOfferMessages.failed,
  );
  return { submit: (token: string) => run({ input: { token } }), isInFlight };
}
