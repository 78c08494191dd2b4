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
export function listenForPageChanges(connectionString: () => string, cache: PageCache, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let stopped = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

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
    const next = new pg.Client({ connectionString: connectionString(), connectionTimeoutMillis: 5_000, application_name: 'h2o page cache' });
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
