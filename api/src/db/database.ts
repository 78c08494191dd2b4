import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../util/free-port.js';
import { StartupError, describeError, displayPath } from '../util/startup-error.js';
import { type DataDirLock, acquireDataDirLock } from './data-dir-lock.js';
import { type EmbeddedDatabase, embeddedDatabaseUrl, startEmbeddedPostgres } from './embedded-postgres.js';
import { ormConfig } from './orm.config.js';
import { migrateJobQueue } from '../jobs/job-queue.js';

export interface Database {
  orm: MikroORM;
  /** Names of the migrations this start applied. */
  appliedMigrations: string[];
  /** Where the database lives, for the start-up message (password removed). */
  location: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Keep trying, with back-off, while the server cannot be reached (DATABASE_URL at start-up). */
  retry?: boolean;
  /** One readable line per event (embedded server created, attempt failed); never contains the password. */
  log?: (message: string, level?: 'info' | 'warn') => void;
  /** Ends the waiting (the process is shutting down). */
  signal?: AbortSignal;
}

/** The database before it is used: an ORM that has not connected yet, so the HTTP server can start first. */
export interface PreparedDatabase {
  orm: MikroORM;
  location: string;
  /** Starts the embedded server (without DATABASE_URL), waits until the database answers, applies pending migrations. */
  open(options?: OpenOptions): Promise<string[]>;
  /**
   * Runs `work` while no other app instance on this database runs its start-up work (migrations, demo data, the
   * admin account): replicas started together (docker-compose.yml) take turns instead of racing.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Picks the database — DATABASE_URL, or the embedded PostgreSQL in `dataDir` (claimed for this process
 * at once, so a second app on the same folder stops here) — and creates the ORM without connecting.
 */
export async function prepareDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<PreparedDatabase> {
  const lock: DataDirLock | null = options.databaseUrl ? null : acquireDataDirLock(options.dataDir);
  // A promise, so close() during the start (a signal while initdb runs) still stops the server it gets.
  let embedded: Promise<EmbeddedDatabase> | null = null;
  let orm: MikroORM;
  let port = 0;
  try {
    if (!options.databaseUrl) port = await findFreePort();
    orm = await MikroORM.init(ormConfig(options.databaseUrl ?? embeddedDatabaseUrl(port)));
  } catch (error) {
    lock?.release();
    throw error;
  }
  const url = options.databaseUrl ?? embeddedDatabaseUrl(port);
  return {
    orm,
    location: options.databaseUrl ? redactPassword(url) : `embedded PostgreSQL in ${displayPath(options.dataDir)}`,
    async open({ retry = false, log = () => {}, signal } = {}) {
      if (!options.databaseUrl) await (embedded = startEmbeddedPostgres(options.dataDir, { port, log }));
      await waitForDatabase(url, { retry, log, signal });
      return withStartupLock(url, async () => {
        const applied = await orm.migrator.up();
        // The job queue's own schema (graphile-worker's): forms add jobs in their transactions, so it
        // must exist before the first request, whether or not this process runs a worker.
        await migrateJobQueue(url);
        return applied.map((migration) => migration.name);
      });
    },
    withStartupLock: (work) => withStartupLock(url, work),
    async close() {
      try {
        await orm.close(true);
        await (await embedded?.catch(() => null))?.stop();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in `dataDir` when none is given,
 * and applies pending migrations (the tests, `npm run db:migrate`; main.ts starts in steps).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string } & OpenOptions): Promise<Database> {
  const prepared = await prepareDatabase(options);
  try {
    const appliedMigrations = await prepared.open(options);
    return { orm: prepared.orm, location: prepared.location, appliedMigrations, close: () => prepared.close() };
  } catch (error) {
    await prepared.close().catch(() => {});
    throw error;
  }
}

/** A session-level advisory lock on a connection of its own, held while `work` runs. */
async function withStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, application_name: 'h2o start-up' });
  client.on('error', () => {}); // a lost connection releases the lock; the work's own queries report the outage
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtextextended('h2o start-up', 0))");
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}

/** SQLSTATEs of a server that is there but not ready yet. */
const NOT_READY_YET = new Set(['57P03', '53300', '57P01', '57P02', '08006', '08001', '08004']);

/**
 * Connects once, to learn whether the database answers. A server that cannot be reached (or is still
 * starting) is waited for when `retry` is set; a database that does not exist, or credentials it
 * refuses, end the start with one line. The database is never created here (MikroORM would create a
 * mistyped name silently; orm.config.ts turns that off).
 */
async function waitForDatabase(
  url: string,
  { retry, log, signal }: Required<Pick<OpenOptions, 'retry' | 'log'>> & Pick<OpenOptions, 'signal'>,
) {
  const target = describeTarget(url);
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => {}); // a dropped connection rejects the call below; no stray 'error' event
    try {
      await client.connect();
      await client.query('select 1');
      if (attempt > 1) log(`Database ${target.hostPort} answers (attempt ${attempt})`, 'info');
      return;
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (code === '3D000') {
        throw new StartupError(`Database "${target.database}" does not exist on ${target.hostPort}; create it or fix DATABASE_URL`);
      }
      if (code === '28P01' || code === '28000') {
        throw new StartupError(
          `PostgreSQL on ${target.hostPort} refused user "${target.user}" (${describeError(error)}); fix DATABASE_URL`,
        );
      }
      // A server's error (it has a severity) other than "not ready yet" will not go away by waiting.
      const waitable = !(error instanceof Error && 'severity' in error) || NOT_READY_YET.has(code);
      if (!waitable) throw new StartupError(`Database "${target.database}" on ${target.hostPort} failed: ${describeError(error)}`);
      if (!retry)
        throw new StartupError(
          `Database ${target.hostPort} is not reachable (${describeError(error)}); check DATABASE_URL and that PostgreSQL runs`,
        );
      const delay = Math.min(1_000 * 2 ** (attempt - 1), 15_000);
      log(`Database ${target.hostPort} is not reachable (${describeError(error)}); retrying in ${delay / 1000} s (attempt ${attempt})`);
      await sleep(delay, undefined, { signal });
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/** host:port, database and user of a PostgreSQL URL, for messages (never the password). */
function describeTarget(url: string) {
  try {
    const parsed = new URL(url);
    const host = parsed.searchParams.get('host') ?? (parsed.hostname || 'localhost');
    const user = decodeURIComponent(parsed.username) || 'postgres';
    return {
      hostPort: `${host}:${parsed.port || 5432}`,
      database: decodeURIComponent(parsed.pathname.slice(1)) || user,
      user,
    };
  } catch {
    return { hostPort: 'DATABASE_URL', database: '?', user: '?' };
  }
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
