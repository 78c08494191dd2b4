import jwt from 'jsonwebtoken';
import { createHmac } from 'node:crypto';

/**
 * Session tokens: short-lived JWTs (HS256) naming the session row (`sid`) and its user (`sub`). The
 * browser keeps one in the httpOnly session cookie, API clients send it as `Authorization: Bearer`.
 * Verifying the signature is not enough: every request also checks the session row (session.service.ts),
 * so signing out ends a token at once.
 */

/** A token's life: in use, it is renewed once past half of it (see `needsRenewal`). */
export const SESSION_TOKEN_SECONDS = 30 * 60;
/** However often renewed, a session ends this long after sign-in. */
export const SESSION_MAX_SECONDS = 12 * 60 * 60;
/** Far longer than any token we issue: anything longer is refused before any work. */
export const MAX_SESSION_TOKEN_LENGTH = 1024;

const ISSUER = 'h2o-gersthofen';
const AUDIENCE = 'h2o-session';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key, derived from the app's secret for this use alone, so a newsletter link's MAC and a session
 * token can never stand in for each other. Each server keeps its own (app-settings.ts, `ctx.appSettings.keys.session`).
 */
export function sessionTokenKey(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('h2o/session-token/v1').digest();
}

export interface SessionTokenClaims {
  userId: number;
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function signSessionToken(key: Buffer, { userId, sessionId, issuedAt, expiresAt }: SessionTokenClaims): string {
  return jwt.sign({ sid: sessionId, iat: seconds(issuedAt), exp: seconds(expiresAt) }, key, {
    algorithm: 'HS256',
    subject: String(userId),
    issuer: ISSUER,
    audience: AUDIENCE,
  });
}

/** The claims of a genuine, unexpired token of ours; null for anything else (tampered, expired, another key, `alg: none`). */
export function verifySessionToken(key: Buffer, token: string, now = new Date()): SessionTokenClaims | null {
  if (token.length > MAX_SESSION_TOKEN_LENGTH) return null;
  let payload: jwt.JwtPayload | string;
  try {
    payload = jwt.verify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, clockTimestamp: seconds(now) });
  } catch {
    return null;
  }
  if (typeof payload === 'string' || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
  const userId = Number(payload.sub);
  if (!/^[1-9]\d{0,9}$/.test(payload.sub ?? '') || userId > 2 ** 31 - 1) return null;
  if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
  return { userId, sessionId: payload.sid, issuedAt: new Date(payload.iat * 1000), expiresAt: new Date(payload.exp * 1000) };
}

/** Renewed while in use: once past half its life, a request gets a fresh token (never beyond the session's end). */
export function needsRenewal(claims: SessionTokenClaims, now = new Date()): boolean {
  const life = claims.expiresAt.getTime() - claims.issuedAt.getTime();
  return now.getTime() - claims.issuedAt.getTime() > life / 2;
}
