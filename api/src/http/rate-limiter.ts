import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { RLWrapperTimeouts, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** Where one budget stands for a client after a request counted against it. */
export interface BudgetState {
  limit: number;
  remaining: number;
  windowSeconds: number;
  /** Seconds until the window ends and the budget is full again (at least 1). */
  resetSeconds: number;
  exceeded: boolean;
}

/** A number of requests per client and window, counted in PostgreSQL so every instance shares it. */
export interface Budget {
  readonly name: string;
  spend(clientKey: string): Promise<BudgetState>;
}

/**
 * One counter query should take a millisecond; past this the store counts as down for the request.
 * Generous, because under load the query waits for a connection of the shared pool like any other.
 */
const STORE_TIMEOUT_MS = 500;
/** After the store failed, budgets are counted in memory for this long before PostgreSQL is tried again. */
const STORE_RETRY_AFTER_MS = 10_000;
/** While the store is down, one warning per this many milliseconds (not one per request). */
const WARN_EVERY_MS = 60_000;

/**
 * What the budgets do while PostgreSQL fails: each instance counts in memory (fail open, so an outage of
 * the counters never takes the site down) and skips the store for a while (no timeout per request).
 */
class StoreOutage {
  private skipStoreUntil = 0;
  private lastWarning = 0;
  private fallbacks = 0;

  constructor(private readonly log: FastifyBaseLogger) {}

  get active(): boolean {
    return Date.now() < this.skipStoreUntil;
  }

  /** Called by the in-memory limiters whenever they stand in for the store. */
  noticeFallback() {
    this.fallbacks++;
    const now = Date.now();
    if (now >= this.skipStoreUntil) this.skipStoreUntil = now + STORE_RETRY_AFTER_MS;
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.log.warn({ fallbacks: this.fallbacks }, 'Rate limits are counted in memory per instance: their PostgreSQL table does not answer');
    this.fallbacks = 0;
  }
}

/** The in-memory stand-in, which tells the outage each time it is used. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly outage: StoreOutage,
  ) {
    super(options);
  }

  override consume(key: string | number, points?: number, options?: { [key: string]: any }): Promise<RateLimiterRes> {
    this.outage.noticeFallback();
    return super.consume(key, points, options);
  }
}

/**
 * The `pg` pool of MikroORM's driver, looked up per query rather than once: the ORM connects after the
 * server is built (main.ts listens first) and may reconnect.
 */
function ormPool(orm: MikroORM) {
  return {
    async query(query: { name?: string; text: string; values?: unknown[] }) {
      return (await orm.driver.getConnection().getNativeClient()).query(query);
    },
  };
}

export interface BudgetOptions {
  name: string;
  points: number;
  windowSeconds: number;
}

/** Creates the budgets, all counted in the `rate_limits` table (one row per budget and client). */
export function budgetFactory(orm: MikroORM, log: FastifyBaseLogger) {
  const outage = new StoreOutage(log);
  const storeClient = ormPool(orm);
  return ({ name, points, windowSeconds }: BudgetOptions): Budget => {
    const options = { keyPrefix: name, points, duration: windowSeconds };
    const insurance = new InsuranceLimiter(options, outage);
    const store = new RateLimiterPostgres({
      ...options,
      storeClient,
      storeType: 'client',
      tableName: 'rate_limits',
      // The migration created it; the limiter must never run DDL while serving.
      tableCreated: true,
      // No cleaning timer per limiter (it outlives a closed app): the clear_expired_rate_limits job cleans.
      clearExpiredByTimeout: false,
      // Once the key is over budget, later requests in the window are refused without a query.
      inMemoryBlockOnConsumed: points,
      insuranceLimiter: insurance,
    });
    // A store that hangs (an unreachable host) instead of failing fast is cut off; the wrapper takes over
    // the store's insurance.
    const timed = new RLWrapperTimeouts({ limiter: store, timeoutMs: STORE_TIMEOUT_MS });
    return {
      name,
      async spend(clientKey) {
        let result: RateLimiterRes;
        try {
          result = await (outage.active ? insurance : timed).consume(clientKey);
        } catch (refusal) {
          // Over budget is a rejection with the limiter's result; anything else cannot happen (insured).
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          return stateOf(refusal, points, windowSeconds, true);
        }
        return stateOf(result, points, windowSeconds, false);
      },
    };
  };
}

function stateOf(result: RateLimiterRes, limit: number, windowSeconds: number, exceeded: boolean): BudgetState {
  return {
    limit,
    remaining: exceeded ? 0 : result.remainingPoints,
    windowSeconds,
    resetSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
    exceeded,
  };
}
