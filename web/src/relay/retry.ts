import { GraphQLRequestError, HttpStatusError, NetworkError } from './fetchGraphQL';

/** docs/SPEC.md §7/§9: order creation is tried 3 times, waiting 1 s, then 2 s. */
export const ORDER_RETRY_DELAYS_MS: readonly number[] = [1000, 2000];

/**
 * A failure that may pass by itself (docs/SPEC.md §7): no answer at all (offline, connection reset) or a server
 * fault (HTTP status 500 or above). Anything else — a refusal, a bad request, an unknown operation — would
 * fail the same way again.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof HttpStatusError || error instanceof GraphQLRequestError) return (error.status ?? 0) >= 500;
  return false;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt`, and again after each of `delays` while it fails transiently; the last failure, or the
 * first other one, rejects. Only for requests that are safe to repeat: order creation is, by its
 * idempotency key (the same key on every try, so a lost answer never makes a second order).
 */
export async function withRetries<T>(attempt: () => Promise<T>, delays: readonly number[] = ORDER_RETRY_DELAYS_MS): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= delays.length || !isTransientFailure(error)) throw error;
      await sleep(delays[tried]);
    }
  }
}
