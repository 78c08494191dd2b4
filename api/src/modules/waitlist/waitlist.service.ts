import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { LockMode, sql } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { siteOrigin } from '../../context/site-origin.js';
import { addJob } from '../../jobs/job-queue.js';
import { honeypotFilled, honeypotRefusal } from '../../validation/honeypot.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { WAITLIST_CONSENT_VERSION, waitlistJoinSchema } from '../../validation/waitlist.schema.js';
import { Cart } from '../cart/cart.entity.js';
import { CartItem } from '../cart/cart-item.entity.js';
import { addEmptyParticipants, findCartForUpdate, findCartItemForCourse } from '../cart/cart.repository.js';
import { newCartSessionId } from '../cart/cart-session.js';
import { courseUnavailable } from '../cart/cart.service.js';
import { Course } from '../courses/course.entity.js';
import { bookingRefusal, todayInGersthofen } from '../courses/course.rules.js';
import { type LinkTokenClaims, expiredLink, invalidLink, tokenExpired } from '../links/signed-link-token.js';
import { type VisitorMailState, queueMailToTypedAddress, queuedMailState, typedAddressMailState } from '../mail/index.js';
import { PlaceHold } from '../places/place-hold.entity.js';
import { scheduleHoldRelease } from '../places/place-hold.service.js';
import { WaitlistEntry, WaitlistStatus } from './waitlist-entry.entity.js';
import { WAITLIST_CONFIRMATION_VALIDITY_DAYS, leaveUrl, waitlistUrl } from './waitlist.links.js';
import { releaseOfferPlaces } from './waitlist-offers.js';
import { lastLinePosition, lockWaitlistLine } from './waitlist.repository.js';
import { type WaitlistTokenPurpose, waitlistTokens } from './waitlist.token.js';
import { WAITLIST_OFFER_TASK } from './waitlist-trigger.js';

/** A second confirmation mail to one address for one course waits this long (as the newsletter's). */
export const WAITLIST_CONFIRMATION_RESEND_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type JoinResult = { ok: true; email: string; confirmationMail: VisitorMailState } | { ok: false; errors: FieldError[] };
export type EntryResult = { ok: true; entry: WaitlistEntry; course: Course } | { ok: false; errors: FieldError[] };

const courseNotFull: FieldError = { field: 'courseId', code: 'COURSE_NOT_FULL', id: 'validation.waitlistCourseNotFull' };
const offerGone: FieldError = { field: 'token', code: 'OFFER_NOT_AVAILABLE', id: 'validation.waitlistOfferGone' };

/**
 * The waitlist as parents use it: joining a full course (double opt-in, like the newsletter: nobody is put
 * on a list by someone else), confirming, taking or declining an offer, leaving. The answers never tell whether an
 * address is on a list: joining answers the same for every valid address, and the links work only for the entry and
 * address they were mailed for.
 */
export const waitlistService = {
  async join(ctx: RequestContext, input: Record<string, unknown>): Promise<JoinResult> {
    if (honeypotFilled(input)) {
      ctx.log.warn({ form: 'waitlist' }, 'waitlist sign-up refused: honeypot filled');
      return { ok: false, errors: [honeypotRefusal] };
    }
    const checked = validateInput(waitlistJoinSchema, { ...input, language: input.language ?? ctx.language });
    if (!checked.ok) return checked;
    const { courseId, email, places, language } = checked.value;
    const course = await ctx.em.findOne(Course, courseId);
    const refusal = course ? (course.cancelledAt ? 'NOT_OFFERED' : bookingRefusal(course, todayInGersthofen())) : 'NOT_OFFERED';
    if (refusal && refusal !== 'FULL') return { ok: false, errors: [courseUnavailable('courseId', refusal)] };
    if (!refusal) return { ok: false, errors: [courseNotFull] };
    if (places > course!.totalSlots) {
      return {
        ok: false,
        errors: [{ field: 'places', code: 'OUT_OF_RANGE', id: 'validation.numberRange', values: { min: 1, max: course!.totalSlots } }],
      };
    }
    const signUp = () => transactional(ctx, (tx) => this.signUp(tx, course!, email, places, language));
    let confirmationMail: VisitorMailState;
    try {
      confirmationMail = await signUp();
    } catch (error) {
      // Two first sign-ups of one address at once: the other one's row exists now, so go on from there.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      confirmationMail = await signUp();
    }
    return { ok: true, email, confirmationMail };
  },

  /** Signs up and says what became of the confirmation mail (for an address in line already: what would have). */
  async signUp(tx: RequestContext, course: Course, email: string, places: number, language: 'de' | 'en'): Promise<VisitorMailState> {
    const now = new Date();
    const existing = await tx.em.findOne(WaitlistEntry, { course: course.id, [sql`lower(email)`]: sql`lower(${email})` } as object, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    // In line or with an offer already: nothing changes and no mail goes out; the answer is what a new address would
    // hear (the page says "already on the list: nothing changes" to everybody), so it keeps the list private.
    if (existing && [WaitlistStatus.WAITING, WaitlistStatus.OFFERED, WaitlistStatus.ACCEPTED].includes(existing.status)) {
      return typedAddressMailState(tx, email, 'waitlistConfirmation');
    }
    const consent = { places, language, consentVersion: WAITLIST_CONSENT_VERSION, consentedAt: now, siteOrigin: siteOrigin(tx) };
    const entry = existing ?? tx.em.create(WaitlistEntry, { course, email, ...consent });
    if (existing) {
      Object.assign(existing, consent, {
        status: WaitlistStatus.PENDING,
        position: null,
        confirmedAt: null,
        offeredAt: null,
        offerExpiresAt: null,
        offerCartId: null,
        order: null,
        endedAt: null,
      });
    }
    // Only a mail that was queued counts as sent: after a withheld one, the next sign-up tries again at once.
    const sentRecently = entry.confirmationSentAt && now.getTime() - entry.confirmationSentAt.getTime() < WAITLIST_CONFIRMATION_RESEND_MS;
    await tx.em.flush(); // the links name the row's id
    // Unconfirmed after the link's days and some: forgotten (data minimisation), as the newsletter's sign-ups.
    await addJob(
      tx.em,
      WAITLIST_FORGET_UNCONFIRMED_TASK,
      { entryId: entry.id },
      {
        runAt: new Date(now.getTime() + 30 * DAY_MS),
        jobKey: `waitlist-unconfirmed-${entry.id}`,
        maxAttempts: 5,
      },
    );
    if (sentRecently) return queuedMailState(tx.appSettings.mail);
    const key = tx.appSettings.keys.waitlist;
    // Withheld when the address has had its hourly waitlist confirmations (visitor-mail.ts): the answer says so, and
    // joining again later sends a new link.
    const { mail, state } = await queueMailToTypedAddress(tx, {
      template: 'waitlistConfirmation',
      to: entry.email,
      language: entry.language,
      data: {
        courseTitle: (entry.language === 'en' && course.titleEn?.trim()) || course.title,
        places: entry.places,
        confirmUrl: waitlistUrl(key, entry, 'confirm', new Date(now.getTime() + WAITLIST_CONFIRMATION_VALIDITY_DAYS * DAY_MS)),
        validDays: WAITLIST_CONFIRMATION_VALIDITY_DAYS,
        leaveUrl: leaveUrl(key, entry),
      },
    });
    if (mail) {
      entry.confirmationSentAt = now;
      await tx.em.flush();
      tx.log.info({ waitlistEntryId: entry.id, courseId: course.id }, 'waitlist sign-up pending; confirmation mail queued');
    }
    return state;
  },

  /** Confirms the address: the entry joins the end of the line (and is offered places at once if some are free). Again: the same. */
  confirm(ctx: RequestContext, token: unknown): Promise<EntryResult> {
    return followLink(ctx, token, 'confirm', async (tx, entry, now) => {
      if (entry.status !== WaitlistStatus.PENDING)
        return [WaitlistStatus.WAITING, WaitlistStatus.OFFERED, WaitlistStatus.ACCEPTED, WaitlistStatus.BOOKED].includes(entry.status)
          ? []
          : [invalidLink];
      // One line per course: positions are handed out one at a time.
      await lockWaitlistLine(tx.em, entry.course.id);
      const last = await lastLinePosition(tx.em, entry.course.id);
      Object.assign(entry, { status: WaitlistStatus.WAITING, confirmedAt: now, position: last + 1 });
      await tx.em.flush();
      // Places may be free by now (or come free while the parent was reading the mail): the offer job decides.
      await addJob(
        tx.em,
        WAITLIST_OFFER_TASK,
        { courseId: entry.course.id },
        { jobKey: `waitlist-offers:${entry.course.id}`, maxAttempts: 10 },
      );
      return [];
    });
  },

  /** Takes the address off the list; an offer it holds is given up (its places go to the next in line). Again: the same. */
  leave(ctx: RequestContext, token: unknown): Promise<EntryResult> {
    return followLink(ctx, token, 'leave', async (tx, entry, now) => {
      if (
        [WaitlistStatus.LEFT, WaitlistStatus.REMOVED, WaitlistStatus.BOOKED, WaitlistStatus.EXPIRED, WaitlistStatus.DECLINED].includes(
          entry.status,
        )
      )
        return [];
      await releaseOfferPlaces(tx.em, entry);
      Object.assign(entry, { status: WaitlistStatus.LEFT, endedAt: now, position: null });
      return [];
    });
  },

  /** Declines the offer: its places go to the next in line; the entry's part in the list ends. */
  decline(ctx: RequestContext, token: unknown): Promise<EntryResult> {
    return followLink(ctx, token, 'offer', async (tx, entry, now) => {
      if (entry.status === WaitlistStatus.DECLINED) return [];
      if (entry.status !== WaitlistStatus.OFFERED && entry.status !== WaitlistStatus.ACCEPTED) return [offerGone];
      await releaseOfferPlaces(tx.em, entry);
      Object.assign(entry, { status: WaitlistStatus.DECLINED, endedAt: now });
      return [];
    });
  },

  /**
   * Takes the offer (the offer page's button): the course goes into the caller's cart with the offered places, and
   * those places, held for the offer, become the cart's hold until the offer's end; then the normal checkout. The same
   * browser again: the same; another browser with the same link: refused (the places are in the first one's cart).
   */
  async accept(ctx: RequestContext, token: unknown): Promise<EntryResult> {
    const session = ctx.cartSession;
    if (!session) throw new Error('A waitlist offer is taken through /graphql only (no cart session in this context).');
    session.answerIsPrivate();
    let sessionId: string | null = null;
    const result = await followLink(ctx, token, 'offer', async (tx, entry) => {
      const found = session.id ? await findCartForUpdate(tx.em, session.id) : null;
      if (entry.status === WaitlistStatus.ACCEPTED && found && entry.offerCartId === found.id) return [];
      if (entry.status !== WaitlistStatus.OFFERED) return [offerGone];
      const cart = found ?? tx.em.create(Cart, { sessionId: newCartSessionId() });
      cart.updatedAt = new Date();
      await tx.em.flush();
      const course = await tx.em.findOneOrFail(Course, entry.course.id);
      const item =
        (await findCartItemForCourse(tx.em, cart, course.id)) ??
        tx.em.create(CartItem, { cart, course, quantity: 0, priceCents: course.priceCents });
      if (item.quantity < entry.places) {
        addEmptyParticipants(tx.em, item, entry.places - item.quantity);
        item.quantity = entry.places;
      }
      item.priceCents = course.priceCents;
      const until = entry.offerExpiresAt!;
      const hold = await tx.em.findOne(PlaceHold, { cart, course }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (hold) Object.assign(hold, { quantity: hold.quantity + entry.places, expiresAt: hold.expiresAt > until ? hold.expiresAt : until });
      else tx.em.create(PlaceHold, { cart, course, quantity: entry.places, expiresAt: until });
      Object.assign(entry, { status: WaitlistStatus.ACCEPTED, offerCartId: cart.id });
      await tx.em.flush();
      await scheduleHoldRelease(tx.em, cart.id, until);
      sessionId = cart.sessionId;
      return [];
    });
    if (result.ok && sessionId) session.keep(sessionId);
    return result;
  },

  /** Deletes a sign-up still unconfirmed at its deadline (the job each sign-up schedules). */
  async forgetUnconfirmed(em: RequestContext['em'], entryId: number, now: Date): Promise<boolean> {
    const deleted = await em.nativeDelete(WaitlistEntry, {
      id: entryId,
      status: WaitlistStatus.PENDING,
      consentedAt: { $lte: new Date(now.getTime() - 30 * DAY_MS) },
    });
    return deleted > 0;
  },
};

/** The job that forgets an unconfirmed sign-up (payload `{ entryId }`). */
export const WAITLIST_FORGET_UNCONFIRMED_TASK = 'waitlist_forget_unconfirmed';

/**
 * Checks a link's token against the entry it names (signature over id, expiry and address, then expiry) and applies
 * `change` in one transaction with the entry locked; a token that fails, or a change that refuses, changes nothing.
 */
async function followLink(
  ctx: RequestContext,
  token: unknown,
  purpose: WaitlistTokenPurpose,
  change: (tx: RequestContext, entry: WaitlistEntry, now: Date) => Promise<FieldError[]>,
): Promise<EntryResult> {
  const claims: LinkTokenClaims<WaitlistTokenPurpose> | null = waitlistTokens.read(token, purpose);
  if (!claims || typeof token !== 'string') return { ok: false, errors: [invalidLink] };
  const now = new Date();
  const result = await transactional(ctx, async (tx): Promise<EntryResult> => {
    const entry = await tx.em.findOne(WaitlistEntry, claims.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // Genuine first: only a token we signed for this entry and address may hear that it expired.
    if (!entry || !waitlistTokens.signedFor(ctx.appSettings.keys.waitlist, token, claims, entry.email))
      return { ok: false, errors: [invalidLink] };
    if (tokenExpired(claims, now)) return { ok: false, errors: [purpose === 'offer' ? offerGone : expiredLink] };
    const errors = await change(tx, entry, now);
    if (errors.length) {
      tx.em.clear();
      return { ok: false, errors };
    }
    await tx.em.flush();
    return { ok: true, entry, course: await tx.em.findOneOrFail(Course, entry.course.id) };
  });
  if (result.ok) ctx.log.info({ waitlistEntryId: result.entry.id, status: result.entry.status }, `waitlist link followed (${purpose})`);
  return result;
}
