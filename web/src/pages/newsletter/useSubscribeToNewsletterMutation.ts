import { graphql } from 'react-relay/hooks';
import type {
  SubscribeToNewsletterInput,
  useSubscribeToNewsletterMutation as SubscribeToNewsletterMutation,
} from '../../__generated__/useSubscribeToNewsletterMutation.graphql';
import { newsletterSignupMessages } from '../../layout/newsletterSignupMessages';
import { useMutationOutcome } from '../../relay/useMutationOutcome';
import { type VisitorMailState, visitorMailState } from '../../ui/form/VisitorMailNotice';

const mutation = graphql`
  mutation useSubscribeToNewsletterMutation($input: SubscribeToNewsletterInput!) {
    subscribeToNewsletter(input: $input) {
      email
      confirmationMail
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Sends the newsletter sign-up; resolves with the accepted address and its confirmation mail's state, or with the
 * reasons. The answer is the same whether the address was on the list already (the server never tells).
 */
export function useSubscribeToNewsletterMutation() {
  const { run, isInFlight } = useMutationOutcome<SubscribeToNewsletterMutation, { email: string; mail: VisitorMailState }>(
    mutation,
    ({ subscribeToNewsletter: payload }) => ({
      payload,
      value: payload.email ? { email: payload.email, mail: visitorMailState(payload.confirmationMail) } : null,
    }),
    newsletterSignupMessages.sendFailed,
  );
  return { submit: (input: SubscribeToNewsletterInput) => run({ input }), isInFlight };
}
