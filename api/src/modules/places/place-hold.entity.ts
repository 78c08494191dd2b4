import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Cart } from '../cart/cart.entity.js';
import { Course } from '../courses/course.entity.js';

/**
 * Places of a course held for a cart during checkout. While the hold lasts they are taken from the course's
 * `availableSlots` (everyone else sees them as booked); the order takes them over, or a job returns them
 * at `expiresAt`. Neither the cart nor the course can be deleted while a hold exists (its places would be lost).
 */
@Entity({ tableName: 'place_holds' })
@Unique({ name: 'place_holds_cart_course_unique', properties: ['cart', 'course'] })
export class PlaceHold {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Cart, { deleteRule: 'no action' })
  cart: Cart;

  @ManyToOne(() => Course, { deleteRule: 'no action', index: 'place_holds_course_id_idx' })
  course: Course;

  @Property({ check: 'quantity >= 1' })
  quantity: number;

  @Property({ type: 'datetime', index: 'place_holds_expires_at_idx' })
  expiresAt: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
