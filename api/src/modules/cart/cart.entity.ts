import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A visitor's cart, found by the session id the browser keeps (cart-session.ts). Its cookie expires
 * CART_LIFETIME_DAYS after `updatedAt`; then nobody can reach the cart any more, and a daily job deletes
 * it (cart.tasks.ts).
 */
@Entity({ tableName: 'carts' })
export class Cart {
  @PrimaryKey()
  id: number;

  @Property({ length: 100, unique: 'carts_session_id_unique' })
  sessionId: string;

  @Property({ length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
