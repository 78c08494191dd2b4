import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppSettings } from '../app-settings.js';
import { type RequestContext, createRequestContext } from '../context/request-context.js';
import { LANGUAGE_COOKIE, type Language, requestLanguage } from '../context/language.js';
import type { Payments } from '../modules/payments/payments.js';
import { cartSessionOf } from './cart-cookie.js';
import { answerMadeFor } from './http-caching.js';
import { requestOrigin } from './request-origin.js';
import { authSessionOf } from './session.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's keys and settings (app-settings.ts), which each request's context carries. */
    appSettings: AppSettings;
    /** How this server takes payments (modules/payments/payments.ts), for its requests and its job worker. */
    payments: Payments;
  }
}

/**
 * Keeps the server's settings on the server itself, where each request's context (and the session check) finds
 * them: two servers in one process (the tests start several) each sign, mail and link as their own configuration
 * says, which module-level settings could not do.
 */
export function registerAppSettings(app: FastifyInstance, settings: AppSettings): void {
  app.decorate('appSettings', settings);
}

/** Keeps this server's payments on the server itself, for the same reason as its settings above. */
export function registerPayments(app: FastifyInstance, payments: Payments): void {
  app.decorate('payments', payments);
}

/**
 * The one way a request becomes a RequestContext: /graphql, the REST door and server rendering.
 * `language` overrides the request's rule where the URL names one (a page's `?lang=`). `reply` (given by
 * /graphql only) brings the visitor's cart session, which answers and sets cookies through it. Whatever the
 * context makes is made for this asker in this language: the answer says so to caches (answerMadeFor).
 */
export function contextFromRequest(
  request: FastifyRequest,
  rootEm: EntityManager,
  { language, reply }: { language?: Language; reply?: FastifyReply } = {},
): RequestContext {
  const answerLanguage = language ?? requestLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);
  answerMadeFor(request, answerLanguage);
  return createRequestContext(rootEm, {
    requestId: String(request.id),
    clientAddress: request.ip,
    language: answerLanguage,
    // PUBLIC_URL when set; never simply the Host header: it ends up in mailed links (./request-origin.ts).
    origin: request.server.appSettings.publicUrl ?? requestOrigin(request),
    appSettings: request.server.appSettings,
    payments: request.server.payments,
    // Filled on /graphql and /api by the session check (./session.ts); the auth checker reads it on both doors.
    user: request.signedIn?.user ?? null,
    // Filled on /graphql and /api by the partner-key check (./partner-keys.ts), before the rate limits.
    partner: request.partner ?? null,
    authSession: authSessionOf(request),
    cartSession: reply ? cartSessionOf(request, reply) : undefined,
    log: request.log,
  });
}
