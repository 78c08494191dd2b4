import { publishDomainEvent } from '../events/publish-domain-event.js';
import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { addJob } from '../../jobs/job-queue.js';
import { Course } from '../courses/course.entity.js';
import { offerRefusal, todayInGersthofen } from '../courses/course.rules.js';
import { queueMail } from '../mail/index.js';
import { PlaceHold } from '../places/place-hold.entity.js';
import { returnPlaces, takePlaces } from '../places/places.js';
import { WaitlistEntry, WaitlistStatus } from './waitlist-entry.entity.js';
import { leaveUrl, waitlistUrl } from './waitlist.links.js';
import { readWaitlistSettings } from './waitlist-settings.js';

/** The job that ends an offer at its expiry (payload `{ entryId }`, key `waitlist-offer:<id>`). */
export const WAITLIST_OFFER_EXPIRY_TASK = 'waitlist_offer_expiry';

const HOUR_MS = 60 * 60 * 1000;

/** What the offer jobs need of their server: the waitlist links' key. */
export interface WaitlistServer {
  keys: { waitlist: Buffer };
}

/**
 * Offers a course's free places to its waitlist: the waiting entries in line whose places fit what is free get an
 * offer each (first come first, an entry asking for more than is left is passed over, not skipped for good). The
 * places are taken from the course (one conditional update each, places.ts) and held for the entry until the offer
 * ends; the offer mail goes out with the commit, and a job keyed to the entry ends the offer at its expiry.
 * The course's row is locked first: two instances running this at once offer one after the other, the second
 * seeing only what the first left, so no place is offered twice. Returns the entries offered.
 */
export async function offerFreePlaces(em: EntityManager, server: WaitlistServer, courseId: number, now = new Date()): Promise<number[]> {
  return em.fork().transactional(async (tx) => {
    const course = await tx.findOne(Course, courseId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!course || course.cancelledAt || offerRefusal(course, todayInGersthofen(now))) return [];
    let free = course.availableSlots;
    if (free <= 0) return [];
    const waiting = await tx.find(
      WaitlistEntry,
      { course: courseId, status: WaitlistStatus.WAITING },
      {
        orderBy: { position: 'asc', id: 'asc' },
        lockMode: LockMode.PESSIMISTIC_WRITE,
      },
    );
    const { offerHours } = await readWaitlistSettings(tx);
    const expiresAt = new Date(now.getTime() + offerHours * HOUR_MS);
    const offered: number[] = [];
    for (const entry of waiting) {
      if (entry.places > free) continue;
      if (!(await takePlaces(tx, courseId, entry.places))) break;
      free -= entry.places;
      Object.assign(entry, { status: WaitlistStatus.OFFERED, offeredAt: now, offerExpiresAt: expiresAt, offerCartId: null });
      await addJob(
        tx,
        WAITLIST_OFFER_EXPIRY_TASK,
        { entryId: entry.id },
        { runAt: expiresAt, jobKey: `waitlist-offer:${entry.id}`, maxAttempts: 10 },
      );
      await queueMail(
        { em: tx },
        {
          template: 'waitlistOffer',
          to: entry.email,
          language: entry.language,
          data: {
            courseTitle: (entry.language === 'en' && course.titleEn?.trim()) || course.title,
            places: entry.places,
            expiresAt: expiresAt.toISOString(),
            offerUrl: waitlistUrl(server.keys.waitlist, entry, 'offer', expiresAt),
            leaveUrl: leaveUrl(server.keys.waitlist, entry),
          },
        },
      );
      await publishDomainEvent(
        tx,
        'waitlist.offered',
        { type: 'Course', databaseId: courseId },
        {
          places: entry.places,
          offerExpiresAt: expiresAt.toISOString(),
        },
      );
      offered.push(entry.id);
      if (free === 0) break;
    }
    await tx.flush();
    return offered;
  });
}

/**
 * Gives an entry's offered places back (in the caller's transaction, the entry locked): an offer still waiting for its
 * link returns them to the course; one whose places went into a cart takes them out of that cart's hold. Returning
 * them to the course lets the next in line have them (places.ts queues the offer job).
 */
export async function releaseOfferPlaces(em: EntityManager, entry: WaitlistEntry): Promise<void> {
  if (entry.status === WaitlistStatus.OFFERED) {
    await returnPlaces(em, entry.course.id, entry.places);
    return;
  }
  if (entry.status !== WaitlistStatus.ACCEPTED || !entry.offerCartId) return;
  const hold = await em.findOne(PlaceHold, { cart: entry.offerCartId, course: entry.course.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!hold) return; // released already (expired, or ordered)
  const back = Math.min(hold.quantity, entry.places);
  if (back >= hold.quantity) em.remove(hold);
  else hold.quantity -= back;
  await em.flush();
  await returnPlaces(em, entry.course.id, back);
}

export type OfferExpiry = 'expired' | 'later' | 'nothing';

/**
 * The offer's end (its job, at `offerExpiresAt`): an offer not taken returns its places, which go to the next in line;
 * one whose places are in a cart ends when that cart's hold does (checkout may have renewed it a little: then this job
 * comes again at the hold's end; the hold's own job returns the places). An entry booked, left or moved on is left alone.
 */
export async function expireOffer(em: EntityManager, entryId: number, now = new Date()): Promise<OfferExpiry> {
  return em.fork().transactional(async (tx) => {
    const entry = await tx.findOne(WaitlistEntry, entryId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!entry || !entry.offerExpiresAt || entry.offerExpiresAt > now) return 'nothing';
    if (entry.status === WaitlistStatus.ACCEPTED && entry.offerCartId) {
      const hold = await tx.findOne(PlaceHold, { cart: entry.offerCartId, course: entry.course.id });
      if (hold && hold.expiresAt > now) {
        await addJob(
          tx,
          WAITLIST_OFFER_EXPIRY_TASK,
          { entryId },
          { runAt: hold.expiresAt, jobKey: `waitlist-offer:${entryId}`, maxAttempts: 10 },
        );
        return 'later';
      }
    } else if (entry.status === WaitlistStatus.OFFERED) {
      await releaseOfferPlaces(tx, entry);
    } else {
      return 'nothing';
    }
    Object.assign(entry, { status: WaitlistStatus.EXPIRED, endedAt: now });
    await tx.flush();
    return 'expired';
  });
}

/**
 * An order was placed from a cart (in its transaction, after it took the cart's holds): entries whose offer put places
 * of these courses into that cart are booked, with the order: the list's sales.
 */
export async function waitlistOrderPlaced(em: EntityManager, cartId: number, orderId: number, courseIds: number[]): Promise<void> {
  if (courseIds.length === 0) return;
  await em.nativeUpdate(
    WaitlistEntry,
    { offerCartId: cartId, status: WaitlistStatus.ACCEPTED, course: { $in: courseIds } },
    { status: WaitlistStatus.BOOKED, order: orderId, endedAt: new Date() },
  );
}
