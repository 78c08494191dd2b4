import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context/request-context.js';
import { type ConnectionArguments, connectionArgs, pageRequest, toConnection } from '../../../graphql/connection.js';
import { toUserErrors } from '../../../graphql/mutation.js';
import { databaseIdOf } from '../../../graphql/node.js';
import { auditTrail } from '../../audit/audit.service.js';
import { AuditEventView } from '../../audit/audit.types.js';
import { Course } from '../../courses/course.entity.js';
import { Booking, BookingStatus } from '../booking.entity.js';
import type { BookingRow } from './booking-admin.repository.js';
import DataLoader from 'dataloader';
import { orderViews } from '../../orders/order.reader.js';
import { OrderView } from '../../orders/order.types.js';
import { ADMIN_BOOKINGS_PAGE_SIZE, BOOKING_ORDER_LOADER, bookingAdminService, findOrdersOfBookings } from './booking-admin.service.js';
import {
  BookingConnection,
  ConvertBookingToOrderInput,
  ConvertBookingToOrderPayload,
  SetBookingStatusInput,
  SetBookingStatusPayload,
} from './booking-admin.types.js';
import { STAFF_ROLES } from '../../users/roles.js';

const PageArgs = connectionArgs(ADMIN_BOOKINGS_PAGE_SIZE);

/** Staff's side of bookings, the course-request form's requests: every field here is for admins only. */
@Resolver(() => Booking)
export class BookingAdminResolver {
  @Authorized(STAFF_ROLES)
  @Query(() => BookingConnection, {
    description: 'Staff and admins: booking requests, newest first. Cursors are valid only with the same `search` and `status`.',
  })
  async adminBookings(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) paging: ConnectionArguments,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Words (at most 8, 200 characters) that must each be part of the name, e-mail address or course title, ignoring case.',
    })
    search?: string | null,
    @Arg('status', () => BookingStatus, { nullable: true, description: 'Only bookings with this status; null or absent: all.' })
    status?: BookingStatus | null,
  ) {
    const filter = { search: search?.trim() || null, status: status ?? null };
    const page = pageRequest({ list: 'AdminBooking', filter }, paging, ADMIN_BOOKINGS_PAGE_SIZE);
    return toConnection(await bookingAdminService.list(ctx, filter, page), page);
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => String, {
    description: 'Staff and admins: the title of the course requested (also when the course is no longer offered).',
  })
  async courseTitle(@Ctx() ctx: RequestContext, @Root() booking: Booking | BookingRow): Promise<string> {
    if ('courseTitle' in booking && typeof booking.courseTitle === 'string') return booking.courseTitle;
    return (await ctx.em.findOneOrFail(Course, booking.course.id)).title;
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => [AuditEventView], {
    description: "Staff and admins: who changed the booking's status when (before, after), newest first.",
  })
  auditTrail(@Ctx() ctx: RequestContext, @Root() booking: Booking) {
    return auditTrail(ctx, 'booking', booking.id);
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => OrderView, {
    nullable: true,
    description: 'Staff and admins: the order staff made from this request (`convertBookingToOrder`); null until then.',
  })
  order(@Ctx() ctx: RequestContext, @Root() booking: Booking | BookingRow) {
    let orders = ctx.loaders.get(BOOKING_ORDER_LOADER) as unknown as DataLoader<number, OrderView | null> | undefined;
    if (!orders) {
      orders = new DataLoader<number, OrderView | null>(async (ids) => {
        const found = await findOrdersOfBookings(ctx.em, ids);
        const views = new Map((await orderViews(ctx.em, [...found.values()])).map((view) => [view.id, view]));
        return ids.map((id) => (found.has(id) ? (views.get(found.get(id)!.id) ?? null) : null));
      });
      ctx.loaders.set(BOOKING_ORDER_LOADER, orders as unknown as DataLoader<number, unknown>);
    }
    return orders.load(booking.id);
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => ConvertBookingToOrderPayload, {
    description:
      'Staff and admins: makes one pending order (bank transfer / invoice, payment pending) from a booking request, with the places taken from the course in the ' +
      'same transaction (the only way a request takes places) and a history line naming the admin; the booking becomes CONFIRMED. A request becomes one order ' +
      'at most: a second conversion (also at the same moment) is refused with `ALREADY_CONVERTED` and changes nothing. No mail is sent.',
  })
  async convertBookingToOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ConvertBookingToOrderInput, { description: 'The booking, the course and the places.' })
    input: ConvertBookingToOrderInput,
  ): Promise<ConvertBookingToOrderPayload> {
    const result = await bookingAdminService.convert(ctx, databaseIdOf(input.bookingId, 'Booking'), input);
    return { order: result.order, booking: result.booking as Booking | null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => SetBookingStatusPayload, {
    description:
      "Staff and admins: sets a booking's status (pending, confirmed, cancelled); recorded in its `auditTrail`. It only says how staff answered: " +
      'it takes no place and sends no mail (use `convertBookingToOrder` to give the requester places).',
  })
  async setBookingStatus(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetBookingStatusInput, { description: 'The booking and its new status.' }) input: SetBookingStatusInput,
  ): Promise<SetBookingStatusPayload> {
    const result = await bookingAdminService.setStatus(ctx, databaseIdOf(input.bookingId, 'Booking'), input.status);
    return { booking: result.booking as Booking | null, errors: toUserErrors(ctx.language, result.errors) };
  }
}
