import { randomBytes } from 'node:crypto';

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

/** What newCartSessionId makes; anything else a browser sends is not one of our sessions. */
export const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** 32 random bytes, base64url: unguessable. Always made here, never taken from the client. */
export function newCartSessionId(): string {
  return randomBytes(32).toString('base64url');
}
