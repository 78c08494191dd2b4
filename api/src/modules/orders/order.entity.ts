import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Booking } from '../bookings/booking.entity.js';
import { ContactMessage } from '../contact/contact-message.entity.js';

export enum OrderStatus {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  CANCELLED = 'cancelled',
}

/** How a customer pays (stored as `paypal` / `invoice`, docs/SPEC.md §4's names). */
export enum PaymentMethod {
  PAYPAL = 'paypal',
  BANK_TRANSFER = 'invoice',
}

export enum PaymentStatus {
  PENDING = 'pending',
  PAID = 'paid',
  FAILED = 'failed',
  REFUNDED = 'refunded',
}

/** A customer's order of course places. Totals are computed by the server from its own prices. */
@Entity({ tableName: 'orders' })
@Index({ name: 'orders_status_created_idx', properties: ['orderStatus', 'createdAt'] })
// One PayPal payment pays one order (docs/SPEC.md §7's old clients send the id of a payment made in the browser): the database
// refuses a second order with it, whatever happens between the placement's check and its commit.
@Index({
  name: 'orders_payment_id_unique',
  expression: 'create unique index "orders_payment_id_unique" on "orders" ("payment_id") where "payment_id" is not null',
})
export class Order {
  @PrimaryKey()
  id: number;

  @Property({ length: 100 })
  customerFirstName: string;

  @Property({ length: 100 })
  customerLastName: string;

  @Property({ length: 254, index: 'orders_customer_email_idx' })
  customerEmail: string;

  @Property({ length: 50 })
  customerPhone: string;

  @Property({ length: 200 })
  customerAddress: string;

  @Property({ length: 100 })
  customerCity: string;

  @Property({ length: 20 })
  customerZipCode: string;

  @Property({ check: 'total_amount_cents >= 0' })
  totalAmountCents: number;

  @Enum({ items: () => OrderStatus, default: OrderStatus.PENDING })
  orderStatus: OrderStatus = OrderStatus.PENDING;

  @Property({ length: 30 })
  paymentMethod: string;

  @Property({ length: 200, nullable: true })
  paymentId?: string | null;

  @Enum({ items: () => PaymentStatus, default: PaymentStatus.PENDING })
  paymentStatus: PaymentStatus = PaymentStatus.PENDING;

  /** The PayPal page the customer approves the payment on (PayPal orders only, once the payment was started). */
  @Property({ length: 500, nullable: true })
  paymentApprovalUrl?: string | null;

  /** Unpaid by then, the order is cancelled and its places return (bank transfer: the transfer deadline; PayPal: the approval window). */
  @Property({ type: 'datetime', nullable: true })
  paymentDeadline?: Date | null;

  /**
   * The client's key for one checkout attempt (`Idempotency-Key`): a repeat of the request returns this order
   * instead of making a second one. Null for orders made by staff.
   */
  @Property({ length: 100, nullable: true, unique: 'orders_idempotency_key_unique' })
  idempotencyKey?: string | null;

  /** SHA-256 of what the keyed request asked for: the same key with another request is refused, never answered with this order. */
  @Property({ length: 64, nullable: true })
  requestFingerprint?: string | null;

  /**
   * The contact message (a course request) staff converted into this order; null for every other order. Unique, so
   * a message becomes one order at most, even when two admins convert it at the same moment.
   */
  @OneToOne(() => ContactMessage, { owner: true, nullable: true, deleteRule: 'set null', unique: 'orders_contact_message_id_unique' })
  contactMessage?: ContactMessage | null;

  /** The course request (booking, the course-request form) staff converted into this order; unique like `contactMessage`. */
  @OneToOne(() => Booking, { owner: true, nullable: true, deleteRule: 'set null', unique: 'orders_booking_id_unique' })
  booking?: Booking | null;

  /** Random; whoever holds it (the customer's browser, the link in their mail) may read the order, nobody else. */
  @Property({ length: 43, unique: 'orders_access_key_unique' })
  accessKey: string;

  /** Where the customer ordered (PUBLIC_URL, else the request's origin): links in later mails (a job has no request) point there. */
  @Property({ length: 200, nullable: true })
  siteOrigin?: string | null;

  /** The customer's language: their mails are written in it. */
  @Property({ length: 2, default: 'de' })
  language: Opt<string> = 'de';

  /**
   * When the customer's contact data and the participants' names were anonymised (the data-retention job,
   * some months after the order's last course ended, or an admin earlier); null while they are kept.
   */
  @Property({ type: 'datetime', nullable: true })
  anonymisedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}

/** docs/SPEC.md §9: H2O- plus the id padded to 4 digits. */
export function orderNumberOf(id: number): string {
  return `H2O-${String(id).padStart(4, '0')}`;
}
