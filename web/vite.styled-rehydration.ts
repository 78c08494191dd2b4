import type { Plugin } from 'vite';

/**
 * styled-components, taking over a server-rendered page, reads the server's <style> tag, inserts each of its rules
 * again into a tag of its own (one CSSOM insertRule per rule) and removes the server's tag, which makes the browser
 * work out every element's style anew: the same styles, computed twice while the page hydrates. Builds keep the
 * server's tag and only learn the class names from it; rules the browser adds later go into styled-components' own
 * tag, placed right after the server's.
 */
const REINSERT = ',e.getTag().insertRules(t,s)),s.length=0';
const REMOVE = '(be(e,o),o.parentNode&&o.parentNode.removeChild(o))';

export function styledComponentsKeepServerStyles(): Plugin {
  return {
    name: 'h2o-styled-components-keep-server-styles',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]styled-components[\\/]dist[\\/]styled-components\.browser\.esm\.js$/.test(id)) return null;
      if (!code.includes(REINSERT) || !code.includes(REMOVE)) {
        throw new Error('styled-components changed its rehydration code: web/vite.styled-rehydration.ts needs a look');
      }
      return { code: code.replace(REINSERT, '),s.length=0').replace(REMOVE, 'be(e,o)'), map: null };
    },
  };
}
