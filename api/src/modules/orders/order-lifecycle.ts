import { type EntityManager, LockMode, type RequiredEntityData } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../context/request-context.js';
import { addJob } from '../../jobs/job-queue.js';
import { publishDomainEvent } from '../events/publish-domain-event.js';
import { issueInvoicesAfterTransition } from '../invoices/invoice-issuing.js';
import type { MailSettings } from '../mail/index.js';
import type { FieldError } from '../../validation/validate.js';
import type { OrderEventType } from './order-event.entity.js';
import { recordOrderEvent } from './order-history.js';
import { orderStatusRefusal, paymentStatusRefusal } from './order-lifecycle.graph.js';
import { notifyOrderCreated, notifyTransition } from './order-notifications.js';
import { ORDER_PAYMENT_DEADLINE_TASK } from './order-payment.rules.js';
import { returnOrderPlaces } from './order-places.js';
import { Order, OrderStatus, PaymentStatus, orderNumberOf } from './order.entity.js';
import type { StatusChange, TransitionOptions } from './order-transition.js';

/**
 * The order's life (docs/DESIGN.md: "the order's life is one module", the shape of Vendure's OrderStateMachine): every
 * order is created by `createOrder` and every change of its order or payment status goes through `transition`,
 * which checks the change against the graph (order-lifecycle.graph.ts) and runs the hooks of the states entered:
 * places return, deadlines clear, history (the order's audit: who, before, after) and mails. Callers hold the
 * order's row lock (`lockOrder`) in their transaction, so two changes of one order happen one after the other.
 */

/** Loads the order with its row locked for the caller's transaction (null when it does not exist). */
export function lockOrder(em: EntityManager, orderId: number): Promise<Order | null> {
  return em.findOne(Order, orderId, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/**
 * Moves the locked order to the statuses in `to`, or answers why not (and changes nothing). Hooks on entering a
 * state: cancelled returns the places (exactly once: only a not yet cancelled order may be cancelled) and ends
 * the wait for payment; paid or failed ends the wait for payment (the deadline job then has nothing to do).
 */
export async function transition(
  em: EntityManager,
  order: Order,
  change: StatusChange,
  options: TransitionOptions,
): Promise<FieldError | null> {
  const to = { ...change, ...receivedPaymentConfirms(order, change) };
  const refused =
    (to.orderStatus !== undefined ? orderStatusRefusal(order, to.orderStatus) : null) ??
    (to.paymentStatus !== undefined ? paymentStatusRefusal(order, to.paymentStatus) : null);
  if (refused) return refused;

  const before = { orderStatus: order.orderStatus, paymentStatus: order.paymentStatus, paymentDeadline: order.paymentDeadline ?? null };
  const placesReturned = to.orderStatus === OrderStatus.CANCELLED ? await returnOrderPlaces(em, order) : undefined;
  if (to.orderStatus !== undefined) order.orderStatus = to.orderStatus;
  if (to.paymentStatus !== undefined) order.paymentStatus = to.paymentStatus;
  const waitEnds =
    to.orderStatus === OrderStatus.CANCELLED || to.paymentStatus === PaymentStatus.PAID || to.paymentStatus === PaymentStatus.FAILED;
  if (waitEnds) order.paymentDeadline = null;

  const actor = options.actor ?? null;
  const record = (type: OrderEventType, data: Record<string, unknown>) => recordOrderEvent(em, order, type, data, actor);
  const returned = placesReturned ? { placesReturned } : {};
  switch (options.cause) {
    case 'staff':
      if (to.orderStatus !== undefined)
        record('status_changed', { before: { orderStatus: before.orderStatus }, after: { orderStatus: order.orderStatus }, ...returned });
      if (to.paymentStatus !== undefined) {
        record('payment_status_changed', {
          before: { paymentStatus: before.paymentStatus, paymentDeadline: before.paymentDeadline },
          after: { paymentStatus: order.paymentStatus, paymentDeadline: order.paymentDeadline ?? null },
        });
      }
      break;
    case 'course_cancelled':
    case 'refund_made':
      if (to.orderStatus !== undefined)
        record('status_changed', {
          before: { orderStatus: before.orderStatus },
          after: { orderStatus: order.orderStatus },
          ...returned,
          cause: options.cause,
          ...options.facts,
        });
      if (to.paymentStatus !== undefined) {
        record('payment_status_changed', {
          before: { paymentStatus: before.paymentStatus },
          after: { paymentStatus: order.paymentStatus },
          cause: options.cause,
          ...options.facts,
        });
      }
      break;
    case 'payment_captured':
      record('payment_captured', options.facts ?? {});
      if (to.orderStatus !== undefined)
        record('status_changed', { before: { orderStatus: before.orderStatus }, after: { orderStatus: order.orderStatus } });
      break;
    case 'payment_deadline':
      record('payment_deadline_passed', { orderNumber: orderNumberOf(order.id) });
      record('status_changed', {
        before: { orderStatus: before.orderStatus, paymentStatus: before.paymentStatus },
        after: { orderStatus: order.orderStatus, paymentStatus: order.paymentStatus },
        ...returned,
      });
      break;
  }
  // Which mails this sends (the customer's, the office's) is order-notifications.ts's decision alone.
  await notifyTransition(em, order, before, to, options);
  await publishTransitionEvents(em, order, before);
  // Invoices (§14 UStG): issued when paid, cancelled by a Stornorechnung when an invoiced order is cancelled or refunded.
  // Last: the year's invoice counter stays locked from its number to the commit, and every payment on every instance
  // waits for it (50 payments at once under load waited past the pool's 5 s while each also rendered its mails there).
  await issueInvoicesAfterTransition(em, order, before);
  return null;
}

/** What partners hear of a change: the order became paid, or was cancelled (each once: a state is entered once). */
async function publishTransitionEvents(em: EntityManager, order: Order, before: Pick<Order, 'orderStatus' | 'paymentStatus'>) {
  const subject = { type: 'Order' as const, databaseId: order.id };
  const facts = { orderNumber: orderNumberOf(order.id), orderStatus: order.orderStatus, paymentStatus: order.paymentStatus };
  if (order.paymentStatus === PaymentStatus.PAID && before.paymentStatus !== PaymentStatus.PAID)
    await publishDomainEvent(em, 'order.paid', subject, facts);
  if (order.orderStatus === OrderStatus.CANCELLED && before.orderStatus !== OrderStatus.CANCELLED)
    await publishDomainEvent(em, 'order.cancelled', subject, facts);
}

/**
 * The product's rule: an order is confirmed when its payment is received, by either method. A PayPal capture of the
 * whole amount and a bank transfer staff mark as received confirm a pending order in the same transition: the
 * places are paid for and there is nothing left to check, so the children are on the participant list at once and
 * the customer gets one mail saying both (terms § 2, FAQ, README "Checkout, orders and payments"). Staff may still
 * confirm an unpaid order by hand.
 */
function receivedPaymentConfirms(order: Order, change: StatusChange): StatusChange {
  const confirms =
    change.paymentStatus === PaymentStatus.PAID && change.orderStatus === undefined && order.orderStatus === OrderStatus.PENDING;
  return confirms ? { orderStatus: OrderStatus.CONFIRMED } : {};
}

/** A new order's data: everything but its statuses, which every order starts with (pending, pending). */
export type NewOrder = Omit<RequiredEntityData<Order>, 'orderStatus' | 'paymentStatus'>;

export interface CreationOptions {
  /** The history line's facts (payment method, total, places; a contact message's id). */
  facts: Record<string, unknown>;
  actor?: SessionUser | null;
  /** Whether the confirmation mail goes out now (bank transfer: it carries the transfer details). */
  sendConfirmation: boolean;
  /** The server's mail settings: where the office's notice of the new order goes, and the office's hourly budget. */
  mail: MailSettings;
  /** What belongs to the order before its mails are written (the swim vouchers announced at checkout, which they name). */
  completeBeforeMails?: (order: Order) => Promise<void>;
}

/**
 * Creates a pending order in the caller's transaction and flushes it: its history starts with "created", its
 * payment deadline (if it has one) is scheduled, and the confirmation is queued when asked. Items and places are
 * the caller's (added to the same transaction). The office hears of every new order (order-notifications.ts).
 */
export async function createOrder(
  em: EntityManager,
  data: NewOrder,
  addLines: (order: Order) => void,
  options: CreationOptions,
): Promise<Order> {
  const order = em.create(Order, {
    ...data,
    orderStatus: OrderStatus.PENDING,
    paymentStatus: PaymentStatus.PENDING,
  } as RequiredEntityData<Order>);
  addLines(order);
  recordOrderEvent(em, order, 'created', options.facts, options.actor ?? null);
  await em.flush();
  if (order.paymentDeadline) {
    await addJob(
      em,
      ORDER_PAYMENT_DEADLINE_TASK,
      { orderId: order.id },
      { runAt: order.paymentDeadline, jobKey: `order-payment-deadline:${order.id}` },
    );
  }
  await options.completeBeforeMails?.(order);
  await publishDomainEvent(
    em,
    'order.created',
    { type: 'Order', databaseId: order.id },
    {
      orderNumber: orderNumberOf(order.id),
      totalAmountCents: order.totalAmountCents,
      paymentMethod: order.paymentMethod,
    },
  );
  await notifyOrderCreated(em, order, { sendConfirmation: options.sendConfirmation, byStaff: !!options.actor, mail: options.mail });
  return order;
}
