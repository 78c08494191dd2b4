import type { ParsedMail } from 'mailparser';
import { renderMailPreview } from '../src/modules/mail/index.js';
import { sendOfficeDigest } from '../src/modules/office-mail/office-digest.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { type TestApp, cloneTestDatabase, enableBankTransfer, startTestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';
import { until } from './until.js';

/**
 * The office cannot be flooded: notifications to the school's own address (contact messages, course requests, orders,
 * cancellation requests, …) share one budget an hour; beyond it no mail goes out one by one, and one digest per window
 * says how many of each kind came and links to the admin views, where every message is stored. Two app instances share
 * one database and both run their job worker; the hour "ends" when the test makes the digest's job due (its `run_at`,
 * as the clock would), nothing is slept. Mails are read from a real SMTP server.
 */
const OFFICE = 'buero@h2o.test';
const PER_HOUR = 20;
let inbox: SmtpInbox;
let databaseUrl: string;
let one: TestApp;
let two: TestApp;
let callers: AdminCallers;
const env = () => ({
  SMTP_URL: inbox.url,
  MAIL_TO: OFFICE,
  RATE_LIMIT_OFFICE_MAILS_PER_HOUR: String(PER_HOUR),
  // As in production: each flooding address gets its own acknowledgement once, the flood none beyond.
  RATE_LIMIT_MAILS_PER_RECIPIENT: '1',
  JOB_POLL_INTERVAL_MS: '200',
});

beforeAll(async () => {
  inbox = await startSmtpInbox();
  databaseUrl = await cloneTestDatabase();
  one = await startTestApp({ jobWorker: true, databaseUrl, env: env() });
  two = await startTestApp({ jobWorker: true, databaseUrl, env: env() });
  await enableBankTransfer(one);
  callers = await adminCallers(one, { username: 'digest-staff' });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
  await inbox?.stop();
});

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => callers.sql<T>(query, params);
const count = async (query: string, params: unknown[] = []) => Number((await sql<{ n: string }>(query, params))[0].n);
const toOffice = (mail: ParsedMail) => [mail.to ?? []].flat().some((field) => field.value.some((box) => box.address === OFFICE));
const officeMails = (template: string) => count('select count(*) as n from mails where recipient = ? and template = ?', [OFFICE, template]);
const isDigest = (mail: ParsedMail) => toOffice(mail) && (mail.subject ?? '').startsWith('Sammelmeldung');

/** One request of 20 aliased `submitContactMessage`, as the attack sent them: all answered, all stored. */
async function aliasedContactMessages(app: TestApp, email: string, subject: string): Promise<void> {
  const fields = Array.from({ length: 20 }, (_, i) => `m${i}: submitContactMessage(input: $input) { errors { code } }`).join('\n');
  const input = { name: 'Flut Tester', email, subject, message: 'Noch eine Nachricht.', privacyAccepted: true };
  const { data, errors } = await app.graphql(`mutation($input: SubmitContactMessageInput!) { ${fields} }`, { input });
  expect(errors).toBeUndefined();
  expect(Object.values(data).map((answer: any) => answer.errors)).toEqual(Array(20).fill([]));
}

/** The window's digest job, made due now: what the end of its hour does. */
async function endWindow(windowId: number): Promise<void> {
  const key = `office_mail_digest:${windowId}`;
  expect(await count('select count(*) as n from graphile_worker.jobs where key = ?', [key])).toBe(1);
  await sql("select graphile_worker.add_job('office_mail_digest', json_build_object('windowId', ?::int), run_at => now(), job_key => ?)", [
    windowId,
    key,
  ]);
}

const latestWindow = async () =>
  (
    await sql<{ id: number; notified: number; held: number; started_at: Date; ends_at: Date; digested_at: Date | null }>(
      'select * from office_mail_windows order by id desc limit 1',
    )
  )[0];

describe('a flood of contact messages (10 addresses x 20 aliased mutations, on two instances at once)', () => {
  let windowId: number;

  it(`stores all 200 and mails the office ${PER_HOUR} of them one by one, counted once across both instances`, async () => {
    const messagesBefore = await count('select count(*) as n from contact_messages');
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => aliasedContactMessages(i % 2 ? two : one, `flood${i}@example.org`, `Flut ${i}`)),
    );

    expect((await count('select count(*) as n from contact_messages')) - messagesBefore).toBe(200);
    const listed = await callers.admin('query { adminContactMessages(search: "Flut Tester", first: 5) { totalCount } }');
    expect(listed.adminContactMessages.totalCount).toBe(200);

    expect(await officeMails('contactNotification')).toBe(PER_HOUR);
    const window = await latestWindow();
    windowId = window.id;
    expect([window.notified, window.held, window.digested_at]).toEqual([PER_HOUR, 200 - PER_HOUR, null]);
    expect(new Date(window.ends_at).getTime() - new Date(window.started_at).getTime()).toBe(60 * 60 * 1000);
    // One digest job for the window, due when it ends, whichever instance held first.
    const jobs = await sql<{ run_at: Date }>('select run_at from graphile_worker.jobs where task_identifier = ?', ['office_mail_digest']);
    expect(jobs.map((job) => new Date(job.run_at).getTime())).toEqual([new Date(window.ends_at).getTime()]);

    const arrived = await inbox.waitFor(PER_HOUR, toOffice);
    expect(arrived.every((mail) => (mail.subject ?? '').startsWith('Kontaktanfrage: Flut'))).toBe(true);
    expect(await officeMails('officeDigest')).toBe(0);
  });

  it('sends one digest when the hour ends, in German, with the count, the first subjects and the link to the admin view', async () => {
    await endWindow(windowId);
    const [digest] = await inbox.waitFor(1, isDigest);
    expect(digest.subject).toBe('Sammelmeldung: 180 weitere Benachrichtigungen in einer Stunde');
    expect(digest.html).toContain('<html lang="de"');
    expect(digest.text).toContain('mehr Benachrichtigungen als die 20, die wir pro Stunde einzeln senden');
    expect(digest.text).toMatch(/Kontaktanfragen\s*:?\s*180/);
    expect(digest.text).toContain('Es ist nichts verloren gegangen');
    expect(digest.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/admin\/requests/);
    expect(digest.html).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/admin\/requests"/);
    // Bounded: the first 20 by the subject the visitor gave, the rest counted.
    expect(digest.text!.match(/Kontaktanfrage: Flut \d/g)).toHaveLength(20);
    expect(digest.text).not.toContain('Flut Tester');
    expect(digest.text).toContain('… und 160 weitere, die Sie in der Verwaltung finden.');
    expect(digest.text!.length).toBeLessThan(6_000);

    // Once, whatever runs it again: both instances at the same moment, after the job.
    expect(
      await Promise.all([
        sendOfficeDigest(one.database.orm.em, one.app.appSettings, windowId),
        sendOfficeDigest(two.database.orm.em, two.app.appSettings, windowId),
      ]),
    ).toEqual([0, 0]);
    expect(await officeMails('officeDigest')).toBe(1);
    expect(await count('select count(*) as n from held_office_mails')).toBe(0);
    // "Sent" is the outbox's stored state: the SMTP server accepted it.
    await until(
      () => sql<{ status: string }>("select status from mails where template = 'officeDigest'"),
      (rows) => rows.length === 1 && rows[0].status === 'sent',
    );
    // Everything queued has arrived, and nothing more: 20 notifications, 1 digest, 10 acknowledgements.
    const queued = await count('select count(*) as n from mails');
    await inbox.waitFor(queued);
    expect(inbox.received.filter(toOffice)).toHaveLength(PER_HOUR + 1);
    expect(inbox.received.filter(isDigest)).toHaveLength(1);
  });
});

describe('every kind of office notification counts against the same budget', () => {
  it('fills a new window, holds a course request, an order and a cancellation request, and digests them after a restart', async () => {
    // The last window was digested: the next notification opens a new one with a full budget.
    await aliasedContactMessages(one, 'fresh@example.org', 'Neues Fenster');
    const window = await latestWindow();
    expect([window.notified, window.held]).toEqual([PER_HOUR, 0]);
    expect(await officeMails('contactNotification')).toBe(2 * PER_HOUR);

    const courseId = await createTestCourse(one, { title: 'Sammelkurs', places: 5, priceCents: 9_000 });
    const request = await two.graphql(
      'mutation($input: SubmitCourseRequestInput!) { submitCourseRequest(input: $input) { errors { code } } }',
      {
        input: { courseId, name: 'Ria Anfrage', email: 'ria@example.org', privacyAccepted: true },
      },
    );
    expect(request.data.submitCourseRequest.errors).toEqual([]);
    const placed = await one.graphql(
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { databaseId orderNumber } errors { code } } }',
      {
        input: {
          idempotencyKey: `digest-order-${Date.now()}-abcdefgh`,
          customer: {
            firstName: 'Olga',
            lastName: 'Ordner',
            email: 'olga@example.org',
            phone: '0821 1',
            address: 'Weg 1',
            city: 'Gersthofen',
            zipCode: '86368',
          },
          paymentMethod: 'BANK_TRANSFER',
          legalTermsAccepted: true,
          items: [{ courseId, quantity: 1, participants: [{ firstName: 'Ole', lastName: 'Ordner' }] }],
        },
      },
    );
    expect(placed.data.placeOrder.errors).toEqual([]);
    const { accessKey, order } = placed.data.placeOrder;
    const cancellation = await two.graphql(
      'mutation($input: RequestOrderCancellationInput!) { requestOrderCancellation(input: $input) { errors { code } } }',
      {
        input: { accessKey, reason: 'Wir ziehen um.' },
      },
    );
    expect(cancellation.data.requestOrderCancellation.errors).toEqual([]);

    expect((await latestWindow()).held).toBe(3);
    expect(await officeMails('courseRequestNotification')).toBe(0);
    expect(await officeMails('officeNewOrder')).toBe(0);
    expect(await officeMails('orderCancellationRequest')).toBe(0);
    // The customer still has their confirmation; the order's history names only the mails that were queued.
    const history = await sql<{ template: string }>(
      "select data->>'template' as template from order_events where order_id = ? and type = 'mail_queued'",
      [order.databaseId],
    );
    expect(history.map((row) => row.template)).toEqual(['orderConfirmation']);
    // All of it is in the admin area.
    expect((await callers.admin('query { adminBookings(search: "ria@example.org") { totalCount } }')).adminBookings.totalCount).toBe(1);
    expect((await callers.admin(`query { adminOrders(search: "${order.orderNumber}") { totalCount } }`)).adminOrders.totalCount).toBe(1);

    // A restart: instance one's worker stops, instance two is replaced; the digest's job is in the database and runs on the new one.
    await one.jobWorker!.stop();
    await two.close();
    two = await startTestApp({ jobWorker: true, databaseUrl, env: env() });
    await endWindow(window.id);
    const digests = await inbox.waitFor(2, isDigest);
    const digest = digests[1];
    expect(digest.subject).toBe('Sammelmeldung: 3 weitere Benachrichtigungen in einer Stunde');
    expect(digest.text).toMatch(/Kursanfragen\s*:?\s*1/);
    expect(digest.text).toMatch(/Neue Buchungen\s*:?\s*1/);
    expect(digest.text).toMatch(/Stornierungswünsche\s*:?\s*1/);
    expect(digest.text).not.toMatch(/Kontaktanfragen\s*:?\s*\d/);
    expect(digest.text).toContain(`Neue Buchung ${order.orderNumber}`);
    expect(digest.text).toContain(`Stornierungswunsch zu ${order.orderNumber}`);
    expect(digest.text).toContain('Kursanfrage: Sammelkurs');
    // No customer's name or address: the digest is not the order's, so data retention would not find them there.
    expect(digest.text).not.toMatch(/Olga|Ordner|olga@|Ria Anfrage|ria@/);
    expect(digest.html).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/admin\/bookings"/);
    // The three order kinds share one link to the orders view.
    expect(String(digest.html).match(/href="http:\/\/127\.0\.0\.1:\d+\/admin\/orders"/g)).toHaveLength(1);
    expect(digest.text).toContain('In der Verwaltung öffnen: Bestellungen');
    expect(await officeMails('officeDigest')).toBe(2);
  });
});

describe('the digest in English', () => {
  it('has the same parts in English (the outbox view reads either language)', async () => {
    const data = {
      windowStart: '2026-12-07T09:00:00.000Z',
      windowEnd: '2026-12-07T10:00:00.000Z',
      perHour: 20,
      held: 3,
      kinds: [
        { kind: 'contactMessage' as const, count: 2, view: 'requests' as const, adminUrl: 'https://www.example.de/admin/requests' },
        { kind: 'refundOwed' as const, count: 1, view: 'orders' as const, adminUrl: 'https://www.example.de/admin/orders' },
      ],
      listed: [{ kind: 'contactMessage' as const, summary: 'hello', at: '2026-12-07T09:30:00.000Z' }],
      notListed: 2,
    };
    const english = await renderMailPreview(one.database.orm.em.fork(), { template: 'officeDigest', language: 'en', data });
    expect(english.subject).toBe('Digest: 3 more notifications in one hour');
    expect(english.text).toContain(
      'Between 07/12/2026, 10:00 and 07/12/2026, 11:00 more notifications came in than the 20 we send one by one each hour.',
    );
    expect(english.text).toMatch(/Contact messages\s*:?\s*2/);
    expect(english.text).toMatch(/Refunds owed\s*:?\s*1/);
    expect(english.text).toContain('Nothing is lost');
    expect(english.text).toContain('Open in the admin area: Requests');
    expect(english.text).toContain('https://www.example.de/admin/requests');
    expect(english.text).toContain('Contact message: hello');
    expect(english.text).toContain('… and 2 more, which you find in the admin area.');
    expect(english.html).toContain('<html lang="en"');
    expect(english.text).not.toMatch(/Kontaktanfragen|Sammelmeldung|Verwaltung/);
    const german = await renderMailPreview(one.database.orm.em.fork(), { template: 'officeDigest', language: 'de', data });
    expect(german.text).toContain('Zwischen 07.12.2026, 10:00 und 07.12.2026, 11:00 kamen mehr Benachrichtigungen');
  });
});
