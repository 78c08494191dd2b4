import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { Environment, GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { clientEnvironment } from './environment';

/**
 * What a route loader is given as react-router's `context`. The server render passes its request's
 * environment (`createStaticHandler().query(request, { requestContext })`), and main.tsx passes the
 * browser's with `store-or-network` while it prepares hydration. Client-side navigations pass nothing:
 * the browser's environment, `store-and-network`.
 */
export interface RouteContext {
  environment: Environment;
  fetchPolicy?: 'store-or-network' | 'store-and-network';
}

// store-and-network: cached pages show at once, and places left are refreshed on every visit.
// The latest reference per environment and route: loading a new one releases the previous one so its
// data can be garbage-collected (Relay keeps a few released queries in its release buffer anyway).
const current = new WeakMap<Environment, Map<string, PreloadedQuery<OperationType>>>();

function isRouteContext(value: unknown): value is RouteContext {
  return typeof value === 'object' && value !== null && 'environment' in value;
}

/** The environment a loader's queries belong to: the server render's, or the browser's. */
export function routeEnvironment(context: unknown): Environment {
  return isRouteContext(context) ? context.environment : clientEnvironment();
}

/** Starts a route's query from its loader, before the page renders (STYLE 11). */
export function loadRouteQuery<TQuery extends OperationType>(
  context: unknown,
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<TQuery>,
): PreloadedQuery<TQuery> {
  const { environment, fetchPolicy = 'store-and-network' } = isRouteContext(context) ? context : { environment: clientEnvironment() };
  const reference = loadQuery<TQuery>(environment, query, variables, { fetchPolicy });
  let references = current.get(environment);
  if (!references) current.set(environment, (references = new Map()));
  references.get(routeKey)?.dispose();
  references.set(routeKey, reference as PreloadedQuery<OperationType>);
  return reference;
}
