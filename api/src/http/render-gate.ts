import pLimit from 'p-limit';

/**
 * At most `concurrency` server renders at once in this process, and at most `queue` more waiting for a turn;
 * beyond that a render is refused at once (the page handler answers 503 with Retry-After). A render holds the
 * event loop for milliseconds at a time and several database connections, so without a bound a flood of
 * distinct pages (cache-busting addresses) starved every other request of both: other visitors waited seconds
 * and their API calls failed for want of a pooled connection. Waiting in a short queue costs little.
 */
export interface RenderGate {
  /** Runs `render` when a turn comes; null when the queue is full (nothing ran). */
  run<T>(render: () => Promise<T>): Promise<T> | null;
}

export function createRenderGate({ concurrency, queue }: { concurrency: number; queue: number }): RenderGate {
  const limit = pLimit(concurrency);
  return {
    run(render) {
      if (limit.activeCount >= concurrency && limit.pendingCount >= queue) return null;
      return limit(render);
    },
  };
}
