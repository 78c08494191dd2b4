import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { Order } from './order.entity.js';

/** What happened to an order (SPEC admin: its history): created, payment events, status changes, mails queued. */
export type OrderEventType =
  | 'created'
  | 'payment_started'
  | 'payment_start_failed'
  | 'payment_captured'
  | 'payment_amount_mismatch'
  | 'payment_failed'
  | 'payment_cancelled_by_customer'
  | 'payment_deadline_passed'
  | 'status_changed'
  | 'payment_status_changed'
  | 'mail_queued'
  | 'participants_changed'
  | 'cancellation_requested'
  | 'refund_requested'
  | 'refund_made'
  | 'refund_failed'
  | 'refund_account_given'
  | 'customer_changed'
  | 'participants_edited'
  | 'participant_age_exception'
  | 'voucher_announced'
  | 'voucher_payout_received'
  | 'voucher_refunded';

/**
 * One line of an order's history. `data` holds the facts of the event (statuses before and after, amounts,
 * provider ids), never card or bank data; `actor` is the admin who did it, null for the customer or the system.
 */
@Entity({ tableName: 'order_events' })
export class OrderEvent {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade', index: 'order_events_order_id_idx' })
  order: Order;

  @Property({ length: 40 })
  type: OrderEventType;

  @Property({ type: 'jsonb', nullable: true })
  data?: Record<string, unknown> | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: 'order_events_actor_id_idx' })
  actor?: User | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
