import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUnsubscribeFromNewsletterMutation as UnsubscribeFromNewsletterMutation } from '../../__generated__/useUnsubscribeFromNewsletterMutation.graphql';
import { commitFormMutation } from '../../relay/mutationResult';
import { newsletterLinkMessages } from './messages';
import { type NewsletterLinkResult, newsletterLinkResult } from './newsletterLinkResult';

/** Unsubscribes with the token of a newsletter's link; resolves, never rejects (a failed request is a translated message). */
export function useUnsubscribeFromNewsletterMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<UnsubscribeFromNewsletterMutation>(graphql`
    mutation useUnsubscribeFromNewsletterMutation($input: UnsubscribeFromNewsletterInput!) {
      unsubscribeFromNewsletter(input: $input) {
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
          ({ unsubscribeFromNewsletter: payload }) => ({ payload, value: payload.subscription }),
          intl.formatMessage(newsletterLinkMessages.failed),
        ),
      ),
    [commit, intl],
  );

  return { submit, isInFlight };
}
