import { graphql } from 'react-relay/hooks';
import type { useConfirmNewsletterSubscriptionMutation as ConfirmNewsletterSubscriptionMutation } from '../../__generated__/useConfirmNewsletterSubscriptionMutation.graphql';
import { useMutationOutcome } from '../../relay/useMutationOutcome';
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
  const { run, isInFlight } = useMutationOutcome<ConfirmNewsletterSubscriptionMutation, { email: string }>(
    mutation,
    ({ confirmNewsletterSubscription: payload }) => ({ payload, value: payload.subscription }),
    newsletterLinkMessages.failed,
  );
  return { submit: (token: string) => run({ input: { token } }), isInFlight };
}
