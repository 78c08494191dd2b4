/// <reference types="jest" />
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, type LoaderFunctionArgs, RouterProvider } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import { AppProviders } from '../AppProviders';
import type { Language } from '../i18n/languageChoice';
import { answer } from './relayMock';

// For pages/admin/orders' test, which another change reworks now: it should import these from test/relayMock.

// jsdom has no fetch API; a data router hands its loaders a `Request` (of a GET navigation: URL and signal only).
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method = 'GET';
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}

interface AdminViewOptions {
  /** The URL, e.g. "/admin/orders?status=PENDING". */
  url: string;
  /** The view's path below /admin, e.g. "orders". */
  path: string;
  loader: (args: LoaderFunctionArgs) => unknown;
  Component: ComponentType;
  language?: Language;
}

/**
 * An admin view as the app runs it: a data router whose loader gets the mock environment as its context
 * (as the server render passes its own), so filters in the URL run the loader again.
 */
export function renderAdminView({ url, path, loader, Component, language = 'de' }: AdminViewOptions) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        // The app's admin routes render in the browser only: nothing to hydrate.
        HydrateFallback: () => null,
        children: [{ path, loader: (args: LoaderFunctionArgs) => loader({ ...args, context: { environment } }), Component }],
      },
    ],
    { initialEntries: [url] },
  );
  // @types/relay-test-utils (19) lags relay-runtime 21 by three methods the mock does implement.
  const view = render(
    <AppProviders environment={environment as unknown as Environment} language={language}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, environment, router, location: () => `${router.state.location.pathname}${router.state.location.search}` };
}

/** The sign-in check every admin loader makes first: an admin is signed in. */
export function answerAdminViewer(environment: MockEnvironment) {
  return answer(environment, 'adminSessionViewerQuery', { User: () => ({ id: 'user-1', username: 'admin', role: 'ADMIN' }) });
}

/** Courses as the pickers get them (`adminCourses`), in the API's order. */
export function courseConnection(courses: { databaseId: number; title: string; startDate: string | null }[]) {
  return {
    edges: courses.map((course) => ({ cursor: `c${course.databaseId}`, node: { id: `course-${course.databaseId}`, ...course } })),
    pageInfo: { hasNextPage: false, endCursor: null },
    totalCount: courses.length,
  };
}
