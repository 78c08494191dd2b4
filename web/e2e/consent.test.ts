import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { type TestApp, startTestApp } from '../../api/test/test-app.js';
import { loadAndHydrate, launchBrowser } from './browser.js';
import { consentCookie, layoutShift, openConsentContext } from './consentPages.js';

const IMAGE_HOST = 'https://images.unsplash.com';
const PHOTO = `${IMAGE_HOST}/photo-1560090995-01632a28895b?w=1200&q=80`;
const ARTICLE = '/blog/ab-wann-schwimmen-lernen';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ webDistDir: join(import.meta.dirname, '../dist') }), launchBrowser()]);
  // The demo posts carry no image; this test's own copy of the database gives one the stock photo.
  await app.database.orm.em.fork().execute('update blog_posts set image_url = ? where slug = ?', [PHOTO, 'ab-wann-schwimmen-lernen']);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/**
 * Whether a click at the element's centre reaches it (nothing such as the banner lies on top), once moving parts have settled (the back-to-top button
 * rises above the banner with a transition, which a loaded CPU slows): true as soon as it does, false after 5 s.
 */
const reachable = async (locator: Locator, { scrolledToTheEnd = false } = {}) => {
  const handle = await locator.elementHandle();
  const hitsIt = ({ element, toTheEnd }: { element: Element; toTheEnd: boolean }) => {
    if (toTheEnd) window.scrollTo(0, document.documentElement.scrollHeight);
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  };
  return locator
    .page()
    .waitForFunction(hitsIt, { element: handle!, toTheEnd: scrolledToTheEnd }, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
};

const photoRequested = (page: Page) => page.waitForRequest((request) => request.url() === PHOTO, { timeout: 10_000 });

describe('cookie consent in the browser', () => {
  it('loads nothing from another origin before consent, remembers "only necessary", and loads the photo once allowed', async () => {
    const { context, page, external, problems, ui } = await openConsentContext(browser, app.baseUrl, IMAGE_HOST);

    // Home page and an article with an external photo: the banner asks, nothing third-party is asked for.
    await loadAndHydrate(page, app.baseUrl + '/');
    await ui.banner().waitFor();
    expect(await ui.banner().innerText()).toContain('externen Bildanbieter');

    const response = await page.goto(app.baseUrl + ARTICLE, { waitUntil: 'networkidle' });
    // The server's HTML never names the photo in a src (only in og:image and JSON-LD, which load nothing).
    expect(await response!.text()).not.toMatch(/src="https:\/\/images\.unsplash\.com/);
    await loadAndHydrate(page, app.baseUrl + ARTICLE);
    await ui.banner().waitFor();
    await page.getByTestId('blog-image-placeholder').waitFor();
    await loadAndHydrate(page, app.baseUrl + '/blog');
    expect(external).toEqual([]);

    // "Only necessary": the banner goes, the refusal is kept with version and time, nothing loads after a reload.
    const before = Date.now();
    await ui.bannerButton('Nur notwendige').click();
    await ui.banner().waitFor({ state: 'detached' });
    const refused = await consentCookie(context, app.baseUrl);
    expect(refused?.choice).toMatchObject({ version: 2, categories: { necessary: true, marketing: false } });
    expect(Date.parse(refused!.choice.decidedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(refused!.choice.decidedAt)).toBeLessThanOrEqual(Date.now());
    expect(refused!.sameSite).toBe('Lax');
    expect(refused!.path).toBe('/');
    const elevenMonths = 334 * 24 * 3600;
    expect(refused!.expires).toBeGreaterThan(before / 1000 + elevenMonths);
    expect(refused!.expires).toBeLessThanOrEqual(Date.now() / 1000 + 366 * 24 * 3600);

    await loadAndHydrate(page, app.baseUrl + ARTICLE);
    await page.getByTestId('blog-image-placeholder').waitFor();
    expect(await ui.banner().count()).toBe(0);
    expect(external).toEqual([]);

    // Reopened from the footer: a modal dialog that takes focus, closes on Escape and gives focus back.
    await ui.footerButton().click();
    await ui.dialog().waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await ui.category(/Notwendig/).isChecked()).toBe(true);
    expect(await ui.category(/Notwendig/).isDisabled()).toBe(true);
    expect(await ui.category('Marketing und externe Inhalte').isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await ui.dialog().waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('consent-footer-button');
    expect(external).toEqual([]);

    // Granting marketing/external content brings the photo, in the frame the placeholder kept (no shift).
    await ui.footerButton().click();
    await ui.category('Marketing und externe Inhalte').check();
    const requested = photoRequested(page);
    await ui.dialog().getByRole('button', { name: 'Auswahl speichern' }).click();
    await requested;
    const photo = page.locator(`img[src="${PHOTO}"]`);
    await page.waitForFunction(
      (src) => (document.querySelector(`img[src="${src}"]`) as HTMLImageElement | null)?.naturalWidth === 1,
      PHOTO,
    );
    expect(await photo.count()).toBe(1);
    expect(external.every((url) => url === PHOTO)).toBe(true);
    expect((await consentCookie(context, app.baseUrl))?.choice.categories).toEqual({ necessary: true, marketing: true });

    // With consent stored, a fresh load swaps the photo in after hydration without moving anything.
    const reloaded = photoRequested(page);
    await loadAndHydrate(page, app.baseUrl + ARTICLE);
    await reloaded;
    await photo.waitFor();
    expect(await layoutShift(page)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a 375 px phone: the banner sits at the bottom without shifting the page or hiding buttons for good', async () => {
    const phone = { width: 375, height: 812 };
    const { context, page, external, problems, ui } = await openConsentContext(browser, app.baseUrl, IMAGE_HOST, {
      locale: 'en-GB',
      viewport: phone,
    });
    await loadAndHydrate(page, app.baseUrl + '/');
    await ui.banner().waitFor();
    const box = (await ui.banner().boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(phone.height);
    expect(box.width).toBe(phone.width);
    expect(box.height).toBeLessThan(phone.height * 0.45);
    expect(await ui.banner().getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/datenschutz#cookies');
    await page.waitForTimeout(300); // let a late shift show up, if there were one
    expect(await layoutShift(page)).toBe(0);

    // The back-to-top button rises above the banner; the footer's last button can be scrolled above it.
    await page.mouse.wheel(0, 600);
    const backToTop = page.getByRole('button', { name: /back to top/i });
    await backToTop.waitFor();
    expect(await reachable(backToTop)).toBe(true);
    // At the very end of the page (scrolled there again while late content still makes the page longer).
    expect(await reachable(ui.footerButton(), { scrolledToTheEnd: true })).toBe(true);

    // A form's submit button stays usable while the banner is shown.
    await loadAndHydrate(page, app.baseUrl + '/contact');
    await ui.banner().waitFor();
    const submit = page.getByTestId('form-submit');
    await submit.click({ trial: true });
    expect(await reachable(submit)).toBe(true);

    // English, and "Accept all" allows every category; the banner's room and offset go with it.
    await ui.bannerButton('Accept all').click();
    await ui.banner().waitFor({ state: 'detached' });
    expect((await consentCookie(context, app.baseUrl))?.choice.categories).toEqual({ necessary: true, marketing: true });
    expect(await page.evaluate(() => document.querySelectorAll('[style*="--consent-banner-height"]').length)).toBe(0);
    expect(external).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
