import { type RouteObject, redirect } from 'react-router-dom';
import { NotFoundPage } from '../layout/NotFoundPage';
import { RootLayout } from '../layout/RootLayout';
import { RouteError } from '../layout/RouteError';
import { PageSpinner } from '../ui/Spinner';
import { lazyLoader } from './lazyLoader';
import { rootLoader } from './rootLoader';

// A page's loader (with its query) and its code arrive in two chunks loaded in parallel (`lazyLoader` and
// react-router's `lazy`), so the query starts before the page code has arrived. `lazy` rather than React.lazy: the server's static handler and
// main.tsx (before hydrating) load a matched route's code up front, so the first render never suspends on
// code and hydration matches the server's HTML. Route ids name the loaders' data in `hydrationData`.
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    loader: rootLoader,
    shouldRevalidate: () => false,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // Page errors render inside the layout, so header and footer stay usable.
        errorElement: <RouteError />,
        children: [
          {
            id: 'home',
            index: true,
            loader: lazyLoader(() => import('../pages/home/homeLoader').then((m) => m.homeLoader)),
            lazy: () => import('../pages/home/HomePage').then((m) => ({ Component: m.HomePage })),
          },
          {
            id: 'courses',
            path: 'courses',
            loader: lazyLoader(() => import('../pages/courses/coursesLoader').then((m) => m.coursesLoader)),
            lazy: () => import('../pages/courses/CoursesPage').then((m) => ({ Component: m.CoursesPage })),
          },
          {
            id: 'course',
            path: 'course/:id',
            loader: lazyLoader(() => import('../pages/course-detail/courseDetailLoader').then((m) => m.courseDetailLoader)),
            lazy: async () => {
              const [page, notFound] = await Promise.all([
                import('../pages/course-detail/CourseDetailPage'),
                import('../pages/course-detail/CourseNotFound'),
              ]);
              // docs/SPEC.md §8: a failed load reads as "not found".
              return { Component: page.CourseDetailPage, ErrorBoundary: notFound.CourseNotFound };
            },
          },
          {
            id: 'services',
            path: 'services',
            loader: lazyLoader(() => import('../pages/services/servicesLoader').then((m) => m.servicesLoader)),
            lazy: () => import('../pages/services/ServicesPage').then((m) => ({ Component: m.ServicesPage })),
          },
          {
            // The loader redirects spelling variants to the canonical slug (301) and Schwimmkurse to /courses.
            id: 'service',
            path: 'service/:slug',
            loader: lazyLoader(() => import('../pages/service/serviceLoader').then((m) => m.serviceLoader)),
            lazy: () => import('../pages/service/ServicePage').then((m) => ({ Component: m.ServicePage })),
          },
          {
            id: 'blog',
            path: 'blog',
            loader: lazyLoader(() => import('../pages/blog/blogLoader').then((m) => m.blogLoader)),
            lazy: () => import('../pages/blog/BlogPage').then((m) => ({ Component: m.BlogPage })),
          },
          {
            id: 'blogPost',
            path: 'blog/:slug',
            loader: lazyLoader(() => import('../pages/blog-post/blogPostLoader').then((m) => m.blogPostLoader)),
            lazy: async () => {
              const [page, notFound] = await Promise.all([
                import('../pages/blog-post/BlogPostPage'),
                import('../pages/blog-post/BlogPostNotFound'),
              ]);
              // docs/SPEC.md §2: an article that fails to load reads as "not found", with a way back to the blog.
              return { Component: page.BlogPostPage, ErrorBoundary: notFound.BlogPostNotFound };
            },
          },
          // Static pages: no query, so no loader; the text is in the page's own chunk.
          { id: 'about', path: 'about', lazy: () => import('../pages/about/AboutPage').then((m) => ({ Component: m.AboutPage })) },
          {
            // The legal texts are staff's Markdown, rendered on the server with the business profile's facts.
            id: 'imprint',
            path: 'impressum',
            loader: lazyLoader(() => import('../pages/legal/legalLoader').then((m) => m.imprintLoader)),
            lazy: () => import('../pages/legal/ImprintPage').then((m) => ({ Component: m.ImprintPage })),
          },
          {
            // The policy states the retention months of the settings as a placeholder of its text.
            id: 'privacy',
            path: 'datenschutz',
            loader: lazyLoader(() => import('../pages/legal/legalLoader').then((m) => m.privacyLoader)),
            lazy: () => import('../pages/legal/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
          },
          {
            id: 'terms',
            path: 'agb',
            loader: lazyLoader(() => import('../pages/legal/legalLoader').then((m) => m.termsLoader)),
            lazy: () => import('../pages/legal/TermsPage').then((m) => ({ Component: m.TermsPage })),
          },
          {
            // The public API's documentation: static text in both languages and the changelog (docs/api/changelog.json).
            id: 'developers',
            path: 'developers',
            lazy: () => import('../pages/developers/DevelopersPage').then((m) => ({ Component: m.DevelopersPage })),
          },
          // Our paths carry no language (seo/urls.ts): the English address partners are given is the page's English alternate.
          { id: 'developersEnglish', path: 'en/developers', loader: () => redirect('/developers?lang=en', 301) },
          // The forms: contact needs no data beyond the layout's; the others read their course.
          {
            id: 'contact',
            path: 'contact',
            lazy: () => import('../pages/contact/ContactPage').then((m) => ({ Component: m.ContactPage })),
          },
          {
            id: 'courseRequest',
            path: 'course-request',
            loader: lazyLoader(() => import('../pages/course-request/courseRequestLoader').then((m) => m.courseRequestLoader)),
            lazy: async () => {
              const [page, notFound] = await Promise.all([
                import('../pages/course-request/CourseRequestPage'),
                import('../pages/course-detail/CourseNotFound'),
              ]);
              return { Component: page.CourseRequestPage, ErrorBoundary: notFound.CourseNotFound };
            },
          },
          {
            id: 'review',
            path: 'review',
            loader: lazyLoader(() => import('../pages/review/reviewLoader').then((m) => m.reviewLoader)),
            lazy: async () => {
              const [page, notFound] = await Promise.all([
                import('../pages/review/ReviewPage'),
                import('../pages/course-detail/CourseNotFound'),
              ]);
              return { Component: page.ReviewPage, ErrorBoundary: notFound.CourseNotFound };
            },
          },
          // Checkout: the cart and the order are the visitor's own, so both pages render them in the
          // browser only (the server sends a spinner) and have no loader; `noindex`, not in the sitemap.
          {
            id: 'checkout',
            path: 'checkout',
            lazy: () => import('../pages/checkout/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
          },
          {
            id: 'checkoutOrder',
            path: 'checkout/order',
            lazy: () => import('../pages/checkout/OrderPage').then((m) => ({ Component: m.OrderPage })),
          },
          // "Lost your link?": a form only, the same answer for every address; `noindex`, not in the sitemap.
          {
            id: 'checkoutOrderLinks',
            path: 'checkout/order-links',
            lazy: () => import('../pages/checkout/order-page/OrderLinksPage').then((m) => ({ Component: m.OrderLinksPage })),
          },
          // The newsletter mails' links (double opt-in, unsubscribe): no data. Opening one changes nothing
          // (mail scanners open links too); the page's button does. `noindex`, not in the sitemap.
          {
            id: 'newsletterConfirm',
            path: 'newsletter/confirm',
            lazy: () => import('../pages/newsletter/NewsletterConfirmPage').then((m) => ({ Component: m.NewsletterConfirmPage })),
          },
          {
            id: 'newsletterUnsubscribe',
            path: 'newsletter/unsubscribe',
            lazy: () => import('../pages/newsletter/NewsletterUnsubscribePage').then((m) => ({ Component: m.NewsletterUnsubscribePage })),
          },
          // The waitlist mails' links: like the newsletter's, opening one changes nothing; its buttons do.
          {
            id: 'waitlistConfirm',
            path: 'waitlist/confirm',
            lazy: () => import('../pages/waitlist/WaitlistLinkPages').then((m) => ({ Component: m.WaitlistConfirmPage })),
          },
          {
            id: 'waitlistOffer',
            path: 'waitlist/offer',
            lazy: () => import('../pages/waitlist/WaitlistOfferPage').then((m) => ({ Component: m.WaitlistOfferPage })),
          },
          {
            id: 'waitlistLeave',
            path: 'waitlist/leave',
            lazy: () => import('../pages/waitlist/WaitlistLinkPages').then((m) => ({ Component: m.WaitlistLeavePage })),
          },
          // The staff accounts' mail links (invitation, password reset): forms only, `noindex`, never cached.
          {
            id: 'teamInvitation',
            path: 'team/invitation',
            lazy: () => import('../pages/team/StaffInvitationPage').then((m) => ({ Component: m.StaffInvitationPage })),
          },
          {
            id: 'teamPasswordReset',
            path: 'team/password-reset',
            lazy: () => import('../pages/team/PasswordResetPage').then((m) => ({ Component: m.PasswordResetPage })),
          },
          // The admin area: rendered in the browser only (the server sends the plain shell for
          // /admin paths); its loaders ask the server who is signed in and redirect accordingly.
          {
            id: 'adminLogin',
            path: 'admin/login',
            loader: lazyLoader(() => import('../pages/admin/login/adminLoginLoader').then((m) => m.adminLoginLoader)),
            lazy: () => import('../pages/admin/login/AdminLoginPage').then((m) => ({ Component: m.AdminLoginPage })),
          },
          {
            id: 'admin',
            path: 'admin',
            loader: lazyLoader(() => import('../pages/admin/adminLoader').then((m) => m.adminLoader)),
            lazy: () => import('../pages/admin/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
            // The other admin views come with `adminRoutes.tsx`, added when an /admin/… URL is first visited
            // (patchAdminRoutes in main.tsx): their entries stay out of the public pages' first script.
            children: [
              {
                id: 'adminDashboard',
                index: true,
                loader: lazyLoader(() => import('../pages/admin/dashboard/adminDashboardLoader').then((m) => m.adminDashboardLoader)),
                lazy: () => import('../pages/admin/dashboard/AdminDashboardPage').then((m) => ({ Component: m.AdminDashboardPage })),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  // The trainer's phone view: a layout of its own (no shop header, cart or footer; the page brings its header
  // with sign-out), and no root loader, so it starts without network from its offline copy (trainerOffline.ts). Like
  // the admin area, in the browser only (the server sends the shell).
  {
    id: 'trainer',
    path: '/trainer',
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    lazy: () => import('../pages/admin/trainer/TrainerPage').then((m) => ({ Component: m.TrainerPage })),
  },
];

/**
 * react-router's `patchRoutesOnNavigation` for both browser routers (main.tsx): on the first visit of an
 * /admin/… URL (a splat match of `*` until then) it loads the admin views (adminRoutes.tsx) under the route
 * `admin`; react-router then matches again. Any other path: nothing to add. The server needs none of this: it
 * sends /admin pages as the plain shell.
 */
export async function patchAdminRoutes({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}) {
  if (!path.startsWith('/admin/')) return;
  const { adminViews } = await import('./adminRoutes');
  patch('admin', adminViews);
}
