import type { ParsedMail } from 'mailparser';
import { createRequestContext, transactional } from '../src/context/request-context.js';
import { Mail } from '../src/modules/mail/mail.entity.js';
import { NewsletterSubscription } from '../src/modules/newsletter/newsletter-subscription.entity.js';
import { newsletterService } from '../src/modules/newsletter/newsletter.service.js';
import { newsletterTokenKey, signNewsletterToken } from '../src/modules/newsletter/newsletter.token.js';
import { NEWSLETTER_CONSENT_VERSION } from '../src/validation/newsletter.schema.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { type TestApp, startTestApp } from './test-app.js';
import { mailQueueDone } from './until.js';

// Real database, the app's real job worker and a real SMTP server in this process.
const APP_SECRET = 'newsletter-test-secret-0123456789abcdefghijklmnop';
let inbox: SmtpInbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ env: { SMTP_URL: inbox.url, APP_SECRET, JOB_POLL_INTERVAL_MS: '100' }, jobWorker: true });
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

const SUBSCRIBE = `mutation($input: SubscribeToNewsletterInput!) {
  subscribeToNewsletter(input: $input) { email errors { field code message } }
}`;
const CONFIRM = `mutation($input: ConfirmNewsletterSubscriptionInput!) {
  confirmNewsletterSubscription(input: $input) { subscription { email status confirmedAt unsubscribedAt } errors { field code message } }
}`;
const UNSUBSCRIBE = `mutation($input: UnsubscribeFromNewsletterInput!) {
  unsubscribeFromNewsletter(input: $input) { subscription { email status confirmedAt unsubscribedAt } errors { field code message } }
}`;

let sequence = 0;
/** An address of its own per test, so each finds its rows and mails by it. */
const freshEmail = () => `reader.${++sequence}.${Date.now()}@example.org`;

async function graphql(query: string, input: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables: { input } }),
  });
  return { status: response.status, body: (await response.json()) as any };
}
const subscribe = async (input: Record<string, unknown>, headers?: Record<string, string>) =>
  (await graphql(SUBSCRIBE, input, headers)).body.data.subscribeToNewsletter;
const confirm = async (token: string, headers?: Record<string, string>) =>
  (await graphql(CONFIRM, { token }, headers)).body.data.confirmNewsletterSubscription;
const unsubscribe = async (token: string) => (await graphql(UNSUBSCRIBE, { token })).body.data.unsubscribeFromNewsletter;

async function post(path: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const em = () => t.database.orm.em.fork();
const subscriptionOf = (email: string) => em().findOne(NewsletterSubscription, { email });
const rowCount = () => em().count(NewsletterSubscription);
const mailsTo = (email: string) => em().count(Mail, { recipient: email });
const to = (address: string) => (mail: ParsedMail) => !Array.isArray(mail.to) && mail.to?.value.some((a) => a.address === address) === true;
const recipients = () =>
  newsletterService.confirmedNewsletterRecipients(
    createRequestContext(t.database.orm.em, {
      requestId: 'test',
      clientAddress: '127.0.0.1',
      appSettings: t.app.appSettings,
      language: 'de',
      log: console,
    }),
  );

/** The link of the confirmation mail to `email`, once the worker has delivered it. */
async function confirmationLink(email: string): Promise<URL> {
  const [mail] = await inbox.waitFor(1, to(email));
  const link = /(http:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(mail.text ?? '')?.[1];
  expect(link).toBeDefined();
  return new URL(link!);
}

/** A confirmed subscriber, signed up and confirmed through the API as a visitor would. */
async function confirmedSubscriber(language = 'de') {
  const email = freshEmail();
  expect((await subscribe({ email, privacyAccepted: true }, { 'accept-language': language })).errors).toEqual([]);
  expect((await confirm((await confirmationLink(email)).searchParams.get('token')!)).errors).toEqual([]);
  return (await subscriptionOf(email))!;
}

/** Nothing was stored and no mail queued or delivered for `email`, once the worker has sent every mail queued so far. */
async function expectNothingFor(email: string, rowsBefore: number) {
  await mailQueueDone(t.database.orm.em);
  expect(await rowCount()).toBe(rowsBefore);
  expect(await subscriptionOf(email)).toBeNull();
  expect(await mailsTo(email)).toBe(0);
  expect(inbox.received.filter(to(email))).toEqual([]);
}

describe('subscribeToNewsletter', () => {
  it('stores a pending subscription with its consent and mails a German confirmation link that confirms it', async () => {
    const email = freshEmail();
    const before = Date.now();
    expect(await subscribe({ email: `  ${email} `, privacyAccepted: true })).toEqual({ email, errors: [] });
    const pending = (await subscriptionOf(email))!;
    expect([pending.status, pending.language, pending.consentVersion, pending.confirmedAt]).toEqual([
      'pending',
      'de',
      NEWSLETTER_CONSENT_VERSION,
      null,
    ]);
    expect(pending.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [mail] = await inbox.waitFor(1, to(email));
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung zum Newsletter');
    expect(mail.text).toContain('Der Link ist 3 Tage gültig.');
    const link = await confirmationLink(email);
    expect(link.origin + link.pathname).toBe(`${t.baseUrl}/newsletter/confirm`);
    expect(link.searchParams.get('lang')).toBe('de');
    expect(mail.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
    // Pending addresses get no newsletter.
    expect((await recipients()).map((r) => r.email)).not.toContain(email);

    const confirmed = await confirm(link.searchParams.get('token')!);
    expect(confirmed.errors).toEqual([]);
    expect(confirmed.subscription).toMatchObject({ email, status: 'CONFIRMED', unsubscribedAt: null });
    expect((await recipients()).find((r) => r.email === email)).toMatchObject({ email, language: 'de' });

    // Following the link again (a second click, a mail scanner's POST) is harmless and keeps the first time.
    const again = await confirm(link.searchParams.get('token')!);
    expect(again).toEqual({ subscription: confirmed.subscription, errors: [] });
  });

  it('mails an English visitor in English, and the link opens the page in English', async () => {
    const email = freshEmail();
    expect((await subscribe({ email, privacyAccepted: true }, { 'accept-language': 'en-GB,en;q=0.9' })).errors).toEqual([]);
    const [mail] = await inbox.waitFor(1, to(email));
    expect(mail.subject).toBe('Please confirm your newsletter subscription');
    expect(mail.text).toContain('The link is valid for 3 days.');
    expect(mail.headers.get('content-language')).toBe('en');
    expect((await confirmationLink(email)).searchParams.get('lang')).toBe('en');
    expect((await subscriptionOf(email))!.language).toBe('en');
  });

  it.each([
    ['email', 'anna.example.org', 'INVALID_EMAIL', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['email', '   ', 'REQUIRED', 'Dieses Feld ist erforderlich.'],
    ['email', 'anna@example.org\r\nBcc: victim@example.org', 'INVALID_EMAIL', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['email', `${'a'.repeat(250)}@example.org`, 'TOO_LONG', 'Bitte geben Sie höchstens 254 Zeichen ein.'],
    ['privacyAccepted', false, 'MUST_ACCEPT', 'Sie müssen die Datenschutzerklärung akzeptieren.'],
  ])('refuses %s (%#) with %s, stores nothing and mails nothing', async (field, value, code, message) => {
    const email = freshEmail();
    const rowsBefore = await rowCount();
    expect(await subscribe({ email, privacyAccepted: true, [field]: value })).toEqual({ email: null, errors: [{ field, code, message }] });
    await expectNothingFor(email, rowsBefore);
  });

  it('words its refusals in the language of the request', async () => {
    const { errors } = await subscribe({ email: 'nope', privacyAccepted: false }, { 'accept-language': 'en' });
    expect(errors).toEqual([
      { field: 'email', code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' },
      { field: 'privacyAccepted', code: 'MUST_ACCEPT', message: 'You must accept the privacy policy.' },
    ]);
  });

  it('refuses a filled honeypot as automated, storing and mailing nothing', async () => {
    const email = freshEmail();
    const rowsBefore = await rowCount();
    const refused = await subscribe({ email, privacyAccepted: true, website: 'https://spam.example' });
    expect(refused.email).toBeNull();
    expect(refused.errors).toEqual([{ field: null, code: 'REJECTED', message: expect.stringContaining('automatisch') }]);
    await expectNothingFor(email, rowsBefore);
  });

  it('answers a confirmed address exactly like a new one, without a new mail, in any spelling of its case', async () => {
    const subscriber = await confirmedSubscriber();
    const mailsBefore = await mailsTo(subscriber.email);
    const shouted = subscriber.email.toUpperCase();
    expect(await subscribe({ email: shouted, privacyAccepted: true })).toEqual({ email: shouted, errors: [] });
    await mailQueueDone(t.database.orm.em);
    expect(await mailsTo(subscriber.email)).toBe(mailsBefore);
    expect(await mailsTo(shouted)).toBe(0);
    const rows = await em().find(NewsletterSubscription, { id: subscriber.id });
    expect(rows.map((row) => [row.status, row.confirmedAt?.getTime()])).toEqual([['confirmed', subscriber.confirmedAt!.getTime()]]);
  });

  it('keeps one pending row per address and mails it once however often it is signed up at once', async () => {
    const email = freshEmail();
    const answers = await Promise.all([1, 2, 3, 4].map(() => subscribe({ email, privacyAccepted: true })));
    expect(answers.every((answer) => answer.errors.length === 0)).toBe(true);
    expect(await em().count(NewsletterSubscription, { email })).toBe(1);
    await inbox.waitFor(1, to(email));
    await mailQueueDone(t.database.orm.em);
    expect(await mailsTo(email)).toBe(1);
    expect(inbox.received.filter(to(email))).toHaveLength(1);
  });
});

describe('confirmation and unsubscribe links', () => {
  const key = newsletterTokenKey(APP_SECRET);

  it.each([
    ['a tampered token', (token: string) => `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`],
    ['a token for another subscription id', (token: string) => token.replace(/^c\.(\d+)\./, (_m, id) => `c.${Number(id) + 100000}.`)],
    ['an unsubscribe token', (token: string) => token.replace(/^c\./, 'u.')],
    ['garbage', () => 'not-a-token'],
    ['a huge value (within the body limit)', () => 'c.1.1.'.padEnd(50_000, 'x')],
  ])('refuses %s with a translated message and changes nothing', async (_label, spoil) => {
    const email = freshEmail();
    await subscribe({ email, privacyAccepted: true });
    const token = (await confirmationLink(email)).searchParams.get('token')!;
    const refused = await confirm(spoil(token));
    expect(refused).toEqual({
      subscription: null,
      errors: [
        {
          field: 'token',
          code: 'INVALID_TOKEN',
          message: 'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.',
        },
      ],
    });
    expect((await subscriptionOf(email))!.status).toBe('pending');
  });

  it('refuses an expired confirmation link (signed with a past expiry) and changes nothing', async () => {
    const email = freshEmail();
    await subscribe({ email, privacyAccepted: true });
    const row = (await subscriptionOf(email))!;
    const expired = signNewsletterToken(key, { purpose: 'confirm', subscriptionId: row.id, expiresAt: new Date(Date.now() - 1000) }, email);
    expect((await confirm(expired, { 'accept-language': 'en' })).errors).toEqual([
      { field: 'token', code: 'TOKEN_EXPIRED', message: 'This link has expired. Please sign up again and we will send you a new link.' },
    ]);
    expect((await subscriptionOf(email))!.status).toBe('pending');
    // The same token a minute from expiring is genuine and works: only the expiry refused it.
    const fresh = signNewsletterToken(key, { purpose: 'confirm', subscriptionId: row.id, expiresAt: new Date(Date.now() + 60_000) }, email);
    expect((await confirm(fresh)).subscription.status).toBe('CONFIRMED');
  });

  it('refuses a token signed with another key, or for the address the row does not have', async () => {
    const email = freshEmail();
    await subscribe({ email, privacyAccepted: true });
    const row = (await subscriptionOf(email))!;
    const claims = { purpose: 'confirm' as const, subscriptionId: row.id, expiresAt: new Date(Date.now() + 60_000) };
    const otherKey = signNewsletterToken(newsletterTokenKey('an-attackers-guess-at-the-secret-0123456789'), claims, email);
    const otherAddress = signNewsletterToken(key, claims, 'attacker@example.org');
    for (const token of [otherKey, otherAddress]) expect((await confirm(token)).errors[0].code).toBe('INVALID_TOKEN');
    expect((await subscriptionOf(email))!.status).toBe('pending');
  });
});

describe('unconfirmed sign-ups', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('are forgotten 30 days after the latest consent, by a job each sign-up schedules; confirmed ones stay', async () => {
    const email = freshEmail();
    const before = Date.now();
    await subscribe({ email, privacyAccepted: true });
    const row = (await subscriptionOf(email))!;
    const jobs = await em().execute(
      `select run_at from graphile_worker.jobs where task_identifier = 'newsletter_forget_unconfirmed' and key = ?`,
      [`newsletter-unconfirmed-${row.id}`],
    );
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0].run_at).getTime()).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(new Date(jobs[0].run_at).getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY + 1000);

    const after = (days: number) => new Date(row.consentedAt.getTime() + days * DAY);
    expect(await newsletterService.forgetUnconfirmed(em(), row.id, after(29))).toBe(false);
    expect(await subscriptionOf(email)).not.toBeNull();
    expect(await newsletterService.forgetUnconfirmed(em(), row.id, after(30))).toBe(true);
    expect(await subscriptionOf(email)).toBeNull();

    const confirmed = await confirmedSubscriber();
    expect(await newsletterService.forgetUnconfirmed(em(), confirmed.id, after(400))).toBe(false);
    expect((await subscriptionOf(confirmed.email))!.status).toBe('confirmed');
  });
});

describe('newsletter mails', () => {
  const ctx = () =>
    createRequestContext(t.database.orm.em, {
      requestId: 'test',
      clientAddress: '127.0.0.1',
      appSettings: t.app.appSettings,
      language: 'de',
      origin: t.baseUrl,
      log: console,
    });

  it("always carry the subscriber's unsubscribe link and one-click headers, and the one-click POST unsubscribes", async () => {
    const subscriber = await confirmedSubscriber('en');
    const recipient = (await recipients()).find((r) => r.email === subscriber.email)!;
    await transactional(ctx(), (tx) =>
      newsletterService.queueNewsletterMail(tx, recipient, {
        subject: 'Winter courses',
        text: 'New dates are online.\n\nSee you in the pool!',
      }),
    );
    const [mail] = await inbox.waitFor(1, (received) => to(subscriber.email)(received) && received.subject === 'Winter courses');

    const header = (name: string) =>
      mail.headerLines
        .find((line) => line.key === name)
        ?.line.replace(/^[^:]+:\s*/, '')
        .replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(http:\/\/\S+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
    expect(oneClick).toMatch(new RegExp(`^${t.baseUrl}/api/newsletter/unsubscribe\\?token=u\\.${subscriber.id}\\.0\\.`));
    const page = /Unsubscribe from the newsletter:\n(http:\/\/\S+)/.exec(mail.text ?? '')?.[1];
    expect(page).toMatch(new RegExp(`^${t.baseUrl}/newsletter/unsubscribe\\?token=u\\.`));
    expect(mail.text).toContain('New dates are online.\n\nSee you in the pool!');
    expect(mail.html).toContain(`href="${page!.replace(/&/g, '&amp;')}"`);

    // A mail program without one-click opens the header's link in a browser: it lands on the page (whose
    // button unsubscribes), and the GET itself changes nothing.
    const opened = await fetch(oneClick!, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(
      `/newsletter/unsubscribe?token=${encodeURIComponent(new URL(oneClick!).searchParams.get('token')!)}`,
    );
    expect((await recipients()).map((r) => r.email)).toContain(subscriber.email);

    // RFC 8058: the mail provider POSTs the form body to the header's URL, token in the query string.
    const response = await post(new URL(oneClick!).pathname + new URL(oneClick!).search, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: subscriber.email,
      status: 'unsubscribed',
      unsubscribedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect((await recipients()).map((r) => r.email)).not.toContain(subscriber.email);

    // Again, as multipart (also allowed by RFC 8058), and through the page's mutation: harmless.
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    expect((await post(new URL(oneClick!).pathname + new URL(oneClick!).search, form, {})).status).toBe(200);
    const viaPage = await unsubscribe(new URL(page!).searchParams.get('token')!);
    expect(viaPage.subscription).toEqual({ ...response.body, status: 'UNSUBSCRIBED' });
    // The old confirmation link cannot sign the address up again behind the subscriber's back.
    const [confirmation] = await inbox.waitFor(
      1,
      (received) => to(subscriber.email)(received) && received.subject === 'Please confirm your newsletter subscription',
    );
    const oldToken = new URL(/(http:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(confirmation.text ?? '')![1]).searchParams.get('token')!;
    expect((await confirm(oldToken)).errors[0].code).toBe('INVALID_TOKEN');
    expect((await subscriptionOf(subscriber.email))!.status).toBe('unsubscribed');
  });
});

describe('REST door', () => {
  it('POST /api/newsletter answers 202 with the address, and 400 with the refused fields storing nothing', async () => {
    const email = freshEmail();
    expect(await post('/api/newsletter', { email, privacyAccepted: true })).toEqual({
      status: 202,
      body: { email, confirmationMail: 'queued' },
    });
    expect((await subscriptionOf(email))!.status).toBe('pending');

    const refusedEmail = freshEmail();
    const rowsBefore = await rowCount();
    const refused = await post(
      '/api/newsletter',
      { email: refusedEmail, privacyAccepted: false },
      { 'content-type': 'application/json', 'accept-language': 'en' },
    );
    expect(refused).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'privacyAccepted: You must accept the privacy policy.',
        errors: [{ field: 'privacyAccepted', code: 'MUST_ACCEPT', message: 'You must accept the privacy policy.' }],
      },
    });
    await expectNothingFor(refusedEmail, rowsBefore);
  });

  it('refuses malformed, wrongly typed, foreign and oversized bodies with a 4xx, storing nothing', async () => {
    const rowsBefore = await rowCount();
    expect((await post('/api/newsletter', '{"email": "a@')).status).toBe(400);
    const wrongTypes = await post('/api/newsletter', { email: ['a@b.de'], privacyAccepted: 1, website: { x: 1 } });
    expect([wrongTypes.status, wrongTypes.body.errors.map((error: any) => [error.field, error.code])]).toEqual([
      400,
      [
        ['email', 'INVALID_TYPE'],
        ['privacyAccepted', 'INVALID_TYPE'],
        ['website', 'INVALID_TYPE'],
      ],
    ]);
    expect((await post('/api/newsletter', [{ email: 'a@b.de' }])).status).toBe(400);
    expect((await post('/api/newsletter', 'email=a%40b.de', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post('/api/newsletter', { email: `${'a'.repeat(60_000)}@example.org`, privacyAccepted: true })).body.errors[0].code).toBe(
      'TOO_LONG',
    );
    expect((await post('/api/newsletter', { email: 'a@b.de', privacyAccepted: true, padding: 'x'.repeat(2_000_000) })).status).toBe(413);
    expect((await post('/api/newsletter', { email: 'nul\u0000@example.org', privacyAccepted: true })).status).toBe(400);
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('POST /api/newsletter/confirm takes the token from a JSON body; bad tokens answer 400', async () => {
    const email = freshEmail();
    await post('/api/newsletter', { email, privacyAccepted: true });
    const token = (await confirmationLink(email)).searchParams.get('token')!;
    const confirmed = await post('/api/newsletter/confirm', { token });
    expect(confirmed).toEqual({
      status: 200,
      body: { email, status: 'confirmed', confirmedAt: expect.stringMatching(/^\d{4}-/), unsubscribedAt: null },
    });
    const bad = await post(
      '/api/newsletter/confirm',
      { token: 'not-a-token' },
      { 'content-type': 'application/json', 'accept-language': 'en' },
    );
    expect([bad.status, bad.body.code, bad.body.errors[0].code]).toEqual([400, 'VALIDATION_FAILED', 'INVALID_TOKEN']);
    const notText = await post('/api/newsletter/confirm', { token: 42 }, { 'content-type': 'application/json', 'accept-language': 'en' });
    expect([notText.status, notText.body.code, notText.body.errors[0].code]).toEqual([400, 'VALIDATION_FAILED', 'INVALID_TYPE']);
  });

  it('POST /api/newsletter/unsubscribe refuses bad tokens and oversized form bodies, sends a browser GET to the page, and answers other methods with 405', async () => {
    const garbage = await post('/api/newsletter/unsubscribe?token=u.1.0.xyz', 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect([garbage.status, garbage.body.errors?.[0].code]).toEqual([400, 'INVALID_TOKEN']);
    const oversized = await post('/api/newsletter/unsubscribe?token=u.1.0.xyz', `List-Unsubscribe=${'x'.repeat(5000)}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect([oversized.status, oversized.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const repeated = await post('/api/newsletter/unsubscribe?token=a&token=b', '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect([repeated.status, repeated.body.code]).toEqual([400, 'INVALID_PARAMETER']);
    const put = await fetch(`${t.baseUrl}/api/newsletter/unsubscribe?token=u.1.0.xyz`, { method: 'PUT' });
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'POST, GET, HEAD, OPTIONS']);
    // A GET is a person opening the link: sent on to the page (which checks the token when its button is pressed).
    const get = await fetch(`${t.baseUrl}/api/newsletter/unsubscribe?token=u.1.0.xyz`, { redirect: 'manual' });
    expect([get.status, get.headers.get('location')]).toEqual([303, '/newsletter/unsubscribe?token=u.1.0.xyz']);
    const repeatedGet = await fetch(`${t.baseUrl}/api/newsletter/unsubscribe?token=a&token=b`, { redirect: 'manual' });
    expect(repeatedGet.status).toBe(400);
  });

  it('counts the one-click path (registered in a scope of its own for form bodies) against the write budget like every POST', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_WRITES: '1' }, databaseUrl: t.database.orm.config.get('clientUrl') as string });
    try {
      const send = () =>
        fetch(`${limited.baseUrl}/api/newsletter/unsubscribe?token=u.1.0.xyz`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
      expect((await send()).status).toBe(400);
      const refused = await send();
      expect([refused.status, ((await refused.json()) as any).code]).toEqual([429, 'RATE_LIMITED']);
    } finally {
      await limited.close();
    }
  });
});
