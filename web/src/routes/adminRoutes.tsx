import type { RouteObject } from 'react-router-dom';
import { lazyLoader } from './lazyLoader';

/**
 * The admin views below /admin but its dashboard, as children of the route `admin` (routes.tsx). Not part of the
 * route table the public pages load: main.tsx adds them with react-router's `patchRoutesOnNavigation` when an
 * /admin/… URL is first visited, so their entries (a lazy loader and a lazy page each) cost the public first
 * script nothing. Each loads like any page: its loader and its code in two chunks, in parallel.
 */
export const adminViews: RouteObject[] = [
  {
    // Partners' API keys (admins).
    id: 'adminPartnerKeys',
    path: 'partner-keys',
    loader: lazyLoader(() => import('../pages/admin/partner-keys/adminPartnerKeysLoader').then((m) => m.adminPartnerKeysLoader)),
    lazy: () => import('../pages/admin/partner-keys/AdminPartnerKeysPage').then((m) => ({ Component: m.AdminPartnerKeysPage })),
  },
  {
    id: 'adminMail',
    path: 'mail',
    loader: lazyLoader(() => import('../pages/admin/mail/adminMailLoader').then((m) => m.adminMailLoader)),
    lazy: () => import('../pages/admin/mail/AdminMailPage').then((m) => ({ Component: m.AdminMailPage })),
  },
  {
    // The imprint, privacy policy and terms as versioned Markdown.
    id: 'adminLegal',
    path: 'legal',
    loader: lazyLoader(() => import('../pages/admin/legal/adminLegalLoader').then((m) => m.adminLegalLoader)),
    lazy: () => import('../pages/admin/legal/AdminLegalPage').then((m) => ({ Component: m.AdminLegalPage })),
  },
  {
    id: 'adminOrders',
    path: 'orders',
    loader: lazyLoader(() => import('../pages/admin/orders/adminOrdersLoader').then((m) => m.adminOrdersLoader)),
    lazy: () => import('../pages/admin/orders/AdminOrdersPage').then((m) => ({ Component: m.AdminOrdersPage })),
  },
  {
    id: 'adminBlog',
    path: 'blog',
    loader: lazyLoader(() => import('../pages/admin/blog/adminBlogLoader').then((m) => m.adminBlogLoader)),
    lazy: () => import('../pages/admin/blog/AdminBlogPage').then((m) => ({ Component: m.AdminBlogPage })),
  },
  {
    id: 'adminParticipants',
    path: 'participants',
    loader: lazyLoader(() => import('../pages/admin/participants/adminParticipantsLoader').then((m) => m.adminParticipantsLoader)),
    lazy: () => import('../pages/admin/participants/AdminParticipantsPage').then((m) => ({ Component: m.AdminParticipantsPage })),
  },
  {
    id: 'adminCourses',
    path: 'courses',
    loader: lazyLoader(() => import('../pages/admin/courses/adminCoursesLoader').then((m) => m.adminCoursesLoader)),
    lazy: () => import('../pages/admin/courses/AdminCoursesPage').then((m) => ({ Component: m.AdminCoursesPage })),
  },
  {
    id: 'adminServices',
    path: 'services',
    loader: lazyLoader(() => import('../pages/admin/services/adminServicesLoader').then((m) => m.adminServicesLoader)),
    lazy: () => import('../pages/admin/services/AdminServicesPage').then((m) => ({ Component: m.AdminServicesPage })),
  },
  {
    id: 'adminSettings',
    path: 'settings',
    loader: lazyLoader(() => import('../pages/admin/settings/adminSettingsLoader').then((m) => m.adminSettingsLoader)),
    lazy: () => import('../pages/admin/settings/AdminSettingsPage').then((m) => ({ Component: m.AdminSettingsPage })),
  },
  {
    id: 'adminTestimonials',
    path: 'testimonials',
    loader: lazyLoader(() => import('../pages/admin/testimonials/adminTestimonialsLoader').then((m) => m.adminTestimonialsLoader)),
    lazy: () => import('../pages/admin/testimonials/AdminTestimonialsPage').then((m) => ({ Component: m.AdminTestimonialsPage })),
  },
  {
    id: 'adminBookings',
    path: 'bookings',
    loader: lazyLoader(() => import('../pages/admin/requests/adminBookingsLoader').then((m) => m.adminBookingsLoader)),
    lazy: () => import('../pages/admin/requests/AdminBookingsPage').then((m) => ({ Component: m.AdminBookingsPage })),
  },
  {
    id: 'adminRequests',
    path: 'requests',
    loader: lazyLoader(() => import('../pages/admin/requests/adminRequestsLoader').then((m) => m.adminRequestsLoader)),
    lazy: () => import('../pages/admin/requests/AdminRequestsPage').then((m) => ({ Component: m.AdminRequestsPage })),
  },
  {
    // The courses' waitlists.
    id: 'adminWaitlist',
    path: 'waitlist',
    loader: lazyLoader(() => import('../pages/admin/waitlist/adminWaitlistLoader').then((m) => m.adminWaitlistLoader)),
    lazy: () => import('../pages/admin/waitlist/AdminWaitlistPage').then((m) => ({ Component: m.AdminWaitlistPage })),
  },
  {
    // The newsletter's subscribers, issues and sending.
    id: 'adminNewsletter',
    path: 'newsletter',
    loader: lazyLoader(() => import('../pages/admin/newsletter/adminNewsletterLoader').then((m) => m.adminNewsletterLoader)),
    lazy: () => import('../pages/admin/newsletter/AdminNewsletterPage').then((m) => ({ Component: m.AdminNewsletterPage })),
  },
  {
    // Partners' webhook endpoints and their deliveries (admins only).
    id: 'adminWebhooks',
    path: 'webhooks',
    loader: lazyLoader(() => import('../pages/admin/webhooks/adminWebhooksLoader').then((m) => m.adminWebhooksLoader)),
    lazy: () => import('../pages/admin/webhooks/AdminWebhooksPage').then((m) => ({ Component: m.AdminWebhooksPage })),
  },
  {
    // The team (admins) and the own account (everyone signed in).
    id: 'adminTeam',
    path: 'team',
    loader: lazyLoader(() => import('../pages/admin/team/adminTeamLoader').then((m) => m.adminTeamLoader)),
    lazy: () => import('../pages/admin/team/AdminTeamPage').then((m) => ({ Component: m.AdminTeamPage })),
  },
  {
    id: 'adminAccount',
    path: 'account',
    loader: lazyLoader(() => import('../pages/admin/account/adminAccountLoader').then((m) => m.adminAccountLoader)),
    lazy: () => import('../pages/admin/account/AdminAccountPage').then((m) => ({ Component: m.AdminAccountPage })),
  },
];
