import { type RequestContext } from '../../../context/request-context.js';
import type { PageRequest } from '../../../db/find-page.js';
import { InvalidArgumentError } from '../../../validation/invalid-argument.js';
import type { FieldError } from '../../../validation/validate.js';
import { AuditAction } from '../../audit/audit-event.entity.js';
import { recordAdminChange } from '../../audit/audit.js';
import { searchProblem } from '../../courses/course.rules.js';
import {
  type ConversionRequest as SharedConversionRequest,
  type RequestSource,
  convertRequestToOrder,
} from '../../orders/admin/request-conversion.service.js';
import { orderView } from '../../orders/order.reader.js';
import { Order, orderNumberOf } from '../../orders/order.entity.js';
import type { OrderView } from '../../orders/order-view.js';
import {
  type AdminContactMessageFilter,
  type ContactMessageRow,
  findAdminContactMessages,
  findContactMessageRow,
  findCoursesByTitles,
  findOrdersOfMessages,
  lockContactMessage,
} from './contact-admin.repository.js';
import { ContactMessage } from '../contact-message.entity.js';
import { requestedCourseTitle } from './contact-request.rules.js';

export const ADMIN_CONTACT_MESSAGES_PAGE_SIZE = 20;

/** Names of the request's DataLoaders (contact-admin.resolver.ts); a conversion clears the order one. */
export const MESSAGE_ORDER_LOADER = 'contactMessageOrder';
export const REQUESTED_COURSE_LOADER = 'contactMessageRequestedCourse';

export interface ConversionRequest extends SharedConversionRequest {
  /** Null: the caller named no contact message. */
  contactMessageId: number | null;
}

export type ConversionResult = { order: OrderView | null; contactMessage: ContactMessageRow | null; errors: FieldError[] };

const messageNotFound: FieldError = {
  field: 'contactMessageId',
  code: 'CONTACT_MESSAGE_NOT_FOUND',
  id: 'validation.contactMessageNotFound',
};

/** Staff's side of contact messages: the list, and turning a course request into an order. */
export const contactAdminService = {
  list(ctx: RequestContext, filter: AdminContactMessageFilter, page: PageRequest) {
    const problem = searchProblem(filter.search);
    if (problem) throw new InvalidArgumentError(ctx.language, 'search', problem);
    return findAdminContactMessages(ctx.em, filter, page);
  },

  /** One message as the list shows it; null when there is none. */
  byId(ctx: RequestContext, id: number): Promise<ContactMessageRow | null> {
    return findContactMessageRow(ctx.em, id);
  },

  /**
   * Makes ONE pending order from a contact message (the shared conversion, orders/admin/request-conversion.service.ts):
   * the course defaults to the one the subject names; the message's audit line names the order.
   */
  async convert(ctx: RequestContext, request: ConversionRequest): Promise<ConversionResult> {
    const id = request.contactMessageId;
    const result = await convertRequestToOrder(ctx, contactMessageSource, id, request);
    const contactMessage = id ? await findMessageRow(ctx, id) : null;
    if (!result.ok) return { order: null, contactMessage, errors: result.errors };
    ctx.loaders.delete(MESSAGE_ORDER_LOADER);
    const em = ctx.em.fork();
    return { order: await orderView(em, await em.findOneOrFail(Order, result.orderId)), contactMessage, errors: [] };
  },
};

/** A contact message as a source of an order: locked by its row, linked by `orders.contact_message_id`. */
const contactMessageSource: RequestSource = {
  field: 'contactMessageId',
  notFound: messageNotFound,
  async lock(em, id) {
    const message = await lockContactMessage(em, id);
    if (!message) return null;
    return {
      name: message.name,
      email: message.email,
      link: { contactMessage: message },
      async defaultCourseId() {
        const title = requestedCourseTitle(message.subject);
        return title ? (await findCoursesByTitles(em, [title])).get(title.toLowerCase())?.id : undefined;
      },
    };
  },
  async orderOf(em, id) {
    return (await findOrdersOfMessages(em, [id])).get(id);
  },
  facts: (id) => ({ contactMessageId: id }),
  converted(tx, id, order) {
    recordAdminChange(tx.em, tx.user, {
      entityType: 'contactMessage',
      entityId: id,
      action: AuditAction.UPDATED,
      before: { orderId: null },
      after: { orderId: order.id, orderNumber: orderNumberOf(order.id) },
    });
  },
};

/** The message as the list shows it (fresh: after a conversion it names its order). */
async function findMessageRow(ctx: RequestContext, id: number): Promise<ContactMessageRow | null> {
  const em = ctx.em.fork();
  const message = await em.findOne(ContactMessage, id);
  return message
    ? {
        id: message.id,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        createdAt: message.createdAt,
      }
    : null;
}
