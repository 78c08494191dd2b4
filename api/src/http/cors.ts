import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isGraphQLPath } from './graphql-stream/stream-path.js';

/** Headers a page on another origin may read: rate limits, caching and the id support asks for. */
const EXPOSED_HEADERS = ['ETag', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'X-Request-Id'];

const PUBLIC: FastifyCorsOptions = {
  origin: '*',
  // Never `Access-Control-Allow-Credentials`: a browser then neither sends nor exposes cookies across
  // origins, so anything that rests on the admin session stays same-origin only.
  credentials: false,
  exposedHeaders: EXPOSED_HEADERS,
  maxAge: 600,
};

const CLOSED: FastifyCorsOptions = { origin: false };

/**
 * Public reads are open to every origin: `/graphql` (GET and POST, the way GraphQL clients send
 * queries) and the GET paths of `/api`. Other `/api` methods (public writes) and everything else stay
 * same-origin: no CORS headers, so a browser on another origin cannot call them.
 */
export async function registerCors(app: FastifyInstance) {
  await app.register(cors, {
    delegator: (request, callback) => callback(null, isPublicRead(request) ? { ...PUBLIC, methods: methodsFor(request) } : CLOSED),
  });
}

function isPublicRead(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  if (isGraphQLPath(path) || path === '/schema.graphql') return true;
  if (!path.startsWith('/api/')) return false;
  const method = request.method === 'OPTIONS' ? request.headers['access-control-request-method'] : request.method;
  return method === 'GET' || method === 'HEAD';
}

const methodsFor = (request: FastifyRequest) => (request.url.startsWith('/graphql') ? ['GET', 'POST'] : ['GET', 'HEAD']);
