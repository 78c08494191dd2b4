import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { LinkActionPage } from '../../layout/LinkActionPage';
import { newsletterConfirmMessages, newsletterLinkMessages } from './messages';
import { useConfirmNewsletterSubscriptionMutation } from './useConfirmNewsletterSubscriptionMutation';

/** /newsletter/confirm?token=… (the confirmation mail's link): the double opt-in's second step, on a button press. */
export function NewsletterConfirmPage() {
  const { submit } = useConfirmNewsletterSubscriptionMutation();
  return (
    <LinkActionPage testId="newsletter-confirm" texts={newsletterConfirmMessages} run={submit} failedActions={<SubscribeAgainButton />} />
  );
}

/** An expired or broken link: the sign-up form is in this page's footer; go there, cursor in its address field. */
function SubscribeAgainButton() {
  const goToForm = () => {
    // `newsletter-email`: the footer form's field (NewsletterSignupForm, ids prefixed `newsletter-`).
    const field = document.getElementById('newsletter-email');
    field?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    field?.focus({ preventScroll: true });
  };
  return (
    <Button type="button" onClick={goToForm} data-testid="newsletter-subscribe-again">
      <FormattedMessage {...newsletterLinkMessages.subscribeAgain} />
    </Button>
  );
}
