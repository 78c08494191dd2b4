import { hashPassword } from '../src/modules/auth/password.js';
import { User, UserRole } from '../src/modules/users/user.entity.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * Issue 14, orders and participants for staff, through /graphql and the REST door against a real PostgreSQL: the
 * list with search and filters, confirm / cancel / mark paid / delete / resend with their history lines (who,
 * before, after), cancelling returns places exactly once, refused changes change nothing, the participant list
 * takes only confirmed and paid orders, and its CSV is safe to open in Excel.
 */
let t: TestApp;
let post: AdminCallers['post'], admin: AdminCallers['admin'], rest: AdminCallers['rest'], sql: AdminCallers['sql'];
let headersFor: AdminCallers['headersFor'];

beforeAll(async () => {
  t = await startTestApp();
  ({ post, admin, rest, sql, headersFor } = await adminCallers(t, { username: 'orders-user' }));
  await enableBankTransfer(t);
});
afterAll(() => t.close());

/** An admin's download (the participant CSV): its status, headers and text. */
async function download(path: string, language = 'de') {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: headersFor('admin', language) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

let courseCount = 0;
function newCourse(places: number, title = `Adminkurs ${++courseCount}`): Promise<number> {
  return createTestCourse(t, { title, places, priceCents: 10_000, time: '12:15-13:00', location: 'Hallenbad Gersthofen' });
}

const freePlaces = async (courseId: number) =>
  (await sql<{ available_slots: number }>('select available_slots from courses where id = ?', [courseId]))[0].available_slots;

let keys = 0;
interface Placed {
  id: string;
  databaseId: number;
  orderNumber: string;
  accessKey: string;
}

/** A customer's order through the public checkout (bank transfer): `names` per course, one place each. */
async function placeOrder(items: [number, string[][]][], customer: Partial<Record<string, string>> = {}, language = 'de'): Promise<Placed> {
  const answer = await post(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { id databaseId orderNumber } errors { field code message } } }`,
    {
      input: {
        idempotencyKey: `admin-orders-${Date.now()}-${++keys}-key`,
        customer: {
          firstName: 'Anna',
          lastName: 'Muster',
          email: 'anna@example.org',
          phone: '0821 123456',
          address: 'Hauptstraße 1',
          city: 'Gersthofen',
          zipCode: '86368',
          ...customer,
        },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
        items: items.map(([courseId, names]) => ({
          courseId,
          quantity: names.length,
          participants: names.map(([firstName, lastName]) => ({ firstName, lastName })),
        })),
      },
    },
    'anonymous',
    language,
  );
  expect(answer.body.data.placeOrder.errors).toEqual([]);
  return { ...answer.body.data.placeOrder.order, accessKey: answer.body.data.placeOrder.accessKey };
}

const ORDER = 'id databaseId orderNumber orderStatus paymentStatus payment { deadline } history { type actor data }';
const mutate = async (name: string, orderId: string, extra: Record<string, unknown> = {}, language = 'de') => {
  const type = name[0].toUpperCase() + name.slice(1);
  const data = await admin(
    `mutation($input: ${type}Input!) { ${name}(input: $input) { order { ${ORDER} } errors { field code message } } }`,
    { input: { orderId, ...extra } },
    language,
  );
  return data[name] as { order: any; errors: any[] };
};

/** The order's row and its history, to prove a refused change changed nothing. */
const stored = async (databaseId: number) => ({
  order: await sql('select order_status, payment_status, payment_deadline, updated_at from orders where id = ?', [databaseId]),
  events: await sql('select id from order_events where order_id = ?', [databaseId]),
});

describe('adminOrders: the list staff search and filter', () => {
  const LIST = `query($search: String, $status: OrderStatus, $paymentStatus: PaymentStatus, $courseId: Int, $first: Int, $after: String) {
    adminOrders(search: $search, status: $status, paymentStatus: $paymentStatus, courseId: $courseId, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { orderNumber customer { lastName } orderStatus } }
    }
  }`;
  const numbers = (list: any) => list.edges.map((edge: any) => edge.node.orderNumber);

  it('lists newest first, searches number, name and e-mail, filters by status and course, and pages', async () => {
    const a = await newCourse(10);
    const b = await newCourse(10);
    const first = await placeOrder([[a, [['Mia', 'Muster']]]]);
    const second = await placeOrder([[b, [['Ben', 'Beispiel']]]], {
      firstName: 'Bert',
      lastName: 'Beispiel',
      email: 'bert@beispiel.example',
    });
    const third = await placeOrder(
      [
        [a, [['Ida', 'Muster']]],
        [b, [['Ole', 'Muster']]],
      ],
      { firstName: 'Clara', lastName: 'Muster-Lang' },
    );

    expect(numbers((await admin(LIST, { courseId: a })).adminOrders)).toEqual([third.orderNumber, first.orderNumber]);
    expect(numbers((await admin(LIST, { courseId: b })).adminOrders)).toEqual([third.orderNumber, second.orderNumber]);
    expect(numbers((await admin(LIST, { courseId: b, search: 'beispiel.EXAMPLE' })).adminOrders)).toEqual([second.orderNumber]);
    expect(numbers((await admin(LIST, { courseId: a, search: 'clara muster' })).adminOrders)).toEqual([third.orderNumber]);
    expect(numbers((await admin(LIST, { search: second.orderNumber })).adminOrders)).toEqual([second.orderNumber]);
    expect(numbers((await admin(LIST, { search: String(second.databaseId), courseId: b })).adminOrders)).toEqual([second.orderNumber]);
    // A participant's (a child's) name finds the order too, alone or with the parent's.
    expect(numbers((await admin(LIST, { courseId: b, search: 'ole' })).adminOrders)).toEqual([third.orderNumber]);
    expect(numbers((await admin(LIST, { search: 'Ben bert@beispiel' })).adminOrders)).toEqual([second.orderNumber]);
    expect(numbers((await admin(LIST, { courseId: a, search: 'mia muster' })).adminOrders)).toEqual([first.orderNumber]);
    // Wildcards are letters: "%" and "_" match only themselves.
    expect(numbers((await admin(LIST, { courseId: a, search: '%' })).adminOrders)).toEqual([]);
    expect(numbers((await admin(LIST, { courseId: a, search: '_' })).adminOrders)).toEqual([]);

    await mutate('confirmOrder', first.id);
    expect(numbers((await admin(LIST, { courseId: a, status: 'CONFIRMED' })).adminOrders)).toEqual([first.orderNumber]);
    expect(numbers((await admin(LIST, { courseId: a, status: 'PENDING' })).adminOrders)).toEqual([third.orderNumber]);

    // Issue 23: who still has to pay, and who has.
    await mutate('markOrderPaid', second.id);
    expect(numbers((await admin(LIST, { courseId: b, paymentStatus: 'PAID' })).adminOrders)).toEqual([second.orderNumber]);
    expect(numbers((await admin(LIST, { courseId: b, paymentStatus: 'PENDING' })).adminOrders)).toEqual([third.orderNumber]);
    expect(numbers((await admin(LIST, { courseId: a, status: 'CONFIRMED', paymentStatus: 'PAID' })).adminOrders)).toEqual([]);

    const page = (await admin(LIST, { courseId: a, first: 1 })).adminOrders;
    expect([page.totalCount, numbers(page), page.pageInfo.hasNextPage]).toEqual([2, [third.orderNumber], true]);
    const next = (await admin(LIST, { courseId: a, first: 1, after: page.pageInfo.endCursor })).adminOrders;
    expect([numbers(next), next.pageInfo.hasNextPage]).toEqual([[first.orderNumber], false]);
  });

  it('refuses a search it would have to shorten, and a page beyond the cap', async () => {
    const words = await post(LIST, { search: 'a b c d e f g h i' });
    expect([words.status, words.body.errors?.[0].extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
    const big = await post(LIST, { first: 201 });
    expect([big.status, big.body.errors?.[0].extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
  });

  it('is for admins only: anonymous and signed-in users are refused; customers never see the history', async () => {
    expect((await post(LIST, {}, 'anonymous')).body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await post(LIST, {}, 'user')).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const placed = await placeOrder([[await newCourse(2), [['Tim', 'Test']]]]);
    const customer = await post(
      'query($key: String!) { orderByAccessKey(accessKey: $key) { orderNumber history { type } } }',
      { key: placed.accessKey },
      'anonymous',
    );
    expect(customer.body.errors?.map((error: any) => [error.path.join('.'), error.extensions.code])).toEqual([
      ['orderByAccessKey.history', 'UNAUTHENTICATED'],
    ]);
    const own = await post(
      'query($key: String!) { orderByAccessKey(accessKey: $key) { orderNumber } }',
      { key: placed.accessKey },
      'anonymous',
    );
    expect(own.body.data.orderByAccessKey.orderNumber).toBe(placed.orderNumber);
  });
});

describe('changes: one transaction each, a history line with the admin, before and after', () => {
  it('confirms and marks paid; a second time is refused with nothing changed', async () => {
    const placed = await placeOrder([[await newCourse(5), [['Mia', 'Muster']]]]);
    const confirmed = await mutate('confirmOrder', placed.id);
    expect(confirmed.errors).toEqual([]);
    expect(confirmed.order.orderStatus).toBe('CONFIRMED');
    expect(confirmed.order.history.at(-2)).toEqual({
      type: 'STATUS_CHANGED',
      actor: 'admin',
      data: { before: { orderStatus: 'pending' }, after: { orderStatus: 'confirmed' } },
    });
    // The customer is told (issue 24); order-notifications.test.ts reads the mails.
    expect(confirmed.order.history.at(-1)).toMatchObject({
      type: 'MAIL_QUEUED',
      data: { template: 'orderConfirmed', recipient: 'anna@example.org' },
    });

    const paid = await mutate('markOrderPaid', placed.id);
    expect(paid.errors).toEqual([]);
    expect(paid.order).toMatchObject({ paymentStatus: 'PAID', payment: { deadline: null } });
    const line = paid.order.history.at(-2);
    expect(line).toMatchObject({
      type: 'PAYMENT_STATUS_CHANGED',
      actor: 'admin',
      data: { before: { paymentStatus: 'pending' }, after: { paymentStatus: 'paid', paymentDeadline: null } },
    });
    expect(Date.parse(line.data.before.paymentDeadline)).toBeGreaterThan(Date.now());
    // Each change's mail follows its line: confirmation and the office's notice, "confirmed", "payment received".
    expect(paid.order.history.map((event: any) => event.type)).toEqual([
      'CREATED',
      'MAIL_QUEUED',
      'MAIL_QUEUED',
      'STATUS_CHANGED',
      'MAIL_QUEUED',
      'PAYMENT_STATUS_CHANGED',
      'MAIL_QUEUED',
    ]);

    const before = await stored(placed.databaseId);
    const again = await mutate('confirmOrder', placed.id, {}, 'en');
    expect(again.errors).toEqual([{ field: null, code: 'INVALID_TRANSITION', message: 'This order is already confirmed.' }]);
    expect(again.order.orderStatus).toBe('CONFIRMED');
    const paidAgain = await mutate('markOrderPaid', placed.id);
    expect(paidAgain.errors).toEqual([
      { field: null, code: 'INVALID_TRANSITION', message: 'Diese Zahlung ist bereits als „bezahlt“ markiert.' },
    ]);
    expect(await stored(placed.databaseId)).toEqual(before);
  });

  it('a bank transfer marked received confirms the pending order at once, like a PayPal payment, with one mail saying both', async () => {
    const placed = await placeOrder([[await newCourse(5), [['Lea', 'Muster']]]]);
    const paid = await mutate('markOrderPaid', placed.id);
    expect(paid.errors).toEqual([]);
    expect(paid.order).toMatchObject({ orderStatus: 'CONFIRMED', paymentStatus: 'PAID' });
    const types = paid.order.history.map((event: any) => event.type);
    expect(types.slice(-3)).toEqual(['STATUS_CHANGED', 'PAYMENT_STATUS_CHANGED', 'MAIL_QUEUED']);
    expect(paid.order.history.at(-3)).toMatchObject({
      actor: 'admin',
      data: { before: { orderStatus: 'pending' }, after: { orderStatus: 'confirmed' } },
    });
    expect(paid.order.history.at(-1)).toMatchObject({ data: { template: 'orderConfirmed' } });
    // One mail for the customer, not "confirmed" and "payment received" apart.
    expect(
      paid.order.history.filter((event: any) => event.type === 'MAIL_QUEUED' && event.data.template === 'orderPaymentReceived'),
    ).toEqual([]);
  });

  it("offers in allowedActions what the order's state allows, changing with it; customers cannot read it", async () => {
    const placed = await placeOrder([[await newCourse(5), [['Ida', 'Muster']]]]);
    const actions = async () =>
      (await admin('query($id: ID!) { adminOrder(id: $id) { allowedActions } }', { id: placed.id })).adminOrder.allowedActions;
    expect(await actions()).toEqual(['CONFIRM', 'CANCEL', 'MARK_PAID', 'MARK_FAILED', 'RESEND_CONFIRMATION']);
    expect((await mutate('markOrderPaid', placed.id)).errors).toEqual([]);
    // The received payment confirmed it: nothing left to confirm.
    expect(await actions()).toEqual(['CANCEL', 'REFUND', 'RESEND_CONFIRMATION']);
    expect((await mutate('cancelOrder', placed.id)).errors).toEqual([]);
    expect(await actions()).toEqual(['REFUND']);
    // What is not offered is refused: a paid cancelled order cannot be deleted, and no mail confirms it.
    expect(
      (
        await admin('mutation($input: DeleteOrderInput!) { deleteOrder(input: $input) { errors { code } } }', {
          input: { orderId: placed.id },
        })
      ).deleteOrder.errors,
    ).toEqual([{ code: 'ORDER_NOT_DELETABLE' }]);
    expect((await mutate('resendOrderConfirmation', placed.id)).errors.map((error) => error.code)).toEqual(['INVALID_TRANSITION']);
    expect((await mutate('refundOrder', placed.id, { alreadyMade: true })).errors).toEqual([]);
    expect(await actions()).toEqual(['DELETE']);
    // Issue 27: deleting for good is the admins' alone; staff are not offered it (and deleteOrder refuses them).
    await t.database.orm.em
      .fork()
      .insert(User, { username: 'orders-staff', passwordHash: await hashPassword('orders-staff-password'), role: UserRole.STAFF });
    const signedIn = await post(
      'mutation($input: SignInInput!) { signIn(input: $input) { token } }',
      { input: { username: 'orders-staff', password: 'orders-staff-password' } },
      'anonymous',
    );
    const asStaff = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${signedIn.body.data.signIn.token}` },
      body: JSON.stringify({ query: 'query($id: ID!) { adminOrder(id: $id) { allowedActions } }', variables: { id: placed.id } }),
    });
    expect(((await asStaff.json()) as any).data.adminOrder.allowedActions).toEqual([]);
    const customer = await post(
      'query($key: String!) { orderByAccessKey(accessKey: $key) { allowedActions } }',
      { key: placed.accessKey },
      'anonymous',
    );
    expect(customer.body.errors?.map((error: any) => [error.path.join('.'), error.extensions.code])).toEqual([
      ['orderByAccessKey.allowedActions', 'UNAUTHENTICATED'],
    ]);
  });

  it('answers each of several changes in one document with the history as it is after that change', async () => {
    const placed = await placeOrder([[await newCourse(5), [['Mia', 'Muster']]]]);
    const data = await admin(
      `mutation($confirm: ConfirmOrderInput!, $pay: MarkOrderPaidInput!) {
        confirm: confirmOrder(input: $confirm) { order { history { type } } }
        pay: markOrderPaid(input: $pay) { order { history { type } } }
      }`,
      { confirm: { orderId: placed.id }, pay: { orderId: placed.id } },
    );
    expect(data.confirm.order.history.map((event: any) => event.type)).toEqual([
      'CREATED',
      'MAIL_QUEUED',
      'MAIL_QUEUED',
      'STATUS_CHANGED',
      'MAIL_QUEUED',
    ]);
    expect(data.pay.order.history.map((event: any) => event.type)).toEqual([
      'CREATED',
      'MAIL_QUEUED',
      'MAIL_QUEUED',
      'STATUS_CHANGED',
      'MAIL_QUEUED',
      'PAYMENT_STATUS_CHANGED',
      'MAIL_QUEUED',
    ]);
  });

  it('cancelling returns the places of every item exactly once, also when two admins cancel at once', async () => {
    const a = await newCourse(5);
    const b = await newCourse(5);
    const placed = await placeOrder([
      [
        a,
        [
          ['Mia', 'Muster'],
          ['Max', 'Muster'],
        ],
      ],
      [b, [['Ida', 'Muster']]],
    ]);
    expect([await freePlaces(a), await freePlaces(b)]).toEqual([3, 4]);

    const cancelled = await mutate('cancelOrder', placed.id);
    expect(cancelled.errors).toEqual([]);
    expect(cancelled.order.orderStatus).toBe('CANCELLED');
    expect(cancelled.order.history.at(-1)).toMatchObject({ type: 'MAIL_QUEUED', data: { template: 'orderCancelled' } });
    expect(cancelled.order.history.at(-2)).toEqual({
      type: 'STATUS_CHANGED',
      actor: 'admin',
      data: {
        before: { orderStatus: 'pending' },
        after: { orderStatus: 'cancelled' },
        placesReturned: [
          { courseId: a, quantity: 2 },
          { courseId: b, quantity: 1 },
        ],
      },
    });
    expect([await freePlaces(a), await freePlaces(b)]).toEqual([5, 5]);

    const before = await stored(placed.databaseId);
    const twice = await mutate('cancelOrder', placed.id, {}, 'en');
    expect(twice.errors).toEqual([{ field: null, code: 'INVALID_TRANSITION', message: 'This order is already cancelled.' }]);
    const confirm = await mutate('confirmOrder', placed.id, {}, 'en');
    expect(confirm.errors).toEqual([
      { field: null, code: 'INVALID_TRANSITION', message: 'The order status cannot be changed from “cancelled” to “confirmed”.' },
    ]);
    expect([await freePlaces(a), await freePlaces(b)]).toEqual([5, 5]);
    expect(await stored(placed.databaseId)).toEqual(before);

    // Two admins at once: the row lock lets one cancel, the other then finds it cancelled.
    const raced = await placeOrder([
      [
        a,
        [
          ['Eva', 'Eile'],
          ['Udo', 'Eile'],
        ],
      ],
    ]);
    expect(await freePlaces(a)).toBe(3);
    const answers = await Promise.all(Array.from({ length: 4 }, () => mutate('cancelOrder', raced.id)));
    expect(answers.filter((answer) => answer.errors.length === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors[0]?.code === 'INVALID_TRANSITION')).toHaveLength(3);
    expect(await freePlaces(a)).toBe(5);
  });

  it('refuses every transition SPEC §4 does not allow, changing nothing', async () => {
    const placed = await placeOrder([[await newCourse(3), [['Mia', 'Muster']]]]);
    const before = await stored(placed.databaseId);
    const refunded = await mutate('refundOrder', placed.id, {}, 'en');
    expect(refunded.errors).toEqual([
      { field: null, code: 'INVALID_TRANSITION', message: 'The payment status cannot be changed from “pending” to “refunded”.' },
    ]);
    expect(await stored(placed.databaseId)).toEqual(before);

    // Paid, then refunded: and a refunded payment is never paid again, nor marked failed.
    expect((await mutate('markOrderPaid', placed.id)).errors).toEqual([]);
    const failed = await mutate('markOrderPaymentFailed', placed.id, {}, 'en');
    expect(failed.errors).toEqual([
      { field: null, code: 'INVALID_TRANSITION', message: 'The payment status cannot be changed from “paid” to “failed”.' },
    ]);
    const refund = await mutate('refundOrder', placed.id, { alreadyMade: true });
    expect(refund.errors).toEqual([]);
    expect(refund.order.history.at(-1)).toMatchObject({
      type: 'PAYMENT_STATUS_CHANGED',
      actor: 'admin',
      data: { before: { paymentStatus: 'paid' }, after: { paymentStatus: 'refunded' } },
    });
    const repaid = await mutate('markOrderPaid', placed.id, {}, 'en');
    expect(repaid.errors).toEqual([
      { field: null, code: 'INVALID_TRANSITION', message: 'The payment status cannot be changed from “refunded” to “paid”.' },
    ]);
  });

  it('answers ORDER_NOT_FOUND for an id that names no order', async () => {
    const course = Buffer.from('Course:1').toString('base64');
    for (const orderId of ['x', course, Buffer.from('Order:99999999').toString('base64')]) {
      expect(await mutate('confirmOrder', orderId, {}, 'en')).toEqual({
        order: null,
        errors: [{ field: 'orderId', code: 'ORDER_NOT_FOUND', message: 'This order was not found.' }],
      });
    }
    expect((await admin('query($id: ID!) { adminOrder(id: $id) { id } }', { id: course })).adminOrder).toBeNull();
  });

  it('deletes only cancelled, unpaid orders, with their items, participants and history', async () => {
    const courseId = await newCourse(4);
    const placed = await placeOrder([[courseId, [['Mia', 'Muster']]]]);
    const DELETE = 'mutation($input: DeleteOrderInput!) { deleteOrder(input: $input) { deletedOrderId errors { field code message } } }';
    const remove = async (language = 'de') => (await admin(DELETE, { input: { orderId: placed.id } }, language)).deleteOrder;

    expect(await remove('en')).toEqual({
      deletedOrderId: null,
      errors: [
        {
          field: null,
          code: 'ORDER_NOT_DELETABLE',
          message: 'Only cancelled orders can be deleted. Please cancel the order first; this releases its places.',
        },
      ],
    });
    await mutate('markOrderPaid', placed.id);
    await mutate('cancelOrder', placed.id);
    expect(await freePlaces(courseId)).toBe(4);
    expect((await remove()).errors).toMatchObject([{ code: 'ORDER_NOT_DELETABLE', message: expect.stringContaining('erstatten') }]);
    await mutate('refundOrder', placed.id, { alreadyMade: true });

    const items = await sql('select id from order_items where order_id = ?', [placed.databaseId]);
    expect(await remove()).toEqual({ deletedOrderId: placed.id, errors: [] });
    expect(await sql('select id from orders where id = ?', [placed.databaseId])).toEqual([]);
    expect(await sql('select id from order_events where order_id = ?', [placed.databaseId])).toEqual([]);
    expect(await sql('select id from participants where order_item_id = ?', [items[0].id])).toEqual([]);
    // Deleting gives no places back: they came back when it was cancelled.
    expect(await freePlaces(courseId)).toBe(4);
    expect(await remove()).toEqual({ deletedOrderId: null, errors: [expect.objectContaining({ code: 'ORDER_NOT_FOUND' })] });
  });

  it("resends the confirmation in the customer's language, noted in the history; not for a cancelled order", async () => {
    const placed = await placeOrder([[await newCourse(3), [['Mia', 'Muster']]]], { email: 'resend@example.org' }, 'en');
    const mails = () =>
      sql("select language, subject from mails where template = 'orderConfirmation' and recipient = 'resend@example.org' order by id");
    expect(await mails()).toHaveLength(1);
    const RESEND =
      'mutation($input: ResendOrderConfirmationInput!) { resendOrderConfirmation(input: $input) { order { history { type actor data } } errors { code message } } }';
    const resent = (await admin(RESEND, { input: { orderId: placed.id } })).resendOrderConfirmation;
    expect(resent.errors).toEqual([]);
    expect(resent.order.history.at(-1)).toEqual({
      type: 'MAIL_QUEUED',
      actor: 'admin',
      data: { template: 'orderConfirmation', language: 'en', recipient: 'resend@example.org', resent: true, mailId: expect.any(Number) },
    });
    const queued = await mails();
    expect(queued).toHaveLength(2);
    expect(queued[1]).toEqual({ language: 'en', subject: expect.stringContaining(placed.orderNumber) });

    await mutate('cancelOrder', placed.id);
    const refused = (await admin(RESEND, { input: { orderId: placed.id } }, 'en')).resendOrderConfirmation;
    expect(refused.errors).toEqual([
      { code: 'INVALID_TRANSITION', message: 'This order is cancelled; no order confirmation is sent for it any more.' },
    ]);
    expect(await mails()).toHaveLength(2);
  });

  it('refuses anonymous callers and users without changing the order or the places', async () => {
    const courseId = await newCourse(3);
    const placed = await placeOrder([[courseId, [['Mia', 'Muster']]]]);
    const before = await stored(placed.databaseId);
    for (const [caller, code] of [
      ['anonymous', 'UNAUTHENTICATED'],
      ['user', 'FORBIDDEN'],
    ] as const) {
      const answer = await post(
        'mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { errors { code } } }',
        { input: { orderId: placed.id } },
        caller,
      );
      expect([answer.body.errors?.[0].extensions.code, answer.body.data?.cancelOrder ?? null]).toEqual([code, null]);
    }
    expect(await freePlaces(courseId)).toBe(2);
    expect(await stored(placed.databaseId)).toEqual(before);
  });
});

describe('courseParticipants: the list for the pool deck', () => {
  const LIST = `query($courseId: Int!) { courseParticipants(courseId: $courseId) {
    count course { title startDate time location } participants { number firstName lastName orderNumber orderId contactName contactPhone contactEmail }
  } }`;

  /** A course with orders in every state; only the confirmed and paid ones count. */
  async function courseWithOrders(title: string) {
    const courseId = await newCourse(20, title);
    const settled = async (names: string[][], confirm: boolean, pay: boolean, cancel = false, customer: Record<string, string> = {}) => {
      const placed = await placeOrder([[courseId, names]], customer);
      if (confirm) await mutate('confirmOrder', placed.id);
      if (pay) await mutate('markOrderPaid', placed.id);
      if (cancel) await mutate('cancelOrder', placed.id);
      return placed;
    };
    const paid = await settled(
      [
        ['Zoe', 'Adler'],
        ['Emil', 'Özdemir'],
      ],
      true,
      true,
      false,
      { firstName: 'Petra', lastName: 'Adler', phone: '0170 5550101', email: 'petra.adler@example.org' },
    );
    const second = await settled(
      [
        ['Anna', 'Äbert'],
        ['Ben', 'Adler'],
        ['=HYPERLINK("http://evil.example")', '-2+3'],
        ['Karl; Otto', 'Meier "Kalle"'],
      ],
      true,
      true,
    );
    await settled([['Nur', 'Bestätigt']], true, false);
    // No "paid but not confirmed" case: a received payment confirms the order (the product's rule, tested above).
    await settled([['Storniert', 'Bezahlt']], true, true, true);
    return { courseId, paid, second };
  }

  it("lists only confirmed and paid orders' participants, numbered by last name and first name", async () => {
    const { courseId, paid, second } = await courseWithOrders('Seepferdchen Liste');
    const list = (await admin(LIST, { courseId })).courseParticipants;
    expect(list.course).toEqual({
      title: 'Seepferdchen Liste',
      startDate: '2099-03-01',
      time: '12:15-13:00',
      location: 'Hallenbad Gersthofen',
    });
    expect(list.count).toBe(6);
    expect(list.participants.map((p: any) => [p.number, p.firstName, p.lastName, p.orderNumber])).toEqual([
      [1, '=HYPERLINK("http://evil.example")', '-2+3', second.orderNumber],
      [2, 'Anna', 'Äbert', second.orderNumber],
      [3, 'Ben', 'Adler', second.orderNumber],
      [4, 'Zoe', 'Adler', paid.orderNumber],
      [5, 'Karl; Otto', 'Meier "Kalle"', second.orderNumber],
      [6, 'Emil', 'Özdemir', paid.orderNumber],
    ]);
    expect(list.participants[3].orderId).toBe(paid.id);
    // Issue 23: the trainer who must call finds who booked the place.
    expect([list.participants[3].contactName, list.participants[3].contactPhone, list.participants[3].contactEmail]).toEqual([
      'Petra Adler',
      '0170 5550101',
      'petra.adler@example.org',
    ]);
    expect(list.participants[0].contactName).toBe('Anna Muster');
    expect((await admin(LIST, { courseId: 99999999 })).courseParticipants).toBeNull();
    const empty = (await admin(LIST, { courseId: await newCourse(5) })).courseParticipants;
    expect([empty.count, empty.participants]).toEqual([0, []]);
  });

  it('downloads as CSV for German Excel: BOM, semicolons, header row, formulas defused, the title in the file name', async () => {
    const { courseId, paid, second } = await courseWithOrders('Schwimmkurs für Anfänger/innen');
    // What the screen shows beside the names: a date of birth, and the booking parent's phone (a "+" defused like a formula).
    await sql(
      "update participants set birth_date = '2092-05-03' where first_name = 'Zoe' and order_item_id in (select id from order_items where order_id = ?)",
      [paid.databaseId],
    );
    await sql("update orders set customer_phone = '+49 170 5550101' where id = ?", [paid.databaseId]);
    const csv = await download(`/api/admin/courses/${courseId}/participants.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="Teilnehmer - Schwimmkurs fur Anfanger-innen - 01.03.2099.csv"; filename*=UTF-8''${encodeURIComponent('Teilnehmer - Schwimmkurs für Anfänger-innen - 01.03.2099.csv')}`,
    );
    // The byte order mark Excel needs to read UTF-8 (response.text() drops it, so the bytes are checked).
    const raw = Buffer.from(
      await (await fetch(`${t.baseUrl}/api/admin/courses/${courseId}/participants.csv`, { headers: headersFor('admin') })).arrayBuffer(),
    );
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.text).toBe(
      [
        'Nr.;Vorname;Nachname;Geburtsdatum;Bestellung;Kontakt;Telefon;E-Mail',
        `1;"'=HYPERLINK(""http://evil.example"")";'-2+3;;${second.orderNumber};Anna Muster;0821 123456;anna@example.org`,
        `2;Anna;Äbert;;${second.orderNumber};Anna Muster;0821 123456;anna@example.org`,
        `3;Ben;Adler;;${second.orderNumber};Anna Muster;0821 123456;anna@example.org`,
        `4;Zoe;Adler;03.05.2092;${paid.orderNumber};Petra Adler;'+49 170 5550101;petra.adler@example.org`,
        `5;"Karl; Otto";"Meier ""Kalle""";;${second.orderNumber};Anna Muster;0821 123456;anna@example.org`,
        `6;Emil;Özdemir;;${paid.orderNumber};Petra Adler;'+49 170 5550101;petra.adler@example.org`,
        '',
      ].join('\r\n'),
    );
    const english = await download(`/api/admin/courses/${courseId}/participants.csv`, 'en');
    expect(english.text.split('\r\n')[0]).toBe('No.;First name;Last name;Date of birth;Order;Contact;Phone;E-mail');
    expect(english.text.split('\r\n')[4]).toBe(
      `4;Zoe;Adler;2092-05-03;${paid.orderNumber};Petra Adler;'+49 170 5550101;petra.adler@example.org`,
    );
    expect(english.headers.get('content-disposition')).toContain('filename="Participants - ');

    expect(await rest('GET', '/api/admin/courses/99999999/participants.csv', 'admin', undefined, 'en')).toMatchObject({
      status: 404,
      body: { code: 'COURSE_NOT_FOUND', message: 'There is no such course.' },
    });
    expect(await rest('GET', `/api/admin/courses/${courseId}/participants.csv`, 'anonymous')).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
    expect(await rest('GET', `/api/admin/courses/${courseId}/participants.csv`, 'user')).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
  });
});

describe('REST rows (SPEC §7)', () => {
  it('GET /api/orders: the whole list in the old shape; 401 and 403 for others', async () => {
    const courseId = await newCourse(5);
    const placed = await placeOrder([[courseId, [['Mia', 'Muster']]]], { firstName: 'Rita', lastName: 'Rest', email: 'rita@example.org' });
    const list = await rest('GET', `/api/orders?courseId=${courseId}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: placed.databaseId,
        orderNumber: placed.orderNumber,
        customerFirstName: 'Rita',
        customerLastName: 'Rest',
        customerEmail: 'rita@example.org',
        customerPhone: '0821 123456',
        customerAddress: 'Hauptstraße 1',
        customerCity: 'Gersthofen',
        customerZipCode: '86368',
        totalAmount: 100,
        orderStatus: 'pending',
        paymentMethod: 'invoice',
        paymentId: null,
        paymentStatus: 'pending',
        paymentDeadline: expect.any(String),
        language: 'de',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    const all = await rest('GET', '/api/orders');
    expect(all.body.length).toBe(Number((await sql('select count(*) as n from orders'))[0].n));
    expect((await rest('GET', '/api/orders?search=rita%40example.org&status=pending')).body.map((order: any) => order.id)).toEqual([
      placed.databaseId,
    ]);
    expect(await rest('GET', '/api/orders?status=shipped')).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(await rest('GET', '/api/orders', 'anonymous')).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Bitte melden Sie sich an.' },
    });
    expect(await rest('GET', '/api/orders', 'user', undefined, 'en')).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'You are not allowed to do this.' },
    });
  });

  it('GET /api/orders/{id} with detailedItems, /items and /api/order-items/{id}/participants; 404 and 400', async () => {
    const courseId = await newCourse(5, 'Kraulkurs');
    const placed = await placeOrder([
      [
        courseId,
        [
          ['Mia', 'Muster'],
          ['Max', 'Muster'],
        ],
      ],
    ]);
    const order = await rest('GET', `/api/orders/${placed.databaseId}`);
    expect(order.status).toBe(200);
    const [item] = order.body.detailedItems;
    expect(item).toEqual({
      id: expect.any(Number),
      courseId,
      quantity: 2,
      price: 100,
      lineTotal: 200,
      course: {
        id: courseId,
        title: 'Kraulkurs',
        startDate: '2099-03-01',
        endDate: '2099-04-01',
        schedule: null,
        time: '12:15-13:00',
        location: 'Hallenbad Gersthofen',
      },
      participants: [
        { id: expect.any(Number), firstName: 'Mia', lastName: 'Muster' },
        { id: expect.any(Number), firstName: 'Max', lastName: 'Muster' },
      ],
    });
    expect(order.body).toMatchObject({ id: placed.databaseId, totalAmount: 200, orderStatus: 'pending' });

    expect((await rest('GET', `/api/orders/${placed.databaseId}/items`)).body).toEqual([
      { id: item.id, orderId: placed.databaseId, courseId, courseTitle: 'Kraulkurs', quantity: 2, price: 100 },
    ]);
    expect((await rest('GET', `/api/order-items/${item.id}/participants`)).body).toEqual(
      item.participants.map((p: any) => ({ ...p, orderItemId: item.id })),
    );

    expect(await rest('GET', '/api/orders/99999999', 'admin', undefined, 'en')).toMatchObject({
      status: 404,
      body: { code: 'ORDER_NOT_FOUND', message: 'This order was not found.' },
    });
    expect(await rest('GET', '/api/orders/99999999/items')).toMatchObject({ status: 404, body: { code: 'ORDER_NOT_FOUND' } });
    expect(await rest('GET', '/api/order-items/99999999/participants')).toMatchObject({
      status: 404,
      body: { code: 'ORDER_ITEM_NOT_FOUND' },
    });
    expect(await rest('GET', '/api/orders/abc')).toMatchObject({ status: 400, body: { code: 'INVALID_ID' } });
    expect(await rest('GET', `/api/orders/${placed.databaseId}`, 'anonymous')).toMatchObject({ status: 401 });
    expect(await rest('GET', `/api/order-items/${item.id}/participants`, 'user')).toMatchObject({ status: 403 });
  });

  it('PUT status and payment, POST resend-confirmation, DELETE: 200, 400 with the reason, 404', async () => {
    const courseId = await newCourse(5);
    const placed = await placeOrder([[courseId, [['Mia', 'Muster']]]]);
    const path = `/api/orders/${placed.databaseId}`;

    const confirmed = await rest('PUT', `${path}/status`, 'admin', { status: 'Confirmed' });
    expect(confirmed).toMatchObject({ status: 200, body: { id: placed.databaseId, orderStatus: 'confirmed', paymentStatus: 'pending' } });
    expect(confirmed.body.detailedItems).toHaveLength(1);
    expect(await rest('PUT', `${path}/status`, 'admin', { status: 'confirmed' }, 'en')).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        errors: [{ field: null, code: 'INVALID_TRANSITION', message: 'This order is already confirmed.' }],
      },
    });
    expect(await rest('PUT', `${path}/status`, 'admin', { status: 'shipped' }, 'en')).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'status', code: 'OUT_OF_RANGE', message: 'Please choose one of the options offered.' }],
      },
    });
    expect(await rest('PUT', `${path}/status`, 'admin', {}, 'en')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: [{ field: 'status', code: 'REQUIRED', message: 'This field is required.' }] },
    });
    // No mutation goes back to pending: the graph's refusal for this order, after authorization; 404 for no order.
    expect(await rest('PUT', `${path}/status`, 'admin', { status: ' PENDING ' })).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        errors: [
          { field: null, code: 'INVALID_TRANSITION', message: 'Der Bestellstatus kann nicht von „bestätigt“ auf „offen“ geändert werden.' },
        ],
      },
    });
    expect(await rest('PUT', '/api/orders/99999999/status', 'admin', { status: 'pending' })).toMatchObject({
      status: 404,
      body: { code: 'ORDER_NOT_FOUND' },
    });
    expect(await rest('PUT', `${path}/payment`, 'admin', { paymentStatus: 'pending' }, 'en')).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        errors: [{ field: null, code: 'INVALID_TRANSITION', message: 'This payment is already marked as “pending”.' }],
      },
    });
    expect(await rest('PUT', `${path}/payment`, 'admin', {}, 'en')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: [{ field: 'paymentStatus', code: 'REQUIRED', message: 'This field is required.' }] },
    });
    expect(await rest('PUT', `${path}/payment`, 'admin', { paymentStatus: 'paid' })).toMatchObject({
      status: 200,
      body: { orderStatus: 'confirmed', paymentStatus: 'paid' },
    });
    expect(await rest('PUT', '/api/orders/99999999/payment', 'admin', { paymentStatus: 'paid' })).toMatchObject({
      status: 404,
      body: { code: 'ORDER_NOT_FOUND' },
    });
    expect(await rest('PUT', `${path}/payment`, 'admin', { paymentStatus: 'failed' }, 'en')).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        errors: [{ field: null, code: 'INVALID_TRANSITION', message: 'The payment status cannot be changed from “paid” to “failed”.' }],
      },
    });

    expect(await rest('POST', `${path}/resend-confirmation`, 'admin', undefined, 'en')).toMatchObject({
      status: 200,
      body: { message: 'The order confirmation has been sent again.' },
    });
    expect(await rest('POST', '/api/orders/99999999/resend-confirmation')).toMatchObject({
      status: 404,
      body: { code: 'ORDER_NOT_FOUND' },
    });

    expect(await rest('DELETE', path)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: [{ code: 'ORDER_NOT_DELETABLE' }] },
    });
    expect(await rest('PUT', `${path}/status`, 'admin', { status: 'cancelled' })).toMatchObject({
      status: 200,
      body: { orderStatus: 'cancelled' },
    });
    expect(await freePlaces(courseId)).toBe(5);
    expect(await rest('PUT', `${path}/payment`, 'admin', { paymentStatus: 'refunded' })).toMatchObject({
      status: 200,
      body: { paymentStatus: 'refunded' },
    });
    expect(await rest('DELETE', path)).toMatchObject({ status: 200, body: { message: 'Die Bestellung wurde gelöscht.' } });
    expect(await rest('DELETE', path)).toMatchObject({ status: 404, body: { code: 'ORDER_NOT_FOUND' } });

    const other = await placeOrder([[courseId, [['Max', 'Muster']]]]);
    const before = await stored(other.databaseId);
    for (const [caller, status] of [
      ['anonymous', 401],
      ['user', 403],
    ] as const) {
      expect(await rest('PUT', `/api/orders/${other.databaseId}/status`, caller, { status: 'cancelled' })).toMatchObject({ status });
      expect(await rest('PUT', `/api/orders/${other.databaseId}/status`, caller, { status: 'pending' })).toMatchObject({ status });
      expect(await rest('PUT', `/api/orders/${other.databaseId}/payment`, caller, { paymentStatus: 'failed' })).toMatchObject({ status });
      expect(await rest('DELETE', `/api/orders/${other.databaseId}`, caller)).toMatchObject({ status });
    }
    expect(await stored(other.databaseId)).toEqual(before);
    expect(await freePlaces(courseId)).toBe(4);

    // A pending payment that never arrived: marked failed (markOrderPaymentFailed), which ends the wait for it.
    expect(await rest('PUT', `/api/orders/${other.databaseId}/payment`, 'admin', { paymentStatus: 'Failed' })).toMatchObject({
      status: 200,
      body: { paymentStatus: 'failed', paymentDeadline: null },
    });
  });
});
