import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { BurstyRateLimiter, RLWrapperTimeouts, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** Where one budget stands for a client after a request counted against it. */
export interface BudgetState {
  limit: number;
  remaining: number;
  windowSeconds: number;
  /** Seconds until the window ends and the budget is full again (at least 1). */
  resetSeconds: number;
  exceeded: boolean;
}

/** A number of points per client and window, counted in PostgreSQL so every instance shares it. */
export interface Budget {
  readonly name: string;
  /**
   * Spends `cost` points (1 unless a request does several things at once: a document of 5 mutation fields costs 5).
   * All or nothing: a refused spend is given back, so the budget stands where it stood before the refused request.
   */
  spend(clientKey: string, cost?: number): Promise<BudgetState>;
  /**
   * Adds `cost` points for work already done (a slow answer's server time): never refused and never given back, so
   * a client whose answers cost much runs out sooner and its next requests are refused.
   */
  charge(clientKey: string, cost: number): Promise<BudgetState>;
  /** Gives back points spent for a request that then did nothing (a page render the render gate refused). */
  giveBack(clientKey: string, cost?: number): Promise<void>;
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

  override consume(key: string | number, points?: number, options?: Parameters<RateLimiterMemory['consume']>[2]): Promise<RateLimiterRes> {
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
  /** Spends may cost several points (the write budget); see `spend` for why that turns the in-memory block off. */
  severalPointsPerSpend?: boolean;
  /**
   * A pace rather than a budget: `points` per `windowSeconds` steadily, and up to `burst.points` more within
   * `burst.windowSeconds` (rate-limiter-flexible's BurstyRateLimiter), so a few requests at once pass but a stream of
   * them is spread out. A refused spend is not given back: both windows are short (seconds) and forget it.
   */
  burst?: { points: number; windowSeconds: number };
}

/** Creates the budgets, all counted in the `rate_limits` table (one row per budget and client). */
export function budgetFactory(orm: MikroORM, log: FastifyBaseLogger) {
  const outage = new StoreOutage(log);
  const storeClient = ormPool(orm);
  /** One counter (`name` per client) in the table, with its in-memory stand-in, cut off when the store hangs. */
  const counter = (name: string, points: number, windowSeconds: number, severalPointsPerSpend: boolean) => {
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
      // Once the key is over budget, later requests in the window are refused without a query. Not where a spend
      // may cost several points: the limiter blocks as soon as the counter passes the budget, also for a refused
      // spend of 30 points by a client with 10 left, whose points `spend` gives back (the block would stay).
      inMemoryBlockOnConsumed: severalPointsPerSpend ? undefined : points,
      insuranceLimiter: insurance,
    });
    // A store that hangs (an unreachable host) instead of failing fast is cut off; the wrapper takes over
    // the store's insurance.
    const timed = new RLWrapperTimeouts({ limiter: store, timeoutMs: STORE_TIMEOUT_MS });
    return { insurance, timed };
  };
  return ({ name, points, windowSeconds, severalPointsPerSpend = false, burst }: BudgetOptions): Budget => {
    const steady = counter(name, points, windowSeconds, severalPointsPerSpend);
    const extra = burst ? counter(`${name}-burst`, burst.points, burst.windowSeconds, severalPointsPerSpend) : null;
    /** What a spend consumes from: the steady counter, and past it the burst's. */
    const limiters = extra
      ? { timed: new BurstyRateLimiter(steady.timed, extra.timed), insurance: new BurstyRateLimiter(steady.insurance, extra.insurance) }
      : steady;
    return {
      name,
      async spend(clientKey, cost = 1) {
        const limiter = outage.active ? limiters.insurance : limiters.timed;
        let result: RateLimiterRes;
        try {
          result = await limiter.consume(clientKey, cost);
        } catch (refusal) {
          // Over budget is a rejection with the limiter's result; anything else cannot happen (insured).
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          if (extra) return stateOf(refusal, points, windowSeconds, true);
          return stateOf(
            await giveBack(outage.active ? steady.insurance : steady.timed, clientKey, cost, refusal),
            points,
            windowSeconds,
            true,
          );
        }
        return stateOf(result, points, windowSeconds, false);
      },
      async charge(clientKey, cost) {
        try {
          return stateOf(
            await (outage.active ? limiters.insurance : limiters.timed).consume(clientKey, cost),
            points,
            windowSeconds,
            false,
          );
        } catch (overBudget) {
          if (!(overBudget instanceof RateLimiterRes)) throw overBudget;
          return stateOf(overBudget, points, windowSeconds, true);
        }
      },
      async giveBack(clientKey, cost = 1) {
        // With a burst, to the steady counter: right when the spend came from it, and when it came from the burst the
        // steady counter is over its points anyway, so the point given back there lets nothing more through.
        await (outage.active ? steady.insurance : steady.timed).reward(clientKey, cost).catch(() => undefined);
      },
    };
  };
}

/**
 * The limiter adds a refused spend's points to the counter before it refuses. Nothing of the refused request ran,
 * so it costs nothing: a client with 10 writes left that sends a document of 30 keeps its 10 (and is told so),
 * rather than losing them and being shut out for the rest of the window. A concurrent spend that lands between the
 * two statements may be refused although it would have fitted: rare, and on the safe side. A refusal answered from
 * the in-memory block (consumedPoints 0) never touched the counter.
 */
async function giveBack(
  limiter: RLWrapperTimeouts | RateLimiterMemory,
  clientKey: string,
  cost: number,
  refusal: RateLimiterRes,
): Promise<RateLimiterRes> {
  if (refusal.consumedPoints === 0) return refusal;
  try {
    return await limiter.reward(clientKey, cost);
  } catch {
    return refusal; // the store failed in between: the points stay spent until the window ends
  }
}

function stateOf(result: RateLimiterRes, limit: number, windowSeconds: number, exceeded: boolean): BudgetState {
  return {
    limit,
    remaining: Math.max(0, Math.min(limit, result.remainingPoints)),
    windowSeconds,
    resetSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
    exceeded,
  };
}
