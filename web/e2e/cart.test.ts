import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, loadAndHydrate, openRecorded } from './browser.js';

let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

/** Where the page's parts are: opening the panel must move none of them. */
const layoutOf = (page: Page) =>
  page.evaluate(() =>
    ['header', 'main', 'footer'].map((selector) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      return [selector, Math.round(box.left), Math.round(box.top), Math.round(box.width)];
    }),
  );

describe('the header cart button and side panel', () => {
  it('on a desktop, opens the empty cart over the page, keeps focus inside, and browses to the courses', async () => {
    const { context, page, problems } = await openRecorded(browser);
    await loadAndHydrate(page, `${app.baseUrl}/about`);
    // Scrolled down: locking the page's scrolling must leave it where it is. (Headless Chromium draws no
    // scrollbar, so the padding that stands in for one in desktop browsers is not measured here.)
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => window.scrollY === 400);
    const before = await layoutOf(page);
    const button = page.getByRole('button', { name: 'Warenkorb, leer' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Warenkorb (leer)' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await layoutOf(page)).toEqual(before);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Warenkorb schließen');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await layoutOf(page)).toEqual(before);

    await button.click();
    await dialog.getByText('Ihr Warenkorb ist leer.').waitFor();
    await dialog.getByRole('link', { name: 'Kurse entdecken' }).click();
    await page.waitForURL('**/courses');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('courses-notice').getByText('Hinweis zur Anmeldung').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone, sits in the header bar beside the closed menu (issue 23) and opens full width, in English', async () => {
    const { context, page, problems } = await openRecorded(browser, { locale: 'en-GB', viewport: { width: 375, height: 740 } });
    await loadAndHydrate(page, `${app.baseUrl}/courses`);
    // Visible without opening the menu: a parent sees the cart's count on every page.
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.getByRole('button', { name: 'Cart, empty' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cart (empty)' });
    await dialog.waitFor();
    expect((await dialog.boundingBox())?.width).toBeCloseTo(375, 0);
    await dialog.getByRole('button', { name: 'Close cart' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
