import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { type SmtpInbox, startSmtpInbox } from '../../api/test/smtp-inbox.js';
import { type TestApp, startTestApp } from '../../api/test/test-app.js';
import { createTestCourse } from '../../api/test/test-course.js';
import { launchBrowser, loadAndHydrate, openPage } from './browser.js';

/**
 * Demo mode in the browser: a school that has not gone live says so on every public page and the order page (German
 * and English, on a 360 px phone without sideways scrolling) and in its mails; the owner goes live from the dashboard's
 * checklist (refused with the server's reasons while a condition is open), and then no page shows the demo banner
 * or a bracketed placeholder. The app mails through a real SMTP server; its database starts in demo mode.
 */
let inbox: SmtpInbox;
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  [app, browser] = await Promise.all([
    startTestApp({
      webDistDir: join(import.meta.dirname, '../dist'),
      env: { SMTP_URL: inbox.url, JOB_POLL_INTERVAL_MS: '100' },
      jobWorker: true,
    }),
    launchBrowser(),
  ]);
  // The tests' template database is live; a new installation is not.
  await sql(`delete from settings where key = 'site_mode'`);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await inbox?.stop();
});

const sql = (query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(query, params);
const graphql = async (query: string, variables: Record<string, unknown>, language = 'de') => {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as any).data;
};
const to = (address: string) => (mail: ParsedMail) =>
  !Array.isArray(mail.to) && !!mail.to?.value.some((entry) => entry.address === address);
const contactMail = async (address: string, language: string) => {
  const input = {
    name: 'Anna Berger',
    email: address,
    subject: 'Frage',
    message: 'Ist im Dezember noch ein Platz frei?',
    privacyAccepted: true,
  };
  expect(
    (
      await graphql(
        'mutation($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { errors { code } } }',
        { input },
        language,
      )
    ).submitContactMessage.errors,
  ).toEqual([]);
  return (await inbox.waitFor(1, to(address)))[0];
};

/** A bank-transfer order's page address (its access key), placed through the API as the checkout places it. */
async function orderPagePath(): Promise<string> {
  const courseId = await createTestCourse(app, { title: 'Seepferdchen Samstag', places: 8, priceCents: 12_900 });
  const input = {
    idempotencyKey: `demo-mode-e2e-${Date.now()}-key`,
    customer: {
      firstName: 'Jürgen',
      lastName: 'Weiß',
      email: 'juergen@example.org',
      phone: '0821 123456',
      address: 'Bahnhofstraße 5',
      city: 'Augsburg',
      zipCode: '86150',
    },
    paymentMethod: 'BANK_TRANSFER',
    legalTermsAccepted: true,
    items: [{ courseId, quantity: 1, participants: [{ firstName: 'Lena', lastName: 'Weiß' }] }],
  };
  const { placeOrder } = await graphql('mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey errors { code } } }', {
    input,
  });
  expect(placeOrder.errors).toEqual([]);
  return `/checkout/order?key=${placeOrder.accessKey}`;
}

/** The demo banner's text (null without one) and whether the page scrolls sideways, as the phone's browser lays it out. */
async function bannerAndOverflow(page: Page) {
  return page.evaluate(() => {
    const banner = document.querySelector<HTMLElement>('[data-testid="demo-banner"]');
    const box = banner?.getBoundingClientRect();
    return {
      banner: banner ? banner.innerText.replace(/\s+/g, ' ').trim() : null,
      bannerInView: !!box && box.top >= 0 && box.right <= window.innerWidth + 0.5 && box.height > 0,
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
}

const PUBLIC_PATHS = ['/', '/courses', '/impressum', '/agb', '/contact'];
const BANNER = {
  de: 'DEMO: Dies ist eine Vorführversion der Website.',
  en: 'DEMO: This is a demonstration of the website.',
};

describe('a site in demo mode', () => {
  it("shows the demo banner on every public page and the order page, in German and English, at 360 px without sideways scrolling, from the server's HTML on", async () => {
    const orderPage = await orderPagePath();
    for (const [language, locale] of [
      ['de', 'de-DE'],
      ['en', 'en-GB'],
    ] as const) {
      const { context, page, problems } = await openPage(browser, { locale, viewport: { width: 360, height: 740 } });
      try {
        for (const path of [...PUBLIC_PATHS, orderPage]) {
          // In the server-rendered HTML already: no flash of a real-looking page before the banner.
          const html = await (await fetch(`${app.baseUrl}${path}`, { headers: { 'accept-language': language } })).text();
          expect([path, html.includes('data-testid="demo-banner"')]).toEqual([path, true]);
          await loadAndHydrate(page, `${app.baseUrl}${path}`);
          const seen = await bannerAndOverflow(page);
          expect([path, seen.banner?.startsWith(BANNER[language]), seen.bannerInView, seen.sideways]).toEqual([path, true, true, false]);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it("says DEMO in its mails' subjects (German and English)", async () => {
    expect((await contactMail('demo.de@example.org', 'de')).subject).toMatch(/^\[DEMO\] /);
    expect((await contactMail('demo.en@example.org', 'en')).subject).toMatch(/^\[DEMO\] /);
  });
});

describe('going live from the dashboard', () => {
  it("is refused with the server's reasons while conditions are open, then the site is live: no banner, no placeholder, no DEMO", async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${app.baseUrl}/admin/login`);
      await page.getByTestId('field-username').fill('admin');
      await page.getByTestId('field-password').fill(process.env.TEST_ADMIN_PASSWORD!);
      await page.getByTestId('form-submit').click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByRole('button', { name: 'Nur notwendige' }).click();

      const checklist = page.getByTestId('setup-checklist');
      await expectText(checklist.getByTestId('site-mode-status'), 'Die Website ist im Demomodus');
      await page.getByTestId('go-live').click();
      const refused = page.getByTestId('go-live-refused');
      await expectText(refused, 'Live gehen ist noch nicht möglich:');
      await expectText(refused, 'Die Demodaten sind noch auf der Website');
      await expectText(refused, 'Impressum, Datenschutzerklärung oder AGB enthalten noch Platzhalter in eckigen Klammern.');
      await expectText(checklist.getByTestId('setup-reason-DEMO_DATA'), 'Beispielkurse');

      // The owner takes the demo off the site here, and completes the rest where it is entered (through the API as the settings pages send it).
      await page.getByTestId('remove-demo-data').click();
      await page.getByTestId('setup-item-DEMO_DATA').and(page.locator('[data-done="true"]')).waitFor();
      await completeTheRest(page);
      await page.reload();
      await page.getByTestId('go-live').click();
      await expectText(page.getByTestId('go-live-done'), 'Die Website ist jetzt live.');
    } finally {
      await context.close();
    }

    const { context: phone, page: visitor } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    try {
      for (const path of PUBLIC_PATHS) {
        await loadAndHydrate(visitor, `${app.baseUrl}${path}`);
        expect([path, (await bannerAndOverflow(visitor)).banner]).toEqual([path, null]);
      }
      for (const path of ['/impressum', '/datenschutz', '/agb']) {
        for (const language of ['de', 'en']) {
          const html = await (await fetch(`${app.baseUrl}${path}`, { headers: { 'accept-language': language } })).text();
          const article = legalArticle(html);
          // The text is there (filled in), with no bracketed placeholder marked or left, and no banner on the page.
          expect([
            path,
            language,
            article.includes('Jana Wasser'),
            html.includes('data-testid="demo-banner"'),
            article.includes('data-legal-placeholder'),
            /\[[^\]<]*\]/.test(article),
          ]).toEqual([path, language, true, false, false, false]);
        }
      }
    } finally {
      await phone.close();
    }
    expect((await contactMail('live.de@example.org', 'de')).subject).not.toContain('DEMO');
  });
});

const legalArticle = (html: string) => /<article[^>]*data-testid="legal-[a-z]+"[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';

async function expectText(locator: ReturnType<Page['getByTestId']>, text: string) {
  await locator.filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** Business profile, a real bank account and the six legal texts filled in, as the admin's settings and legal pages save them. */
async function completeTheRest(page: Page) {
  const call = (query: string, variables: Record<string, unknown>) =>
    page.evaluate(
      async ([q, v]) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: q, variables: v }),
        });
        return response.json();
      },
      [query, variables] as const,
    );
  const profile = {
    legalName: 'H2O Gersthofen',
    owner: 'Inhaberin Jana Wasser',
    street: 'Schwimmbadstraße 7',
    postalCode: '86368',
    town: 'Gersthofen',
    country: 'DE',
    phone: '0821 4711',
    email: 'info@h2o-gersthofen.de',
    taxNumber: '102/234/56789',
    vatId: 'DE123456789',
    registerEntry: '',
    notificationEmails: ['buero@h2o.test'],
  };
  expect(
    (
      await call('mutation($input: UpdateBusinessProfileInput!) { updateBusinessProfile(input: $input) { errors { field } } }', {
        input: profile,
      })
    ).data.updateBusinessProfile.errors,
  ).toEqual([]);
  const shop = {
    vatMode: 'SMALL_BUSINESS',
    placeHoldMinutes: 15,
    bankTransfer: {
      accountHolder: 'Jana Wasser',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      paymentDays: 7,
    },
  };
  expect(
    (await call('mutation($input: UpdateShopSettingsInput!) { updateShopSettings(input: $input) { errors { field } } }', { input: shop }))
      .data.updateShopSettings.errors,
  ).toEqual([]);
  const { data } = await call('{ adminLegalTexts { document language markdown } }', {});
  for (const text of data.adminLegalTexts) {
    // Each default's bracketed notes filled in (here: with made-up facts; links `[text](url)` stay), and the register
    // line taken out: a sole proprietor has no register entry.
    const markdown = (text.markdown as string)
      .split('\n')
      .filter((line) => !line.includes('{{registerEntry}}'))
      .join('\n')
      .replace(/\[([^\]\n]+)\](?!\()/g, 'Jana Wasser');
    const saved = await call(
      'mutation($input: SaveLegalTextInput!) { saveLegalText(input: $input) { legalText { unfilled } errors { field } } }',
      { input: { document: text.document, language: text.language, markdown } },
    );
    expect(saved.data.saveLegalText).toEqual({ legalText: { unfilled: [] }, errors: [] });
  }
}
