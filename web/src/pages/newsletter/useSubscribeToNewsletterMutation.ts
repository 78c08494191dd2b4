import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  SubscribeToNewsletterInput,
  useSubscribeToNewsletterMutation as SubscribeToNewsletterMutation,
} from '../../__generated__/useSubscribeToNewsletterMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../relay/mutationResult';
import { newsletterSignupMessages } from '../../layout/newsletterSignupMessages';
import { type VisitorMailState, visitorMailState } from '../../ui/form/VisitorMailNotice';

/**
 * Sends the newsletter sign-up (SPEC §5). `submit` always resolves: with the accepted address and its confirmation mail's state, or with
 * the refusals for Formik (`fieldErrors`, `formError`), a failed request as a translated `formError`.
 * The answer is the same whether the address was on the list already (the server never tells).
 */
export function useSubscribeToNewsletterMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<SubscribeToNewsletterMutation>(graphql`
    mutation useSubscribeToNewsletterMutation($input: SubscribeToNewsletterInput!) {
      subscribeToNewsletter(input: $input) {
        email
        confirmationMail
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const submit = useCallback(
    (input: SubscribeToNewsletterInput): Promise<FormMutationResult<{ email: string; mail: VisitorMailState }>> =>
      commitFormMutation(
        commit,
        { input },
        ({ subscribeToNewsletter: payload }) => ({ payload, value: payload.email ? { email: payload.email, mail: visitorMailState(payload.confirmationMail) } : null }),
        intl.formatMessage(newsletterSignupMessages.sendFailed),
      ),
    [commit, intl],
  );

  return { submit, isInFlight };
}
