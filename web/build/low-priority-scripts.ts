import type { Plugin } from 'vite';

/**
 * The page arrives rendered (server-side), so its scripts are for later: hydration, not the first paint. At
 * the default (high) priority, the entry and its ~30 module preloads compete with the HTML and the images a
 * phone on mobile data needs to show the page (Lighthouse counted them into First Contentful Paint: 2.7 s on
 * /courses). Low priority lets the browser fetch them right after what the first paint needs.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'h2o-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
          .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
    },
  };
}
