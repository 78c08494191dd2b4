import type { Plugin } from 'vite';
import { packageFileStandIns } from './vite.stand-ins.ts';

/**
 * Relay ships as CommonJS whose index requires every module, so the bundler cannot leave out what this site never
 * calls: ~10 % of the Relay chunk every page loads. Builds replace those modules with stand-ins below; the dev
 * server and the unit tests keep Relay as it is. A stand-in that is called anyway throws and names this file.
 */
const LEFT_OUT = 'was left out of the build (web/vite.relay-unused.ts)';

/** A module whose exports all throw when called: `names` for an object of functions, none for a single function. */
function unusedModule(what: string, names?: string[]): string {
  const unused = `function unused() { throw new Error(${JSON.stringify(`${what} ${LEFT_OUT}`)}); }`;
  const exports = names ? `{ ${names.map((name) => `${name}: unused`).join(', ')} }` : 'unused';
  return `${unused}\nmodule.exports = ${exports};\n`;
}

/**
 * The store's cache of Relay Resolvers (client-side fields computed from others, `@live` ones subscribed to). This
 * schema has none, so the store gets Relay's own NoopResolverCache, plus the two calls the store makes on every
 * rollback of an optimistic update (the cart's add button uses one), which have nothing to do without resolvers.
 */
const storeWithoutResolvers = `
var NoopResolverCache = require('../ResolverCache').NoopResolverCache;
function unused() { throw new Error(${JSON.stringify(`Relay Resolvers' live state ${LEFT_OUT}`)}); }
function ResolverCacheWithoutResolvers() { NoopResolverCache.call(this); }
ResolverCacheWithoutResolvers.prototype = Object.create(NoopResolverCache.prototype);
ResolverCacheWithoutResolvers.prototype.unsubscribeFromLiveResolverRecords = function () {};
ResolverCacheWithoutResolvers.prototype.invalidateResolverRecords = function () {};
ResolverCacheWithoutResolvers.prototype.getLiveResolverPromise = unused;
ResolverCacheWithoutResolvers.prototype.batchLiveStateUpdates = unused;
ResolverCacheWithoutResolvers.prototype.batchLiveStateUpdatesWithoutNotify = unused;
module.exports = {
  LiveResolverCache: ResolverCacheWithoutResolvers,
  RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY: '__relay_live_state_subscription',
  getUpdatedDataIDs: function (updatedRecords) { return updatedRecords; },
};
`;

/** Module file (below node_modules) → the code that stands in for it. */
const STAND_INS: Record<string, string> = {
  // react-relay's fragment hook exists twice, picked per call by RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY,
  // on by default in relay-runtime 21 and never turned off here: this is the other one.
  'react-relay/lib/relay-hooks/useFragmentInternal_CURRENT.js': unusedModule(
    'useFragmentInternal_CURRENT (RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY must stay on)',
  ),
  'relay-runtime/lib/store/live-resolvers/LiveResolverCache.js': storeWithoutResolvers,
  // Exported by the packages' index and used nowhere in web/src nor by the parts of Relay it uses: a second
  // normalizer, experimental observers, updatable queries (`@updatable`), `@inline` data, optimistic mutations
  // without a request, the legacy containers' fragment resolver, subscriptions, entry points, a response cache
  // and the deprecated fetchQuery.
  'relay-runtime/lib/store/NormalizationEngine.js': unusedModule('NormalizationEngine'),
  'relay-runtime/lib/store/live-resolvers/resolverDataInjector.js': unusedModule('resolverDataInjector'),
  'relay-runtime/lib/util/createPayloadFor3DField.js': unusedModule('createPayloadFor3DField'),
  'relay-runtime/lib/store/readInlineData.js': unusedModule('readInlineData'),
  'relay-runtime/lib/mutations/applyOptimisticMutation.js': unusedModule('applyOptimisticMutation'),
  'relay-runtime/lib/store/createFragmentSpecResolver.js': unusedModule('createFragmentSpecResolver'),
  'react-relay/lib/relay-hooks/useSubscribeToInvalidationState.js': unusedModule('useSubscribeToInvalidationState'),
  'relay-runtime/lib/store/observeFragmentExperimental.js': unusedModule('observeFragment', ['observeFragment', 'waitForFragmentData']),
  'relay-runtime/lib/store/waitForFragmentExperimental.js': unusedModule('waitForFragmentData', ['waitForFragmentData']),
  'relay-runtime/lib/store/observeQueryExperimental.js': unusedModule('observeQuery', ['observeQuery']),
  'relay-runtime/lib/mutations/createUpdatableProxy.js': unusedModule('readUpdatableQuery/readUpdatableFragment', ['createUpdatableProxy']),
  'relay-runtime/lib/network/RelayQueryResponseCache.js': unusedModule('QueryResponseCache'),
  'relay-runtime/lib/subscription/requestSubscription.js': unusedModule('requestSubscription'),
  'relay-runtime/lib/query/fetchQuery_DEPRECATED.js': unusedModule('fetchQuery_DEPRECATED'),
  'react-relay/lib/relay-hooks/useSubscription.js': unusedModule('useSubscription'),
  'react-relay/lib/relay-hooks/useEntryPointLoader.js': unusedModule('useEntryPointLoader'),
  'react-relay/lib/relay-hooks/loadEntryPoint.js': unusedModule('loadEntryPoint'),
  'react-relay/lib/relay-hooks/EntryPointContainer.react.js': unusedModule('EntryPointContainer'),
  'react-relay/lib/relay-hooks/useMutationAction_EXPERIMENTAL.js': unusedModule('useMutationAction_EXPERIMENTAL'),
};

export function relayWithoutUnusedParts(): Plugin {
  return packageFileStandIns('h2o-relay-without-unused-parts', STAND_INS);
}
