import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Course } from '../courses/course.entity.js';
import { Mail } from '../mail/mail.entity.js';

/**
 * That a customer (by e-mail address) was asked to review a course. The unique key is the rule "each customer and
 * course at most once, ever": the row is inserted in the same transaction as the queued mail, so two admins
 * clicking at once invite each pair once (the second insert waits for the first and then does nothing).
 */
@Entity({ tableName: 'review_invitations' })
@Unique({ name: 'review_invitations_email_course_unique', properties: ['email', 'course'] })
export class ReviewInvitation {
  @PrimaryKey()
  id: number;

  /** The customer's address, trimmed and in lower case (one customer, however they typed it per order). */
  @Property({ length: 254 })
  email: string;

  @ManyToOne(() => Course, { deleteRule: 'cascade', index: 'review_invitations_course_id_idx' })
  course: Course;

  /** The outbox row of the invitation (its delivery is followed there). */
  @ManyToOne(() => Mail, { nullable: true, deleteRule: 'set null', index: 'review_invitations_mail_id_idx' })
  mail?: Mail | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
