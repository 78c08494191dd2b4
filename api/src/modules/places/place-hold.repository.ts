import type { EntityManager } from '@mikro-orm/postgresql';
import type { Cart } from '../cart/cart.entity.js';
import { PlaceHold } from './place-hold.entity.js';

/** The cart's holds by course id (places it may use on top of the course's free ones). */
export async function holdsOfCart(em: EntityManager, cart: Cart | number): Promise<Map<number, PlaceHold>> {
  const holds = await em.find(PlaceHold, { cart }, { orderBy: { id: 'asc' } });
  return new Map(holds.map((hold) => [hold.course.id, hold]));
}

/** Until when a cart's places are held: the holds share one expiry; null without holds. */
export function heldUntil(holds: Map<number, PlaceHold>): Date | null {
  let until: Date | null = null;
  for (const hold of holds.values()) if (!until || hold.expiresAt > until) until = hold.expiresAt;
  return until;
}
