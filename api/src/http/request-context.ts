import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { type RequestContext, createRequestContext } from '../context/request-context.js';
import { LANGUAGE_COOKIE, type Language, requestLanguage } from '../context/language.js';

/**
 * The one way a request becomes a RequestContext: /graphql, the REST door and server rendering.
 * `language` overrides the request's rule where the URL names one (a page's `?lang=`).
 */
export function contextFromRequest(request: FastifyRequest, rootEm: EntityManager, { language }: { language?: Language } = {}): RequestContext {
  return createRequestContext(rootEm, {
    requestId: String(request.id),
    clientAddress: request.ip,
    language: language ?? requestLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']),
    // Sign-in comes with the admin area; the auth checker already reads this slot on both doors.
    user: null,
    log: request.log,
  });
}
