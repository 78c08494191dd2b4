import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language, requestLanguage } from '../context/language.js';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE, isDatabaseUnavailable } from '../db/database-unavailable.js';
import { apiMessage } from './api-messages.js';

/** A mistake of the client's, as both doors report it: HTTP status, a stable code, and what to fix. */
export interface ClientError {
  status: number;
  code: string;
  message: string;
}

/**
 * What fastify itself refuses before a handler runs (body parsing, size, media type), in our words.
 * Anything else is not a client error and gets `undefined`.
 */
export function clientErrorOf(error: FastifyError, bodyLimit: number, language: Language): ClientError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: apiMessage(language, 'bodyTooLarge', { max: bodyLimit }) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: apiMessage(language, 'unsupportedMediaType') };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: 'INVALID_JSON', message: apiMessage(language, 'invalidJson') };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'INVALID_JSON', message: apiMessage(language, 'emptyJson') };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, code: 'BAD_REQUEST', message: apiMessage(language, 'contentLengthMismatch') };
  }
  // Any other refusal fastify marks as the client's (a malformed header, say) keeps its status; not its text,
  // which may quote the request (answers never echo what the client sent).
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, code: 'BAD_REQUEST', message: apiMessage(language, 'malformedRequest') };
  }
  return undefined;
}

/** Largest body either door reads (a contact message is a few KiB; a GraphQL document at most 32 KiB). */
export const BODY_LIMIT = 64 * 1024;

/** The longest path parameter read (fastify's default is 100): a blog post's slug, up to 200 characters (BLOG_POST_LIMITS.slug). */
export const MAX_PATH_PARAMETER = 200;

/** The request's language where no route ran yet: the `lang` cookie when @fastify/cookie has read it, else Accept-Language. */
export const languageOf = (request: FastifyRequest) =>
  requestLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);

/**
 * What fastify's router refuses before any route or hook runs: a malformed percent-encoding in the path, a path
 * parameter longer than MAX_PATH_PARAMETER. Fastify's own answers have its shape and quote the URL; these have the
 * API's and repeat nothing of it.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = languageOf(request);
  reply.header('cache-control', 'no-store');
  if (error.code === 'FST_ERR_BAD_URL')
    return sendRestError(reply, { status: 400, code: 'BAD_REQUEST', message: apiMessage(language, 'malformedUrl') });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendRestError(reply, {
      status: 414,
      code: 'URI_TOO_LONG',
      message: apiMessage(language, 'pathPartTooLong', { max: MAX_PATH_PARAMETER }),
    });
  }
  return sendInternalError(request, reply, error);
}

/**
 * What Node's HTTP parser refuses before fastify sees a request (a malformed request line or header field, header
 * fields too large, a request that does not arrive in time): fastify's default has its own shape; this one the API's.
 * Nothing of the request could be read, its language neither: German, the fallback.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, string, string] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', apiMessage(DEFAULT_LANGUAGE, 'requestTimeout')]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', apiMessage(DEFAULT_LANGUAGE, 'headersTooLarge')]
        : [400, 'BAD_REQUEST', apiMessage(DEFAULT_LANGUAGE, 'malformedRequest')];
  const body = JSON.stringify({ code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The answer to a path no route serves (nor page, nor file): the API's shape, without repeating the path. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendRestError(reply, { status: 404, code: 'NOT_FOUND', message: apiMessage(languageOf(request), 'noSuchPath') });
}

/**
 * Root error handler: client mistakes answer 4xx as `{ code, message }` (the REST door's shape); a database
 * that cannot be reached answers 503 with `Retry-After`; anything else is logged with the request id and
 * answered with a 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const clientError = clientErrorOf(error, BODY_LIMIT, languageOf(request));
    if (clientError) return reply.code(clientError.status).send({ code: clientError.code, message: clientError.message });
    return sendInternalError(request, reply, error);
  });
}

export function sendInternalError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  // The client closed the connection while its (compressed) answer streamed: a closed tab, a phone losing the
  // network. Nothing failed here and nobody is left to answer; an error line would page someone for nothing.
  if ((error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE') {
    request.log.debug({ err: error }, 'Client went away before its answer was sent');
    return reply;
  }
  const language = languageOf(request);
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'Request failed: database unavailable');
    return sendRestError(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), serviceUnavailable(language));
  }
  request.log.error({ err: error }, 'Request failed');
  return reply.code(500).send({ code: 'INTERNAL_SERVER_ERROR', message: apiMessage(language, 'internalError') });
}

/** The answer while the database cannot be reached (503, with `Retry-After` added by the caller), in the request's language. */
export function serviceUnavailable(language: Language): ClientError {
  return { ...SERVICE_UNAVAILABLE, message: apiMessage(language, 'serviceUnavailable') };
}

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * A path that exists answers other methods with 405 and `Allow` (not 404, which says the path is wrong).
 * `allowed` lists the methods the path serves; HEAD comes with GET, OPTIONS with CORS.
 */
export function registerMethodNotAllowed(app: FastifyInstance, url: string, allowed: string[], send = sendRestError) {
  const allow = [...new Set(allowed.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])))];
  const others = ALL_METHODS.filter((method) => !allow.includes(method));
  if (others.length === 0) return;
  app.route({
    method: others,
    url,
    handler: (request, reply) => {
      reply.header('allow', [...allow, 'OPTIONS'].join(', '));
      return send(reply, {
        status: 405,
        code: 'METHOD_NOT_ALLOWED',
        message: apiMessage(languageOf(request), 'methodNotAllowed', {
          method: request.method,
          allowed: new Intl.ListFormat(languageOf(request), { type: 'disjunction' }).format(allow),
        }),
      });
    },
  });
}

export function sendRestError(reply: FastifyReply, error: ClientError) {
  return reply.code(error.status).send({ code: error.code, message: error.message });
}
