import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { PageCache } from './page-cache.js';

/** The channel of the database triggers (Migration20261203040000_page_cache_notifications). */
export const PAGE_CACHE_CHANNEL = 'page_cache';

const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * Keeps one connection per app instance listening to `page_cache` and drops the pages each notification names.
 * Every instance hears every commit's changes, its own and the others', so two instances (or ten) stay fresh
 * without a server of their own. The cache serves only while this connection is up (PageCache.setListening):
 * lost, it is opened again with back-off, and pages are served again once `LISTEN` is back.
 */
export interface PageChangeListener {
  /**
   * Resolves once every change committed before the call has reached the cache. A notification is on its way the
   * moment the writer's commit is acknowledged, but may still be in transit (another instance's write, a busy
   * machine); PostgreSQL sends a listening session its pending notifications before the answer to its next query,
   * so a query sent after the call is a barrier. Calls share one query while it has not been sent yet.
   */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

export function listenForPageChanges(connectionString: () => string, cache: PageCache, log: FastifyBaseLogger): PageChangeListener {
  let stopped = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  /** The barrier query on the wire, and the one that waits for it to answer (joined by every caller meanwhile). */
  let sent: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const send = (): Promise<void> => {
    if (!client) return Promise.reject(new Error('not listening'));
    const query = client.query('select 1').then(() => undefined);
    sent = query;
    query
      .catch(() => undefined)
      .finally(() => {
        if (sent === query) sent = null;
      });
    return query;
  };

  const lost = (error?: unknown) => {
    if (client === null) return;
    const closing = client;
    client = null;
    cache.setListening(false);
    closing.removeAllListeners('notification');
    closing.end().catch(() => {});
    if (stopped) return;
    if (error) log.warn({ err: error }, 'page cache: lost the database notifications; pages are rendered afresh until they are back');
    retry();
  };

  const retry = () => {
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt += 1;
    retryTimer = setTimeout(() => void connect(), delay);
    retryTimer.unref();
  };

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({
      connectionString: connectionString(),
      connectionTimeoutMillis: 5_000,
      application_name: 'h2o page cache',
    });
    next.on('error', (error) => (client === next ? lost(error) : undefined));
    next.on('end', () => (client === next ? lost(new Error('connection ended')) : undefined));
    next.on('notification', (message) => {
      if (message.channel === PAGE_CACHE_CHANNEL && message.payload) cache.invalidate(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PAGE_CACHE_CHANNEL}`);
    } catch {
      // The database is not there yet (still starting) or away: pages are rendered every time meanwhile.
      await next.end().catch(() => {});
      if (!stopped) retry();
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
    cache.setListening(true);
  };

  void connect();
  return {
    sync() {
      if (!sent) return send();
      queued ??= sent
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return send();
        });
      return queued;
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const closing = client;
      client = null;
      cache.setListening(false);
      await closing?.end().catch(() => {});
    },
  };
}
