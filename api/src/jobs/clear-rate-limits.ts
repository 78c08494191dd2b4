import type { MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';

export const CLEAR_RATE_LIMITS_TASK = 'clear_expired_rate_limits';
/** Every 5 minutes, as rate-limiter-flexible would do on its own (graphile-worker crontab syntax). */
export const CLEAR_RATE_LIMITS_CRONTAB = `*/5 * * * * ${CLEAR_RATE_LIMITS_TASK}`;
const HOUR_MS = 60 * 60 * 1000;

/** rate-limiter-flexible's table (no entity: only the library writes it), as our migration makes it. */
interface RateLimitTables {
  rate_limits: { key: string; points: number; expire: number | null };
}

/**
 * Deletes the counters of the `rate_limits` table (our migration's) that expired over an hour ago: request
 * budgets and the sign-in throttle alike. rate-limiter-flexible would do it with a timer per limiter object;
 * those timers outlive a closed app and, for the limiters made per sign-in attempt, pile up. So every
 * limiter is built with `clearExpiredByTimeout: false`, and this job, which the queue runs once per
 * schedule for all instances together, does the cleaning with the library's condition.
 */
export function clearExpiredRateLimitsTask(orm: MikroORM): Task {
  return async () => {
    // `expire` is the library's epoch milliseconds.
    await orm.em
      .getKysely<RateLimitTables>()
      .deleteFrom('rate_limits')
      .where('expire', '<', Date.now() - HOUR_MS)
      .execute();
  };
}
