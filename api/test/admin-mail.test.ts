import { randomBytes } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { Course } from '../src/modules/courses/course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../src/modules/courses/course.enums.js';
import { OrderItem } from '../src/modules/orders/order-item.entity.js';
import { Order, OrderStatus, PaymentStatus } from '../src/modules/orders/order.entity.js';
import { type AdminCallers, type Caller, adminCallers } from './admin-callers.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { User, UserRole } from '../src/modules/users/user.entity.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { type GraphQLBody, type TestApp, startTestApp } from './test-app.js';
import { mailQueueDone, until } from './until.js';

/**
 * Issue 14, staff's mail: the outbox list (status derived from the row and its job) with retry, review invitations
 * (customers of finished, confirmed and paid courses, each address and course once ever, also when two admins send
 * at once), the admin's test mails, and the REST rows — through the real job worker to a real SMTP server.
 */
let inbox: SmtpInbox;
let t: TestApp;
let post: AdminCallers['post'], admin: AdminCallers['admin'], restCall: AdminCallers['rest'], sql: AdminCallers['sql'];
const ADMIN_EMAIL = 'chef@h2o.test';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    env: {
      SMTP_URL: inbox.url,
      MAIL_FROM: 'H2O Gersthofen <info@h2o.test>',
      JOB_POLL_INTERVAL_MS: '100',
      PUBLIC_URL: 'https://h2o.example',
    },
    jobWorker: true,
  });
  ({ post, admin, rest: restCall, sql } = await adminCallers(t, { username: 'mail-user' }));
  await sql(`update users set email = 'user@h2o.test' where username = 'mail-user'`);
  // Customers the demo data may hold are invited once here, so each test sees only its own.
  await admin('mutation { sendReviewInvitations { sent { email } errors { code } } }');
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

/** The mail REST rows are POSTs without a body. */
const rest = (path: string, caller: Caller = 'admin', language = 'de') => restCall('POST', path, caller, undefined, language);

const to = (address: string) => (mail: ParsedMail) =>
  mail.to !== undefined && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === address);

let sequence = 0;
/** A course with the given last day (ISO date). */
async function course(endDate: string | null, title = `Mailkurs ${++sequence}`): Promise<number> {
  const em = t.database.orm.em.fork();
  const created = em.create(Course, {
    title,
    description: 'Ein Kurs nur für diesen Test.',
    courseType: CourseType.CHILDREN,
    level: CourseLevel.BEGINNER,
    ageGroup: AgeGroup.CHILDREN_5_7,
    startDate: endDate ? '2020-01-01' : null,
    endDate,
    availableSlots: 5,
    totalSlots: 10,
    priceCents: 10_000,
  });
  await em.flush();
  return created.id;
}

/** An order as staff would have left it (the checkout cannot book a finished course any more). */
async function order(courseIds: number[], email: string, status: OrderStatus, payment: PaymentStatus, language = 'de', firstName = 'Anna') {
  const em = t.database.orm.em.fork();
  const created = em.create(Order, {
    customerFirstName: firstName,
    customerLastName: 'Muster',
    customerEmail: email,
    customerPhone: '0821 123456',
    customerAddress: 'Hauptstraße 1',
    customerCity: 'Gersthofen',
    customerZipCode: '86368',
    totalAmountCents: 10_000 * courseIds.length,
    paymentMethod: 'bank_transfer',
    orderStatus: status,
    paymentStatus: payment,
    accessKey: randomBytes(32).toString('base64url'),
    language,
  });
  for (const courseId of courseIds)
    em.create(OrderItem, { order: created, course: em.getReference(Course, courseId), quantity: 1, priceCents: 10_000 });
  await em.flush();
}

const INVITE = 'mutation { sendReviewInvitations { sent { email name courseTitle courseId } errors { code message } } }';
const sentOf = (data: any) => (data.sendReviewInvitations.sent as any[]).map((row) => `${row.email} ${row.courseTitle}`).sort();

describe('sendReviewInvitations', () => {
  it('invites exactly the customers of finished, confirmed and paid courses, once each, in their language, with the review link', async () => {
    const finished = await course('2021-06-30', 'Seepferdchen Sommer');
    const other = await course('2021-07-31', 'Bronze Juli');
    const running = await course('2099-12-31');
    const undated = await course(null);
    await order([finished, other], 'Eva@Example.org', OrderStatus.CONFIRMED, PaymentStatus.PAID, 'en', 'Eva');
    await order([finished], 'eva@example.org ', OrderStatus.CONFIRMED, PaymentStatus.PAID, 'en', 'Eva');
    await order([finished], 'otto@example.org', OrderStatus.CONFIRMED, PaymentStatus.PAID, 'de', 'Otto');
    await order([finished], 'pending@example.org', OrderStatus.PENDING, PaymentStatus.PAID);
    await order([finished], 'unpaid@example.org', OrderStatus.CONFIRMED, PaymentStatus.PENDING);
    await order([finished], 'cancelled@example.org', OrderStatus.CANCELLED, PaymentStatus.PAID);
    await order([running, undated], 'later@example.org', OrderStatus.CONFIRMED, PaymentStatus.PAID);

    const first = await admin(INVITE);
    expect(first.sendReviewInvitations.errors).toEqual([]);
    expect(sentOf(first)).toEqual([
      'eva@example.org Bronze Juli',
      'eva@example.org Seepferdchen Sommer',
      'otto@example.org Seepferdchen Sommer',
    ]);
    expect(first.sendReviewInvitations.sent.find((row: any) => row.email === 'otto@example.org')).toEqual({
      email: 'otto@example.org',
      name: 'Otto Muster',
      courseTitle: 'Seepferdchen Sommer',
      courseId: finished,
    });

    const [german] = await inbox.waitFor(1, to('otto@example.org'));
    expect(german.subject).toBe('Wie hat Ihnen „Seepferdchen Sommer“ gefallen?');
    expect(german.text).toContain(`https://h2o.example/review?courseId=${finished}`);
    expect(german.html).toContain(`href="https://h2o.example/review?courseId=${finished}"`);
    const english = await inbox.waitFor(2, to('eva@example.org'));
    expect(english.map((mail) => mail.subject).sort()).toEqual([
      'How did you like "Bronze Juli"?',
      'How did you like "Seepferdchen Sommer"?',
    ]);
    expect(english.some((mail) => mail.text?.includes(`https://h2o.example/review?courseId=${other}`))).toBe(true);

    // Never again for the same address and course, also after a new order of it.
    await order([finished], 'OTTO@example.org', OrderStatus.CONFIRMED, PaymentStatus.PAID);
    expect(sentOf(await admin(INVITE))).toEqual([]);
    await mailQueueDone(t.database.orm.em);
    expect(inbox.received.filter(to('otto@example.org'))).toHaveLength(1);
    expect(inbox.received.filter(to('eva@example.org'))).toHaveLength(2);
  });

  it('invites each customer once when two admins send at the same moment', async () => {
    const finished = await course('2022-03-31');
    const emails = Array.from({ length: 5 }, (_, index) => `race${index}@example.org`);
    for (const email of emails) await order([finished], email, OrderStatus.CONFIRMED, PaymentStatus.PAID);
    const answers = await Promise.all([admin(INVITE), admin(INVITE), rest('/api/send-review-invitations')]);
    const sent = [
      ...sentOf(answers[0]),
      ...sentOf(answers[1]),
      ...answers[2].body.sent.map((row: any) => `${row.email} ${row.courseTitle}`),
    ];
    expect(sent.sort()).toEqual(emails.map((email) => `${email} Mailkurs ${sequence}`));
    for (const email of emails) await inbox.waitFor(1, to(email));
    await mailQueueDone(t.database.orm.em);
    for (const email of emails) expect([email, inbox.received.filter(to(email)).length]).toEqual([email, 1]);
    expect(await sql('select count(*)::int as n from review_invitations where course_id = ?', [finished])).toEqual([{ n: 5 }]);
  });
});

describe('test mails', () => {
  const TEST = (name: string) => `mutation { ${name} { success message errors { field code message } } }`;

  it('refuses with a translated message while the admin has no address, and sends nothing', async () => {
    await sql(`update users set email = null where username = 'admin'`);
    const before = await sql('select count(*)::int as n from mails');
    const german = (await admin(TEST('sendTestEmail'))).sendTestEmail;
    expect(german).toEqual({
      success: false,
      message: expect.stringContaining('keine E-Mail-Adresse'),
      errors: [expect.objectContaining({ code: 'REQUIRED' })],
    });
    const english = (await admin(TEST('sendTestReviewInvitation'), {}, 'en')).sendTestReviewInvitation;
    expect(english.message).toContain('no e-mail address');
    const answer = await rest('/api/send-test-email');
    expect([answer.status, answer.body.message]).toEqual([400, expect.stringContaining('keine E-Mail-Adresse')]);
    expect(await sql('select count(*)::int as n from mails')).toEqual(before);
  });

  it("sends the test mail and the test review invitation to the admin's own address, on both doors", async () => {
    await sql(`update users set email = ? where username = 'admin'`, [ADMIN_EMAIL]);
    expect((await admin(TEST('sendTestEmail'))).sendTestEmail).toEqual({
      success: true,
      message: `Die Test-E-Mail an ${ADMIN_EMAIL} ist in der Warteschlange und geht über den Mailserver (SMTP_URL) hinaus. Ob er sie angenommen hat, zeigt der Postausgang.`,
      errors: [],
    });
    const [testMail] = await inbox.waitFor(1, (mail) => to(ADMIN_EMAIL)(mail) && mail.subject === 'Test-E-Mail von H2O Gersthofen');
    expect(testMail.text).toContain('admin');
    // Its footer says what it is, not that it came from the contact form; in English too.
    expect(testMail.text).toContain('Diese Test-E-Mail wurde aus der Verwaltung von h2o-gersthofen.de gesendet');
    expect(testMail.text).not.toContain('Kontaktformular');
    await admin(TEST('sendTestEmail'), {}, 'en');
    const [english] = await inbox.waitFor(1, (mail) => to(ADMIN_EMAIL)(mail) && mail.subject === 'Test e-mail from H2O Gersthofen');
    expect(english.text).toContain('This test e-mail was sent from the administration of h2o-gersthofen.de');
    expect(english.text).not.toContain('contact form');

    const review = (await admin(TEST('sendTestReviewInvitation'), {}, 'en')).sendTestReviewInvitation;
    expect(review).toEqual({
      success: true,
      message: `The test review invitation to ${ADMIN_EMAIL} is queued and goes out through the mail server (SMTP_URL). The outbox shows whether it accepted it.`,
      errors: [],
    });
    const [invitation] = await inbox.waitFor(1, (mail) => to(ADMIN_EMAIL)(mail) && /^How did you like/.test(mail.subject ?? ''));
    expect(invitation.text).toContain('This is a test review invitation');
    expect(invitation.text).toMatch(/https:\/\/h2o\.example\/review\?courseId=\d+/);

    expect(await rest('/api/send-test-email')).toEqual({
      status: 200,
      body: {
        success: true,
        message: `Die Test-E-Mail an ${ADMIN_EMAIL} ist in der Warteschlange und geht über den Mailserver (SMTP_URL) hinaus. Ob er sie angenommen hat, zeigt der Postausgang.`,
      },
    });
    expect((await rest('/api/send-test-review-invitation', 'admin', 'en')).body).toEqual({
      success: true,
      message: `The test review invitation to ${ADMIN_EMAIL} is queued and goes out through the mail server (SMTP_URL). The outbox shows whether it accepted it.`,
    });
    await inbox.waitFor(2, (mail) => to(ADMIN_EMAIL)(mail) && mail.subject === 'Test-E-Mail von H2O Gersthofen');
  });
});

describe('adminMails and retryMail', () => {
  const LIST = `query($status: MailDeliveryStatus, $search: String, $first: Int, $after: String) {
    adminMails(status: $status, search: $search, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor }
      edges { node { id databaseId recipient subject template language status attempts lastError serverResponse createdAt sentAt } }
    }
  }`;
  const RETRY = `mutation($input: RetryMailInput!) { retryMail(input: $input) { mail { id status attempts lastError } errors { field code message } } }`;
  const mailOf = async (recipient: string) => (await admin(LIST, { search: recipient })).adminMails.edges.map((edge: any) => edge.node);

  it('lists the outbox newest first, searches and filters by status, and pages', async () => {
    const recipient = 'liste@example.org';
    const finished = await course('2023-01-31');
    await order([finished], recipient, OrderStatus.CONFIRMED, PaymentStatus.PAID);
    await admin(INVITE);
    await inbox.waitFor(1, to(recipient));
    const [row] = await until(
      () => mailOf(recipient),
      (rows) => rows[0]?.status === 'SENT',
    );
    expect(row).toMatchObject({
      recipient,
      template: 'reviewInvitation',
      language: 'de',
      status: 'SENT',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(String),
    });
    // The SMTP server's own answer (smtp-server's default acceptance), as it gave it.
    expect(row.serverResponse).toMatch(/^250 /);

    const all = (await admin(LIST, { first: 2 })).adminMails;
    expect(all.totalCount).toBeGreaterThan(5);
    const times = all.edges.map((edge: any) => edge.node.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const next = (await admin(LIST, { first: 2, after: all.pageInfo.endCursor })).adminMails;
    expect(next.edges[0].node.databaseId).toBeLessThan(all.edges[1].node.databaseId);
    expect((await admin(LIST, { status: 'SENT', search: recipient })).adminMails.totalCount).toBe(1);
    expect((await admin(LIST, { status: 'FAILED', search: recipient })).adminMails.totalCount).toBe(0);
    expect((await admin(LIST, { search: 'Seepferdchen reviewInvitation' })).adminMails.totalCount).toBeGreaterThan(0);
    const tooLong = await post(LIST, { search: 'x'.repeat(500) });
    expect(tooLong.status).toBe(400);
  });

  it('shows a mail whose SMTP server is down as failed once its job is given up, retries it to sent, and refuses to resend a sent one', async () => {
    const recipient = 'retry@example.org';
    await sql(`update users set email = ? where username = 'admin'`, [recipient]);
    await inbox.stop();
    let id: string;
    try {
      await admin('mutation { sendTestEmail { success } }');
      const [queued] = await until(
        () => mailOf(recipient),
        (rows) => rows[0]?.attempts >= 1,
      );
      expect(queued).toMatchObject({ status: 'QUEUED', lastError: expect.stringMatching(/ECONNREFUSED/) });
      id = queued.id;
      // Waiting: a retry would only add a second job.
      expect((await admin(RETRY, { input: { mailId: id } })).retryMail.errors).toEqual([
        { field: 'mailId', code: 'INVALID_TRANSITION', message: 'Diese E-Mail wartet bereits auf den Versand.' },
      ]);
      // The job gives up (as after its last attempt, or lost): nothing will send it any more.
      // A job a worker holds at that moment (a retry under way) is left alone by permanently_fail_jobs: ask until it took.
      await until(
        () =>
          sql(`select id from graphile_worker.permanently_fail_jobs(array(select id from graphile_worker.jobs where key = ?), 'test')`, [
            `send_mail:${queued.databaseId}`,
          ]),
        (rows) => rows.length === 1,
      );
      const [failed] = await mailOf(recipient);
      expect(failed.status).toBe('FAILED');
      expect((await admin(LIST, { status: 'FAILED', search: recipient })).adminMails.totalCount).toBe(1);
    } finally {
      await inbox.start();
    }
    const retried = (await admin(RETRY, { input: { mailId: id! } })).retryMail;
    expect(retried.errors).toEqual([]);
    expect(retried.mail.status).toBe('QUEUED');
    await inbox.waitFor(1, to(recipient));
    const [sent] = await until(
      () => mailOf(recipient),
      (rows) => rows[0]?.status === 'SENT',
    );
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.lastError).toBeNull();
    const audit = await sql(`select action, before, after from audit_events where entity_type = 'mail' and entity_id = ?`, [
      sent.databaseId,
    ]);
    expect(audit).toEqual([{ action: 'updated', before: { status: 'failed' }, after: { status: 'queued' } }]);

    const refused = (await admin(RETRY, { input: { mailId: id! } }, 'en')).retryMail;
    expect(refused.errors).toEqual([
      { field: 'mailId', code: 'INVALID_TRANSITION', message: 'This e-mail has already been sent; it is not sent again.' },
    ]);
    expect(refused.mail.status).toBe('SENT');
    await mailQueueDone(t.database.orm.em);
    expect(inbox.received.filter(to(recipient))).toHaveLength(1);
  });

  it('retries a mail the worker marked failed, and answers MAIL_NOT_FOUND for an unknown id', async () => {
    const recipient = 'failed@example.org';
    await sql(`update users set email = ? where username = 'admin'`, [recipient]);
    await admin('mutation { sendTestEmail { success } }');
    await inbox.waitFor(1, to(recipient));
    const [row] = await until(
      () => mailOf(recipient),
      (rows) => rows[0]?.status === 'SENT',
    );
    await sql(`update mails set status = 'failed', last_error = 'boom', sent_at = null where id = ?`, [row.databaseId]);
    expect((await mailOf(recipient))[0]).toMatchObject({ status: 'FAILED', lastError: 'boom' });
    expect((await admin(RETRY, { input: { mailId: row.id } })).retryMail.errors).toEqual([]);
    await inbox.waitFor(2, to(recipient));
    await until(
      () => mailOf(recipient),
      (rows) => rows[0]?.status === 'SENT',
    );

    const unknown = (await admin(RETRY, { input: { mailId: Buffer.from('Mail:999999').toString('base64') } })).retryMail;
    expect(unknown).toEqual({
      mail: null,
      errors: [{ field: 'mailId', code: 'MAIL_NOT_FOUND', message: 'Diese E-Mail wurde nicht gefunden.' }],
    });
    const notAMail = (await admin(RETRY, { input: { mailId: Buffer.from(`Course:${row.databaseId}`).toString('base64') } })).retryMail;
    expect(notAMail.errors[0].code).toBe('MAIL_NOT_FOUND');
  });
});

describe('only admins', () => {
  it('refuses anonymous callers and other accounts on /graphql and the REST door, sending nothing', async () => {
    const finished = await course('2024-02-29');
    await order([finished], 'nobody-asked@example.org', OrderStatus.CONFIRMED, PaymentStatus.PAID);
    const mailsBefore = await sql('select count(*)::int as n from mails');
    for (const [caller, status, code] of [
      ['anonymous', 401, 'UNAUTHENTICATED'],
      ['user', 403, 'FORBIDDEN'],
    ] as const) {
      for (const query of [
        INVITE,
        'mutation { sendTestEmail { success } }',
        'mutation { sendTestReviewInvitation { success } }',
        '{ adminMails { totalCount } }',
      ]) {
        const answer = await post(query, {}, caller);
        // A refused query field is a partial answer (200); a refused mutation document runs nothing (401/403).
        const expected = query.startsWith('{') ? 200 : status;
        expect([query, answer.status, answer.body.errors?.[0]?.extensions?.code]).toEqual([query, expected, code]);
      }
      for (const path of ['/api/send-review-invitations', '/api/send-test-email', '/api/send-test-review-invitation']) {
        expect([path, (await rest(path, caller)).status]).toEqual([path, status]);
      }
    }
    expect(await sql('select count(*)::int as n from mails')).toEqual(mailsBefore);
    expect(await sql('select count(*)::int as n from review_invitations where course_id = ?', [finished])).toEqual([{ n: 0 }]);
  });
  it('refuses staff (and trainers) the test mails and the outbox on both doors, as the README lists them admin-only; staff may invite customers to review', async () => {
    const passwordHash = await hashPassword('mail-staff-password');
    const tokens: Record<string, string> = {};
    for (const role of [UserRole.STAFF, UserRole.TRAINER]) {
      // With an address of their own, so a test mail would have somewhere to go if it were let through.
      await t.database.orm.em.fork().insert(User, { username: `mail-${role}`, passwordHash, role, email: `${role}@h2o.test` });
      const signedIn = await post(
        'mutation($input: SignInInput!) { signIn(input: $input) { token } }',
        { input: { username: `mail-${role}`, password: 'mail-staff-password' } },
        'anonymous',
      );
      tokens[role] = signedIn.body.data.signIn.token;
    }
    const mailsBefore = await sql('select count(*)::int as n from mails');
    for (const role of [UserRole.STAFF, UserRole.TRAINER]) {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${tokens[role]}`, 'accept-language': 'en' };
      for (const query of [
        'mutation { sendTestEmail { success } }',
        'mutation { sendTestReviewInvitation { success } }',
        '{ adminMails { totalCount } }',
      ]) {
        const response = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });
        const body = (await response.json()) as GraphQLBody;
        expect([role, query, response.status, body.errors?.[0]?.extensions?.code, body.errors?.[0]?.message]).toEqual([
          role,
          query,
          query.startsWith('{') ? 200 : 403,
          'FORBIDDEN',
          'You are not allowed to do this.',
        ]);
      }
      for (const path of ['/api/send-test-email', '/api/send-test-review-invitation']) {
        const response = await fetch(`${t.baseUrl}${path}`, { method: 'POST', headers: { authorization: headers.authorization } });
        expect([role, path, response.status, ((await response.json()) as { code: string }).code]).toEqual([role, path, 403, 'FORBIDDEN']);
      }
    }
    expect(await sql('select count(*)::int as n from mails')).toEqual(mailsBefore);
    const staffInvites = await fetch(`${t.baseUrl}/api/send-review-invitations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[UserRole.STAFF]}` },
    });
    expect(staffInvites.status).toBe(200);
  });
});
