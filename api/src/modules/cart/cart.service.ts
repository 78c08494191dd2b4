import type { EntityManager } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { MAX_CART_QUANTITY } from '../../validation/cart-limits.js';
import { cartParticipantSchema, cartQuantitySchema } from '../../validation/cart.schema.js';
import { requiredId } from '../../validation/fields.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { Course } from '../courses/course.entity.js';
import { ageCheckedCourse } from '../courses/course-age.js';
import { ageRefusal } from '../../validation/participant-age.js';
import { type BookingRefusal, todayInGersthofen } from '../courses/course.rules.js';
import { CartItem } from './cart-item.entity.js';
import type { CartParticipant } from './cart-participant.entity.js';
import { Cart } from './cart.entity.js';
import {
  addEmptyParticipants,
  findCart,
  findCartContents,
  findCartForUpdate,
  findCartItem,
  findCartItemForCourse,
  findCartParticipant,
  trimParticipants,
} from './cart.repository.js';
import { cartRefusal, cartTotals, lineTotalCents } from './cart.rules.js';
import { newCartSessionId } from './cart-session.js';
import { holdsOfCart } from '../places/place-hold.repository.js';
import type { CartItemView, CartView } from './cart-view.js';

export type CartResult = { ok: true; cart: CartView } | { ok: false; errors: FieldError[]; cart: CartView };

const EMPTY_CART: CartView = { items: [], itemCount: 0, totalAmountCents: 0 };

/** The code says why (for programs); the text is docs/SPEC.md §8's one cart message, whatever the reason. */
const UNAVAILABLE: Record<BookingRefusal, FieldError['code']> = {
  NOT_OFFERED: 'COURSE_NOT_FOUND',
  ENDED: 'COURSE_ENDED',
  STARTED: 'COURSE_STARTED',
  FULL: 'COURSE_FULL',
};

const unavailable = (field: string, refusal: BookingRefusal): FieldError => ({
  field,
  code: UNAVAILABLE[refusal],
  id: 'validation.courseUnavailable',
});
export const courseUnavailable = unavailable;
/** Fewer free places than asked for (checkout, orders): says how many are left. */
export const notEnoughPlaces = (field: string, available: number): FieldError => ({
  field,
  code: 'COURSE_FULL',
  id: 'validation.notEnoughPlaces',
  values: { available },
});
const notInCart = (field: string): FieldError => ({ field, code: 'NOT_IN_CART', id: 'validation.notInCart' });
const tooMany = (field: string): FieldError => ({
  field,
  code: 'OUT_OF_RANGE',
  id: 'validation.cartQuantity',
  values: { max: MAX_CART_QUANTITY },
});

const courseIdSchema = requiredId();

/** One change of the caller's cart: its errors (nothing is written then), or the cart it changed (a new one, for the first add). */
type CartChange = (em: EntityManager, cart: Cart | null) => Promise<{ errors: FieldError[]; cart?: Cart | null }>;

/**
 * The visitor's cart (docs/SPEC.md §3/§4), found by the session id of the request's cart cookie. Every change
 * runs in one transaction that locks the cart first, acts only on items of that cart, and answers with
 * the cart as it then is. Prices always come from the course at read time.
 */
export class CartService {
  async current(ctx: RequestContext): Promise<CartView> {
    const session = ctx.cartSession;
    // Even "empty" is this visitor's answer: a cache must not hand it to them after their first add.
    session?.answerIsPrivate();
    if (!session?.id) return EMPTY_CART;
    const cart = await findCart(ctx.em, session.id);
    return cart ? readCart(ctx.em, cart) : EMPTY_CART;
  }

  /** One item of the caller's own cart, as `cart` shows it; null for any other (another visitor's, a gone one). */
  async ownItem(ctx: RequestContext, itemId: number): Promise<CartItemView | null> {
    return (await this.current(ctx)).items.find((item) => item.id === itemId) ?? null;
  }

  /** One participant of the caller's own cart, as `cart` shows it; null for any other. */
  async ownParticipant(ctx: RequestContext, participantId: number): Promise<CartParticipant | null> {
    const participants = (await this.current(ctx)).items.flatMap((item) => item.participants);
    return participants.find((participant) => participant.id === participantId) ?? null;
  }

  /** docs/SPEC.md §4: a new course comes with one place and an empty participant; a course already there gets one place more. */
  addCourse(ctx: RequestContext, input: { courseId?: unknown }): Promise<CartResult> {
    let courseId: number;
    try {
      courseId = courseIdSchema.validateSync(input.courseId);
    } catch {
      return this.refuse(ctx, [unavailable('courseId', 'NOT_OFFERED')]);
    }
    return this.change(ctx, async (em, found) => {
      const course = await em.findOne(Course, courseId);
      const item = found && (await findCartItemForCourse(em, found, courseId));
      const quantity = (item?.quantity ?? 0) + 1;
      if (quantity > MAX_CART_QUANTITY) return { errors: [tooMany('courseId')] };
      const held = found ? (await holdsOfCart(em, found)).get(courseId)?.quantity : 0;
      const refusal = course ? cartRefusal(course, quantity, todayInGersthofen(), held) : 'NOT_OFFERED';
      if (refusal) return { errors: [unavailable('courseId', refusal)] };
      // Only now: a refused first add leaves no cart behind and sets no cookie.
      const cart = found ?? em.create(Cart, { sessionId: newCartSessionId() });
      const raised = item ?? em.create(CartItem, { cart, course: course!, quantity: 0, priceCents: course!.priceCents });
      raised.quantity = quantity;
      raised.priceCents = course!.priceCents;
      addEmptyParticipants(em, raised, 1);
      return { errors: [], cart };
    });
  }

  /** docs/SPEC.md §4: quantity at least 1; raising adds empty participants (and needs the free places), lowering trims them. */
  setQuantity(ctx: RequestContext, input: { itemId: number | null; quantity?: unknown }): Promise<CartResult> {
    const checked = validateInput(cartQuantitySchema, input);
    if (!checked.ok) return this.refuse(ctx, checked.errors);
    const { quantity } = checked.value;
    return this.withItem(ctx, input.itemId, async (em, item) => {
      if (quantity > item.quantity) {
        const held = (await holdsOfCart(em, item.cart)).get(item.course.id)?.quantity;
        const refusal = cartRefusal(item.course, quantity, todayInGersthofen(), held);
        if (refusal) return [unavailable('quantity', refusal)];
        addEmptyParticipants(em, item, quantity - item.quantity);
        item.priceCents = item.course.priceCents;
      } else if (quantity < item.quantity) {
        await trimParticipants(em, item, quantity);
      }
      item.quantity = quantity;
      return [];
    });
  }

  removeItem(ctx: RequestContext, input: { itemId: number | null }): Promise<CartResult> {
    return this.withItem(ctx, input.itemId, async (em, item) => {
      em.remove(item); // its participants go with it (foreign key on delete cascade)
      return [];
    });
  }

  /** Empties the cart; the session stays, so the next add fills the same cart. An absent cart is already empty. */
  clear(ctx: RequestContext): Promise<CartResult> {
    return this.change(ctx, async (em, cart) => {
      if (cart) await em.nativeDelete(CartItem, { cart });
      return { errors: [] };
    });
  }

  setParticipant(
    ctx: RequestContext,
    input: { participantId: number | null; firstName?: unknown; lastName?: unknown; birthDate?: unknown },
  ): Promise<CartResult> {
    const checked = validateInput(cartParticipantSchema, input);
    if (!checked.ok) return this.refuse(ctx, checked.errors);
    const { participantId } = input;
    const { birthDate, ...names } = checked.value;
    return this.change(ctx, async (em, cart) => {
      const participant = cart && participantId !== null ? await findCartParticipant(em, cart, participantId) : null;
      if (!participant) return { errors: [notInCart('participantId')] };
      // Said now, not only at checkout: the parent learns at once that the child does not fit the course.
      const tooYoungOrOld = ageRefusal(ageCheckedCourse(participant.cartItem.course, ctx.language), birthDate);
      if (tooYoungOrOld) return { errors: [{ field: 'birthDate', ...tooYoungOrOld }] };
      Object.assign(participant, names, input.birthDate === undefined ? {} : { birthDate });
      return { errors: [] };
    });
  }

  /**
   * A change of one item of the caller's cart: an id of another cart, or of nothing (null: the caller's id
   * named no cart item), is "not in your cart".
   */
  private withItem(
    ctx: RequestContext,
    databaseId: number | null,
    work: (em: EntityManager, item: CartItem) => Promise<FieldError[]>,
  ): Promise<CartResult> {
    return this.change(ctx, async (em, cart) => {
      const item = cart && databaseId !== null ? await findCartItem(em, cart, databaseId) : null;
      return { errors: item ? await work(em, item) : [notInCart('itemId')] };
    });
  }

  private async change(ctx: RequestContext, work: CartChange): Promise<CartResult> {
    const session = ctx.cartSession;
    // Only /graphql has a session to keep a new cart in; anything else would make carts nobody can reach.
    if (!session) throw new Error('The cart is reachable through /graphql only (no cart session in this context).');
    session.answerIsPrivate();
    const outcome = await transactional(ctx, async (tx) => {
      const found = session.id ? await findCartForUpdate(tx.em, session.id) : null;
      const { errors, cart = found } = await work(tx.em, found);
      if (errors.length > 0) return { errors, cart: found ? await readCart(tx.em, found) : EMPTY_CART };
      if (cart) cart.updatedAt = new Date();
      await tx.em.flush();
      return { errors, sessionId: cart?.sessionId, cart: cart ? await readCart(tx.em, cart) : EMPTY_CART };
    });
    if (outcome.errors.length > 0) return { ok: false, errors: outcome.errors, cart: outcome.cart };
    if (outcome.sessionId) session.keep(outcome.sessionId);
    return { ok: true, cart: outcome.cart };
  }

  /** Refused before the database is asked: the cart as it is. */
  private async refuse(ctx: RequestContext, errors: FieldError[]): Promise<CartResult> {
    return { ok: false, errors, cart: await this.current(ctx) };
  }
}

/**
 * The cart as its visitor sees it; places it holds during checkout count as free for its own items. A hold past its
 * expiry whose release job has not run yet still counts here, on purpose: placing the order returns such places
 * first and then takes them like any free place (`consumeHolds`), so the cart says what the order will do.
 */
export async function readCart(em: EntityManager, cart: Cart): Promise<CartView> {
  const { items, participants } = await findCartContents(em, cart);
  const holds = await holdsOfCart(em, cart);
  const today = todayInGersthofen();
  const views: CartItemView[] = items.map((item) => ({
    id: item.id,
    course: item.course,
    quantity: item.quantity,
    participants: participants.filter((participant) => participant.cartItem.id === item.id),
    unitPriceCents: item.course.priceCents,
    lineTotalCents: lineTotalCents(item.course.priceCents, item.quantity),
    bookable: cartRefusal(item.course, item.quantity, today, holds.get(item.course.id)?.quantity) === null,
  }));
  return { items: views, ...cartTotals(views) };
}

export const cartService = new CartService();
