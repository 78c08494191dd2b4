import type { RequestContext } from '../../context/request-context.js';
import { countBookings, countContactMessages, countCourses, countOrders, countReviews } from './dashboard-stats.repository.js';

/** The dashboard's counts (staff: the resolver is `@Authorized(STAFF_ROLES)`). Read as of now, never cached. */
export const dashboardStatsService = {
  courses: (ctx: RequestContext) => countCourses(ctx.em),
  bookings: (ctx: RequestContext) => countBookings(ctx.em),
  contactMessages: (ctx: RequestContext) => countContactMessages(ctx.em),
  reviews: (ctx: RequestContext) => countReviews(ctx.em),
  orders: (ctx: RequestContext) => countOrders(ctx.em),
};
