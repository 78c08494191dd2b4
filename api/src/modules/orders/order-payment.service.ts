import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppSettings } from '../../app-settings.js';
import type { RequestContext } from '../../context/request-context.js';
import type { FieldError } from '../../validation/validate.js';
import type { MailSettings } from '../mail/index.js';
import { type PayPalCapture, type PayPalClient, PayPalError } from '../payments/paypal.client.js';
import { type Payments, payPalOf } from '../payments/payments.js';
import { recordOrderEvent } from './order-history.js';
import { isUnpaid } from './order-lifecycle.graph.js';
import { lockOrder, transition } from './order-lifecycle.js';
import { orderPageUrl } from './order-mail.js';
import { OrderEvent } from './order-event.entity.js';
import { captureMatches, payPalAttempts, payPalRequestId } from './order-payment.rules.js';
import { orderView } from './order.reader.js';
import { Order, OrderStatus, PaymentMethod, PaymentStatus } from './order.entity.js';
import type { OrderView } from './order-view.js';

export type OrderPaymentResult = { order: OrderView | null; errors: FieldError[] };

/** How a settlement ended: paid, PayPal not approved (yet), or not paid (declined, wrong amount, unreachable). */
type Settlement = 'paid' | 'not_approved' | 'failed';

const error = (field: string | null, code: FieldError['code'], id: FieldError['id']): FieldError => ({ field: field ?? '', code, id });
const paymentFailed = [error(null, 'PAYMENT_FAILED', 'validation.paymentFailed')];

/**
 * PayPal payments of orders: the server creates PayPal's order from ours, captures after the buyer
 * approved, and marks ours paid only when the capture is the whole amount in euros. Every network call happens
 * outside a transaction; the order row is locked only to record the outcome.
 */
export const orderPaymentService = {
  /** (Re)starts the PayPal payment of an unpaid PayPal order, found by its access key. */
  async start(ctx: RequestContext, input: { accessKey: string }): Promise<OrderPaymentResult> {
    ctx.cartSession?.answerIsPrivate();
    const order = await findByAccessKey(ctx.em, input.accessKey);
    if (!order) return { order: null, errors: [error('accessKey', 'ORDER_NOT_FOUND', 'validation.orderNotFound')] };
    if (!isUnpaid(order) || order.paymentMethod !== PaymentMethod.PAYPAL) {
      return { order: await orderView(ctx.em, order), errors: [error('accessKey', 'ORDER_NOT_PAYABLE', 'validation.orderNotPayable')] };
    }
    // Paying again after a failed PayPal payment takes a new PayPal order; after one abandoned or cancelled on
    // PayPal's page, its approval page still works and is offered again.
    const { attempt, lastFailed } = payPalAttempts(
      await ctx.em.fork().find(OrderEvent, { order: order.id }, { orderBy: { id: 'asc' }, fields: ['type'] }),
    );
    const errors = order.paymentApprovalUrl && !lastFailed ? [] : await this.startPayPal(ctx, order, lastFailed ? attempt + 1 : attempt);
    return { order: await orderView(ctx.em.fork(), await ctx.em.fork().findOneOrFail(Order, order.id)), errors };
  },

  /**
   * Creates the PayPal order for ours and keeps its id and approval page. The PayPal-Request-Id is the order's
   * (secret, see payPalRequestId), so a repeat (a retry, two tabs) gets the same PayPal order back; the invoice id
   * is our order number, which PayPal refuses to take a second payment for. The client checks that the order
   * PayPal answers is the one asked for (reference, invoice, custom id, amount) before it is kept.
   */
  async startPayPal(ctx: RequestContext, order: Order, attempt = 1): Promise<FieldError[]> {
    const view = await orderView(ctx.em.fork(), order);
    try {
      const created = await payPalOf(ctx).createOrder({
        requestId: payPalRequestId(order, 'create', attempt),
        referenceId: view.orderNumber,
        // PayPal takes an invoice id once: a later attempt (the first one failed) has its own, `H2O-0042-2`.
        invoiceId: attempt > 1 ? `${view.orderNumber}-${attempt}` : view.orderNumber,
        customId: String(order.id),
        items: view.items.map((item) => ({
          name: item.course.title,
          quantity: item.quantity,
          unitAmountCents: item.unitPriceCents,
          sku: String(item.course.id),
        })),
        totalCents: order.totalAmountCents,
        language: order.language === 'en' ? 'en' : 'de',
        returnUrl: orderPageUrl(order),
        cancelUrl: orderPageUrl(order, { cancelled: '1' }),
        brandName: 'H2O Gersthofen',
      });
      await recordOutcome(ctx.em, order.id, (em, locked) => {
        locked.paymentId = created.id;
        locked.paymentApprovalUrl = created.approvalUrl;
        recordOrderEvent(em, locked, 'payment_started', {
          provider: 'paypal',
          paypalOrderId: created.id,
          ...(attempt > 1 ? { attempt } : {}),
        });
      });
      return [];
    } catch (caught) {
      if (!(caught instanceof PayPalError)) throw caught;
      ctx.log.warn(
        { orderId: order.id, paypal: caught.name, issue: caught.issue, debugId: caught.debugId },
        'PayPal order could not be created',
      );
      await recordOutcome(ctx.em, order.id, (em, locked) =>
        recordOrderEvent(em, locked, 'payment_start_failed', { name: caught.name, issue: caught.issue ?? null, status: caught.status }),
      );
      return paymentFailed;
    }
  },

  /** The buyer is back from PayPal: capture and settle. Repeating it is harmless (a paid order is answered as it is). */
  async completePayPal(ctx: RequestContext, input: { accessKey: string; paypalOrderId: string }): Promise<OrderPaymentResult> {
    ctx.cartSession?.answerIsPrivate();
    const order = await findByAccessKey(ctx.em, input.accessKey);
    if (!order || !order.paymentId || order.paymentId !== input.paypalOrderId) {
      return { order: null, errors: [error('paypalOrderId', 'ORDER_NOT_FOUND', 'validation.orderNotFound')] };
    }
    if (order.paymentStatus === PaymentStatus.PAID) return { order: await orderView(ctx.em, order), errors: [] };
    if (!isUnpaid(order))
      return { order: await orderView(ctx.em, order), errors: [error('accessKey', 'ORDER_NOT_PAYABLE', 'validation.orderNotPayable')] };
    const settlement = await settlePayPalOrder(ctx.em, payPalOf(ctx), order, ctx.log, ctx.appSettings.mail);
    const fresh = await ctx.em.fork().findOneOrFail(Order, order.id);
    return { order: await orderView(ctx.em.fork(), fresh), errors: settlement === 'paid' ? [] : paymentFailed };
  },
};

/**
 * The capture of a PayPal order a client says it paid in the browser (docs/SPEC.md §7's old checkout), when PayPal confirms
 * it: COMPLETED, in euros, exactly `totalAmountCents`. Null when PayPal does not know the order, has no such capture,
 * or cannot be asked now (never an order paid on the client's word). Whether another order used it is checked by
 * the caller, under its lock.
 */
export async function verifyPaidPayPalOrder(
  ctx: RequestContext,
  paypalOrderId: string,
  totalAmountCents: number,
): Promise<PayPalCapture | null> {
  try {
    const { capture } = await payPalOf(ctx).getOrder(paypalOrderId);
    return capture && captureMatches(capture, totalAmountCents) ? capture : null;
  } catch (caught) {
    if (!(caught instanceof PayPalError)) throw caught;
    ctx.log.warn(
      { paypal: caught.name, issue: caught.issue, debugId: caught.debugId },
      'PayPal order of an old client could not be verified',
    );
    return null;
  }
}

/** Settles a just-placed order with a capture verified by verifyPaidPayPalOrder, as a capture the server made. `mail`: the server's mail settings. */
export async function settleVerifiedPayPalOrder(
  rootEm: EntityManager,
  orderId: number,
  capture: PayPalCapture,
  mail: MailSettings,
): Promise<void> {
  await settleCapture(rootEm, orderId, capture, mail);
}

async function findByAccessKey(em: EntityManager, accessKey: string): Promise<Order | null> {
  return /^[A-Za-z0-9_-]{43}$/.test(accessKey) ? em.fork().findOne(Order, { accessKey }) : null;
}

/** Runs `change` on the order locked in a transaction of its own (two returns from PayPal at once settle one after the other). */
async function recordOutcome(
  rootEm: EntityManager,
  orderId: number,
  change: (em: EntityManager, order: Order) => void | Promise<void>,
): Promise<void> {
  await rootEm.fork().transactional(async (em) => {
    const locked = await lockOrder(em, orderId);
    if (!locked) throw new Error(`order ${orderId} not found`);
    await change(em, locked);
  });
}

interface PaymentLog {
  warn(obj: object, msg?: string): void;
}

/**
 * Captures the order's approved PayPal payment (or reads the capture PayPal already made: a retry after a timeout,
 * or the buyer's second tab) and settles ours with it. Used by the return from PayPal and by the deadline job,
 * which settles what the browser never reported. `mail`: the server's mail settings, for the office's notice of the payment.
 */
export async function settlePayPalOrder(
  rootEm: EntityManager,
  payPal: PayPalClient,
  order: Order,
  log: PaymentLog,
  mail: MailSettings,
): Promise<Settlement> {
  let capture: PayPalCapture | undefined;
  try {
    capture = await payPal.captureOrder(order.paymentId!, await captureRequestId(rootEm, order));
  } catch (caught) {
    if (!(caught instanceof PayPalError)) throw caught;
    if (caught.issue === 'ORDER_ALREADY_CAPTURED') {
      capture = (await payPal.getOrder(order.paymentId!)).capture;
    } else if (caught.issue === 'ORDER_NOT_APPROVED') {
      return 'not_approved';
    } else {
      log.warn({ orderId: order.id, paypal: caught.name, issue: caught.issue, debugId: caught.debugId }, 'PayPal capture failed');
      await recordOutcome(rootEm, order.id, (em, locked) =>
        recordOrderEvent(em, locked, 'payment_failed', { name: caught.name, issue: caught.issue ?? null }),
      );
      if (caught.retryable) throw caught;
      return 'failed';
    }
  }
  if (!capture) return 'failed';
  return settleCapture(rootEm, order.id, capture, mail);
}

/** The capture's request id belongs to the PayPal attempt whose order is the order's payment now. */
async function captureRequestId(rootEm: EntityManager, order: Order): Promise<string> {
  const started = await rootEm.fork().find(OrderEvent, { order: order.id, type: 'payment_started' }, { orderBy: { id: 'asc' } });
  const index = started.findIndex((event) => event.data?.paypalOrderId === order.paymentId);
  return payPalRequestId(order, 'capture', index >= 0 ? index + 1 : 1);
}

async function settleCapture(rootEm: EntityManager, orderId: number, capture: PayPalCapture, mail: MailSettings): Promise<Settlement> {
  let settlement: Settlement = 'failed';
  await recordOutcome(rootEm, orderId, async (em, order) => {
    if (order.paymentStatus === PaymentStatus.PAID) {
      settlement = 'paid';
      return;
    }
    const facts = {
      captureId: capture.captureId,
      captureStatus: capture.captureStatus,
      amountCents: capture.amountCents,
      currency: capture.currency,
    };
    if (!captureMatches(capture, order.totalAmountCents)) {
      // Money may have moved, but not what we asked for: the order stays unpaid, staff see why in its history.
      recordOrderEvent(em, order, capture.captureStatus === 'COMPLETED' ? 'payment_amount_mismatch' : 'payment_failed', {
        ...facts,
        expectedCents: order.totalAmountCents,
      });
      return;
    }
    const refused = await transition(em, order, { paymentStatus: PaymentStatus.PAID }, { cause: 'payment_captured', facts, mail });
    if (!refused) {
      settlement = 'paid';
      return;
    }
    // Only a payment that failed meanwhile (the deadline job won the race) is refused: a failed payment is final, so
    // the money PayPal took is recorded in the history for staff to refund in PayPal, never silently dropped.
    recordOrderEvent(em, order, 'payment_failed', { ...facts, lateCapture: true, paymentStatus: order.paymentStatus });
  });
  return settlement;
}

/**
 * The payment deadline job: a PayPal payment the browser never reported is settled now; an order still unpaid is
 * cancelled and its places return. Orders staff have confirmed stay (their decision), with a line in the history.
 * `server`: the payments and settings of the server the job runs beside (a job has no request; tests pass the app).
 */
export async function handlePaymentDeadline(
  rootEm: EntityManager,
  server: { payments: Payments; appSettings: AppSettings },
  orderId: number,
  log: PaymentLog,
  now = new Date(),
): Promise<'paid' | 'cancelled' | 'kept' | 'nothing'> {
  const mail = server.appSettings.mail;
  const order = await rootEm.fork().findOne(Order, orderId);
  if (!order || !isUnpaid(order)) return 'nothing';
  if (order.paymentDeadline && order.paymentDeadline > now) return 'nothing';
  if (order.paymentMethod === PaymentMethod.PAYPAL && order.paymentId) {
    if ((await settlePayPalOrder(rootEm, payPalOf(server), order, log, mail)) === 'paid') return 'paid';
  }
  let outcome: 'cancelled' | 'kept' | 'nothing' = 'nothing';
  await recordOutcome(rootEm, orderId, async (em, locked) => {
    if (!isUnpaid(locked)) return;
    if (locked.orderStatus === OrderStatus.CONFIRMED) {
      recordOrderEvent(em, locked, 'payment_deadline_passed', { kept: true, reason: 'confirmed by staff' });
      outcome = 'kept';
      return;
    }
    const refused = await transition(
      em,
      locked,
      { orderStatus: OrderStatus.CANCELLED, paymentStatus: PaymentStatus.FAILED },
      { cause: 'payment_deadline', mail },
    );
    if (!refused) outcome = 'cancelled';
  });
  return outcome;
}
