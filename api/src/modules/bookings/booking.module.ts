import { STAFF_ROLES } from '../users/roles.js';
import { bookingAdminService } from './admin/booking-admin.service.js';
import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { Booking } from './booking.entity.js';
import { BookingResolver } from './booking.resolver.js';
import { bookingRestRoutes } from './booking.rest.js';
import { BookingAdminResolver } from './admin/booking-admin.resolver.js';
import { bookingAdminRestRoutes } from './admin/booking-admin.rest.js';
import { courseRequestMailTemplates } from './course-request.mail-templates.js';
import { courseRequestMailMessages } from './course-request.messages.js';

export const bookingsModule: DomainModule = {
  name: 'bookings',
  entities: [Booking],
  resolvers: [BookingResolver, BookingAdminResolver],
  // Staff, as `adminBookings` lists them: requests are personal data.
  nodes: [defineNode(Booking, 'Booking', (ctx, id) => bookingAdminService.byId(ctx, id), { readableBy: STAFF_ROLES })],
  restRoutes: [...bookingRestRoutes, ...bookingAdminRestRoutes],
  mails: [{ templates: courseRequestMailTemplates, messages: courseRequestMailMessages }],
};
