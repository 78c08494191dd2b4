import { join } from 'node:path';
import axe, { type Result as AxeViolation } from 'axe-core';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { type TestApp, startTestApp } from '../../api/test/test-app.js';

/** Debian's Chromium (Playwright cannot download its own here), quiet and sandbox-free as root; `extraArgs` add switches. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/**
 * The app serving the built web client, and a browser, for the calling test file: started before its tests
 * (handed over through `use`, e.g. `(started) => ({ app, browser } = started)`) and closed after them.
 */
export function appAndBrowserForThisFile(use: (started: { app: TestApp; browser: Browser }) => void): void {
  let started: { app: TestApp; browser: Browser } | undefined;
  beforeAll(async () => {
    const [app, browser] = await Promise.all([startTestApp({ webDistDir: join(import.meta.dirname, '../dist') }), launchBrowser()]);
    started = { app, browser };
    use(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.app.close();
  });
}

/**
 * A page that records console errors, failed requests and texts missing from the loaded catalogues (the browser
 * build's pages bring their own texts: web/build/catalogues.ts), so a test can assert there were none.
 */
export async function openPage(
  browser: Browser,
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'de-DE',
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().startsWith('[i18n] missing message')) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  return { context, page, problems };
}

/** Records what hydrating a server-rendered page must not do: ask /graphql, warn or fail in the console. */
export function recordHydration(page: Page): { graphql: string[]; problems: string[] } {
  const graphql: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { graphql, problems };
}

/** A new page (desktop, German unless told) recording its /graphql requests and console problems. */
export async function openRecorded(
  browser: Browser,
  { locale = 'de-DE', viewport = { width: 1280, height: 900 } }: { locale?: string; viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  return { context, page, ...recordHydration(page) };
}

/** Whether React has linked the footer (the page's last part) to its fiber: hydration is over (a function run in the page). */
export const footerHydrated = () => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber'));

/** Loaded, scripts run and the network quiet, and the page hydrated. */
export async function loadAndHydrate(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(footerHydrated);
}

/**
 * axe-core's serious and critical findings on the page as it is now. The page's context needs
 * `bypassCSP: true`: the site's strict CSP would refuse the injected script.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Holds the order list's own reloads (it loads itself again when it hears of any order's change, live) until `release`:
 * the view stays as it was a moment ago, as when a second admin's change lands between two clicks.
 */
export async function holdListReloads(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql?*', async (route) => {
    if (route.request().url().includes('operationName=OrdersTablePaginationQuery')) await released;
    // The other holds of the test see the request next (a route that matches handles it, fallback passes it on).
    await route.fallback();
  });
  return release;
}
