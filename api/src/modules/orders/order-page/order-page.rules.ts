import { message } from '../../../validation/fields.js';

/** At most this many participants change in one request (an order has at most 20 items of up to 10 places). */
export const MAX_PARTICIPANT_CHANGES = 200;

/**
 * Participants' names may be changed until the course's first day in Gersthofen: on that day the trainer's list
 * is printed. A course without a start date is open; a cancelled order is closed.
 */
export function participantNamesEditable(startDate: string | null | undefined, today: string, cancelled: boolean): boolean {
  return !cancelled && (!startDate || today < startDate);
}

export { checkoutParticipantSchema as participantChangeSchema } from '../../../validation/checkout.schema.js';
export { cancellationRequestSchema, orderLinksSchema } from '../../../validation/order-page.schema.js';

export const ACCESS_KEY = /^[A-Za-z0-9_-]{43}$/;

export const participantNotFound = (field: string) => ({ field, ...message('PARTICIPANT_NOT_FOUND', 'validation.participantNotFound') });
export const participantsLocked = (field: string) => ({ field, ...message('COURSE_STARTED', 'validation.participantNamesLocked') });
export const orderNotFound = { field: 'accessKey', ...message('ORDER_NOT_FOUND', 'validation.orderNotFound') };
export const orderCancelled = { field: 'accessKey', ...message('ORDER_CANCELLED', 'validation.orderAlreadyCancelled') };
