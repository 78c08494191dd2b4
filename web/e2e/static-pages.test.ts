import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, loadAndHydrate, recordHydration } from './browser.js';

/** The about page and the legal pages: static text, server-rendered, no data query. */
const STATIC_PAGES = [
  { path: '/about', de: 'Über uns', en: 'About us', fact: /1992–1995/ },
  { path: '/impressum', de: 'Impressum', en: 'Imprint', fact: /86368 Gersthofen/ },
  { path: '/datenschutz', de: 'Datenschutzerklärung', en: 'Privacy policy', fact: /Art\. 6/ },
  { path: '/agb', de: 'Allgemeine Geschäftsbedingungen', en: 'Terms and conditions', fact: /bewusst klein|deliberately small/ },
];

const PHONE = { width: 390, height: 844 };

let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

async function openPhone(options: { javaScriptEnabled: boolean; locale?: string }) {
  const context = await browser.newContext({
    ...options,
    locale: options.locale ?? 'de-DE',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  return { context, page: await context.newPage() };
}

/** Same-origin link targets on the page, without fragments, each once. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const own = hrefs.map((href) => new URL(href)).filter((url) => url.origin === new URL(app.baseUrl).origin);
  return [...new Set(own.map((url) => `${url.pathname}${url.search}`))].sort();
}

describe.each(STATIC_PAGES)('$path', ({ path, de, en, fact }) => {
  it.each([
    ['de-DE', de],
    ['en-US', en],
  ])('without JavaScript, on a phone in %s, shows the whole text from the server', async (locale, heading) => {
    const { context, page } = await openPhone({ javaScriptEnabled: false, locale });
    const response = await page.goto(`${app.baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe(locale.slice(0, 2));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
    expect(await page.locator('main').innerText()).toMatch(fact);
    expect(await page.title()).toMatch(new RegExp(`^${heading} – `));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    // Nothing wider than the phone: long German words and addresses wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('hydrates without asking /graphql and without console warnings', async () => {
    const { context, page } = await openPhone({ javaScriptEnabled: true });
    const { graphql, problems } = recordHydration(page);
    await loadAndHydrate(page, `${app.baseUrl}${path}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(de);
    expect(graphql).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('links only to pages that answer 200', async () => {
    const { context, page } = await openPhone({ javaScriptEnabled: false });
    await page.goto(`${app.baseUrl}${path}`);
    // The top bar's admin login belongs to the back office (rendered in the browser only, DESIGN.md), not
    // to the public site whose links this checks; it gets its own tests with the admin area.
    const links = (await internalLinks(page)).filter((link) => !link.startsWith('/admin'));
    expect(links.length).toBeGreaterThan(5);
    // Eight at a time, as a polite crawler asks: all at once from one address may meet the render gate's 503.
    const statuses: (readonly [string, number])[] = [];
    const queue = [...links];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let link = queue.shift(); link; link = queue.shift()) statuses.push([link, (await fetch(`${app.baseUrl}${link}`)).status]);
      }),
    );
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
    await context.close();
  });
});

it('the footer links the about page and the three legal pages', async () => {
  const { context, page } = await openPhone({ javaScriptEnabled: false });
  await page.goto(`${app.baseUrl}/`);
  const footer = page.locator('footer');
  for (const [name, href] of [
    ['Über uns', '/about'],
    ['Impressum', '/impressum'],
    ['Datenschutz', '/datenschutz'],
    ['AGB', '/agb'],
  ]) {
    expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
  }
  await context.close();
});
