import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ICAL from 'ical.js';
import type { Browser } from 'playwright-core';
import { Course } from '../../api/src/modules/courses/course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../../api/src/modules/courses/course.enums.js';
import { enableBankTransfer, type TestApp, startTestApp } from '../../api/test/test-app.js';
import { launchBrowser, openPage, recordHydration } from './browser.js';

/**
 * Issue 24 point 2 in the browser: the customer opens their order by its key, reads its history and the
 * GiroCode, changes a child's name, downloads the course dates as a calendar (parsed), and asks for a
 * cancellation. The real app on the built client.
 */
let app: TestApp;
let browser: Browser;
let accessKey: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ webDistDir: join(import.meta.dirname, '../dist') }), launchBrowser()]);
  await enableBankTransfer(app);
  const em = app.database.orm.em.fork();
  const course = em.create(Course, {
    title: 'Seepferdchen Sonntag',
    description: 'Ein Kurs nur für den Test der Bestellseite.',
    courseType: CourseType.CHILDREN,
    level: CourseLevel.BEGINNER,
    ageGroup: AgeGroup.CHILDREN_5_7,
    startDate: '2099-03-01',
    endDate: '2099-03-31',
    schedule: 'Sonntags',
    scheduleEn: 'Sundays',
    time: '12:15-13:00',
    availableSlots: 10,
    totalSlots: 10,
    priceCents: 16_000,
  });
  await em.flush();
  const placed = await app.graphql('mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey errors { code } } }', {
    input: {
      idempotencyKey: `e2e-order-page-${Date.now()}`,
      customer: {
        firstName: 'Maria',
        lastName: 'Muster',
        email: 'maria-e2e@example.org',
        phone: '0821 123456',
        address: 'Hauptstraße 1',
        city: 'Gersthofen',
        zipCode: '86368',
      },
      paymentMethod: 'BANK_TRANSFER',
      legalTermsAccepted: true,
      items: [
        {
          courseId: course.id,
          quantity: 2,
          participants: [
            { firstName: 'Lena', lastName: 'Muster' },
            { firstName: 'Tim', lastName: 'Muster' },
          ],
        },
      ],
    },
  });
  expect(placed.data.placeOrder.errors).toEqual([]);
  accessKey = placed.data.placeOrder.accessKey;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

test('open the order by its key, change a name, download the dates as a calendar, ask for a cancellation', async () => {
  const downloads = await browser.newContext({ locale: 'de-DE', acceptDownloads: true });
  const tab = await downloads.newPage();
  const { problems } = recordHydration(tab);
  try {
    await tab.goto(`${app.baseUrl}/checkout/order?key=${accessKey}`);
    await tab.getByTestId('order-page').waitFor();
    await expect(tab.getByTestId('order-timeline-entry').first().textContent()).resolves.toContain('Bestellung eingegangen');
    // The GiroCode is the server's SVG, shown as an image that loaded.
    const giroCode = tab.getByTestId('bank-girocode');
    await giroCode.waitFor();
    expect(await giroCode.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    await tab.getByTestId('order-edit-names').click();
    const form = tab.getByTestId('order-names-form');
    await form.getByLabel('Vorname').first().fill('Mia');
    await form.getByTestId('order-save-names').click();
    await tab.getByTestId('order-names-saved').waitFor();
    expect(await tab.getByTestId('order-participant').allTextContents()).toEqual(['Mia Muster', 'Tim Muster']);
    await expect(tab.getByTestId('order-timeline').textContent()).resolves.toContain('Name geändert: Lena Muster → Mia Muster');
    // A reload shows what the server stored.
    await tab.reload();
    await tab.getByTestId('order-page').waitFor();
    expect(await tab.getByTestId('order-participant').allTextContents()).toEqual(['Mia Muster', 'Tim Muster']);

    const [download] = await Promise.all([tab.waitForEvent('download'), tab.getByTestId('order-calendar').click()]);
    expect(download.suggestedFilename()).toMatch(/^H2O-\d{4,}\.ics$/);
    const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    // March 2099: Sundays the 1st, 8th, 15th, 22nd and 29th, 12:15 in Gersthofen (CET until the 29th, then CEST).
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      '2099-03-01T11:15:00.000Z',
      '2099-03-08T11:15:00.000Z',
      '2099-03-15T11:15:00.000Z',
      '2099-03-22T11:15:00.000Z',
      '2099-03-29T10:15:00.000Z',
    ]);

    const cancellation = tab.getByTestId('order-cancellation');
    await cancellation.getByLabel('Ihr Grund').fill('Wir ziehen leider um.');
    await cancellation.getByTestId('order-cancellation-send').click();
    await expect(tab.getByTestId('order-cancellation-sent').textContent()).resolves.toContain('ist bei uns eingegangen');
    expect(problems).toEqual([]);
  } finally {
    await downloads.close();
  }
});

test('a wrong key says so and leads to "Lost your link?", whose answer is the same for any address', async () => {
  const { context, page, problems } = await openPage(browser, { locale: 'en-GB' });
  try {
    await page.goto(`${app.baseUrl}/checkout/order?key=${'x'.repeat(43)}`);
    await page.getByTestId('order-not-found').waitFor();
    await page.getByTestId('order-lost-link').click();
    const form = page.getByTestId('order-links-form');
    await form.getByLabel('Email address').fill('nobody-e2e@example.org');
    await form.getByTestId('order-links-submit').click();
    // This test app has no mail server (the demo's catcher would keep the mail): the page says so instead of "on its way".
    await expect(page.getByTestId('order-links-sent').textContent()).resolves.toContain(
      'This installation has no mail server: the e-mail to nobody-e2e@example.org was not sent',
    );
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
