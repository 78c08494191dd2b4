import { auditModule } from './audit/audit.module.js';
import { authModule } from './auth/auth.module.js';
import { blogModule } from './blog/blog-post.module.js';
import { bookingsModule } from './bookings/booking.module.js';
import { cartModule } from './cart/cart.module.js';
import { contactModule } from './contact/contact-message.module.js';
import { courseCancellationModule } from './course-cancellation/course-cancellation.module.js';
import { coursesModule } from './courses/course.module.js';
import { dashboardModule } from './dashboard/dashboard.module.js';
import { eventsModule } from './events/events.module.js';
import { followUpModule } from './follow-up/follow-up.module.js';
import { invoicesModule } from './invoices/invoice.module.js';
import { legalModule } from './legal/legal.module.js';
import type { DomainModule } from './domain-module.js';
import { mailAdminModule } from './mail-admin/mail-admin.module.js';
import { mailModule } from './mail/mail.module.js';
import { registerMails } from './mail/mail-registry.js';
import { newsletterModule } from './newsletter/newsletter.module.js';
import { officeMailModule } from './office-mail/office-mail.module.js';
import { ordersModule } from './orders/order.module.js';
import { partnerKeysModule } from './partner-keys/partner-key.module.js';
import { refundsModule } from './refunds/refund.module.js';
import { reviewInvitationsModule } from './review-invitations/review-invitation.module.js';
import { placesModule } from './places/places.module.js';
import { participantsModule } from './participants/participant.module.js';
import { servicesModule } from './services/service-offering.module.js';
import { settingsModule } from './settings/setting.module.js';
import { setupModule } from './setup/setup.module.js';
import { trainingModule } from './training/training.module.js';
import { testimonialsModule } from './testimonials/testimonial.module.js';
import { usersModule } from './users/user.module.js';
import { vouchersModule } from './vouchers/voucher.module.js';
import { waitlistModule } from './waitlist/waitlist.module.js';
import { webhooksModule } from './webhooks/webhooks.module.js';

/** Every domain of the app, registered once: a new domain adds its line here and nowhere else. */
export const domainModules: DomainModule[] = [
  usersModule,
  authModule,
  coursesModule,
  servicesModule,
  testimonialsModule,
  blogModule,
  contactModule,
  newsletterModule,
  bookingsModule,
  participantsModule,
  cartModule,
  placesModule,
  ordersModule,
  invoicesModule,
  refundsModule,
  courseCancellationModule,
  followUpModule,
  vouchersModule,
  waitlistModule,
  trainingModule,
  settingsModule,
  mailModule,
  mailAdminModule,
  reviewInvitationsModule,
  officeMailModule,
  auditModule,
  eventsModule,
  webhooksModule,
  dashboardModule,
  legalModule,
  setupModule,
  partnerKeysModule,
];

// Once, when the modules load: every process that queues or renders a mail has loaded them (the ORM's entities come from here).
for (const mails of domainModules.flatMap((module) => module.mails ?? [])) registerMails(mails);
