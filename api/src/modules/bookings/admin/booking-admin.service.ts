import { type RequestContext, transactional } from '../../../context/request-context.js';
import type { PageRequest } from '../../../db/find-page.js';
import { InvalidArgumentError } from '../../../validation/invalid-argument.js';
import type { FieldError } from '../../../validation/validate.js';
import { AuditAction } from '../../audit/audit-event.entity.js';
import { recordAdminChange } from '../../audit/audit.js';
import { searchProblem } from '../../courses/course.rules.js';
import { type ConversionRequest, type RequestSource, convertRequestToOrder } from '../../orders/admin/request-conversion.service.js';
import { orderView } from '../../orders/order.reader.js';
import { Order, orderNumberOf } from '../../orders/order.entity.js';
import type { OrderView } from '../../orders/order-view.js';
import { BookingStatus } from '../booking.entity.js';
import { type AdminBookingFilter, type BookingRow, findAdminBookings, findBookingRow, lockBooking } from './booking-admin.repository.js';

export const ADMIN_BOOKINGS_PAGE_SIZE = 20;

export type BookingChangeResult = { booking: BookingRow | null; errors: FieldError[] };
export type BookingConversionResult = BookingChangeResult & { order: OrderView | null };

/** Name of the request's DataLoader of bookings' orders (booking-admin.resolver.ts); a conversion clears it. */
export const BOOKING_ORDER_LOADER = 'bookingOrder';

/** The orders made from these bookings, by booking id (one query for a page of bookings). */
export async function findOrdersOfBookings(em: RequestContext['em'], bookingIds: readonly number[]): Promise<Map<number, Order>> {
  const orders = await em.find(Order, { booking: { $in: [...bookingIds] } });
  return new Map(orders.map((order) => [order.booking!.id, order]));
}

const bookingNotFound: FieldError = { field: 'bookingId', code: 'BOOKING_NOT_FOUND', id: 'validation.bookingNotFound' };
const STATUSES = Object.values(BookingStatus);

/**
 * A booking as a source of an order (the shared conversion): locked by its row, linked by the unique
 * `orders.booking_id`, its course the default. Converting answers the request: a pending booking becomes
 * confirmed (audit line with the order), since its place is now the order's.
 */
const bookingSource: RequestSource = {
  field: 'bookingId',
  notFound: bookingNotFound,
  async lock(em, id) {
    const booking = await lockBooking(em, id);
    if (!booking) return null;
    return { name: booking.name, email: booking.email, link: { booking }, defaultCourseId: async () => booking.course.id };
  },
  async orderOf(em, id) {
    return (await findOrdersOfBookings(em, [id])).get(id);
  },
  facts: (id) => ({ bookingId: id }),
  async converted(tx, id, order) {
    const booking = (await lockBooking(tx.em, id))!;
    const before = { status: booking.status, orderId: null };
    booking.status = BookingStatus.CONFIRMED;
    recordAdminChange(tx.em, tx.user, {
      entityType: 'booking',
      entityId: id,
      action: AuditAction.UPDATED,
      before,
      after: { status: booking.status, orderId: order.id, orderNumber: orderNumberOf(order.id) },
    });
  },
};

/** Staff's side of bookings: the list, and answering a request by its status. */
export const bookingAdminService = {
  list(ctx: RequestContext, filter: AdminBookingFilter, page: PageRequest) {
    const problem = searchProblem(filter.search);
    if (problem) throw new InvalidArgumentError(ctx.language, 'search', problem);
    return findAdminBookings(ctx.em, filter, page);
  },

  /** One booking as the list shows it; null when there is none. */
  byId(ctx: RequestContext, id: number): Promise<BookingRow | null> {
    return findBookingRow(ctx.em, id);
  },

  /**
   * Sets a booking's status (docs/SPEC.md §4: pending, confirmed, cancelled; staff may move between any of them, as a
   * request answered too early is put back). Recorded in the audit log with the admin; the same status again
   * changes and records nothing. A booking takes no place, so no places move: "confirmed" only says staff
   * answered it; places are taken by converting it into an order (`convert`).
   */
  async setStatus(ctx: RequestContext, id: number | null, status: BookingStatus | null | undefined): Promise<BookingChangeResult> {
    if (!status || !STATUSES.includes(status))
      return { booking: null, errors: [{ field: 'status', code: 'REQUIRED', id: 'validation.required' }] };
    if (!id) return { booking: null, errors: [bookingNotFound] };
    return transactional(ctx, async (tx) => {
      const booking = await lockBooking(tx.em, id);
      if (!booking) return { booking: null, errors: [bookingNotFound] };
      const before = { status: booking.status };
      booking.status = status;
      recordAdminChange(tx.em, ctx.user, { entityType: 'booking', entityId: id, action: AuditAction.UPDATED, before, after: { status } });
      await tx.em.flush();
      return { booking: await findBookingRow(tx.em, id), errors: [] };
    });
  },
  /** Makes ONE pending order from a booking request (orders/admin/request-conversion.service.ts), places checked and taken. */
  async convert(ctx: RequestContext, id: number | null, request: ConversionRequest): Promise<BookingConversionResult> {
    const result = await convertRequestToOrder(ctx, bookingSource, id, request);
    const booking = id ? await findBookingRow(ctx.em.fork(), id) : null;
    if (!result.ok) return { order: null, booking, errors: result.errors };
    ctx.loaders.delete(BOOKING_ORDER_LOADER);
    const em = ctx.em.fork();
    return { order: await orderView(em, await em.findOneOrFail(Order, result.orderId)), booking, errors: [] };
  },
};
