import type { Plugin } from 'vite';

/**
 * A build-only plugin that loads the given code instead of a package's file. `standIns` maps a file's path below
 * node_modules (`relay-runtime/lib/…/X.js`) to the code that stands in for it; the dev server and the unit tests
 * keep the packages as they are.
 */
export function packageFileStandIns(name: string, standIns: Record<string, string>): Plugin {
  return {
    name,
    apply: 'build',
    load(id) {
      return standIns[id.replaceAll('\\', '/').split('/node_modules/').pop()!] ?? null;
    },
  };
}
