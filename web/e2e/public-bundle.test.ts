import { readFileSync } from 'node:fs';
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

it('keeps the admin views out of the first script', () => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)![1];
  // The entry (boot.ts) only starts the app's first script (main.tsx) after the first paint.
  const main = /import\(`\.\/(main-[\w-]+\.js)`\)/.exec(readFileSync(join(dist, entry), 'utf8'))![1];
  // main.tsx's chunk and the chunks it imports statically (the shell's own modules are one chunk of their own).
  const chunks = new Set<string>();
  const addWithImports = (file: string) => {
    if (chunks.has(file)) return;
    chunks.add(file);
    for (const [, imported] of readFileSync(join(dist, 'assets', file), 'utf8').matchAll(/(?:import|from)\s*"\.\/([\w.-]+\.js)"/g)) addWithImports(imported);
  };
  addWithImports(main);
  const code = [...chunks].map((file) => readFileSync(join(dist, 'assets', file), 'utf8')).join('\n');
  expect([...chunks].some((file) => file.startsWith('shell-'))).toBe(true);
  // The entry knows the login page, the admin layout and its dashboard (the way in), no other admin view.
  expect(code).toContain('AdminLoginPage');
  for (const view of ['AdminOrdersPage', 'AdminCoursesPage', 'AdminBlogPage', 'AdminParticipantsPage', 'AdminMailPage', 'AdminSettingsPage']) {
    expect([view, code.includes(view)]).toEqual([view, false]);
  }
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
