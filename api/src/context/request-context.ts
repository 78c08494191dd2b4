import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Language } from './language.js';

/** The signed-in account, if any. Filled by the auth issue; until then every request is anonymous. */
export interface SessionUser {
  id: number;
  username: string;
  role: 'admin' | 'user';
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
  user: SessionUser | null;
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
  user?: SessionUser | null;
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
