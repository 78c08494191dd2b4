import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useConfirmNewsletterSubscriptionMutation as ConfirmNewsletterSubscriptionMutation } from '../../__generated__/useConfirmNewsletterSubscriptionMutation.graphql';
import { commitFormMutation } from '../../relay/mutationResult';
import { newsletterLinkMessages } from './messages';
import { type NewsletterLinkResult, newsletterLinkResult } from './newsletterLinkResult';

/** Confirms a newsletter sign-up with its mailed token; resolves, never rejects (a failed request is a translated message). */
export function useConfirmNewsletterSubscriptionMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<ConfirmNewsletterSubscriptionMutation>(graphql`
    mutation useConfirmNewsletterSubscriptionMutation($input: ConfirmNewsletterSubscriptionInput!) {
      confirmNewsletterSubscription(input: $input) {
        subscription {
          email
          status
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const submit = useCallback(
    async (token: string): Promise<NewsletterLinkResult> =>
      newsletterLinkResult(
        await commitFormMutation(
          commit,
          { input: { token } },
          ({ confirmNewsletterSubscription: payload }) => ({ payload, value: payload.subscription }),
          intl.formatMessage(newsletterLinkMessages.failed),
        ),
      ),
    [commit, intl],
  );

  return { submit, isInFlight };
}
