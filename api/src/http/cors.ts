import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isGraphQLPath } from './graphql-stream/stream-path.js';

/**
 * Headers a page on another origin may read: rate limits and when to come back, the server's time (which the
 * request budget counts), caching, the id support asks for, why a token was refused and a file's name.
 */
const EXPOSED_HEADERS = [
  'ETag',
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'RateLimit-Policy',
  'Server-Timing',
  'X-Request-Id',
  'WWW-Authenticate',
  'Content-Disposition',
];

const OPEN: FastifyCorsOptions = {
  origin: '*',
  // Never `Access-Control-Allow-Credentials`: a browser then neither sends nor exposes cookies across
  // origins, so anything that rests on the admin session stays same-origin only.
  credentials: false,
  exposedHeaders: EXPOSED_HEADERS,
  maxAge: 600,
};

const CLOSED: FastifyCorsOptions = { origin: false };

/** A REST row as CORS needs it: its method and its path pattern (`/api/orders/:id/status`). */
export interface RestPath {
  method: string;
  path: string;
  /** A GET of the path sends browsers on to a page (README "Sending forms": one-click unsubscribe). */
  pageForBrowsers?: unknown;
}

/**
 * Which origins may call what (README "Public API"):
 * - `/graphql` (GET and POST, the way GraphQL clients send queries and the public mutations), `/schema.graphql` and
 *   GET of `/api`: every origin;
 * - writes of `/api` (POST, PUT, DELETE): calls with `Authorization: Bearer` from every origin (a partner's or a
 *   staff tool's own page; a preflight names the header it will send), and anything from the site's own origin
 *   (PUBLIC_URL, without it the request's own). An anonymous write from another origin gets no CORS answer: the
 *   REST door's public rows are the old site's own forms, and a page elsewhere sends the public mutations through
 *   `POST /graphql`.
 * Never with credentials: without `Access-Control-Allow-Credentials` no browser sends or reads cookies across origins,
 * so anything that rests on the admin session stays same-origin only (and ./same-site-writes.ts refuses it anyway).
 *
 * A preflight is answered only for a method its path has: an unknown path or method gets none, and the browser shows
 * the call as refused instead of sending it to a 404 or 405. Pages and everything else stay same-origin.
 */
export async function registerCors(app: FastifyInstance, restPaths: readonly RestPath[]) {
  const methodsOf = restMethods(restPaths);
  await app.register(cors, {
    delegator: (request, callback) => callback(null, corsOf(request, methodsOf)),
  });
}

const READS = new Set(['GET', 'HEAD']);

function corsOf(request: FastifyRequest, methodsOf: (path: string) => string[]): FastifyCorsOptions {
  const path = request.url.split('?')[0];
  if (isGraphQLPath(path) || path === '/graphql/') return { ...OPEN, methods: ['GET', 'POST'] };
  if (path === '/schema.graphql') return { ...OPEN, methods: ['GET', 'HEAD'] };
  if (!path.startsWith('/api/')) return CLOSED;
  const preflight = request.method === 'OPTIONS';
  const asked = preflight ? String(request.headers['access-control-request-method'] ?? '').toUpperCase() : request.method;
  const methods = preflight ? methodsOf(path) : [];
  if (preflight && !methods.includes(asked)) return CLOSED;
  if (READS.has(asked) || withBearer(request, preflight) || fromOwnSite(request)) return { ...OPEN, methods };
  return CLOSED;
}

/** The call carries `Authorization` (a preflight: says it will). */
function withBearer(request: FastifyRequest, preflight: boolean): boolean {
  if (!preflight) return request.headers.authorization !== undefined;
  const named = String(request.headers['access-control-request-headers'] ?? '').split(',');
  return named.some((header) => header.trim().toLowerCase() === 'authorization');
}

/** The page that calls is the site's own (README "Configuration": PUBLIC_URL), as ./same-site-writes.ts decides it. */
function fromOwnSite(request: FastifyRequest): boolean {
  return request.headers.origin === (request.server.appSettings.publicUrl ?? `${request.protocol}://${request.host}`);
}

/** The methods each REST path answers (HEAD with GET, as fastify does), matched as fastify's router matches them. */
function restMethods(restPaths: readonly RestPath[]): (path: string) => string[] {
  const byPattern = new Map<string, Set<string>>();
  for (const { method, path, pageForBrowsers } of restPaths) {
    const methods = byPattern.get(path) ?? new Set<string>();
    for (const each of [method, ...(pageForBrowsers ? ['GET'] : [])]) {
      methods.add(each);
      if (each === 'GET') methods.add('HEAD');
    }
    byPattern.set(path, methods);
  }
  const matchers = [...byPattern].map(([pattern, methods]) => ({ matches: pathMatcher(pattern), methods: [...methods] }));
  return (path) => [...new Set(matchers.filter(({ matches }) => matches(path)).flatMap(({ methods }) => methods))];
}

/**
 * Whether a path matches a route pattern (`/api/orders/:id/items/:itemId/participants`,
 * `/api/admin/orders/:id/invoices/:number.pdf`): a parameter is one segment, or its part before a suffix; a
 * trailing slash is ignored, as the server's routes ignore it.
 */
function pathMatcher(pattern: string): (path: string) => boolean {
  const source = pattern
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+?' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const expression = new RegExp(`^${source}/?$`);
  return (path) => expression.test(path);
}
