import type { FastifyError, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { QUERY_LIMITS } from '../graphql/limits.js';
import { SESSION_COOKIE } from '../modules/auth/session-cookie.js';
import type { Language } from '../context/language.js';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-unavailable.js';
import { apiMessage } from './api-messages.js';
import { BODY_LIMIT, type ClientError, clientErrorOf, languageOf, sendInternalError, serviceUnavailable } from './client-errors.js';

/** A refusal in GraphQL's own response shape, so GraphQL clients show it like any other error. */
export function sendGraphQLError(reply: FastifyReply, error: ClientError) {
  return reply
    .code(error.status)
    .header('cache-control', 'no-store')
    .send({ errors: [{ message: error.message, extensions: { code: error.code } }] });
}

const tooLarge = (bytes: number, language: Language): ClientError => ({
  status: 413,
  code: 'QUERY_TOO_LARGE',
  message: apiMessage(language, 'documentTooLarge', { bytes, max: QUERY_LIMITS.maxDocumentBytes }),
});

/**
 * `onSend` of /graphql: an answer over `QUERY_LIMITS.maxAnswerBytes` is refused (400 RESPONSE_TOO_LARGE)
 * instead of being compressed and sent; the limits on documents keep such answers rare, this bounds them.
 */
export function refuseOversizedAnswers(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
  if (typeof payload !== 'string' || payload.length <= QUERY_LIMITS.maxAnswerBytes / 4) return done(null, payload);
  const bytes = Buffer.byteLength(payload);
  if (bytes <= QUERY_LIMITS.maxAnswerBytes) return done(null, payload);
  const message = apiMessage(languageOf(request), 'answerTooLarge', { bytes, max: QUERY_LIMITS.maxAnswerBytes });
  reply.code(400).header('cache-control', 'no-store');
  return done(null, JSON.stringify({ errors: [{ message, extensions: { code: 'RESPONSE_TOO_LARGE' } }] }));
}

/** The document text of a GET (query string) or POST (JSON body) request, if it has one. */
function documentOf(request: FastifyRequest): unknown {
  const source = request.method === 'GET' || request.method === 'HEAD' ? request.query : request.body;
  return typeof source === 'object' && source !== null ? (source as { query?: unknown }).query : undefined;
}

/**
 * The HTTP side of `/graphql`, around Apollo's handler: size limits before anything is parsed, fastify's
 * own refusals (body too large, not JSON, broken JSON) in GraphQL's error shape, and GET queries that
 * work without Apollo's CSRF header for anonymous clients.
 */
export const graphqlTransport: Pick<RouteOptions, 'bodyLimit' | 'onRequest' | 'preHandler' | 'errorHandler'> = {
  bodyLimit: BODY_LIMIT,

  onRequest(request, _reply, done) {
    // Apollo's CSRF prevention refuses "simple" GETs, which would keep links, caches and curl from
    // reading public data. It guards requests that carry ambient credentials; a request without our
    // session cookie has none, and GET never runs a mutation. Signed-in requests keep the full check.
    if ((request.method === 'GET' || request.method === 'HEAD') && !hasSessionCookie(request)) {
      request.headers['apollo-require-preflight'] = 'true';
    }
    done();
  },

  preHandler(request, reply, done) {
    const document = documentOf(request);
    if (typeof document === 'string' && Buffer.byteLength(document) > QUERY_LIMITS.maxDocumentBytes) {
      sendGraphQLError(reply, tooLarge(Buffer.byteLength(document), languageOf(request)));
      return;
    }
    done();
  },

  errorHandler(error: FastifyError, request, reply) {
    const clientError = clientErrorOf(error, BODY_LIMIT, languageOf(request));
    if (clientError) return sendGraphQLError(reply, clientError);
    // A hook before Apollo (the session check) that could not reach the database.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'Request failed: database unavailable');
      return sendGraphQLError(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), serviceUnavailable(languageOf(request)));
    }
    return sendInternalError(request, reply, error);
  },
};

/** The session cookie's presence is enough here: whether it is valid is the auth checker's business. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.cookies?.[SESSION_COOKIE] !== undefined;
}
