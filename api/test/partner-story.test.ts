import { randomBytes } from 'node:crypto';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type Subscriber, STREAM, subscribe } from './live-subscriber.js';
import { type TestApp, enableBankTransfer, startTestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';
import { until } from './until.js';
import { type WebhookReceiver, signatureValid, startWebhookReceiver } from './webhook-receiver.js';

/**
 * A partner's integration from start to end, as README "Partner keys", "Webhooks" and "Subscriptions" promise it: an
 * admin makes a key that may read orders and registers the partner's webhook endpoint for it, through the API the admin
 * area uses; a parent orders and pays through the shop's API; the partner's server (a real HTTP server on loopback)
 * gets `order.created` and `order.paid`, signed, and checks them as a partner would; its program reads the order with the
 * key and hears the same events live; an endpoint that answers 500 gets the retry (its job made due, the controlled clock
 * of the webhook tests); and once the key is revoked it is refused at once and nothing more reaches the partner.
 */
let app: TestApp;
let callers: AdminCallers;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  app = await startTestApp({
    jobWorker: true,
    env: { APP_SECRET: randomBytes(32).toString('hex'), JOB_POLL_INTERVAL_MS: '100', WEBHOOKS_ALLOW_LOCAL: '1' },
  });
  await enableBankTransfer(app);
  callers = await adminCallers(app, { username: 'partner-story-user' });
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

const CREATE_KEY = `mutation($input: CreatePartnerKeyInput!) {
  createPartnerKey(input: $input) { key partnerKey { databaseId name scopes webhookEventTypes } errors { field code message } }
}`;
const REVOKE_KEY = `mutation($input: RevokePartnerKeyInput!) { revokePartnerKey(input: $input) { errors { code } } }`;
const ENDPOINT = 'id databaseId eventTypes partnerKey { databaseId name prefix revokedAt }';
const CREATE_ENDPOINT = `mutation($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { endpoint { ${ENDPOINT} } secret errors { field code message } }
}`;
const ENDPOINTS = `{ webhookEndpoints { ${ENDPOINT} recentDeliveries(first: 10) { id databaseId eventType subjectId status attempts
  attemptLog { statusCode error manual } } } }`;
const REDELIVER = `mutation($input: RedeliverWebhookInput!) { redeliverWebhook(input: $input) { errors { field code message } } }`;
const ORDER_EVENTS = 'subscription { orderEvents { id type subjectId order { orderNumber paymentStatus } } }';

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => callers.sql<T>(query, params);

async function createKey(name: string, scopes: string[]): Promise<{ key: string; id: number; webhookEventTypes: string[] }> {
  const { createPartnerKey } = await callers.admin(CREATE_KEY, { input: { name, scopes } });
  expect(createPartnerKey.errors).toEqual([]);
  return { key: createPartnerKey.key, id: createPartnerKey.partnerKey.databaseId, ...createPartnerKey.partnerKey };
}

async function registerEndpoint(
  path: string,
  partnerKeyId: number,
  eventTypes: string[],
): Promise<{ id: string; databaseId: number; secret: string }> {
  const { createWebhookEndpoint } = await callers.admin(CREATE_ENDPOINT, {
    input: { name: `Buchungsportal ${path}`, url: `${receiver.url}${path}`, eventTypes, partnerKeyId },
  });
  expect(createWebhookEndpoint.errors).toEqual([]);
  return { ...createWebhookEndpoint.endpoint, secret: createWebhookEndpoint.secret };
}

/** The partner's program: a GraphQL call with its key. */
async function asPartner(key: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

let orders = 0;
/** A parent's order through the shop's GraphQL API (bank transfer), as the checkout sends it. */
async function parentOrders(courseId: number): Promise<{ id: string; orderNumber: string }> {
  const answer = await app.graphql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } errors { field code message } } }`,
    {
      input: {
        idempotencyKey: `partner-story-${Date.now()}-${++orders}-key`,
        customer: {
          firstName: 'Eva',
          lastName: 'Partnerkind',
          email: 'eva@example.org',
          phone: '0821 123456',
          address: 'Hauptstraße 1',
          city: 'Gersthofen',
          zipCode: '86368',
        },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
        items: [{ courseId, quantity: 1, participants: [{ firstName: 'Ben', lastName: 'Partnerkind' }] }],
      },
    },
  );
  expect(answer.data.placeOrder.errors).toEqual([]);
  return answer.data.placeOrder.order;
}

/** Staff see the transfer arrive and mark the order paid. */
async function staffMarkPaid(orderId: string) {
  const { markOrderPaid } = await callers.admin(
    `mutation($input: MarkOrderPaidInput!) { markOrderPaid(input: $input) { errors { code } } }`,
    {
      input: { orderId },
    },
  );
  expect(markOrderPaid.errors).toEqual([]);
}

/** Every webhook job that may run now has run (a retry waiting for its time is not one): nothing more is coming. */
const deliveriesSettled = () =>
  until(
    () =>
      sql<{ n: number }>(
        `select count(*)::int as n from graphile_worker.jobs where task_identifier = 'webhook_deliver' and run_at <= now() and attempts < max_attempts`,
      ),
    ([row]) => row.n === 0,
  );

/** The controlled clock: the delivery's waiting retry becomes due now (its own job, its time moved, as the schedule would). */
const retryDueNow = (deliveryId: number) =>
  sql(
    `select graphile_worker.add_job('webhook_deliver', json_build_object('deliveryId', ?::int), run_at => now(), job_key => ?, max_attempts => 5)`,
    [deliveryId, `webhook-delivery:${deliveryId}`],
  );

const deliveriesOf = async (endpointId: number) =>
  (await callers.admin(ENDPOINTS)).webhookEndpoints.find((endpoint: { databaseId: number }) => endpoint.databaseId === endpointId)
    .recentDeliveries;

/** The event the next live result carries. */
async function nextEvent(stream: Subscriber) {
  const { data, errors } = await stream.next();
  expect(errors).toBeUndefined();
  return data.orderEvents;
}

describe('a partner integrates with the school', () => {
  it('gets its orders by webhook and live, signed and retried, until its key is revoked', async () => {
    // The admin makes the partner's key ("read orders") and registers its server's endpoints for it.
    const partner = await createKey('Buchungsportal Stadtwerke', ['read:orders']);
    expect(partner.webhookEventTypes).toEqual(['order.created', 'order.paid', 'order.cancelled', 'waitlist.offered']);
    const endpoint = await registerEndpoint('/portal', partner.id, ['order.created', 'order.paid']);
    expect(endpoint).toMatchObject({
      eventTypes: ['order.created', 'order.paid'],
      partnerKey: { databaseId: partner.id, name: 'Buchungsportal Stadtwerke', revokedAt: null },
    });
    receiver.answers.set('/flaky', 500);
    const flaky = await registerEndpoint('/flaky', partner.id, ['order.created']);

    // The partner's program listens live with its key.
    const live = subscribe(app, ORDER_EVENTS, {}, { authorization: `Bearer ${partner.key}` });
    await live.accepted;

    // A parent orders and pays by bank transfer; staff mark the transfer paid.
    const courseId = await createTestCourse(app, { title: 'Partnerkurs Seepferdchen', places: 5, priceCents: 15_000 });
    const order = await parentOrders(courseId);
    await staffMarkPaid(order.id);

    // The partner's server gets both events, each signed with its endpoint's secret (checked as README shows).
    const delivered = await until(
      async () => receiver.at('/portal'),
      (requests) => requests.length === 2,
    );
    expect(delivered.map((request) => request.headers['h2o-event-type']).sort()).toEqual(['order.created', 'order.paid']);
    for (const request of delivered) {
      expect(signatureValid(endpoint.secret, request.body, String(request.headers['h2o-signature']))).toBe(true);
      expect(signatureValid(flaky.secret, request.body, String(request.headers['h2o-signature']))).toBe(false);
      expect(JSON.parse(request.body)).toMatchObject({
        id: request.headers['h2o-event-id'],
        data: { subjectId: order.id, orderNumber: order.orderNumber },
      });
    }
    // Events are thin: the partner reads the rest through the API with its key.
    const read = await asPartner(partner.key, 'query($id: ID!) { adminOrder(id: $id) { orderNumber paymentStatus } }', { id: order.id });
    expect([read.status, read.body.errors, read.body.data.adminOrder]).toEqual([
      200,
      undefined,
      { orderNumber: order.orderNumber, paymentStatus: 'PAID' },
    ]);

    // The same two events live, with the order as the key may read it.
    expect(await nextEvent(live)).toMatchObject({ type: 'order.created', subjectId: order.id, order: { orderNumber: order.orderNumber } });
    expect(await nextEvent(live)).toMatchObject({ type: 'order.paid', order: { paymentStatus: 'PAID' } });

    // The endpoint that answered 500 gets its retry when it is due, and then takes it.
    const [failed] = await until(
      () => deliveriesOf(flaky.databaseId),
      (deliveries) => deliveries[0]?.attempts === 1,
    );
    expect(failed).toMatchObject({ eventType: 'order.created', status: 'PENDING', attemptLog: [{ statusCode: 500, error: null }] });
    receiver.answers.set('/flaky', 200);
    await retryDueNow(failed.databaseId);
    const [retried] = await until(
      () => deliveriesOf(flaky.databaseId),
      (deliveries) => deliveries[0]?.status === 'DELIVERED',
    );
    expect(retried.attemptLog.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([200, 500]);
    const flakyRequests = receiver.at('/flaky');
    expect(flakyRequests).toHaveLength(2);
    expect(new Set(flakyRequests.map((request) => request.headers['h2o-event-id'])).size).toBe(1);
    expect(flakyRequests.every((request) => signatureValid(flaky.secret, request.body, String(request.headers['h2o-signature'])))).toBe(
      true,
    );

    // A second order, while the flaky endpoint is down again: its retry waits in the queue when the key is revoked.
    receiver.answers.set('/flaky', 500);
    const second = await parentOrders(courseId);
    expect(await nextEvent(live)).toMatchObject({ type: 'order.created', subjectId: second.id });
    const [waiting] = await until(
      () => deliveriesOf(flaky.databaseId),
      (deliveries) => deliveries[0]?.subjectId === second.id && deliveries[0].attempts === 1,
    );
    await until(
      async () => receiver.at('/portal').length,
      (n) => n === 3,
    );

    const { revokePartnerKey } = await callers.admin(REVOKE_KEY, { input: { keyId: partner.id } });
    expect(revokePartnerKey.errors).toEqual([]);

    // Refused at once: the next request with the key is a 401.
    const refused = await asPartner(partner.key, 'query($id: ID!) { adminOrder(id: $id) { orderNumber } }', { id: order.id });
    expect([refused.status, refused.body.errors[0].extensions.code, refused.headers.get('www-authenticate')]).toEqual([
      401,
      'UNAUTHENTICATED',
      'Bearer error="invalid_token"',
    ]);

    // The retry that was queued is not sent when it comes due: given up, and the log says why.
    receiver.answers.set('/flaky', 200);
    await retryDueNow(waiting.databaseId);
    const [givenUp] = await until(
      () => deliveriesOf(flaky.databaseId),
      (deliveries) => deliveries[0]?.status !== 'PENDING',
    );
    expect(givenUp).toMatchObject({
      status: 'FAILED',
      attemptLog: [
        { statusCode: null, error: 'PARTNER_KEY_REVOKED', manual: false },
        { statusCode: 500, error: null, manual: false },
      ],
    });
    const again = await callers.admin(REDELIVER, { input: { deliveryId: waiting.id } }, 'en');
    expect(again.redeliverWebhook.errors).toEqual([
      {
        field: 'deliveryId',
        code: 'INVALID_TRANSITION',
        message: 'The API key of this endpoint is revoked: nothing is sent to it any more. Choose a valid key, or make a new one.',
      },
    ]);

    // No further deliveries: a third order and its payment reach neither endpoint, and the live stream ends.
    const third = await parentOrders(courseId);
    await staffMarkPaid(third.id);
    expect(await live.ended).toBe('complete');
    expect(live.waiting()).toBe(0);
    live.close();
    await deliveriesSettled();
    expect(receiver.at('/portal')).toHaveLength(3);
    expect(receiver.at('/flaky')).toHaveLength(3);
    expect(
      await sql(
        `select count(*)::int as n from webhook_deliveries d join domain_events e on e.id = d.event_id
         where d.endpoint_id in (?, ?) and e.subject_id = ?`,
        [endpoint.databaseId, flaky.databaseId, third.id],
      ),
    ).toEqual([{ n: 0 }]);
    // The admin area shows whose endpoint it is, and that the key is revoked.
    const shown = (await callers.admin(ENDPOINTS)).webhookEndpoints.find(
      (listed: { databaseId: number }) => listed.databaseId === endpoint.databaseId,
    );
    expect(shown.partnerKey).toMatchObject({ databaseId: partner.id, revokedAt: expect.any(String) });
  });
});

describe("what a key's scopes allow", () => {
  it('an endpoint may ask only for events its key may see: refused in German and English naming the event, nothing stored', async () => {
    const catalogue = await createKey('Kursportal', ['read:catalogue']);
    expect(catalogue.webhookEventTypes).toEqual(['course.updated', 'course.places_changed']);
    const before = await sql('select id from webhook_endpoints order by id');
    const input = {
      name: 'Kursportal',
      url: `${receiver.url}/catalogue`,
      eventTypes: ['course.updated', 'order.paid'],
      partnerKeyId: catalogue.id,
    };
    const de = (await callers.admin(CREATE_ENDPOINT, { input })).createWebhookEndpoint;
    const en = (await callers.admin(CREATE_ENDPOINT, { input }, 'en')).createWebhookEndpoint;
    expect(de).toEqual({
      endpoint: null,
      secret: null,
      errors: [
        {
          field: 'eventTypes',
          code: 'EVENT_NOT_IN_SCOPE',
          message:
            'Der API-Schlüssel „Kursportal“ darf das Ereignis order.paid nicht sehen: Dafür braucht er die Berechtigung read:orders. Wählen Sie das Ereignis ab oder einen Schlüssel mit dieser Berechtigung.',
        },
      ],
    });
    expect(en.errors).toEqual([
      {
        field: 'eventTypes',
        code: 'EVENT_NOT_IN_SCOPE',
        message:
          'The API key “Kursportal” may not see the event order.paid: that needs the permission read:orders. Untick the event, or choose a key with that permission.',
      },
    ]);
    // A key that is revoked, or none at all, owns no new endpoint.
    await callers.admin(REVOKE_KEY, { input: { keyId: catalogue.id } });
    const revoked = (await callers.admin(CREATE_ENDPOINT, { input: { ...input, eventTypes: ['course.updated'] } }, 'en'))
      .createWebhookEndpoint;
    expect(revoked.errors).toEqual([
      { field: 'partnerKeyId', code: 'PARTNER_KEY_NOT_FOUND', message: 'This API key does not exist or has already been revoked.' },
    ]);
    const unknown = (await callers.admin(CREATE_ENDPOINT, { input: { ...input, partnerKeyId: 999_999 } })).createWebhookEndpoint;
    expect(unknown.errors).toEqual([expect.objectContaining({ field: 'partnerKeyId', code: 'PARTNER_KEY_NOT_FOUND' })]);
    expect(await sql('select id from webhook_endpoints order by id')).toEqual(before);
  });

  it('live order events need read:orders: other keys are refused before any stream, in the language asked for', async () => {
    const bookings = await createKey('Buchungsformular', ['write:bookings', 'read:catalogue']);
    const response = await fetch(`${app.baseUrl}${STREAM}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'accept-language': 'en',
        authorization: `Bearer ${bookings.key}`,
      },
      body: JSON.stringify({ query: ORDER_EVENTS }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as any;
    expect([body.errors[0].extensions.code, body.errors[0].message]).toEqual(['FORBIDDEN', 'This API key has no permission for this.']);

    // Course changes are catalogue: a key without read:catalogue is refused them, one with it may listen.
    const ordersOnly = await createKey('Nur Bestellungen', ['read:orders']);
    const courses = (key: string) =>
      fetch(`${app.baseUrl}${STREAM}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${key}` },
        body: JSON.stringify({ query: 'subscription { courseEvents { type } }' }),
      });
    const refusedCourses = await courses(ordersOnly.key);
    expect([refusedCourses.status, ((await refusedCourses.json()) as any).errors[0].extensions.code]).toEqual([403, 'FORBIDDEN']);
    const catalogueStream = subscribe(app, 'subscription { courseEvents { type } }', {}, { authorization: `Bearer ${bookings.key}` });
    await catalogueStream.accepted;
    catalogueStream.close();
  });
});
