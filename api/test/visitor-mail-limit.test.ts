import type { ParsedMail } from 'mailparser';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * Mails to an address a visitor typed (acknowledgements, confirmation links, order links) are limited per address,
 * purpose and hour, whoever sends the forms; the forms themselves still work, and every answer says what became of
 * its mail: a page may say a mail is coming only when it was queued. Sent through a real SMTP server by the app's job
 * worker, which is where each "queued" answer is checked.
 */
const PER_HOUR = 2;

let inbox: SmtpInbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    env: { SMTP_URL: inbox.url, RATE_LIMIT_MAILS_PER_RECIPIENT: String(PER_HOUR), JOB_POLL_INTERVAL_MS: '200' },
    jobWorker: true,
  });
  await enableBankTransfer(t);
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

function sql<T = Record<string, any>>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.database.orm.em.fork().getConnection().execute(query, params);
}

/** The outbox rows to one address, any case, by template. */
async function outboxTo(address: string): Promise<Record<string, number>> {
  const rows = await sql<{ template: string; n: string }>(
    'select template, count(*) as n from mails where lower(recipient) = lower(?) group by template',
    [address],
  );
  return Object.fromEntries(rows.map((row) => [row.template, Number(row.n)]));
}
const outboxSize = async () => Number((await sql<{ n: string }>('select count(*) as n from mails'))[0].n);
/** Every outbox row has reached the SMTP server: nothing more is on its way. */
const allDelivered = async () => inbox.waitFor(await outboxSize());
/** No job is left to run (a "Lost your link?" job queues its mail only when it runs). */
async function jobsDone() {
  for (let i = 0; i < 100; i++) {
    const [{ n }] = await sql<{ n: string }>(
      `select count(*) as n from graphile_worker.jobs where task_identifier in ('orders_send_links', 'send_mail') and attempts < max_attempts`,
    );
    if (Number(n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('jobs still pending');
}
const to = (address: string) => (mail: ParsedMail) =>
  mail.to !== undefined &&
  [mail.to].flat().some((field) => field.value.some((box) => box.address?.toLowerCase() === address.toLowerCase()));

async function graphql(query: string, input: Record<string, unknown>, language: 'de' | 'en' = 'de') {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ query, variables: { input } }),
  });
  const { data, errors } = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  expect(errors).toBeUndefined();
  return Object.values(data)[0] as { errors: unknown[] } & Record<string, any>;
}
async function rest(path: string, body: Record<string, unknown>, language: 'de' | 'en' = 'de') {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const contact = async (email: string, language: 'de' | 'en' = 'de') =>
  (
    await graphql(
      'mutation($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { acknowledgement errors { code } } }',
      { name: 'Anna Berger', email, subject: 'Kursanfrage', message: 'Ist im Dezember noch ein Platz frei?', privacyAccepted: true },
      language,
    )
  ).acknowledgement;
const courseRequest = async (email: string, courseId: number, language: 'de' | 'en' = 'de') =>
  (
    await graphql(
      'mutation($input: SubmitCourseRequestInput!) { submitCourseRequest(input: $input) { acknowledgement errors { code } } }',
      { courseId, name: 'Anna Berger', email, privacyAccepted: true },
      language,
    )
  ).acknowledgement;
const newsletter = async (email: string, language: 'de' | 'en' = 'de') =>
  (
    await graphql(
      'mutation($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { confirmationMail errors { code } } }',
      { email, privacyAccepted: true },
      language,
    )
  ).confirmationMail;
const waitlist = async (email: string, courseId: number, language: 'de' | 'en' = 'de') =>
  (
    await graphql(
      'mutation($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { confirmationMail errors { code } } }',
      { courseId, email, places: 1, language: language.toUpperCase(), privacyAccepted: true },
      language,
    )
  ).confirmationMail;
const orderLinks = async (email: string, language: 'de' | 'en' = 'de') =>
  (
    await graphql(
      'mutation($input: SendOrderLinksInput!) { sendOrderLinks(input: $input) { accepted linksMail errors { code } } }',
      { email },
      language,
    )
  ).linksMail;

async function placeOrder(email: string) {
  const courseId = await createTestCourse(t, { title: `Testkurs Bestellung ${email}`, places: 2, priceCents: 12_000 });
  const placed = await graphql('mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { errors { code } } }', {
    idempotencyKey: `recipient-limit-order-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    customer: {
      firstName: 'Anna',
      lastName: 'Muster',
      email,
      phone: '0821 123456',
      address: 'Hauptstraße 1',
      city: 'Gersthofen',
      zipCode: '86368',
    },
    paymentMethod: 'BANK_TRANSFER',
    legalTermsAccepted: true,
    items: [{ courseId, quantity: 1, participants: [{ firstName: 'Mia', lastName: 'Muster' }] }],
  });
  expect(placed.errors).toEqual([]);
}
const fullCourse = (title: string) => createTestCourse(t, { title, places: 0, priceCents: 12_000 });
const count = async (table: string, email: string) =>
  Number((await sql<{ n: string }>(`select count(*) as n from ${table} where lower(email) = lower(?)`, [email]))[0].n);

describe('mails to a typed-in address', () => {
  it('a parent\'s own sign-ups in one visit all mail them, in both languages; each answer that says "queued" arrives at the SMTP server, the withheld ones say so', async () => {
    const parent = 'parent@example.org';
    await placeOrder(parent); // so "Lost your link?" has an order to mail
    const [waitA, waitB, waitC] = [await fullCourse('Warteliste A'), await fullCourse('Warteliste B'), await fullCourse('Warteliste C')];
    const requested = await createTestCourse(t, { title: 'Anfrage-Kurs', places: 5, priceCents: 12_000 });

    // Seven mails' worth of sign-ups of six kinds, German and English: none of a kind beyond the limit, so all go out.
    const answers: [string, string][] = [];
    answers.push(['waitlistConfirmation', await waitlist(parent, waitA, 'de')]);
    answers.push(['waitlistConfirmation', await waitlist('Parent@Example.org', waitB, 'en')]);
    answers.push(['orderLinks', await orderLinks(parent, 'en')]);
    await jobsDone(); // the links job has run (a second request before it would only replace it)
    answers.push(['contactAcknowledgement', await contact(parent, 'de')]);
    answers.push(['courseRequestAcknowledgement', await courseRequest(parent, requested, 'en')]);
    answers.push(['newsletterConfirmation', await newsletter(parent, 'de')]);
    answers.push(['contactAcknowledgement', await contact('PARENT@example.org', 'en')]);
    expect(answers.map(([, state]) => state)).toEqual(Array(7).fill('QUEUED'));

    // Beyond the limit of a kind: withheld, and the answer says so; the form's data is kept all the same.
    const withheld: [string, string][] = [];
    withheld.push(['contactAcknowledgement', await contact(parent, 'de')]);
    withheld.push(['waitlistConfirmation', await waitlist(parent, waitC, 'en')]);
    answers.push(['orderLinks', await orderLinks(parent, 'de')]);
    await jobsDone();
    withheld.push(['orderLinks', await orderLinks(parent, 'de')]);
    answers.push(['courseRequestAcknowledgement', await courseRequest(parent, requested, 'de')]);
    withheld.push(['courseRequestAcknowledgement', await courseRequest(parent, requested, 'en')]);
    expect(answers.map(([, state]) => state)).toEqual(Array(9).fill('QUEUED'));
    expect(withheld.map(([, state]) => state)).toEqual(Array(4).fill('WITHHELD'));
    expect(await count('contact_messages', parent)).toBe(3);
    expect(await count('bookings', parent)).toBe(3);
    expect(await count('waitlist_entries', parent)).toBe(3);

    // Checked against what the SMTP server received: one mail per "queued" answer, none for a withheld one.
    await jobsDone();
    await allDelivered();
    const queuedByKind: Record<string, number> = { orderConfirmation: 1 };
    for (const [kind] of answers) queuedByKind[kind] = (queuedByKind[kind] ?? 0) + 1;
    expect(await outboxTo(parent)).toEqual(queuedByKind);
    const received = inbox.received.filter(to(parent)).map((mail) => mail.subject ?? '');
    const outboxSubjects = (await sql<{ subject: string }>('select subject from mails where lower(recipient) = lower(?)', [parent])).map(
      (row) => row.subject,
    );
    expect(received.sort()).toEqual(outboxSubjects.sort());
    expect(received).toHaveLength(Object.values(queuedByKind).reduce((a, b) => a + b, 0));
    // Each language as asked: the English sign-ups were mailed in English.
    expect(received).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Please confirm your place on the waitlist/),
        expect.stringMatching(/^Bitte bestätigen Sie Ihren Platz/),
      ]),
    );
    expect(received).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^We have received your request for/),
        expect.stringMatching(/^Wir haben Ihre Nachricht erhalten/),
      ]),
    );
  });

  it("REST answers carry the mail's state too, next to their old fields", async () => {
    const address = 'rest-parent@example.org';
    const full = await fullCourse('Warteliste REST');
    for (let i = 0; i < PER_HOUR; i++) {
      expect(await rest('/api/newsletter', { email: address, privacyAccepted: true })).toEqual({
        status: 202,
        body: { email: address, confirmationMail: 'queued' },
      });
      // The newsletter's second mail waits 5 minutes: make the first one older.
      await sql(`update newsletter_subscriptions set confirmation_sent_at = now() - interval '10 minutes' where email = ?`, [address]);
    }
    expect(await rest('/api/newsletter', { email: address, privacyAccepted: true }, 'en')).toEqual({
      status: 202,
      body: { email: address, confirmationMail: 'withheld' },
    });
    expect(await rest(`/api/courses/${full}/waitlist`, { email: address, places: 1, privacyAccepted: true })).toEqual({
      status: 202,
      body: { email: address, confirmationMail: 'queued' },
    });
    const contactAnswer = await rest('/api/contact', {
      name: 'Anna Berger',
      email: address,
      subject: 'Frage',
      message: 'Eine Frage zum Kurs, bitte.',
    });
    expect(contactAnswer).toMatchObject({ status: 201, body: { email: address, subject: 'Frage', acknowledgement: 'queued' } });
    expect(contactAnswer.body.id).toEqual(expect.any(Number));
    await allDelivered();
    expect(inbox.received.filter(to(address))).toHaveLength(PER_HOUR + 2);
  });

  it('a confirmed newsletter address hears what a new one would (the list stays private), and a withheld link is sent on the next sign-up, not 5 minutes later', async () => {
    const address = 'private@example.org';
    expect(await newsletter(address)).toBe('QUEUED');
    await sql(`update newsletter_subscriptions set status = 'confirmed', confirmed_at = now() where email = ?`, [address]);
    expect(await newsletter(address)).toBe('QUEUED');
    expect(await outboxTo(address)).toEqual({ newsletterConfirmation: 1 });

    const other = 'withheld-then-sent@example.org';
    const full = await fullCourse('Warteliste erneut');
    await sql(
      `insert into mails (recipient, template, language, subject, text, html, status, created_at) select ?, 'waitlistConfirmation', 'de', 'alt', 'alt', 'alt', 'sent', now() - interval '59 minutes' from generate_series(1, ?)`,
      [other, PER_HOUR],
    );
    expect(await waitlist(other, full)).toBe('WITHHELD');
    await sql(`update mails set created_at = now() - interval '61 minutes' where recipient = ?`, [other]);
    expect(await waitlist(other, full)).toBe('QUEUED');
    expect((await outboxTo(other)).waitlistConfirmation).toBe(PER_HOUR + 1);
    // The stand-ins for earlier mails were never sent: out of the outbox, so that allDelivered counts real ones only.
    await sql(`delete from mails where recipient = ? and subject = 'alt'`, [other]);
  });

  it('queue at most the limit when forms to one address arrive at once', async () => {
    const target = 'concurrent@example.org';
    const answers = await Promise.all(Array.from({ length: 8 }, () => contact(target)));
    expect(answers.filter((state) => state === 'QUEUED')).toHaveLength(PER_HOUR);
    expect(answers.filter((state) => state === 'WITHHELD')).toHaveLength(8 - PER_HOUR);
    expect(await count('contact_messages', target)).toBe(8);
    expect(await outboxTo(target)).toEqual({ contactAcknowledgement: PER_HOUR });
  });

  it('never withhold an order confirmation, even to an address whose hourly mails are used up', async () => {
    const customer = 'customer@example.org';
    for (let i = 0; i < PER_HOUR + 1; i++) await contact(customer);
    expect(await outboxTo(customer)).toEqual({ contactAcknowledgement: PER_HOUR });
    await placeOrder(customer);
    expect(await outboxTo(customer)).toEqual({ contactAcknowledgement: PER_HOUR, orderConfirmation: 1 });
    await allDelivered();
    const received = inbox.received.filter(to(customer)).map((mail) => mail.subject);
    expect(received).toHaveLength(PER_HOUR + 1);
    expect(received).toContainEqual(expect.stringMatching(/^Ihre Buchung H2O-\d+$/));
  });
});
