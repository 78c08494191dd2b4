import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from './environment';

// store-and-network: cached pages show at once, and places left are refreshed on every visit.
// The latest reference per route: loading a new one releases the previous one so its data can
// be garbage-collected (Relay keeps a few released queries in its release buffer anyway).
const current = new Map<string, PreloadedQuery<OperationType>>();

/** Starts a route's query from its loader, before the page renders (STYLE 11). */
export function loadRouteQuery<TQuery extends OperationType>(
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<TQuery>,
): PreloadedQuery<TQuery> {
  const reference = loadQuery<TQuery>(environment, query, variables, { fetchPolicy: 'store-and-network' });
  current.get(routeKey)?.dispose();
  current.set(routeKey, reference as PreloadedQuery<OperationType>);
  return reference;
}
