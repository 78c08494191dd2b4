/// <reference types="jest" />
import { act, render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, type LoaderFunctionArgs, RouterProvider } from 'react-router-dom';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { AppProviders } from '../../../AppProviders';
import type { Language } from '../../../i18n/languageChoice';

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

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

export const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;

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

/** The pending operations with this name, oldest first. */
export function pendingNamed(environment: MockEnvironment, name: string): OperationDescriptor[] {
  return environment.mock.getAllOperations().filter((operation) => operationName(operation) === name);
}

/** Waits until an operation with this name is sent, and gives the newest. */
export async function whenSent(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = pendingNamed(environment, name).at(-1);
    if (!found) throw new Error(`no pending ${name}; pending: ${environment.mock.getAllOperations().map(operationName).join(', ') || 'none'}`);
  });
  return found!;
}

/** Answers the newest pending operation with this name (waiting for it to be sent) with generated data. */
export async function answer(environment: MockEnvironment, name: string, resolvers: Resolvers): Promise<OperationDescriptor> {
  const operation = await whenSent(environment, name);
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });
  return operation;
}

/** Fails it as the network layer would (offline, 5xx). */
export async function fail(environment: MockEnvironment, name: string, error = new Error('Failed to fetch')): Promise<OperationDescriptor> {
  const operation = await whenSent(environment, name);
  await act(async () => {
    environment.mock.reject(operation, error);
  });
  return operation;
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
