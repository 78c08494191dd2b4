import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Course } from '../courses/course.entity.js';
import { Cart } from './cart.entity.js';

/** Places for one course in a cart; adding the same course again raises the quantity. */
@Entity({ tableName: 'cart_items' })
@Unique({ name: 'cart_items_cart_course_unique', properties: ['cart', 'course'] })
export class CartItem {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Cart, { deleteRule: 'cascade' })
  cart: Cart;

  @ManyToOne(() => Course, { deleteRule: 'cascade', index: 'cart_items_course_id_idx' })
  course: Course;

  @Property({ default: 1, check: 'quantity >= 1' })
  quantity: number = 1;

  /** The course's price in cents when the item was added or last raised. The cart shows the course's current price (read time), never this one. */
  @Property({ check: 'price_cents >= 0' })
  priceCents: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
