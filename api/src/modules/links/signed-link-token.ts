import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FieldError } from '../../validation/validate.js';

/**
 * Signed tokens of links mailed to an address (newsletter, waitlist). A token names a row and what it may do with
 * it, and carries an HMAC-SHA256 over that, its expiry and the row's e-mail address: a token only works for the row
 * it was made for, with the address it was mailed to, so nobody can make one for someone else's address and a
 * changed row does not accept old tokens. Each use has its own key (derived from the app's secret with its own
 * label) and its own one-letter purpose codes, so a token of one kind is never valid as another.
 *
 * Format: `<purpose code>.<row id>.<expiry, Unix seconds; 0 = none>.<MAC, base64url>`; URL-safe as is.
 */
export interface LinkTokenClaims<P extends string> {
  purpose: P;
  /** The row the link acts on. */
  id: number;
  /** Null: the token does not expire (unsubscribe / leave links). */
  expiresAt: Date | null;
}

/** Far more than a token's length: anything longer is refused before any work. */
export const MAX_LINK_TOKEN_LENGTH = 200;

/** The refusals of a link every such flow shares (the messages say to use the mail's link, or to sign up again). */
export const invalidLink: FieldError = { field: 'token', code: 'INVALID_TOKEN', id: 'validation.linkInvalid' };
export const expiredLink: FieldError = { field: 'token', code: 'TOKEN_EXPIRED', id: 'validation.linkExpired' };

/** A key for one kind of link, derived from the app's secret with the kind's label (`h2o/newsletter-token/v1`). */
export function linkTokenKey(appSecret: string, label: string): Buffer {
  return createHmac('sha256', appSecret).update(label).digest();
}

const expirySeconds = (expiresAt: Date | null) => (expiresAt ? Math.ceil(expiresAt.getTime() / 1000) : 0);

export function tokenExpired(claims: { expiresAt: Date | null }, now: Date): boolean {
  return claims.expiresAt !== null && claims.expiresAt.getTime() <= now.getTime();
}

/** Sign, read and verify tokens of one kind, whose purposes have the given one-letter codes. */
export function linkTokens<P extends string>(codes: Record<P, string>) {
  const letters = Object.values<string>(codes).join('');
  const pattern = new RegExp(`^([${letters}])\\.([1-9]\\d{0,9})\\.(0|[1-9]\\d{0,11})\\.([A-Za-z0-9_-]{43})$`);
  const mac = (key: Buffer, code: string, id: number, expiry: number, email: string) =>
    createHmac('sha256', key).update(`${code}.${id}.${expiry}.${email.toLowerCase()}`).digest();
  return {
    sign(key: Buffer, claims: LinkTokenClaims<P>, email: string): string {
      const code = codes[claims.purpose];
      const expiry = expirySeconds(claims.expiresAt);
      return `${code}.${claims.id}.${expiry}.${mac(key, code, claims.id, expiry, email).toString('base64url')}`;
    },
    /** What a token claims, read without trusting it (check it with `signedFor` against the row it names); null: not a token of `purpose`. */
    read(token: unknown, purpose: P): LinkTokenClaims<P> | null {
      if (typeof token !== 'string' || token.length > MAX_LINK_TOKEN_LENGTH) return null;
      const match = pattern.exec(token.trim());
      if (!match || match[1] !== codes[purpose]) return null;
      const id = Number(match[2]);
      // An id the table cannot hold (serial: 32 bits) names nothing; PostgreSQL would refuse the query.
      if (id > 2 ** 31 - 1) return null;
      const expiry = Number(match[3]);
      return { purpose, id, expiresAt: expiry === 0 ? null : new Date(expiry * 1000) };
    },
    /** Whether `token` was signed with `key` for exactly these claims and this address (compared in constant time). */
    signedFor(key: Buffer, token: string, claims: LinkTokenClaims<P>, email: string): boolean {
      const given = Buffer.from(token.trim().split('.')[3] ?? '', 'base64url');
      const expected = mac(key, codes[claims.purpose], claims.id, expirySeconds(claims.expiresAt), email);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
