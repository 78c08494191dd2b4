import { matchRoutes, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import type { RouteContext } from '../relay/loadRouteQuery';
import { RECORDS_ELEMENT_ID } from './document';
import { nextTask } from './nextTask';

/** The Relay records a server render embedded in the page, or null when the page was not rendered on the server. */
export function readServerRecords(): Record<string, never> | null {
  const element = document.getElementById(RECORDS_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as Record<string, never>;
  } catch {
    return null; // a damaged page renders in the browser instead of failing
  }
}

/**
 * Before hydrating, make the first render equal to the server's:
 * - load the matched routes' lazy code (react-router would otherwise render the hydrate fallback while
 *   it loads, which is not what the server sent);
 * - run the matched loaders against the store built from the server's records, `store-or-network`, so
 *   the route queries find their data there and nothing is asked of /graphql. Their results (preloaded
 *   query references, not serialisable, hence not sent by the server) become react-router's loader data.
 * Each step gets a task of its own (a phone's CPU would otherwise run them as one long task).
 */
export async function prepareHydration(routes: RouteObject[], environment: Environment): Promise<HydrationState> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await nextTask();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  await nextTask();
  const request = new Request(window.location.href);
  const context: RouteContext = { environment, fetchPolicy: 'store-or-network' };
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function' || !route.id) continue;
    loaderData[route.id] = await route.loader({ request, params, context } as LoaderFunctionArgs);
    await nextTask();
  }
  return { loaderData };
}
