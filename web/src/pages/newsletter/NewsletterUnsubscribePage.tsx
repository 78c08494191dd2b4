import { useIntl } from 'react-intl';
import { ButtonLink } from '../../ui/Button';
import { LinkActionPage } from '../../layout/LinkActionPage';
import { newsletterLinkMessages, newsletterUnsubscribeMessages } from './messages';
import { useUnsubscribeFromNewsletterMutation } from './useUnsubscribeFromNewsletterMutation';

/** /newsletter/unsubscribe?token=… (every newsletter's link): unsubscribes on a button press. */
export function NewsletterUnsubscribePage() {
  const intl = useIntl();
  const { submit } = useUnsubscribeFromNewsletterMutation();
  return (
    <LinkActionPage
      testId="newsletter-unsubscribe"
      texts={newsletterUnsubscribeMessages}
      run={submit}
      // A link that fails must not trap anyone on the list: a person can take the address off by hand.
      failedActions={
        <ButtonLink to="/contact" $variant="secondary">
          {intl.formatMessage(newsletterLinkMessages.contact)}
        </ButtonLink>
      }
    />
  );
}
