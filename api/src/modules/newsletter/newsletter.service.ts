import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { addJob } from '../../jobs/job-queue.js';
import { honeypotFilled, honeypotRefusal } from '../../validation/honeypot.js';
import { NEWSLETTER_CONSENT_VERSION, newsletterSubscriptionSchema } from '../../validation/newsletter.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import type { NewsletterMailData } from './newsletter.mail-templates.js';
import { type VisitorMailState, queueMail, queueMailToTypedAddress, queuedMailState, typedAddressMailState } from '../mail/index.js';
import { NewsletterSubscription, NewsletterSubscriptionStatus } from './newsletter-subscription.entity.js';
import { expiredLink, invalidLink } from '../links/signed-link-token.js';
import { CONFIRMATION_LINK_VALIDITY_DAYS, confirmationUrl, unsubscribeUrls } from './newsletter.links.js';
import {
  type NewsletterRecipient,
  findConfirmedRecipients,
  findSubscriptionByEmailForUpdate,
  findSubscriptionForUpdate,
} from './newsletter.repository.js';
import { type NewsletterTokenPurpose, readNewsletterToken, tokenExpired, tokenSignedFor } from './newsletter.token.js';

/** A second confirmation mail to one address waits this long: signing someone up again and again mails them once. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 5 * 60 * 1000;
/** A sign-up never confirmed is deleted this long after its latest consent (data minimisation; the privacy policy says so). */
export const UNCONFIRMED_RETENTION_DAYS = 30;
/** The job that deletes a sign-up still unconfirmed at its deadline (newsletter.module.ts). */
export const FORGET_UNCONFIRMED_TASK = 'newsletter_forget_unconfirmed';
const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscribeResult = { ok: true; email: string; confirmationMail: VisitorMailState } | { ok: false; errors: FieldError[] };
export type LinkResult = { ok: true; subscription: NewsletterSubscription } | { ok: false; errors: FieldError[] };

export class NewsletterService {
  /**
   * Signs an address up (double opt-in): stores or refreshes a pending subscription with the consent
   * given, and mails a confirmation link in the visitor's language. The answer is the same whatever the
   * address's state, so nobody learns through it who is on the list.
   */
  async subscribe(ctx: RequestContext, input: unknown): Promise<SubscribeResult> {
    if (honeypotFilled(input)) {
      ctx.log.warn({ form: 'newsletter' }, 'newsletter sign-up refused: honeypot filled');
      return { ok: false, errors: [honeypotRefusal] };
    }
    const checked = validateInput(newsletterSubscriptionSchema, input);
    if (!checked.ok) return checked;
    const { email } = checked.value;
    let confirmationMail: VisitorMailState;
    try {
      confirmationMail = await transactional(ctx, (tx) => this.signUp(tx, email));
    } catch (error) {
      // Two first sign-ups of one address at once: the other one's row exists now, so go on from there.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      confirmationMail = await transactional(ctx, (tx) => this.signUp(tx, email));
    }
    return { ok: true, email, confirmationMail };
  }

  /** Signs up and says what became of the confirmation mail (for a confirmed address: what would have, see below). */
  private async signUp(tx: RequestContext, email: string): Promise<VisitorMailState> {
    const now = new Date();
    const existing = await findSubscriptionByEmailForUpdate(tx.em, email);
    // Confirmed already: nothing changes and no mail goes out. Another confirmation mail would only let
    // anyone who knows the address send it mail. The answer is what a new address would hear (the page says
    // "already subscribed: nothing changes" to everybody), so it keeps the list private.
    if (existing?.status === NewsletterSubscriptionStatus.CONFIRMED) return typedAddressMailState(tx, email, 'newsletterConfirmation');

    const consent = { language: tx.language, consentVersion: NEWSLETTER_CONSENT_VERSION, consentedAt: now };
    const subscription = existing ?? tx.em.create(NewsletterSubscription, { email, ...consent });
    if (existing) {
      // Pending again (or again after unsubscribing): the latest consent counts, and it needs confirming.
      Object.assign(existing, consent, { status: NewsletterSubscriptionStatus.PENDING, confirmedAt: null, unsubscribedAt: null });
    }
    // Only a mail that was queued counts as sent: after a withheld one, the next sign-up tries again at once.
    const sentRecently =
      subscription.confirmationSentAt && now.getTime() - subscription.confirmationSentAt.getTime() < CONFIRMATION_RESEND_INTERVAL_MS;
    await tx.em.flush(); // the link names the row's id
    // Unconfirmed at the deadline: forgotten. One job per row; a new sign-up moves its deadline.
    await addJob(
      tx.em,
      FORGET_UNCONFIRMED_TASK,
      { subscriptionId: subscription.id },
      {
        runAt: new Date(now.getTime() + UNCONFIRMED_RETENTION_DAYS * DAY_MS),
        jobKey: `newsletter-unconfirmed-${subscription.id}`,
        maxAttempts: 5,
      },
    );
    if (sentRecently) {
      tx.log.info({ subscriptionId: subscription.id }, 'newsletter sign-up refreshed; the confirmation mail went out minutes ago');
      return queuedMailState(tx.appSettings.mail);
    }
    // Withheld when the address has had its hourly confirmation mails (visitor-mail.ts): the sign-up stays pending,
    // the answer says no mail came, and the visitor can sign up again later for a new link.
    const { mail, state } = await queueMailToTypedAddress(tx, {
      template: 'newsletterConfirmation',
      to: subscription.email,
      language: subscription.language,
      data: { confirmUrl: confirmationUrl(tx, subscription, now), validDays: CONFIRMATION_LINK_VALIDITY_DAYS },
    });
    if (mail) {
      subscription.confirmationSentAt = now;
      await tx.em.flush();
      tx.log.info({ subscriptionId: subscription.id }, 'newsletter sign-up pending; confirmation mail queued');
    }
    return state;
  }

  /** Confirms a pending subscription through its mailed link; confirming again changes nothing and succeeds. */
  confirm(ctx: RequestContext, input: { token?: unknown }): Promise<LinkResult> {
    return this.followLink(ctx, input.token, 'confirm', (subscription, now) => {
      // A confirmation link from before an unsubscription must not sign the address up again.
      if (subscription.status === NewsletterSubscriptionStatus.UNSUBSCRIBED) return false;
      if (subscription.status === NewsletterSubscriptionStatus.PENDING) {
        subscription.status = NewsletterSubscriptionStatus.CONFIRMED;
        subscription.confirmedAt = now;
      }
      return true;
    });
  }

  /** Unsubscribes through the link of a newsletter (page or one-click); again changes nothing and succeeds. */
  unsubscribe(ctx: RequestContext, input: { token?: unknown }): Promise<LinkResult> {
    return this.followLink(ctx, input.token, 'unsubscribe', (subscription, now) => {
      if (subscription.status !== NewsletterSubscriptionStatus.UNSUBSCRIBED) {
        subscription.status = NewsletterSubscriptionStatus.UNSUBSCRIBED;
        subscription.unsubscribedAt = now;
      }
      return true;
    });
  }

  /**
   * Checks a link's token against the subscription it names (signature over id, expiry and address, then
   * expiry) and applies `change` in one transaction; a token that fails changes nothing.
   */
  private async followLink(
    ctx: RequestContext,
    token: unknown,
    purpose: NewsletterTokenPurpose,
    change: (subscription: NewsletterSubscription, now: Date) => boolean,
  ): Promise<LinkResult> {
    const claims = readNewsletterToken(token, purpose);
    if (!claims || typeof token !== 'string') return { ok: false, errors: [invalidLink] };
    const now = new Date();
    const result = await transactional(ctx, async (tx): Promise<LinkResult> => {
      const subscription = await findSubscriptionForUpdate(tx.em, claims.subscriptionId);
      // Genuine first: only a token we signed for this row and address may hear that it expired.
      if (!subscription || !tokenSignedFor(ctx.appSettings.keys.newsletter, token, claims, subscription.email))
        return { ok: false, errors: [invalidLink] };
      if (tokenExpired(claims, now)) return { ok: false, errors: [expiredLink] };
      if (!change(subscription, now)) return { ok: false, errors: [invalidLink] };
      await tx.em.flush();
      return { ok: true, subscription };
    });
    if (result.ok)
      ctx.log.info({ subscriptionId: result.subscription.id, status: result.subscription.status }, `newsletter link followed (${purpose})`);
    return result;
  }

  /**
   * Deletes a sign-up that is still unconfirmed UNCONFIRMED_RETENTION_DAYS after its latest consent (the
   * job's deadline); a confirmed, unsubscribed or newly consented one stays. Returns whether it was deleted.
   */
  async forgetUnconfirmed(em: EntityManager, subscriptionId: number, now: Date): Promise<boolean> {
    const deadline = new Date(now.getTime() - UNCONFIRMED_RETENTION_DAYS * DAY_MS);
    const deleted = await em.nativeDelete(NewsletterSubscription, {
      id: subscriptionId,
      status: NewsletterSubscriptionStatus.PENDING,
      consentedAt: { $lte: deadline },
    });
    return deleted > 0;
  }

  /** Everyone a newsletter goes to: the confirmed addresses (pending and unsubscribed ones never). For the admin newsletter. */
  confirmedNewsletterRecipients(ctx: RequestContext): Promise<NewsletterRecipient[]> {
    return findConfirmedRecipients(ctx.em);
  }

  /**
   * Queues one newsletter issue to one confirmed recipient, in their language, inside the caller's
   * transaction: the mail always carries that recipient's unsubscribe link and List-Unsubscribe headers.
   */
  async queueNewsletterMail(tx: RequestContext, recipient: NewsletterRecipient, issue: Pick<NewsletterMailData, 'subject' | 'text'>) {
    const links = unsubscribeUrls(tx, recipient);
    return queueMail(tx, {
      template: 'newsletter',
      to: recipient.email,
      language: recipient.language,
      data: { ...issue, unsubscribePageUrl: links.page, oneClickUnsubscribeUrl: links.oneClick },
    });
  }
}

export const newsletterService = new NewsletterService();
