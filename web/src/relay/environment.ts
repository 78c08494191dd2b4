import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { fetchGraphQL } from './fetchGraphQL';

function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource(), {
      // Public data counts as fresh for a minute (SPEC §7), so back/forward navigation is instant.
      queryCacheExpirationTime: 60_000,
    }),
  });
}

export const environment = createEnvironment();
