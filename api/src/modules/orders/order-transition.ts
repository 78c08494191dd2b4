import type { SessionUser } from '../../context/request-context.js';
import type { MailSettings } from '../mail/index.js';
import type { OrderStatus, PaymentStatus } from './order.entity.js';

/**
 * What a move of an order's statuses is asked for with (`transition` in order-lifecycle.ts) and what its hooks
 * (order-notifications.ts) read; apart from both so that the hooks need not import the lifecycle that calls them.
 */

/** Why a transition happens: it decides the history lines and mails, the graph decides whether it may. */
export type TransitionCause =
  /** Staff changed it (confirm, cancel, mark paid/failed, refund). History: status_changed / payment_status_changed with the admin. */
  | 'staff'
  /** PayPal confirmed the whole amount; a pending order is confirmed with it. History: payment_captured with the capture's facts (and status_changed); the confirmation mail. */
  | 'payment_captured'
  /** The payment deadline passed unpaid: cancelled, payment failed. History: payment_deadline_passed, then status_changed. */
  | 'payment_deadline'
  /** The school cancelled a course of the order: cancelled, places returned; refunds are recorded beside it. History: status_changed with `facts` (courseId, reason). The customer's mail is queued by that cause's mail hook. */
  | 'course_cancelled'
  /** Refunds made (PayPal confirmed, or staff marked the transfer) reach what was paid: paid → refunded. History: payment_status_changed with `facts`. */
  | 'refund_made';

export interface StatusChange {
  orderStatus?: OrderStatus;
  paymentStatus?: PaymentStatus;
}

export interface TransitionOptions {
  cause: TransitionCause;
  /** The admin who did it; null for the customer, PayPal or a job. */
  actor?: SessionUser | null;
  /** Facts of the cause for its history line (a capture's id and amount; for 'course_cancelled' the `courseId`, which its mail names). */
  facts?: Record<string, unknown>;
  /**
   * The server's mail settings (`appSettings.mail`): MAIL_TO, where the office's mails go when the business profile names
   * no notification address, and the office's hourly budget (order-notifications.ts). Needed by the transitions that
   * notify the office (a PayPal capture); pass them wherever the server's settings are at hand.
   */
  mail?: MailSettings;
}
