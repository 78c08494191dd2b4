/**
 * The API's readable companion of its httpOnly cart cookie (api/src/modules/cart/cart-session.ts,
 * CART_HINT_COOKIE): "this browser has a cart". Only then does a page ask /graphql for the cart, so a
 * visitor who never added anything hydrates every page without a request. Call in effects only.
 */
const CART_HINT = /(?:^|;\s*)h2o_has_cart=1(?:;|$)/;

export function hasCartHint(): boolean {
  return typeof document !== 'undefined' && CART_HINT.test(document.cookie);
}
