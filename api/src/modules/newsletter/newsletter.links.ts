import type { RequestContext } from '../../context/request-context.js';
import { siteOrigin } from '../../context/site-origin.js';
import type { NewsletterRecipient } from './newsletter.repository.js';
import { signNewsletterToken } from './newsletter.token.js';

/** How long a confirmation link works (the visitor may read the mail a day or two later). */
export const CONFIRMATION_LINK_VALIDITY_DAYS = 3;

// The page's language is the mail's: `?lang=` decides a page's language before cookie and browser (README).
const pageUrl = (ctx: Pick<RequestContext, 'origin'>, path: string, token: string, language: string) =>
  `${siteOrigin(ctx)}${path}?${new URLSearchParams({ token, lang: language })}`;

/** The confirmation page's link for a pending subscription, valid for CONFIRMATION_LINK_VALIDITY_DAYS from `now`. */
export function confirmationUrl(ctx: RequestContext, subscription: NewsletterRecipient, now: Date): string {
  const expiresAt = new Date(now.getTime() + CONFIRMATION_LINK_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
  const token = signNewsletterToken(
    ctx.appSettings.keys.newsletter,
    { purpose: 'confirm', subscriptionId: subscription.id, expiresAt },
    subscription.email,
  );
  return pageUrl(ctx, '/newsletter/confirm', token, subscription.language);
}

/**
 * A subscriber's unsubscribe links: the page (a button press unsubscribes) and the RFC 8058 one-click
 * target of the List-Unsubscribe header. They do not expire: withdrawing consent must stay as easy as
 * giving it, from any newsletter ever sent, and such a token can do nothing but unsubscribe its address.
 */
export function unsubscribeUrls(
  ctx: Pick<RequestContext, 'origin' | 'appSettings'>,
  subscription: NewsletterRecipient,
): { page: string; oneClick: string } {
  const token = signNewsletterToken(
    ctx.appSettings.keys.newsletter,
    { purpose: 'unsubscribe', subscriptionId: subscription.id, expiresAt: null },
    subscription.email,
  );
  return {
    page: pageUrl(ctx, '/newsletter/unsubscribe', token, subscription.language),
    oneClick: `${siteOrigin(ctx)}/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`,
  };
}
