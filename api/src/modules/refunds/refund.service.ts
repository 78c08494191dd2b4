import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppSettings } from '../../app-settings.js';
import type { SessionUser } from '../../context/request-context.js';
import { addJob } from '../../jobs/job-queue.js';
import type { FieldError } from '../../validation/validate.js';
import { queueMail } from '../mail/index.js';
import { recordOrderEvent } from '../orders/order-history.js';
import { transition } from '../orders/order-lifecycle.js';
import { orderPageUrl } from '../orders/order-mail.js';
import { type Order, PaymentMethod, PaymentStatus, orderNumberOf } from '../orders/order.entity.js';
import { queueOfficeMail } from '../office-mail/office-mail.service.js';
import { User } from '../users/user.entity.js';
import { Refund, RefundMethod, RefundReason, RefundStatus } from './refund.entity.js';
import { PAYPAL_REFUND_TASK, REFUND_OWED_NOTICE_TASK, countsAgainstPayment, refundAmountRefusal } from './refund.rules.js';

/**
 * Refunds as records. Every refund of an order goes through `requestRefund` (staff's refundOrder, a course
 * cancellation, a voucher's payout): it checks the amount against what is left of the payment under the order's row
 * lock, records the refund and, in the same transaction, what carries it out: PayPal's refund by a keyed job (never
 * a network call inside the transaction), a bank transfer as "owed" with the office told. When the refunds made
 * reach what was paid, the payment becomes refunded through the order's one lifecycle.
 */

export interface RefundRequest {
  /** Whole cents, above 0 and at most what was paid minus what was already refunded (or is on its way back). */
  amountCents: number;
  reason: RefundReason | `${RefundReason}`;
  /** The admin who asked; null for the system (a course cancellation by a job, a voucher's payout). */
  actor?: SessionUser | null;
  /**
   * Bank transfers only: staff already paid the money back outside this system (the old clients' "mark refunded"), so
   * the refund is recorded as made at once (the customer's mail, the payment refunded when complete) instead of owed.
   */
  alreadyMade?: boolean;
  /**
   * Bank transfers only: the mail of the change that caused the refund (a cancellation) already asks the customer for
   * the account, so the refund sends no mail of its own. Otherwise an owed transfer mails the customer once to ask.
   */
  customerTold?: boolean;
}

export type RefundOutcome = { refund: Refund; error: null } | { refund: null; error: FieldError };

/** What the order's payment holds: its total once paid (also when refunded since), else nothing. */
export const paidCents = (order: Order) =>
  order.paymentStatus === PaymentStatus.PAID || order.paymentStatus === PaymentStatus.REFUNDED ? order.totalAmountCents : 0;

/** Sum of the order's refunds that count against its payment (made, owed or on their way). */
async function refundedCents(em: EntityManager, order: Order, only?: RefundStatus): Promise<number> {
  const refunds = await em.find(Refund, { order: order.id }, { fields: ['amountCents', 'status'] });
  return refunds
    .filter((refund) => (only ? refund.status === only : countsAgainstPayment(refund.status)))
    .reduce((sum, refund) => sum + refund.amountCents, 0);
}

/** What is left to refund of the order's payment (paid minus refunds made, owed or on their way). */
export async function refundableCents(em: EntityManager, order: Order): Promise<number> {
  return Math.max(0, paidCents(order) - (await refundedCents(em, order)));
}

/**
 * Records a refund of `amountCents` of the order's payment. The caller holds the order's row lock (`lockOrder`) in its
 * transaction, as for `transition`. Refused (nothing written) when the amount is not above 0 or is more than was paid
 * minus what was refunded already: field `amountCents`, "refund above what was paid". PayPal orders with a payment
 * id: status pending and a `refunds_paypal_refund` job keyed by the refund; every other order: status owed (a bank
 * transfer staff make once the customer gave their account on the order page) and the office's mail.
 */
export async function requestRefund(em: EntityManager, order: Order, request: RefundRequest): Promise<RefundOutcome> {
  if (!em.isInTransaction()) throw new Error("requestRefund must run inside the transaction that holds the order's lock");
  const refused = refundAmountRefusal(request.amountCents, paidCents(order), await refundedCents(em, order));
  if (refused) return { refund: null, error: refused };
  const method = order.paymentMethod === PaymentMethod.PAYPAL && order.paymentId ? RefundMethod.PAYPAL : RefundMethod.BANK_TRANSFER;
  const actor = request.actor ?? null;
  const refund = em.create(Refund, {
    order,
    amountCents: request.amountCents,
    reason: request.reason as RefundReason,
    method,
    status: method === RefundMethod.PAYPAL ? RefundStatus.PENDING : RefundStatus.OWED,
    requestedBy: actor ? em.getReference(User, actor.id) : null,
  });
  await em.flush();
  recordOrderEvent(
    em,
    order,
    'refund_requested',
    { refundId: refund.id, amountCents: refund.amountCents, reason: refund.reason, method },
    actor,
  );
  await em.flush();
  if (method === RefundMethod.BANK_TRANSFER && request.alreadyMade) {
    await completeRefund(em, order, refund, { actor });
    return { refund, error: null };
  }
  if (method === RefundMethod.BANK_TRANSFER && !request.customerTold)
    await askForRefundAccount(em, order, refund, { reminder: false, actor });
  const job = method === RefundMethod.PAYPAL ? PAYPAL_REFUND_TASK : REFUND_OWED_NOTICE_TASK;
  await addJob(em, job, { refundId: refund.id }, { jobKey: `${job}:${refund.id}`, maxAttempts: method === RefundMethod.PAYPAL ? 12 : 25 });
  return { refund, error: null };
}

/**
 * A refund went back: recorded, the customer's "refund made" mail queued (their language, the order page linked), and
 * the payment refunded once the refunds made reach what was paid. The caller holds the order's lock.
 */
export async function completeRefund(
  em: EntityManager,
  order: Order,
  refund: Refund,
  facts: { actor: SessionUser | null; paypalRefundId?: string },
): Promise<void> {
  refund.status = RefundStatus.MADE;
  refund.madeAt = new Date();
  refund.madeBy = facts.actor ? em.getReference(User, facts.actor.id) : null;
  if (facts.paypalRefundId) refund.paypalRefundId = facts.paypalRefundId;
  recordOrderEvent(
    em,
    order,
    'refund_made',
    {
      refundId: refund.id,
      amountCents: refund.amountCents,
      method: refund.method,
      ...(facts.paypalRefundId ? { paypalRefundId: facts.paypalRefundId } : {}),
    },
    facts.actor,
  );
  await em.flush();
  // A voucher's refund is told to the customer by the voucher's own mail (naming the child): one mail per refund.
  if (refund.reason !== RefundReason.VOUCHER) await mailRefundMade(em, order, refund, facts.actor);
  const made = await refundedCents(em, order, RefundStatus.MADE);
  if (order.paymentStatus === PaymentStatus.PAID && made >= paidCents(order)) {
    await transition(
      em,
      order,
      { paymentStatus: PaymentStatus.REFUNDED },
      { cause: 'refund_made', actor: facts.actor, facts: { refundedCents: made } },
    );
  }
  await em.flush();
}

const customerLanguage = (order: Order) => (order.language === 'en' ? 'en' : 'de');

async function mailRefundMade(em: EntityManager, order: Order, refund: Refund, actor: SessionUser | null): Promise<void> {
  const language = customerLanguage(order);
  const mail = await queueMail(
    { em },
    {
      template: 'refundMade',
      to: order.customerEmail,
      language,
      data: {
        orderNumber: orderNumberOf(order.id),
        customerName: `${order.customerFirstName} ${order.customerLastName}`,
        amountCents: refund.amountCents,
        method: refund.method,
        orderUrl: orderPageUrl(order),
      },
    },
  );
  recordOrderEvent(em, order, 'mail_queued', { template: 'refundMade', language, recipient: order.customerEmail, mailId: mail.id }, actor);
}

/**
 * Asks the customer by mail (their language) for the account an owed transfer goes to, linking the order page where
 * they give it; a reminder says it is one. Notes when (and, for a reminder, how often) they were asked.
 */
export async function askForRefundAccount(
  em: EntityManager,
  order: Order,
  refund: Refund,
  options: { reminder: boolean; actor: SessionUser | null },
): Promise<void> {
  const language = customerLanguage(order);
  const mail = await queueMail(
    { em },
    {
      template: 'refundAccountRequest',
      to: order.customerEmail,
      language,
      data: {
        orderNumber: orderNumberOf(order.id),
        customerName: `${order.customerFirstName} ${order.customerLastName}`,
        // Every owed transfer of the order takes the account given once, so the mail names what they add up to.
        amountCents:
          (await em.find(Refund, { order: order.id, status: RefundStatus.OWED }, { fields: ['amountCents'] })).reduce(
            (sum, owed) => sum + owed.amountCents,
            0,
          ) || refund.amountCents,
        reminder: options.reminder,
        orderUrl: orderPageUrl(order),
      },
    },
  );
  refund.accountAskedAt = new Date();
  if (options.reminder) refund.accountReminders += 1;
  recordOrderEvent(
    em,
    order,
    'mail_queued',
    { template: 'refundAccountRequest', language, recipient: order.customerEmail, mailId: mail.id, refundId: refund.id },
    options.actor,
  );
  await em.flush();
}

/**
 * Staff made the bank transfer of an owed refund. The caller holds the order's lock; refused when the refund is not
 * owed (made already, or a PayPal one).
 */
export async function markRefundMade(
  em: EntityManager,
  order: Order,
  refund: Refund,
  actor: SessionUser | null,
): Promise<FieldError | null> {
  if (refund.order.id !== order.id) throw new Error("the refund is not this order's");
  if (refund.status !== RefundStatus.OWED) return { field: 'refundId', code: 'INVALID_TRANSITION', id: 'validation.refundNotOwed' };
  await completeRefund(em, order, refund, { actor });
  return null;
}

/**
 * The office's mail about an owed refund, to the business profile's notification addresses (else MAIL_TO), in German,
 * the office's language. Run by the REFUND_OWED_NOTICE_TASK job: it needs the server's settings, which the callers of
 * requestRefund need not carry.
 */
export async function queueRefundOwedNotice(em: EntityManager, appSettings: AppSettings, refundId: number): Promise<void> {
  const refund = await em.findOne(Refund, refundId, { populate: ['order'] });
  if (!refund || refund.status !== RefundStatus.OWED) return;
  const order = refund.order;
  const orderNumber = orderNumberOf(order.id);
  const adminUrl = `${order.siteOrigin ?? ''}/admin/orders?${new URLSearchParams({ q: orderNumber })}`;
  await queueOfficeMail({ em }, appSettings.mail, {
    template: 'refundOwed',
    origin: order.siteOrigin,
    data: {
      orderNumber,
      customerName: `${order.customerFirstName} ${order.customerLastName}`,
      customerEmail: order.customerEmail,
      amountCents: refund.amountCents,
      reason: refund.reason,
      adminUrl,
    },
  });
}
