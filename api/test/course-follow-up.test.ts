import 'reflect-metadata';
import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { toGlobalId } from '../src/graphql/node.js';
import { sendCourseReminders } from '../src/modules/follow-up/course-reminders.js';
import { runDataRetention } from '../src/modules/follow-up/data-retention.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { type TestApp, cloneTestDatabase, enableBankTransfer, startTestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';
import { until } from './until.js';

/**
 * Issue 26: reminders before a course (once per order, also with two instances and after a restart), review
 * invitations on their own after it, and its customers' and children's data anonymised months after it, invoices
 * intact. The jobs run by graphile-worker on two app instances sharing one database, with the clock each job works
 * for given in its payload (`asOf`): no sleeping, no waiting for a real schedule. Mails are read from a real SMTP server.
 */
let one: TestApp;
let two: TestApp;
let inbox: SmtpInbox;
let callers: AdminCallers;
let databaseUrl: string;
const env = () => ({ JOB_POLL_INTERVAL_MS: '200', SMTP_URL: inbox.url, LOG_LEVEL: 'warn' });

beforeAll(async () => {
  inbox = await startSmtpInbox();
  databaseUrl = await cloneTestDatabase();
  one = await startTestApp({ jobWorker: true, databaseUrl, env: env() });
  two = await startTestApp({ jobWorker: true, databaseUrl, env: env() });
  await enableBankTransfer(one);
  callers = await adminCallers(one, { username: 'follow-up-user' });
});
afterAll(async () => {
  await two?.close();
  await one.close();
  await inbox.stop();
});

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => callers.sql<T>(query, params);
let keys = 0;
let courses = 0;

async function newCourse(
  dates: { startDate: string; endDate: string },
  fields: { location?: string; time?: string } = {},
): Promise<number> {
  const id = await createTestCourse(one, {
    title: `Folgekurs ${++courses}`,
    places: 20,
    priceCents: 9_000,
    time: '12:15-13:00',
    location: 'Hallenbad Gersthofen',
    ...fields,
  });
  await sql('update courses set start_date = ?, end_date = ?, schedule = ?, schedule_en = ? where id = ?', [
    dates.startDate,
    dates.endDate,
    'Samstags',
    'Saturdays',
    id,
  ]);
  return id;
}

interface PlacedOrder {
  id: string;
  databaseId: number;
  orderNumber: string;
  accessKey: string;
  email: string;
}

/** A bank-transfer order placed as a visitor would; `paid` marks it paid and confirms it as staff do. */
async function placeOrder(
  courseIds: number[],
  {
    language = 'de',
    email = `eltern${++keys}@example.org`,
    child = 'Mia',
    paid = true,
  }: { language?: string; email?: string; child?: string; paid?: boolean } = {},
): Promise<PlacedOrder> {
  const body = await callers.gql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { id databaseId orderNumber } errors { field code message } } }`,
    {
      input: {
        idempotencyKey: `follow-up-${Date.now()}-${++keys}-key`,
        customer: {
          firstName: 'Anna',
          lastName: 'Elternteil',
          email,
          phone: '0821 555666',
          address: 'Bahnhofstraße 7',
          city: 'Gersthofen',
          zipCode: '86368',
        },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
        items: courseIds.map((courseId) => ({ courseId, quantity: 1, participants: [{ firstName: child, lastName: 'Kindername' }] })),
      },
    },
    'anonymous',
    language,
  );
  expect(body.data.placeOrder.errors).toEqual([]);
  const order = { ...body.data.placeOrder.order, accessKey: body.data.placeOrder.accessKey, email };
  if (paid) {
    const input = { orderId: order.id };
    // A payment received confirms the order (README "Checkout, orders and payments").
    expect(
      (
        await callers.admin(
          'mutation($input: MarkOrderPaidInput!) { markOrderPaid(input: $input) { order { orderStatus } errors { code } } }',
          { input },
        )
      ).markOrderPaid,
    ).toEqual({ order: { orderStatus: 'CONFIRMED' }, errors: [] });
  }
  return order;
}

/** Queues a job as its crontab line would (once per instance here, as if both had fired), working for `asOf`. */
const queueJob = (task: string, asOf: string) => sql("select graphile_worker.add_job(?, json_build_object('asOf', ?::text))", [task, asOf]);
const finishedRuns = async (task: string) =>
  (await sql<{ n: number }>('select count(*)::int as n from job_runs where task = ? and finished_at is not null', [task]))[0].n;
async function runOnBothInstances(task: string, asOf: string): Promise<void> {
  const before = await finishedRuns(task);
  await queueJob(task, asOf);
  await queueJob(task, asOf);
  await until(
    () => finishedRuns(task),
    (n) => n === before + 2,
  );
}
const mailsTo = (address: string, subject: RegExp) => (mail: ParsedMail) =>
  JSON.stringify(mail.to ?? '').includes(address) && subject.test(mail.subject ?? '');

test('the admin course form keeps "what to bring" in German and English', async () => {
  const course = await newCourse({ startDate: '2099-02-01', endDate: '2099-02-28' });
  const id = toGlobalId('Course', course);
  const saved = await callers.admin(
    'mutation($input: UpdateCourseInput!) { updateCourse(input: $input) { course { whatToBring de: texts(language: DE) { whatToBring } en: texts(language: EN) { whatToBring } } errors { field code } } }',
    { input: { id, whatToBring: 'Badesachen, Handtuch, Schwimmbrille', whatToBringEn: 'Swimwear, towel, goggles' } },
  );
  expect(saved.updateCourse).toEqual({
    course: {
      whatToBring: 'Badesachen, Handtuch, Schwimmbrille',
      de: { whatToBring: 'Badesachen, Handtuch, Schwimmbrille' },
      en: { whatToBring: 'Swimwear, towel, goggles' },
    },
    errors: [],
  });
  const english = await callers.gql('query($id: ID!) { node(id: $id) { ... on Course { whatToBring } } }', { id }, 'anonymous', 'en');
  expect(english.data.node.whatToBring).toBe('Swimwear, towel, goggles');
  const tooLong = await callers.admin('mutation($input: UpdateCourseInput!) { updateCourse(input: $input) { errors { field code } } }', {
    input: { id, whatToBring: 'x'.repeat(5001) },
  });
  expect(tooLong.updateCourse.errors).toEqual([{ field: 'whatToBring', code: 'TOO_LONG' }]);
});

test("reminders: once per order and course, with two instances at once and after a restart, in the customer's language", async () => {
  const course = await newCourse({ startDate: '2099-03-10', endDate: '2099-04-07' });
  await sql('update courses set what_to_bring = ?, what_to_bring_en = ? where id = ?', [
    'Badesachen und Handtuch',
    'Swimwear and a towel',
    course,
  ]);
  const german = await placeOrder([course], { child: 'Lotta' });
  const english = await placeOrder([course], { language: 'en', child: 'Ben' });
  const unpaid = await placeOrder([course], { paid: false });
  const reminders = () =>
    sql<{ order_id: number }>('select order_id from course_reminders where course_id = ? order by order_id', [course]);

  // Four days before: not yet (the setting says 3).
  await runOnBothInstances('course_reminders', '2099-03-06T07:00:00Z');
  expect(await reminders()).toEqual([]);

  // Three days before, on both instances at once, and directly on both ORMs at the same moment as well.
  const asOf = new Date('2099-03-07T07:00:00Z');
  const [a, b] = await Promise.all([
    sendCourseReminders(one.database.orm.em, one.app.appSettings, asOf),
    sendCourseReminders(two.database.orm.em, two.app.appSettings, asOf),
  ]);
  expect(a.sent + b.sent).toBe(2);
  await runOnBothInstances('course_reminders', asOf.toISOString());
  expect((await reminders()).map((row) => row.order_id)).toEqual([german.databaseId, english.databaseId]);

  // A restart: instance two goes, a new one comes, the schedule fires again the next day: nobody twice.
  await two.close();
  two = await startTestApp({ jobWorker: true, databaseUrl, env: env() });
  await runOnBothInstances('course_reminders', '2099-03-08T07:00:00Z');
  expect(await reminders()).toHaveLength(2);
  const outbox = await sql<{ recipient: string; language: string }>(
    "select recipient, language from mails where template = 'courseReminder' and recipient in (?, ?, ?) order by id",
    [german.email, english.email, unpaid.email],
  );
  expect(outbox).toEqual([
    { recipient: german.email, language: 'de' },
    { recipient: english.email, language: 'en' },
  ]);

  const [de] = await inbox.waitFor(1, mailsTo(german.email, /^Bald geht es los/));
  expect(de.subject).toMatch(/^Bald geht es los: „Folgekurs \d+“$/);
  expect(de.text).toContain('10.03.2099 bis 07.04.2099');
  expect(de.text).toContain('Samstags, 12:15-13:00');
  expect(de.text).toContain('Hallenbad Gersthofen');
  expect(de.text).toContain('Badesachen und Handtuch');
  expect(de.text).toContain('Lotta Kindername');
  expect(de.text).toContain(german.orderNumber);
  const [en] = await inbox.waitFor(1, mailsTo(english.email, /^Starting soon/));
  expect(en.text).toContain('10/03/2099 to 07/04/2099');
  expect(en.text).toContain('Saturdays, 12:15-13:00');
  expect(en.text).toContain('Swimwear and a towel');
  expect(en.text).toContain('Ben Kindername');
  expect(en.html).toContain('Add the dates to your calendar');
  // The calendar link works.
  const link = /(https?:\/\/[^\s\]]+\/api\/orders\/calendar\.ics\?key=[A-Za-z0-9_-]+)/.exec(en.text ?? '')![1];
  const calendar = await fetch(new URL(new URL(link).pathname + new URL(link).search, one.baseUrl));
  expect(calendar.status).toBe(200);
  expect(calendar.headers.get('content-type')).toContain('text/calendar');
  // Exactly one reminder each arrived over SMTP.
  expect(inbox.received.filter(mailsTo(german.email, /^Bald geht es los/))).toHaveLength(1);
  expect(inbox.received.filter(mailsTo(english.email, /^Starting soon/))).toHaveLength(1);
  expect(inbox.received.filter(mailsTo(unpaid.email, /Bald geht es los/))).toHaveLength(0);
  // The order's history names the mail.
  const [event] = await sql(
    "select data from order_events where order_id = ? and type = 'mail_queued' and data->>'template' = 'courseReminder'",
    [german.databaseId],
  );
  expect(event.data).toMatchObject({ template: 'courseReminder', courseId: course });
});

test('review invitations go out on their own N days after the end, once per customer and course, unless switched off', async () => {
  const course = await newCourse({ startDate: '2099-05-02', endDate: '2099-05-30' });
  const shared = `familie${Date.now()}@example.org`;
  await placeOrder([course], { email: shared });
  await placeOrder([course], { email: shared.toUpperCase() });
  const english = await placeOrder([course], { language: 'en' });
  const invited = () => sql<{ email: string }>('select email from review_invitations where course_id = ? order by email', [course]);

  // The last day itself: not yet.
  await runOnBothInstances('course_review_invitations', '2099-05-30T09:00:00Z');
  expect(await invited()).toEqual([]);
  // The day after (setting: 1 day), on both instances: each address once.
  await runOnBothInstances('course_review_invitations', '2099-05-31T09:00:00Z');
  expect((await invited()).map((row) => row.email).sort()).toEqual([english.email, shared].sort());
  await runOnBothInstances('course_review_invitations', '2099-06-01T09:00:00Z');
  expect(await invited()).toHaveLength(2);
  // Staff's button finds nobody left for this course.
  const button = await callers.admin('mutation { sendReviewInvitations { sent { courseId } } }');
  expect(button.sendReviewInvitations.sent.filter((row: { courseId: number }) => row.courseId === course)).toEqual([]);

  const [de] = await inbox.waitFor(1, mailsTo(shared, /^Wie hat Ihnen/));
  expect(de.text).toContain(`/review?courseId=${course}`);
  const [en] = await inbox.waitFor(1, mailsTo(english.email, /^How did you like/));
  expect(en.text).toContain('Write a review');
  expect(inbox.received.filter(mailsTo(shared, /^Wie hat Ihnen/))).toHaveLength(1);

  // Switched off: nothing; on again: the course that ended meanwhile gets its invitations.
  const later = await newCourse({ startDate: '2099-06-01', endDate: '2099-06-20' });
  const customer = await placeOrder([later]);
  const settings = {
    remindersEnabled: true,
    reminderDaysBefore: 3,
    reviewInvitationsEnabled: false,
    reviewInvitationDaysAfter: 2,
    dataRetentionMonths: 6,
  };
  const save = (input: typeof settings) =>
    callers.admin(
      'mutation($input: UpdateFollowUpSettingsInput!) { updateFollowUpSettings(input: $input) { followUpSettings { reviewInvitationsEnabled reviewInvitationDaysAfter } errors { field code } } }',
      { input },
    );
  expect((await save(settings)).updateFollowUpSettings.errors).toEqual([]);
  await runOnBothInstances('course_review_invitations', '2099-06-23T09:00:00Z');
  expect(await sql('select 1 from review_invitations where course_id = ?', [later])).toEqual([]);
  expect((await save({ ...settings, reviewInvitationsEnabled: true })).updateFollowUpSettings.followUpSettings).toEqual({
    reviewInvitationsEnabled: true,
    reviewInvitationDaysAfter: 2,
  });
  // One day after the end is too early with 2 days; two days after is the day.
  await runOnBothInstances('course_review_invitations', '2099-06-21T09:00:00Z');
  expect(await sql('select 1 from review_invitations where course_id = ?', [later])).toEqual([]);
  await runOnBothInstances('course_review_invitations', '2099-06-22T09:00:00Z');
  expect(await sql('select email from review_invitations where course_id = ?', [later])).toEqual([{ email: customer.email }]);
  await save({ ...settings, reviewInvitationsEnabled: true, reviewInvitationDaysAfter: 1 });
});

/** Every row of every table of ours (and the job queue's) that mentions `text`, by table. */
async function rowsMentioning(text: string): Promise<Record<string, number>> {
  const tables = await sql<{ schema: string; name: string }>(
    "select table_schema as schema, table_name as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema in ('public', 'graphile_worker') and table_name <> 'mikro_orm_migrations'",
  );
  const found: Record<string, number> = {};
  for (const table of tables) {
    const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from "${table.schema}"."${table.name}" t where t::text ilike ?`, [
      `%${text}%`,
    ]);
    if (n > 0) found[`${table.schema}.${table.name}`] = n;
  }
  return found;
}

test("children's data: anonymised by the job after the period, nothing left that names them; invoices intact; later courses wait", async () => {
  const course = await newCourse({ startDate: '2099-07-01', endDate: '2099-07-31' });
  const laterCourse = await newCourse({ startDate: '2099-07-05', endDate: '2100-03-31' });
  const child = `Finja${Date.now()}`;
  const order = await placeOrder([course], { child });
  const keptChild = `Jonas${Date.now()}`;
  const kept = await placeOrder([course, laterCourse], { child: keptChild });
  // The child's name also in the history (a rename) and the customer's words in a cancellation request.
  const [participant] = await sql<{ id: number }>(
    'select p.id from participants p join order_items i on i.id = p.order_item_id where i.order_id = ?',
    [order.databaseId],
  );
  const renamed = await callers.gql(
    'mutation($input: ChangeOrderParticipantsInput!) { changeOrderParticipants(input: $input) { errors { code } } }',
    { input: { accessKey: order.accessKey, participants: [{ databaseId: participant.id, firstName: child, lastName: 'Kindernamen' }] } },
    'anonymous',
  );
  expect(renamed.data.changeOrderParticipants.errors).toEqual([]);
  await callers.gql(
    'mutation($input: RequestOrderCancellationInput!) { requestOrderCancellation(input: $input) { errors { code } } }',
    { input: { accessKey: order.accessKey, reason: `${child} ist krank` } },
    'anonymous',
  );
  await sendCourseReminders(one.database.orm.em, one.app.appSettings, new Date('2099-06-29T07:00:00Z'));
  await inbox.waitFor(1, mailsTo(order.email, /^Bald geht es los/));
  await until(
    () => sql("select count(*)::int as n from mails where recipient = ? and status = 'queued'", [order.email]),
    (rows) => rows[0].n === 0,
  );
  const [invoiceBefore] = await sql<{ number: string; amount_cents: number; pdf: Buffer; customer: string }>(
    "select number, amount_cents, pdf, content->'customer'->>'name' as customer from invoices where order_id = ?",
    [order.databaseId],
  );
  expect(invoiceBefore.number).toMatch(/^\d{4}-\d{5}$/);
  expect(await rowsMentioning(child)).toMatchObject({
    'public.participants': 1,
    'public.order_events': expect.any(Number),
    'public.mails': expect.any(Number),
  });

  // Six months after the last day (31.07.2099) is 31.01.2100: nothing happens the day before, everything on it.
  await runOnBothInstances('course_data_retention', '2100-01-30T02:30:00Z');
  expect((await sql('select anonymised_at from orders where id = ?', [order.databaseId]))[0].anonymised_at).toBeNull();
  await runOnBothInstances('course_data_retention', '2100-01-31T02:30:00Z');

  expect(await rowsMentioning(child)).toEqual({});
  expect(await rowsMentioning(order.email)).toEqual({});
  // The address stays on the invoices (all orders here share it) and on the order kept, with its mails.
  const address = await rowsMentioning('Bahnhofstraße 7');
  expect(Object.keys(address).sort()).toEqual(['public.invoices', 'public.mails', 'public.orders']);
  expect(address['public.orders']).toBe(1);
  expect(await sql("select 1 from mails where text like '%Bahnhofstraße 7%' and text not like ?", [`%${kept.orderNumber}%`])).toEqual([]);
  const [anonymised] = await sql(
    'select customer_first_name, customer_last_name, customer_email, customer_phone, anonymised_at, total_amount_cents from orders where id = ?',
    [order.databaseId],
  );
  expect(anonymised).toMatchObject({
    customer_first_name: 'anonymisiert',
    customer_last_name: '',
    customer_phone: '',
    total_amount_cents: 9_000,
    anonymised_at: expect.anything(),
  });
  // The invoice: number, amount, PDF bytes unchanged; the billed parent's name and address kept (§14 UStG), no e-mail.
  const [invoiceAfter] = await sql<{ number: string; amount_cents: number; pdf: Buffer; customer: string; email: string }>(
    "select number, amount_cents, pdf, content->'customer'->>'name' as customer, content->'customer'->>'email' as email from invoices where order_id = ?",
    [order.databaseId],
  );
  const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
  expect({ ...invoiceAfter, pdf: md5(invoiceAfter.pdf) }).toEqual({
    number: invoiceBefore.number,
    amount_cents: invoiceBefore.amount_cents,
    pdf: md5(invoiceBefore.pdf),
    customer: 'Anna Elternteil',
    email: '',
  });
  const download = await callers
    .rest('GET', `/api/admin/orders/${order.databaseId}/invoices/${invoiceBefore.number}.pdf`)
    .catch(() => null);
  expect(download?.status ?? 200).toBe(200);
  // The order with a course still to come keeps its names until that one has ended too.
  expect(await rowsMentioning(keptChild)).toMatchObject({ 'public.participants': 2 });
  expect((await sql('select anonymised_at from orders where id = ?', [kept.databaseId]))[0].anonymised_at).toBeNull();

  // The run is in the audit log and the jobs' record with counts, never names.
  const audits = await sql("select entity_id, after from audit_events where entity_type = 'dataRetention' order by id desc limit 2");
  expect(audits.map((row) => row.after).find((after) => after.orders > 0)).toMatchObject({
    trigger: 'schedule',
    orders: expect.any(Number),
    participants: expect.any(Number),
    invoicesKept: expect.any(Number),
  });
  expect(JSON.stringify(audits)).not.toContain('Elternteil');
  // The two instances' runs did the work once between them; runs after them find nothing more to do.
  const runs = await sql(
    "select counts from job_runs where task = 'course_data_retention' and finished_at is not null order by id desc limit 2",
  );
  expect(runs.filter((run) => run.counts.orders > 0)).toHaveLength(1);
  await runOnBothInstances('course_data_retention', '2100-01-31T02:30:00Z');
  const again = await sql(
    "select counts from job_runs where task = 'course_data_retention' and finished_at is not null order by id desc limit 2",
  );
  expect(again.map((run) => run.counts)).toEqual(
    [0, 1].map(() => ({ orders: 0, participants: 0, bookings: 0, mails: 0, invoicesKept: 0 })),
  );
});

test("staff see what is due next and delete an ended course's data earlier; admins only, on GraphQL and REST", async () => {
  const course = await newCourse({ startDate: '2099-08-01', endDate: '2099-08-29' });
  const child = `Emil${Date.now()}`;
  const order = await placeOrder([course], { child });
  // The course ended (in real time) last month.
  await sql('update courses set start_date = current_date - 40, end_date = current_date - 20 where id = ?', [course]);
  const due = await callers.admin('{ retentionDue(limit: 100) { courseDatabaseId endDate dueOn orders participants } }');
  const row = due.retentionDue.find((entry: { courseDatabaseId: number }) => entry.courseDatabaseId === course);
  expect(row).toMatchObject({ orders: 1, participants: 1, dueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  expect(row.dueOn > row.endDate).toBe(true);

  const anonymise = `mutation($input: AnonymiseCourseDataInput!) { anonymiseCourseData(input: $input) { orders participants bookings mails invoicesKept errors { field code message } } }`;
  // Not staff: refused and nothing changed.
  for (const caller of ['user', 'anonymous'] as const) {
    const refused = await callers.post(anonymise, { input: { courseId: toGlobalId('Course', course) } }, caller);
    expect(refused.body.errors?.[0].extensions.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    expect((await callers.post('{ retentionDue { courseId } }', {}, caller)).body.errors?.[0].extensions.code).toMatch(
      /FORBIDDEN|UNAUTHENTICATED/,
    );
    expect((await callers.post('{ scheduledJobs { job } }', {}, caller)).body.errors?.[0].extensions.code).toMatch(
      /FORBIDDEN|UNAUTHENTICATED/,
    );
  }
  expect((await callers.rest('POST', `/api/admin/courses/${course}/anonymise`, 'user')).status).toBe(403);
  expect((await callers.rest('POST', `/api/admin/courses/${course}/anonymise`, 'anonymous')).status).toBe(401);
  expect((await callers.rest('GET', '/api/admin/data-retention/due', 'user')).status).toBe(403);
  expect((await callers.rest('GET', '/api/admin/jobs', 'anonymous')).status).toBe(401);
  expect(Object.keys(await rowsMentioning(child)).length).toBeGreaterThan(0);

  // A course not over yet: refused in the caller's language.
  const future = await newCourse({ startDate: '2099-09-01', endDate: '2099-09-30' });
  const early = await callers.admin(anonymise, { input: { courseId: toGlobalId('Course', future) } }, 'en');
  expect(early.anonymiseCourseData.errors).toEqual([
    { field: 'courseId', code: 'OUT_OF_RANGE', message: "A course's data can only be deleted after its last day." },
  ]);
  const earlyDe = await callers.rest('POST', `/api/admin/courses/${future}/anonymise`, 'admin');
  expect(earlyDe).toEqual({
    status: 409,
    body: expect.objectContaining({
      code: 'OUT_OF_RANGE',
      message: 'Die Daten eines Kurses können erst nach seinem letzten Tag gelöscht werden.',
    }),
  });

  const done = await callers.rest('POST', `/api/admin/courses/${course}/anonymise`, 'admin');
  expect(done).toEqual({ status: 200, body: expect.objectContaining({ orders: 1, participants: 1, invoicesKept: 1 }) });
  expect(await rowsMentioning(child)).toEqual({});
  const [audit] = await sql("select entity_id, actor_id, after from audit_events where entity_type = 'dataRetention' and entity_id = ?", [
    course,
  ]);
  expect(audit).toMatchObject({ actor_id: expect.any(Number), after: { trigger: 'admin', courseId: course, orders: 1, participants: 1 } });
  const list = await callers.rest('GET', '/api/admin/data-retention/due', 'admin');
  expect(list.status).toBe(200);
  expect(list.body.find((entry: { courseId: number }) => entry.courseId === course)).toBeUndefined();
  expect((await callers.rest('POST', '/api/admin/courses/999999/anonymise', 'admin')).status).toBe(404);
  expect(order.orderNumber).toMatch(/^H2O-/);
});

test('the jobs screen: each job with its last run and its next; staff may run one now; settings are checked', async () => {
  const jobs = await callers.admin(
    '{ scheduledJobs { job schedule enabled nextRunAt lastRun { startedAt finishedAt durationMs ok trigger counts { name value } } } }',
  );
  expect(jobs.scheduledJobs.map((job: { job: string }) => job.job)).toEqual([
    'COURSE_REMINDERS',
    'COURSE_REVIEW_INVITATIONS',
    'COURSE_DATA_RETENTION',
  ]);
  for (const job of jobs.scheduledJobs) {
    expect(new Date(job.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(job.nextRunAt).getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
  }
  expect(jobs.scheduledJobs[0]).toMatchObject({ schedule: '0 7 * * *', enabled: true, nextRunAt: expect.stringMatching(/T07:00:00/) });
  const before = await finishedRuns('course_reminders');
  const started = await callers.admin(
    'mutation($input: RunFollowUpJobInput!) { runFollowUpJob(input: $input) { queued errors { code } } }',
    { input: { job: 'COURSE_REMINDERS' } },
  );
  expect(started.runFollowUpJob).toEqual({ queued: true, errors: [] });
  await until(
    () => finishedRuns('course_reminders'),
    (n) => n === before + 1,
  );
  const after = await callers.admin('{ scheduledJobs { job lastRun { ok trigger durationMs counts { name value } } } }');
  expect(after.scheduledJobs[0].lastRun).toMatchObject({
    ok: true,
    trigger: 'admin',
    durationMs: expect.any(Number),
    counts: [
      { name: 'due', value: expect.any(Number) },
      { name: 'sent', value: expect.any(Number) },
    ],
  });
  const rest = await callers.rest('GET', '/api/admin/jobs', 'admin');
  expect(rest.body[0]).toMatchObject({
    job: 'COURSE_REMINDERS',
    lastRun: { trigger: 'admin', counts: { due: expect.any(Number), sent: expect.any(Number) } },
  });

  // Settings: public to read (the privacy policy states the months), refused input changes nothing, admins only.
  const read = await callers.gql('{ followUpSettings { dataRetentionMonths reminderDaysBefore } }', {}, 'anonymous');
  expect(read.data.followUpSettings).toEqual({ dataRetentionMonths: 6, reminderDaysBefore: 3 });
  const update =
    'mutation($input: UpdateFollowUpSettingsInput!) { updateFollowUpSettings(input: $input) { followUpSettings { dataRetentionMonths } errors { field code message } } }';
  const input = {
    remindersEnabled: true,
    reminderDaysBefore: 0,
    reviewInvitationsEnabled: true,
    reviewInvitationDaysAfter: 1,
    dataRetentionMonths: 121,
  };
  const refused = await callers.admin(update, { input }, 'en');
  expect(refused.updateFollowUpSettings.errors).toEqual([
    { field: 'reminderDaysBefore', code: 'OUT_OF_RANGE', message: expect.stringContaining('1') },
    { field: 'dataRetentionMonths', code: 'OUT_OF_RANGE', message: expect.stringContaining('120') },
  ]);
  expect(
    (await callers.post(update, { input: { ...input, reminderDaysBefore: 3, dataRetentionMonths: 6 } }, 'user')).body.errors?.[0].extensions
      .code,
  ).toBe('FORBIDDEN');
  expect(
    (await callers.gql('{ followUpSettings { dataRetentionMonths reminderDaysBefore } }', {}, 'anonymous')).data.followUpSettings,
  ).toEqual({ dataRetentionMonths: 6, reminderDaysBefore: 3 });
});

test('timings: a run over 1,000 orders (reminders, then the anonymisation)', async () => {
  const course = await newCourse({ startDate: '2099-10-10', endDate: '2099-10-31' });
  await sql(
    `
    with o as (
      insert into orders (customer_first_name, customer_last_name, customer_email, customer_phone, customer_address, customer_city, customer_zip_code,
        total_amount_cents, order_status, payment_method, payment_status, access_key, language)
      select 'Anna', 'Viele', 'viele' || n || '@example.org', '0821', 'Weg ' || n, 'Gersthofen', '86368', 9000, 'confirmed', 'invoice', 'paid',
        'bulk' || n || '-' || substr(md5(random()::text), 1, 30), case when n % 2 = 0 then 'de' else 'en' end
      from generate_series(1, 1000) n returning id
    ), i as (
      insert into order_items (order_id, course_id, quantity, price_cents) select id, ?, 1, 9000 from o returning id
    )
    insert into participants (order_item_id, first_name, last_name) select id, 'Kind', 'Bulkname' from i`,
    [course],
  );
  // The job alone: both instances' workers stopped, so the time is not shared with sending the 1,000 mails in this
  // same process (the SMTP server and its parser run here too).
  await one.jobWorker!.stop();
  await two.jobWorker!.stop();
  const remindersStarted = performance.now();
  const reminded = await sendCourseReminders(one.database.orm.em, one.app.appSettings, new Date('2099-10-08T07:00:00Z'));
  const remindersMs = Math.round(performance.now() - remindersStarted);
  expect(reminded.sent).toBe(1000);
  const retentionStarted = performance.now();
  const retained = await runDataRetention(one.database.orm.em, new Date('2100-05-02T02:30:00Z'));
  const retentionMs = Math.round(performance.now() - retentionStarted);
  expect(retained.orders).toBeGreaterThanOrEqual(1000);
  expect(await rowsMentioning('Bulkname')).toEqual({});
  console.log(
    `issue 26 timings: reminders for 1,000 orders ${remindersMs} ms; anonymising ${retained.orders} orders (${retained.mails} mails) ${retentionMs} ms`,
  );
}, 300_000);
