import { Authorized, Ctx, FieldResolver, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { dashboardStatsService } from './dashboard-stats.service.js';
import { AdminDashboardStats, BookingStats, ContactMessageStats, CourseStats, OrderStats, ReviewStats } from './dashboard-stats.types.js';
import { STAFF_ROLES } from '../users/roles.js';

/** docs/SPEC.md §2 dashboard stat cards. Only the root field is reachable, and it is admins only. */
@Resolver(() => AdminDashboardStats)
export class DashboardStatsResolver {
  @Authorized(STAFF_ROLES)
  @Query(() => AdminDashboardStats, {
    description: "Staff and admins: the counts of the dashboard's stat cards; ask only for the cards shown (each is one query).",
  })
  adminDashboardStats(): AdminDashboardStats {
    return new AdminDashboardStats();
  }

  @FieldResolver(() => CourseStats, { description: 'Active courses and their free places.' })
  courses(@Ctx() ctx: RequestContext) {
    return dashboardStatsService.courses(ctx);
  }

  @FieldResolver(() => BookingStats, { description: 'Booking requests not cancelled, and the pending ones.' })
  bookings(@Ctx() ctx: RequestContext) {
    return dashboardStatsService.bookings(ctx);
  }

  @FieldResolver(() => ContactMessageStats, { description: 'Contact messages and the course requests among them.' })
  contactMessages(@Ctx() ctx: RequestContext) {
    return dashboardStatsService.contactMessages(ctx);
  }

  @FieldResolver(() => ReviewStats, { description: 'Reviews, and those waiting for approval.' })
  reviews(@Ctx() ctx: RequestContext) {
    return dashboardStatsService.reviews(ctx);
  }

  @FieldResolver(() => OrderStats, { description: 'Orders, and the pending ones.' })
  orders(@Ctx() ctx: RequestContext) {
    return dashboardStatsService.orders(ctx);
  }
}
