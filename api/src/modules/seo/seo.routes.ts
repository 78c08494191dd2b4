import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cachingHeaders } from '../../http/http-caching.js';
import { contextFromRequest } from '../../http/context-from-request.js';
import { requestOrigin } from '../../http/request-origin.js';
import { listPublicPages } from './public-pages.js';
import { renderRobotsTxt } from './robots.js';
import { renderSitemap } from './sitemap.js';

/**
 * `GET /sitemap.xml` and `GET /robots.txt`. The sitemap is built per request from the database (one
 * indexed query), so a course switched on or off shows at once; like the public API's reads it is
 * `public, max-age=30` with an ETag (./http-caching.ts), so crawlers revalidate cheaply.
 * URLs are absolute under `publicUrl` (PUBLIC_URL), else under the request's own origin (http/request-origin.ts).
 */
export function registerSeoRoutes(app: FastifyInstance, rootEm: EntityManager, publicUrl: string | undefined) {
  const originOf = (request: FastifyRequest) => publicUrl ?? requestOrigin(request);

  app.get('/sitemap.xml', { onSend: cachingHeaders }, async (request, reply) => {
    const pages = await listPublicPages(contextFromRequest(request, rootEm));
    return reply.type('application/xml; charset=utf-8').send(await renderSitemap(originOf(request), pages));
  });

  app.get('/robots.txt', { onSend: cachingHeaders }, (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(renderRobotsTxt(`${originOf(request)}/sitemap.xml`)),
  );
}
