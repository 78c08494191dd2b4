import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { AppSettings } from '../../app-settings.js';
import type { JobLog } from '../../jobs/job-queue.js';
import { OrderEvent } from '../orders/order-event.entity.js';
import { recordOrderEvent } from '../orders/order-history.js';
import { lockOrder } from '../orders/order-lifecycle.js';
import { type PayPalClient, PayPalError } from '../payments/paypal.client.js';
import type { Payments } from '../payments/payments.js';
import { Refund, RefundMethod, RefundStatus } from './refund.entity.js';
import { payPalRefundRequestId } from './refund.rules.js';
import { completeRefund, queueRefundOwedNotice } from './refund.service.js';

const refundIdOf = (payload: unknown) => Number((payload as { refundId?: unknown } | null)?.refundId);

/**
 * One PayPal refund (payload `{ refundId }`). The network call happens outside any transaction; the outcome is
 * recorded under the order's lock. PayPal's answer to a retry with the same request id is the first refund, so a job
 * that ran but died before recording (a restart) makes no second refund. Errors worth retrying fail the job, which
 * graphile-worker retries with back-off; a refusal (e.g. more than is left of the capture) marks the refund failed.
 */
export function payPalRefundTask(orm: MikroORM, payments: Payments, log: JobLog): Task {
  return async (payload) => {
    const refundId = refundIdOf(payload);
    if (!Number.isSafeInteger(refundId)) return;
    const outcome = await performPayPalRefund(orm.em, payments.payPal, refundId, log);
    if (outcome !== 'nothing') log.info({ refundId, outcome }, 'PayPal refund handled');
  };
}

export async function performPayPalRefund(
  rootEm: EntityManager,
  payPal: PayPalClient | null,
  refundId: number,
  log: JobLog,
): Promise<'made' | 'failed' | 'nothing'> {
  const em = rootEm.fork();
  const refund = await em.findOne(Refund, refundId, { populate: ['order'] });
  if (!refund || refund.method !== RefundMethod.PAYPAL || refund.status !== RefundStatus.PENDING) return 'nothing';
  if (!payPal) throw new Error('PayPal is not offered on this server: the refund waits for a server that offers it');
  const order = refund.order;
  let answer: { refundId: string; status: string } | null = null;
  let failure: Record<string, unknown> | null = null;
  try {
    const captureId = await captureIdOf(em, payPal, order.id, order.paymentId!);
    if (!captureId) failure = { name: 'NO_CAPTURE', issue: 'the order has no PayPal capture to refund' };
    else
      answer = await payPal.refundCapture(captureId, {
        amountCents: refund.amountCents,
        requestId: payPalRefundRequestId(order, refund.id),
      });
  } catch (caught) {
    if (!(caught instanceof PayPalError) || caught.retryable) throw caught;
    failure = { name: caught.name, issue: caught.issue ?? null };
    log.warn({ refundId, paypal: caught.name, issue: caught.issue, debugId: caught.debugId }, 'PayPal refused a refund');
  }
  if (answer && (answer.status === 'FAILED' || answer.status === 'CANCELLED'))
    failure = { name: `REFUND_${answer.status}`, issue: null, paypalRefundId: answer.refundId };
  let outcome: 'made' | 'failed' | 'nothing' = 'nothing';
  await rootEm.fork().transactional(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const current = locked ? await tx.findOne(Refund, refundId) : null;
    if (!locked || !current || current.status !== RefundStatus.PENDING) return;
    if (failure) {
      current.status = RefundStatus.FAILED;
      current.failure = `${String(failure.name)}${failure.issue ? `/${String(failure.issue)}` : ''}`.slice(0, 300);
      recordOrderEvent(tx, locked, 'refund_failed', { refundId, amountCents: current.amountCents, ...failure });
      outcome = 'failed';
      return;
    }
    // PENDING at PayPal: accepted, PayPal finishes it; the money is on its way back, so it counts as made here.
    await completeRefund(tx, locked, current, { actor: null, paypalRefundId: answer!.refundId });
    outcome = 'made';
  });
  return outcome;
}

/** The capture to refund: the one our history recorded when it was paid, else PayPal's order as it stands. */
async function captureIdOf(em: EntityManager, payPal: PayPalClient, orderId: number, paypalOrderId: string): Promise<string | null> {
  const captured = await em.findOne(OrderEvent, { order: orderId, type: 'payment_captured' }, { orderBy: { id: 'desc' } });
  const recorded = captured?.data?.captureId;
  if (typeof recorded === 'string' && recorded) return recorded;
  return (await payPal.getOrder(paypalOrderId)).capture?.captureId ?? null;
}

/** The office's "refund owed" mail (payload `{ refundId }`), in a transaction of its own. */
export function refundOwedNoticeTask(orm: MikroORM, appSettings: AppSettings): Task {
  return async (payload) => {
    const refundId = refundIdOf(payload);
    if (!Number.isSafeInteger(refundId)) return;
    await orm.em.fork().transactional((tx) => queueRefundOwedNotice(tx, appSettings, refundId));
  };
}
