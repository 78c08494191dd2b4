import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { addJob } from '../../jobs/job-queue.js';
import type { FieldError } from '../../validation/validate.js';
import { Cart } from '../cart/cart.entity.js';
import { findCartContents, findCartForUpdate } from '../cart/cart.repository.js';
import { cartService, courseUnavailable, notEnoughPlaces, readCart } from '../cart/cart.service.js';
import type { CartView } from '../cart/cart-view.js';
import { offerRefusal, todayInGersthofen } from '../courses/course.rules.js';
import { readShopSettings } from '../settings/shop-settings.service.js';
import { PlaceHold } from './place-hold.entity.js';
import { heldUntil, holdsOfCart } from './place-hold.repository.js';
import { freePlaces, returnPlaces, takePlaces } from './places.js';

/** graphile-worker task that returns a cart's expired holds; one waiting job per cart (job key), moved on each renewal. */
export const RELEASE_PLACE_HOLDS_TASK = 'places_release_holds';

export interface HoldResult {
  cart: CartView;
  heldUntil: Date | null;
  errors: FieldError[];
}

/**
 * Checkout holds: when checkout begins, the cart's places are taken from the courses for the shop's
 * hold time, so the parent filling in names cannot lose them to someone quicker; then the order takes them over
 * (`consumeHolds`) or the release job gives them back.
 */
export const placeHoldService = {
  async holdCart(ctx: RequestContext): Promise<HoldResult> {
    const session = ctx.cartSession;
    session?.answerIsPrivate();
    if (!session?.id) return { cart: await cartService.current(ctx), heldUntil: null, errors: [] };
    const { placeHoldMinutes } = await readShopSettings(ctx.em);
    return transactional(ctx, async (tx) => {
      const cart = await findCartForUpdate(tx.em, session.id!);
      if (!cart) return { cart: await cartService.current(ctx), heldUntil: null, errors: [] };
      const expiresAt = new Date(Date.now() + placeHoldMinutes * 60_000);
      const errors = await holdCartPlaces(tx.em, cart, expiresAt);
      // The courses loaded before the conditional updates still show the old free places: read everything again.
      tx.em.clear();
      const fresh = await tx.em.findOneOrFail(Cart, cart.id);
      return { cart: await readCart(tx.em, fresh), heldUntil: heldUntil(await holdsOfCart(tx.em, fresh)), errors };
    });
  },
};

/**
 * Makes the cart's holds match its items, all until `expiresAt` (the cart is locked by the caller): more places are
 * taken with one conditional update each, fewer are returned, holds of courses no longer in the cart end. An item
 * whose places cannot all be taken keeps what it held and is reported; its course's free places say how many remain.
 */
export async function holdCartPlaces(em: EntityManager, cart: Cart, expiresAt: Date): Promise<FieldError[]> {
  const { items } = await findCartContents(em, cart);
  const holds = await holdsOfCart(em, cart);
  const today = todayInGersthofen();
  const errors: FieldError[] = [];
  // Course rows are locked in id order by every transaction that takes places of several courses: no deadlock.
  const sorted = [...items].sort((a, b) => a.course.id - b.course.id);
  for (const item of sorted) {
    const hold = holds.get(item.course.id);
    holds.delete(item.course.id);
    const held = hold?.quantity ?? 0;
    const field = `items.${items.indexOf(item)}`;
    const refusal = offerRefusal(item.course, today);
    if (refusal) {
      errors.push(courseUnavailable(field, refusal));
      if (hold) await releaseHold(em, hold);
      continue;
    }
    if (item.quantity > held && !(await takePlaces(em, item.course.id, item.quantity - held))) {
      errors.push(notEnoughPlaces(field, held + (await freePlaces(em, item.course.id))));
      if (hold) hold.expiresAt = expiresAt;
      continue;
    }
    if (item.quantity < held) await returnPlaces(em, item.course.id, held - item.quantity);
    // A hold never gets shorter: places a waitlist offer moved into the cart stay held until the offer's end.
    if (hold) Object.assign(hold, { quantity: item.quantity, expiresAt: hold.expiresAt > expiresAt ? hold.expiresAt : expiresAt });
    else em.create(PlaceHold, { cart, course: item.course, quantity: item.quantity, expiresAt });
  }
  for (const stale of holds.values()) await releaseHold(em, stale);
  await em.flush();
  await scheduleHoldRelease(em, cart.id, expiresAt);
  return errors;
}

/**
 * The cart's release job, at its earliest hold's expiry (holds of one cart may end at different times when a
 * waitlist offer's places are among them); `fallback` when it has none. One waiting job per cart (job key).
 */
export async function scheduleHoldRelease(em: EntityManager, cartId: number, fallback: Date | null): Promise<void> {
  const [earliest] = await em.find(PlaceHold, { cart: cartId }, { orderBy: { expiresAt: 'asc' }, limit: 1, fields: ['expiresAt'] });
  const runAt = earliest?.expiresAt ?? fallback;
  if (runAt) await addJob(em, RELEASE_PLACE_HOLDS_TASK, { cartId }, { runAt, jobKey: `place-holds:${cartId}` });
}

/**
 * The order takes the cart's holds over: returns the places held per course and deletes every hold of the cart
 * (the caller takes what the order needs beyond them, and returns what it needs less of, in the same transaction).
 */
export async function consumeHolds(em: EntityManager, cart: Cart): Promise<Map<number, number>> {
  const holds = await holdsOfCart(em, cart);
  const held = new Map<number, number>();
  for (const hold of holds.values()) {
    if (hold.expiresAt > new Date()) held.set(hold.course.id, hold.quantity);
    else await returnPlaces(em, hold.course.id, hold.quantity); // expired, its job not run yet: those places are free again
    em.remove(hold);
  }
  return held;
}

async function releaseHold(em: EntityManager, hold: PlaceHold): Promise<void> {
  await returnPlaces(em, hold.course.id, hold.quantity);
  em.remove(hold);
}

/**
 * The release job: returns the places of the cart's holds that have expired, in one transaction that locks them
 * (a checkout renewing or ordering at the same moment waits, then finds them gone). Holds renewed meanwhile stay;
 * their own job comes later.
 */
export async function releaseExpiredHolds(em: EntityManager, cartId: number, now = new Date()): Promise<number> {
  return em.transactional(async (tx) => {
    const expired = await tx.find(
      PlaceHold,
      { cart: cartId, expiresAt: { $lte: now } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { course: 'asc' } },
    );
    for (const hold of expired) await releaseHold(tx, hold);
    await tx.flush();
    // Holds that last longer (a waitlist offer's) get the job again at their own expiry.
    await scheduleHoldRelease(tx, cartId, null);
    return expired.reduce((sum, hold) => sum + hold.quantity, 0);
  });
}
