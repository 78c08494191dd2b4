import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { precompiledCatalogues } from './catalogues.ts';
import { compileHints } from './compile-hints.ts';
import { entryAfterFirstPaint } from './entry-after-first-paint.ts';
import { precompress } from './precompress.ts';
import { routeModulesPlugin } from './route-modules.ts';
import { outsideShell, shellChunksPlugin, shellGroup, startGroup } from './shell-chunks.ts';

/** web/, whichever directory Vite is started from (the configs live in web/build/). */
const webRoot = fileURLToPath(new URL('..', import.meta.url));
// babel-plugin-relay resolves a relative artifactDirectory against the working directory,
// which is web/ here but the repository root for relay-compiler: pass an absolute one.
const artifactDirectory = join(webRoot, 'src/__generated__');
const apiTarget = `http://localhost:${process.env.API_PORT || 3000}`;
/**
 * react-router's package exports only its development build (dev-time warnings and checks); its production build
 * ships beside it in dist/production, unchanged but for patches/react-router+*.patch. Builds use that one; the dev
 * server and the unit tests keep the warnings, as with React's own development build.
 */
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production');

export default defineConfig(({ command }) => ({
  root: webRoot,
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterProduction, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterProduction, 'dom-export.mjs') },
          ]
        : [],
  },
  // plugin-react 6 ignores its own `babel` option, so the relay transform runs in its own plugin.
  plugins: [
    babel({
      include: /\/src\/.*\.[jt]sx?$/,
      plugins: [
        ['relay', { artifactDirectory, eagerEsModules: true }],
        // Each styled component's id (and so its class names) from its file and place in it, the same in the server's
        // and the browser's build. Without it the id counts components in the order their modules run, which differs
        // between the server's one bundle and the browser's chunks: the browser generated other class names, ran every
        // rule through the CSS parser again and inserted it a second time while hydrating (~100 rules, 15 % of it).
        ['styled-components', { ssr: true, displayName: false }],
        // The message descriptors' `description` is for translators (the catalogue files), not for the browser:
        // ~15 KB of every build's messages modules.
        ['formatjs', { removeDefaultMessage: false }],
      ],
    }),
    react(),
    precompiledCatalogues(),
    compileHints(),
    entryAfterFirstPaint(),
    precompress(),
    shellChunksPlugin(),
    routeModulesPlugin(),
  ],
  server: {
    port: 5173,
    proxy: { '/graphql': apiTarget, '/api': apiTarget, '/health': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server names a page's chunks in its HTML from it (src/ssr/modulePreloads.ts).
    manifest: true,
    modulePreload: {
      // Every browser the site supports (Chromium, Firefox 115+, Safari 17+) has `<link rel="modulepreload">`; the
      // polyfill cost every page ~0.4 KiB gzip and a DOM query in the entry's first task.
      polyfill: false,
      // boot.ts (the entry, index-*.js) starts the app after the first paint; `<link rel="modulepreload">` for each
      // of main.tsx's ~30 chunks cost 55 ms of main thread here (220 ms at 4x CPU slowdown: each inserted link is
      // processed at once). The module loader fetches the imports itself, in parallel, without them. A lazy
      // import elsewhere preloads what it needs beyond the chunks already loaded (./shell-chunks.ts).
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /^assets\/index-[\w-]+\.js$/.test(hostId) ? [] : outsideShell(deps),
    },
    rolldownOptions: {
      // Brotli at quality 11 (./precompress.ts) takes seconds by design; rolldown's warning about slow
      // plugins would print on every `npm start` that builds.
      checks: { pluginTimings: false },
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', priority: 3, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'relay', priority: 3, test: /node_modules[\\/](relay-runtime|react-relay)[\\/]/ },
            // Only the libraries of the shell that every page runs. A catch-all group would pull what
            // one lazy page needs (formik, the admin views' libraries) into every page's first load.
            // Two chunks, evaluated in two tasks at start-up (boot.ts): in one they took 12 ms of one task here.
            { name: 'router', priority: 3, test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            {
              name: 'vendor',
              priority: 3,
              test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat|styled-components|stylis|@emotion|tslib)[\\/]/,
            },
            startGroup,
            shellGroup,
          ],
        },
      },
    },
  },
}));
