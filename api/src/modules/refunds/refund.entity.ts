import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Order } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';

/** Why money goes back: staff decided, the school cancelled the course, or a swim voucher's payout arrived. */
export enum RefundReason {
  STAFF = 'staff',
  COURSE_CANCELLED = 'course_cancelled',
  VOUCHER = 'voucher',
}

/** How it goes back: PayPal's refund API on the order's capture, or a bank transfer staff make by hand. */
export enum RefundMethod {
  PAYPAL = 'paypal',
  BANK_TRANSFER = 'bank_transfer',
}

/**
 * pending: a PayPal refund recorded, its job not yet through; owed: a bank transfer staff still have to make;
 * made: the money went back (PayPal confirmed, or staff marked the transfer made); failed: PayPal refused for good.
 */
export enum RefundStatus {
  PENDING = 'pending',
  OWED = 'owed',
  MADE = 'made',
  FAILED = 'failed',
}

/**
 * One refund of (part of) an order's payment. Amounts in cents; the order's refunds never add up to more
 * than it paid (refund.service.ts checks under the order's lock). Bank details are the customer's own for this
 * refund only, kept until staff made the transfer.
 */
@Entity({ tableName: 'refunds' })
@Index({ name: 'refunds_status_idx', properties: ['status'] })
export class Refund {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade', index: 'refunds_order_id_idx' })
  order: Order;

  @Property({ check: 'amount_cents > 0' })
  amountCents: number;

  @Enum({ items: () => RefundReason })
  reason: RefundReason;

  @Enum({ items: () => RefundMethod })
  method: RefundMethod;

  @Enum({ items: () => RefundStatus })
  status: RefundStatus;

  /** PayPal's id of the refund once PayPal made it. */
  @Property({ length: 100, nullable: true })
  paypalRefundId?: string | null;

  /** Why PayPal refused (its error name and issue), for staff to act on. */
  @Property({ length: 300, nullable: true })
  failure?: string | null;

  /** The account the customer asked the transfer to go to (electronic form), given on the order page. */
  @Property({ length: 34, nullable: true })
  iban?: string | null;

  @Property({ length: 100, nullable: true })
  accountHolder?: string | null;

  /** When the customer was last asked by mail for the account of an owed transfer; null: never (told by another mail). */
  @Property({ type: 'datetime', nullable: true })
  accountAskedAt?: Date | null;

  /** How often staff asked the customer again for the account (each a mail). */
  @Property({ default: 0 })
  accountReminders: Opt<number> = 0;

  /** The admin who asked for it; null for the system (a course cancellation's job, a voucher's payout). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: 'refunds_requested_by_idx' })
  requestedBy?: User | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  madeAt?: Date | null;

  /** The admin who marked a transfer made; null for PayPal's refunds. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: 'refunds_made_by_idx' })
  madeBy?: User | null;
}
