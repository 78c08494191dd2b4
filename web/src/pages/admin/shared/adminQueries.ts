import { useCallback, useState } from 'react';
import { loadQuery, type PreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { Environment, GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';

// The two latest references per environment and key. A loader runs while the view still shows the previous
// load's data, so a new reference releases the one before that (releasing the shown one would let Relay
// collect data still on screen; usePreloadedQuery warns about a disposed reference).
const current = new WeakMap<Environment, Map<string, { reference: PreloadedQuery<OperationType>; loadedAt: number }[]>>();

interface AdminQueryOptions {
  /** network-only (default): what another admin or a job changed a moment ago must show. */
  fetchPolicy?: 'network-only' | 'store-and-network';
  /**
   * Reuse the latest reference when it is younger than this (ms) and has the same variables: for data that
   * changes seldom, such as the course pickers, so each new search does not fetch them again.
   */
  reuseForMs?: number;
}

/** Starts an admin view's query from its loader. */
export function loadAdminQuery<TQuery extends OperationType>(
  environment: Environment,
  key: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<TQuery>,
  { fetchPolicy = 'network-only', reuseForMs = 0 }: AdminQueryOptions = {},
): PreloadedQuery<TQuery> {
  let references = current.get(environment);
  if (!references) current.set(environment, (references = new Map()));
  const kept = references.get(key) ?? [];
  const latest = kept.at(-1);
  if (
    latest &&
    !latest.reference.isDisposed &&
    Date.now() - latest.loadedAt < reuseForMs &&
    JSON.stringify(latest.reference.variables) === JSON.stringify(variables)
  ) {
    return latest.reference as PreloadedQuery<TQuery>;
  }
  const reference = loadQuery<TQuery>(environment, query, variables, { fetchPolicy });
  while (kept.length > 1) kept.shift()?.reference.dispose();
  references.set(key, [...kept, { reference: reference as PreloadedQuery<OperationType>, loadedAt: Date.now() }]);
  return reference;
}

const ids = new WeakMap<object, number>();
let nextId = 0;

/** A stable number per query reference: the key that gives each load its own error boundary. */
export function referenceKey(reference: object): number {
  let id = ids.get(reference);
  if (id === undefined) ids.set(reference, (id = ++nextId));
  return id;
}

/**
 * The loader's query reference, or a fresh one after `retry` (same variables, from the network) until the
 * loader hands over a new reference (another filter): then that one counts again.
 */
export function useRetryableQuery<TQuery extends OperationType>(
  query: GraphQLTaggedNode,
  reference: PreloadedQuery<TQuery>,
): [PreloadedQuery<TQuery>, () => void] {
  const environment = useRelayEnvironment();
  const [retried, setRetried] = useState<{ from: PreloadedQuery<TQuery>; reference: PreloadedQuery<TQuery> } | null>(null);
  const retry = useCallback(() => {
    const fresh = loadQuery<TQuery>(environment, query, reference.variables, { fetchPolicy: 'network-only' });
    setRetried({ from: reference, reference: fresh });
  }, [environment, query, reference]);
  return [retried?.from === reference ? retried.reference : reference, retry];
}
