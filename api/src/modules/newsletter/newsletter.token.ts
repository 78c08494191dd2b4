import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed tokens of the newsletter's mailed links. A token names a subscription and what it may do
 * (confirm it, or unsubscribe it), and carries an HMAC-SHA256 over that, its expiry and the subscription's
 * e-mail address: a token only works for the row it was made for, with the address it was mailed to, so
 * nobody can make one for someone else's address and a changed row does not accept old tokens.
 *
 * Format: `<purpose>.<subscription id>.<expiry, Unix seconds; 0 = none>.<MAC, base64url>`; URL-safe as is.
 */
export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

const PURPOSE_CODES: Record<NewsletterTokenPurpose, string> = { confirm: 'c', unsubscribe: 'u' };
const TOKEN_PATTERN = /^([cu])\.([1-9]\d{0,9})\.(0|[1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;
/** Far more than a token's length: anything longer is refused before any work. */
export const MAX_TOKEN_LENGTH = 200;

export interface NewsletterTokenClaims {
  purpose: NewsletterTokenPurpose;
  subscriptionId: number;
  /** Null: the token does not expire (unsubscribe links). */
  expiresAt: Date | null;
}

/**
 * The key for these tokens, derived from the app's secret, so it differs from any other use of the
 * secret (sessions, later) and a token of one kind is never valid as another.
 */
export function newsletterTokenKey(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('h2o/newsletter-token/v1').digest();
}

function mac(key: Buffer, code: string, subscriptionId: number, expiry: number, email: string): Buffer {
  return createHmac('sha256', key).update(`${code}.${subscriptionId}.${expiry}.${email.toLowerCase()}`).digest();
}

const expirySeconds = (expiresAt: Date | null) => (expiresAt ? Math.ceil(expiresAt.getTime() / 1000) : 0);

export function signNewsletterToken(key: Buffer, claims: NewsletterTokenClaims, email: string): string {
  const code = PURPOSE_CODES[claims.purpose];
  const expiry = expirySeconds(claims.expiresAt);
  return `${code}.${claims.subscriptionId}.${expiry}.${mac(key, code, claims.subscriptionId, expiry, email).toString('base64url')}`;
}

/** What a token claims, read without trusting it (check it with `tokenSignedFor` against the row it names); null: not a token of `purpose`. */
export function readNewsletterToken(token: unknown, purpose: NewsletterTokenPurpose): NewsletterTokenClaims | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const match = TOKEN_PATTERN.exec(token.trim());
  if (!match || match[1] !== PURPOSE_CODES[purpose]) return null;
  const subscriptionId = Number(match[2]);
  // An id the table cannot hold (serial: 32 bits) names nothing; PostgreSQL would refuse the query.
  if (subscriptionId > 2 ** 31 - 1) return null;
  const expiry = Number(match[3]);
  return { purpose, subscriptionId, expiresAt: expiry === 0 ? null : new Date(expiry * 1000) };
}

/** Whether `token` was signed with `key` for exactly these claims and this address (compared in constant time). */
export function tokenSignedFor(key: Buffer, token: string, claims: NewsletterTokenClaims, email: string): boolean {
  const given = Buffer.from(token.trim().split('.')[3] ?? '', 'base64url');
  const expected = mac(key, PURPOSE_CODES[claims.purpose], claims.subscriptionId, expirySeconds(claims.expiresAt), email);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function tokenExpired(claims: NewsletterTokenClaims, now: Date): boolean {
  return claims.expiresAt !== null && claims.expiresAt.getTime() <= now.getTime();
}
