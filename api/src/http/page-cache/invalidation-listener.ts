import type { FastifyBaseLogger } from 'fastify';
import { type ChannelListener, listenToChannel } from '../../db/channel-listener.js';
import type { PageCache } from './page-cache.js';

/** The channel of the database triggers (Migration20261203040000_page_cache_notifications). */
export const PAGE_CACHE_CHANNEL = 'page_cache';

/**
 * Keeps one connection per app instance listening to `page_cache` and drops the pages each notification names.
 * Every instance hears every commit's changes, its own and the others', so two instances (or ten) stay fresh
 * without a server of their own. The cache serves only while this connection is up (PageCache.setListening):
 * lost, it is opened again with back-off (db/channel-listener.ts), and pages are served again once `LISTEN` is back.
 * `sync()` resolves once every change committed before the call has reached the cache.
 */
export type PageChangeListener = ChannelListener;

export function listenForPageChanges(connectionString: () => string, cache: PageCache, log: FastifyBaseLogger): PageChangeListener {
  return listenToChannel({
    connectionString,
    channel: PAGE_CACHE_CHANNEL,
    applicationName: 'h2o page cache',
    onNotification: (payload) => cache.invalidate(payload),
    onListening: (listening) => cache.setListening(listening),
    onLost: (error) =>
      log.warn({ err: error }, 'page cache: lost the database notifications; pages are rendered afresh until they are back'),
  });
}
