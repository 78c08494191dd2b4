import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Language } from '../../context/language.js';
import { Course } from '../courses/course.entity.js';
import { Order } from '../orders/order.entity.js';

/**
 * Where an entry of a course's waitlist stands. PENDING until its address is confirmed (double opt-in), then
 * WAITING in line (`position`); OFFERED while places are held for it (an offer mail with a link, until
 * `offerExpiresAt`); ACCEPTED once the offer's link put those places into a cart (held there, same expiry);
 * BOOKED when that cart was ordered. EXPIRED, DECLINED, LEFT (by the parent's link) and REMOVED (by staff) end it.
 */
export enum WaitlistStatus {
  PENDING = 'pending',
  WAITING = 'waiting',
  OFFERED = 'offered',
  ACCEPTED = 'accepted',
  BOOKED = 'booked',
  EXPIRED = 'expired',
  DECLINED = 'declined',
  LEFT = 'left',
  REMOVED = 'removed',
}

/** The states in which an entry is still on the list (a new sign-up of its address changes nothing then, unless pending). */
export const ACTIVE_WAITLIST_STATUSES = [
  WaitlistStatus.PENDING,
  WaitlistStatus.WAITING,
  WaitlistStatus.OFFERED,
  WaitlistStatus.ACCEPTED,
] as const;

/**
 * One parent on one course's waitlist: the address, how many places, the language of the mails, the proof of the
 * consent and of the double opt-in, the place in line and the offer. Personal data: staff see it, a parent sees only
 * the entry their mailed link names, and nobody learns through the public calls whether an address is on a list.
 */
@Entity({ tableName: 'waitlist_entries' })
// One entry per address and course, whatever its case: signing up again refreshes it.
@Index({
  name: 'waitlist_entries_course_email_unique',
  expression: 'create unique index "waitlist_entries_course_email_unique" on "waitlist_entries" ("course_id", lower(email))',
})
// The line of a course: its waiting entries by position.
@Index({ name: 'waitlist_entries_course_status_position_idx', properties: ['course', 'status', 'position'] })
export class WaitlistEntry {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Course, { deleteRule: 'cascade' })
  course: Course;

  @Property({ length: 254 })
  email: string;

  /** The language of the entry's mails, chosen when joining. */
  @Property({ type: 'string', length: 2 })
  language: Language;

  @Property({ check: 'places >= 1 and places <= 20' })
  places: number;

  @Enum({ items: () => WaitlistStatus, default: WaitlistStatus.PENDING })
  status: Opt<WaitlistStatus> = WaitlistStatus.PENDING;

  /** Place in line (smaller first), given when the address is confirmed; null while pending. Staff may move entries. */
  @Property({ type: 'integer', nullable: true })
  position?: number | null;

  /** Version of the consent text agreed to and when (the latest sign-up). */
  @Property({ length: 50 })
  consentVersion: string;

  @Property({ type: 'datetime' })
  consentedAt: Date;

  /** When the latest confirmation mail was queued: another one waits a few minutes (no mail bombing). */
  @Property({ type: 'datetime', nullable: true })
  confirmationSentAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt?: Date | null;

  /** The latest offer: when it was made and until when its places are held. */
  @Property({ type: 'datetime', nullable: true })
  offeredAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  offerExpiresAt?: Date | null;

  /** The cart the offer's places were moved into (its link was followed); a plain id: carts are forgotten on their own. */
  @Property({ type: 'integer', nullable: true, index: 'waitlist_entries_offer_cart_id_idx' })
  offerCartId?: number | null;

  /** The order placed through the offer: a sale that came from the list. */
  @ManyToOne(() => Order, { nullable: true, deleteRule: 'set null' })
  order?: Order | null;

  /** When the entry ended (booked, expired, declined, left, removed). */
  @Property({ type: 'datetime', nullable: true })
  endedAt?: Date | null;

  /** The site's origin when joining: the links of mails sent later by jobs point there (as orders keep theirs). */
  @Property({ type: 'text' })
  siteOrigin: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
