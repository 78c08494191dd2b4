import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { embeddedDatabaseUrl } from '../../api/src/db/embedded-postgres.js';
import { verifyPassword } from '../../api/src/modules/auth/password.js';
import { findFreePort } from '../../api/src/util/free-port.js';
import { isRunning } from '../../api/src/util/processes.js';
import { type AppProcess, startAppProcess } from '../../api/test/app-process.js';
import { launchBrowser, openPage } from './browser.js';

const root = join(import.meta.dirname, '../..');

/** Runs `npm start` as the README says, without DATABASE_URL. */
function npmStart(env: Record<string, string>): Promise<AppProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return startAppProcess('npm', ['start'], { cwd: root, env: { ...inherited, ...env } });
}

let browser: Browser;
let dataDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(join(tmpdir(), 'h2o-start-'));
  chmodSync(dataDir, 0o755); // the embedded server runs as the unprivileged postgres user
});
afterAll(async () => {
  await browser?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('`npm start` with no database serves the site on the embedded PostgreSQL, and keeps its data across restarts', async () => {
  const port = await findFreePort();
  const env = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

  const first = await npmStart(env);
  try {
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(first.output()).toMatch(/embedded PostgreSQL/);
    // The generated admin password is in a file only its owner may read, never in the output.
    const passwordFile = join(dataDir, 'admin-password.txt');
    expect(first.output()).toContain(`sign in as "admin" with the generated password saved in ${passwordFile}`);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const password = readFileSync(passwordFile, 'utf8').trim();
    expect(password).toMatch(/^\S{16}$/);
    expect(first.output()).not.toContain(password);
    const { rows } = await withEmbeddedDatabase((client) => client.query(`select password_hash from users where username = 'admin'`));
    expect(await verifyPassword(rows[0].password_hash, password)).toBe(true);

    const { page, problems, context } = await openPage(browser);
    await page.goto(`http://localhost:${port}/`);
    await page.getByRole('heading', { level: 1, name: 'H2O Gersthofen', exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    // A new installation is a demo and says so on every page until the owner goes live.
    expect(await page.getByTestId('demo-banner').innerText()).toMatch(/^DEMO: Dies ist eine Vorführversion der Website\./);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Schwimmkurse' }).click();
    await page.getByTestId('course-card').first().waitFor();
    expect(await page.getByTestId('course-card').count()).toBe(10);
    // Issue 27: the admin's first view is the first-run checklist, with the demo bank account named on every page.
    await page.goto(`http://localhost:${port}/admin/login`);
    await page.getByTestId('field-username').fill('admin');
    await page.getByTestId('field-password').fill(password);
    await page.getByTestId('form-submit').click();
    await page.getByTestId('setup-checklist').waitFor();
    expect(await page.getByTestId('setup-checklist').getByRole('listitem').count()).toBe(9);
    expect(await page.getByTestId('setup-item-BANK_ACCOUNT').getAttribute('data-done')).toBe('false');
    await page.getByTestId('demo-account-banner').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  } finally {
    await first.stop();
  }

  const second = await npmStart(env);
  try {
    expect(second.output()).not.toMatch(/generated password saved/);
    const courses = await (await fetch(`http://localhost:${port}/api/courses`)).json();
    expect(courses).toHaveLength(10);
    const services = await (await fetch(`http://localhost:${port}/api/services`)).json();
    expect(services).toHaveLength(8);
  } finally {
    await second.stop();
  }
}, 180_000); // a hang guard, not a speed check: a first initdb and two starts, slow when the machine is shared

it('survives kill -9: a second app on the same folder is refused; the next start stops the orphaned PostgreSQL and keeps the data', async () => {
  const port = await findFreePort();
  const env = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const first = await npmStart(env);
  let orphan = 0;
  try {
    const appPid = (JSON.parse(readFileSync(join(dataDir, 'h2o.pid'), 'utf8')) as { pid: number }).pid;

    // Another app on the same folder (another port): one line, exit 1, and the first keeps serving.
    const second = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'api/src/main.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', PORT: String(await findFreePort()), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let secondOutput = '';
    second.stdout.on('data', (chunk) => (secondOutput += chunk));
    second.stderr.on('data', (chunk) => (secondOutput += chunk));
    expect(await new Promise((resolve) => second.once('exit', resolve))).toBe(1);
    expect(secondOutput).toBe(`${dataDir} is in use by another H2O process (pid ${appPid}); stop it or set DATA_DIR to another folder\n`);
    expect((await fetch(`http://localhost:${port}/api/services`)).status).toBe(200);

    // A committed write, then the app is killed with no chance to stop its PostgreSQL.
    await withEmbeddedDatabase((client) => client.query(`update courses set title = 'Nach kill -9' where id = 1`));
    orphan = embeddedServerPid();
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    process.kill(appPid, 'SIGKILL');
    await exited;
    expect(isRunning(orphan)).toBe(true);
  } finally {
    await first.stop();
  }

  const started = Date.now();
  const restarted = await npmStart(env);
  try {
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(restarted.output()).toContain(`Stopping the embedded PostgreSQL (pid ${orphan}) left running by an earlier start`);
    expect(isRunning(orphan)).toBe(false);
    const course = await (await fetch(`http://localhost:${port}/api/courses/1`)).json();
    expect(course).toMatchObject({ id: 1, title: 'Nach kill -9' });
  } finally {
    await restarted.stop();
  }
}, 120_000); // a hang guard, as above

/** The pid of the running embedded server, from PostgreSQL's own lock file. */
function embeddedServerPid(): number {
  return Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function withEmbeddedDatabase<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const port = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(port) });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
