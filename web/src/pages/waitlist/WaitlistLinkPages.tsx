import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { LinkActionPage } from '../../layout/LinkActionPage';
import { MessagePage } from '../../layout/MessagePage';
import { Button, ButtonLink } from '../../ui/Button';
import { headerMessages } from '../../layout/messages';
import { newsletterLinkMessages } from '../newsletter/messages';
import { waitlistConfirmMessages, waitlistLeaveMessages, waitlistOfferMessages } from './messages';
import { useWaitlistLinks } from './useWaitlistLinks';

const toCourses = (
  <ButtonLink to="/courses" data-testid="waitlist-to-courses">
    <FormattedMessage {...headerMessages.courses} />
  </ButtonLink>
);

/** /waitlist/confirm?token=… (the confirmation mail's link): the double opt-in's second step, on a button press. */
export function WaitlistConfirmPage() {
  const { confirm } = useWaitlistLinks();
  return <LinkActionPage testId="waitlist-confirm" testIdPrefix="waitlist" texts={waitlistConfirmMessages} run={confirm} failedActions={toCourses} />;
}

/** /waitlist/leave?token=… (the link in every waitlist mail): off the list, on a button press. */
export function WaitlistLeavePage() {
  const { leave } = useWaitlistLinks();
  return <LinkActionPage testId="waitlist-leave" testIdPrefix="waitlist" texts={waitlistLeaveMessages} run={leave} failedActions={toCourses} />;
}

type OfferState = { step: 'ready' | 'accepting' | 'declining' | 'declined' } | { step: 'failed'; message: string };

/**
 * /waitlist/offer?token=… (the offer mail's link). Opening it changes nothing (mail scanners open links): "book" puts
 * the held places into this browser's cart and goes on to the normal checkout; "decline" gives them to the next in line.
 */
export function WaitlistOfferPage() {
  const intl = useIntl();
  const { accept, decline } = useWaitlistLinks();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [state, setState] = useState<OfferState>({ step: 'ready' });
  const shown: OfferState = token ? state : { step: 'failed', message: intl.formatMessage(newsletterLinkMessages.missing) };

  const take = async () => {
    if (!token) return;
    setState({ step: 'accepting' });
    const result = await accept(token);
    if (!result.ok) return setState({ step: 'failed', message: result.message });
    // The server set the cart cookies; checkout loads afresh with them (the cart is never part of a page's records).
    window.location.assign('/checkout');
  };
  const refuse = async () => {
    if (!token) return;
    setState({ step: 'declining' });
    const result = await decline(token);
    setState(result.ok ? { step: 'declined' } : { step: 'failed', message: result.message });
  };

  const title = shown.step === 'failed' ? waitlistOfferMessages.failedTitle : shown.step === 'declined' ? waitlistOfferMessages.declinedTitle : waitlistOfferMessages.title;
  const text = shown.step === 'failed' ? shown.message : intl.formatMessage(shown.step === 'declined' ? waitlistOfferMessages.declinedText : waitlistOfferMessages.intro);
  const busy = shown.step === 'accepting' || shown.step === 'declining';
  return (
    <MessagePage
      testId="waitlist-offer"
      documentTitle={intl.formatMessage(waitlistOfferMessages.title)}
      title={intl.formatMessage(title)}
      text={
        <span role="status" data-testid="waitlist-link-text">
          {text}
        </span>
      }
      actions={
        shown.step === 'failed' || shown.step === 'declined' ? (
          toCourses
        ) : (
          <>
            <Button type="button" onClick={take} disabled={busy} data-testid="waitlist-offer-accept">
              <FormattedMessage {...(shown.step === 'accepting' ? waitlistOfferMessages.accepting : waitlistOfferMessages.accept)} />
            </Button>
            <Button type="button" $variant="ghost" onClick={refuse} disabled={busy} data-testid="waitlist-offer-decline">
              <FormattedMessage {...(shown.step === 'declining' ? waitlistOfferMessages.declining : waitlistOfferMessages.decline)} />
            </Button>
          </>
        )
      }
    />
  );
}
