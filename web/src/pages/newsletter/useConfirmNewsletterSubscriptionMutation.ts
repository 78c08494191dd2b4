import { graphql } from 'react-relay/hooks';
import type { useConfirmNewsletterSubscriptionMutation as ConfirmNewsletterSubscriptionMutation } from '../../__generated__/useConfirmNewsletterSubscriptionMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import { newsletterLinkMessages } from './messages';

const mutation = graphql`
  mutation useConfirmNewsletterSubscriptionMutation($input: ConfirmNewsletterSubscriptionInput!) {
    confirmNewsletterSubscription(input: $input) {
      subscription {
        ...newsletterLinkSubscription @relay(mask: false)
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Confirms a newsletter sign-up with its mailed token; resolves with the subscription, or with the reasons. */
export function useConfirmNewsletterSubscriptionMutation() {
  const { run, isInFlight } = usePayloadMutation<ConfirmNewsletterSubscriptionMutation>(
    mutation,
    'confirmNewsletterSubscription',
    'subscription',
    newsletterLinkMessages.failed,
  );
  return { submit: (token: string) => run({ input: { token } }), isInFlight };
}
