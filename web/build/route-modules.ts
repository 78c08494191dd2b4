import { relative } from 'node:path';
import type { Plugin } from 'vite';

const ROUTES = /\/src\/routes\/routes\.tsx$/;
const DYNAMIC_IMPORT = /\bimport\((['"])([^'"]+)\1\)/g;

/**
 * Server build only: each `import()` of the route table is wrapped in `recordRouteModule` (src/ssr/routeModules.ts),
 * which tells the server render which page modules it started with, named as Vite's manifest names them (relative
 * to web/). The browser build is left as it is.
 */
export function routeModulesPlugin(): Plugin {
  let root = '';
  return {
    name: 'h2o-route-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      const server = options?.ssr ?? this.environment?.config.consumer === 'server';
      if (!server || !ROUTES.test(id)) return null;
      const keys = new Map<string, string>();
      for (const [, , specifier] of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`routes.tsx imports ${specifier}, which does not resolve`);
        keys.set(specifier, relative(root, resolved.id.split('?')[0]));
      }
      const out = code.replace(
        DYNAMIC_IMPORT,
        (call, _quote, specifier: string) => `__recordRouteModule(${JSON.stringify(keys.get(specifier))}, () => ${call})`,
      );
      const recorder = JSON.stringify(new URL('../src/ssr/routeModules.ts', import.meta.url).pathname);
      return { code: `import { recordRouteModule as __recordRouteModule } from ${recorder};\n${out}`, map: null };
    },
  };
}
