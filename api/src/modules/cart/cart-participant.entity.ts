import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CartItem } from './cart-item.entity.js';

/** A participant named for a cart item before checkout. */
@Entity({ tableName: 'cart_participants' })
export class CartParticipant {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => CartItem, { deleteRule: 'cascade', index: 'cart_participants_cart_item_id_idx' })
  cartItem: CartItem;

  @Property({ length: 100, default: '' })
  firstName: string = '';

  @Property({ length: 100, default: '' })
  lastName: string = '';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
