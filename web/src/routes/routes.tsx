import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../layout/NotFoundPage';
import { RootLayout } from '../layout/RootLayout';
import { RouteError } from '../layout/RouteError';
import { blogLoader } from '../pages/blog/blogLoader';
import { blogPostLoader } from '../pages/blog-post/blogPostLoader';
import { courseDetailLoader } from '../pages/course-detail/courseDetailLoader';
import { courseRequestLoader } from '../pages/course-request/courseRequestLoader';
import { coursesLoader } from '../pages/courses/coursesLoader';
import { homeLoader } from '../pages/home/homeLoader';
import { reviewLoader } from '../pages/review/reviewLoader';
import { serviceLoader } from '../pages/service/serviceLoader';
import { servicesLoader } from '../pages/services/servicesLoader';
import { PageSpinner } from '../ui/Spinner';
import { rootLoader } from './rootLoader';

// Loaders live in the main chunk and start the query at once; the page code arrives in its own chunk in
// parallel (react-router's `lazy`). `lazy` rather than React.lazy: the server's static handler and
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
            loader: homeLoader,
            lazy: () => import('../pages/home/HomePage').then((m) => ({ Component: m.HomePage })),
          },
          {
            id: 'courses',
            path: 'courses',
            loader: coursesLoader,
            lazy: () => import('../pages/courses/CoursesPage').then((m) => ({ Component: m.CoursesPage })),
          },
          {
            id: 'course',
            path: 'course/:id',
            loader: courseDetailLoader,
            lazy: async () => {
              const [page, notFound] = await Promise.all([
                import('../pages/course-detail/CourseDetailPage'),
                import('../pages/course-detail/CourseNotFound'),
              ]);
              // SPEC §8: a failed load reads as "not found".
              return { Component: page.CourseDetailPage, ErrorBoundary: notFound.CourseNotFound };
            },
          },
          {
            id: 'services',
            path: 'services',
            loader: servicesLoader,
            lazy: () => import('../pages/services/ServicesPage').then((m) => ({ Component: m.ServicesPage })),
          },
          {
            // The loader redirects spelling variants to the canonical slug (301) and Schwimmkurse to /courses.
            id: 'service',
            path: 'service/:slug',
            loader: serviceLoader,
            lazy: () => import('../pages/service/ServicePage').then((m) => ({ Component: m.ServicePage })),
          },
          {
            id: 'blog',
            path: 'blog',
            loader: blogLoader,
            lazy: () => import('../pages/blog/BlogPage').then((m) => ({ Component: m.BlogPage })),
          },
          {
            id: 'blogPost',
            path: 'blog/:slug',
            loader: blogPostLoader,
            lazy: async () => {
              const [page, notFound] = await Promise.all([
                import('../pages/blog-post/BlogPostPage'),
                import('../pages/blog-post/BlogPostNotFound'),
              ]);
              // SPEC §2: an article that fails to load reads as "not found", with a way back to the blog.
              return { Component: page.BlogPostPage, ErrorBoundary: notFound.BlogPostNotFound };
            },
          },
          // Static pages: no query, so no loader; the text is in the page's own chunk.
          { id: 'about', path: 'about', lazy: () => import('../pages/about/AboutPage').then((m) => ({ Component: m.AboutPage })) },
          { id: 'imprint', path: 'impressum', lazy: () => import('../pages/legal/ImprintPage').then((m) => ({ Component: m.ImprintPage })) },
          { id: 'privacy', path: 'datenschutz', lazy: () => import('../pages/legal/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })) },
          { id: 'terms', path: 'agb', lazy: () => import('../pages/legal/TermsPage').then((m) => ({ Component: m.TermsPage })) },
          // The forms (issue 12): contact needs no data beyond the layout's; the others read their course.
          {
            id: 'contact',
            path: 'contact',
            lazy: () => import('../pages/contact/ContactPage').then((m) => ({ Component: m.ContactPage })),
          },
          {
            id: 'courseRequest',
            path: 'course-request',
            loader: courseRequestLoader,
            lazy: async () => {
              const [page, notFound] = await Promise.all([import('../pages/course-request/CourseRequestPage'), import('../pages/course-detail/CourseNotFound')]);
              return { Component: page.CourseRequestPage, ErrorBoundary: notFound.CourseNotFound };
            },
          },
          {
            id: 'review',
            path: 'review',
            loader: reviewLoader,
            lazy: async () => {
              const [page, notFound] = await Promise.all([import('../pages/review/ReviewPage'), import('../pages/course-detail/CourseNotFound')]);
              return { Component: page.ReviewPage, ErrorBoundary: notFound.CourseNotFound };
            },
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
