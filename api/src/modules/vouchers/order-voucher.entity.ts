import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Order } from '../orders/order.entity.js';
import { Participant } from '../participants/participant.entity.js';
import { User } from '../users/user.entity.js';

/**
 * Where a swim voucher stands (the terms: "accepted; the fee is paid in advance and refunded after the voucher payout
 * reaches the school"): announced at checkout (or by staff), the payout reached the school, the fee was refunded.
 */
export enum VoucherStatus {
  ANNOUNCED = 'announced',
  PAYOUT_RECEIVED = 'payout_received',
  REFUNDED = 'refunded',
}

/** One child's swim voucher on an order: one per participant at most (unique), gone with the order or the participant. */
@Entity({ tableName: 'order_vouchers' })
export class OrderVoucher {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade', index: 'order_vouchers_order_id_idx' })
  order: Order;

  @OneToOne(() => Participant, { owner: true, deleteRule: 'cascade', unique: 'order_vouchers_participant_id_unique' })
  participant: Participant;

  @Enum({ items: () => VoucherStatus, default: VoucherStatus.ANNOUNCED, index: 'order_vouchers_status_idx' })
  status: VoucherStatus = VoucherStatus.ANNOUNCED;

  /** What the voucher's payout brought the school, in cents (set with "payout received"). */
  @Property({ type: 'integer', nullable: true, check: 'payout_amount_cents is null or payout_amount_cents > 0' })
  payoutAmountCents?: number | null;

  /** What was refunded to the customer, in cents: the payout, at most what the order paid (set with "refund made"). */
  @Property({ type: 'integer', nullable: true, check: 'refund_amount_cents is null or refund_amount_cents >= 0' })
  refundAmountCents?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  announcedAt: Opt<Date> = new Date();

  /** The admin who announced it afterwards; null when the customer chose it at checkout. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  announcedBy?: User | null;

  @Property({ type: 'datetime', nullable: true })
  payoutReceivedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  payoutReceivedBy?: User | null;

  @Property({ type: 'datetime', nullable: true })
  refundedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  refundedBy?: User | null;
}
