import { createHash, randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { siteOrigin } from '../../context/site-origin.js';
import { PAYLOAD_KEY_MINUTES, PAYLOAD_KEY_PREFIX, placeOrderSchema } from '../../validation/checkout.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { CartItem } from '../cart/cart-item.entity.js';
import type { Cart } from '../cart/cart.entity.js';
import { findCartContents, findCartForUpdate } from '../cart/cart.repository.js';
import { courseUnavailable, notEnoughPlaces } from '../cart/cart.service.js';
import { Course } from '../courses/course.entity.js';
import { ageCheckedCourse } from '../courses/course-age.js';
import type { Language } from '../../context/language.js';
import { ageRefusal } from '../../validation/participant-age.js';
import { offerRefusal, todayInGersthofen } from '../courses/course.rules.js';
import { Participant } from '../participants/participant.entity.js';
import { consumeHolds } from '../places/place-hold.service.js';
import { waitlistOrderPlaced } from '../waitlist/waitlist-offers.js';
import { cancelledCourses, freePlaces, returnPlaces, takePlaces } from '../places/places.js';
import { payPalAvailable } from '../payments/payments.js';
import { readShopSettings } from '../settings/shop-settings.service.js';
import { isDemoMode } from '../setup/site-mode.js';
import { announceCheckoutVouchers } from '../vouchers/voucher.service.js';
import { createOrder } from './order-lifecycle.js';
import { OrderItem } from './order-item.entity.js';
import { orderPaymentService, settleVerifiedPayPalOrder, verifyPaidPayPalOrder } from './order-payment.service.js';
import type { PayPalCapture } from '../payments/paypal.client.js';
import { PAYPAL_APPROVAL_MINUTES } from './order-payment.rules.js';
import { orderView } from './order.reader.js';
import { Order, PaymentMethod, PaymentStatus } from './order.entity.js';
import type { OrderView } from './order-view.js';

export type PlaceOrderResult = { ok: true; order: OrderView; accessKey: string } | { ok: false; errors: FieldError[] };

/** One course's places in an order, before anything is written (also staff's orders from a course request). */
export interface OrderLine {
  courseId: number;
  quantity: number;
  /** What the client showed per place (checked, never used); null when it sent none. */
  shownUnitPriceCents: number | null;
  participants: { firstName: string; lastName: string; birthDate?: string | null }[];
  /** Where the line came from in the input, for errors: `items.0`. */
  field: string;
}

/** A refusal found inside the transaction: thrown to roll everything back (held places included), then answered. */
export class OrderRefused extends Error {
  constructor(readonly errors: FieldError[]) {
    super('order refused');
  }
}

const refused = (field: string, code: FieldError['code'], id: FieldError['id'], values?: FieldError['values']): FieldError => ({
  field,
  code,
  id,
  values,
});

/**
 * Placing an order: validated once, then one transaction that serialises repeats of the same
 * idempotency key, prices every line from the server's own courses, stores order, items, participants and its
 * first history line, empties the cart, schedules the payment deadline, and last takes the places (the cart's
 * holds first, then one conditional update per course: the courses' rows stay locked only for the commit).
 * A refusal rolls all of it back.
 */
export const orderPlacementService = {
  async place(ctx: RequestContext, input: unknown): Promise<PlaceOrderResult> {
    const checked = validateInput(placeOrderSchema, input);
    if (!checked.ok) return checked;
    const request = checked.value;
    // A production server in demo mode takes no orders (unless ALLOW_DEMO_ORDERS=1): its facts are the demo's.
    if (ctx.appSettings.refuseDemoOrders && (await isDemoMode(ctx.em))) {
      ctx.log.info({ siteMode: 'DEMO' }, 'order refused: demo mode on a production server');
      return { ok: false, errors: [refused('siteMode', 'DEMO_MODE', 'validation.demoOrdersRefused')] };
    }
    const fromCart = !request.items;
    const settings = await readShopSettings(ctx.em);
    const method = request.paymentMethod as PaymentMethod;
    if (
      (method === PaymentMethod.BANK_TRANSFER && !settings.bankTransfer.ready) ||
      (method === PaymentMethod.PAYPAL && !payPalAvailable(ctx))
    ) {
      return { ok: false, errors: [refused('paymentMethod', 'PAYMENT_METHOD_UNAVAILABLE', 'validation.paymentMethodUnavailable')] };
    }
    // What the key promises to repeat: the same customer, method and items (or "the cart", whose contents a repeat cannot resend).
    const fingerprint = createHash('sha256')
      .update(
        JSON.stringify([
          request.customer,
          method,
          request.items ?? 'cart',
          request.expectedTotalCents,
          ...(request.paidWithPayPalOrderId ? [request.paidWithPayPalOrderId] : []),
          // Only when given: keys of orders without vouchers keep their fingerprints.
          ...(request.vouchers?.length ? [request.vouchers] : []),
        ]),
      )
      .digest('hex');
    if (fromCart) ctx.cartSession?.answerIsPrivate();
    const paidWith = request.paidWithPayPalOrderId ?? null;
    let verified: PayPalCapture | null = null;
    if (paidWith) {
      const notVerified = {
        ok: false as const,
        errors: [refused('paidWithPayPalOrderId', 'PAYMENT_NOT_VERIFIED', 'validation.paymentNotVerified')],
      };
      if (method !== PaymentMethod.PAYPAL || !request.items) return notVerified;
      // Asked before the transaction (a network call never holds row locks), against the server's own prices.
      try {
        const { totalAmountCents } = await priceLines(ctx.em.fork(), linesFromInput(request.items), request.expectedTotalCents ?? null);
        verified = await verifyPaidPayPalOrder(ctx, paidWith, totalAmountCents);
      } catch (error) {
        if (error instanceof OrderRefused) return { ok: false, errors: error.errors };
        throw error;
      }
      if (!verified) return notVerified;
    }

    let orderId: number;
    try {
      orderId = await transactional(ctx, async (tx) => {
        const em = tx.em;
        // Repeats of one key wait here for the first to finish, then find its order: never a second one.
        await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`order:${request.idempotencyKey}`]);
        let existing = await em.findOne(Order, { idempotencyKey: request.idempotencyKey });
        if (
          existing &&
          request.idempotencyKey.startsWith(PAYLOAD_KEY_PREFIX) &&
          existing.createdAt.getTime() < Date.now() - PAYLOAD_KEY_MINUTES * 60_000
        ) {
          // A key derived from the payload repeats its order only for a while: later, the same order is a new one.
          existing.idempotencyKey = null;
          await em.flush();
          existing = null;
        }
        if (existing) {
          if (existing.requestFingerprint !== fingerprint) {
            // Another order under the key of a PayPal payment (the REST door's key for old clients): that payment is used.
            if (paidWith && existing.paymentId === paidWith)
              throw new OrderRefused([refused('paidWithPayPalOrderId', 'PAYMENT_NOT_VERIFIED', 'validation.paymentNotVerified')]);
            throw new OrderRefused([refused('idempotencyKey', 'IDEMPOTENCY_KEY_REUSED', 'validation.idempotencyKeyReused')]);
          }
          return existing.id;
        }
        const cart = fromCart && ctx.cartSession?.id ? await findCartForUpdate(em, ctx.cartSession.id) : null;
        const lines = request.items ? linesFromInput(request.items) : await linesFromCart(em, cart);
        const { courses, totalAmountCents } = await priceLines(em, lines, request.expectedTotalCents ?? null);
        refuseParticipantsOutOfAge(lines, courses, ctx.language);
        if (paidWith) {
          // One PayPal payment pays one order: concurrent claims of it wait here, then find the first one's order.
          await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`paypal-order:${paidWith}`]);
          const used = (await em.count(Order, { paymentId: paidWith })) > 0;
          if (used || verified!.amountCents !== totalAmountCents)
            throw new OrderRefused([refused('paidWithPayPalOrderId', 'PAYMENT_NOT_VERIFIED', 'validation.paymentNotVerified')]);
        }

        const now = new Date();
        const order = await createOrder(
          em,
          {
            customerFirstName: request.customer.firstName,
            customerLastName: request.customer.lastName,
            customerEmail: request.customer.email,
            customerPhone: request.customer.phone,
            customerAddress: request.customer.address,
            customerCity: request.customer.city,
            customerZipCode: request.customer.zipCode,
            totalAmountCents,
            paymentMethod: method,
            paymentId: paidWith,
            idempotencyKey: request.idempotencyKey,
            requestFingerprint: fingerprint,
            accessKey: randomBytes(32).toString('base64url'),
            language: ctx.language,
            siteOrigin: siteOrigin(ctx),
            paymentDeadline:
              method === PaymentMethod.BANK_TRANSFER
                ? new Date(now.getTime() + settings.bankTransfer.paymentDays * 24 * 60 * 60_000)
                : new Date(now.getTime() + PAYPAL_APPROVAL_MINUTES * 60_000),
          },
          (created) => addOrderLines(em, created, lines, courses),
          // Bank transfer: the confirmation carries the transfer details; PayPal's follows the capture.
          {
            facts: { paymentMethod: method, totalAmountCents, places: lines.reduce((sum, line) => sum + line.quantity, 0) },
            sendConfirmation: method === PaymentMethod.BANK_TRANSFER,
            mail: ctx.appSettings.mail,
            // Before the mails: the customer's confirmation and the office's notice name the vouchers announced.
            completeBeforeMails: async (created) => {
              const voucherErrors = await announceCheckoutVouchers(em, created, request.vouchers ?? []);
              if (voucherErrors.length) throw new OrderRefused(voucherErrors);
              await em.flush();
            },
          },
        );
        if (cart) await em.nativeDelete(CartItem, { cart });
        // Last: taking places locks the courses' rows until the commit, so everything else is written before.
        await takeOrderPlaces(em, cart, lines);
        // Places a waitlist offer moved into this cart are sold now: the list's sale.
        if (cart)
          await waitlistOrderPlaced(
            em,
            cart.id,
            order.id,
            lines.map((line) => line.courseId),
          );
        await em.flush();
        return order.id;
      });
    } catch (error) {
      if (error instanceof OrderRefused) return { ok: false, errors: error.errors };
      // The advisory lock above lets only one claim of a payment through; should another order have got its id by any
      // other way, the unique index refuses this one, and the answer is the same as for a payment already used.
      if (paidWith && error instanceof UniqueConstraintViolationException && error.message.includes('orders_payment_id_unique')) {
        return { ok: false, errors: [refused('paidWithPayPalOrderId', 'PAYMENT_NOT_VERIFIED', 'validation.paymentNotVerified')] };
      }
      throw error;
    }

    let order = await ctx.em.fork().findOneOrFail(Order, orderId);
    if (verified && order.paymentStatus !== PaymentStatus.PAID) {
      // Paid in the browser and verified above: settled like a capture the server made (history, confirmation mail).
      await settleVerifiedPayPalOrder(ctx.em, orderId, verified, ctx.appSettings.mail);
      order = await ctx.em.fork().findOneOrFail(Order, orderId);
    }
    // PayPal: the payment is started after the commit (a network call never holds the places' row locks).
    if (method === PaymentMethod.PAYPAL && !paidWith && !order.paymentApprovalUrl) {
      await orderPaymentService.startPayPal(ctx, order);
      order = await ctx.em.fork().findOneOrFail(Order, orderId);
    }
    return { ok: true, order: await orderView(ctx.em.fork(), order), accessKey: order.accessKey };
  },
};

/** The order's items at the courses' own prices, with their named participants (flushed with the order). */
export function addOrderLines(em: EntityManager, order: Order, lines: OrderLine[], courses: Map<number, Course>): void {
  for (const line of lines) {
    const item = em.create(OrderItem, {
      order,
      course: courses.get(line.courseId)!,
      quantity: line.quantity,
      priceCents: courses.get(line.courseId)!.priceCents,
    });
    for (const participant of line.participants) em.create(Participant, { orderItem: item, ...participant });
  }
}

function linesFromInput(items: NonNullable<ReturnType<typeof placeOrderSchema.validateSync>['items']>): OrderLine[] {
  const lines = items.map((item, index) => ({
    courseId: item.courseId,
    quantity: item.quantity,
    shownUnitPriceCents: item.unitPriceCents ?? null,
    participants: item.participants.map(({ firstName, lastName, birthDate }) => ({ firstName, lastName, birthDate: birthDate ?? null })),
    field: `items.${index}`,
  }));
  if (lines.length === 0) throw new OrderRefused([refused('items', 'CART_EMPTY', 'validation.cartEmpty')]);
  const seen = new Set<number>();
  const errors: FieldError[] = [];
  for (const line of lines) {
    if (seen.has(line.courseId)) errors.push(refused(`${line.field}.courseId`, 'OUT_OF_RANGE', 'validation.participantsCount'));
    seen.add(line.courseId);
    if (line.participants.length !== line.quantity)
      errors.push(refused(`${line.field}.participants`, 'PARTICIPANTS_INCOMPLETE', 'validation.participantsCount'));
  }
  if (errors.length) throw new OrderRefused(errors);
  return lines;
}

/** The cart's items with their named participants; an empty cart or a place without names is refused. */
async function linesFromCart(em: EntityManager, cart: Cart | null): Promise<OrderLine[]> {
  const { items, participants } = cart ? await findCartContents(em, cart) : { items: [], participants: [] };
  if (items.length === 0) throw new OrderRefused([refused('items', 'CART_EMPTY', 'validation.cartEmpty')]);
  const errors: FieldError[] = [];
  const lines = items.map((item, index) => {
    const named = participants
      .filter((participant) => participant.cartItem.id === item.id)
      .map((participant) => ({
        firstName: participant.firstName.trim(),
        lastName: participant.lastName.trim(),
        birthDate: participant.birthDate ?? null,
      }));
    if (named.length !== item.quantity || named.some((participant) => !participant.firstName || !participant.lastName)) {
      errors.push(refused(`items.${index}.participants`, 'PARTICIPANTS_INCOMPLETE', 'validation.participantsIncomplete'));
    }
    return { courseId: item.course.id, quantity: item.quantity, shownUnitPriceCents: null, participants: named, field: `items.${index}` };
  });
  if (errors.length) throw new OrderRefused(errors);
  return lines;
}

/**
 * Each line's course must be on offer; its price is the course's own. A price or total the client showed that
 * differs from the server's is refused (PRICES_CHANGED): the customer must see what they pay before paying it.
 */
export async function priceLines(em: EntityManager, lines: OrderLine[], expectedTotalCents: number | null) {
  const courses = new Map(
    (await em.find(Course, { id: { $in: lines.map((line) => line.courseId) } })).map((course) => [course.id, course]),
  );
  const today = todayInGersthofen();
  const errors: FieldError[] = [];
  let totalAmountCents = 0;
  for (const line of lines) {
    const course = courses.get(line.courseId);
    const refusal = course ? offerRefusal(course, today) : 'NOT_OFFERED';
    if (refusal || !course) {
      errors.push(courseUnavailable(`${line.field}.courseId`, refusal ?? 'NOT_OFFERED'));
      continue;
    }
    if (line.shownUnitPriceCents !== null && line.shownUnitPriceCents !== course.priceCents) {
      errors.push(refused(`${line.field}.unitPriceCents`, 'PRICES_CHANGED', 'validation.pricesChanged'));
    }
    totalAmountCents += course.priceCents * line.quantity;
  }
  if (errors.length === 0 && expectedTotalCents !== null && expectedTotalCents !== totalAmountCents) {
    errors.push(refused('expectedTotalCents', 'PRICES_CHANGED', 'validation.pricesChanged'));
  }
  if (errors.length) throw new OrderRefused(errors);
  return { courses, totalAmountCents };
}

/**
 * The parent books only places the child fits: a date of birth given for a participant whose age on the course's
 * first day is outside the course's range refuses the order, naming course and range (staff may make an exception
 * afterwards in the order's participants, which the order's history records). Participants without a date of birth
 * (old clients) are not checked.
 */
export function refuseParticipantsOutOfAge(lines: OrderLine[], courses: Map<number, Course>, language: Language): void {
  const errors: FieldError[] = [];
  for (const line of lines) {
    const course = ageCheckedCourse(courses.get(line.courseId)!, language);
    line.participants.forEach((participant, index) => {
      const refusal = ageRefusal(course, participant.birthDate);
      if (refusal) errors.push({ field: `${line.field}.participants.${index}.birthDate`, ...refusal });
    });
  }
  if (errors.length) throw new OrderRefused(errors);
}

/**
 * The order's places: what the cart holds first, the rest taken now with one conditional update per course
 * (in course id order, as every taker locks them: no deadlock). Held places the order does not need go back.
 */
export async function takeOrderPlaces(em: EntityManager, cart: Cart | null, lines: OrderLine[]): Promise<void> {
  const held = cart ? await consumeHolds(em, cart) : new Map<number, number>();
  const errors: FieldError[] = [];
  for (const line of [...lines].sort((a, b) => a.courseId - b.courseId)) {
    const fromHold = Math.min(held.get(line.courseId) ?? 0, line.quantity);
    held.set(line.courseId, (held.get(line.courseId) ?? 0) - fromHold);
    if (!(await takePlaces(em, line.courseId, line.quantity - fromHold))) {
      errors.push(notEnoughPlaces(`${line.field}.quantity`, fromHold + (await freePlaces(em, line.courseId))));
    }
  }
  const cancelled = await cancelledCourses(
    em,
    lines.map((line) => line.courseId),
  );
  for (const line of lines) if (cancelled.has(line.courseId)) errors.push(courseUnavailable(`${line.field}.courseId`, 'NOT_OFFERED'));
  if (errors.length) throw new OrderRefused(errors);
  for (const [courseId, unused] of held) await returnPlaces(em, courseId, unused);
}
