import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Top-level `var X = ReactN.forwardRef(` (or `.memo(`, `.createContext(`) in react-router's production chunks. */
const UNMARKED_COMPONENT = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** Top-level `X.displayName = "X";`: a name for React's developer tools, and a use of X that keeps it in the bundle. */
const DISPLAY_NAME = /^\w+\.displayName = "[\w.]+";$/gm;

/** react-router reads its view transitions back from sessionStorage while the router is created. */
const RESTORE_TRANSITIONS = 'restoreAppliedTransitions(routerWindow, appliedViewTransitions);';
/** Its browser history numbers the page's history entry (idx 0) when it is created, on a page's first load. */
const NUMBER_FIRST_ENTRY = 'globalHistory.replaceState({ ...globalHistory.state, idx: index }, "");';

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
    //
    // The router's creation also read back its applied view transitions from sessionStorage. A page's first
    // sessionStorage read is a synchronous round trip to the browser that loads the tab's storage (3-5 ms here, four
    // times that on a phone), in the start-up's largest task. Only a navigation with a view transition uses them, and
    // the site has none: they are read in a task of their own right after.
    //
    // The same task numbered the page's history entry with history.replaceState, which Chromium spends 7-10 ms on
    // here (a same-document navigation, told to the browser). That also waits for a task of its own, and is skipped
    // if a navigation has numbered the entries meanwhile: until then the history counts the entry as 0 as before.
    transform(code, id) {
      if (!id.startsWith(production(''))) return null;
      let marked = code.replace(UNMARKED_COMPONENT, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
      if (marked.includes('function restoreAppliedTransitions(')) {
        if (!marked.includes(RESTORE_TRANSITIONS) || !marked.includes(NUMBER_FIRST_ENTRY)) {
          throw new Error('react-router changed how it creates its router or history: web/vite.react-router.ts needs a look');
        }
        marked = marked
          .replace(RESTORE_TRANSITIONS, `setTimeout(() => ${RESTORE_TRANSITIONS.slice(0, -1)}, 0);`)
          .replace(NUMBER_FIRST_ENTRY, `setTimeout(() => { if (getIndex() == null) ${NUMBER_FIRST_ENTRY.replace('idx: index', 'idx: 0')} }, 0);`);
      }
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
