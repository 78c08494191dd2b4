import { defineConfig, mergeConfig } from 'vite';
import site from './vite.config.ts';

/**
 * `vite build --config build/vite.ssr.config.ts --ssr src/ssr/entry-server.tsx` (in web/): the server-rendering
 * entry, built after the site into dist/server, which the static file serving never answers. The API imports it once per build (api/src/http/page-renderer.ts).
 * - One file (no code splitting): the API imports it by a URL naming the build, so a rebuilt entry loads
 *   afresh under a running server; chunks importing "../entry-server.js" would load a second copy of it.
 * - Libraries bundled in: the Docker image installs only the API's dependencies.
 * - React's production build, whatever NODE_ENV the API runs with: `npm start` sets none, and React's
 *   development build renders several times slower (9 against 56 pages a second in `npm run bench:web`).
 */
export default defineConfig((env) =>
  mergeConfig(site(env), {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: 'dist/server',
      emptyOutDir: true,
      copyPublicDir: false,
      // The browser build's manifest is the one the server reads (src/ssr/modulePreloads.ts).
      manifest: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  }),
);
