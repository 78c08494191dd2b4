import { Suspense, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { WaitlistOfferPageQuery, WaitlistOfferPageQuery$data } from '../../__generated__/WaitlistOfferPageQuery.graphql';
import { formatDate } from '../../i18n/format';
import { linkRefusal } from '../../layout/LinkActionPage';
import { headerMessages } from '../../layout/messages';
import { MessagePage } from '../../layout/MessagePage';
import { PageHead } from '../../seo/PageHead';
import { Button, ButtonLink } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { useMounted } from '../../ui/useInBrowser';
import { formatClockTime } from '../checkout/clockTime';
import { newsletterLinkMessages } from '../newsletter/messages';
import { waitlistOfferMessages } from './messages';
import { OfferDetails } from './OfferDetails';
import { useAcceptWaitlistOfferMutation } from './useAcceptWaitlistOfferMutation';
import { useDeclineWaitlistOfferMutation } from './useDeclineWaitlistOfferMutation';

const offerQuery = graphql`
  query WaitlistOfferPageQuery($token: String!) {
    waitlistOffer(token: $token) {
      courseId
      courseTitle
      courseStartDate
      courseEndDate
      courseTime
      courseLocation
      places
      deadline
      state
    }
  }
`;

type Offer = NonNullable<WaitlistOfferPageQuery$data['waitlistOffer']>;
type Step = { step: 'ready' | 'accepting' | 'declining' | 'declined' } | { step: 'failed'; message: string };

/** To the course list: the page's one action once the offer is over; beside "to checkout" when it was taken. */
const coursesLink = (variant?: 'secondary') => (
  <ButtonLink to="/courses" $variant={variant} data-testid="waitlist-to-courses">
    <FormattedMessage {...headerMessages.courses} />
  </ButtonLink>
);
const toCourses = coursesLink();

/** The page without an offer to show: a link without its token, or one that names none. */
function NoOffer({ message }: { message: string }) {
  const intl = useIntl();
  return (
    <MessagePage
      testId="waitlist-offer"
      documentTitle={intl.formatMessage(waitlistOfferMessages.title)}
      title={intl.formatMessage(waitlistOfferMessages.failedTitle)}
      text={
        <span role="status" data-testid="waitlist-link-text">
          {message}
        </span>
      }
      actions={toCourses}
    />
  );
}

/**
 * The offer as it stands: an open one names course, places and deadline above its two buttons ("book" puts the held
 * places into this browser's cart and goes on to the normal checkout; "decline" gives them to the next in line); a
 * taken, declined or expired one says so instead.
 */
function LoadedOffer({ token }: { token: string }) {
  const intl = useIntl();
  const { submit: accept } = useAcceptWaitlistOfferMutation();
  const { submit: decline } = useDeclineWaitlistOfferMutation();
  const { waitlistOffer: offer } = useLazyLoadQuery<WaitlistOfferPageQuery>(offerQuery, { token }, { fetchPolicy: 'network-only' });
  const [step, setStep] = useState<Step>({ step: 'ready' });
  if (!offer) return <NoOffer message={intl.formatMessage(waitlistOfferMessages.unknown)} />;

  const take = async () => {
    setStep({ step: 'accepting' });
    const result = await accept(token);
    if (!result.ok) return setStep({ step: 'failed', message: linkRefusal(result) });
    // The server set the cart cookies; checkout loads afresh with them (the cart is never part of a page's records).
    window.location.assign('/checkout');
  };
  const refuse = async () => {
    setStep({ step: 'declining' });
    const result = await decline(token);
    setStep(result.ok ? { step: 'declined' } : { step: 'failed', message: linkRefusal(result) });
  };

  const { title, text, actions } = shown(intl, offer, step, take, refuse);
  return (
    <MessagePage
      testId="waitlist-offer"
      documentTitle={intl.formatMessage(waitlistOfferMessages.title)}
      title={title}
      text={
        <span role="status" data-testid="waitlist-link-text">
          {text}
        </span>
      }
      actions={actions}
    >
      <OfferDetails
        offer={offer}
        held={offer.state === 'OPEN' && (step.step === 'ready' || step.step === 'accepting' || step.step === 'declining')}
      />
    </MessagePage>
  );
}

/** Heading, text and buttons for the offer's state and what this page did with it. */
function shown(intl: IntlShape, offer: Offer, step: Step, take: () => void, refuse: () => void) {
  const format = intl.formatMessage;
  if (step.step === 'failed') return { title: format(waitlistOfferMessages.failedTitle), text: step.message, actions: toCourses };
  if (step.step === 'declined')
    return { title: format(waitlistOfferMessages.declinedTitle), text: format(waitlistOfferMessages.declinedText), actions: toCourses };
  switch (offer.state) {
    case 'OPEN': {
      const busy = step.step !== 'ready';
      return {
        title: format(waitlistOfferMessages.title),
        text: format(waitlistOfferMessages.intro),
        actions: (
          <>
            <Button type="button" onClick={take} disabled={busy} data-testid="waitlist-offer-accept" data-primary-action>
              <FormattedMessage {...(step.step === 'accepting' ? waitlistOfferMessages.accepting : waitlistOfferMessages.accept)} />
            </Button>
            <Button type="button" $variant="ghost" onClick={refuse} disabled={busy} data-testid="waitlist-offer-decline">
              <FormattedMessage {...(step.step === 'declining' ? waitlistOfferMessages.declining : waitlistOfferMessages.decline)} />
            </Button>
          </>
        ),
      };
    }
    case 'TAKEN':
      return {
        title: format(waitlistOfferMessages.takenTitle),
        text: format(waitlistOfferMessages.takenText),
        actions: (
          <>
            <ButtonLink to="/checkout" data-testid="waitlist-offer-checkout">
              <FormattedMessage {...waitlistOfferMessages.toCheckout} />
            </ButtonLink>
            {coursesLink('secondary')}
          </>
        ),
      };
    case 'DECLINED':
      return { title: format(waitlistOfferMessages.declinedTitle), text: format(waitlistOfferMessages.declinedBefore), actions: toCourses };
    default:
      // Expired (or a state this page does not know yet): the offer is over, with the moment it ended, always dated.
      return {
        title: format(waitlistOfferMessages.expiredTitle),
        text: format(waitlistOfferMessages.expiredText, {
          date: formatDate(intl, offer.deadline),
          time: formatClockTime(offer.deadline, intl.locale),
        }),
        actions: toCourses,
      };
  }
}

/**
 * /waitlist/offer?token=… (the offer mail's link). Personal, so read in the browser only (the server sends a spinner,
 * as for the order page; the page cache never keeps an address with a token). Opening it changes nothing (mail
 * scanners open links): only its buttons do.
 */
export function WaitlistOfferPage() {
  const intl = useIntl();
  const inBrowser = useMounted();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const loading = (
    <>
      <PageHead title={intl.formatMessage(waitlistOfferMessages.title)} noindex />
      <PageSpinner />
    </>
  );
  if (!inBrowser) return loading;
  if (!token) return <NoOffer message={intl.formatMessage(newsletterLinkMessages.missing)} />;
  return (
    <Suspense fallback={loading}>
      <LoadedOffer token={token} />
    </Suspense>
  );
}
