import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../layout/NotFoundPage';
import { RootLayout } from '../layout/RootLayout';
import { RouteError } from '../layout/RouteError';
import { courseDetailLoader } from '../pages/course-detail/courseDetailLoader';
import { coursesLoader } from '../pages/courses/coursesLoader';
import { homeLoader } from '../pages/home/homeLoader';
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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
