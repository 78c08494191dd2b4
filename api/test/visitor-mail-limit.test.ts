import type { ParsedMail } from 'mailparser';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * Issue 21, point 2: mails to an address a visitor typed (contact and course-request acknowledgements, newsletter
 * confirmations) are limited per address and hour, whoever sends the forms; the forms themselves still work. The
 * order confirmation is never withheld. Sent through a real SMTP server by the app's job worker.
 */
const PER_HOUR = 3;

let inbox: SmtpInbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ env: { SMTP_URL: inbox.url, RATE_LIMIT_MAILS_PER_RECIPIENT: String(PER_HOUR), JOB_POLL_INTERVAL_MS: '200' }, jobWorker: true });
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
  const rows = await sql<{ template: string; n: string }>('select template, count(*) as n from mails where lower(recipient) = lower(?) group by template', [address]);
  return Object.fromEntries(rows.map((row) => [row.template, Number(row.n)]));
}
const outboxSize = async () => Number((await sql<{ n: string }>('select count(*) as n from mails'))[0].n);

/** Every outbox row has reached the SMTP server: nothing more is on its way. */
const allDelivered = async () => inbox.waitFor(await outboxSize());
const to = (address: string) => (mail: ParsedMail) => mail.to !== undefined && [mail.to].flat().some((field) => field.value.some((box) => box.address?.toLowerCase() === address));

async function graphql(query: string, input: Record<string, unknown>) {
  const { data, errors } = await t.graphql(query, { input });
  expect(errors).toBeUndefined();
  return Object.values(data)[0] as { errors: unknown[] };
}
const contact = (email: string) =>
  graphql('mutation($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { errors { code } } }', {
    name: 'Anna Berger', email, subject: 'Kursanfrage', message: 'Ist im Dezember noch ein Platz frei?', privacyAccepted: true,
  });
const courseRequest = (email: string, courseId: number) =>
  graphql('mutation($input: SubmitCourseRequestInput!) { submitCourseRequest(input: $input) { errors { code } } }', { courseId, name: 'Anna Berger', email, privacyAccepted: true });
const newsletter = (email: string) =>
  graphql('mutation($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { errors { code } } }', { email, privacyAccepted: true });

const count = async (table: string, email: string) => Number((await sql<{ n: string }>(`select count(*) as n from ${table} where lower(email) = lower(?)`, [email]))[0].n);

describe('mails to a typed-in address', () => {
  it(`go out at most ${PER_HOUR} times an hour per address, in any case; the forms are still stored and the business still told`, async () => {
    const victim = 'victim@example.org';
    const courseId = await createTestCourse(t, { title: 'Testkurs Empfängerlimit', places: 5, priceCents: 12_000 });
    const notificationsBefore = (await outboxTo('info@h2o-gersthofen.de')).contactNotification ?? 0;
    const answers = [];
    for (const email of ['victim@example.org', 'Victim@Example.org', 'VICTIM@example.org', 'victim@EXAMPLE.org']) answers.push(await contact(email));
    answers.push(await courseRequest('Victim@example.org', courseId));
    answers.push(await newsletter('victim@example.org'));
    expect(answers.map((answer) => answer.errors)).toEqual(Array(6).fill([]));

    // Every form did its work: stored, and the business notified of each message and request.
    expect(await count('contact_messages', victim)).toBe(4);
    expect(await count('bookings', victim)).toBe(1);
    expect(await count('newsletter_subscriptions', victim)).toBe(1);
    expect(((await outboxTo('info@h2o-gersthofen.de')).contactNotification ?? 0) - notificationsBefore).toBe(4);
    // Only the first three acknowledgements were queued: the course request's and the newsletter's were withheld.
    expect(await outboxTo(victim)).toEqual({ contactAcknowledgement: PER_HOUR });

    await allDelivered();
    expect(inbox.received.filter(to(victim))).toHaveLength(PER_HOUR);

    // Another address is not affected.
    expect((await contact('someone.else@example.org')).errors).toEqual([]);
    expect(await outboxTo('someone.else@example.org')).toEqual({ contactAcknowledgement: 1 });
  });

  it('queue at most the limit when forms to one address arrive at once', async () => {
    const target = 'concurrent@example.org';
    const answers = await Promise.all(Array.from({ length: 8 }, () => contact(target)));
    expect(answers.map((answer) => answer.errors)).toEqual(Array(8).fill([]));
    expect(await count('contact_messages', target)).toBe(8);
    expect(await outboxTo(target)).toEqual({ contactAcknowledgement: PER_HOUR });
  });

  it('never withhold an order confirmation, even to an address whose hourly mails are used up', async () => {
    const customer = 'customer@example.org';
    for (let i = 0; i < PER_HOUR + 1; i++) await contact(customer);
    expect(await outboxTo(customer)).toEqual({ contactAcknowledgement: PER_HOUR });

    const courseId = await createTestCourse(t, { title: 'Testkurs Bestellbestätigung', places: 2, priceCents: 12_000 });
    const placed = await graphql('mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { errors { code } } }', {
      idempotencyKey: `recipient-limit-order-${Date.now()}`,
      customer: { firstName: 'Anna', lastName: 'Muster', email: customer, phone: '0821 123456', address: 'Hauptstraße 1', city: 'Gersthofen', zipCode: '86368' },
      paymentMethod: 'BANK_TRANSFER',
      legalTermsAccepted: true,
      items: [{ courseId, quantity: 1, participants: [{ firstName: 'Mia', lastName: 'Muster' }] }],
    });
    expect(placed.errors).toEqual([]);
    expect(await outboxTo(customer)).toEqual({ contactAcknowledgement: PER_HOUR, orderConfirmation: 1 });
    await allDelivered();
    const received = inbox.received.filter(to(customer)).map((mail) => mail.subject);
    expect(received).toHaveLength(PER_HOUR + 1);
    expect(received).toContainEqual(expect.stringMatching(/^Ihre Buchung H2O-\d+$/));
  });
});
