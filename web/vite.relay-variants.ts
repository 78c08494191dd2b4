import type { Plugin } from 'vite';

/**
 * react-relay ships two versions of its fragment hook's core and picks one per call from `RelayFeatureFlags.
 * ENABLE_ACTIVITY_COMPATIBILITY`, on by default in relay-runtime 21 and never turned off here: the other one,
 * `useFragmentInternal_CURRENT`, is ~6 KB of every page's Relay chunk that never runs. Builds replace it with a
 * function that says so if it is ever called; the dev server and the unit tests keep react-relay as it is.
 */
const UNUSED_VARIANT = /[\\/]react-relay[\\/]lib[\\/]relay-hooks[\\/]useFragmentInternal_CURRENT\.js$/;

export function relayWithoutUnusedVariant(): Plugin {
  return {
    name: 'h2o-relay-without-unused-variant',
    apply: 'build',
    load(id) {
      if (!UNUSED_VARIANT.test(id)) return null;
      const message =
        'useFragmentInternal_CURRENT was left out of the build (web/vite.relay-variants.ts): RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY must stay on';
      return `module.exports = function useFragmentInternal_CURRENT() { throw new Error(${JSON.stringify(message)}); };\n`;
    },
  };
}
