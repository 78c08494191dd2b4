import { type LinkTokenClaims, MAX_LINK_TOKEN_LENGTH, linkTokenKey, linkTokens, tokenExpired } from '../links/signed-link-token.js';

/**
 * The signed tokens of the newsletter's mailed links (modules/links/signed-link-token.ts): a token names a
 * subscription and what it may do (confirm it, or unsubscribe it), signed over id, expiry and the subscription's address.
 */
export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

export const MAX_TOKEN_LENGTH = MAX_LINK_TOKEN_LENGTH;
export { tokenExpired };

export interface NewsletterTokenClaims {
  purpose: NewsletterTokenPurpose;
  subscriptionId: number;
  /** Null: the token does not expire (unsubscribe links). */
  expiresAt: Date | null;
}

const tokens = linkTokens<NewsletterTokenPurpose>({ confirm: 'c', unsubscribe: 'u' });
const generic = (claims: NewsletterTokenClaims): LinkTokenClaims<NewsletterTokenPurpose> => ({
  purpose: claims.purpose,
  id: claims.subscriptionId,
  expiresAt: claims.expiresAt,
});

/** The key for these tokens, derived from the app's secret for this use alone. */
export function newsletterTokenKey(appSecret: string): Buffer {
  return linkTokenKey(appSecret, 'h2o/newsletter-token/v1');
}

export function signNewsletterToken(key: Buffer, claims: NewsletterTokenClaims, email: string): string {
  return tokens.sign(key, generic(claims), email);
}

/** What a token claims, read without trusting it (check it with `tokenSignedFor` against the row it names); null: not a token of `purpose`. */
export function readNewsletterToken(token: unknown, purpose: NewsletterTokenPurpose): NewsletterTokenClaims | null {
  const claims = tokens.read(token, purpose);
  return claims && { purpose, subscriptionId: claims.id, expiresAt: claims.expiresAt };
}

/** Whether `token` was signed with `key` for exactly these claims and this address (compared in constant time). */
export function tokenSignedFor(key: Buffer, token: string, claims: NewsletterTokenClaims, email: string): boolean {
  return tokens.signedFor(key, token, generic(claims), email);
}
