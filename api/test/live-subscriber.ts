import http from 'node:http';
import { createClient } from 'graphql-sse';
import type { TestApp } from './test-app.js';

/** Where live updates are served (README "Subscriptions"). */
export const STREAM = '/graphql/stream';

export interface Subscriber {
  /** Resolves once the server accepted the subscription (its events count from then on). */
  accepted: Promise<void>;
  /** The next result not taken yet, in order. */
  next(): Promise<any>;
  /** Resolves when the server ended the stream (with `complete` or by closing it). */
  ended: Promise<'complete' | 'error'>;
  /** How many results arrived and were not taken yet. */
  waiting(): number;
  close(): void;
}

/** A subscription through graphql-sse's client, as a partner's program would open one. */
export function subscribe(
  t: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Subscriber {
  const client = createClient({ url: `${t.baseUrl}${STREAM}`, headers, retryAttempts: 0, fetchFn: fetchOverOwnConnection });
  const results: any[] = [];
  let wake: (() => void) | null = null;
  let accept!: () => void;
  let end!: (how: 'complete' | 'error') => void;
  const accepted = new Promise<void>((resolve) => (accept = resolve));
  const ended = new Promise<'complete' | 'error'>((resolve) => (end = resolve));
  const dispose = client.subscribe(
    { query, variables },
    {
      next: (result) => {
        results.push(result);
        wake?.();
      },
      error: () => end('error'),
      complete: () => end('complete'),
    },
    { connected: () => accept() },
  );
  return {
    accepted,
    ended,
    waiting: () => results.length,
    async next() {
      while (results.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return results.shift();
    },
    close() {
      dispose();
      client.dispose();
    },
  };
}

/**
 * graphql-sse's client's `fetch`, over a connection of its own that ends with the stream (node:http, no agent). Node's
 * own fetch pools connections, and after streams were aborted it left one open that never sent a request, which the
 * server's close then waits for (a client's doing: a server only ever sees such a connection time out).
 */
export function fetchOverOwnConnection(url: string, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method, headers: init.headers as Record<string, string>, agent: false, signal: init.signal ?? undefined },
      (answer) =>
        resolve({
          ok: answer.statusCode! < 300,
          status: answer.statusCode!,
          statusText: answer.statusMessage ?? '',
          body: answer,
        } as unknown as Response),
    );
    request.on('error', reject);
    request.end(init.body as string | undefined);
  });
}
