import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Course } from '../courses/course.entity.js';
import { Order } from './order.entity.js';

/** Places in one course within an order, at the price charged. */
@Entity({ tableName: 'order_items' })
export class OrderItem {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade', index: 'order_items_order_id_idx' })
  order: Order;

  @ManyToOne(() => Course, { deleteRule: 'restrict', index: 'order_items_course_id_idx' })
  course: Course;

  @Property({ default: 1, check: 'quantity >= 1' })
  quantity: number = 1;

  /** Unit price in cents at the time of the order. */
  @Property({ check: 'price_cents >= 0' })
  priceCents: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
