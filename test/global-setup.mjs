import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..');

/**
 * Provisions the run's PostgreSQL: DATABASE_URL's server when set (a new database on it), else the API's
 * own embedded one (api/src/db/embedded-postgres.ts) in a throw-away folder. Loads migrations and demo
 * data into a template database once. Tests read TEST_DATABASE_TEMPLATE and clone it (api/test/test-app.ts).
 */
export default async function globalSetup() {
  const runId = `h2o_test_${Date.now().toString(36)}_${process.pid}`;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // The API's TypeScript, loaded as `npm start` loads it.
    await import('@swc-node/register/esm-register');
    const { startEmbeddedPostgres } = await import('../api/src/db/embedded-postgres.ts');
    const dataDir = mkdtempSync(join(tmpdir(), 'h2o-test-pg-'));
    chmodSync(dataDir, 0o755); // as root, the server runs as the unprivileged postgres user
    try {
      const embedded = await startEmbeddedPostgres(dataDir, { persistent: false });
      globalThis.__H2O_EMBEDDED_PG__ = {
        async stop() {
          await embedded.stop();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
      serverUrl = embedded.serverUrl;
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
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
  // The tests' school has gone live: its mails and pages are those of a real shop (no "[DEMO]" in subjects, no demo
  // banner). A fresh installation is in demo mode; the tests of demo mode and going live (api/test/go-live.test.ts,
  // web/e2e/demo-mode.test.ts) delete this row, and `npm start`'s own database never has it.
  const template = new pg.Client({ connectionString: templateUrl });
  await template.connect();
  await template.query(`insert into settings (key, value) values ('site_mode', '{"live": true}'::jsonb)`);
  await template.end();

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
