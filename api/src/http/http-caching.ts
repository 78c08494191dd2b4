import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasSessionCookie } from './graphql-transport.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer depends on who asks (their sign-in, their cart): see markAnswerPrivate. */
    answerIsPrivate: boolean;
  }
}

/** The answer to this request depends on who asks: no cache but the asker's may keep it. */
export function markAnswerPrivate(request: FastifyRequest): void {
  request.answerIsPrivate = true;
}

/** Applies markAnswerPrivate to every answer, before the routes' own caching headers (which keep one already set). */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.decorateRequest('answerIsPrivate', false);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.answerIsPrivate) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}

/**
 * Seconds a browser, CDN or proxy may reuse a public answer. Short, because free places change as
 * parents book; bookings themselves always check the database, so a stale list never sells a place twice.
 */
export const PUBLIC_MAX_AGE_SECONDS = 30;

/**
 * `onSend` of the public read routes (GraphQL and REST): a successful anonymous GET is public for a
 * short while and carries an ETag, answered with 304 when the client already has it; anything that may
 * depend on a signed-in user is `private, no-store`; everything else (writes, errors) is `no-store`.
 */
export function cachingHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
  if (reply.hasHeader('cache-control')) return done(null, payload);
  // A bearer token may sign the request in as much as the cookie does.
  const signedIn = hasSessionCookie(request) || request.headers.authorization !== undefined;
  const publicRead =
    !signedIn &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    typeof payload === 'string' &&
    !hasGraphQLErrors(payload);
  if (!publicRead) {
    reply.header('cache-control', signedIn ? 'private, no-store' : 'no-store');
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
