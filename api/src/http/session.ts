import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthSession } from '../context/request-context.js';
import { DEVICE_COOKIE, type IssuedDeviceToken } from '../modules/auth/device-token.js';
import { SESSION_COOKIE } from '../modules/auth/session-cookie.js';
import { looksLikePartnerKey } from '../modules/partner-keys/partner-key.secret.js';
import { type AuthenticatedSession, type IssuedToken, sessionService } from '../modules/auth/session.service.js';
import type { Language } from '../context/language.js';
import { apiMessage } from './api-messages.js';
import { type ClientError, languageOf, sendRestError } from './client-errors.js';
import { siteCookieOptions } from './cookies.js';
import { sendGraphQLError } from './graphql-transport.js';
import { isGraphQLPath } from './graphql-stream/stream-path.js';
import { markAnswerPrivate } from './http-caching.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The valid session the request's token names; null: anonymous (see registerSessions). */
    signedIn: AuthenticatedSession | null;
    /** What the answer does to the session cookie: set it to a (new or renewed) token, or clear it. */
    sessionCookieChange: IssuedToken | 'clear' | null;
    /** A device token a sign-in gave this browser (the answer sets the device cookie to it). */
    deviceCookieChange: IssuedDeviceToken | null;
  }
}

export const isApiPath = (url: string) => {
  const path = url.split('?')[0];
  return isGraphQLPath(path) || path.startsWith('/api/');
};

type Credential = { kind: 'bearer' | 'cookie'; token: string };

/** The token of an `Authorization: Bearer <token>` header; '' for any other scheme or a malformed value; null without the header. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  if (authorization === undefined) return null;
  // Any other scheme, or a malformed value, is a token that fails (an empty one).
  const match = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i.exec(authorization);
  return match?.[1] ?? '';
}

/** API clients send `Authorization: Bearer <token>`, browsers the session cookie; the header wins. */
export function credentialOf(request: FastifyRequest): Credential | null {
  const bearer = bearerTokenOf(request);
  if (bearer !== null) return { kind: 'bearer', token: bearer };
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { kind: 'cookie', token: cookie } : null;
}

/**
 * `HttpOnly` (no script reads it), `SameSite=Lax` (other sites' forms and scripts do not send it) and
 * `Secure` when the request came over TLS (directly, or through a proxy trusted by TRUST_PROXY).
 */
function cookieOptions(request: FastifyRequest) {
  return { ...siteCookieOptions(request), httpOnly: true } as const;
}

// In the request's language (api-messages.ts), like every refusal of the API.
const invalidToken = (language: Language): ClientError => ({
  status: 401,
  code: 'UNAUTHENTICATED',
  message: apiMessage(language, 'invalidBearerToken'),
});

const invalidPartnerKey = (language: Language): ClientError => ({
  status: 401,
  code: 'UNAUTHENTICATED',
  message: apiMessage(language, 'invalidPartnerKey'),
});

/**
 * Who is signed in, for /graphql and /api alike: a request carrying a session token is checked against
 * its session row on every request (sessionService.authenticate), so a signed-out token is refused at
 * once. A cookie past half its life is renewed in the answer; a dead cookie is cleared (the visitor is
 * anonymous). A dead bearer token is refused with 401: an API client must not take public answers for
 * its signed-in ones. Requests without a token cost nothing here.
 */
export function registerSessions(app: FastifyInstance, rootEm: EntityManager) {
  app.decorateRequest('signedIn', null);
  app.decorateRequest('sessionCookieChange', null);
  app.decorateRequest('deviceCookieChange', null);

  // preHandler: after the rate limits (onRequest), so refused requests never reach the database here.
  app.addHook('preHandler', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    // A valid partner key (./partner-keys.ts) is no session: the request runs with the key's scopes, not as an account.
    if (request.partner) return;
    const credential = credentialOf(request);
    if (!credential) return;
    const key = request.server.appSettings.keys.session;
    const session = credential.token ? await sessionService.authenticate(rootEm.fork(), key, credential.token) : null;
    if (session) {
      request.signedIn = session;
      if (credential.kind === 'cookie') request.sessionCookieChange = sessionService.renew(key, session);
      return;
    }
    if (credential.kind === 'cookie') {
      request.sessionCookieChange = 'clear';
      return;
    }
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    const refusal = (looksLikePartnerKey(credential.token) ? invalidPartnerKey : invalidToken)(languageOf(request));
    if (isGraphQLPath(request.url.split('?')[0])) sendGraphQLError(reply.header('cache-control', 'no-store'), refusal);
    else sendRestError(reply.header('cache-control', 'no-store'), refusal);
    return reply;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const change = request.sessionCookieChange;
    if (change === 'clear') reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    else if (change) reply.setCookie(SESSION_COOKIE, change.token, { ...cookieOptions(request), expires: change.expiresAt });
    // Signing out keeps it: the device is still one the account signed in on.
    const device = request.deviceCookieChange;
    if (device) reply.setCookie(DEVICE_COOKIE, device.token, { ...cookieOptions(request), expires: device.expiresAt });
    return payload;
  });
}

/** The request's session as services see it (RequestContext.authSession). */
export function authSessionOf(request: FastifyRequest): AuthSession {
  return {
    id: request.signedIn?.sessionId ?? null,
    start(token, expiresAt) {
      request.sessionCookieChange = { token, expiresAt };
    },
    end() {
      request.sessionCookieChange = 'clear';
    },
    deviceToken: request.cookies?.[DEVICE_COOKIE] ?? null,
    rememberDevice(token, expiresAt) {
      request.deviceCookieChange = { token, expiresAt };
    },
    answerIsPrivate() {
      markAnswerPrivate(request);
    },
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  };
}
