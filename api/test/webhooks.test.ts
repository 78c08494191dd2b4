import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { toGlobalId } from '../src/graphql/node.js';
import { loadConfig } from '../src/config.js';
import { publishDomainEvent } from '../src/modules/events/publish-domain-event.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { User, UserRole } from '../src/modules/users/user.entity.js';
import { WaitlistEntry, WaitlistStatus } from '../src/modules/waitlist/waitlist-entry.entity.js';
import { offerFreePlaces } from '../src/modules/waitlist/waitlist-offers.js';
import { attemptDelivery } from '../src/modules/webhooks/webhook-delivery.task.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { createTestCourse } from './test-course.js';
import { type TestApp, cloneTestDatabase, enableBankTransfer, startTestApp } from './test-app.js';
import { until } from './until.js';
import { type WebhookReceiver, signatureValid, startWebhookReceiver } from './webhook-receiver.js';

/**
 * Webhooks for partners, end to end: two app instances on one database, both running their job worker, POST to a
 * real HTTP receiver in this process; retries are made due by moving their job's time (the controlled clock the job
 * tests use), never slept. A third instance runs with the production rule (https and public addresses only) to show
 * what is refused at registration and at delivery. Also the event core: each call site records its event once.
 */
let receiver: WebhookReceiver;
let receiverUrl: string;
/** What the receiver answers on a path (default 200). */
let answers: Map<string, number>;

let databaseUrl: string;
let one: TestApp;
let two: TestApp;
let strict: TestApp;
let callers: AdminCallers;
let staffToken: string;
const APP_SECRET = randomBytes(32).toString('hex');
const env = (allowLocal: boolean) => ({
  APP_SECRET,
  JOB_POLL_INTERVAL_MS: '100',
  ...(allowLocal ? { WEBHOOKS_ALLOW_LOCAL: '1' } : {}),
});

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  receiverUrl = receiver.url;
  answers = receiver.answers;
  databaseUrl = await cloneTestDatabase();
  one = await startTestApp({ jobWorker: true, databaseUrl, env: env(true) });
  two = await startTestApp({ jobWorker: true, databaseUrl, env: env(true) });
  // The production rule, without a worker: what it would refuse.
  strict = await startTestApp({ databaseUrl, env: env(false) });
  await enableBankTransfer(one);
  callers = await adminCallers(one, { username: 'webhook-user' });
  await one.database.orm.em
    .fork()
    .insert(User, { username: 'webhook-staff', passwordHash: await hashPassword('webhook-staff-password'), role: UserRole.STAFF });
  const signIn = await one.graphql('mutation($input: SignInInput!) { signIn(input: $input) { token } }', {
    input: { username: 'webhook-staff', password: 'webhook-staff-password' },
  });
  staffToken = signIn.data.signIn.token;
});
afterAll(async () => {
  await strict?.close();
  await two?.close();
  await one?.close();
  await receiver?.close();
});

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => callers.sql<T>(query, params);
const count = async (query: string, params: unknown[] = []) => Number((await sql<{ n: string }>(query, params))[0].n);
const at = (path: string) => receiver.at(path);

const ENDPOINT = 'id databaseId name url eventTypes active secretHint';
const CREATE = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { ${ENDPOINT} } secret errors { field code message } } }`;
const UPDATE = `mutation($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { endpoint { ${ENDPOINT} } errors { field code message } } }`;
const ROTATE = `mutation($input: WebhookEndpointInput!) { rotateWebhookSecret(input: $input) { endpoint { ${ENDPOINT} } secret errors { field code message } } }`;
const DELETE = `mutation($input: WebhookEndpointInput!) { deleteWebhookEndpoint(input: $input) { deletedEndpointId errors { field code message } } }`;
const REDELIVER = `mutation($input: RedeliverWebhookInput!) { redeliverWebhook(input: $input) { delivery { id status } errors { field code message } } }`;
const LIST = `{ webhookEndpoints { ${ENDPOINT} recentDeliveries { id eventId eventType subjectId status attempts nextAttemptAt deliveredAt
  attemptLog { statusCode durationMs responseBody error errorDetail manual } } } }`;

async function register(
  path: string,
  eventTypes: string[],
  app: TestApp = one,
): Promise<{ id: string; databaseId: number; secretHint: string; secret: string }> {
  const answer = await adminOn(app, CREATE, { input: { name: `Partner ${path}`, url: `${receiverUrl}${path}`, eventTypes } });
  expect(answer.createWebhookEndpoint.errors).toEqual([]);
  return { ...answer.createWebhookEndpoint.endpoint, secret: answer.createWebhookEndpoint.secret };
}

/** An admin's call to any of the instances (the token is valid on all: they share APP_SECRET). */
async function adminOn(app: TestApp, query: string, variables: Record<string, unknown>, language = 'de'): Promise<any> {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...callers.headersFor('admin', language) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: any; errors?: unknown };
  expect([response.status, body.errors]).toEqual([200, undefined]);
  return body.data;
}

const endpointIn = async (databaseId: number) =>
  (await callers.admin(LIST)).webhookEndpoints.find((endpoint: { databaseId: number }) => endpoint.databaseId === databaseId);

let keys = 0;
async function placeOrder(courseId: number): Promise<{ id: string; databaseId: number; orderNumber: string }> {
  const answer = await one.graphql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id databaseId orderNumber } errors { field code message } } }`,
    {
      input: {
        idempotencyKey: `webhooks-${Date.now()}-${++keys}-key`,
        customer: {
          firstName: 'Anna',
          lastName: 'Muster',
          email: 'anna@example.org',
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
  );
  expect(answer.data.placeOrder.errors).toEqual([]);
  return answer.data.placeOrder.order;
}

const orderMutation = async (name: 'markOrderPaid' | 'cancelOrder', orderId: string) => {
  const type = name[0].toUpperCase() + name.slice(1);
  const data = await callers.admin(`mutation($input: ${type}Input!) { ${name}(input: $input) { errors { code } } }`, {
    input: { orderId },
  });
  expect(data[name].errors).toEqual([]);
};

let courses = 0;
const newCourse = (places = 10) => createTestCourse(one, { title: `Webhook-Kurs ${++courses}`, places, priceCents: 12_000 });

/** Every webhook job that may still run now (not a retry waiting for its time): the signal that nothing more is coming. */
const deliveriesSettled = () =>
  until(
    () =>
      count(
        `select count(*) as n from graphile_worker.jobs where task_identifier = 'webhook_deliver' and run_at <= now() and attempts < max_attempts`,
      ),
    (n) => n === 0,
  );

/** The controlled clock: the delivery's waiting retry becomes due now (the same job, its time moved, as the schedule would). */
const retryDueNow = (deliveryId: number) =>
  sql(
    `select graphile_worker.add_job('webhook_deliver', json_build_object('deliveryId', ?::int), run_at => now(), job_key => ?, max_attempts => 5)`,
    [deliveryId, `webhook-delivery:${deliveryId}`],
  );

describe('the event core: each call site records its event once, in its transaction', () => {
  const events = (type: string, subjectId: string) =>
    sql<{ data: Record<string, unknown> }>('select data from domain_events where type = ? and subject_id = ?', [type, subjectId]);

  it('order.created, course.places_changed, order.paid, order.cancelled, course.updated, waitlist.offered', async () => {
    const courseId = await newCourse(3);
    const course = toGlobalId('Course', courseId);
    const order = await placeOrder(courseId);
    expect(await events('order.created', order.id)).toEqual([
      { data: { orderNumber: order.orderNumber, totalAmountCents: 12_000, paymentMethod: 'invoice' } },
    ]);
    expect(await events('course.places_changed', course)).toEqual([{ data: { availableSlots: 2, totalSlots: 3 } }]);

    await orderMutation('markOrderPaid', order.id);
    expect(await events('order.paid', order.id)).toEqual([{ data: expect.objectContaining({ orderNumber: order.orderNumber }) }]);
    await orderMutation('cancelOrder', order.id);
    expect(await events('order.cancelled', order.id)).toEqual([{ data: expect.objectContaining({ orderNumber: order.orderNumber }) }]);
    // Cancelling gave the place back: a second change of the free places.
    expect((await events('course.places_changed', course)).map((event) => event.data.availableSlots)).toEqual([2, 3]);

    const active = await callers.admin(`mutation($input: SetCourseActiveInput!) { setCourseActive(input: $input) { errors { code } } }`, {
      input: { id: course, isActive: false },
    });
    expect(active.setCourseActive.errors).toEqual([]);
    expect(await events('course.updated', course)).toEqual([{ data: { isActive: false } }]);

    // The waitlist: a waiting entry gets the free place offered (as after a cancellation).
    const waitlistCourse = await newCourse(1);
    const em = one.database.orm.em.fork();
    em.create(WaitlistEntry, {
      course: waitlistCourse,
      email: 'waiting@example.org',
      language: 'de',
      places: 1,
      status: WaitlistStatus.WAITING,
      position: 1,
      consentVersion: 'test',
      consentedAt: new Date(),
      confirmedAt: new Date(),
      siteOrigin: one.baseUrl,
    });
    await em.flush();
    expect(await offerFreePlaces(one.database.orm.em, one.app.appSettings, waitlistCourse)).toHaveLength(1);
    expect(await events('waitlist.offered', toGlobalId('Course', waitlistCourse))).toEqual([
      { data: { places: 1, offerExpiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } },
    ]);
  });

  it('a write that rolls back leaves no event, no delivery and no job', async () => {
    await register('/rolled-back', ['order.created']);
    const before = await count(`select count(*) as n from graphile_worker.jobs where task_identifier = 'webhook_deliver'`);
    await expect(
      one.database.orm.em.fork().transactional(async (tx) => {
        await publishDomainEvent(tx, 'order.created', { type: 'Order', databaseId: 999_999 }, { orderNumber: 'RB-1' });
        throw new Error('the write fails after the event');
      }),
    ).rejects.toThrow('the write fails');
    expect(await count(`select count(*) as n from domain_events where subject_id = '${toGlobalId('Order', 999_999)}'`)).toBe(0);
    expect(await count(`select count(*) as n from graphile_worker.jobs where task_identifier = 'webhook_deliver'`)).toBe(before);
    await deliveriesSettled();
    expect(at('/rolled-back')).toEqual([]);
  });
});

describe('deliveries', () => {
  it('an order placed and paid: the subscribed endpoint gets order.created and order.paid once each, signed; the others nothing', async () => {
    const partner = await register('/partner', ['order.created', 'order.paid']);
    expect(partner.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(partner.secretHint).toBe(partner.secret.slice(0, 10));
    const other = await register('/courses-only', ['course.updated']);
    const off = await register('/switched-off', ['order.created', 'order.paid']);
    const switchedOff = await callers.admin(UPDATE, {
      input: { endpointId: off.id, name: 'Aus', url: `${receiverUrl}/switched-off`, eventTypes: ['order.created'], active: false },
    });
    expect(switchedOff.updateWebhookEndpoint.endpoint).toMatchObject({ active: false, eventTypes: ['order.created'] });

    const order = await placeOrder(await newCourse());
    await orderMutation('markOrderPaid', order.id);
    await until(
      async () => at('/partner').length,
      (n) => n >= 2,
    );
    await deliveriesSettled();

    const requests = at('/partner');
    expect(requests.map((request) => request.headers['h2o-event-type']).sort()).toEqual(['order.created', 'order.paid']);
    for (const request of requests) {
      expect(signatureValid(partner.secret, request.body, String(request.headers['h2o-signature']))).toBe(true);
      expect(signatureValid(other.secret, request.body, String(request.headers['h2o-signature']))).toBe(false);
      expect(request.headers['user-agent']).toBe('H2O-Webhooks/1');
      expect(request.headers['content-type']).toBe('application/json');
      const body = JSON.parse(request.body);
      expect(body).toEqual({
        id: request.headers['h2o-event-id'],
        type: request.headers['h2o-event-type'],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        data: expect.objectContaining({ subjectId: order.id, orderNumber: order.orderNumber }),
      });
    }
    // A tampered body fails the check.
    expect(
      signatureValid(partner.secret, requests[0].body.replace(order.orderNumber, 'H2O-9999'), String(requests[0].headers['h2o-signature'])),
    ).toBe(false);
    expect(at('/courses-only')).toEqual([]);
    expect(at('/switched-off')).toEqual([]);

    const shown = await endpointIn(partner.databaseId);
    expect(shown.recentDeliveries.map((delivery: any) => [delivery.eventType, delivery.status, delivery.attempts]).sort()).toEqual([
      ['order.created', 'DELIVERED', 1],
      ['order.paid', 'DELIVERED', 1],
    ]);
    expect(shown.recentDeliveries[0].attemptLog).toEqual([
      { statusCode: 200, durationMs: expect.any(Number), responseBody: 'ok', error: null, errorDetail: null, manual: false },
    ]);
    // The secret is never shown again.
    expect(JSON.stringify(await callers.admin(LIST))).not.toContain(partner.secret);
    expect(
      await count(`select count(*) as n from webhook_endpoints where encrypted_secret like ?`, [`%${partner.secret.slice(6, 20)}%`]),
    ).toBe(0);
  });

  it('an endpoint answering 500 is retried after the back-off, each attempt logged, then delivered; staff redeliver', async () => {
    answers.set('/flaky', 500);
    const flaky = await register('/flaky', ['order.created']);
    const order = await placeOrder(await newCourse());
    await until(
      async () => at('/flaky').length,
      (n) => n === 1,
    );
    const [delivery] = await until(
      () =>
        sql<{ id: number; status: string; attempts: number; next_attempt_at: Date }>(
          `select * from webhook_deliveries where endpoint_id = ?`,
          [flaky.databaseId],
        ),
      (rows) => rows[0]?.attempts === 1,
    );
    expect(delivery.status).toBe('pending');
    // The first retry is due a minute later: its job waits until then.
    const [job] = await sql<{ run_at: Date }>(`select run_at from graphile_worker.jobs where key = ?`, [`webhook-delivery:${delivery.id}`]);
    expect(new Date(job.run_at).getTime()).toBe(new Date(delivery.next_attempt_at).getTime());
    expect(new Date(job.run_at).getTime() - Date.now()).toBeGreaterThan(50_000);
    let shown = (await endpointIn(flaky.databaseId)).recentDeliveries[0];
    expect(shown).toMatchObject({ status: 'PENDING', attempts: 1, subjectId: order.id, deliveredAt: null });
    expect(shown.attemptLog).toEqual([
      {
        statusCode: 500,
        durationMs: expect.any(Number),
        responseBody: `trouble ${'x'.repeat(1016)}`,
        error: null,
        errorDetail: null,
        manual: false,
      },
    ]);

    // Still failing at the next due time: logged, and the pause grows (5 minutes).
    await retryDueNow(delivery.id);
    await until(
      async () => at('/flaky').length,
      (n) => n === 2,
    );
    const [second] = await until(
      () => sql<{ attempts: number; next_attempt_at: Date }>(`select * from webhook_deliveries where id = ?`, [delivery.id]),
      (rows) => rows[0].attempts === 2,
    );
    expect(new Date(second.next_attempt_at).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);

    // A restart: both workers stop, a new instance comes; the waiting retry is in the database and runs there.
    await one.jobWorker!.stop();
    await two.close();
    two = await startTestApp({ jobWorker: true, databaseUrl, env: env(true) });
    answers.set('/flaky', 200);
    await retryDueNow(delivery.id);
    await until(
      async () => (await endpointIn(flaky.databaseId)).recentDeliveries[0].status,
      (status) => status === 'DELIVERED',
    );
    shown = (await endpointIn(flaky.databaseId)).recentDeliveries[0];
    expect(shown).toMatchObject({ attempts: 3, nextAttemptAt: null, deliveredAt: expect.any(String) });
    expect(shown.attemptLog.map((attempt: any) => attempt.statusCode)).toEqual([200, 500, 500]);
    // The same event each time (one id), each attempt signed anew.
    expect(new Set(at('/flaky').map((request) => request.headers['h2o-event-id'])).size).toBe(1);
    expect(at('/flaky').every((request) => signatureValid(flaky.secret, request.body, String(request.headers['h2o-signature'])))).toBe(
      true,
    );

    // Redeliver: one more attempt now, marked as staff's.
    const again = await callers.admin(REDELIVER, { input: { deliveryId: shown.id } });
    expect(again.redeliverWebhook.errors).toEqual([]);
    await until(
      async () => at('/flaky').length,
      (n) => n === 4,
    );
    await until(
      async () => (await endpointIn(flaky.databaseId)).recentDeliveries[0].attempts,
      (n) => n === 4,
    );
    shown = (await endpointIn(flaky.databaseId)).recentDeliveries[0];
    expect(shown.attemptLog[0]).toMatchObject({ statusCode: 200, manual: true });
    expect(at('/flaky')[3].body).toBe(at('/flaky')[0].body);

    // Unknown or malformed ids, and a switched-off endpoint, are refused in the request's language.
    const unknown = await callers.admin(REDELIVER, { input: { deliveryId: 'V2ViaG9va0RlbGl2ZXJ5Ojk5OTk5OQ==' } }, 'en');
    expect(unknown.redeliverWebhook.errors).toEqual([
      { field: 'deliveryId', code: 'WEBHOOK_DELIVERY_NOT_FOUND', message: 'This delivery does not exist (any more).' },
    ]);
    const malformed = await callers.admin(REDELIVER, { input: { deliveryId: 'x'.repeat(5000) } });
    expect(malformed.redeliverWebhook.errors).toEqual([expect.objectContaining({ code: 'WEBHOOK_DELIVERY_NOT_FOUND' })]);
    await callers.admin(UPDATE, {
      input: { endpointId: flaky.id, name: 'Flaky', url: `${receiverUrl}/flaky`, eventTypes: ['order.created'], active: false },
    });
    const off = await callers.admin(REDELIVER, { input: { deliveryId: shown.id } });
    expect(off.redeliverWebhook.errors).toEqual([expect.objectContaining({ code: 'INVALID_TRANSITION' })]);
  });

  it('a redirect is an answer like any other non-2xx: logged, retried later, never followed', async () => {
    answers.set('/moved', 302);
    const moved = await register('/moved', ['order.created']);
    await placeOrder(await newCourse());
    await until(
      async () => at('/moved').length,
      (n) => n === 1,
    );
    const delivery = await until(
      async () => (await endpointIn(moved.databaseId)).recentDeliveries[0],
      (shown) => shown?.attempts === 1,
    );
    expect(delivery).toMatchObject({ status: 'PENDING', nextAttemptAt: expect.any(String) });
    expect(delivery.attemptLog[0]).toMatchObject({ statusCode: 302, error: null });
    await deliveriesSettled();
    expect(at('/redirect-target')).toEqual([]);
    await callers.admin(DELETE, { input: { endpointId: moved.id } });
  });

  it('a rotated secret signs from then on; a deleted endpoint is gone with its deliveries', async () => {
    const partner = await register('/rotated', ['order.created']);
    const rotated = (await callers.admin(ROTATE, { input: { endpointId: partner.id } })).rotateWebhookSecret;
    expect(rotated.errors).toEqual([]);
    expect(rotated.secret).not.toBe(partner.secret);
    expect(rotated.endpoint.secretHint).toBe(rotated.secret.slice(0, 10));
    await placeOrder(await newCourse());
    await until(
      async () => at('/rotated').length,
      (n) => n === 1,
    );
    const [request] = at('/rotated');
    expect(signatureValid(rotated.secret, request.body, String(request.headers['h2o-signature']))).toBe(true);
    expect(signatureValid(partner.secret, request.body, String(request.headers['h2o-signature']))).toBe(false);

    const deleted = (await callers.admin(DELETE, { input: { endpointId: partner.id } })).deleteWebhookEndpoint;
    expect(deleted).toEqual({ deletedEndpointId: partner.id, errors: [] });
    expect(await endpointIn(partner.databaseId)).toBeUndefined();
    expect(await count('select count(*) as n from webhook_deliveries where endpoint_id = ?', [partner.databaseId])).toBe(0);
    const twice = (await callers.admin(DELETE, { input: { endpointId: partner.id } }, 'en')).deleteWebhookEndpoint;
    expect(twice.errors).toEqual([
      { field: 'endpointId', code: 'WEBHOOK_ENDPOINT_NOT_FOUND', message: 'This webhook endpoint does not exist (any more).' },
    ]);
  });

  it('the delivery checks the address again after DNS: a name that resolves to loopback is refused by the production rule, nothing sent', async () => {
    const port = new URL(receiver.url).port;
    // Registered where loopback is allowed (as WEBHOOKS_ALLOW_LOCAL does in development), not subscribed to anything that happens here.
    const answer = await callers.admin(CREATE, {
      input: { name: 'Rebinding', url: `https://localhost:${port}/rebinding`, eventTypes: ['waitlist.offered'], active: true },
    });
    expect(answer.createWebhookEndpoint.errors).toEqual([]);
    const endpointId = answer.createWebhookEndpoint.endpoint.databaseId;
    const [event] = await sql<{ id: string }>(`select id from domain_events order by occurred_at desc limit 1`);
    const [delivery] = await sql<{ id: number }>(`insert into webhook_deliveries (endpoint_id, event_id) values (?, ?) returning id`, [
      endpointId,
      event.id,
    ]);
    // One attempt as an instance with the production rule makes it.
    expect(await attemptDelivery(strict.database.orm.em.fork(), strict.app.appSettings, { deliveryId: delivery.id })).toBe('retry');
    const [attempt] = await sql(`select status_code, error, duration_ms from webhook_attempts where delivery_id = ?`, [delivery.id]);
    expect(attempt).toEqual({ status_code: null, error: 'address_not_allowed', duration_ms: 0 });
    expect(at('/rebinding')).toEqual([]);
    await callers.admin(DELETE, { input: { endpointId: answer.createWebhookEndpoint.endpoint.id } });
  });
});

describe('refusals', () => {
  const HOSTILE: [string, string][] = [
    ['http://partner.example.com/hook', 'UNSAFE_URL'],
    ['https://127.0.0.1/hook', 'UNSAFE_URL'],
    ['https://127.1.2.3:8443/hook', 'UNSAFE_URL'],
    ['https://localhost/hook', 'UNSAFE_URL'],
    ['https://api.localhost/hook', 'UNSAFE_URL'],
    ['https://[::1]/hook', 'UNSAFE_URL'],
    ['https://[::ffff:127.0.0.1]/hook', 'UNSAFE_URL'],
    ['https://[::ffff:7f00:1]/hook', 'UNSAFE_URL'],
    ['https://[::]/hook', 'UNSAFE_URL'],
    ['https://0.0.0.0/hook', 'UNSAFE_URL'],
    ['https://0/hook', 'UNSAFE_URL'],
    ['https://2130706433/hook', 'UNSAFE_URL'],
    ['https://0x7f000001/hook', 'UNSAFE_URL'],
    ['https://0x7f.1/hook', 'UNSAFE_URL'],
    ['https://0177.0.0.1/hook', 'UNSAFE_URL'],
    ['https://10.0.0.8/hook', 'UNSAFE_URL'],
    ['https://172.16.5.4/hook', 'UNSAFE_URL'],
    ['https://192.168.178.1/hook', 'UNSAFE_URL'],
    ['https://100.64.0.1/hook', 'UNSAFE_URL'],
    ['https://169.254.169.254/latest/meta-data', 'UNSAFE_URL'],
    ['https://[fe80::1]/hook', 'UNSAFE_URL'],
    ['https://[fd00::1]/hook', 'UNSAFE_URL'],
    ['https://[64:ff9b::7f00:1]/hook', 'UNSAFE_URL'],
    ['https://224.0.0.1/hook', 'UNSAFE_URL'],
    ['https://255.255.255.255/hook', 'UNSAFE_URL'],
    ['https://user:password@partner.example.com/hook', 'INVALID_URL'],
    ['ftp://partner.example.com/hook', 'INVALID_URL'],
    ['javascript:alert(1)', 'INVALID_URL'],
    ['file:///etc/passwd', 'INVALID_URL'],
    ['partner.example.com/hook', 'INVALID_URL'],
    [`https://partner.example.com/${'a'.repeat(2100)}`, 'TOO_LONG'],
    ['https://partner.example.com/\nhook', 'INVALID_CHARACTERS'],
    ['', 'REQUIRED'],
  ];

  const cases = HOSTILE.map(([url, code]) => [
    url.length > 80 ? `${url.slice(0, 40)}… (${url.length} characters)` : JSON.stringify(url),
    code,
    url,
  ]);
  it.each(cases)('%s is refused (%s) in German and English, nothing stored', async (_label, code, url) => {
    const before = await count('select count(*) as n from webhook_endpoints');
    const [de, en] = await Promise.all(
      ['de', 'en'].map(
        async (language) =>
          (await adminOn(strict, CREATE, { input: { name: 'Böse', url, eventTypes: ['order.created'] } }, language)).createWebhookEndpoint,
      ),
    );
    for (const answer of [de, en])
      expect(answer).toEqual({ endpoint: null, secret: null, errors: [{ field: 'url', code, message: expect.any(String) }] });
    expect(de.errors[0].message).not.toBe(en.errors[0].message);
    expect(await count('select count(*) as n from webhook_endpoints')).toBe(before);
  });

  it('the hostile address is refused on update too, the endpoint unchanged', async () => {
    const partner = await register('/kept', ['order.created']);
    const answer = await adminOn(strict, UPDATE, {
      input: { endpointId: partner.id, name: 'Umgeleitet', url: 'https://169.254.169.254/', eventTypes: ['order.created'], active: true },
    });
    expect(answer.updateWebhookEndpoint.errors).toEqual([
      {
        field: 'url',
        code: 'UNSAFE_URL',
        message:
          'Diese Adresse führt in ein internes oder privates Netz (z. B. localhost, 127.0.0.1, 10.x, 192.168.x). Webhooks gehen nur an öffentlich erreichbare Server.',
      },
    ]);
    expect((await endpointIn(partner.databaseId)).url).toBe(`${receiverUrl}/kept`);
  });

  it('names, event lists and ids that are wrong, huge or repeated are refused or cleaned', async () => {
    const before = await count('select count(*) as n from webhook_endpoints');
    const refused = async (input: Record<string, unknown>) =>
      (
        await adminOn(
          strict,
          CREATE,
          { input: { name: 'Partner', url: 'https://partner.example.com/hook', eventTypes: ['order.paid'], ...input } },
          'en',
        )
      ).createWebhookEndpoint.errors;
    expect(await refused({ eventTypes: [] })).toEqual([
      { field: 'eventTypes', code: 'REQUIRED', message: 'Please choose at least one event.' },
    ]);
    expect(await refused({ eventTypes: ['order.paid', 'order.refunded'] })).toEqual([
      { field: 'eventTypes', code: 'OUT_OF_RANGE', message: 'Please choose only events from the list.' },
    ]);
    expect(await refused({ eventTypes: Array(2000).fill('order.paid!') })).toEqual([
      expect.objectContaining({ field: 'eventTypes', code: 'OUT_OF_RANGE' }),
    ]);
    expect(await refused({ name: '   ' })).toEqual([expect.objectContaining({ field: 'name', code: 'REQUIRED' })]);
    expect(await refused({ name: 'n'.repeat(101) })).toEqual([expect.objectContaining({ field: 'name', code: 'TOO_LONG' })]);
    expect(await count('select count(*) as n from webhook_endpoints')).toBe(before);

    // A public address (not resolvable here, so judged at each delivery), events repeated: stored once each, in the list's order.
    const created = (
      await adminOn(strict, CREATE, {
        input: {
          name: ' Partner ',
          url: 'https://partner.example.com/hook',
          eventTypes: ['order.paid', 'order.created', 'order.paid'],
          active: false,
        },
      })
    ).createWebhookEndpoint;
    expect(created.errors).toEqual([]);
    expect(created.endpoint).toMatchObject({ name: 'Partner', eventTypes: ['order.created', 'order.paid'], active: false });
    const missing = await adminOn(strict, ROTATE, { input: { endpointId: 'nonsense' } }, 'en');
    expect(missing.rotateWebhookSecret.errors).toEqual([
      expect.objectContaining({ field: 'endpointId', code: 'WEBHOOK_ENDPOINT_NOT_FOUND' }),
    ]);
    await callers.admin(DELETE, { input: { endpointId: created.endpoint.id } });
  });

  it('only admins: staff, other accounts and visitors are refused every webhook field, nothing changed', async () => {
    const partner = await register('/roles', ['order.created']);
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      ['{ webhookEventTypes }', {}],
      [CREATE, { input: { name: 'X', url: 'https://partner.example.com/x', eventTypes: ['order.paid'] } }],
      [
        UPDATE,
        { input: { endpointId: partner.id, name: 'X', url: 'https://partner.example.com/x', eventTypes: ['order.paid'], active: true } },
      ],
      [ROTATE, { input: { endpointId: partner.id } }],
      [DELETE, { input: { endpointId: partner.id } }],
      [REDELIVER, { input: { deliveryId: 'V2ViaG9va0RlbGl2ZXJ5OjE=' } }],
    ];
    const before = await sql('select * from webhook_endpoints order by id');
    const who: [Record<string, string>, number, string][] = [
      [{ authorization: `Bearer ${staffToken}` }, 403, 'FORBIDDEN'],
      [callers.headersFor('user'), 403, 'FORBIDDEN'],
      [{}, 401, 'UNAUTHENTICATED'],
    ];
    for (const [headers, status, code] of who) {
      for (const [query, variables] of operations) {
        const response = await fetch(`${one.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
        // A refused query field answers null beside the rest (200, partial data); a refused mutation runs nothing (401/403).
        const isQuery = query.trimStart().startsWith('{') || query.trimStart().startsWith('query');
        expect([response.status, body.errors[0].extensions.code]).toEqual([isQuery ? 200 : status, code]);
      }
    }
    expect(await sql('select * from webhook_endpoints order by id')).toEqual(before);
    expect((await callers.admin('{ webhookEventTypes }')).webhookEventTypes).toEqual([
      'order.created',
      'order.paid',
      'order.cancelled',
      'course.updated',
      'course.places_changed',
      'waitlist.offered',
    ]);
  });
});

describe('WEBHOOKS_ALLOW_LOCAL', () => {
  it('is for development and tests only: production refuses to start with it, in one line saying why', () => {
    for (const value of ['1', 'true'])
      expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.h2o.example', WEBHOOKS_ALLOW_LOCAL: value })).toThrow(
        /^WEBHOOKS_ALLOW_LOCAL=1 is refused with NODE_ENV=production: .*Unset it/,
      );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.h2o.example' }).webhooksAllowLocal).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_LOCAL: '1' }).webhooksAllowLocal).toBe(true);
    expect(loadConfig({}).webhooksAllowLocal).toBe(false);
  });
});
