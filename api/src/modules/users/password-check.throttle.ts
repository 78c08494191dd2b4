import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { storeClient } from '../auth/sign-in.throttle.js';

/**
 * Wrong current passwords in `changePassword`, counted per account (its id) in the `rate_limits` table, so every
 * session, address and app instance shares the count. A signed-in session guessing its account's password is
 * refused after a few tries; it never counts toward the sign-in lock (sign-in.throttle.ts), which would lock the
 * owner out of signing in because of a session left open — or let anyone with a session lock any admin out.
 */
export const PASSWORD_CHECK_LIMITS = {
  /** Wrong current passwords in a row one account may have… */
  consecutivePerAccount: 5,
  /** …before `changePassword` is refused for it for this long. */
  blockSeconds: 15 * 60,
  /** And at most this many a day, whatever the pauses: about a sign-in lock's worth of guesses. */
  perAccountPerDay: 20,
} as const;

export type PasswordCheck = { refused: true; retryAfterSeconds: number } | { refused: false; succeeded: () => Promise<void> };

function limiters(em: EntityManager) {
  // Cleaned by the clear_expired_rate_limits job, as the sign-in counts are (no timer per limiter object).
  const common = {
    storeClient: storeClient(em),
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
  } as const;
  return {
    inARow: new RateLimiterPostgres({
      ...common,
      keyPrefix: 'password_check',
      points: PASSWORD_CHECK_LIMITS.consecutivePerAccount,
      duration: 24 * 60 * 60,
      blockDuration: PASSWORD_CHECK_LIMITS.blockSeconds,
    }),
    perDay: new RateLimiterPostgres({
      ...common,
      keyPrefix: 'password_check_day',
      points: PASSWORD_CHECK_LIMITS.perAccountPerDay,
      duration: 24 * 60 * 60,
    }),
  };
}

/**
 * Counts a check of the account's current password before it is made (one atomic increment per limit, so parallel
 * requests cannot slip past) and says whether it may be made. Call `succeeded()` when the password was right: the
 * run of failures starts afresh and the day's count gets its point back. A failure needs no call: it was counted.
 */
export async function startPasswordCheck(em: EntityManager, userId: number): Promise<PasswordCheck> {
  const l = limiters(em);
  const key = String(userId);
  const refusedBy = await spend(l.perDay, key);
  if (refusedBy) return refusedBy;
  const inARow = await spend(l.inARow, key);
  if (inARow) {
    // Nothing is checked, so this is no failure of the day either.
    await l.perDay.reward(key, 1);
    return inARow;
  }
  return {
    refused: false,
    async succeeded() {
      await Promise.all([l.inARow.delete(key), l.perDay.reward(key, 1)]);
    },
  };
}

/** Consumes a point; null when it was there, else the refusal with how long to wait. */
async function spend(limiter: RateLimiterPostgres, key: string): Promise<{ refused: true; retryAfterSeconds: number } | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection; // the store failed: refuse rather than go unguarded
    return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
  }
}
