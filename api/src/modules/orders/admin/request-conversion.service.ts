import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../../context/request-context.js';
import { siteOrigin } from '../../../context/site-origin.js';
import { contactConversionSchema } from '../../../validation/contact-conversion.schema.js';
import { type FieldError, validateInput } from '../../../validation/validate.js';
import { splitCustomerName } from '../../contact/admin/contact-request.rules.js';
import { type CreationOptions, type NewOrder, createOrder } from '../order-lifecycle.js';
import { type OrderLine, OrderRefused, addOrderLines, priceLines, takeOrderPlaces } from '../order-placement.service.js';
import { Order, PaymentMethod, orderNumberOf } from '../order.entity.js';

/** What staff ask of a conversion: the course (default: the request's), places (default 1), optional names. */
export interface ConversionRequest {
  courseId?: number | null;
  quantity?: number | null;
  participants?: { firstName: string; lastName: string }[] | null;
}

/** A request that was locked for the conversion: who asked, and for which course when it says so. */
export interface LockedRequest {
  name: string;
  email: string;
  /** The course the request names (a booking's course, a contact subject's title); undefined when none. */
  defaultCourseId: () => Promise<number | undefined>;
  /** The order's link back to the request (`contactMessage` or `booking`), unique per request. */
  link: Pick<NewOrder, 'contactMessage' | 'booking'>;
}

/**
 * One kind of request that can become an order (a contact message, a booking from /course-request). The service
 * path is the same for both; a source says how to lock its row, find its order and what else changes with it.
 */
export interface RequestSource {
  /** The input's field naming the request (`contactMessageId`, `bookingId`): refusals about the request go there. */
  field: string;
  notFound: FieldError;
  /** Locks the request's row for the transaction (FOR UPDATE); null when there is none. */
  lock(em: EntityManager, id: number): Promise<LockedRequest | null>;
  /** The order made from the request, if any. */
  orderOf(em: EntityManager, id: number): Promise<Order | undefined>;
  /** The history line's facts naming the request (`{ contactMessageId }`). */
  facts(id: number): Record<string, unknown>;
  /** In the conversion's transaction, after the order exists: the request's own audit line, status… */
  converted(tx: RequestContext, id: number, order: Order): Promise<void> | void;
}

export type ConvertedRequest = { ok: true; orderId: number } | { ok: false; errors: FieldError[] };

const alreadyConverted = (field: string, order: Order): FieldError => ({
  field,
  code: 'ALREADY_CONVERTED',
  id: 'validation.contactMessageConverted',
  values: { orderNumber: orderNumberOf(order.id) },
});

/** The one order line's refusals (`line.quantity`) under the input's own names (`quantity`). */
const LINE = 'line';
const inputField = (error: FieldError): FieldError => ({
  ...error,
  field: error.field.startsWith(`${LINE}.`) ? error.field.slice(LINE.length + 1) : error.field,
});

/**
 * Makes ONE pending order from a request (contact message or booking), in one transaction: the request's row is
 * locked first, so a second conversion (another admin's click at the same moment) waits and is then refused with
 * ALREADY_CONVERTED; the order's unique link to the request backs this up. The course is staff's choice (default:
 * the course the request names), priced by the server and checked like a checkout's (on offer, enough free places,
 * taken with the placement code: the only way a request takes places). Customer: the request's name (split into
 * first and last name) and e-mail; phone and address stay empty until staff complete them (`updateOrderCustomer`).
 * Payment: bank transfer / invoice, pending, with no payment deadline and no mail: staff agreed it with the customer
 * and follow it up. Its history starts with "created" by the admin, naming the request.
 */
export async function convertRequestToOrder(
  ctx: RequestContext,
  source: RequestSource,
  id: number | null,
  request: ConversionRequest,
): Promise<ConvertedRequest> {
  if (!id) return { ok: false, errors: [source.notFound] };
  const checked = validateInput(contactConversionSchema, {
    courseId: request.courseId ?? null,
    quantity: request.quantity ?? 1,
    participants: request.participants ?? [],
  });
  if (!checked.ok) return checked;
  const { courseId, quantity, participants } = checked.value;

  try {
    const orderId = await transactional(ctx, async (tx) => {
      const em = tx.em;
      const locked = await source.lock(em, id);
      if (!locked) throw new OrderRefused([source.notFound]);
      const existing = await source.orderOf(em, id);
      if (existing) throw new OrderRefused([alreadyConverted(source.field, existing)]);
      const chosenCourseId = courseId ?? (await locked.defaultCourseId());
      if (!chosenCourseId) throw new OrderRefused([{ field: 'courseId', code: 'REQUIRED', id: 'validation.required' }]);

      const lines: OrderLine[] = [
        { courseId: chosenCourseId, quantity, shownUnitPriceCents: null, participants: participants ?? [], field: LINE },
      ];
      const { courses, totalAmountCents } = await priceLines(em, lines, null);
      const { firstName, lastName } = splitCustomerName(locked.name);
      const options: CreationOptions = {
        facts: { paymentMethod: PaymentMethod.BANK_TRANSFER, totalAmountCents, places: quantity, ...source.facts(id) },
        actor: ctx.user,
        sendConfirmation: false,
        mail: ctx.appSettings.mail,
      };
      const order = await createOrder(
        em,
        {
          customerFirstName: firstName,
          customerLastName: lastName,
          customerEmail: locked.email,
          customerPhone: '',
          customerAddress: '',
          customerCity: '',
          customerZipCode: '',
          totalAmountCents,
          paymentMethod: PaymentMethod.BANK_TRANSFER,
          accessKey: randomBytes(32).toString('base64url'),
          siteOrigin: siteOrigin(ctx),
          paymentDeadline: null,
          ...locked.link,
        },
        (created) => addOrderLines(em, created, lines, courses),
        options,
      );
      await source.converted(tx, id, order);
      // Last, as a checkout does: taking places locks the course's row until the commit.
      await takeOrderPlaces(em, null, lines);
      await em.flush();
      return order.id;
    });
    ctx.log.info({ request: source.facts(id), orderId, actor: ctx.user?.username ?? null }, 'request converted to an order');
    return { ok: true, orderId };
  } catch (error) {
    if (error instanceof OrderRefused) return { ok: false, errors: error.errors.map(inputField) };
    // Only without the row lock (never here) could two inserts race; the unique key refuses the second anyway.
    if (error instanceof UniqueConstraintViolationException) {
      const existing = await source.orderOf(ctx.em.fork(), id);
      if (existing) return { ok: false, errors: [alreadyConverted(source.field, existing)] };
    }
    throw error;
  }
}
