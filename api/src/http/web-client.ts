import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const API_PREFIXES = ['/api/', '/graphql', '/health', '/ready'];

/**
 * Serves the built client from `distDir` and answers every other page path with index.html (the
 * client's router shows the page, or its not-found page). Unknown API paths get JSON 404s.
 */
export async function registerWebClient(app: FastifyInstance, distDir: string | undefined) {
  if (!distDir || !existsSync(distDir)) return registerApiNotFound(app, () => false);
  // The build may be replaced while the server runs (`npm run build`): look files up per request.
  const hasClient = () => existsSync(join(distDir, 'index.html'));
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // Our own Cache-Control below; the plugin's default would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders(res, path) {
      // Vite puts content hashes into asset names, so they never change.
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The static handler would answer the bare directory with 403.
  app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  registerApiNotFound(app, hasClient);
}

function registerApiNotFound(app: FastifyInstance, hasClient: () => boolean) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = path === '/api' || API_PREFIXES.some((prefix) => path.startsWith(prefix));
    // Page routes (no file extension) belong to the client's router; a missing asset is a real 404.
    const isPage = !isApi && !/\.[a-z0-9]+$/i.test(path) && (request.method === 'GET' || request.method === 'HEAD');
    if (isPage && hasClient()) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: `No such path: ${request.method} ${path}` });
  });
}
