import { buildSchema, isObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { hashPassword } from '../src/modules/auth/password.js';
import { CART_COOKIE } from '../src/modules/cart/cart-session.js';
import { User, UserRole } from '../src/modules/users/user.entity.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * Every type that implements Node is refetchable through `node(id:)` (Relay's refetch and `@refetchable` need it) by
 * whoever may read it, and null, never an error, for everyone else. The types are found in the schema (a new Node
 * type without a loader fails here); each gets one real id, made through the API as a visitor and staff would.
 * Also: one refused field nulls itself only (partial answers, README "Errors").
 */
type Caller = 'anonymous' | 'user' | 'trainer' | 'staff' | 'admin' | 'otherVisitor';
const SIGNED_IN = ['user', 'trainer', 'staff'] as const;

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};
/** The cart cookie of the visitor who filled a cart; `otherVisitor` has a cart of their own. */
const cartCookies: Partial<Record<Caller, string>> = {};
let trainerId = 0;

async function post(query: string, variables: Record<string, unknown> = {}, caller: Caller = 'admin') {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  if (tokens[caller]) headers.authorization = `Bearer ${tokens[caller]}`;
  if (cartCookies[caller]) headers.cookie = cartCookies[caller];
  const response = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  // Only the cart's cookie: a session cookie from signing in would make the next caller someone else.
  const cart = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${CART_COOKIE}=`));
  if (cart && !cartCookies[caller]) cartCookies[caller] = cart.split(';')[0];
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

/** A call that must fully succeed: its data. */
async function ok(query: string, variables: Record<string, unknown> = {}, caller: Caller = 'admin') {
  const { status, body } = await post(query, variables, caller);
  expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
  return body.data;
}

const nodeQuery = 'query($id: ID!) { node(id: $id) { id __typename } }';

/** Node types as the published schema declares them: what a client sees. */
const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const nodeTypes = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'))
  .map((type) => type.name)
  .sort();

/** One real global id of each Node type, and who besides admins may refetch it. */
const ids: Record<string, string> = {};
const readers: Record<string, Caller[]> = {
  BlogPost: ['anonymous', 'otherVisitor', 'user', 'trainer', 'staff'],
  Course: ['anonymous', 'otherVisitor', 'user', 'trainer', 'staff'],
  Service: ['anonymous', 'otherVisitor', 'user', 'trainer', 'staff'],
  Testimonial: ['anonymous', 'otherVisitor', 'user', 'trainer', 'staff'],
  // Staff's daily work (STAFF_ROLES): orders with their vouchers and refunds, requests, messages.
  Order: ['staff'],
  OrderVoucher: ['staff'],
  Refund: ['staff'],
  Booking: ['staff'],
  ContactMessage: ['staff'],
  // Admins only (ADMIN_ONLY): the outbox, the newsletter, partners' webhooks and their deliveries.
  Mail: [],
  NewsletterIssue: [],
  WebhookEndpoint: [],
  WebhookDelivery: [],
  // The trainer's view: the badges their rosters offer, the participants of the courses they teach.
  Badge: ['trainer'],
  TrainerParticipant: ['trainer'],
  // Own things: the cart of the visitor's cookie (not another visitor's), the account of the trainer who signed in.
  CartItem: ['anonymous'],
  CartParticipant: ['anonymous'],
  User: ['trainer'],
};

beforeAll(async () => {
  t = await startTestApp();
  await enableBankTransfer(t);
  const passwordHash = await hashPassword('node-role-password');
  for (const role of SIGNED_IN) {
    const user = t.database.orm.em.fork().create(User, { username: `node-${role}`, passwordHash, role: role as UserRole });
    await t.database.orm.em.fork().persist(user).flush();
    if (role === 'trainer') trainerId = user.id;
  }
  const signIn = async (username: string, password: string) =>
    (await ok('mutation($input: SignInInput!) { signIn(input: $input) { token } }', { input: { username, password } }, 'anonymous')).signIn
      .token as string;
  tokens.admin = await signIn('admin', process.env.TEST_ADMIN_PASSWORD!);
  for (const role of SIGNED_IN) tokens[role] = await signIn(`node-${role}`, 'node-role-password');

  const courseId = await createTestCourse(t, { title: 'Knotenkurs', places: 10, priceCents: 10_000 });
  await ok('mutation($input: SetCourseTrainersInput!) { setCourseTrainers(input: $input) { errors { code } } }', {
    input: { courseId, trainerIds: [trainerId] },
  });

  // A partner's webhook endpoint for paid orders: the order paid below gives it a delivery.
  const endpoint = await ok(
    'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } errors { code } } }',
    { input: { name: 'Knotenpartner', url: 'https://partner.example.com/h2o', eventTypes: ['order.paid'], active: true } },
  );
  expect(endpoint.createWebhookEndpoint.errors).toEqual([]);
  ids.WebhookEndpoint = endpoint.createWebhookEndpoint.endpoint.id;

  // The visitor's cart (its cookie is kept for `anonymous`), and another visitor's.
  const cartOf = async (caller: Caller) =>
    (
      await ok(
        'mutation($input: AddCourseToCartInput!) { addCourseToCart(input: $input) { cart { items { id participants { id } } } } }',
        { input: { courseId } },
        caller,
      )
    ).addCourseToCart.cart.items[0];
  const cartItem = await cartOf('anonymous');
  ids.CartItem = cartItem.id;
  ids.CartParticipant = cartItem.participants[0].id;
  await cartOf('otherVisitor');

  // An order by bank transfer, confirmed and paid (so its participant is on the trainer's roster), with a voucher and a refund.
  const placed = await ok(
    'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } errors { code } } }',
    {
      input: {
        idempotencyKey: `node-refetch-${Date.now()}-key`,
        customer: {
          firstName: 'Anna',
          lastName: 'Muster',
          email: 'anna.node@example.org',
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
    'otherVisitor',
  );
  expect(placed.placeOrder.errors).toEqual([]);
  ids.Order = placed.placeOrder.order.id;
  for (const mutation of ['confirmOrder', 'markOrderPaid']) {
    const input = mutation === 'confirmOrder' ? 'ConfirmOrderInput' : 'MarkOrderPaidInput';
    const done = await ok(`mutation($input: ${input}!) { ${mutation}(input: $input) { errors { code } } }`, {
      input: { orderId: ids.Order },
    });
    expect(done[mutation].errors).toEqual([]);
  }
  const roster = await ok(
    'query($courseId: Int!) { trainerRoster(courseId: $courseId) { participants { id databaseId } badges { id } } }',
    {
      courseId,
    },
  );
  ids.TrainerParticipant = roster.trainerRoster.participants[0].id;
  ids.Badge = roster.trainerRoster.badges[0].id;
  const voucher = await ok(
    'mutation($input: AnnounceOrderVoucherInput!) { announceOrderVoucher(input: $input) { order { vouchers { id } } errors { code } } }',
    { input: { orderId: ids.Order, participantId: roster.trainerRoster.participants[0].databaseId } },
  );
  expect(voucher.announceOrderVoucher.errors).toEqual([]);
  ids.OrderVoucher = voucher.announceOrderVoucher.order.vouchers[0].id;
  const refund = await ok(
    'mutation($input: RefundOrderInput!) { refundOrder(input: $input) { order { refunds { id } } errors { code } } }',
    { input: { orderId: ids.Order, amountCents: 1_000 } },
  );
  expect(refund.refundOrder.errors).toEqual([]);
  ids.Refund = refund.refundOrder.order.refunds[0].id;

  // A visitor's course request and contact message, an outbox mail, a newsletter issue, published content, the trainer's account.
  const request = await ok(
    'mutation($input: SubmitCourseRequestInput!) { submitCourseRequest(input: $input) { errors { code } } }',
    { input: { courseId, name: 'Berta Beispiel', email: 'berta@example.org', message: 'Gibt es Plätze?', privacyAccepted: true } },
    'anonymous',
  );
  expect(request.submitCourseRequest.errors).toEqual([]);
  const message = await ok(
    'mutation($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { errors { field code } } }',
    {
      input: {
        name: 'Carl Contact',
        email: 'carl@example.org',
        subject: 'Frage',
        message: 'Gibt es im Winter noch freie Plätze?',
        privacyAccepted: true,
      },
    },
    'anonymous',
  );
  expect(message.submitContactMessage.errors).toEqual([]);
  const issue = await ok(
    'mutation($input: SaveNewsletterIssueInput!) { saveNewsletterIssue(input: $input) { issue { id } errors { code } } }',
    { input: { audience: 'ALL', subjectDe: 'Neuigkeiten', bodyDe: 'Hallo zusammen', subjectEn: 'News', bodyEn: 'Hello all' } },
  );
  ids.NewsletterIssue = issue.saveNewsletterIssue.issue.id;
  const lists = await ok(`{
    adminBookings(first: 1) { edges { node { id } } }
    adminContactMessages(first: 1) { edges { node { id } } }
    adminMails(first: 1) { edges { node { id } } }
    blogPosts(first: 1) { edges { node { id } } }
    services { id }
    testimonials(first: 1) { edges { node { id } } }
    webhookEndpoints { recentDeliveries(first: 1) { id } }
  }`);
  ids.WebhookDelivery = lists.webhookEndpoints[0].recentDeliveries[0].id;
  ids.Booking = lists.adminBookings.edges[0].node.id;
  ids.ContactMessage = lists.adminContactMessages.edges[0].node.id;
  ids.Mail = lists.adminMails.edges[0].node.id;
  ids.BlogPost = lists.blogPosts.edges[0].node.id;
  ids.Service = lists.services[0].id;
  ids.Testimonial = lists.testimonials.edges[0].node.id;
  ids.User = (await ok('{ viewer { id } }', {}, 'trainer')).viewer.id;
  ids.Course = (await ok('{ courses(first: 1) { edges { node { id } } } }')).courses.edges[0].node.id;
});
afterAll(() => t?.close());

test('the schema has the Node types this test knows whom to show (a new one is added here on purpose)', () => {
  expect(nodeTypes.length).toBeGreaterThanOrEqual(16);
  expect(Object.keys(readers).sort()).toEqual(nodeTypes);
});

test.each(nodeTypes)('%s: an admin refetches it by node(id:)', async (type) => {
  const id = ids[type];
  expect([type, typeof id]).toEqual([type, 'string']);
  const answer = await post(nodeQuery, { id }, 'admin');
  // The cart is the visitor's own: admins see their own cart only, like anyone else.
  const expected = type === 'CartItem' || type === 'CartParticipant' ? null : { id, __typename: type };
  expect({ status: answer.status, errors: answer.body.errors, node: answer.body.data?.node }).toEqual({
    status: 200,
    errors: undefined,
    node: expected,
  });
});

test.each(nodeTypes)('%s: null, never an error, for whoever may not read it; the object for whoever may', async (type) => {
  for (const caller of ['anonymous', 'otherVisitor', ...SIGNED_IN] as Caller[]) {
    const answer = await post(nodeQuery, { id: ids[type] }, caller);
    const sees = readers[type].includes(caller) && !(caller === 'otherVisitor' && type.startsWith('Cart'));
    expect({ type, caller, status: answer.status, errors: answer.body.errors, node: answer.body.data?.node }).toEqual({
      type,
      caller,
      status: 200,
      errors: undefined,
      node: sees ? { id: ids[type], __typename: type } : null,
    });
  }
});

test("a trainer no longer assigned to the course does not refetch its participants; staff do not refetch another's account", async () => {
  const connection = t.database.orm.em.fork().getConnection();
  await connection.execute('delete from course_trainers where user_id = ?', [trainerId]);
  const trainers = (await post(nodeQuery, { id: ids.TrainerParticipant }, 'trainer')).body;
  expect([trainers.data, trainers.errors]).toEqual([{ node: null }, undefined]);
  expect((await post(nodeQuery, { id: ids.TrainerParticipant }, 'admin')).body.data.node).toEqual({
    id: ids.TrainerParticipant,
    __typename: 'TrainerParticipant',
  });
  const staffs = (await post(nodeQuery, { id: ids.User }, 'staff')).body;
  expect([staffs.data, staffs.errors]).toEqual([{ node: null }, undefined]);
});

describe('a refused field nulls itself only: the rest of the document answers (partial data, HTTP 200)', () => {
  test('a visitor asking for courses and the badge list gets the courses, null badges and UNAUTHENTICATED at ["badges"]', async () => {
    const answer = await post('{ courses(first: 1) { totalCount } badges { id } }', {}, 'anonymous');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.courses.totalCount).toBeGreaterThan(0);
    expect(answer.body.data?.badges).toBeNull();
    expect(answer.body.errors).toEqual([
      { message: 'Please sign in.', path: ['badges'], locations: expect.any(Array), extensions: { code: 'UNAUTHENTICATED' } },
    ]);
  });

  test('a trainer gets FORBIDDEN at each refused field, in German when asked, and the fields they may read', async () => {
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de', authorization: `Bearer ${tokens.trainer}` },
      body: JSON.stringify({
        query: '{ viewer { username } adminOrders(first: 1) { totalCount } mails: adminMails(first: 1) { totalCount } }',
      }),
    });
    const body = (await response.json()) as { data?: any; errors: any[] };
    expect(response.status).toBe(200);
    expect(body.data).toEqual({ viewer: { username: 'node-trainer' }, adminOrders: null, mails: null });
    expect(body.errors.map((e: any) => [e.path, e.extensions.code])).toEqual([
      [['adminOrders'], 'FORBIDDEN'],
      [['mails'], 'FORBIDDEN'],
    ]);
    expect(body.errors[0].message).toBe('Dazu sind Sie nicht berechtigt.');
  });

  test('staff refetch an order with its staff-only fields (Order.history)', async () => {
    const answer = await post('query($id: ID!) { node(id: $id) { ... on Order { id history { type } } } }', { id: ids.Order }, 'staff');
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.node.history.length).toBeGreaterThan(0);
  });

  test('a mutation document with a refused field is refused whole before any of it runs (401, nothing stored)', async () => {
    const before = await t.database.orm.em.fork().getConnection().execute('select count(*)::int as n from contact_messages');
    const answer = await post(
      `mutation {
        submitContactMessage(input: { name: "Dora", email: "dora@example.org", subject: "Hallo", message: "Gibt es im Winter noch freie Plätze?", privacyAccepted: true }) { errors { code } }
        saveBadge(input: { name: "Seepferdchen X" }) { errors { code } }
      }`,
      {},
      'anonymous',
    );
    expect({ status: answer.status, data: answer.body.data, codes: answer.body.errors?.map((e) => e.extensions.code) }).toEqual({
      status: 401,
      data: undefined,
      codes: ['UNAUTHENTICATED'],
    });
    expect(await t.database.orm.em.fork().getConnection().execute('select count(*)::int as n from contact_messages')).toEqual(before);
  });
});
