import type { EntityManager } from '@mikro-orm/postgresql';
import { returnPlaces } from '../places/places.js';
import { OrderItem } from './order-item.entity.js';
import type { Order } from './order.entity.js';

/** What a cancellation gave back, per item (its history line lists it). */
export interface PlacesReturned {
  courseId: number;
  quantity: number;
}

/**
 * Gives the places of every item of an order back to its courses, in the caller's transaction. The caller holds
 * the order's row lock and has checked that the order is not cancelled yet, so its places return exactly once.
 * Courses are updated in id order, so two cancellations touching the same courses lock them in the same order.
 */
export async function returnOrderPlaces(em: EntityManager, order: Order): Promise<PlacesReturned[]> {
  const items = await em.find(OrderItem, { order }, { orderBy: { course: 'asc', id: 'asc' } });
  for (const item of items) await returnPlaces(em, item.course.id, item.quantity);
  return items.map((item) => ({ courseId: item.course.id, quantity: item.quantity }));
}
