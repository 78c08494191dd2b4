import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Course } from '../courses/course.entity.js';
import { Mail } from '../mail/mail.entity.js';
import { Order } from '../orders/order.entity.js';

/**
 * That an order was reminded of one of its courses. The unique key is "once per order and course, ever":
 * the row is inserted in the same transaction as the queued mail, so two instances' runs at the same moment (the
 * second insert waits for the first, then does nothing) and a run after a restart remind nobody twice.
 */
@Entity({ tableName: 'course_reminders' })
@Unique({ name: 'course_reminders_order_course_unique', properties: ['order', 'course'] })
export class CourseReminder {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade', index: 'course_reminders_order_id_idx' })
  order: Order;

  @ManyToOne(() => Course, { deleteRule: 'cascade', index: 'course_reminders_course_id_idx' })
  course: Course;

  /** The outbox row of the reminder (its delivery is followed there). */
  @ManyToOne(() => Mail, { nullable: true, deleteRule: 'set null', index: 'course_reminders_mail_id_idx' })
  mail?: Mail | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
