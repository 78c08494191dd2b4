/** Returned by a `mapEach` step: this item is left out. */
export const SKIP: unique symbol = Symbol('skip');
/** Returned by a `mapEach` step: the stream ends here (the source is ended too). */
export const END: unique symbol = Symbol('end');

export type EndableIterator<T> = AsyncIterableIterator<T> & {
  return(): Promise<IteratorResult<T>>;
  throw(error?: unknown): Promise<IteratorResult<T>>;
};

/**
 * Each item of `source` through `step`, one at a time, in order. Unlike an async generator, `return()` ends a
 * reader waiting in `next()` at once (it ends the source, whose own `return()` must do the same): a subscription
 * whose client went away must not hold on until the next event arrives, which may be never.
 */
export function mapEach<T, U>(
  source: AsyncIterator<T> & { return?(): Promise<IteratorResult<T>> },
  step: (item: T) => Promise<U | typeof SKIP | typeof END> | U | typeof SKIP | typeof END,
): EndableIterator<U> {
  let ended = false;
  const end = async (): Promise<IteratorResult<U>> => {
    if (!ended) {
      ended = true;
      await source.return?.();
    }
    return { value: undefined, done: true };
  };
  const iterator: EndableIterator<U> = {
    async next() {
      while (!ended) {
        const item = await source.next();
        if (item.done || ended) return end();
        const mapped = await step(item.value);
        if (mapped === END) return end();
        if (mapped === SKIP) continue;
        if (ended) break;
        return { value: mapped, done: false };
      }
      return { value: undefined, done: true };
    },
    return: end,
    async throw(error) {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
