import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { Course } from '../../api/src/modules/courses/course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../../api/src/modules/courses/course.enums.js';
import { type TestApp, enableBankTransfer, startTestApp } from '../../api/test/test-app.js';
import { launchBrowser, loadAndHydrate } from './browser.js';

/**
 * Issue 23, item 3: a phone in the same network opens the shop by the machine's LAN address over plain HTTP.
 * That origin is not potentially trustworthy (unlike localhost and 127.0.0.1), so APIs that need a secure
 * context (`crypto.randomUUID`, the Clipboard API) do not exist there; the way to an order must not use them.
 * Chromium resolves a made-up host name to the test server, so the page's origin is such an address.
 */
const LAN_HOST = 'h2o-pc.lan';
const COURSE_TITLE = 'Seepferdchen LAN';
let app: TestApp;
let browser: Browser;
let courseId: number;
let lanUrl: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startTestApp({ webDistDir: join(import.meta.dirname, '../dist') }),
    launchBrowser([`--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`]),
  ]);
  lanUrl = app.baseUrl.replace('127.0.0.1', LAN_HOST);
  const em = app.database.orm.em.fork();
  const course = em.create(Course, {
    title: COURSE_TITLE,
    description: 'Ein Kurs nur für den Test über die LAN-Adresse.',
    courseType: CourseType.CHILDREN,
    level: CourseLevel.BEGINNER,
    // For any age: no child born by today is 5 to 7 on a first day in 2099.
    ageGroup: AgeGroup.ALL_AGES,
    startDate: '2099-03-01',
    endDate: '2099-04-26',
    availableSlots: 5,
    totalSlots: 5,
    priceCents: 12_000,
  });
  await em.flush();
  courseId = course.id;
  await enableBankTransfer(app);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

it('places an order on a phone that opened the shop by a LAN address over plain HTTP', async () => {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // The browser's note that it ignores our Cross-Origin-Opener-Policy header on an origin like this one
    // (the header needs HTTPS or localhost): what such an address cannot have, not a fault of the page.
    if (message.type() === 'error' && !/Cross-Origin-Opener-Policy header has been ignored/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });

  await loadAndHydrate(page, `${lanUrl}/course/${courseId}`);
  expect(new URL(page.url()).hostname).toBe(LAN_HOST);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);

  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Zur Kasse' }).click();
  await page.waitForURL('**/checkout');
  const form = page.getByTestId('checkout-customer-form');
  const fields = {
    Vorname: 'Lea',
    Nachname: 'Netz',
    'E-Mail-Adresse': `lea.${Date.now()}@example.org`,
    Telefonnummer: '0821 777777',
    'Straße und Hausnummer': 'Badstraße 3',
    Postleitzahl: '86368',
    Ort: 'Gersthofen',
  };
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Weiter' }).click();
  const place = page.getByRole('group', { name: 'Teilnehmer 1' });
  await place.getByLabel('Vorname').fill('Ben');
  await place.getByLabel('Nachname').fill('Netz');
  await place.getByLabel('Geburtsdatum').fill('2019-05-01');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('radio', { name: /Banküberweisung/ }).check();
  await page.getByRole('checkbox', { name: /AGB/ }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  await page.waitForURL(/\/checkout\/order\?key=[^&]+$/);
  expect(new URL(page.url()).hostname).toBe(LAN_HOST);
  expect(await page.getByTestId('order-number').innerText()).toMatch(/^H2O-\d{4,}$/);
  expect(await page.getByTestId('order-participant').allInnerTexts()).toEqual(['Ben Netz']);
  expect(problems).toEqual([]);
  await context.close();
});
