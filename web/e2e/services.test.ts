import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, loadAndHydrate, openRecorded } from './browser.js';

let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

/** Page object of a service page. */
class ServicePage {
  constructor(private readonly page: Page) {}

  headline() {
    return this.page.getByTestId('service-headline');
  }

  async expectAt(slug: string, headline: string) {
    await this.page.waitForURL(`${app.baseUrl}/service/${slug}`);
    await this.headline().filter({ hasText: headline }).waitFor();
  }
}

describe('services pages in the browser', () => {
  it.each(['/services', '/service/aufsichtspersonal'])('%s hydrates without asking /graphql and without warnings', async (path) => {
    const { context, page, graphql, problems } = await openRecorded(browser);
    await loadAndHydrate(page, app.baseUrl + path);
    expect(graphql).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('from /services a card opens its service page, and the contact buttons lead to /contact', async () => {
    const { context, page, problems } = await openRecorded(browser);
    await loadAndHydrate(page, app.baseUrl + '/services');
    expect(await page.getByTestId('service-card').count()).toBe(8);
    await page.getByRole('link', { name: 'Mehr zu Aufsichtspersonal' }).click();
    await new ServicePage(page).expectAt('aufsichtspersonal', 'Qualifizierte Badeaufsicht, wenn Sie sie brauchen');
    expect(await page.title()).toContain('Aufsichtspersonal');
    expect(await page.getByRole('link', { name: 'Kontakt aufnehmen' }).getAttribute('href')).toBe('/contact');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a spelling variant arrives at the canonical address', async () => {
    const { context, page } = await openRecorded(browser);
    await loadAndHydrate(page, app.baseUrl + '/service/TechnischeBaederbetreuung');
    await new ServicePage(page).expectAt('technische-baederbetreuung', 'Technik, die Ihr Bad zuverlässig am Laufen hält');
    await context.close();
  });

  it('on a phone, the mobile menu’s services list leads to a service page', async () => {
    const { context, page, problems } = await openRecorded(browser, { viewport: { width: 390, height: 844 } });
    await loadAndHydrate(page, app.baseUrl + '/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('button', { name: 'Services', exact: true }).click();
    // The header's link (the footer lists the services too).
    await page.getByRole('banner').getByRole('link', { name: 'Vorträge, Workshops und Seminare', exact: true }).click();
    await new ServicePage(page).expectAt('seminare', 'Weiterbildung aus der Praxis für die Praxis');
    // The menu closed on navigating, and the page is no wider than the phone.
    expect(await page.getByRole('button', { name: 'Menü öffnen' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
    await context.close();
  });
});
