import pg from 'pg';

const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

export interface ChannelListenerOptions {
  /** Read at every (re)connect: the database's address may be known only once it has started. */
  connectionString: () => string;
  channel: string;
  /** Names the connection in `pg_stat_activity`, so an operator (or a test) can tell it apart. */
  applicationName: string;
  onNotification(payload: string): void;
  /** True once `LISTEN` is in place (again, after a loss), false when the connection is lost or stopped. */
  onListening?(listening: boolean): void;
  /** Called when the connection is lost (not when stopped), with why; it is opened again with back-off. */
  onLost?(error: unknown): void;
}

/**
 * One connection of this app instance listening to a PostgreSQL channel. Every instance hears every commit's
 * notifications, its own and the others', so instances stay in step without a server of their own. A lost
 * connection (a failover, `pg_terminate_backend`, the database restarting) is opened again with back-off; the
 * caller hears both through `onListening`, since notifications sent meanwhile are lost to it.
 */
export interface ChannelListener {
  /**
   * Resolves once every notification committed before the call has been handed to `onNotification`. A notification
   * is on its way the moment the writer's commit is acknowledged, but may still be in transit (another instance's
   * write, a busy machine); PostgreSQL sends a listening session its pending notifications before the answer to its
   * next query, so a query sent after the call is a barrier. Calls share one query while it has not been sent yet.
   */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

export function listenToChannel(options: ChannelListenerOptions): ChannelListener {
  const { channel } = options;
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

  const lost = (error: unknown) => {
    if (client === null) return;
    const closing = client;
    client = null;
    options.onListening?.(false);
    closing.removeAllListeners('notification');
    closing.end().catch(() => {});
    if (stopped) return;
    options.onLost?.(error);
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
      connectionString: options.connectionString(),
      connectionTimeoutMillis: 5_000,
      application_name: options.applicationName,
    });
    next.on('error', (error) => (client === next ? lost(error) : undefined));
    next.on('end', () => (client === next ? lost(new Error('connection ended')) : undefined));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) options.onNotification(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      // The database is not there yet (still starting) or away: tried again with back-off.
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
    options.onListening?.(true);
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
      if (closing) options.onListening?.(false);
      await closing?.end().catch(() => {});
    },
  };
}
