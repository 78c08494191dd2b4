import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import pg from 'pg';
import { warnCoursesBelowMinimum } from '../src/modules/course-cancellation/min-participants.tasks.js';
import { toGlobalId } from '../src/graphql/node.js';
import { PayPalError } from '../src/modules/payments/paypal.client.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { WAITING_FOR_A_LOCK } from './lock-waits.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';
import { until } from './until.js';

/**
 * Issue 24: refunds as records (PayPal through the stand-in's refund API over real HTTP, bank transfers owed until
 * staff make them), the customer's account given on the order page, a course's minimum with the office's warning, and
 * cancelling a course with every order refunded. Mails are read from a real SMTP server.
 */
let t: TestApp;
let inbox: SmtpInbox;
let callers: AdminCallers;
const OFFICE = 'office@h2o-test.example';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // The web build (npm run build -w web) serves the course page rendered on the server.
  t = await startTestApp({
    jobWorker: true,
    webDistDir: join(import.meta.dirname, '../../web/dist'),
    env: { JOB_POLL_INTERVAL_MS: '200', SMTP_URL: inbox.url, MAIL_TO: OFFICE, LOG_LEVEL: 'warn' },
  });
  await enableBankTransfer(t);
  callers = await adminCallers(t, { username: 'refunds-user' });
});
afterAll(async () => {
  await t.close();
  await inbox.stop();
});

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => callers.sql<T>(query, params);
let courses = 0;
const newCourse = (priceCents = 10_000, fields: { startDate?: string } = {}) =>
  createTestCourse(t, { title: `Erstattungskurs ${++courses}`, places: 10, priceCents, ...fields });
let keys = 0;

const ORDER =
  'id databaseId orderNumber orderStatus paymentStatus totalAmountCents payment { approvalUrl } refunds { id databaseId amountCents reason method status accountGiven madeAt }';

async function placeOrder(
  courseIds: number[],
  options: { paymentMethod?: 'PAYPAL' | 'BANK_TRANSFER'; language?: string; email?: string } = {},
) {
  const body = await callers.gql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { ${ORDER} } errors { field code message } } }`,
    {
      input: {
        idempotencyKey: `refunds-${Date.now()}-${++keys}-key`,
        customer: {
          firstName: 'Anna',
          lastName: 'Muster',
          email: options.email ?? `anna${keys}@example.org`,
          phone: '0821 123456',
          address: 'Hauptstraße 1',
          city: 'Gersthofen',
          zipCode: '86368',
        },
        paymentMethod: options.paymentMethod ?? 'BANK_TRANSFER',
        legalTermsAccepted: true,
        items: courseIds.map((courseId) => ({ courseId, quantity: 1, participants: [{ firstName: 'Mia', lastName: 'Muster' }] })),
      },
    },
    'anonymous',
    options.language ?? 'de',
  );
  expect(body.data.placeOrder.errors).toEqual([]);
  return {
    ...body.data.placeOrder.order,
    accessKey: body.data.placeOrder.accessKey as string,
    email: body.data.placeOrder.order && (options.email ?? `anna${keys}@example.org`),
  };
}

/** The buyer approves on the stand-in's PayPal page and comes back: the order is paid. */
async function payWithPayPal(order: { accessKey: string; payment: { approvalUrl: string } }) {
  const page = new URL(order.payment.approvalUrl, t.baseUrl);
  const response = await fetch(page, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: page.searchParams.get('token')!, action: 'approve' }),
  });
  const back = new URL(response.headers.get('location')!);
  const paid = await callers.gql(
    `mutation($input: CompletePayPalPaymentInput!) { completePayPalPayment(input: $input) { order { paymentStatus } errors { code } } }`,
    { input: { accessKey: order.accessKey, paypalOrderId: back.searchParams.get('token') } },
    'anonymous',
  );
  expect(paid.data.completePayPalPayment).toEqual({ order: { paymentStatus: 'PAID' }, errors: [] });
}

const markPaid = async (orderId: string) =>
  expect(
    (
      await callers.admin(`mutation($input: MarkOrderPaidInput!) { markOrderPaid(input: $input) { errors { code } } }`, {
        input: { orderId },
      })
    ).markOrderPaid.errors,
  ).toEqual([]);

const refundOrder = async (orderId: string, amountCents?: number | null, language = 'de') =>
  (
    await callers.admin(
      `mutation($input: RefundOrderInput!) { refundOrder(input: $input) { order { ${ORDER} } errors { field code message } } }`,
      { input: { orderId, amountCents } },
      language,
    )
  ).refundOrder;

const adminOrder = async (id: string) =>
  (await callers.admin(`query($id: ID!) { adminOrder(id: $id) { ${ORDER} refunds { iban accountHolder } } }`, { id })).adminOrder;
const mailsTo = (address: string, subject: RegExp) => (mail: ParsedMail) =>
  mail.to !== undefined && JSON.stringify(mail.to).includes(address) && subject.test(mail.subject ?? '');

test("a refund above what was paid is refused in the request's language and changes nothing", async () => {
  const order = await placeOrder([await newCourse(10_000)]);
  // Nothing paid yet: nothing to refund.
  expect((await refundOrder(order.id, 100)).errors).toEqual([
    { field: null, code: 'INVALID_TRANSITION', message: expect.stringContaining('Zahlungsstatus') },
  ]);
  await markPaid(order.id);
  const before = await sql(
    'select (select count(*) from refunds where order_id = ?) as refunds, (select count(*) from order_events where order_id = ?) as events',
    [order.databaseId, order.databaseId],
  );
  const above = await refundOrder(order.id, 10_001, 'en');
  expect(above.errors).toEqual([
    {
      field: 'amountCents',
      code: 'OUT_OF_RANGE',
      message: expect.stringMatching(/^The refund is above what was paid: at most €100\.00 can still be refunded\.$/),
    },
  ]);
  expect(above.order).toMatchObject({ paymentStatus: 'PAID', refunds: [] });
  const zero = await refundOrder(order.id, 0);
  expect(zero.errors).toEqual([{ field: 'amountCents', code: 'OUT_OF_RANGE', message: 'Bitte geben Sie einen Betrag über 0 € ein.' }]);
  expect(
    await sql(
      'select (select count(*) from refunds where order_id = ?) as refunds, (select count(*) from order_events where order_id = ?) as events',
      [order.databaseId, order.databaseId],
    ),
  ).toEqual(before);

  // A partial refund, then the rest: never more than is left.
  expect((await refundOrder(order.id, 4_000)).errors).toEqual([]);
  const rest = await refundOrder(order.id, 6_001);
  expect(rest.errors).toEqual([
    {
      field: 'amountCents',
      code: 'OUT_OF_RANGE',
      message: expect.stringMatching(
        /^Die Erstattung liegt über dem, was bezahlt wurde: Höchstens 60,00\s€ können noch erstattet werden\.$/,
      ),
    },
  ]);
});

test("PayPal: the refund goes through the stand-in's refund API by a job, is made, the payment refunded, the customer mailed", async () => {
  const order = await placeOrder([await newCourse(12_000)], { paymentMethod: 'PAYPAL', language: 'en' });
  await payWithPayPal(order);
  const refunded = await refundOrder(order.id, null);
  expect(refunded.errors).toEqual([]);
  expect(refunded.order.refunds).toMatchObject([{ amountCents: 12_000, reason: 'STAFF', method: 'PAYPAL', status: 'PENDING' }]);
  await until(
    () => adminOrder(order.id),
    (read) => read.refunds[0].status !== 'PENDING',
  );
  // Read again: the order and its refunds are two statements of one request, and the one above may have read the
  // order just before the job's transaction committed and the refunds just after it.
  const done = await adminOrder(order.id);
  expect(done).toMatchObject({ paymentStatus: 'REFUNDED', refunds: [{ status: 'MADE', madeAt: expect.any(String) }] });
  const [refund] = await sql('select paypal_refund_id from refunds where order_id = ?', [order.databaseId]);
  expect(refund.paypal_refund_id).toMatch(/^[A-Z0-9]{17}$/);

  // The stand-in refuses more than was captured.
  const [captured] = await sql(
    "select data->>'captureId' as capture_id from order_events where order_id = ? and type = 'payment_captured'",
    [order.databaseId],
  );
  const refused = await t.app.payments
    .payPal!.refundCapture(captured.capture_id, { amountCents: 1, requestId: `another-${Date.now()}` })
    .catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(PayPalError);
  expect((refused as PayPalError).issue).toBe('CAPTURE_FULLY_REFUNDED');

  const [mail] = await inbox.waitFor(1, mailsTo(order.email, new RegExp(`Refund for your order ${order.orderNumber}`)));
  expect(mail.text).toContain('we have refunded €120.00');
  expect(mail.text).toContain('/checkout/order?key=');
  expect(mail.html).toContain('View order');
});

test('the stand-in refuses a partial refund above what is left of the capture, and answers a repeated request id with the first refund', async () => {
  const order = await placeOrder([await newCourse(5_000)], { paymentMethod: 'PAYPAL' });
  await payWithPayPal(order);
  const [captured] = await sql(
    "select data->>'captureId' as capture_id from order_events where order_id = ? and type = 'payment_captured'",
    [order.databaseId],
  );
  const payPal = t.app.payments.payPal!;
  const first = await payPal.refundCapture(captured.capture_id, { amountCents: 3_000, requestId: `partial-${order.databaseId}` });
  expect(first).toMatchObject({ status: 'COMPLETED', amountCents: 3_000 });
  expect(await payPal.refundCapture(captured.capture_id, { amountCents: 3_000, requestId: `partial-${order.databaseId}` })).toEqual(first);
  const above = await payPal
    .refundCapture(captured.capture_id, { amountCents: 2_001, requestId: `partial-2-${order.databaseId}` })
    .catch((error: unknown) => error);
  expect((above as PayPalError).issue).toBe('REFUND_AMOUNT_EXCEEDED');
});

test('bank transfer: owed, the office is told, the customer gives the IBAN by key, staff mark it made, the customer is mailed', async () => {
  const order = await placeOrder([await newCourse(8_000)]);
  await markPaid(order.id);
  const owed = await refundOrder(order.id, 3_000);
  expect(owed.order.refunds).toMatchObject([{ amountCents: 3_000, method: 'BANK_TRANSFER', status: 'OWED', accountGiven: false }]);
  const [office] = await inbox.waitFor(1, mailsTo(OFFICE, new RegExp(`Erstattung offen: 30,00\\s€ für ${order.orderNumber}`)));
  expect(office.text).toContain('/admin/orders?q=');

  const GIVE = `mutation($input: GiveRefundAccountInput!) { giveRefundAccount(input: $input) { order { refunds { status accountGiven } } errors { field code message } } }`;
  const wrongKey = await callers.gql(
    GIVE,
    { input: { accessKey: 'x'.repeat(43), iban: 'DE89 3704 0044 0532 0130 00', accountHolder: 'Anna Muster' } },
    'anonymous',
  );
  expect(wrongKey.data.giveRefundAccount).toEqual({
    order: null,
    errors: [{ field: 'accessKey', code: 'ORDER_NOT_FOUND', message: 'Diese Bestellung wurde nicht gefunden.' }],
  });
  const badIban = await callers.gql(
    GIVE,
    { input: { accessKey: order.accessKey, iban: 'DE89 3704 0044 0532 0130 01', accountHolder: 'Anna Muster' } },
    'anonymous',
    'en',
  );
  expect(badIban.data.giveRefundAccount.errors).toEqual([
    {
      field: 'iban',
      code: 'INVALID_IBAN',
      message: 'This IBAN is not valid. Please check it for typos (example: DE89 3704 0044 0532 0130 00).',
    },
  ]);
  expect((await sql('select iban from refunds where order_id = ?', [order.databaseId]))[0].iban).toBeNull();
  const given = await callers.gql(
    GIVE,
    { input: { accessKey: order.accessKey, iban: 'DE89 3704 0044 0532 0130 00', accountHolder: 'Anna Muster' } },
    'anonymous',
  );
  expect(given.data.giveRefundAccount).toEqual({ order: { refunds: [{ status: 'OWED', accountGiven: true }] }, errors: [] });

  // Staff see the account (the public order does not offer it) and mark the transfer made.
  const seen = await adminOrder(order.id);
  expect(seen.refunds).toMatchObject([{ iban: 'DE89370400440532013000', accountHolder: 'Anna Muster' }]);
  const anonymousIban = await callers.post(
    `query($key: String!) { orderByAccessKey(accessKey: $key) { refunds { iban } } }`,
    { key: order.accessKey },
    'anonymous',
  );
  expect(anonymousIban.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const owedList = (await callers.admin('{ owedRefunds { databaseId orderNumber iban } }')).owedRefunds;
  expect(owedList).toContainEqual({
    databaseId: seen.refunds[0].databaseId,
    orderNumber: order.orderNumber,
    iban: 'DE89370400440532013000',
  });

  const MADE = `mutation($input: MarkRefundMadeInput!) { markRefundMade(input: $input) { order { paymentStatus refunds { status } } errors { field code message } } }`;
  const refused = await callers.post(MADE, { input: { refundId: seen.refunds[0].id } }, 'user');
  expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  const made = (await callers.admin(MADE, { input: { refundId: seen.refunds[0].id } })).markRefundMade;
  // Partly refunded: the payment stays paid.
  expect(made).toEqual({ order: { paymentStatus: 'PAID', refunds: [{ status: 'MADE' }] }, errors: [] });
  const again = (await callers.admin(MADE, { input: { refundId: seen.refunds[0].id } }, 'en')).markRefundMade;
  expect(again.errors).toEqual([
    { field: 'refundId', code: 'INVALID_TRANSITION', message: 'This refund is not (or no longer) an open bank transfer.' },
  ]);
  const [mail] = await inbox.waitFor(1, mailsTo(order.email, new RegExp(`Erstattung zu Ihrer Bestellung ${order.orderNumber}`)));
  expect(mail.text).toContain('wir haben Ihnen 30,00');
  expect(mail.text).toContain('per Überweisung');
  expect(mail.html).toContain('Bestellung ansehen');
});

const CANCEL = `mutation($input: CancelCourseInput!) { cancelCourse(input: $input) { course { isActive cancelledAt } cancelledOrders refunds errors { field code message } } }`;

test('cancelling a course: every order cancelled in one go, PayPal refunded through the stand-in, transfers owed, the course off sale with a notice', async () => {
  const courseId = await newCourse(9_000);
  const otherId = await newCourse(5_000);
  const payPalOrder = await placeOrder([courseId], { paymentMethod: 'PAYPAL', language: 'en' });
  await payWithPayPal(payPalOrder);
  const transferOrder = await placeOrder([courseId]);
  await markPaid(transferOrder.id);
  const unpaidOrder = await placeOrder([courseId]);
  // Two courses in one order: only this course's share comes back, the order stays for the other course.
  const mixedOrder = await placeOrder([courseId, otherId]);
  await markPaid(mixedOrder.id);

  const globalId = toGlobalId('Course', courseId);
  expect((await callers.post(CANCEL, { input: { courseId: globalId } }, 'user')).body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect((await callers.rest('POST', `/api/courses/${courseId}/cancel`, 'anonymous', {})).status).toBe(401);

  const cancelled = (await callers.admin(CANCEL, { input: { courseId: globalId, reason: 'Zu wenige Anmeldungen' } })).cancelCourse;
  expect(cancelled).toMatchObject({
    course: { isActive: false, cancelledAt: expect.any(String) },
    cancelledOrders: 3,
    refunds: 3,
    errors: [],
  });
  expect((await callers.admin(CANCEL, { input: { courseId: globalId } }, 'en')).cancelCourse.errors).toEqual([
    { field: 'courseId', code: 'COURSE_CANCELLED', message: 'This course is already cancelled.' },
  ]);

  const transfer = await adminOrder(transferOrder.id);
  expect(transfer).toMatchObject({
    orderStatus: 'CANCELLED',
    paymentStatus: 'PAID',
    refunds: [{ amountCents: 9_000, reason: 'COURSE_CANCELLED', method: 'BANK_TRANSFER', status: 'OWED' }],
  });
  expect(await adminOrder(unpaidOrder.id)).toMatchObject({ orderStatus: 'CANCELLED', refunds: [] });
  // Paid, so confirmed by its payment; it keeps its other course.
  expect(await adminOrder(mixedOrder.id)).toMatchObject({ orderStatus: 'CONFIRMED', refunds: [{ amountCents: 9_000, status: 'OWED' }] });
  await until(
    () => adminOrder(payPalOrder.id),
    (read) => read.refunds[0]?.status === 'MADE',
  );
  const payPal = await adminOrder(payPalOrder.id); // read again after the job's commit (see the PayPal test above)
  expect(payPal).toMatchObject({
    orderStatus: 'CANCELLED',
    paymentStatus: 'REFUNDED',
    refunds: [{ amountCents: 9_000, reason: 'COURSE_CANCELLED', method: 'PAYPAL' }],
  });
  await inbox.waitFor(1, mailsTo(payPalOrder.email, new RegExp(`Refund for your order ${payPalOrder.orderNumber}`)));

  // Off sale, but its page still answers, saying it was cancelled.
  const publicCourse = await callers.gql(
    `query($id: Int!) { course(databaseId: $id) { bookable cancelledAt } }`,
    { id: courseId },
    'anonymous',
  );
  expect(publicCourse.data.course).toMatchObject({ bookable: false, cancelledAt: expect.any(String) });
  const rest = await callers.rest('GET', `/api/courses/${courseId}`, 'anonymous');
  expect(rest.body).toMatchObject({ isActive: false, cancelledAt: expect.any(String) });
  // Its page, rendered on the server, says so in the visitor's language instead of offering it.
  expect(
    (await callers.gql(`query($id: Int!) { course(databaseId: $id) { availability } }`, { id: courseId }, 'anonymous')).data.course
      .availability,
  ).toBe('CANCELLED');
  for (const [language, text, badge] of [
    ['de', 'Dieser Kurs wurde abgesagt.', 'Abgesagt'],
    ['en', 'This course was cancelled.', 'Cancelled'],
  ]) {
    const page = await (await fetch(`${t.baseUrl}/course/${courseId}?lang=${language}`)).text();
    expect(page).toMatch(new RegExp(`data-testid="course-cancelled"[^>]*>[\\s\\S]*${text.replace('.', '\\.')}`));
    // At the top: the notice comes before the price box, and nothing claims free places or offers booking.
    expect(page.indexOf('data-testid="course-cancelled"')).toBeLessThan(page.indexOf('data-testid="course-price"'));
    expect(page).toMatch(new RegExp(`data-testid="availability-badge"[^>]*>${badge}<`));
    expect(page).not.toContain('data-testid="places-left"');
    expect(page).not.toContain('data-testid="course-request"');
    expect(page).not.toContain('data-testid="add-to-cart"');
  }
  // It never goes on sale again.
  const reactivate = await callers.admin(`mutation($input: SetCourseActiveInput!) { setCourseActive(input: $input) { errors { code } } }`, {
    input: { id: globalId, isActive: true },
  });
  expect(reactivate.setCourseActive.errors).toEqual([{ code: 'COURSE_CANCELLED' }]);
  const update = await callers.admin(`mutation($input: UpdateCourseInput!) { updateCourse(input: $input) { errors { field code } } }`, {
    input: { id: globalId, isActive: true },
  });
  expect(update.updateCourse.errors).toEqual([{ field: 'isActive', code: 'COURSE_CANCELLED' }]);
});

test('a checkout that read the course before a cancellation committed waits for it and is refused: no place of a cancelled course is sold', async () => {
  const courseId = await newCourse(9_000);
  const cancelling = new pg.Client({ connectionString: t.database.orm.config.get('clientUrl') });
  await cancelling.connect();
  try {
    // A cancellation in progress, as cancelCourse's transaction holds it: the course row locked, not yet committed.
    await cancelling.query('begin');
    await cancelling.query('update courses set is_active = false, cancelled_at = now() where id = $1', [courseId]);
    const checkout = callers.gql(
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } errors { field code message } } }',
      {
        input: {
          idempotencyKey: `refunds-race-${Date.now()}-key`,
          customer: {
            firstName: 'Anna',
            lastName: 'Muster',
            email: 'anna-race@example.org',
            phone: '0821 123456',
            address: 'Hauptstraße 1',
            city: 'Gersthofen',
            zipCode: '86368',
          },
          paymentMethod: 'BANK_TRANSFER',
          legalTermsAccepted: true,
          items: [{ courseId, quantity: 1, participants: [{ firstName: 'Mia', lastName: 'Muster' }] }],
        },
      },
      'anonymous',
      'en',
    );
    // The checkout read the course as on offer and now waits for the row; then the cancellation commits.
    for (let waiting = 0; waiting === 0;) waiting = (await cancelling.query(WAITING_FOR_A_LOCK)).rows[0].waiting;
    await cancelling.query('commit');
    const answer = (await checkout).data.placeOrder;
    expect(answer.order).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({ field: 'items.0.courseId', code: 'COURSE_NOT_FOUND', message: 'Course no longer available.' }),
    ]);
    const [course] = await t.database.orm.em
      .fork()
      .getConnection()
      .execute('select available_slots, total_slots from courses where id = ?', [courseId]);
    expect(course.available_slots).toBe(course.total_slots);
  } finally {
    await cancelling.end();
  }
});

test("minimum participants: 1 to the total places, refused above them in the request's language (GraphQL and REST)", async () => {
  const CREATE = `mutation($input: CreateCourseInput!) { createCourse(input: $input) { course { minParticipants } errors { field code message } } }`;
  const input = {
    title: 'Mindestkurs',
    description: 'Kurs mit Minimum',
    courseType: 'CHILDREN',
    level: 'BEGINNER',
    ageGroup: 'CHILDREN_5_7',
    totalSlots: 8,
    priceCents: 1000,
    startDate: '2099-03-02',
  };
  const above = (await callers.admin(CREATE, { input: { ...input, minParticipants: 9 } }, 'en')).createCourse;
  expect(above).toEqual({
    course: null,
    errors: [
      {
        field: 'minParticipants',
        code: 'OUT_OF_RANGE',
        message:
          'The minimum number of participants must be a whole number from 1 to the total places (8): a minimum above the total places can never be reached.',
      },
    ],
  });
  expect((await callers.admin(CREATE, { input: { ...input, minParticipants: 0 } })).createCourse.errors[0]).toMatchObject({
    field: 'minParticipants',
    code: 'OUT_OF_RANGE',
  });
  expect((await callers.admin(CREATE, { input: { ...input, minParticipants: 4 } })).createCourse).toEqual({
    course: { minParticipants: 4 },
    errors: [],
  });
  const rest = await callers.rest('POST', '/api/courses', 'admin', {
    title: 'Mindestkurs REST',
    description: 'x',
    totalSlots: 5,
    price: 10,
    startDate: '2099-03-02',
    minParticipants: 6,
  });
  expect(rest.status).toBe(400);
  expect(rest.body.errors).toEqual([
    { field: 'minParticipants', code: 'OUT_OF_RANGE', message: expect.stringContaining('Mindestteilnehmerzahl') },
  ]);
  const created = await callers.rest('POST', '/api/courses', 'admin', {
    title: 'Mindestkurs REST',
    description: 'x',
    totalSlots: 5,
    price: 10,
    startDate: '2099-03-02',
    minParticipants: 3,
  });
  expect(created).toMatchObject({ status: 201, body: { minParticipants: 3, cancelledAt: null } });
});

test("the daily warning: courses starting within the setting's days below their minimum, once per course (controlled clock)", async () => {
  const now = new Date('2099-01-10T06:05:00Z');
  const inFiveDays = await newCourse(1_000, { startDate: '2099-01-15' });
  const inTenDays = await newCourse(1_000, { startDate: '2099-01-20' });
  const fullEnough = await newCourse(1_000, { startDate: '2099-01-14' });
  await sql('update courses set min_participants = 3 where id in (?, ?, ?)', [inFiveDays, inTenDays, fullEnough]);
  await sql('update courses set min_participants = 1 where id = ?', [fullEnough]);
  await placeOrder([inFiveDays]);
  await placeOrder([fullEnough]);

  expect(await warnCoursesBelowMinimum(t.database.orm.em, t.app.appSettings, now)).toEqual([inFiveDays]);
  // The next day (or a second instance): nothing again for the same course.
  expect(await warnCoursesBelowMinimum(t.database.orm.em, t.app.appSettings, new Date(now.getTime() + 86_400_000))).toEqual([]);
  // Five days later the other course is within the 7 days.
  expect(await warnCoursesBelowMinimum(t.database.orm.em, t.app.appSettings, new Date('2099-01-14T06:05:00Z'))).toEqual([inTenDays]);
  const [mail] = await inbox.waitFor(1, mailsTo(OFFICE, /Zu wenige Anmeldungen: Erstattungskurs \d+ beginnt am 15\.01\.2099/));
  expect(mail.text).toContain('ein Platz');
  expect(mail.text).toContain('mindestens 3');
});

/** The mails queued to `address` by template, from the outbox (queued in the transaction of the change that caused them). */
const outboxTemplates = async (address: string) =>
  (await sql<{ template: string }>('select template from mails where recipient = ? order by id', [address])).map((row) => row.template);

test('a refund by bank transfer asks the customer once by mail for the IBAN, in their language; the owed list shows its age; staff remind, refused once the account is given', async () => {
  const orders = [] as Awaited<ReturnType<typeof placeOrder>>[];
  for (const language of ['de', 'en']) {
    const order = await placeOrder([await newCourse(12_000)], { language });
    await markPaid(order.id);
    expect((await refundOrder(order.id, null)).errors).toEqual([]);
    orders.push(order);
  }
  const [de, en] = orders;
  const [deMail] = await inbox.waitFor(
    1,
    mailsTo(de.email, new RegExp(`^Ihre Erstattung zu ${de.orderNumber}: Bitte geben Sie Ihre IBAN an$`)),
  );
  expect(deMail.text).toMatch(/wir erstatten Ihnen 120,00\s€ zu Ihrer Bestellung H2O-\d+ per Überweisung/);
  expect(deMail.html).toContain(`/checkout/order?key=${de.accessKey}`);
  expect(deMail.html).toContain('IBAN angeben');
  const [enMail] = await inbox.waitFor(1, mailsTo(en.email, new RegExp(`^Your refund for ${en.orderNumber}: please give your IBAN$`)));
  expect(enMail.text).toMatch(/we are refunding €120\.00 for your order H2O-\d+ by bank transfer/);
  // One mail per refund: the refund's request, nothing else.
  expect(await outboxTemplates(de.email)).toEqual(['orderConfirmation', 'orderConfirmed', 'refundAccountRequest']);

  const OWED = '{ owedRefunds { id orderNumber customerName createdAt accountAskedAt accountReminders accountGiven } }';
  const listed = (await callers.admin(OWED)).owedRefunds.find((refund: { orderNumber: string }) => refund.orderNumber === en.orderNumber);
  expect(listed).toMatchObject({
    customerName: 'Anna Muster',
    createdAt: expect.any(String),
    accountAskedAt: expect.any(String),
    accountReminders: 0,
    accountGiven: false,
  });
  for (const caller of ['user', 'anonymous'] as const)
    expect((await callers.post(OWED, {}, caller)).body.errors[0].extensions.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);

  const REMIND =
    'mutation($input: RemindRefundAccountInput!) { remindRefundAccount(input: $input) { order { refunds { accountReminders } } errors { field code message } } }';
  expect((await callers.post(REMIND, { input: { refundId: listed.id } }, 'user')).body.errors[0].extensions.code).toBe('FORBIDDEN');
  const reminded = (await callers.admin(REMIND, { input: { refundId: listed.id } })).remindRefundAccount;
  expect(reminded).toEqual({ order: { refunds: [{ accountReminders: 1 }] }, errors: [] });
  const [reminder] = await inbox.waitFor(1, mailsTo(en.email, new RegExp(`^Reminder: your IBAN for the refund for ${en.orderNumber}$`)));
  expect(reminder.text).toContain('We have not received your account details yet');

  const GIVE = `mutation($input: GiveRefundAccountInput!) { giveRefundAccount(input: $input) { errors { code } } }`;
  expect(
    (
      await callers.gql(
        GIVE,
        { input: { accessKey: en.accessKey, iban: 'DE89 3704 0044 0532 0130 00', accountHolder: 'Anna Muster' } },
        'anonymous',
      )
    ).data.giveRefundAccount.errors,
  ).toEqual([]);
  const before = await outboxTemplates(en.email);
  const given = (await callers.admin(REMIND, { input: { refundId: listed.id } }, 'en')).remindRefundAccount;
  expect(given.errors).toEqual([
    { field: 'refundId', code: 'ACCOUNT_GIVEN', message: 'The account for this refund has been given already: please make the transfer.' },
  ]);
  expect(await outboxTemplates(en.email)).toEqual(before);
});

test('cancelling a paid order says what happens to the money: refunded with it (PayPal, or the IBAN asked in the same mail) or not refunded', async () => {
  const CANCEL_ORDER =
    'mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { order { orderStatus paymentStatus refunds { amountCents method status } } errors { code } } }';
  // PayPal, in English: the money goes back to the paying account, said in the one cancellation mail.
  const payPal = await placeOrder([await newCourse(12_000)], { paymentMethod: 'PAYPAL', language: 'en' });
  await payWithPayPal(payPal);
  const cancelledPayPal = (await callers.admin(CANCEL_ORDER, { input: { orderId: payPal.id, refund: true } })).cancelOrder;
  expect(cancelledPayPal).toMatchObject({
    order: { orderStatus: 'CANCELLED', refunds: [{ amountCents: 12_000, method: 'PAYPAL' }] },
    errors: [],
  });
  const [payPalMail] = await inbox.waitFor(1, mailsTo(payPal.email, new RegExp(`^Your booking ${payPal.orderNumber} has been cancelled$`)));
  expect(payPalMail.text).toContain('You get €120.00 back: we refund it through PayPal to the PayPal account you paid with.');
  expect(payPalMail.text).not.toMatch(/contact you about the amount/);

  // Bank transfer, in German: owed, the cancellation mail itself asks for the IBAN; no second mail for the refund.
  const transfer = await placeOrder([await newCourse(8_000)]);
  await markPaid(transfer.id);
  const cancelledTransfer = (await callers.admin(CANCEL_ORDER, { input: { orderId: transfer.id, refund: true } })).cancelOrder;
  expect(cancelledTransfer).toMatchObject({
    order: { orderStatus: 'CANCELLED', paymentStatus: 'PAID', refunds: [{ amountCents: 8_000, method: 'BANK_TRANSFER', status: 'OWED' }] },
    errors: [],
  });
  const [transferMail] = await inbox.waitFor(
    1,
    mailsTo(transfer.email, new RegExp(`^Ihre Buchung ${transfer.orderNumber} wurde storniert$`)),
  );
  expect(transferMail.text).toMatch(
    /Sie erhalten 80,00\s€ zurück per Überweisung\. Bitte geben Sie dazu auf der Seite Ihrer Buchung Ihre IBAN an/,
  );
  expect(transferMail.text).not.toContain('melden wir uns');
  expect(await outboxTemplates(transfer.email)).toEqual(['orderConfirmation', 'orderConfirmed', 'orderCancelled']);

  // Without a refund: the mail says the amount is not refunded with the cancellation.
  const kept = await placeOrder([await newCourse(5_000)]);
  await markPaid(kept.id);
  expect((await callers.admin(CANCEL_ORDER, { input: { orderId: kept.id } })).cancelOrder).toMatchObject({
    order: { orderStatus: 'CANCELLED', paymentStatus: 'PAID', refunds: [] },
    errors: [],
  });
  const [keptMail] = await inbox.waitFor(1, mailsTo(kept.email, new RegExp(`^Ihre Buchung ${kept.orderNumber} wurde storniert$`)));
  expect(keptMail.text).toMatch(/Den bezahlten Betrag von 50,00\s€ erstatten wir mit dieser Stornierung nicht\./);
  // A second cancellation is refused and refunds nothing.
  expect((await callers.admin(CANCEL_ORDER, { input: { orderId: kept.id, refund: true } })).cancelOrder).toMatchObject({
    order: { refunds: [] },
    errors: [{ code: 'INVALID_TRANSITION' }],
  });
});

test('cancelling a course: the reason staff chose reaches each customer\'s mail in their language; "other" needs the words, which are sent as typed', async () => {
  const cases = [
    {
      reasonKind: 'POOL_CLOSED',
      reason: null,
      de: 'Der Grund: Das Schwimmbad ist in dieser Zeit geschlossen.',
      en: 'The reason: the pool is closed during this time.',
    },
    {
      reasonKind: 'TRAINER_ILL',
      reason: 'Grippe',
      de: 'Der Grund: Die Trainerin oder der Trainer ist erkrankt',
      en: 'The reason: the trainer is ill',
    },
    { reasonKind: 'OTHER', reason: 'Wasserschaden im Hallenbad', de: 'Wasserschaden im Hallenbad', en: 'Wasserschaden im Hallenbad' },
  ];
  for (const entry of cases) {
    const courseId = await newCourse(6_000);
    const deOrder = await placeOrder([courseId]);
    const enOrder = await placeOrder([courseId], { language: 'en' });
    const globalId = toGlobalId('Course', courseId);
    if (entry.reasonKind === 'OTHER') {
      const missing = (await callers.admin(CANCEL, { input: { courseId: globalId, reasonKind: 'OTHER', reason: '  ' } }, 'en'))
        .cancelCourse;
      expect(missing).toEqual({
        course: null,
        cancelledOrders: 0,
        refunds: 0,
        errors: [{ field: 'reason', code: 'REQUIRED', message: 'Please write the reason the customers are to read.' }],
      });
      expect((await adminOrder(deOrder.id)).orderStatus).toBe('PENDING');
    }
    expect(
      (await callers.admin(CANCEL, { input: { courseId: globalId, reasonKind: entry.reasonKind, reason: entry.reason } })).cancelCourse
        .errors,
    ).toEqual([]);
    const [deMail] = await inbox.waitFor(1, mailsTo(deOrder.email, /^Kursabsage: Ihre Buchung/));
    const [enMail] = await inbox.waitFor(1, mailsTo(enOrder.email, /^Course cancelled: your booking/));
    expect(deMail.text).toContain(entry.de);
    expect(enMail.text).toContain(entry.en);
    for (const mail of [deMail, enMail]) expect(mail.text).not.toMatch(/Mindestteilnehmerzahl|minimum number/);
  }
});

test("an anonymised order: staff's edits are refused with a clear error and change nothing", async () => {
  const courseId = await newCourse(4_000);
  const order = await placeOrder([courseId]);
  await sql('update courses set start_date = current_date - 40, end_date = current_date - 20 where id = ?', [courseId]);
  const anonymise = `mutation($input: AnonymiseCourseDataInput!) { anonymiseCourseData(input: $input) { orders errors { code } } }`;
  expect((await callers.admin(anonymise, { input: { courseId: toGlobalId('Course', courseId) } })).anonymiseCourseData).toEqual({
    orders: 1,
    errors: [],
  });
  const read = (
    await callers.admin(`query($id: ID!) { adminOrder(id: $id) { anonymisedAt items { databaseId participants { databaseId } } } }`, {
      id: order.id,
    })
  ).adminOrder;
  expect(read.anonymisedAt).toEqual(expect.any(String));
  const before = await sql('select customer_first_name, customer_phone from orders where id = ?', [order.databaseId]);
  const customer = await callers.admin(
    `mutation($input: UpdateOrderCustomerInput!) { updateOrderCustomer(input: $input) { errors { field code message } } }`,
    { input: { orderId: order.id, firstName: 'Anna', phone: '0821 1' } },
    'en',
  );
  expect(customer.updateOrderCustomer.errors).toEqual([
    {
      field: 'orderId',
      code: 'ORDER_ANONYMISED',
      message: 'The personal data of this order were deleted (retention period); it can no longer be edited.',
    },
  ]);
  const participants = await callers.admin(
    `mutation($input: UpdateOrderParticipantsInput!) { updateOrderParticipants(input: $input) { errors { field code message } } }`,
    {
      input: {
        orderId: order.id,
        orderItemId: read.items[0].databaseId,
        participants: [{ databaseId: read.items[0].participants[0].databaseId, firstName: 'Mia', lastName: 'Muster' }],
      },
    },
  );
  expect(participants.updateOrderParticipants.errors).toEqual([
    {
      field: 'orderId',
      code: 'ORDER_ANONYMISED',
      message: 'Die persönlichen Daten dieser Bestellung wurden gelöscht (Aufbewahrungsfrist); sie kann nicht mehr bearbeitet werden.',
    },
  ]);
  expect(await sql('select customer_first_name, customer_phone from orders where id = ?', [order.databaseId])).toEqual(before);
});
