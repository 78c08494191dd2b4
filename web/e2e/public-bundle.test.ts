import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, loadAndHydrate, openRecorded } from './browser.js';

/**
 * Issue 14: the admin area costs the public pages nothing. Its views' code never loads there, and the route table
 * of the first script names none of them (they are added on the first /admin/… visit, routes.tsx patchAdminRoutes).
 */
let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

const dist = join(import.meta.dirname, '../dist');

/** A chunk and the chunks it imports statically, as file names under dist/assets. */
function withStaticImports(file: string, chunks = new Set<string>()): Set<string> {
  if (chunks.has(file)) return chunks;
  chunks.add(file);
  for (const [, imported] of readFileSync(join(dist, 'assets', file), 'utf8').matchAll(/(?:import|from)\s*"\.\/([\w.-]+\.js)"/g))
    withStaticImports(imported, chunks);
  return chunks;
}

function entryAndMain(): { entry: string; main: string } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // Inserted by an inline script once the page is painted (web/build/entry-after-first-paint.ts).
  const entry = /\.src="\/assets\/(index-[\w-]+\.js)"/.exec(html)![1];
  const main = /import\(`\.\/(main-[\w-]+\.js)`\)/.exec(readFileSync(join(dist, 'assets', entry), 'utf8'))![1];
  return { entry, main };
}

it('keeps the admin views out of the first script', () => {
  // main.tsx's chunk and the chunks it imports statically (the shell's own modules are one chunk of their own).
  const chunks = withStaticImports(entryAndMain().main);
  const code = [...chunks].map((file) => readFileSync(join(dist, 'assets', file), 'utf8')).join('\n');
  expect([...chunks].some((file) => file.startsWith('shell-'))).toBe(true);
  // The entry knows the login page, the admin layout and its dashboard (the way in), no other admin view.
  expect(code).toContain('AdminLoginPage');
  for (const view of [
    'AdminOrdersPage',
    'AdminCoursesPage',
    'AdminBlogPage',
    'AdminParticipantsPage',
    'AdminMailPage',
    'AdminSettingsPage',
  ]) {
    expect([view, code.includes(view)]).toEqual([view, false]);
  }
});

it('runs none of the app before the first paint: the entry (boot.ts) imports no chunk of main.tsx or the libraries', () => {
  const { entry, main } = entryAndMain();
  const beforePaint = withStaticImports(entry);
  const app = [...withStaticImports(main)].filter((file) => /^(main|shell|react|relay|router|vendor)-/.test(file));
  expect(app.length).toBeGreaterThanOrEqual(4);
  expect(app.filter((file) => beforePaint.has(file))).toEqual([]);
  expect(Math.max(...[...beforePaint].map((file) => statSync(join(dist, 'assets', file)).size))).toBeLessThan(10_000);
});

it("serves the start-up libraries with V8's compile hint on their first line, and no other chunk", async () => {
  // web/build/compile-hints.ts: their functions compile eagerly, off the main thread. The hint counts only at the top of
  // the file, and a plugin running later (the compression, Vite's preload map) could drop or bury it unnoticed.
  const libraries = [...withStaticImports(entryAndMain().main)].filter((file) => /^(react|relay|router|vendor)-[\w-]{8}\.js$/.test(file));
  expect(libraries.map((file) => file.split('-')[0]).sort()).toEqual(['react', 'relay', 'router', 'vendor']);
  for (const file of [
    ...libraries,
    entryAndMain().main,
    ...[...withStaticImports(entryAndMain().main)].filter((chunk) => chunk.startsWith('shell-')),
  ]) {
    const response = await fetch(`${app.baseUrl}/assets/${file}`, { headers: { 'accept-encoding': 'br' } });
    expect([file, response.headers.get('content-encoding')]).toEqual([file, 'br']);
    const firstLine = (await response.text()).split('\n')[0];
    expect([file, firstLine === '//# allFunctionsCalledOnLoad']).toEqual([file, libraries.includes(file)]);
  }
});

it('fetches the chunks the app starts with together after the first paint, and each once', async () => {
  // web/src/ssr/modulePreloads.ts: boot.ts imports the libraries one per task, each after the one before; on mobile
  // data each import waited a round trip. Their files are prefetched at once after the first paint instead (fetched
  // only: compiled when imported, as before), except the first library, imported at once.
  const { context, page, problems } = await openRecorded(browser, { viewport: { width: 412, height: 823 } });
  await loadAndHydrate(page, `${app.baseUrl}/courses?lang=de`);
  const { parsed, painted, prefetches, entries } = await page.evaluate(() => ({
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    prefetches: [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
      new URL(link.href).pathname.slice('/assets/'.length),
    ),
    entries: performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .map(({ name, initiatorType, startTime, transferSize }) => ({
        file: new URL(name).pathname.slice('/assets/'.length),
        initiatorType,
        startTime,
        transferSize,
      })),
  }));
  const prefetched = entries.filter((entry) => entry.initiatorType === 'link' && prefetches.includes(entry.file));
  expect(prefetched.map((entry) => entry.file).sort()).toEqual([...prefetches].sort());
  const chunk = (name: string) => new RegExp(`^${name}-[\\w-]{8}\\.js$`);
  // The libraries after the first (react), the app's own start (main, shell) and the page language's texts.
  for (const name of ['relay', 'router', 'vendor', 'main', 'shell', 'catalogue.de']) {
    expect([name, prefetches.filter((file) => chunk(name).test(file)).length]).toEqual([name, 1]);
  }
  expect(prefetches.filter((file) => chunk('react').test(file) || chunk('catalogue.en').test(file))).toEqual([]);
  // Not while the page is parsed and painted, which they would slow (boot.ts inserts them after the first paint;
  // the server's HTML has them only in an inert <template>), and asked for before the first library was.
  const html = await (await fetch(`${app.baseUrl}/courses?lang=de`)).text();
  expect(html.replace(/<template id="startup-prefetch">.*?<\/template>/, '')).not.toContain('rel="prefetch"');
  const firstImport = entries.find((entry) => chunk('react').test(entry.file));
  expect(firstImport).toBeDefined();
  for (const entry of prefetched) {
    expect([entry.file, entry.startTime >= parsed]).toEqual([entry.file, true]);
    expect([entry.file, entry.startTime <= firstImport!.startTime]).toEqual([entry.file, true]);
  }
  // No script at all is asked for before the page is painted: not the entry (index.html inserts it after the first
  // paint, web/build/entry-after-first-paint.ts), not the page's own chunks (in the same template as the prefetches).
  expect(painted).toBeGreaterThan(0);
  const beforePaint = entries.filter((entry) => entry.file.endsWith('.js') && entry.startTime < painted!);
  expect(beforePaint.map((entry) => entry.file)).toEqual([]);
  expect(entries.some((entry) => /^index-[\w-]{8}\.js$/.test(entry.file))).toBe(true);
  // Each file came over the network once: its import was answered from the browser's cache.
  for (const { file } of prefetched) {
    const downloads = entries.filter((entry) => entry.file === file && entry.transferSize > 0);
    expect([file, downloads.length]).toEqual([file, 1]);
  }
  expect(problems).toEqual([]);
  await context.close();
});

it('lays out the first screen of a long page first: cards and footer columns below it wait until scrolled near', async () => {
  // ui/layoutWhenNear.ts: the first layout, done before anything is painted, covers the first screen only.
  const { context, page, problems } = await openRecorded(browser, { viewport: { width: 412, height: 823 } });
  await loadAndHydrate(page, `${app.baseUrl}/courses?lang=de`);
  const cardTitles = page.getByTestId('course-card').getByRole('heading');
  expect(await cardTitles.count()).toBe(10);
  // Whether the browser renders a part now: false while an element above it skips its contents (content-visibility).
  const rendered = (locator: typeof cardTitles) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered(cardTitles.first())).toBe(true);
  expect(await rendered(cardTitles.last())).toBe(false);
  const footerHeading = page.locator('footer h2').first();
  expect(await rendered(footerHeading)).toBe(false);
  // Still part of the page for find-in-page and assistive technology, and rendered once scrolled to.
  const lastTitle = (await cardTitles.last().textContent())!;
  expect(await page.getByRole('heading', { name: lastTitle }).count()).toBe(1);
  for (const part of [cardTitles.last(), footerHeading]) {
    await part.scrollIntoViewIfNeeded();
    await page.waitForFunction((element) => element.checkVisibility({ contentVisibilityAuto: true }), await part.elementHandle());
  }
  expect(problems).toEqual([]);
  await context.close();
});

it('loads no admin code on public pages, and the admin views on their first visit', async () => {
  const { context, page, problems } = await openRecorded(browser);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/courses', '/blog', '/contact']) await loadAndHydrate(page, app.baseUrl + path);
  expect(scripts.filter((script) => /admin/i.test(script))).toEqual([]);

  // An admin view's URL opened directly: its routes arrive, then the sign-in check sends a visitor to the login page.
  await page.goto(`${app.baseUrl}/admin/blog`);
  await page.waitForURL((url) => url.pathname === '/admin/login');
  expect(scripts.some((script) => /adminRoutes/.test(script))).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

it("loads the browser's locale data in a worker before the app takes over, and hydrates without it when the worker cannot start", async () => {
  // An English page: the worker is told the page's language, and the page's prices and dates are formatted after it.
  const { context, page, problems, graphql } = await openRecorded(browser, { locale: 'en-GB' });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await loadAndHydrate(page, `${app.baseUrl}/courses?lang=en`);
  expect(workers).toEqual([expect.stringMatching(/^\/assets\/intlWarmUp\.worker-[\w-]+\.js$/)]);
  expect(await page.locator('main').first().textContent()).toMatch(/€\s?\d/);
  expect(problems).toEqual([]);
  expect(graphql).toEqual([]);

  // Its script refused (a proxy, a blocked worker): the page hydrates all the same.
  await page.route('**/assets/intlWarmUp.worker-*', (route) => route.abort());
  await loadAndHydrate(page, `${app.baseUrl}/courses?lang=de`);
  expect(await page.locator('main').first().textContent()).toMatch(/\d,\d\d\s€/);

  // Its script slower than the page's patience (1.5 s; a phone on a busy line): the page hydrates without waiting
  // for it, and the worker's request still finishes (once the worker was ended while it was under way, and the
  // page never went quiet: loadAndHydrate waits for that).
  await page.unrouteAll();
  await page.route('**/assets/intlWarmUp.worker-*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await loadAndHydrate(page, `${app.baseUrl}/blog?lang=de`);
  await context.close();
});
