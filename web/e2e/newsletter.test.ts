import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { NewsletterSubscription } from '../../api/src/modules/newsletter/newsletter-subscription.entity.js';
import { type SmtpInbox, startSmtpInbox } from '../../api/test/smtp-inbox.js';
import { type TestApp, startTestApp } from '../../api/test/test-app.js';
import { launchBrowser, loadAndHydrate, openRecorded } from './browser.js';

// The real app with its job worker, mailing to a real SMTP server in this process.
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
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await inbox?.stop();
});

const PHONE = { width: 375, height: 812 };

/** Page object of the footer's sign-up form (its test ids carry `newsletter-`). */
class NewsletterForm {
  constructor(private readonly page: Page) {}
  /**
   * Scrolls to the footer's sign-up and waits until React has hydrated it: its code is fetched only when
   * a visitor comes near it (NewsletterFooterSection), so a page without scrolling has not loaded it.
   */
  async reach() {
    await this.page.getByTestId('newsletter-signup').scrollIntoViewIfNeeded();
    await this.page.waitForFunction(() =>
      Object.keys(document.querySelector('#newsletter form') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
  }
  email() {
    return this.page.getByTestId('newsletter-email');
  }
  consent() {
    return this.page.getByTestId('newsletter-privacyAccepted');
  }
  error(name: string) {
    return this.page.getByTestId(`newsletter-${name}-error`);
  }
  async submit() {
    await this.page.getByTestId('newsletter-submit').click();
  }
  success() {
    return this.page.getByTestId('newsletter-success');
  }
}

const statusOf = async (email: string) => (await app.database.orm.em.fork().findOneOrFail(NewsletterSubscription, { email })).status;
const to = (address: string) => (mail: ParsedMail) => !Array.isArray(mail.to) && mail.to?.value.some((a) => a.address === address) === true;

describe('newsletter sign-up with double opt-in', () => {
  it('signs up in the footer on a phone; the mailed link opens a page whose button confirms', async () => {
    const { context, page, graphql, problems } = await openRecorded(browser, { viewport: PHONE });
    await loadAndHydrate(page, `${app.baseUrl}/`);
    expect(graphql).toEqual([]);
    const form = new NewsletterForm(page);
    // Formik and yup wait until the visitor comes near the form.
    expect(
      await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /NewsletterSignupForm-/.test(entry.name))),
    ).toBe(false);
    await form.reach();
    const email = `lena.${Date.now()}@example.org`;

    await form.email().fill(email);
    await form.submit();
    expect(await form.error('privacyAccepted').innerText()).toBe('Sie müssen die Datenschutzerklärung akzeptieren.');
    await form.consent().check();
    await form.submit();
    await form
      .success()
      .getByText(/^Fast geschafft! Bitte prüfen Sie Ihr Postfach/)
      .waitFor();
    expect(await form.email().inputValue()).toBe('');
    // The footer form fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const [mail] = await inbox.waitFor(1, to(email));
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung zum Newsletter');
    const link = /(http:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(mail.text ?? '')?.[1];
    expect(link?.startsWith(`${app.baseUrl}/newsletter/confirm?token=`)).toBe(true);

    // What a mail scanner does: a plain GET. The server renders the page with its button, not indexed, and nothing changes.
    const response = await fetch(link!);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(html).toContain('<title>Newsletter-Anmeldung bestätigen');
    expect(html).toMatch(/<button[^>]*data-testid="newsletter-link-button"[^>]*>Anmeldung bestätigen<\/button>/);
    expect(await statusOf(email)).toBe('pending');

    // The visitor opens it: still nothing changes (not even a request) until the button is pressed.
    expect(graphql).toHaveLength(1); // the sign-up
    await loadAndHydrate(page, link!);
    expect(graphql).toHaveLength(1);
    expect(await statusOf(email)).toBe('pending');
    await page.getByTestId('newsletter-link-button').click();
    const confirmPage = page.getByTestId('newsletter-confirm');
    await confirmPage.getByRole('heading', { level: 1, name: 'Vielen Dank!' }).waitFor();
    expect(await page.getByTestId('newsletter-link-text').innerText()).toContain(`Der Newsletter kommt ab jetzt an ${email}.`);
    expect(await page.getByTestId('newsletter-link-button').count()).toBe(0);
    expect(await statusOf(email)).toBe('confirmed');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('explains a broken link in English and takes the visitor to the sign-up form', async () => {
    const { context, page, problems } = await openRecorded(browser, { locale: 'en-US' });
    await loadAndHydrate(page, `${app.baseUrl}/newsletter/confirm?token=c.1.1.broken`);
    await page.getByTestId('newsletter-link-button').click();
    await page.getByRole('heading', { level: 1, name: 'Your subscription could not be confirmed' }).waitFor();
    expect(await page.getByTestId('newsletter-link-text').innerText()).toBe(
      'This link is not valid. Please check that you copied it completely from the e-mail.',
    );
    await page.getByTestId('newsletter-subscribe-again').click();
    await page.waitForFunction(() => document.activeElement?.id === 'newsletter-email');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('renders the unsubscribe page without a token as a message, keeps the pages out of the sitemap and ids unique beside the contact form', async () => {
    const page = await (await fetch(`${app.baseUrl}/newsletter/unsubscribe?lang=en`)).text();
    expect(page).toContain('This link is missing its code. Please open the link directly from the e-mail.');
    expect(page).not.toContain('data-testid="newsletter-link-button"');
    expect(page).toContain('href="/contact"');
    expect(await (await fetch(`${app.baseUrl}/sitemap.xml`)).text()).not.toContain('/newsletter');

    // The contact page has two forms (its own and the footer's, which the browser adds near the footer): no id twice.
    const { context, page: contact } = await openRecorded(browser);
    await loadAndHydrate(contact, `${app.baseUrl}/contact`);
    await contact.getByTestId('newsletter-signup').scrollIntoViewIfNeeded();
    await contact.locator('#newsletter-email').waitFor();
    const ids = await contact.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(['field-email', 'newsletter-email']));
    await context.close();
  });
});
