import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CartSession } from '../../context/request-context.js';
import { siteCookieOptions } from '../../http/cookies.js';
import { markAnswerPrivate } from '../../http/http-caching.js';

/** The cart's session id: httpOnly, so no script (nor an injected one) can read or send it elsewhere. */
export const CART_COOKIE = 'h2o_cart';

/**
 * Says "this browser has a cart", and nothing else: scripts may read it. Server-rendered pages carry no
 * cart (it is per visitor), so the browser asks /graphql for it after hydration, but only when this
 * cookie is there: a visitor who never added anything costs no request. web/src/layout/cart/cartHint.ts reads it.
 */
export const CART_HINT_COOKIE = 'h2o_has_cart';

/** A cart lives this long after its last change; then the browser forgets it (and its row may go). */
export const CART_LIFETIME_DAYS = 30;

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** 32 random bytes, base64url: unguessable. Always made here, never taken from the client. */
export function newCartSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The cart session of a /graphql request. A cookie that is not a session id we could have made is
 * ignored without a database lookup; a well-formed one that names no cart is an empty cart, and the
 * next add starts a new session (a cart is never created under an id the client chose).
 */
export function cartSessionOf(request: FastifyRequest, reply: FastifyReply): CartSession {
  const sent = request.cookies?.[CART_COOKIE];
  const answerIsPrivate = () => markAnswerPrivate(request);
  return {
    id: typeof sent === 'string' && SESSION_ID.test(sent) ? sent : null,
    keep(id) {
      const options = { ...siteCookieOptions(request), maxAge: CART_LIFETIME_DAYS * 24 * 60 * 60 };
      reply.setCookie(CART_COOKIE, id, { ...options, httpOnly: true });
      reply.setCookie(CART_HINT_COOKIE, '1', { ...options, httpOnly: false });
      answerIsPrivate();
    },
    answerIsPrivate,
  };
}
