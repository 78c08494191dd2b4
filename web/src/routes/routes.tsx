import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../layout/NotFoundPage';
import { RootLayout } from '../layout/RootLayout';
import { RouteError } from '../layout/RouteError';
import { courseDetailLoader } from '../pages/course-detail/courseDetailLoader';
import { coursesLoader } from '../pages/courses/coursesLoader';
import { homeLoader } from '../pages/home/homeLoader';
import { PageSpinner } from '../ui/Spinner';
import { rootLoader } from './rootLoader';

// Loaders live in the main chunk and start the query at once; the page code arrives in its own
// chunk in parallel (React.lazy, spinner from the layout's Suspense).
const HomePage = lazy(() => import('../pages/home/HomePage').then((m) => ({ default: m.HomePage })));
const CoursesPage = lazy(() => import('../pages/courses/CoursesPage').then((m) => ({ default: m.CoursesPage })));
const CourseDetailPage = lazy(() =>
  import('../pages/course-detail/CourseDetailPage').then((m) => ({ default: m.CourseDetailPage })),
);
const CourseNotFound = lazy(() =>
  import('../pages/course-detail/CourseNotFound').then((m) => ({ default: m.CourseNotFound })),
);

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
          { index: true, loader: homeLoader, element: <HomePage /> },
          { path: 'courses', loader: coursesLoader, element: <CoursesPage /> },
          {
            path: 'course/:id',
            loader: courseDetailLoader,
            element: <CourseDetailPage />,
            errorElement: <CourseNotFound />, // SPEC §8: a failed load reads as "not found"
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
