import type { PublishedDomainEvent } from '../domain-event-types.js';

/**
 * Events a subscriber has not taken yet before it counts as stuck: a client that reads nothing (a dead connection
 * the kernel has not noticed yet) must not make the server keep every event for it. Beyond, its subscription ends
 * with an error, and its client subscribes again and reads the list afresh.
 */
export const SUBSCRIBER_BACKLOG = 500;

/** The events of one subscriber, in the order this instance heard them; `return()` ends it at once. */
export type DomainEventSubscription = AsyncIterableIterator<PublishedDomainEvent> & {
  return(): Promise<IteratorResult<PublishedDomainEvent>>;
};

/**
 * The in-process fan-out of this instance: its one database listener (domain-event-listener.ts) hands every event
 * here, and each live subscription (a GraphQL subscription over `/graphql/stream`) takes the ones it wants.
 */
export class DomainEventFeed {
  private readonly subscribers = new Set<Subscriber>();

  /** How many subscriptions are open now. */
  get size(): number {
    return this.subscribers.size;
  }

  /** Hands an event to every subscription that wants it. */
  publish(event: PublishedDomainEvent): void {
    for (const subscriber of this.subscribers) subscriber.offer(event);
  }

  /** A subscription to the events `wanted` accepts, from now on (never earlier ones). */
  subscribe(wanted: (event: PublishedDomainEvent) => boolean): DomainEventSubscription {
    const subscriber = new Subscriber(wanted, () => this.subscribers.delete(subscriber));
    this.subscribers.add(subscriber);
    return subscriber.iterator();
  }

  /** Ends every subscription (the app is stopping): each one's reader sees its end. */
  close(): void {
    for (const subscriber of [...this.subscribers]) subscriber.end();
  }
}

class Subscriber {
  private readonly queue: PublishedDomainEvent[] = [];
  private waiting: ((result: IteratorResult<PublishedDomainEvent>) => void) | null = null;
  private failWaiting: ((error: Error) => void) | null = null;
  private done = false;
  private failure: Error | null = null;

  constructor(
    private readonly wanted: (event: PublishedDomainEvent) => boolean,
    private readonly onEnd: () => void,
  ) {}

  offer(event: PublishedDomainEvent) {
    if (this.done || !this.wanted(event)) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = this.failWaiting = null;
      resolve({ value: event, done: false });
      return;
    }
    if (this.queue.length >= SUBSCRIBER_BACKLOG) {
      this.fail(new Error(`The subscriber fell ${SUBSCRIBER_BACKLOG} events behind; subscribe again.`));
      return;
    }
    this.queue.push(event);
  }

  end() {
    if (this.done) return;
    this.done = true;
    this.queue.length = 0;
    this.onEnd();
    const resolve = this.waiting;
    this.waiting = this.failWaiting = null;
    resolve?.({ value: undefined, done: true });
  }

  private fail(error: Error) {
    const reject = this.failWaiting;
    if (reject) {
      this.end();
      reject(error);
      return;
    }
    this.failure = error;
    this.end();
  }

  iterator(): DomainEventSubscription {
    const next = (): Promise<IteratorResult<PublishedDomainEvent>> => {
      if (this.failure) {
        const error = this.failure;
        this.failure = null;
        return Promise.reject(error);
      }
      const queued = this.queue.shift();
      if (queued) return Promise.resolve({ value: queued, done: false });
      if (this.done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => {
        this.waiting = resolve;
        this.failWaiting = reject;
      });
    };
    const iterator: DomainEventSubscription = {
      next,
      // Resolves a reader waiting in next() at once (an async generator's return() would wait for the next event).
      return: async () => {
        this.end();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }
}
