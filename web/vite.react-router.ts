import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Top-level `var X = ReactN.forwardRef(` (or `.memo(`, `.createContext(`) in react-router's production chunks. */
const UNMARKED_COMPONENT = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** Top-level `X.displayName = "X";`: a name for React's developer tools, and a use of X that keeps it in the bundle. */
const DISPLAY_NAME = /^\w+\.displayName = "[\w.]+";$/gm;

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
    // Its components made with React.forwardRef carry no pure annotation and are then given a displayName, so the
    // bundler kept each one whether used or not: <Form> and the submission code behind it (~1.3 KB gzip) were in
    // every page's first script, though no page uses them. Marking the calls pure and leaving out the names (they
    // only label components in React's developer tools) lets the unused ones go. No line moves: `map: null`.
    transform(code, id) {
      if (!id.startsWith(production(''))) return null;
      const marked = code.replace(UNMARKED_COMPONENT, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
