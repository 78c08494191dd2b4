import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { findFreePort } from '../../api/src/util/free-port.js';
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
    expect(first.output()).toMatch(/sign in as "admin" with the generated password \S{16}/);

    const { page, problems, context } = await openPage(browser);
    await page.goto(`http://localhost:${port}/`);
    await page.getByRole('heading', { name: 'H2O Gersthofen' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Schwimmkurse' }).click();
    await page.getByTestId('course-card').first().waitFor();
    expect(await page.getByTestId('course-card').count()).toBe(10);
    expect(problems).toEqual([]);
    await context.close();
  } finally {
    await first.stop();
  }

  const second = await npmStart(env);
  try {
    expect(second.output()).not.toMatch(/generated password/);
    const courses = await (await fetch(`http://localhost:${port}/api/courses`)).json();
    expect(courses).toHaveLength(10);
    const services = await (await fetch(`http://localhost:${port}/api/services`)).json();
    expect(services).toHaveLength(8);
  } finally {
    await second.stop();
  }
});
