import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type RequestContext, type SessionUser, transactional } from '../../context/request-context.js';
import { signInSchema } from '../../validation/sign-in.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { User } from '../users/user.entity.js';
import { type IssuedDeviceToken, issueDeviceToken, verifyDeviceToken } from './device-token.js';
import { hashPassword, verifyPassword } from './password.js';
import { Session } from './session.entity.js';
import {
  SESSION_MAX_SECONDS,
  SESSION_TOKEN_SECONDS,
  type SessionTokenClaims,
  needsRenewal,
  signSessionToken,
  verifySessionToken,
} from './session.token.js';
import { queueSignInLockNotice } from './sign-in-lock.notice.js';
import { startSignInAttempt } from './sign-in.throttle.js';

/** How exactly a session's `lastSeenAt` follows its use. */
export const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

/** A signed-in session as a request carries it: who, which session, and the token's claims. */
export interface AuthenticatedSession {
  user: SessionUser;
  sessionId: string;
  claims: SessionTokenClaims;
  /** The session's own end (SESSION_MAX_SECONDS after sign-in); no renewed token outlives it. */
  sessionExpiresAt: Date;
}

/** A token handed out, with its expiry (the cookie's too). */
export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export type SignInResult =
  | { ok: true; user: SessionUser; issued: IssuedToken; device: IssuedDeviceToken }
  | { ok: false; errors: FieldError[] }
  | { ok: false; throttled: true; retryAfterSeconds: number };

/** The one answer to a wrong username or a wrong password (docs/SPEC.md §8): never which of the two it was. */
const invalidCredentials: FieldError = { field: '', code: 'INVALID_CREDENTIALS', id: 'validation.invalidCredentials' };

/**
 * A hash of a password nobody knows, checked when the username does not exist, so an unknown user takes
 * as long as a known one with a wrong password (usernames cannot be found by timing). Made on first use;
 * every attempt waits for it, so the first one is no faster for either.
 */
let dummyHash: Promise<string> | undefined;
const unknownUserHash = () => (dummyHash ??= hashPassword(randomBytes(32).toString('hex')));

export const sessionUser = (user: User): SessionUser => ({ id: user.id, username: user.username, role: user.role });

/** A session's expiry is an upper bound for each of its tokens. */
function issue(key: Buffer, userId: number, sessionId: string, sessionExpiresAt: Date, now: Date): IssuedToken {
  const expiresAt = new Date(Math.min(now.getTime() + SESSION_TOKEN_SECONDS * 1000, sessionExpiresAt.getTime()));
  return { token: signSessionToken(key, { userId, sessionId, issuedAt: now, expiresAt }), expiresAt };
}

export class SessionService {
  /**
   * docs/SPEC.md §2/§5 admin login. Any user may sign in (the role decides what they may do afterwards). Repeated
   * failures are slowed down and then refused (sign-in.throttle.ts); a refused or failed attempt changes nothing
   * but the counts, and the failure that locks a username has the admins told (sign-in-lock.notice.ts). A
   * success remembers the browser (device-token.ts): its later sign-ins are not held up by others' guessing.
   */
  async signIn(ctx: RequestContext, input: unknown): Promise<SignInResult> {
    const checked = validateInput(signInSchema, input);
    if (!checked.ok) return checked;
    const { username, password } = checked.value;

    // An API client's own device token, else the browser's cookie.
    const deviceToken = checked.value.deviceToken ?? ctx.authSession?.deviceToken;
    const device = deviceToken ? verifyDeviceToken(ctx.appSettings.keys.device, deviceToken) : null;
    const attempt = await startSignInAttempt(ctx.em, ctx.clientAddress, username, device);
    if (attempt.refused) {
      ctx.log.warn({ retryAfterSeconds: attempt.retryAfterSeconds }, 'sign-in refused: too many failed attempts');
      return { ok: false, throttled: true, retryAfterSeconds: attempt.retryAfterSeconds };
    }
    if (attempt.delayMs > 0) await sleep(attempt.delayMs);

    const fallbackHash = await unknownUserHash();
    const user = await ctx.em.findOne(User, { username });
    const passwordRight = await verifyPassword(user?.passwordHash ?? fallbackHash, password);
    // A deactivated account gets the answer of a wrong password: nobody learns it exists.
    if (!user || !passwordRight || user.deactivatedAt) {
      // No username in the log (it may be someone's mistyped password); the request id ties it to the address.
      ctx.log.warn({ onRememberedDevice: attempt.onRememberedDevice }, 'sign-in failed: wrong username or password');
      const failure = await attempt.failed();
      if (failure.lockStarted) {
        ctx.log.warn(
          { failuresInARow: failure.failuresInARow, lockSeconds: failure.lockSeconds },
          'sign-in locked for a username: too many failures in a row',
        );
        await queueSignInLockNotice(ctx, username, failure);
      }
      return { ok: false, errors: [invalidCredentials] };
    }
    await attempt.succeeded();

    const now = new Date();
    const session = await transactional(ctx, async (tx) => {
      // Sessions over for a day are of no use to anyone: they go as new ones come.
      await tx.em.nativeDelete(Session, { expiresAt: { $lt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } });
      // Signing in over a session (another account, say) ends that one: one browser, one session.
      const previous = ctx.authSession?.id;
      if (previous) await tx.em.nativeUpdate(Session, { id: previous, revokedAt: null }, { revokedAt: now });
      const created = tx.em.create(Session, {
        user,
        expiresAt: new Date(now.getTime() + SESSION_MAX_SECONDS * 1000),
        lastSeenAt: now,
        userAgent: ctx.authSession?.userAgent ?? null,
      });
      await tx.em.flush();
      return created;
    });
    const issued = issue(ctx.appSettings.keys.session, user.id, session.id, session.expiresAt, now);
    ctx.authSession?.start(issued.token, issued.expiresAt);
    const remembered = issueDeviceToken(ctx.appSettings.keys.device, user.username, now);
    ctx.authSession?.rememberDevice(remembered.token, remembered.expiresAt);
    ctx.log.info({ userId: user.id, sessionId: session.id }, 'signed in');
    return { ok: true, user: sessionUser(user), issued, device: remembered };
  }

  /** Ends the request's session for good: its tokens, renewed or not, are refused from now on. Without one, nothing to do. */
  async signOut(ctx: RequestContext): Promise<void> {
    const sessionId = ctx.authSession?.id;
    if (sessionId) {
      await ctx.em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
      ctx.log.info({ userId: ctx.user?.id, sessionId }, 'signed out');
    }
    ctx.authSession?.end();
  }

  /**
   * Who a token belongs to: a genuine, unexpired token whose session was neither revoked nor is over,
   * of a user who still exists (with the role they have now). Null for anything else. `key`: the server's
   * session token key (AppSettings), read before the request has a context.
   */
  async authenticate(em: EntityManager, key: Buffer, token: string, now = new Date()): Promise<AuthenticatedSession | null> {
    const claims = verifySessionToken(key, token, now);
    if (!claims) return null;
    const session = await em.findOne(Session, { id: claims.sessionId, revokedAt: null, expiresAt: { $gt: now } }, { populate: ['user'] });
    if (!session || session.user.id !== claims.userId || session.user.deactivatedAt) return null;
    // "Last seen" to within LAST_SEEN_STEP_MS: one small write per session and step, not one per request.
    if (!session.lastSeenAt || now.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
      await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: now });
    }
    return { user: sessionUser(session.user), sessionId: session.id, claims, sessionExpiresAt: session.expiresAt };
  }

  /** A fresh token for a session in use whose token is past half its life (null: keep the current one). */
  renew(key: Buffer, session: AuthenticatedSession, now = new Date()): IssuedToken | null {
    if (!needsRenewal(session.claims, now)) return null;
    const renewed = issue(key, session.user.id, session.sessionId, session.sessionExpiresAt, now);
    // Near the session's end a new token could not live longer than the current one.
    return renewed.expiresAt.getTime() - session.claims.expiresAt.getTime() >= 1000 ? renewed : null;
  }
}

export const sessionService = new SessionService();
