import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Guessing passwords is slowed down and then refused, counted in PostgreSQL (the `rate_limits` table the
 * request budgets use), so every app instance sees the same counts. rate-limiter-flexible's "login
 * endpoint protection": attempts per username and client address, which a success resets, and attempts
 * per address and day. An attempt is counted before the password is checked (one atomic increment), so
 * parallel requests cannot slip past the limit, and a success gives its points back.
 */
export const SIGN_IN_LIMITS = {
  /** Attempts in a row that may fail for one username from one address… */
  consecutivePerUserAndAddress: 5,
  /** …before that pair is refused for this long (counted from the refused attempt). */
  blockSeconds: 15 * 60,
  /** How long a run of failures counts: a new day starts the run afresh. */
  consecutiveWindowSeconds: 24 * 60 * 60,
  /** Attempts one address may fail in a day, whatever usernames it tries. */
  perAddressPerDay: 100,
  /** Each failure in a row after the first adds this much waiting before the password is checked. */
  delayStepMs: 500,
} as const;

export type SignInAttempt =
  | { refused: false; delayMs: number; succeeded: () => Promise<void> }
  | { refused: true; retryAfterSeconds: number };

/** The store: the ORM's pg pool, looked up per query (limiters are made per attempt, for the request's database). */
function storeClient(em: EntityManager) {
  return {
    async query(query: { name?: string; text: string; values?: unknown[] }) {
      return (await em.getConnection().getNativeClient()).query(query);
    },
  };
}

function limiters(em: EntityManager) {
  // No cleaning timer per limiter (these are made per attempt and would pile up): the
  // clear_expired_rate_limits job cleans the table (api/src/jobs/clear-rate-limits.ts).
  const common = { storeClient: storeClient(em), storeType: 'client', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false } as const;
  return {
    byUserAndAddress: new RateLimiterPostgres({
      ...common,
      keyPrefix: 'sign_in_user_address',
      points: SIGN_IN_LIMITS.consecutivePerUserAndAddress,
      duration: SIGN_IN_LIMITS.consecutiveWindowSeconds,
      blockDuration: SIGN_IN_LIMITS.blockSeconds,
    }),
    byAddress: new RateLimiterPostgres({
      ...common,
      keyPrefix: 'sign_in_address_day',
      points: SIGN_IN_LIMITS.perAddressPerDay,
      duration: 24 * 60 * 60,
    }),
  };
}

const refusal = (result: RateLimiterRes): SignInAttempt => ({ refused: true, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) });

/** Consumes a point; an over-limit key comes back as its result instead of a rejection. */
async function spend(limiter: RateLimiterPostgres, key: string): Promise<{ over: boolean; result: RateLimiterRes }> {
  try {
    return { over: false, result: await limiter.consume(key) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { over: true, result: rejection };
    throw rejection; // the store failed: sign-in fails rather than going unguarded
  }
}

/**
 * Counts a sign-in attempt of `username` from `clientAddress` and says whether it may go on, and after
 * how much waiting. Call `succeeded()` when the password was right.
 */
export async function startSignInAttempt(em: EntityManager, clientAddress: string, username: string): Promise<SignInAttempt> {
  const { byUserAndAddress, byAddress } = limiters(em);
  // `Admin` and `admin` are one username to a guesser; the username is at most 100 characters (validated).
  const userKey = `${username.toLowerCase()}@${clientAddress}`;
  const perAddress = await spend(byAddress, clientAddress);
  if (perAddress.over) return refusal(perAddress.result);
  const perUser = await spend(byUserAndAddress, userKey);
  if (perUser.over) return refusal(perUser.result);
  const failuresBefore = perUser.result.consumedPoints - 1;
  return {
    refused: false,
    delayMs: Math.max(0, failuresBefore - 1) * SIGN_IN_LIMITS.delayStepMs,
    async succeeded() {
      await Promise.all([byUserAndAddress.delete(userKey), byAddress.reward(clientAddress, 1)]);
    },
  };
}
