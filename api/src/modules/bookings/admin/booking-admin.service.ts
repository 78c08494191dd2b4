import { type RequestContext, transactional } from '../../../context/request-context.js';
import type { PageRequest } from '../../../db/find-page.js';
import { InvalidArgumentError } from '../../../validation/invalid-argument.js';
import type { FieldError } from '../../../validation/validate.js';
import { AuditAction } from '../../audit/audit-event.entity.js';
import { recordAdminChange } from '../../audit/audit.js';
import { searchProblem } from '../../courses/course.rules.js';
import { BookingStatus } from '../booking.entity.js';
import { type AdminBookingFilter, type BookingRow, findAdminBookings, findBookingRow, lockBooking } from './booking-admin.repository.js';

export const ADMIN_BOOKINGS_PAGE_SIZE = 20;

export type BookingChangeResult = { booking: BookingRow | null; errors: FieldError[] };

const bookingNotFound: FieldError = { field: 'bookingId', code: 'BOOKING_NOT_FOUND', id: 'validation.bookingNotFound' };
const STATUSES = Object.values(BookingStatus);

/** Staff's side of bookings (issue 14): the list, and answering a request by its status. */
export const bookingAdminService = {
  list(ctx: RequestContext, filter: AdminBookingFilter, page: PageRequest) {
    const problem = searchProblem(filter.search);
    if (problem) throw new InvalidArgumentError(ctx.language, 'search', problem);
    return findAdminBookings(ctx.em, filter, page);
  },

  /**
   * Sets a booking's status (SPEC §4: pending, confirmed, cancelled; staff may move between any of them, as a
   * request answered too early is put back). Recorded in the audit log with the admin; the same status again
   * changes and records nothing. A booking takes no place, so no places move.
   */
  async setStatus(ctx: RequestContext, id: number | null, status: BookingStatus | null | undefined): Promise<BookingChangeResult> {
    if (!status || !STATUSES.includes(status)) return { booking: null, errors: [{ field: 'status', code: 'REQUIRED', id: 'validation.required' }] };
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
};
