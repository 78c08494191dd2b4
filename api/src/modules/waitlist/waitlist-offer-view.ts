import type { RequestContext } from '../../context/request-context.js';
import type { Course } from '../courses/course.entity.js';
import { WaitlistEntry, WaitlistStatus } from './waitlist-entry.entity.js';
import { waitlistTokens } from './waitlist.token.js';

/** How an offer stands for the parent holding its link. */
export enum WaitlistOfferState {
  /** The places are held; the offer page's buttons take or decline them. */
  OPEN = 'OPEN',
  /** Taken: the places went into a cart (or were booked). */
  TAKEN = 'TAKEN',
  /** Declined, or the parent left the list: the places went to the next in line. */
  DECLINED = 'DECLINED',
  /** Ended unused (its time ran out, or staff took the entry off the list). */
  EXPIRED = 'EXPIRED',
}

export interface OfferView {
  course: Course;
  places: number;
  deadline: Date;
  state: WaitlistOfferState;
}

/**
 * The entry's status as the parent's offer reads at `now`. An offer whose time ran out reads as expired at once,
 * even before its expiry job has returned the places (that job runs a little later).
 */
export function offerState(entry: Pick<WaitlistEntry, 'status' | 'offerExpiresAt'>, now: Date): WaitlistOfferState {
  switch (entry.status) {
    case WaitlistStatus.ACCEPTED:
    case WaitlistStatus.BOOKED:
      return WaitlistOfferState.TAKEN;
    case WaitlistStatus.DECLINED:
    case WaitlistStatus.LEFT:
      return WaitlistOfferState.DECLINED;
    case WaitlistStatus.OFFERED:
      return entry.offerExpiresAt && entry.offerExpiresAt > now ? WaitlistOfferState.OPEN : WaitlistOfferState.EXPIRED;
    default:
      return WaitlistOfferState.EXPIRED;
  }
}

/**
 * The offer behind an offer link's token, read only (the page shows it before the parent presses a button; mail
 * scanners open links too, so reading changes nothing). Null for anything but a token we signed for this entry and
 * its address: the same answer for a tampered, foreign, huge or unknown token, so it tells nothing. Private: the
 * answer is one parent's.
 */
export async function offerByToken(ctx: RequestContext, token: unknown, now = new Date()): Promise<OfferView | null> {
  ctx.cartSession?.answerIsPrivate();
  const claims = waitlistTokens.read(token, 'offer');
  if (!claims || typeof token !== 'string' || !claims.expiresAt) return null;
  const entry = await ctx.em.findOne(WaitlistEntry, claims.id, { populate: ['course'] });
  if (!entry || !waitlistTokens.signedFor(ctx.appSettings.keys.waitlist, token, claims, entry.email)) return null;
  // The link names its offer by the deadline it was mailed with (in whole seconds): an entry that left, joined again and
  // got a new offer keeps its id, and the old mail's link must not speak for the new offer.
  const sameOffer = entry.offerExpiresAt != null && Math.abs(entry.offerExpiresAt.getTime() - claims.expiresAt.getTime()) < 1000;
  return {
    course: entry.course,
    places: entry.places,
    deadline: sameOffer ? entry.offerExpiresAt! : claims.expiresAt,
    state: sameOffer ? offerState(entry, now) : WaitlistOfferState.EXPIRED,
  };
}
