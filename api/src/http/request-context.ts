import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RequestContext, createRequestContext } from '../context/request-context.js';
import { LANGUAGE_COOKIE, type Language, requestLanguage } from '../context/language.js';
import type { Payments } from '../modules/payments/payments.js';
import { cartSessionOf } from './cart-cookie.js';
import { requestOrigin } from './request-origin.js';
import { authSessionOf } from './session.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL of this server's configuration; null when unset (never in production). */
    publicUrl: string | null;
    /** How this server takes payments (modules/payments/payments.ts), for its requests and its job worker. */
    payments: Payments;
  }
}

/**
 * Keeps PUBLIC_URL on the server itself, where each request's context finds it: two servers in one process (the
 * tests start several) each link to their own site, which a module-level setting could not do.
 */
export function registerPublicUrl(app: FastifyInstance, publicUrl: string | undefined): void {
  app.decorate('publicUrl', publicUrl ?? null);
}

/** Keeps this server's payments on the server itself, for the same reason as PUBLIC_URL above. */
export function registerPayments(app: FastifyInstance, payments: Payments): void {
  app.decorate('payments', payments);
}

/**
 * The one way a request becomes a RequestContext: /graphql, the REST door and server rendering.
 * `language` overrides the request's rule where the URL names one (a page's `?lang=`). `reply` (given by
 * /graphql only) brings the visitor's cart session, which answers and sets cookies through it.
 */
export function contextFromRequest(
  request: FastifyRequest,
  rootEm: EntityManager,
  { language, reply }: { language?: Language; reply?: FastifyReply } = {},
): RequestContext {
  return createRequestContext(rootEm, {
    requestId: String(request.id),
    clientAddress: request.ip,
    language: language ?? requestLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']),
    // PUBLIC_URL when set; never simply the Host header: it ends up in mailed links (./request-origin.ts).
    origin: request.server.publicUrl ?? requestOrigin(request),
    payments: request.server.payments,
    // Filled on /graphql and /api by the session check (./session.ts); the auth checker reads it on both doors.
    user: request.signedIn?.user ?? null,
    authSession: authSessionOf(request),
    cartSession: reply ? cartSessionOf(request, reply) : undefined,
    log: request.log,
  });
}
