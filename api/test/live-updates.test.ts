import { hashPassword } from '../src/modules/auth/password.js';
import { User, UserRole } from '../src/modules/users/user.entity.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';
import { STREAM, fetchOverOwnConnection, subscribe } from './live-subscriber.js';
import { until } from './until.js';

/**
 * Live updates (README "Public API": subscriptions): GraphQL subscriptions over Server-Sent Events at
 * `/graphql/stream`, with graphql-sse's own client, against two real app instances sharing one real PostgreSQL. An
 * order placed through one instance reaches a subscriber of the other; refusals are plain 4xx answers; a lost
 * database connection and a closing app are survived or ended cleanly.
 */
let a: TestApp;
let b: TestApp;
let callers: AdminCallers;
beforeAll(async () => {
  a = await startTestApp();
  // B is the instance of the limits test: it trusts X-Forwarded-For, so one test can be several client addresses.
  b = await startTestApp({
    databaseUrl: a.database.orm.config.get('clientUrl') as string,
    env: { TRUST_PROXY: 'true', LIVE_STREAMS_PER_ADDRESS: '2', LIVE_STREAMS: '3' },
  });
  await enableBankTransfer(a);
  callers = await adminCallers(a, { username: 'live-user' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const ORDER_EVENTS = `subscription { orderEvents { id type occurredAt subjectId order { id orderNumber totalAmountCents orderStatus customer { lastName } } } }`;
const COURSE_EVENTS = `subscription($courseId: ID) { courseEvents(courseId: $courseId) { type subjectId availableSlots course { id title availableSlots } } }`;

/** A refused subscription: its status and body as a plain HTTP client sees them. */
async function refused(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}${STREAM}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as any };
}

/** The old client's order (SPEC §7) of `quantity` places of a course, by bank transfer, through instance `t`. */
async function orderPlaces(t: TestApp, courseId: number, quantity: number, lastName: string): Promise<number> {
  const participants = Array.from({ length: quantity }, (_, index) => ({ firstName: `Kind${index}`, lastName }));
  const response = await fetch(`${t.baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customerFirstName: 'Lena',
      customerLastName: lastName,
      customerEmail: `${lastName.toLowerCase()}@example.org`,
      customerPhone: '0821 123456',
      customerAddress: 'Hauptstraße 1',
      customerCity: 'Gersthofen',
      customerZipCode: '86368',
      totalAmount: quantity * 100,
      paymentMethod: 'invoice',
      paymentId: '',
      paymentStatus: 'pending',
      orderStatus: 'pending',
      items: [{ courseId, price: 100, quantity, participants }],
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const orderNumber = (id: number) => `H2O-${String(id).padStart(4, '0')}`;

describe('orderEvents', () => {
  it('reaches staff subscribed on one instance when an order is placed through the other', async () => {
    const courseId = await createTestCourse(a, { title: 'Live-Kurs A', places: 5, priceCents: 10_000 });
    const staff = subscribe(a, ORDER_EVENTS, {}, callers.headersFor('admin'));
    await staff.accepted;

    const id = await orderPlaces(b, courseId, 2, 'Livemann');

    const { data, errors } = await staff.next();
    expect(errors).toBeUndefined();
    expect(data.orderEvents).toMatchObject({
      type: 'order.created',
      order: { orderNumber: orderNumber(id), totalAmountCents: 20_000, orderStatus: 'PENDING', customer: { lastName: 'Livemann' } },
    });
    expect(data.orderEvents.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.orderEvents.subjectId).toBe(data.orderEvents.order.id);
    expect(Date.parse(data.orderEvents.occurredAt)).not.toBeNaN();

    // A later change of the same order is read afresh, not from what the stream read for the first event.
    const confirmed = await callers.gql('mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { errors { code } } }', {
      input: { orderId: data.orderEvents.order.id },
    });
    expect(confirmed.data.cancelOrder.errors).toEqual([]);
    const cancelled = await staff.next();
    expect(cancelled.data.orderEvents).toMatchObject({ type: 'order.cancelled', order: { orderStatus: 'CANCELLED' } });
    staff.close();
  });

  it('is refused to anonymous subscribers (401) and to accounts that may not read orders (403), in their language, before any stream', async () => {
    const anonymous = await refused(a, { query: ORDER_EVENTS });
    expect(anonymous.status).toBe(401);
    expect(anonymous.type).toMatch(/^application\/json/);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(anonymous.body.errors[0].message).toBe('Bitte melden Sie sich an.');

    const user = await refused(a, { query: ORDER_EVENTS }, callers.headersFor('user', 'en'));
    expect(user.status).toBe(403);
    expect(user.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(user.body.errors[0].message).toBe('You are not allowed to do this.');

    // The roles of the back office: staff read orders, trainers do not (README "Roles").
    expect(await subscribeStatus(a, ORDER_EVENTS, await bearerOf('live-staff', UserRole.STAFF))).toBe(200);
    const trainer = await refused(a, { query: ORDER_EVENTS }, await bearerOf('live-trainer', UserRole.TRAINER));
    expect([trainer.status, trainer.body.errors[0].extensions.code]).toEqual([403, 'FORBIDDEN']);

    // A token that is no session's is refused as on /graphql.
    const forged = await refused(a, { query: ORDER_EVENTS }, { authorization: 'Bearer nonsense' });
    expect(forged.status).toBe(401);
  });

  it('ends when the subscriber signs out: no further order reaches it', async () => {
    const token = (
      await callers.gql(
        'mutation($input: SignInInput!) { signIn(input: $input) { token } }',
        {
          input: { username: 'admin', password: process.env.TEST_ADMIN_PASSWORD },
        },
        'anonymous',
      )
    ).data.signIn.token as string;
    const staff = subscribe(a, ORDER_EVENTS, {}, { authorization: `Bearer ${token}` });
    await staff.accepted;
    const signOut = await fetch(`${a.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation { signOut { errors { code } } }' }),
    });
    expect(signOut.status).toBe(200);
    const courseId = await createTestCourse(a, { title: 'Live-Kurs Abgemeldet', places: 3, priceCents: 10_000 });
    await orderPlaces(a, courseId, 1, 'Abgemeldet');
    expect(await staff.ended).toBe('complete');
    staff.close();
  });
});

describe('courseEvents', () => {
  it('are delivered to anonymous subscribers with the free places left, only of the course asked for', async () => {
    const watched = await createTestCourse(a, { title: 'Live-Kurs Beobachtet', places: 4, priceCents: 10_000 });
    const other = await createTestCourse(a, { title: 'Live-Kurs Anderer', places: 4, priceCents: 10_000 });
    const courseGlobalId = Buffer.from(`Course:${watched}`).toString('base64');
    const visitor = subscribe(a, COURSE_EVENTS, { courseId: courseGlobalId }, { 'accept-language': 'en' });
    const everyCourse = subscribe(a, COURSE_EVENTS);
    await Promise.all([visitor.accepted, everyCourse.accepted]);

    await orderPlaces(b, other, 1, 'Anders');
    await orderPlaces(b, watched, 3, 'Beobachter');

    const { data, errors } = await visitor.next();
    expect(errors).toBeUndefined();
    expect(data.courseEvents).toEqual({
      type: 'course.places_changed',
      subjectId: courseGlobalId,
      availableSlots: 1,
      course: { id: courseGlobalId, title: 'Live-Kurs Beobachtet', availableSlots: 1 },
    });
    // Without a course: both, in the order they were committed.
    expect((await everyCourse.next()).data.courseEvents.course.title).toBe('Live-Kurs Anderer');
    expect((await everyCourse.next()).data.courseEvents.course.title).toBe('Live-Kurs Beobachtet');
    visitor.close();
    everyCourse.close();
  });

  it('refuses a courseId that is no course id (400, in the language asked for)', async () => {
    for (const courseId of ['42', 'nonsense', Buffer.from('Order:1').toString('base64'), 'x'.repeat(60_000)]) {
      const answer = await refused(a, { query: COURSE_EVENTS, variables: { courseId } }, { 'accept-language': 'en' });
      expect([answer.status, answer.body.errors[0].extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
      expect(answer.body.errors[0].message).toMatch(/not a course's id/);
    }
  });
});

describe('the stream door', () => {
  it('refuses what is no single subscription with a 4xx in GraphQL shape, and runs nothing', async () => {
    const cases: [body: unknown, status: number, code: string][] = [
      [{ query: '{ courses(first: 1) { totalCount } }' }, 400, 'BAD_REQUEST'],
      [{ query: 'mutation { signOut { errors { code } } }' }, 400, 'BAD_REQUEST'],
      [{ query: 'subscription { nothingHere }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
      [{ query: 'subscription {' }, 400, 'GRAPHQL_PARSE_FAILED'],
      [
        { query: `subscription { ${Array.from({ length: 40 }, (_, i) => `a${i}: courseEvents { type }`).join(' ')} }` },
        400,
        'TOO_MANY_ALIASES',
      ],
      [{ query: COURSE_EVENTS, variables: { courseId: 7 } }, 400, 'BAD_USER_INPUT'],
      [{ query: COURSE_EVENTS, variables: { courseId: 'a\u0000b' } }, 400, 'BAD_USER_INPUT'],
      [{ query: COURSE_EVENTS, variables: [1] }, 400, 'BAD_REQUEST'],
      [{}, 400, 'BAD_REQUEST'],
      [{ extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } }, 400, 'PERSISTED_QUERY_NOT_FOUND'],
      ['{"query": ', 400, 'INVALID_JSON'],
      [{ query: `subscription { courseEvents { type } } # ${'x'.repeat(40_000)}` }, 413, 'QUERY_TOO_LARGE'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await refused(a, body);
      expect([JSON.stringify(body).slice(0, 60), answer.status, answer.body.errors?.[0]?.extensions?.code]).toEqual([
        JSON.stringify(body).slice(0, 60),
        status,
        code,
      ]);
    }
  });

  it('answers only a request for an event stream (406 otherwise)', async () => {
    const response = await fetch(`${a.baseUrl}${STREAM}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ query: COURSE_EVENTS }),
    });
    expect(response.status).toBe(406);
    expect(((await response.json()) as any).errors[0].message).toMatch(/text\/event-stream/);
    expect((await fetch(`${a.baseUrl}${STREAM}`, { method: 'PUT' })).status).toBe(405);
  });

  it('caps open streams per client address (429) and in all (503), and frees a slot when a stream ends', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const first = subscribe(b, COURSE_EVENTS, {}, from('203.0.113.1'));
    const second = subscribe(b, COURSE_EVENTS, {}, from('203.0.113.1'));
    await Promise.all([first.accepted, second.accepted]);
    const third = await refused(b, { query: COURSE_EVENTS }, from('203.0.113.1'));
    expect([third.status, third.body.errors[0].extensions.code]).toEqual([429, 'RATE_LIMITED']);

    const elsewhere = subscribe(b, COURSE_EVENTS, {}, from('203.0.113.2'));
    await elsewhere.accepted;
    const beyond = await refused(b, { query: COURSE_EVENTS }, { ...from('203.0.113.3'), 'accept-language': 'en' });
    expect([beyond.status, beyond.body.errors[0].extensions.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(beyond.body.errors[0].message).toMatch(/Retry-After/);

    first.close();
    // The server hears the client go when its connection closes: the slot is free once it has.
    expect(
      await until(
        () => subscribeStatus(b, COURSE_EVENTS, from('203.0.113.1')),
        (status) => status === 200,
      ),
    ).toBe(200);
    second.close();
    elsewhere.close();
  });

  it('keeps delivering after its database connection was terminated: it listens again', async () => {
    const courseId = await createTestCourse(a, { title: 'Live-Kurs Ausfall', places: 5, priceCents: 10_000 });
    const staff = subscribe(a, ORDER_EVENTS, {}, callers.headersFor('admin'));
    await staff.accepted;
    const listeners = () =>
      callers.sql<{ pid: number }>(
        "select pid from pg_stat_activity where application_name = 'h2o domain events' and datname = current_database()",
      );
    const before = await listeners();
    expect(before).toHaveLength(2); // one per instance
    await callers.sql(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'h2o domain events' and datname = current_database()",
    );
    // Placed at once, while the listeners may still be away: what is committed meanwhile is read from the event log.
    const id = await orderPlaces(b, courseId, 1, 'Ausfall');
    expect((await staff.next()).data.orderEvents.order.orderNumber).toBe(orderNumber(id));
    const back = await until(listeners, (rows) => rows.length === 2);
    expect(back.map((row) => row.pid)).not.toEqual(expect.arrayContaining(before.map((row) => row.pid)));

    const later = await orderPlaces(b, courseId, 1, 'Danach');
    expect((await staff.next()).data.orderEvents.order.orderNumber).toBe(orderNumber(later));
    staff.close();
  });

  it('ends its streams when the app closes, so closing does not wait for them', async () => {
    const c = await startTestApp({ databaseUrl: a.database.orm.config.get('clientUrl') as string });
    const visitor = subscribe(c, COURSE_EVENTS);
    await visitor.accepted;
    await c.close();
    expect(await visitor.ended).toBe('error');
    visitor.close();
  });
});

/** An account of `role`, signed in: its Authorization header. */
async function bearerOf(username: string, role: UserRole): Promise<Record<string, string>> {
  await a.database.orm.em.fork().insert(User, { username, passwordHash: await hashPassword(`${username}-password`), role });
  const body = await callers.gql(
    'mutation($input: SignInInput!) { signIn(input: $input) { token } }',
    { input: { username, password: `${username}-password` } },
    'anonymous',
  );
  return { authorization: `Bearer ${body.data.signIn.token}` };
}

/** The status of opening a stream (closed again at once when it opened). */
async function subscribeStatus(t: TestApp, query: string, headers: Record<string, string>): Promise<number> {
  const controller = new AbortController();
  const response = await fetchOverOwnConnection(`${t.baseUrl}${STREAM}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify({ query }),
    signal: controller.signal,
  });
  controller.abort();
  return response.status;
}
