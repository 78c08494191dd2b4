import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A browser opening `/graphql` gets GraphiQL (web/graphiql.html, built into web/dist); every other GET
 * (a query in the URL, an APQ hash, an API client's Accept) goes to `graphql` unchanged.
 */
export function withGraphiQLPage(graphql: RouteHandlerMethod, distDir: string | undefined): RouteHandlerMethod {
  if (!distDir) return graphql;
  const page = join(distDir, 'graphiql.html');
  return async function (request, reply) {
    if (!wantsGraphiQL(request)) return graphql.call(this, request, reply);
    // Read per request: the build may be replaced while the server runs (as in web-client.ts).
    const html = await readFile(page, 'utf8').catch(() => undefined);
    if (html === undefined) return graphql.call(this, request, reply);
    return sendGraphiQL(reply, html);
  };
}

function wantsGraphiQL(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const params = (request.query ?? {}) as Record<string, unknown>;
  return params.query === undefined && params.extensions === undefined && prefersHtml(request.headers.accept);
}

/**
 * The page runs under the site's Content-Security-Policy unchanged: Monaco's workers are same-origin
 * files (script-src 'self'), its run-time styles are covered by style-src 'unsafe-inline' (which
 * styled-components needs anyway), its icon font is a same-origin asset. web/e2e/graphiql.test.ts
 * fails on any violation, so a GraphiQL upgrade that needs more shows up there.
 */
function sendGraphiQL(reply: FastifyReply, html: string) {
  return (
    reply
      .type('text/html; charset=utf-8')
      // The same URL answers JSON to API clients: a cache must keep the two apart.
      .header('vary', 'Accept')
      .header('cache-control', 'no-cache')
      .send(html)
  );
}

/**
 * Whether `Accept` ranks text/html above JSON (a browser's navigation does; curl's `*\/*`, fetch's
 * default and GraphQL clients do not). A tie goes to JSON: the URL is an API first.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = accept.split(',').map((part) => {
    const [range, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return { range: range.trim(), q: q ? Number(q.slice(2)) || 0 : 1 };
  });
  // The most specific range that matches decides a type's quality (RFC 9110, 12.5.1).
  const quality = (type: string) => {
    const [major] = type.split('/');
    const match =
      ranges.find((r) => r.range === type) ?? ranges.find((r) => r.range === `${major}/*`) ?? ranges.find((r) => r.range === '*/*');
    return match?.q ?? 0;
  };
  const html = quality('text/html');
  return html > 0 && html > quality('application/json') && html > quality('application/graphql-response+json');
}
