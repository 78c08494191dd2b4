import { Environment, type FetchFunction, Network, RecordSource, Store } from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import { fetchGraphQL } from './fetchGraphQL';
import { subscribeGraphQL } from './subscribeGraphQL';

interface EnvironmentOptions {
  /** How operations reach the API: `/graphql` in the browser, in-process on the server (web/src/ssr). */
  fetchFunction?: FetchFunction;
  /** Records a server render put into the page: the first render reads them instead of asking /graphql. */
  records?: RecordMap;
  isServer?: boolean;
}

/** A Relay environment: one per page request on the server, one per tab in the browser. */
export function createEnvironment({ fetchFunction = fetchGraphQL, records, isServer = false }: EnvironmentOptions = {}): Environment {
  return new Environment({
    // Subscriptions only in the browser: a server render answers once and never waits for events.
    network: Network.create(fetchFunction, isServer ? undefined : subscribeGraphQL),
    store: new Store(new RecordSource(records), {
      // Public data counts as fresh for a minute (docs/SPEC.md §7), so back/forward navigation is instant.
      queryCacheExpirationTime: 60_000,
    }),
    isServer,
  });
}

let browserEnvironment: Environment | undefined;

/**
 * The browser's environment, created on first use (from the server's records when main.tsx passes them).
 * Never used on the server: there every request brings its own (a module-level store would mix visitors).
 */
export function clientEnvironment(records?: RecordMap): Environment {
  if (typeof window === 'undefined') throw new Error('clientEnvironment() in a server render: pass the request environment to the loaders');
  browserEnvironment ??= createEnvironment({ records });
  return browserEnvironment;
}
