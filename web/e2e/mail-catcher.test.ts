import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { findFreePort } from '../../api/src/util/free-port.js';
import { type AppProcess, startAppProcess } from '../../api/test/app-process.js';
import { cloneTestDatabase } from '../../api/test/test-app.js';
import { launchBrowser, loadAndHydrate, openPage } from './browser.js';

/**
 * Issue 23, done when: a fresh `npm start` without SMTP_URL catches every mail in its embedded mail catcher (a real
 * SMTP server the app sends to), and the admin reads an order's confirmation on the outbox screen, with its content
 * and the state "caught (no mail server configured)". The app as the README starts it, a browser as people use it.
 */
const root = join(import.meta.dirname, '../..');
const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;
const COURSE_TITLE = 'Seepferdchen Mailfänger';

let app: AppProcess;
let baseUrl: string;
let browser: Browser;
let dataDir: string;
let courseId: number;

beforeAll(async () => {
  const databaseUrl = await cloneTestDatabase();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A course of its own with free places, and a bank account so bank transfer is offered (as checkout.test.ts).
    const { rows } = await client.query(
      `insert into courses (title, description, course_type, level, age_group, start_date, end_date, available_slots, total_slots, price_cents)
       values ($1, 'Ein Kurs nur für diesen Test.', 'CHILDREN', 'BEGINNER', 'ALL_AGES', '2099-03-01', '2099-04-26', 10, 10, 16000) returning id`,
      [COURSE_TITLE],
    );
    courseId = rows[0].id;
    await client.query(
      `update settings set value = jsonb_set(value, '{bankTransfer}', '{"accountHolder":"H2O Gersthofen","iban":"DE89370400440532013000","bic":"COBADEFFXXX","bankName":"Commerzbank","paymentDays":7}') where key = 'shop_settings'`,
    );
  } finally {
    await client.end();
  }
  dataDir = mkdtempSync(join(tmpdir(), 'h2o-mail-'));
  const port = await findFreePort();
  baseUrl = `http://localhost:${port}`;
  // `npm start` as the README says, without SMTP_URL (whatever the environment running the tests has).
  const { SMTP_URL: _none, ...inherited } = process.env;
  [app, browser] = await Promise.all([
    startAppProcess('npm', ['start'], {
      cwd: root,
      // Rate limits off as in every test app: one test sends more than a visitor would (the checkout, the reloads).
      env: {
        ...inherited,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        JOB_POLL_INTERVAL_MS: '100',
        RATE_LIMIT_REQUESTS: '0',
        RATE_LIMIT_WRITES: '0',
        RATE_LIMIT_PAGES: '0',
      },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const answered = (page: Page, operation: string) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(`"operationName":"${operation}"`),
  );

/** One place by bank transfer, in English: the confirmation mail goes out in English. */
async function placeOrder(page: Page, email: string): Promise<string> {
  await loadAndHydrate(page, `${baseUrl}/course/${courseId}`);
  const added = answered(page, 'addCourseToCartMutation');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await added;
  await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL('**/checkout');
  const form = page.getByTestId('checkout-customer-form');
  const customer = {
    'First name': 'Max',
    'Last name': 'Muster',
    'E-mail address': email,
    'Phone number': '0821 654321',
    'Street and house number': 'Hauptstraße 2',
    'Postal code': '86368',
    'Town or city': 'Gersthofen',
  };
  for (const [label, value] of Object.entries(customer)) await form.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Continue' }).click();
  const place = page.getByRole('group', { name: 'Participant 1' });
  await place.getByLabel('First name').fill('Mia');
  await place.getByLabel('Last name').fill('Muster');
  await place.getByLabel('Date of birth').fill('2019-05-01');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Bank transfer \(payment in advance\)/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await page.waitForURL(/\/checkout\/order\?key=[^&]+$/);
  return page.getByTestId('order-number').innerText();
}

it("`npm start` without SMTP_URL: an order's mail is caught, and the admin reads it on the outbox screen", async () => {
  expect(app.output()).toContain('Mail: no SMTP_URL: caught by the built-in mail catcher');

  const customer = await openPage(browser, { locale: 'en-GB' });
  const email = `max.${Date.now()}@example.org`;
  const orderNumber = await placeOrder(customer.page, email);
  expect(orderNumber).toMatch(/^H2O-\d{4,}$/);
  await customer.context.close();

  const { context, page, problems } = await openPage(browser);
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByTestId('field-username').fill('admin');
  await page.getByTestId('field-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('form-submit').click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();

  // First sign-in of an account without an address: asked for one, checked, saved.
  const prompt = page.getByTestId('account-email');
  await prompt.getByRole('heading', { name: 'Ihre E-Mail-Adresse' }).waitFor();
  await prompt.getByLabel('E-Mail-Adresse').fill('kein-mail');
  await prompt.getByRole('button', { name: 'Speichern' }).click();
  await prompt.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor();
  await prompt.getByLabel('E-Mail-Adresse').fill('chef@h2o.example');
  await prompt.getByRole('button', { name: 'Speichern' }).click();
  await page.getByTestId('account-email-saved').getByText('Ihre E-Mail-Adresse ist gespeichert.').waitFor();
  expect(await prompt.count()).toBe(0);

  // The outbox: the order's mail, caught by the catcher, with the catcher's answer; its content readable.
  await page.getByRole('link', { name: 'E-Mails' }).click();
  await page.waitForURL('**/admin/mail');
  const row = page.getByTestId('mail-row').filter({ hasText: email });
  const status = row.getByTestId('mail-status');
  // The worker may still be at it when the page loads: reload until the state is final.
  for (let attempt = 0; (await status.innerText()) !== 'Abgefangen (kein Mailserver konfiguriert)'; attempt += 1) {
    if (attempt > 50) throw new Error(`the mail stayed "${await status.innerText()}"`);
    await page.waitForTimeout(200);
    await page.reload();
  }
  expect(await row.getByTestId('mail-server-response').innerText()).toMatch(/^Antwort des Mailservers: 250 .*Caught as #\d+$/);
  expect(await row.innerText()).toContain(orderNumber);

  await row.getByRole('button', { name: 'Anzeigen' }).click();
  const dialog = page.getByTestId('mail-content');
  await dialog
    .getByTestId('mail-content-meta')
    .getByText(/Vom eingebauten Mail-Fänger über SMTP empfangen am/)
    .waitFor();
  expect(await dialog.getByTestId('mail-content-html').getAttribute('sandbox')).toBe('');
  const mailBody = page.frameLocator('[data-testid="mail-content-html"]').locator('body');
  await mailBody.getByText(orderNumber).first().waitFor();
  expect(await mailBody.innerText()).toContain('Mia Muster');
  expect(await mailBody.innerText()).toContain('DE89 3704 0044 0532 0130 00');
  await dialog.getByRole('button', { name: 'Nur Text' }).click();
  expect(await dialog.getByTestId('mail-content-text').innerText()).toContain('Mia Muster');
  await dialog.getByTestId('mail-content-close').click();

  // The test mail now has an address to go to, and says where it went.
  await page.getByRole('link', { name: 'Übersicht' }).click();
  await page.getByTestId('send-test-email').click();
  await page
    .getByTestId('toast')
    .getByText('Die Test-E-Mail an chef@h2o.example geht an den eingebauten Mail-Fänger (kein Mailserver konfiguriert)', { exact: false })
    .waitFor();

  expect(problems).toEqual([]);
  await context.close();
});
