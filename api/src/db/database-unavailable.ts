import { ConnectionException } from '@mikro-orm/core';

/**
 * The one place that decides whether an error means "the database cannot be reached right now" (a
 * connection the server terminated, a server restarting or gone, a pool that gets no connection), as
 * opposed to a fault of ours. Both doors and server rendering answer such errors with 503 and
 * `Retry-After` instead of a 500, and never with the driver's text.
 *
 * What arrives is not uniform: MikroORM wraps pg's errors in a DriverException that copies their `code`;
 * queries through Kysely reject with pg's own error; pg's client-side failures ("Connection terminated
 * unexpectedly") carry no code at all; GraphQL wraps all of them (`originalError`). So the chain is walked
 * and codes and pg's fixed messages are both checked.
 */

/** SQLSTATEs of a server that shuts down, restarts, refuses connections or lost the connection (classes 08 and 57P). */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, or the server stops
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting
  '57P05', // idle_session_timeout
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '53300', // too_many_connections
]);

/** Node's socket errors on the way to the server. */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** pg's and pg-pool's own messages for a connection that broke or could not be had; they have no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end on the pool/,
];

/** Seconds a client is asked to wait (`Retry-After`) before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE = {
  status: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service cannot reach its database right now; try again in a few seconds.',
} as const;

interface ErrorLink {
  code?: unknown;
  message?: unknown;
  originalError?: unknown;
  cause?: unknown;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // A few links at most: GraphQLError → DriverException → pg's error (`cause`). Duck-typed, not `instanceof
  // Error`: errors made by Node's own modules come from another realm under a VM (Jest).
  let link = error as ErrorLink | undefined;
  for (let depth = 0; typeof link === 'object' && link !== null && depth < 5; depth++) {
    if (link instanceof ConnectionException) return true;
    const { code, message } = link;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    link = (link.originalError ?? link.cause) as ErrorLink | undefined;
  }
  return false;
}

/**
 * Runs `work` again, with back-off, for as long as it fails only because the database cannot be reached, up to
 * `withinMs`. For recording what already happened outside the database (a mail the SMTP server accepted): failing
 * there would make the job run again and repeat it.
 */
export async function retryWhileDatabaseUnavailable<T>(
  work: () => Promise<T>,
  { withinMs = 5 * 60_000, onRetry }: { withinMs?: number; onRetry?: (error: unknown) => void } = {},
): Promise<T> {
  const giveUpAt = Date.now() + withinMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > giveUpAt) throw error;
      onRetry?.(error);
      await new Promise((resolve) => setTimeout(resolve, Math.min(200 * 2 ** attempt, 5_000)));
    }
  }
}
