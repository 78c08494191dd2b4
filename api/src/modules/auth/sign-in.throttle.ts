import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DeviceClaims } from './device-token.js';

/**
 * Guessing passwords is slowed down and then refused, counted in PostgreSQL (the `rate_limits` table the
 * request budgets use), so every app instance sees the same counts. rate-limiter-flexible's "login
 * endpoint protection": attempts per username and client address, which a success resets, and attempts
 * per address and day. An attempt is counted before the password is checked (one atomic increment), so
 * parallel requests cannot slip past the limit, and a success gives its points back.
 *
 * Guessing from many addresses meets the account's own count: after a few failures in a row for
 * a username, from anywhere, the username is locked for a while that doubles with each further failure, up
 * to an hour. While locked it is refused at once (429, Retry-After), the right password included, without
 * checking anything: holding connections open instead would let a guesser tie up the server. A browser that
 * signed in as that username before brings its device cookie (device-token.ts) and is counted on its own
 * instead (OWASP's device cookies), so the owner is not locked out by someone else's guessing; the owner's success
 * there lifts the lock, as any success does. Only sign-in counts here: `changePassword` has its own limit
 * (users/password-check.throttle.ts), so a session guessing cannot lock the account's sign-in. Usernames are
 * counted as submitted (lowercased), whether they exist or not, so the answers do not tell which exist.
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
  /** Failures in a row one username may have, from any addresses, before it is locked… */
  consecutivePerAccount: 5,
  /** …first for this long; each further failure in a row (one per lock's end) doubles it… */
  accountLockBaseSeconds: 60,
  /** …up to this: then a guesser, however many addresses it has, gets one try an hour. */
  accountLockMaxSeconds: 60 * 60,
  /** Failures in a row a remembered device may have for its username before its cookie is no longer trusted… */
  consecutivePerDevice: 5,
  /** …for this long; meanwhile its attempts count against the account like anyone's. */
  deviceDistrustSeconds: 60 * 60,
} as const;

/** How long a username stays locked after its `failuresInARow`-th failure in a row (0 below the threshold). */
function accountLockSeconds(failuresInARow: number): number {
  const beyond = failuresInARow - SIGN_IN_LIMITS.consecutivePerAccount;
  if (beyond < 0) return 0;
  return Math.min(SIGN_IN_LIMITS.accountLockMaxSeconds, SIGN_IN_LIMITS.accountLockBaseSeconds * 2 ** Math.min(beyond, 30));
}

/** What a failed attempt did to its username: `lockStarted` once per lock episode (the failure that reached the threshold). */
export interface SignInFailure {
  lockStarted: boolean;
  failuresInARow: number;
  lockSeconds: number;
}

export type SignInAttempt =
  | {
      refused: false;
      delayMs: number;
      /** Counted against a remembered device of this username, not against the account. */
      onRememberedDevice: boolean;
      succeeded: () => Promise<void>;
      failed: () => Promise<SignInFailure>;
    }
  | { refused: true; retryAfterSeconds: number };

/** The store: the ORM's pg pool, looked up per query (limiters are made per attempt, for the request's database). */
export function storeClient(em: EntityManager) {
  return {
    async query(query: { name?: string; text: string; values?: unknown[] }) {
      return (await em.getConnection().getNativeClient()).query(query);
    },
  };
}

function limiters(em: EntityManager) {
  // No cleaning timer per limiter (these are made per attempt and would pile up): the
  // clear_expired_rate_limits job cleans the table (api/src/jobs/clear-rate-limits.ts).
  const common = {
    storeClient: storeClient(em),
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
  } as const;
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
    /** Attempts in a row for a username from anywhere (a success deletes it): past the limit, one per lock's end. */
    byAccount: new RateLimiterPostgres({
      ...common,
      keyPrefix: 'sign_in_account',
      points: SIGN_IN_LIMITS.consecutivePerAccount,
      duration: SIGN_IN_LIMITS.consecutiveWindowSeconds,
    }),
    /** Checked failures in a row for a username (a success deletes it): how long the next lock lasts. */
    accountFailures: new RateLimiterPostgres({
      ...common,
      keyPrefix: 'sign_in_account_failures',
      points: SIGN_IN_LIMITS.consecutivePerAccount,
      duration: SIGN_IN_LIMITS.consecutiveWindowSeconds,
    }),
    /**
     * A username's lock: blocked after a failure from the threshold on; at its end one attempt takes it (one point,
     * held while its password is checked), so parallel requests cannot all get through when it ends.
     */
    accountLock: new RateLimiterPostgres({
      ...common,
      keyPrefix: 'sign_in_account_lock',
      points: 1,
      duration: SIGN_IN_LIMITS.accountLockMaxSeconds,
    }),
    /** Attempts in a row on one remembered device (its id); past the limit the device is not trusted for a while. */
    byDevice: new RateLimiterPostgres({
      ...common,
      keyPrefix: 'sign_in_device',
      points: SIGN_IN_LIMITS.consecutivePerDevice,
      duration: SIGN_IN_LIMITS.consecutiveWindowSeconds,
      blockDuration: SIGN_IN_LIMITS.deviceDistrustSeconds,
    }),
  };
}

type Limiters = ReturnType<typeof limiters>;

const refusal = (result: RateLimiterRes): SignInAttempt => ({
  refused: true,
  retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
});

/** Consumes a point; an over-limit key comes back as its result instead of a rejection. */
async function spend(
  limiter: RateLimiterPostgres,
  key: string,
  options?: { customDuration: number },
): Promise<{ over: boolean; result: RateLimiterRes }> {
  try {
    return { over: false, result: await limiter.consume(key, 1, options) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { over: true, result: rejection };
    throw rejection; // the store failed: sign-in fails rather than going unguarded
  }
}

/**
 * Lets an attempt for a username through its account count, or refuses it while the username is locked. The
 * first attempts of a run only wait for a lock that may still run (it can outlast the run it came from); past
 * them, each lock's end admits exactly one attempt (the atomic upsert of the lock's one point).
 */
async function enterAccount(l: Limiters, accountKey: string): Promise<RateLimiterRes | null> {
  const counted = await spend(l.byAccount, accountKey);
  if (counted.over) {
    // Held for as long as a check takes at most; the failure then sets the real lock, a success lifts it.
    const turn = await spend(l.accountLock, accountKey, { customDuration: SIGN_IN_LIMITS.accountLockBaseSeconds });
    return turn.over ? turn.result : null;
  }
  const running = await l.accountLock.get(accountKey);
  return running && running.consumedPoints > 0 ? running : null;
}

/**
 * Counts a sign-in attempt of `username` from `clientAddress` and says whether it may go on, and after
 * how much waiting. `device` is the verified device cookie the request brought, if any. Call `succeeded()`
 * when the password was right, `failed()` when it was not.
 */
export async function startSignInAttempt(
  em: EntityManager,
  clientAddress: string,
  username: string,
  device: DeviceClaims | null,
): Promise<SignInAttempt> {
  const l = limiters(em);
  // `Admin` and `admin` are one username to a guesser; the username is at most 100 characters (validated).
  const accountKey = username.toLowerCase();
  const userKey = `${accountKey}@${clientAddress}`;
  const perAddress = await spend(l.byAddress, clientAddress);
  if (perAddress.over) return refusal(perAddress.result);
  const perUser = await spend(l.byUserAndAddress, userKey);
  if (perUser.over) return refusal(perUser.result);
  const failuresBefore = perUser.result.consumedPoints - 1;
  const delayMs = Math.max(0, failuresBefore - 1) * SIGN_IN_LIMITS.delayStepMs;
  const addressSucceeded = () => Promise.all([l.byUserAndAddress.delete(userKey), l.byAddress.reward(clientAddress, 1)]);
  const noLock: SignInFailure = { lockStarted: false, failuresInARow: 0, lockSeconds: 0 };

  // A success proves the owner is back: their run of failures is over, and the lock others' guessing set is lifted.
  const accountSucceeded = () => Promise.all([l.byAccount, l.accountFailures, l.accountLock].map((limiter) => limiter.delete(accountKey)));

  if (device && device.username === accountKey) {
    const onDevice = await spend(l.byDevice, device.deviceId);
    if (!onDevice.over) {
      return {
        refused: false,
        delayMs,
        onRememberedDevice: true,
        async succeeded() {
          await Promise.all([addressSucceeded(), l.byDevice.delete(device.deviceId), accountSucceeded()]);
        },
        failed: async () => noLock,
      };
    }
    // A device with too many failures is a stranger for a while: on to the account's count.
  }

  const locked = await enterAccount(l, accountKey);
  if (locked) {
    // Not a failure of this address either: nothing was checked.
    await l.byUserAndAddress.reward(userKey, 1);
    return refusal(locked);
  }
  return {
    refused: false,
    delayMs,
    onRememberedDevice: false,
    async succeeded() {
      await Promise.all([addressSucceeded(), accountSucceeded()]);
    },
    async failed() {
      // Counted after the check, so parallel attempts each add one: exactly one failure is the threshold's.
      const failuresInARow = (await l.accountFailures.penalty(accountKey, 1)).consumedPoints;
      const lockSeconds = accountLockSeconds(failuresInARow);
      if (lockSeconds === 0) return noLock;
      await l.accountLock.block(accountKey, lockSeconds);
      return { lockStarted: failuresInARow === SIGN_IN_LIMITS.consecutivePerAccount, failuresInARow, lockSeconds };
    },
  };
}
