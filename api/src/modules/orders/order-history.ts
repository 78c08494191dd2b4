import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../context/request-context.js';
import { User } from '../users/user.entity.js';
import { OrderEvent, type OrderEventType } from './order-event.entity.js';
import type { Order } from './order.entity.js';

/** Adds a line to the order's history in the caller's transaction (flushed with it). `actor`: the admin, or nobody. */
export function recordOrderEvent(
  em: EntityManager,
  order: Order,
  type: OrderEventType,
  data: Record<string, unknown> = {},
  actor: SessionUser | null = null,
): void {
  em.create(OrderEvent, { order, type, data, actor: actor ? em.getReference(User, actor.id) : null });
}
