import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CartItem } from './cart-item.entity.js';
import { CartParticipant } from './cart-participant.entity.js';
import { Cart } from './cart.entity.js';

export function findCart(em: EntityManager, sessionId: string): Promise<Cart | null> {
  return em.findOne(Cart, { sessionId });
}

/**
 * The cart, locked until the transaction ends: every change of one cart waits for the one before, so
 * two tabs adding the same course at once raise one item twice instead of making two items.
 */
export function findCartForUpdate(em: EntityManager, sessionId: string): Promise<Cart | null> {
  return em.findOne(Cart, { sessionId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** The cart's items with their courses, in the order they were added, and their participants in order. */
export async function findCartContents(em: EntityManager, cart: Cart) {
  const items = await em.find(CartItem, { cart }, { populate: ['course'], orderBy: { id: 'asc' } });
  const participants = items.length
    ? await em.find(CartParticipant, { cartItem: { $in: items.map((item) => item.id) } }, { orderBy: { id: 'asc' } })
    : [];
  return { items, participants };
}

export function findCartItem(em: EntityManager, cart: Cart, itemId: number): Promise<CartItem | null> {
  return em.findOne(CartItem, { id: itemId, cart }, { populate: ['course'] });
}

export function findCartItemForCourse(em: EntityManager, cart: Cart, courseId: number): Promise<CartItem | null> {
  return em.findOne(CartItem, { cart, course: courseId });
}

export function findCartParticipant(em: EntityManager, cart: Cart, participantId: number): Promise<CartParticipant | null> {
  return em.findOne(CartParticipant, { id: participantId, cartItem: { cart } }, { populate: ['cartItem.course'] });
}

/** Adds `count` unnamed participants to an item (its new places). */
export function addEmptyParticipants(em: EntityManager, item: CartItem, count: number): void {
  for (let i = 0; i < count; i++) em.create(CartParticipant, { cartItem: item, firstName: '', lastName: '' });
}

/** Keeps the item's first `keep` participants and deletes the rest (docs/SPEC.md §4: lowering truncates the list). */
export async function trimParticipants(em: EntityManager, item: CartItem, keep: number): Promise<void> {
  const surplus = await em.find(CartParticipant, { cartItem: item }, { orderBy: { id: 'asc' }, offset: keep, fields: ['id'] });
  if (surplus.length) await em.nativeDelete(CartParticipant, { id: { $in: surplus.map((participant) => participant.id) } });
}
