import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { sendNotFound } from './client-errors.js';
import type { PageHandler } from './page-renderer.js';

const API_PREFIXES = ['/api/', '/graphql', '/health', '/ready'];

/**
 * Serves the built client from `distDir` and answers every other page path with `renderPage` (server
 * rendering, ./page-renderer.ts), or without it with index.html (the client's router shows the page, or
 * its not-found page). Unknown API paths get JSON 404s.
 */
export async function registerWebClient(app: FastifyInstance, distDir: string | undefined, renderPage?: PageHandler) {
  if (!distDir || !existsSync(distDir)) return registerApiNotFound(app);
  // The build may be replaced while the server runs (`npm run build`): look files up per request.
  const hasClient = () => existsSync(join(distDir, 'index.html'));
  await registerStaticFiles(app, distDir);
  // Pages are a route, not the not-found handler: fastify runs no route hooks for that handler, so its
  // answers would miss compression (./compression.ts). Files with an extension are files, never pages.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0];
    if (isApiPath(path) || !hasClient()) return reply.callNotFound();
    if (/\.[a-z0-9]+$/i.test(path)) return reply.sendFile((request.params as { '*': string })['*']);
    // The admin area renders in the browser only (docs/DESIGN.md): what it shows depends on who is signed in,
    // so the plain shell goes out, kept by no cache and out of search indexes (robots.txt disallows it too).
    if (isAdminPage(path))
      return reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow').sendFile('index.html');
    if (renderPage) return renderPage(request, reply);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
  registerApiNotFound(app);
}

// The trainer's phone view is part of the back office: the same shell, rendered in the browser only.
const isAdminPage = (path: string) =>
  path === '/admin' || path.startsWith('/admin/') || path === '/trainer' || path.startsWith('/trainer/');

function isApiPath(path: string) {
  return path === '/api' || API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Static files. Hashed assets under /assets/ (their own route, so `/*` stays free for pages); the
 * dist root only through `reply.sendFile` (index.html, GraphiQL's page, top-level files), never
 * dist/server, the server-rendering bundle the API imports, or dist/.vite, the build manifest it reads. Both send the build's precompressed
 * siblings (`x.js.br`, `x.js.gz`: web/build/precompress.ts) when the client accepts them, with the
 * matching Content-Encoding; the file itself otherwise.
 */
async function registerStaticFiles(app: FastifyInstance, distDir: string) {
  const common = { preCompressed: true, index: false, cacheControl: false } as const;
  await app.register(fastifyStatic, {
    ...common,
    root: distDir,
    serve: false,
    allowedPath: (path) => !isServerOnly(path),
    // Our own Cache-Control; the plugin's default would overwrite it with max-age=0.
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });
  await app.register(fastifyStatic, {
    ...common,
    root: join(distDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    // Vite puts content hashes into asset names, so they never change.
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
  });
}

/** dist/server (the server-rendering bundle) and dist/.vite (the build manifest it reads): the server's, not the web's. */
function isServerOnly(path: string) {
  const normalized = posix.normalize(`/${path}`);
  return ['/server', '/.vite'].some((dir) => normalized === dir || normalized.startsWith(`${dir}/`));
}

/** JSON 404s for everything that is neither a route, a page nor a file (API paths, other methods). */
function registerApiNotFound(app: FastifyInstance) {
  app.setNotFoundHandler(sendNotFound);
}
