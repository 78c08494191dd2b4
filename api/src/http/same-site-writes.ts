import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, requestLanguage } from '../context/language.js';
import { validationMessage } from '../graphql/mutation.js';
import { type ClientError, sendRestError } from './client-errors.js';
import { sendGraphQLError, hasSessionCookie } from './graphql-transport.js';
import { isGraphQLPath } from './graphql-stream/stream-path.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Sec-Fetch-Site values of a request the site's own pages (or the user, typing a URL) started. Not `same-site`: a
 * page on another subdomain or port of the same site (a forgotten test installation, a hosted blog) is another origin.
 */
const OWN_SITE_FETCHES = new Set(['same-origin', 'none']);

/**
 * Cookie-authenticated writes come from this site's own pages only, on both doors: a request to
 * `/graphql` or `/api/…` with a non-safe method (POST, PUT, PATCH, DELETE) that carries the session cookie and no
 * `Authorization` header is refused with 403 CROSS_SITE_REQUEST, before its body is read, when the browser says
 * another site sent it. SameSite=Lax and CORS already keep today's browsers from sending such a request; this
 * check does not rest on them (an older browser, a same-site page on another port, a future cookie change).
 *
 * The browser's word, as Go's net/http CrossOriginProtection reads it:
 * - `Sec-Fetch-Site` (every current browser sends it): `same-origin` or `none` pass, `same-site` and `cross-site` are refused;
 * - else `Origin`: it must be PUBLIC_URL's origin, or without PUBLIC_URL (never in production) the request's own;
 * - neither header: not a browser's cross-site request (browsers send `Origin` on every cross-origin POST), so it
 *   passes: a script that holds the cookie itself could as well send it with any headers it likes.
 *
 * All of `/graphql`'s POSTs, not only mutations: a cross-site page cannot read a cookie-carrying answer anyway
 * (no `Access-Control-Allow-Credentials`), so refusing its queries takes nothing from anyone, and the check
 * needs no parsing. Bearer calls (`Authorization` wins over the cookie, ./session.ts) pass from anywhere, and so
 * does everything without the session cookie (the public API, old REST clients). Always on, not only in
 * production: the site's own pages, `npm run dev`'s proxy (same-origin for the browser) and API clients all pass.
 */
export function registerSameSiteWrites(app: FastifyInstance, publicUrl: string | undefined) {
  // onRequest, after @fastify/cookie's own (it was registered first): nothing of a refused request runs.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    const graphql = isGraphQLPath(path);
    if (!graphql && !path.startsWith('/api/')) return;
    if (SAFE_METHODS.has(request.method) || !hasSessionCookie(request) || request.headers.authorization !== undefined) return;
    if (sentByOwnSite(request, publicUrl)) return;
    const refusal = crossSiteRefusal(request);
    reply.header('cache-control', 'no-store');
    if (graphql) sendGraphQLError(reply, refusal);
    else sendRestError(reply, refusal);
    return reply;
  });
}

function sentByOwnSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return OWN_SITE_FETCHES.has(fetchSite.toLowerCase());
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === (publicUrl ?? `${request.protocol}://${request.host}`);
}

function crossSiteRefusal(request: FastifyRequest): ClientError {
  const language = requestLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);
  return { status: 403, code: 'CROSS_SITE_REQUEST', message: validationMessage(language, 'validation.crossSiteRequest') };
}
