import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, loadAndHydrate, recordHydration, seriousAxeViolations } from './browser.js';
import { phoneLayoutProblemsAtWidths } from './phoneLayout.js';

/** /developers: the public API's documentation for partners, server-rendered in both languages, with the changelog. */
const changelog = JSON.parse(readFileSync(join(import.meta.dirname, '../../docs/api/changelog.json'), 'utf8')) as {
  releases: { date: string }[];
};

let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

/** What `curl` sees: the page's HTML as the server sends it, in the language the request names. */
async function html(path: string, acceptLanguage = 'de-DE') {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { 'accept-language': acceptLanguage }, redirect: 'manual' });
  return { response, text: await response.text() };
}

describe('the server sends the whole documentation (curl)', () => {
  it.each([
    [
      '/developers',
      'de-DE',
      'de',
      ['Für Entwickler: die H2O-API', 'Partnerschlüssel', 'Änderungsprotokoll', 'Erste Veröffentlichung des öffentlichen Schemas.'],
    ],
    [
      '/developers?lang=en',
      'de-DE',
      'en',
      ['For developers: the H2O API', 'Partner keys', 'Changelog', 'First release of the public schema.'],
    ],
    ['/developers', 'en-US', 'en', ['For developers: the H2O API', 'Deprecation policy']],
  ])('%s (Accept-Language %s) in %s', async (path, acceptLanguage, language, texts) => {
    const { response, text } = await html(path, acceptLanguage);
    expect(response.status).toBe(200);
    expect(text).toContain(`<html lang="${language}">`);
    for (const expected of texts) expect(text).toContain(expected);
    // The same facts in either language: the scopes, the signature header, the stream, the limits' headers.
    for (const fact of [
      'read:catalogue',
      'read:orders',
      'write:bookings',
      'H2O-Signature',
      'createHmac',
      '/graphql/stream',
      'RateLimit-Remaining',
    ])
      expect(text).toContain(fact);
    for (const event of ['order.created', 'order.paid', 'order.cancelled', 'course.updated', 'course.places_changed', 'waitlist.offered'])
      expect(text).toContain(event);
    // The changelog as recorded: every release's day.
    for (const { date } of changelog.releases) expect(text).toContain(`>${date}</time>`);
  });

  it('/en/developers leads to the English page for good', async () => {
    const { response } = await html('/en/developers');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/developers?lang=en');
    const { text } = await html(response.headers.get('location')!);
    expect(text).toContain('For developers: the H2O API');
  });
});

describe.each([
  ['de-DE', '/developers', 'Für Entwickler: die H2O-API', 'Für Entwickler (API)'],
  ['en-US', '/en/developers', 'For developers: the H2O API', 'For developers (API)'],
])('in the browser (%s)', (locale, path, heading, footerLink) => {
  it('holds on phones (360 and 390 px): no sideways scroll, code blocks scroll inside themselves; no serious axe finding', async () => {
    const context = await browser.newContext({
      locale,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}${path}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
    expect(await phoneLayoutProblemsAtWidths(page, path)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    const webhookSample = page.locator('pre', { hasText: 'createHmac' });
    const { scrollWidth, clientWidth } = await webhookSample.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth); // wider than the phone, and it scrolls within itself
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('hydrates without asking /graphql and without console problems; the footer links the page', async () => {
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const { graphql, problems } = recordHydration(page);
    await loadAndHydrate(page, `${app.baseUrl}/contact`);
    await page.locator('footer').getByRole('link', { name: footerLink }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/developers');
    // The table of contents leads to each section of the page.
    await page.getByRole('link', { name: locale === 'de-DE' ? 'Änderungsprotokoll' : 'Changelog' }).click();
    await page.waitForURL(/#changelog$/, { waitUntil: 'commit' });
    expect(await page.locator('#changelog').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    // The contact page reads nothing from /graphql either; the documentation is static.
    expect(graphql.filter((url) => !url.includes('contact'))).toEqual([]);
    await context.close();
  });
});
