import type { Browser } from 'playwright-core';
import type { TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, openPage } from './browser.js';
import { CourseListPage } from './pages.js';

let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

describe('a visitor finding a course', () => {
  it('goes from the home page to the course list, filters, opens a course and switches to English', async () => {
    const { page, problems, context } = await openPage(browser, { locale: 'de-DE' });
    await page.goto(`${app.baseUrl}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Schwimmkurse' }).click();
    await page.waitForURL('**/courses');

    const list = new CourseListPage(page);
    await list.expectCount(10);
    expect((await list.titles())[0]).toBe('Familienschwimmen');

    await list.selectLevel('Profi');
    await list.expectCount(2);
    expect(await list.titles()).toEqual(['Rettungsschwimmer Silber', 'Wettkampftraining']);
    await list.chip('Level: Profi').waitFor();
    expect(await page.getByTestId('filter-count').innerText()).toBe('1');

    await list.search('silber');
    await list.expectCount(1);
    expect(page.url()).toMatch(/level=PROFESSIONAL/);
    expect(page.url()).toMatch(/q=silber/);

    await list.cards().first().getByRole('link', { name: 'Details ansehen' }).click();
    await page.waitForURL('**/course/7');
    expect(await page.getByTestId('course-title').innerText()).toBe('Rettungsschwimmer Silber');
    expect(await page.getByTestId('availability-badge').innerText()).toBe('Verfügbar');
    await page.getByText('260,00 €').first().waitFor();

    await page.getByTestId('language-switch-en').click();
    await page.getByText('← Back to all courses').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByText('Professional').first().waitFor();

    // The choice is remembered.
    await page.reload();
    await page.getByText('← Back to all courses').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone, shows only bookable courses and resets the filters', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 375, height: 740 } });
    // Not waiting for hydration: the tap on the filter toggle may come while the app takes over (it used to scroll
    // the page to the top then, and the tap landed beside the toggle).
    await page.goto(`${app.baseUrl}/courses`);
    const list = new CourseListPage(page);
    await list.expectCount(10);
    await list.openFiltersIfFolded();
    await page.getByTestId('filter-only-available').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await list.onlyAvailable();
    // Bookable ones only: not the full course, nor the two that have ended.
    await list.expectCount(7);
    // New filters: reading starts from the top again (SPEC §2).
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await list.isOnlyAvailableChecked()).toBe(true);
    expect(await list.titles()).not.toContain('Seepferdchen Intensiv (Ferienkurs)');
    expect(await list.titles()).not.toContain('Wettkampftraining');
    await list.chip('Nur verfügbare Kurse').first().waitFor();
    await list.reset();
    await list.expectCount(10);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the fully booked state, and a course that does not exist', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${app.baseUrl}/course/2`);
    expect(await page.getByTestId('availability-badge').innerText()).toBe('Ausgebucht');
    await page.goto(`${app.baseUrl}/course/999`);
    await page.getByRole('heading', { name: 'Kurs nicht gefunden' }).waitFor();
    await page.getByText('Der angeforderte Kurs konnte nicht gefunden werden.').waitFor();
    await context.close();
  });

  it('greets English browsers in English and shows the not-found page for unknown paths', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await page.goto(`${app.baseUrl}/no-such-page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await context.close();
  });
});
