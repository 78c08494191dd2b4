import type { ParsedMail } from 'mailparser';
import { createRequestContext, transactional } from '../src/context/request-context.js';
import { CaughtMail } from '../src/modules/mail/caught-mail.entity.js';
import { Mail, MailStatus } from '../src/modules/mail/mail.entity.js';
import { queueMail } from '../src/modules/mail/index.js';
import type { OrderConfirmationMailData } from '../src/modules/orders/order-confirmation.mail-templates.js';
import { renderMail, translator } from '../src/modules/mail/mail.render.js';
import { mailTemplate } from '../src/modules/mail/mail-registry.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { type TestApp, startTestApp } from './test-app.js';
import { mailQueueDone, until } from './until.js';

// Mails go out through the app's real job worker to a real SMTP server in this process.
let inbox: SmtpInbox;
let t: TestApp;
const MAIL_TO = 'team@h2o.test';
const env = (extra: Record<string, string> = {}) => ({
  MAIL_TO,
  MAIL_FROM: 'H2O Gersthofen <info@h2o.test>',
  JOB_POLL_INTERVAL_MS: '100',
  ...extra,
});

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ env: env({ SMTP_URL: inbox.url }), jobWorker: true });
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

const SUBMIT = `mutation($input: SubmitContactMessageInput!) {
  submitContactMessage(input: $input) { contactMessage { databaseId } errors { field code } }
}`;

let sequence = 0;
/** A valid message from a sender of its own, so each test finds its mails by address. */
function message(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: 'Anna <b>Berger</b>',
    email: `anna.${sequence}@example.org`,
    subject: 'Kursanfrage Seepferdchen',
    message: 'Ist im Dezember noch ein Platz frei?\nMeine Tochter ist 6 & schwimmt gern.',
    privacyAccepted: true,
    ...overrides,
  };
}

async function submit(app: TestApp, input: Record<string, unknown>, language?: string) {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
    body: JSON.stringify({ query: SUBMIT, variables: { input } }),
  });
  const body = (await response.json()) as any;
  return body.data.submitContactMessage as { contactMessage: { databaseId: number } | null; errors: unknown[] };
}

const to = (address: string) => (mail: ParsedMail) =>
  mail.to !== undefined && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === address);
const about = (sender: string) => (mail: ParsedMail) => to(sender)(mail) || mail.replyTo?.value.some((a) => a.address === sender) === true;
const outbox = (app: TestApp, where: object = {}) => app.database.orm.em.fork().find(Mail, where, { orderBy: { id: 'asc' } });
const jobCount = async (app: TestApp) =>
  Number((await app.database.orm.em.fork().execute(`select count(*) as n from graphile_worker.jobs`))[0].n);

describe('mail outbox', () => {
  it('sends the business a notification and the sender a German acknowledgement, and records both as sent', async () => {
    const input = message();
    expect((await submit(t, input)).errors).toEqual([]);
    const [notification] = await inbox.waitFor(1, (mail) => to(MAIL_TO)(mail) && about(input.email)(mail));
    const [acknowledgement] = await inbox.waitFor(1, to(input.email));

    expect(notification.from?.value).toEqual([{ name: 'H2O Gersthofen', address: 'info@h2o.test' }]);
    expect(notification.replyTo?.value[0].address).toBe(input.email);
    expect(notification.subject).toBe('Kontaktanfrage: Kursanfrage Seepferdchen');
    expect(notification.text).toContain('> Ist im Dezember noch ein Platz frei?\n> Meine Tochter ist 6 & schwimmt gern.');
    expect(notification.text).toContain(`E-Mail: ${input.email}`);
    expect(notification.text).toContain('Sprache: Deutsch');
    // Visitors' values are text in the HTML, never markup.
    expect(notification.html).toContain('Anna &lt;b&gt;Berger&lt;/b&gt;');
    expect(notification.html).not.toContain('<b>Berger</b>');
    expect(notification.html).toContain('Meine Tochter ist 6 &amp; schwimmt gern.');

    expect(acknowledgement.subject).toBe('Wir haben Ihre Nachricht erhalten: Kursanfrage Seepferdchen');
    expect(acknowledgement.text).toContain('Vielen Dank für Ihre Nachricht, Anna <b>Berger</b>!');
    expect(acknowledgement.text).toContain('> Ist im Dezember noch ein Platz frei?');
    expect(acknowledgement.html).toContain('<html lang="de">');
    expect(acknowledgement.html).toContain('Vielen Dank für Ihre Nachricht, Anna &lt;b&gt;Berger&lt;/b&gt;!');
    expect(acknowledgement.headers.get('content-language')).toBe('de');

    const rows = await until(
      () => outbox(t, { $or: [{ recipient: input.email }, { replyTo: input.email }] }),
      (rows) => rows.every((row) => row.status === MailStatus.SENT),
    );
    expect(rows.map((row) => [row.template, row.recipient, row.language, row.status, row.attempts])).toEqual([
      ['contactNotification', MAIL_TO, 'de', 'sent', 1],
      ['contactAcknowledgement', input.email, 'de', 'sent', 1],
    ]);
    expect(rows[1].sentAt).toBeInstanceOf(Date);
  });

  it('sends a course request to the business and acknowledges it to the requester in their language', async () => {
    sequence += 1;
    const email = `lena.parent.${sequence}@example.org`;
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({
        query:
          'mutation($input: SubmitCourseRequestInput!) { submitCourseRequest(input: $input) { booking { databaseId } errors { field } } }',
        variables: { input: { courseId: 1, name: 'Lena <i>Parent</i>', email, message: 'For my daughter (6).', privacyAccepted: true } },
      }),
    });
    expect(((await response.json()) as any).data.submitCourseRequest.errors).toEqual([]);
    const [acknowledgement] = await inbox.waitFor(1, to(email));
    // The visitor's copy names the course as their English page did; the business's stays German.
    expect(acknowledgement.subject).toBe('We have received your request for "Seahorse badge course"');
    expect(acknowledgement.text).toContain('This does not reserve a place yet');
    expect(acknowledgement.html).toContain('Lena &lt;i&gt;Parent&lt;/i&gt;');
    const [notification] = await inbox.waitFor(1, (mail) => to(MAIL_TO)(mail) && about(email)(mail));
    expect(notification.subject).toBe('Kursanfrage: Seepferdchen-Kurs');
    expect(notification.text).toContain('> For my daughter (6).');
    expect(notification.text).toContain('Sprache: Englisch');
  });

  it('answers an English visitor in English (the business still reads German)', async () => {
    const input = message({ subject: 'Swimming course', message: 'Is there a place left in December?' });
    expect((await submit(t, input, 'en-GB,en;q=0.9')).errors).toEqual([]);
    const [acknowledgement] = await inbox.waitFor(1, to(input.email));
    expect(acknowledgement.subject).toBe('We have received your message: Swimming course');
    expect(acknowledgement.text).toContain('Thank you for your message, Anna <b>Berger</b>!');
    expect(acknowledgement.text).toContain('Kind regards');
    expect(acknowledgement.html).toContain('<html lang="en">');
    const [notification] = await inbox.waitFor(1, (mail) => to(MAIL_TO)(mail) && about(input.email)(mail));
    expect(notification.subject).toBe('Kontaktanfrage: Swimming course');
    expect(notification.text).toContain('Sprache: Englisch');
  });

  it('queues nothing for a refused submission', async () => {
    const before = { mails: (await outbox(t)).length, received: inbox.received.length };
    const input = message({ message: 'Zu kurz' });
    expect((await submit(t, input)).errors).toEqual([{ field: 'message', code: 'TOO_SHORT' }]);
    await mailQueueDone(t.database.orm.em);
    expect((await outbox(t)).length).toBe(before.mails);
    expect(inbox.received.length).toBe(before.received);
  });

  it('queues nothing when the write rolls back, and refuses to queue outside a transaction', async () => {
    const ctx = createRequestContext(t.database.orm.em, {
      requestId: 'test',
      clientAddress: '127.0.0.1',
      appSettings: t.app.appSettings,
      language: 'de',
      log: console,
    });
    const jobsBefore = await jobCount(t);
    const mail = {
      template: 'contactAcknowledgement',
      to: 'rollback@example.org',
      language: 'de',
      data: { ...message(), visitorLanguage: 'de' },
    } as const;
    await expect(
      transactional(ctx, async (tx) => {
        await queueMail(tx, mail);
        throw new Error('the form write failed after queueing');
      }),
    ).rejects.toThrow('the form write failed after queueing');
    await expect(queueMail(ctx, mail)).rejects.toThrow(/inside the transaction/);
    expect(await outbox(t, { recipient: 'rollback@example.org' })).toEqual([]);
    expect(await jobCount(t)).toBe(jobsBefore);
    await mailQueueDone(t.database.orm.em);
    expect(inbox.received.filter(to('rollback@example.org'))).toEqual([]);
  });

  it('keeps mails while the SMTP server is down and delivers them once, when it is back', async () => {
    await inbox.stop();
    const input = message();
    try {
      expect((await submit(t, input)).errors).toEqual([]);
      // The first attempt fails (connection refused); the row stays queued, with the reason.
      // Both mails (the sender's copy and the office's notice) have met the closed port before the server is back.
      const failed = await until(
        () => outbox(t, { $or: [{ recipient: input.email }, { replyTo: input.email }] }),
        (rows) => rows.length === 2 && rows.every((row) => row.attempts >= 1),
      );
      for (const row of failed) expect(row).toMatchObject({ status: MailStatus.QUEUED, lastError: expect.stringMatching(/ECONNREFUSED/) });
    } finally {
      await inbox.start();
    }
    // graphile-worker's back-off: the retry comes exp(1) ≈ 2.7 s after the failure.
    const [acknowledgement] = await inbox.waitFor(1, to(input.email), 20_000);
    expect(acknowledgement.subject).toBe('Wir haben Ihre Nachricht erhalten: Kursanfrage Seepferdchen');
    await inbox.waitFor(1, (mail) => to(MAIL_TO)(mail) && about(input.email)(mail), 20_000);
    const rows = await until(
      () => outbox(t, { $or: [{ recipient: input.email }, { replyTo: input.email }] }),
      (rows) => rows.every((row) => row.status === MailStatus.SENT),
    );
    expect(rows.every((row) => row.attempts >= 2 && row.lastError === null)).toBe(true);
    // Never twice: once no delivery is left to run, each mail arrived once.
    await mailQueueDone(t.database.orm.em);
    expect(inbox.received.filter(about(input.email))).toHaveLength(2);
  });

  it('sends each mail once while two app instances run workers on one database', async () => {
    const second = await startTestApp({
      env: env({ SMTP_URL: inbox.url }),
      jobWorker: true,
      databaseUrl: t.database.orm.config.get('clientUrl') as string,
    });
    try {
      const inputs = Array.from({ length: 6 }, () => message());
      await Promise.all(inputs.map((input, index) => submit(index % 2 ? second : t, input)));
      for (const input of inputs) await inbox.waitFor(2, about(input.email));
      await mailQueueDone(t.database.orm.em);
      for (const input of inputs) expect([input.email, inbox.received.filter(about(input.email)).length]).toEqual([input.email, 2]);
    } finally {
      await second.close();
    }
  });

  it("mails each server's business at its own MAIL_TO while two servers run in one process", async () => {
    const otherTeam = 'other-team@h2o.test';
    const second = await startTestApp({ env: env({ SMTP_URL: inbox.url, MAIL_TO: otherTeam }), jobWorker: true });
    try {
      const [first, other] = [message(), message()];
      expect((await submit(t, first)).errors).toEqual([]);
      expect((await submit(second, other)).errors).toEqual([]);
      const [toFirstTeam] = await inbox.waitFor(1, (mail) => to(MAIL_TO)(mail) && about(first.email)(mail));
      const [toOtherTeam] = await inbox.waitFor(1, (mail) => to(otherTeam)(mail) && about(other.email)(mail));
      expect(toFirstTeam.replyTo?.value[0].address).toBe(first.email);
      expect(toOtherTeam.replyTo?.value[0].address).toBe(other.email);
      expect(inbox.received.filter((mail) => to(otherTeam)(mail) && about(first.email)(mail))).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe('mail outbox without SMTP_URL', () => {
  it('sends the mails, in both languages, to the embedded mail catcher, which keeps what arrived over SMTP', async () => {
    const catching = await startTestApp({ env: env(), jobWorker: true });
    try {
      const input = message();
      expect((await submit(catching, input, 'en')).errors).toEqual([]);
      const rows = await until(
        () => outbox(catching),
        (rows) => rows.length === 2 && rows.every((row) => row.status === MailStatus.CAUGHT),
      );
      expect(rows.map((row) => [row.template, row.recipient, row.language, row.attempts])).toEqual([
        ['contactNotification', MAIL_TO, 'de', 1],
        ['contactAcknowledgement', input.email, 'en', 1],
      ]);
      for (const row of rows) expect(row.serverResponse).toMatch(/^250 .*Caught as #\d+/);
      // The worker sends both at once, so the catcher may get them in either order: matched by Message-ID.
      const found = await catching.database.orm.em.fork().find(CaughtMail, { messageId: { $in: rows.map((row) => row.messageId!) } });
      const caught = rows.map((row) => found.find((mail) => mail.messageId === row.messageId)!);
      expect(caught.map((mail) => [mail.recipients, mail.subject])).toEqual([
        [MAIL_TO, rows[0].subject],
        [input.email, 'We have received your message: Kursanfrage Seepferdchen'],
      ]);
      expect(rows[0].subject).toBe('Kontaktanfrage: Kursanfrage Seepferdchen');
      expect(caught[1].html).toContain('Anna &lt;b&gt;Berger&lt;/b&gt;');
      expect(caught[1].source).toContain('Content-Language: en');
      // The test's own SMTP server (SMTP_URL of the other app) got none of them.
      expect(inbox.received.filter(about(input.email))).toEqual([]);
    } finally {
      await catching.close();
    }
  });

  it('in production sends nothing and marks the mails not sent, never sent', async () => {
    const production = await startTestApp({ env: env({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.h2o.example' }), jobWorker: true });
    try {
      const input = message();
      expect((await submit(production, input)).errors).toEqual([]);
      const rows = await until(
        () => outbox(production),
        (rows) => rows.length === 2 && rows.every((row) => row.status === MailStatus.NOT_SENT),
      );
      expect(rows.map((row) => [row.attempts, row.sentAt ?? null, row.serverResponse ?? null])).toEqual([
        [0, null, null],
        [0, null, null],
      ]);
      expect(inbox.received.filter(about(input.email))).toEqual([]);
    } finally {
      await production.close();
    }
  });
});

/** An order of two courses by bank transfer, as the order service hands it to the template. */
function orderMail(overrides: Partial<OrderConfirmationMailData> = {}): OrderConfirmationMailData {
  return {
    orderNumber: 'H2O-0042',
    customerName: 'Anna <Muster>',
    // 23:30 UTC is already the next day in Gersthofen.
    orderedAt: '2026-11-27T23:30:00.000Z',
    items: [
      {
        courseTitle: 'Seepferdchen-Kurs',
        startDate: '2027-01-09',
        endDate: '2027-03-13',
        time: '09:00-09:45',
        location: 'Hallenbad Gersthofen',
        quantity: 2,
        unitPriceCents: 16000,
        lineTotalCents: 32000,
        participants: ['Mia Muster', 'Ben Muster'],
      },
      {
        courseTitle: 'Schwimmkurs für Erwachsene',
        startDate: '2027-02-01',
        endDate: null,
        time: null,
        location: null,
        quantity: 1,
        unitPriceCents: 19050,
        lineTotalCents: 19050,
        participants: ['Anna Muster'],
      },
    ],
    totalAmountCents: 51050,
    vatMode: 'INCLUDED_19',
    paymentMethod: 'invoice',
    paid: false,
    bankTransfer: {
      accountHolder: 'H2O Gersthofen GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      reference: 'H2O-0042',
      amountCents: 51050,
      deadline: '2026-12-05T22:59:59.000Z',
    },
    orderUrl: 'https://h2o.test/checkout/order?key=abc_DEF-123',
    ...overrides,
  };
}

const renderOrderMail = (data: OrderConfirmationMailData, language: 'de' | 'en') =>
  renderMail(mailTemplate('orderConfirmation')(data, translator(language)), language);
// Amounts are written with a no-break space before the euro sign, as Intl formats them for de-DE.
const euros = (text: string) => text.replace(/ €/g, '\u00a0€');
/** What a reader sees of the HTML part: tags gone, entities read, a field's label and value as "label: value". */
const visible = (html: string) =>
  html
    .replace(/<br>/g, '\n')
    .replace(/<\/th>\s*<td[^>]*>/g, ': ')
    .replace(/<\/tr>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ');

describe('order confirmation mail', () => {
  it.each([
    [
      'de',
      'Ihre Buchung H2O-0042',
      [
        'Vielen Dank für Ihre Buchung, Anna <Muster>!',
        'Buchungsnummer: H2O-0042',
        'Gebucht am: 28.11.2026',
        'Kurs: Seepferdchen-Kurs',
        'Termin: 09.01.2027 – 13.03.2027',
        'Uhrzeit: 09:00-09:45',
        'Ort: Hallenbad Gersthofen',
        'Plätze: 2',
        'Teilnehmer: Mia Muster, Ben Muster',
        euros('Preis pro Platz: 160,00 €'),
        euros('Summe: 320,00 €'),
        'Kurs: Schwimmkurs für Erwachsene',
        'Termin: 01.02.2027',
        'Teilnehmer: Anna Muster',
        euros('Preis pro Platz: 190,50 €'),
        euros('Gesamtbetrag: 510,50 €'),
        euros('Darin enthaltene MwSt. (19 %): 81,51 €'),
        'inkl. 19 % MwSt.',
        euros('Bitte überweisen Sie 510,50 € bis zum 05.12.2026 auf dieses Konto:'),
        'Kontoinhaber: H2O Gersthofen GmbH',
        'IBAN: DE89 3704 0044 0532 0130 00',
        'BIC: COBADEFFXXX',
        'Bank: Commerzbank',
        'Verwendungszweck: H2O-0042',
        euros('Betrag: 510,50 €'),
        'Zahlbar bis: 05.12.2026',
        'Ist der Betrag bis zum 05.12.2026 nicht bei uns eingegangen, wird die Buchung storniert',
        'Nach dem Kauf ist keine Stornierung oder Erstattung möglich.',
        'Wird die Mindestteilnehmerzahl nicht erreicht, kann der Kurs abgesagt werden; der Kursbeitrag wird dann vollständig erstattet.',
        'Gutscheine zur Schwimmförderung nehmen wir an: Die Kursgebühr zahlen Sie auch dann vorab',
        'sobald die Auszahlung des Gutscheins bei uns eingegangen ist',
        'Buchung ansehen',
        'Diese E-Mail wurde automatisch nach Ihrer Buchung auf h2o-gersthofen.de erstellt.',
      ],
    ],
    [
      'en',
      'Your booking H2O-0042',
      [
        'Thank you for your booking, Anna <Muster>!',
        'Booking number: H2O-0042',
        'Booked on: 28/11/2026',
        'Course: Seepferdchen-Kurs',
        'Dates: 09/01/2027 – 13/03/2027',
        'Time: 09:00-09:45',
        'Location: Hallenbad Gersthofen',
        'Places: 2',
        'Participants: Mia Muster, Ben Muster',
        'Price per place: €160.00',
        'Subtotal: €320.00',
        'Dates: 01/02/2027',
        'Total: €510.50',
        'Included VAT (19%): €81.51',
        'incl. 19% VAT',
        'Please transfer €510.50 to this account by 05/12/2026:',
        'Account holder: H2O Gersthofen GmbH',
        'IBAN: DE89 3704 0044 0532 0130 00',
        'Payment reference: H2O-0042',
        'Payable by: 05/12/2026',
        'If the amount has not reached us by 05/12/2026, the booking is cancelled',
        'no cancellation or refund is possible after purchase',
        'If the minimum number of participants is not reached, the course may be cancelled; the course fee is then refunded in full.',
        'We accept swimming-support vouchers: the course fee is still paid in advance',
        'View booking',
        'This e-mail was created automatically after your booking on h2o-gersthofen.de.',
      ],
    ],
  ] as const)(
    'in %s shows the order, the bank transfer to make and the terms, in the text and the HTML part',
    (language, subject, lines) => {
      const mail = renderOrderMail(orderMail(), language);
      expect(mail.subject).toBe(subject);
      for (const line of lines) {
        expect(mail.text).toContain(line);
        expect(visible(mail.html)).toContain(line);
      }
      // The second course has neither time nor place yet: the lines are left out, never "not specified".
      for (const part of [mail.text, visible(mail.html)]) {
        expect(part).not.toMatch(/Keine Angabe|Not specified/);
        expect(part.match(language === 'de' ? /(?<!\p{L})Uhrzeit:/gu : /(?<!\p{L})Time:/gu)).toHaveLength(1);
        expect(part.match(language === 'de' ? /(?<!\p{L})Ort:/gu : /(?<!\p{L})Location:/gu)).toHaveLength(1);
      }
      expect(mail.text).toContain(
        `${language === 'de' ? 'Buchung ansehen' : 'View booking'}:\nhttps://h2o.test/checkout/order?key=abc_DEF-123`,
      );
      expect(mail.html).toContain('href="https://h2o.test/checkout/order?key=abc_DEF-123"');
      expect(mail.html).toContain(`<html lang="${language}">`);
      // The customer's name is text in the HTML, never markup.
      expect(mail.html).toContain('Anna &lt;Muster&gt;');
      expect(mail.text).not.toMatch(/PayPal/);
    },
  );

  it.each([
    [
      'de',
      'Bezahlt mit PayPal: Der Betrag ist bei uns eingegangen.',
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
      'Nach dem Kauf ist keine Stornierung oder Erstattung möglich.',
    ],
    [
      'en',
      'Paid with PayPal: we have received the payment.',
      'No VAT is charged (small business, § 19 UStG).',
      'no cancellation or refund is possible after purchase',
    ],
  ] as const)(
    'in %s says a PayPal order is paid, without any bank details, with the small-business VAT note',
    (language, paid, vat, terms) => {
      const mail = renderOrderMail(
        orderMail({ paymentMethod: 'paypal', paid: true, bankTransfer: null, vatMode: 'SMALL_BUSINESS' }),
        language,
      );
      for (const part of [mail.text, visible(mail.html)]) {
        expect(part).toContain(paid);
        expect(part).toContain(vat);
        expect(part).toContain(terms);
        expect(part).toContain(language === 'de' ? euros('Gesamtbetrag: 510,50 €') : 'Total: €510.50');
        expect(part).toContain(language === 'de' ? 'Teilnehmer: Mia Muster, Ben Muster' : 'Participants: Mia Muster, Ben Muster');
        expect(part).not.toMatch(/IBAN|DE89|MwSt\.\)|VAT \(19%\)/);
      }
    },
  );

  it('says a bank transfer that arrived is paid, and leaves out the BIC and bank when the shop has none', () => {
    const paid = renderOrderMail(orderMail({ paid: true, bankTransfer: null }), 'de');
    expect(paid.text).toContain('Ihre Überweisung ist bei uns eingegangen.');
    expect(paid.text).not.toContain('IBAN');
    const bankTransfer = { ...orderMail().bankTransfer!, bic: null, bankName: null };
    const open = renderOrderMail(orderMail({ bankTransfer }), 'en');
    expect(open.text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(open.text).not.toMatch(/BIC|Bank:/);
  });

  it('queues through the outbox like every mail', async () => {
    const ctx = createRequestContext(t.database.orm.em, {
      requestId: 'test',
      clientAddress: '127.0.0.1',
      appSettings: t.app.appSettings,
      language: 'en',
      log: console,
    });
    const to = 'order.mail@example.org';
    await transactional(ctx, (tx) => queueMail(tx, { template: 'orderConfirmation', to, language: 'en', data: orderMail() }));
    const [row] = await outbox(t, { recipient: to });
    expect(row).toMatchObject({ template: 'orderConfirmation', language: 'en', subject: 'Your booking H2O-0042' });
    expect(row.text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    const [received] = await inbox.waitFor(
      1,
      (mail) => mail.to !== undefined && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === to),
    );
    expect(received.subject).toBe('Your booking H2O-0042');
    expect(received.text).toContain('Participants: Mia Muster, Ben Muster');
  });
});
