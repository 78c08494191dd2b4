import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router's package exports only its development build (dev-time warnings and checks); its production build
 * ships beside it in dist/production. Builds use that one; the dev server keeps the warnings.
 */
export function reactRouterProductionBuild(): Plugin {
  const development = dirname(createRequire(import.meta.url).resolve('react-router'));
  const production = (file: string) => join(development, '..', 'production', file);
  return {
    name: 'h2o-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: production('index.mjs') },
          { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
        ],
      },
    }),
  };
}
