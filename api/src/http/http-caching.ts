import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../context/language.js';
import { hasSessionCookie } from './graphql-transport.js';
import { addVary } from './vary.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer depends on who asks (their sign-in, their cart): see markAnswerPrivate. */
    answerIsPrivate: boolean;
    /** The language the answer was made in, once a request context or the page handler chose it: see answerMadeFor. */
    answerLanguage: Language | null;
  }
}

/** The answer to this request depends on who asks: no cache but the asker's may keep it. */
export function markAnswerPrivate(request: FastifyRequest): void {
  request.answerIsPrivate = true;
}

/**
 * The request headers that choose an answer made for its asker: the language (the `lang` cookie, else
 * Accept-Language) and who asks (the session and cart cookies, a bearer token). Any cache that keeps such
 * an answer must keep one per value of each (or, as deploy/nginx.conf does, key on what they decide).
 */
const ASKER_HEADERS = ['Cookie', 'Accept-Language', 'Authorization'];

/**
 * The answer is being made for this request's asker, in `language` (a request context was built for it, or
 * the page handler chose the page's language): it then says its language (`Content-Language`, which the
 * proxy checks against its key before it keeps a copy) and names ASKER_HEADERS in `Vary`, whatever its status.
 */
export function answerMadeFor(request: FastifyRequest, language: Language): void {
  request.answerLanguage = language;
}

/**
 * Applies markAnswerPrivate and answerMadeFor to every answer, before the routes' own caching headers (which
 * keep a Cache-Control already set).
 */
export function registerAnswerHeaders(app: FastifyInstance): void {
  app.decorateRequest('answerIsPrivate', false);
  app.decorateRequest('answerLanguage', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.answerIsPrivate) reply.header('cache-control', 'private, no-store');
    if (request.answerLanguage) {
      reply.header('content-language', request.answerLanguage);
      addVary(reply, ...ASKER_HEADERS);
    }
    return payload;
  });
}

/** `onSend` of /graphql: Apollo picks the answer's media type (JSON or GraphQL's own) by the request's `Accept`. */
export function negotiatedByAccept(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
  addVary(reply, 'Accept');
  done(null, payload);
}

/**
 * Seconds a browser, CDN or proxy may reuse a public answer. Short, because free places change as
 * parents book; bookings themselves always check the database, so a stale list never sells a place twice.
 */
export const PUBLIC_MAX_AGE_SECONDS = 30;

/**
 * `onSend` of the public read routes (GraphQL and REST): a successful anonymous GET is public for a
 * short while and carries an ETag, answered with 304 when the client already has it; anything that may
 * depend on who asks (signed in, or a credential in the address) is `private, no-store`; everything else
 * (writes, errors) is `no-store`.
 */
export function cachingHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
  if (reply.hasHeader('cache-control')) return done(null, payload);
  // A bearer token may sign the request in as much as the cookie does; a key in the address (an order's
  // calendar or invoice) is a credential as well: the answer is that customer's.
  const personal = hasSessionCookie(request) || request.headers.authorization !== undefined || carriesCredential(request.url);
  const publicRead =
    !personal &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    typeof payload === 'string' &&
    !hasGraphQLErrors(payload);
  if (!publicRead) {
    reply.header('cache-control', personal ? 'private, no-store' : 'no-store');
    return done(null, payload);
  }
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`).header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return done(null, '');
  }
  return done(null, payload);
}

/**
 * The address holds a credential (an order's access key, a newsletter or waitlist token, a staff link's token):
 * whoever has it may see what it opens, so the answer is theirs alone and no cache may share it.
 */
export function carriesCredential(url: string): boolean {
  const query = url.indexOf('?');
  const path = query >= 0 ? url.slice(0, query) : url;
  return CREDENTIAL_PATH.test(path) || (query >= 0 && CREDENTIAL_PARAMETER.test(url.slice(query)));
}

const CREDENTIAL_PARAMETER = /[?&](key|token|accessKey)=/i;
/** `/api/orders/by-key/{accessKey}/…`: the key as a path segment. */
const CREDENTIAL_PATH = /\/by-key\//i;

/** A partial GraphQL answer (data with errors) is not worth keeping: the next request may succeed. */
function hasGraphQLErrors(payload: string): boolean {
  return payload.startsWith('{"errors":') || payload.includes('],"errors":[') || payload.includes('},"errors":[');
}

/** `If-None-Match` names this ETag (or `*`); weak comparison, as RFC 9110 asks for If-None-Match. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
