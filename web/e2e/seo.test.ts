import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, openPage } from './browser.js';

let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

/** Records CSP violations the page reports, from the first script on (before the app runs). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

async function jsonLd(page: Page): Promise<any[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

const head = (page: Page, selector: string, attribute: string) => page.locator(`head ${selector}`).first().getAttribute(attribute);

describe('search engines and link previews', () => {
  it('a course page carries its title, description, canonical URL and a schema.org Course, with no CSP violation', async () => {
    const { data } = await app.graphql('{ course(databaseId: 1) { title priceCents } }');
    const { title, priceCents } = data.course as { title: string; priceCents: number };
    const { page, problems, context } = await openPage(browser, { locale: 'de-DE' });
    const cspViolations = await watchCsp(page);
    await page.goto(`${app.baseUrl}/course/1`);
    await page.getByTestId('course-title').waitFor();
    await page.locator('script[type="application/ld+json"]').waitFor({ state: 'attached' });

    expect(await page.title()).toBe(`${title} – H2O Gersthofen – Ihre Bäderwelt`);
    expect(await page.locator('head meta[name="description"]').count()).toBe(1);
    expect((await head(page, 'meta[name="description"]', 'content'))?.length).toBeGreaterThan(20);
    // One canonical only: a server render with another origin than the browser's would leave two.
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
    expect(await head(page, 'link[rel="canonical"]', 'href')).toMatch(/^https?:\/\/[^/]+\/course\/1$/);
    expect(await head(page, 'link[rel="alternate"][hreflang="en"]', 'href')).toMatch(/\/course\/1\?lang=en$/);
    expect(await head(page, 'meta[property="og:title"]', 'content')).toBe(title);

    const [course] = await jsonLd(page);
    expect(course).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: title,
      provider: { name: 'H2O Gersthofen' },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        location: { '@type': 'Place', address: { addressLocality: 'Gersthofen' } },
        offers: { '@type': 'Offer', price: priceCents / 100, priceCurrency: 'EUR' },
      },
    });
    expect(course.hasCourseInstance.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(course.hasCourseInstance.offers.availability).toMatch(/^https:\/\/schema\.org\/\w+$/);

    expect(await cspViolations()).toEqual([]);
    expect(problems.filter((problem) => /Content.Security.Policy/i.test(problem))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the home page describes the business as a LocalBusiness in Gersthofen, in English for English browsers', async () => {
    const { page, problems, context } = await openPage(browser, { locale: 'en-GB' });
    const cspViolations = await watchCsp(page);
    await page.goto(`${app.baseUrl}/`);
    await page.locator('script[type="application/ld+json"]').waitFor({ state: 'attached' });
    expect(await page.title()).toBe('H2O Gersthofen – Your Pool World');
    expect(await head(page, 'link[rel="canonical"]', 'href')).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(await head(page, 'meta[property="og:locale"]', 'content')).toBe('en_US');
    const [business] = await jsonLd(page);
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'H2O Gersthofen',
      address: { addressLocality: 'Gersthofen' },
      openingHoursSpecification: [{ opens: '09:00', closes: '17:00' }],
    });
    expect(await cspViolations()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
