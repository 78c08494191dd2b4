import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { AppSettings } from '../app-settings.js';
import type { Payments } from '../modules/payments/payments.js';
import type { Language } from './language.js';

/** The signed-in account, if any: from the request's session token (http/session.ts), with the role it has now. */
export interface SessionUser {
  id: number;
  username: string;
  /** What it may do (which fields each role reaches: modules/users/roles.ts). */
  role: Role;
}

/** An account's role, as modules/users/user.entity.ts `UserRole` spells its values. */
export type Role = 'admin' | 'staff' | 'trainer' | 'user';

/**
 * A partner's program calling with an API key (`Authorization: Bearer h2o_live_…`, modules/partner-keys/): no account,
 * only the scopes its key was given. Checked against the key's row on every request, so a revoked key stops at once.
 */
export interface PartnerPrincipal {
  keyId: number;
  /** The key's visible beginning (`h2o_live_AbCd1234`), for logs and answers; never the secret part. */
  prefix: string;
  /** What the key may do (`read:catalogue`, `read:orders`, `write:bookings`; modules/partner-keys/partner-scopes.ts). */
  scopes: readonly string[];
}

/**
 * The visitor's cart session, kept by the browser in a cookie (on /graphql only). Services reach the
 * cart through it and never see the HTTP request.
 */
export interface CartSession {
  /** The session id the browser sent, if it is well-formed; whether a cart has it is the cart service's business. */
  readonly id: string | null;
  /** Has the browser keep `id` (a new cart's, or again after a change: it lives on from the last change). */
  keep(id: string): void;
  /** The answer shows this visitor's cart: no cache may keep it or give it to anyone else. */
  answerIsPrivate(): void;
}

/**
 * The request's side of the admin session (http/session.ts): which session its token names, and how
 * sign-in and sign-out change the session cookie of the answer. Services never see the HTTP request.
 */
export interface AuthSession {
  /** The session the request's valid token names; null without one. */
  readonly id: string | null;
  /** Sign-in: the answer sets the httpOnly session cookie to `token`, kept until `expiresAt`. */
  start(token: string, expiresAt: Date): void;
  /** Sign-out: the answer clears the session cookie. */
  end(): void;
  /** The device token the browser keeps from an earlier sign-in (modules/auth/device-token.ts), unverified; null without one. */
  readonly deviceToken: string | null;
  /** Sign-in: the answer has the browser remember this device with `token` (an httpOnly cookie) until `expiresAt`. */
  rememberDevice(token: string, expiresAt: Date): void;
  /** The answer says who is signed in (even "nobody"): no cache may keep it or give it to anyone else. */
  answerIsPrivate(): void;
  /** The request's User-Agent (at most 300 characters; null without one), kept with a new session so its owner recognises it. */
  readonly userAgent?: string | null;
}

/** Structured logger of the request: every line carries the request id. */
export interface RequestLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Everything a service needs to know about the request it serves, built once per request from the
 * request itself, the same way for /graphql, /api and server rendering. Services take it first.
 */
export interface RequestContext {
  requestId: string;
  /** The client's IP address (behind TRUST_PROXY the forwarded one): whose budget a rate limit counts. */
  clientAddress: string;
  /** Language for mails and messages: the visitor's saved choice, else their browser's. */
  language: Language;
  /**
   * The site's origin for absolute links (mails, payment return addresses; read through siteOrigin): PUBLIC_URL
   * when set, as always in production; else the origin the request reached (`http://localhost:3000`; behind
   * TRUST_PROXY the forwarded protocol and host) when its host names this machine, else `http://localhost:<port>`
   * (http/request-origin.ts). Absent outside a request.
   */
  origin?: string;
  /** The server's signing keys and mail settings (built from its configuration in createServer; jobs get the same). */
  appSettings: AppSettings;
  /**
   * How this server takes payments (PayPal, the local stand-in, or no PayPal), made once per server
   * (modules/payments/payments.ts; read through payPalOf and payPalAvailable). Absent outside a server's request:
   * there PayPal is not offered.
   */
  payments?: Payments;
  user: SessionUser | null;
  /** The partner key the request came with (then `user` is null); null or absent for everyone else. */
  partner?: PartnerPrincipal | null;
  /** Absent outside an HTTP request (jobs, tests that build a context): there nobody signs in or out. */
  authSession?: AuthSession;
  /** Absent outside /graphql (server rendering, the REST door): there the cart is always empty. */
  cartSession?: CartSession;
  /** This request's own EntityManager fork: its identity map is never shared with another request. */
  em: EntityManager;
  log: RequestLog;
  /** Per-request DataLoaders by name (lists never query per row). */
  loaders: Map<string, DataLoader<number, unknown>>;
}

export interface RequestFacts {
  requestId: string;
  clientAddress: string;
  language: Language;
  origin?: string;
  appSettings: AppSettings;
  payments?: Payments;
  user?: SessionUser | null;
  partner?: PartnerPrincipal | null;
  authSession?: AuthSession;
  cartSession?: CartSession;
  log: RequestLog;
}

export function createRequestContext(rootEm: EntityManager, facts: RequestFacts): RequestContext {
  return { ...facts, user: facts.user ?? null, em: rootEm.fork(), loaders: new Map() };
}

/**
 * Runs `work` as one database transaction: everything it writes through the context it receives is
 * committed together, or nothing is (an exception rolls back). Loaders are fresh inside, so reads
 * see the transaction's own writes.
 */
export function transactional<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.em.transactional((em) => work({ ...ctx, em, loaders: new Map() }));
}

/** One DataLoader per request and name; `batch` receives the distinct ids and returns rows in any order. */
export function loader<T extends { id: number }>(
  ctx: RequestContext,
  name: string,
  batch: (ids: readonly number[]) => Promise<T[]>,
): DataLoader<number, T | null> {
  let existing = ctx.loaders.get(name) as DataLoader<number, T | null> | undefined;
  if (!existing) {
    existing = new DataLoader<number, T | null>(async (ids) => {
      const rows = await batch(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    ctx.loaders.set(name, existing as DataLoader<number, unknown>);
  }
  return existing;
}

/** The one rule for role checks, used by the GraphQL auth checker (and so by both doors). */
export function hasRole(user: SessionUser | null, roles: readonly string[]): boolean {
  if (!user) return false;
  return roles.length === 0 || roles.includes(user.role);
}
