import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CartSession } from '../context/request-context.js';
import { CART_COOKIE, CART_HINT_COOKIE, CART_LIFETIME_DAYS, SESSION_ID } from '../modules/cart/cart-session.js';
import { siteCookieOptions } from './cookies.js';
import { markAnswerPrivate } from './http-caching.js';

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
