import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

/**
 * The API explorer (GraphiQL, answered at GET /graphql) is built on its own, after the site, into the
 * same web/dist: a second entry of the site's build would put GraphiQL's libraries (Monaco, ~1 MB
 * gzipped) into the site's shared vendor chunk, and splitting that chunk by entry changes the site's
 * files. Built apart, the site's bundle stays exactly what it was.
 */
export default defineConfig({
  // web/, whichever directory Vite is started from.
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    // The site's build (./vite.config.ts) empties dist; this one adds graphiql.html and its assets.
    emptyOutDir: false,
    // Monaco and its language workers are large by nature; only this page loads them.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      input: { graphiql: fileURLToPath(new URL('../graphiql.html', import.meta.url)) },
      // @graphiql/react marks modules "use no memo" for the React compiler, which we do not run.
      checks: { moduleLevelDirective: false, pluginTimings: false },
    },
  },
});
