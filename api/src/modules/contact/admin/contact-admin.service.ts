import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { type RequestContext, transactional } from '../../../context/request-context.js';
import { siteOrigin } from '../../../context/site-origin.js';
import type { PageRequest } from '../../../db/find-page.js';
import { contactConversionSchema } from '../../../validation/contact-conversion.schema.js';
import { InvalidArgumentError } from '../../../validation/invalid-argument.js';
import { type FieldError, validateInput } from '../../../validation/validate.js';
import { AuditAction } from '../../audit/audit-event.entity.js';
import { recordAdminChange } from '../../audit/audit.js';
import { searchProblem } from '../../courses/course.rules.js';
import { createOrder } from '../../orders/order-lifecycle.js';
import { type OrderLine, OrderRefused, addOrderLines, priceLines, takeOrderPlaces } from '../../orders/order-placement.service.js';
import { orderView } from '../../orders/order.reader.js';
import { Order, orderNumberOf } from '../../orders/order.entity.js';
import { type OrderView, PaymentMethod } from '../../orders/order.types.js';
import {
  type AdminContactMessageFilter,
  type ContactMessageRow,
  findAdminContactMessages,
  findCoursesByTitles,
  findOrdersOfMessages,
  lockContactMessage,
} from './contact-admin.repository.js';
import { ContactMessage } from '../contact-message.entity.js';
import { requestedCourseTitle, splitCustomerName } from './contact-request.rules.js';

export const ADMIN_CONTACT_MESSAGES_PAGE_SIZE = 20;

/** Names of the request's DataLoaders (contact-admin.resolver.ts); a conversion clears the order one. */
export const MESSAGE_ORDER_LOADER = 'contactMessageOrder';
export const REQUESTED_COURSE_LOADER = 'contactMessageRequestedCourse';

export interface ConversionRequest {
  /** Null: the caller named no contact message. */
  contactMessageId: number | null;
  courseId?: number | null;
  quantity?: number | null;
  participants?: { firstName: string; lastName: string }[] | null;
}

export type ConversionResult = { order: OrderView | null; contactMessage: ContactMessageRow | null; errors: FieldError[] };

const messageNotFound: FieldError = { field: 'contactMessageId', code: 'CONTACT_MESSAGE_NOT_FOUND', id: 'validation.contactMessageNotFound' };
const alreadyConverted = (order: Order): FieldError => ({
  field: 'contactMessageId',
  code: 'ALREADY_CONVERTED',
  id: 'validation.contactMessageConverted',
  values: { orderNumber: orderNumberOf(order.id) },
});

/** The one order line's refusals (`line.quantity`) under the input's own names (`quantity`). */
const LINE = 'line';
const inputField = (error: FieldError): FieldError => ({ ...error, field: error.field.startsWith(`${LINE}.`) ? error.field.slice(LINE.length + 1) : error.field });

/** Staff's side of contact messages (issue 14): the list, and turning a course request into an order. */
export const contactAdminService = {
  list(ctx: RequestContext, filter: AdminContactMessageFilter, page: PageRequest) {
    const problem = searchProblem(filter.search);
    if (problem) throw new InvalidArgumentError(ctx.language, 'search', problem);
    return findAdminContactMessages(ctx.em, filter, page);
  },

  /**
   * Makes ONE pending order from a contact message, in one transaction: the message's row is locked first, so a
   * second conversion (another admin's click at the same moment) waits and is then refused with ALREADY_CONVERTED;
   * the unique `orders.contact_message_id` backs this up. The course is staff's choice (default: the course the
   * subject names), priced by the server and checked like a checkout's (on offer, enough free places, taken with
   * the placement code). Customer: the message's name (split into first and last name) and e-mail; phone and
   * address stay empty (the form never asked for them). Payment: bank transfer / invoice, pending, with no payment
   * deadline and no mail: staff agreed it with the customer and follow it up (confirm, mark paid, send the
   * confirmation from the orders screen). Its history starts with "created" by the admin.
   */
  async convert(ctx: RequestContext, request: ConversionRequest): Promise<ConversionResult> {
    const id = request.contactMessageId;
    if (!id) return { order: null, contactMessage: null, errors: [messageNotFound] };
    const checked = validateInput(contactConversionSchema, {
      courseId: request.courseId ?? null,
      quantity: request.quantity ?? 1,
      participants: request.participants ?? [],
    });
    const asItStands = async (errors: FieldError[]): Promise<ConversionResult> => ({ order: null, contactMessage: await findMessageRow(ctx, id), errors });
    if (!checked.ok) return asItStands(checked.errors);
    const { courseId, quantity, participants } = checked.value;

    let orderId: number;
    try {
      orderId = await transactional(ctx, async (tx) => {
        const em = tx.em;
        const message = await lockContactMessage(em, id);
        if (!message) throw new OrderRefused([messageNotFound]);
        const existing = (await findOrdersOfMessages(em, [id])).get(id);
        if (existing) throw new OrderRefused([alreadyConverted(existing)]);
        const title = requestedCourseTitle(message.subject);
        const chosenCourseId = courseId ?? (title ? (await findCoursesByTitles(em, [title])).get(title.toLowerCase())?.id : undefined);
        if (!chosenCourseId) throw new OrderRefused([{ field: 'courseId', code: 'REQUIRED', id: 'validation.required' }]);

        const lines: OrderLine[] = [{ courseId: chosenCourseId, quantity, shownUnitPriceCents: null, participants: participants ?? [], field: LINE }];
        const { courses, totalAmountCents } = await priceLines(em, lines, null);
        const order = await createOrder(
          em,
          {
            ...customerOf(message.name),
            customerEmail: message.email,
            customerPhone: '',
            customerAddress: '',
            customerCity: '',
            customerZipCode: '',
            totalAmountCents,
            paymentMethod: PaymentMethod.BANK_TRANSFER,
            accessKey: randomBytes(32).toString('base64url'),
            siteOrigin: siteOrigin(ctx),
            paymentDeadline: null,
            contactMessage: message,
          },
          (created) => addOrderLines(em, created, lines, courses),
          { facts: { paymentMethod: PaymentMethod.BANK_TRANSFER, totalAmountCents, places: quantity, contactMessageId: id }, actor: ctx.user, sendConfirmation: false, mailTo: ctx.appSettings.mail.businessAddress },
        );
        recordAdminChange(em, ctx.user, {
          entityType: 'contactMessage',
          entityId: id,
          action: AuditAction.UPDATED,
          before: { orderId: null },
          after: { orderId: order.id, orderNumber: orderNumberOf(order.id) },
        });
        // Last, as a checkout does: taking places locks the course's row until the commit.
        await takeOrderPlaces(em, null, lines);
        await em.flush();
        return order.id;
      });
    } catch (error) {
      if (error instanceof OrderRefused) return asItStands(error.errors.map(inputField));
      // Only without the row lock (never here) could two inserts race; the unique key refuses the second anyway.
      if (error instanceof UniqueConstraintViolationException) {
        const existing = (await findOrdersOfMessages(ctx.em.fork(), [id])).get(id);
        if (existing) return asItStands([alreadyConverted(existing)]);
      }
      throw error;
    }
    ctx.loaders.delete(MESSAGE_ORDER_LOADER);
    ctx.log.info({ contactMessageId: id, orderId, actor: ctx.user?.username ?? null }, 'contact message converted to an order');
    const em = ctx.em.fork();
    return { order: await orderView(em, await em.findOneOrFail(Order, orderId)), contactMessage: await findMessageRow(ctx, id), errors: [] };
  },
};

function customerOf(name: string) {
  const { firstName, lastName } = splitCustomerName(name);
  return { customerFirstName: firstName, customerLastName: lastName };
}

/** The message as the list shows it (fresh: after a conversion it names its order). */
async function findMessageRow(ctx: RequestContext, id: number): Promise<ContactMessageRow | null> {
  const em = ctx.em.fork();
  const message = await em.findOne(ContactMessage, id);
  return message ? { id: message.id, name: message.name, email: message.email, subject: message.subject, message: message.message, createdAt: message.createdAt } : null;
}
