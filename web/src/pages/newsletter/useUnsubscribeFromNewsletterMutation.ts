import { graphql } from 'react-relay/hooks';
import type { useUnsubscribeFromNewsletterMutation as UnsubscribeFromNewsletterMutation } from '../../__generated__/useUnsubscribeFromNewsletterMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import { newsletterLinkMessages } from './messages';

const mutation = graphql`
  mutation useUnsubscribeFromNewsletterMutation($input: UnsubscribeFromNewsletterInput!) {
    unsubscribeFromNewsletter(input: $input) {
      subscription {
        ...newsletterLinkSubscription @relay(mask: false)
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Unsubscribes with the token of a newsletter's link; resolves with the subscription, or with the reasons. */
export function useUnsubscribeFromNewsletterMutation() {
  const { run, isInFlight } = usePayloadMutation<UnsubscribeFromNewsletterMutation>(
    mutation,
    'unsubscribeFromNewsletter',
    'subscription',
    newsletterLinkMessages.failed,
  );
  return { submit: (token: string) => run({ input: { token } }), isInFlight };
}
