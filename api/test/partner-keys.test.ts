import { createHash } from 'node:crypto';
import { hashPassword } from '../src/modules/auth/password.js';
import { User, UserRole } from '../src/modules/users/user.entity.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type TestApp, cloneTestDatabase, enableBankTransfer, startTestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * Partner API keys (README "Partner keys") over real HTTP, on two app instances sharing one database: admins make and
 * revoke them, a key does exactly what its scopes allow on /graphql and /api, a revoked or malformed key gets 401 at
 * once on either instance, each key has its own budget, and its use is kept to the minute with a daily audit line.
 */
let t: TestApp;
/** A second instance on the same database: revocation must hold there at once (nothing cached). */
let other: TestApp;
let callers: AdminCallers;
const tokens: Record<'staff' | 'trainer', string> = { staff: '', trainer: '' };
let courseId: number;
let orderId: number;

/** The second instance's partner budget is tiny, so the budget test runs out of it quickly. */
const OTHER_PARTNER_REQUESTS = 4;

beforeAll(async () => {
  const databaseUrl = await cloneTestDatabase();
  t = await startTestApp({ databaseUrl });
  other = await startTestApp({
    databaseUrl,
    env: { RATE_LIMIT_PARTNER_REQUESTS: String(OTHER_PARTNER_REQUESTS), RATE_LIMIT_REQUESTS: '100' },
  });
  callers = await adminCallers(t, { username: 'partner-keys-user' });
  const em = t.database.orm.em.fork();
  for (const role of ['staff', 'trainer'] as const) {
    await em.insert(User, {
      username: `partner-keys-${role}`,
      passwordHash: await hashPassword(`${role}-password-123`),
      role: role as UserRole,
    });
    const signedIn = await callers.gql(
      'mutation($input: SignInInput!) { signIn(input: $input) { token } }',
      {
        input: { username: `partner-keys-${role}`, password: `${role}-password-123` },
      },
      'anonymous',
    );
    tokens[role] = signedIn.data.signIn.token;
  }
  await enableBankTransfer(t);
  courseId = await createTestCourse(t, { title: 'Partnerkurs', places: 10, priceCents: 12_000 });
  const order = await fetch(`${t.baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': 'partner-keys-order-1' },
    body: JSON.stringify({
      customerFirstName: 'Anna',
      customerLastName: 'Partner',
      customerEmail: 'anna.partner@example.org',
      customerPhone: '0821 123456',
      customerAddress: 'Hauptstraße 1',
      customerCity: 'Gersthofen',
      customerZipCode: '86368',
      totalAmount: 120,
      paymentMethod: 'invoice',
      legalTermsAccepted: true,
      items: [{ courseId, price: 120, quantity: 1, participants: [{ firstName: 'Mia', lastName: 'Partner' }] }],
    }),
  });
  expect(order.status).toBe(201);
  orderId = ((await order.json()) as { id: number }).id;
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const CREATE = `mutation($input: CreatePartnerKeyInput!) {
  createPartnerKey(input: $input) { key partnerKey { databaseId name prefix scopes createdBy revokedAt } errors { field code message } }
}`;
const REVOKE = `mutation($input: RevokePartnerKeyInput!) {
  revokePartnerKey(input: $input) { partnerKey { databaseId revokedAt revokedBy } errors { field code message } }
}`;
const ADMIN_ORDERS = '{ adminOrders(first: 5) { totalCount edges { node { databaseId customer { email } } } } }';
const COURSES = '{ courses(first: 2) { totalCount } }';

type Answer = { status: number; body: any; headers: Headers };

/** A GraphQL call with `authorization` as given (a partner key, a session token, anything). */
async function graphqlWith(
  app: TestApp,
  authorization: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  language = 'de',
) {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(authorization === null ? {} : { authorization }),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json(), headers: response.headers } as Answer;
}

async function restWith(app: TestApp, authorization: string | null, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: {
      ...(authorization === null ? {} : { authorization }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

const bearer = (key: string) => `Bearer ${key}`;

async function createKey(scopes: string[], name = `Partner ${scopes.join('+')}`): Promise<{ key: string; id: number }> {
  const { createPartnerKey } = await callers.admin(CREATE, { input: { name, scopes } });
  expect(createPartnerKey.errors).toEqual([]);
  return { key: createPartnerKey.key, id: createPartnerKey.partnerKey.databaseId };
}

const keyRows = () => callers.sql('select id, name, prefix, secret_hash, scopes, revoked_at from partner_key order by id');

describe('making keys', () => {
  it('shows the key once, keeps only its SHA-256, and records who made it', async () => {
    const { createPartnerKey } = await callers.admin(CREATE, {
      input: { name: '  Stadtwerke Portal ', scopes: ['write:bookings', 'read:catalogue'] },
    });
    expect(createPartnerKey.errors).toEqual([]);
    const { key, partnerKey } = createPartnerKey;
    expect(key).toMatch(/^h2o_live_[A-Za-z0-9_-]{43}$/);
    expect(partnerKey).toMatchObject({
      name: 'Stadtwerke Portal',
      prefix: key.slice(0, 17),
      scopes: ['read:catalogue', 'write:bookings'],
      createdBy: 'admin',
      revokedAt: null,
    });
    const [row] = await callers.sql('select * from partner_key where id = ?', [partnerKey.databaseId]);
    expect(row.secret_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key);
    // Never readable again: not in the list, not in the audit trail.
    const listed = await callers.admin('{ partnerKeys { databaseId prefix auditTrail { action actor after } } }');
    expect(JSON.stringify(listed)).not.toContain(key);
    const mine = listed.partnerKeys.find((k: { databaseId: number }) => k.databaseId === partnerKey.databaseId);
    expect(mine.auditTrail).toEqual([
      {
        action: 'CREATED',
        actor: 'admin',
        after: { name: 'Stadtwerke Portal', prefix: partnerKey.prefix, scopes: ['read:catalogue', 'write:bookings'] },
      },
    ]);
  });

  it('through REST too: 201 with the key, 400 with translated field errors for an unknown scope', async () => {
    const made = await callers.rest('POST', '/api/admin/partner-keys', 'admin', { name: 'REST-Partner', scopes: ['read:orders'] });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'REST-Partner', scopes: ['read:orders'], key: expect.stringMatching(/^h2o_live_/) });
    const before = await keyRows();
    const refused = await callers.rest(
      'POST',
      '/api/admin/partner-keys',
      'admin',
      { name: 'REST-Partner', scopes: ['read:everything'] },
      'en',
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'scopes', code: 'UNKNOWN_SCOPE', message: expect.stringContaining('Unknown permission') }],
    });
    expect(await keyRows()).toEqual(before);
  });

  it.each([
    ['an unknown scope', { name: 'X Partner', scopes: ['read:orders', 'admin:*'] }, 'scopes', 'UNKNOWN_SCOPE'],
    ['a scope twice', { name: 'X Partner', scopes: ['read:orders', 'read:orders'] }, 'scopes', 'UNKNOWN_SCOPE'],
    ['no scope', { name: 'X Partner', scopes: [] }, 'scopes', 'REQUIRED'],
    ['a thousand scopes', { name: 'X Partner', scopes: Array.from({ length: 1000 }, () => 'read:orders') }, 'scopes', 'UNKNOWN_SCOPE'],
    ['a 60 KB scope', { name: 'X Partner', scopes: ['r'.repeat(60_000)] }, 'scopes', 'UNKNOWN_SCOPE'],
    ['a 60 KB name', { name: 'n'.repeat(60_000), scopes: ['read:orders'] }, 'name', 'TOO_LONG'],
    ['a name with a line break', { name: 'Partner\nBcc: x', scopes: ['read:orders'] }, 'name', 'INVALID_CHARACTERS'],
    ['an empty name', { name: '   ', scopes: ['read:orders'] }, 'name', 'REQUIRED'],
  ])('refuses %s with a translated field error and stores nothing', async (_what, input, field, code) => {
    const before = await keyRows();
    for (const language of ['de', 'en']) {
      const { createPartnerKey } = await callers.admin(CREATE, { input }, language);
      expect(createPartnerKey).toMatchObject({ key: null, partnerKey: null, errors: [{ field, code }] });
      expect(createPartnerKey.errors[0].message).not.toMatch(/validation\./);
    }
    expect(await keyRows()).toEqual(before);
  });

  it('German and English messages differ for an unknown scope', async () => {
    const [de, en] = await Promise.all(
      ['de', 'en'].map(
        async (language) => (await callers.admin(CREATE, { input: { name: 'X', scopes: ['nope'] } }, language)).createPartnerKey.errors,
      ),
    );
    expect(de.find((e: { field: string }) => e.field === 'scopes').message).toContain('Unbekannte Berechtigung');
    expect(en.find((e: { field: string }) => e.field === 'scopes').message).toContain('Unknown permission');
  });

  it('admins only: staff, trainers, other accounts and visitors are refused on both doors, nothing stored', async () => {
    const before = await keyRows();
    const cases: [string | null, number, string][] = [
      [bearer(tokens.staff), 403, 'FORBIDDEN'],
      [bearer(tokens.trainer), 403, 'FORBIDDEN'],
      [bearer(callers.tokens.user), 403, 'FORBIDDEN'],
      [null, 401, 'UNAUTHENTICATED'],
    ];
    for (const [authorization, status, code] of cases) {
      // A refused mutation runs nothing (401/403, no data); a refused query field answers null beside the rest (200).
      const created = await graphqlWith(t, authorization, CREATE, { input: { name: 'Sneaky', scopes: ['read:orders'] } });
      expect([created.status, created.body.errors?.[0]?.extensions?.code, created.body.data ?? null]).toEqual([status, code, null]);
      const listed = await graphqlWith(t, authorization, '{ partnerKeys { databaseId } }');
      expect([listed.status, listed.body.errors?.[0]?.extensions?.code, listed.body.data]).toEqual([200, code, { partnerKeys: null }]);
      const rest = await restWith(t, authorization, 'POST', '/api/admin/partner-keys', { name: 'Sneaky', scopes: ['read:orders'] });
      expect([rest.status, rest.body.code]).toEqual([status, code]);
      expect((await restWith(t, authorization, 'GET', '/api/admin/partner-keys')).status).toBe(status);
      expect((await restWith(t, authorization, 'DELETE', `/api/admin/partner-keys/${before[0].id}`)).status).toBe(status);
    }
    expect(await keyRows()).toEqual(before);
  });

  it('a key cannot manage keys, whatever its scopes', async () => {
    const { key } = await createKey(['read:catalogue', 'read:orders', 'write:bookings']);
    const before = await keyRows();
    const answer = await graphqlWith(t, bearer(key), CREATE, { input: { name: 'Child', scopes: ['read:orders'] } });
    expect([answer.status, answer.body.errors[0].extensions.code]).toEqual([403, 'FORBIDDEN']);
    expect((await restWith(t, bearer(key), 'GET', '/api/admin/partner-keys')).status).toBe(403);
    expect(await keyRows()).toEqual(before);
  });
});

describe('what a key may do', () => {
  it('read:orders reads orders on both doors, but changes nothing and reads nothing else', async () => {
    const { key } = await createKey(['read:orders']);
    const read = await graphqlWith(t, bearer(key), ADMIN_ORDERS);
    expect(read.status).toBe(200);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.adminOrders.edges.map((e: any) => e.node)).toContainEqual({
      databaseId: orderId,
      customer: { email: 'anna.partner@example.org' },
    });
    const rest = await restWith(t, bearer(key), 'GET', `/api/orders/${orderId}`);
    expect(rest.status).toBe(200);
    expect(rest.body.id).toBe(orderId);
    // Customers' data: no shared cache may keep it.
    expect(rest.headers.get('cache-control')).toBe('private, no-store');

    const ordersBefore = await callers.sql('select id, order_status, payment_status from orders order by id');
    const cancel = await graphqlWith(
      t,
      bearer(key),
      'mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { errors { code } } }',
      {
        input: { orderId: Buffer.from(`Order:${orderId}`).toString('base64') },
      },
    );
    expect([cancel.status, cancel.body.errors[0].extensions.code, cancel.body.data ?? null]).toEqual([403, 'FORBIDDEN', null]);
    const restCancel = await restWith(t, bearer(key), 'PUT', `/api/orders/${orderId}/status`, { status: 'cancelled' });
    expect([restCancel.status, restCancel.body.code]).toEqual([403, 'FORBIDDEN']);
    // Not even a public form: a read-only key never writes.
    const contact = await graphqlWith(
      t,
      bearer(key),
      'mutation($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { errors { code } } }',
      {
        input: { name: 'A', email: 'a@example.org', subject: 'Hallo', message: 'Hallo Welt', privacyAccepted: true },
      },
    );
    expect([contact.status, contact.body.errors[0].extensions.code]).toEqual([403, 'FORBIDDEN']);
    expect(await callers.sql('select id, order_status, payment_status from orders order by id')).toEqual(ordersBefore);

    // Each refused field answers null with the key's refusal (a protected field beside the rest: partial data, 200).
    for (const [query, field] of [
      ['{ adminBookings(first: 1) { totalCount } }', 'adminBookings'],
      ['{ adminMails(first: 1) { totalCount } }', 'adminMails'],
      [COURSES, 'courses'],
    ]) {
      const refused = await graphqlWith(t, bearer(key), query, {}, 'en');
      expect([refused.body.data?.[field] ?? null, refused.body.errors[0].extensions.code, refused.body.errors[0].message]).toEqual([
        null,
        'FORBIDDEN',
        'This API key has no permission for this.',
      ]);
    }
  });

  it('read:catalogue reads what anyone may read, never orders', async () => {
    const { key } = await createKey(['read:catalogue']);
    const courses = await graphqlWith(t, bearer(key), COURSES);
    expect([courses.status, courses.body.errors]).toEqual([200, undefined]);
    expect(courses.body.data.courses.totalCount).toBeGreaterThan(0);
    const orders = await graphqlWith(t, bearer(key), ADMIN_ORDERS);
    expect([orders.status, orders.body.errors[0].extensions.code, orders.body.data]).toEqual([200, 'FORBIDDEN', { adminOrders: null }]);
    // Nested staff fields of a public object too: an order's course is public, its audit trail is not.
    const nested = await graphqlWith(t, bearer(key), `{ course(databaseId: ${courseId}) { title auditTrail { action } } }`);
    expect(nested.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await restWith(t, bearer(key), 'GET', '/api/orders')).status).toBe(403);
    expect((await restWith(t, bearer(key), 'GET', '/api/courses')).status).toBe(200);
  });

  it("write:bookings sends course requests and sets a booking's status, nothing of orders", async () => {
    const { key } = await createKey(['write:bookings']);
    const sent = await graphqlWith(
      t,
      bearer(key),
      'mutation($input: SubmitCourseRequestInput!) { submitCourseRequest(input: $input) { booking { id databaseId status } errors { code } } }',
      { input: { courseId, name: 'Partner Familie', email: 'familie@example.org', privacyAccepted: true } },
    );
    expect([sent.status, sent.body.errors, sent.body.data.submitCourseRequest.errors]).toEqual([200, undefined, []]);
    const booking = sent.body.data.submitCourseRequest.booking;
    const set = await graphqlWith(
      t,
      bearer(key),
      'mutation($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { booking { status } errors { code } } }',
      { input: { bookingId: booking.id, status: 'CONFIRMED' } },
    );
    expect([set.status, set.body.errors, set.body.data.setBookingStatus]).toEqual([
      200,
      undefined,
      { booking: { status: 'CONFIRMED' }, errors: [] },
    ]);
    expect((await restWith(t, bearer(key), 'GET', '/api/bookings')).status).toBe(200);
    const orders = await graphqlWith(t, bearer(key), ADMIN_ORDERS);
    expect([orders.status, orders.body.errors[0].extensions.code, orders.body.data]).toEqual([200, 'FORBIDDEN', { adminOrders: null }]);
  });
});

describe('keys that are no good', () => {
  it('a revoked key is refused at once, on this instance and the other one, on both doors', async () => {
    const { key, id } = await createKey(['read:orders']);
    expect((await graphqlWith(other, bearer(key), ADMIN_ORDERS)).status).toBe(200);
    const { revokePartnerKey } = await callers.admin(REVOKE, { input: { keyId: id } });
    expect(revokePartnerKey).toMatchObject({ errors: [], partnerKey: { databaseId: id, revokedBy: 'admin' } });
    for (const app of [other, t]) {
      const answer = await graphqlWith(app, bearer(key), ADMIN_ORDERS);
      expect([answer.status, answer.body.errors[0].extensions.code, answer.body.data]).toEqual([401, 'UNAUTHENTICATED', undefined]);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      const rest = await restWith(app, bearer(key), 'GET', '/api/orders');
      expect([rest.status, rest.body.code]).toEqual([401, 'UNAUTHENTICATED']);
      // Not even public reads: a client must not take anonymous answers for its key's.
      expect((await graphqlWith(app, bearer(key), COURSES)).status).toBe(401);
    }
    // The refusal in the request's language, as every refusal of the API.
    expect((await graphqlWith(t, bearer(key), COURSES)).body.errors[0].message).toMatch(/^Der API-Schlüssel ist ungültig/);
    expect((await graphqlWith(t, bearer(key), COURSES, {}, 'en')).body.errors[0].message).toMatch(/^The API key is not valid/);
    // Revoking again: not found, and one audit line only.
    const again = await callers.admin(REVOKE, { input: { keyId: id } });
    expect(again.revokePartnerKey.errors).toMatchObject([{ field: 'keyId', code: 'PARTNER_KEY_NOT_FOUND' }]);
    expect((await callers.rest('DELETE', `/api/admin/partner-keys/${id}`)).status).toBe(404);
    const trail = await callers.sql(`select action from audit_events where entity_type = 'partnerKey' and entity_id = ? order by id`, [id]);
    expect(trail.map((row) => row.action)).toEqual(['created', 'revoked']);
  });

  const hugeKey = 'h2o_live_' + 'A'.repeat(8_000);
  it.each([
    ['no token', 'Bearer'],
    ['an empty token', 'Bearer    '],
    ['another scheme', 'Basic aDJvX2xpdmVfOnNlY3JldA=='],
    ['a key too short', 'Bearer h2o_live_abc'],
    ['an unknown key of the right shape', `Bearer h2o_live_${'x'.repeat(43)}`],
    ['a key with letters outside base64url', `Bearer h2o_live_${'ü'.repeat(43)}`],
    ['a key with a quote and a semicolon', `Bearer h2o_live_'; drop table partner_key; --`],
    ['an 8 KB key', `Bearer ${hugeKey}`],
    ['a token of 8 KB of dots', `Bearer ${'.'.repeat(8_000)}`],
  ])('%s: 401 on both doors, never 500', async (_what, authorization) => {
    for (const app of [t, other]) {
      const answer = await graphqlWith(app, authorization, COURSES);
      expect([answer.status, answer.body.errors[0].extensions.code]).toEqual([401, 'UNAUTHENTICATED']);
      expect(JSON.stringify(answer.body)).not.toContain('drop table');
      const rest = await restWith(app, authorization, 'GET', '/api/courses');
      expect([rest.status, rest.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    }
    expect(await callers.sql(`select count(*)::int as n from partner_key`)).not.toEqual([{ n: 0 }]);
  });

  it("an Authorization header beyond the server's header limit is 431 in the API's shape, never 500", async () => {
    const answer = await graphqlWith(t, `Bearer h2o_live_${'A'.repeat(20_000)}`, COURSES);
    expect(answer.status).toBe(431);
  });
});

describe('budget and use', () => {
  it("a key spends its own budget, shown in the headers and extensions.cost, not the address's", async () => {
    const { key } = await createKey(['read:catalogue']);
    const remaining: number[] = [];
    for (let i = 0; i < OTHER_PARTNER_REQUESTS; i++) {
      const answer = await graphqlWith(other, bearer(key), COURSES);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-policy')).toBe(`${OTHER_PARTNER_REQUESTS};w=60`);
      expect(answer.body.extensions.cost.requests).toMatchObject({ limit: OTHER_PARTNER_REQUESTS, windowSeconds: 60 });
      expect(Number(answer.headers.get('ratelimit-remaining'))).toBe(answer.body.extensions.cost.requests.remaining);
      remaining.push(answer.body.extensions.cost.requests.remaining);
    }
    expect(remaining).toEqual([3, 2, 1, 0]);
    const refused = await graphqlWith(other, bearer(key), COURSES);
    expect([refused.status, refused.body.errors[0].extensions.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await restWith(other, bearer(key), 'GET', '/api/courses')).status).toBe(429);
    // The same address without the key still has its own budget; another key has its own.
    const anonymous = await graphqlWith(other, null, COURSES);
    expect([anonymous.status, anonymous.headers.get('ratelimit-policy')]).toEqual([200, '100;w=60']);
    // An anonymous answer reports the document's cost only: the budgets of a key are its own.
    expect(Object.keys(anonymous.body.extensions.cost).sort()).toEqual(['maximumQueryCost', 'requestedQueryCost']);
    const second = await createKey(['read:catalogue'], 'Zweiter Partner');
    expect((await graphqlWith(other, bearer(second.key), COURSES)).status).toBe(200);
  });

  it("a key's costly document spends more of its budget, also on a server where addresses have no budget", async () => {
    // `t` runs with RATE_LIMIT_REQUESTS=0 (no budget per address) and the partners' default budget.
    const { key } = await createKey(['read:catalogue']);
    const list = (alias: string) =>
      `${alias}: courses(first: 200) { edges { node { id title description priceCents availableSlots totalSlots } } }`;
    const costly = `{ ${['a', 'b', 'c', 'd', 'e', 'f'].map(list).join(' ')} }`;
    const first = await graphqlWith(t, bearer(key), costly);
    const second = await graphqlWith(t, bearer(key), costly);
    expect([first.status, second.status]).toEqual([200, 200]);
    const cost = second.body.extensions.cost.requestedQueryCost;
    const charged = 1 + Math.floor(cost / 5_000);
    expect(charged).toBeGreaterThan(1);
    expect(Number(first.headers.get('ratelimit-remaining')) - Number(second.headers.get('ratelimit-remaining'))).toBe(charged);
    expect(second.body.extensions.cost.requests.remaining).toBe(Number(second.headers.get('ratelimit-remaining')));
  });

  it('lastUsedAt moves at most once a minute; a usage line goes to the audit trail once a day', async () => {
    const { key, id } = await createKey(['read:catalogue']);
    const lastUsed = async () => (await callers.sql('select last_used_at, requests_counted from partner_key where id = ?', [id]))[0];
    expect((await lastUsed()).last_used_at).toBeNull();
    await graphqlWith(t, bearer(key), COURSES);
    const first = await lastUsed();
    expect(first.last_used_at).not.toBeNull();
    await graphqlWith(t, bearer(key), COURSES);
    await graphqlWith(t, bearer(key), COURSES);
    expect(await lastUsed()).toEqual(first);
    // The clock moved on: the last use a minute ago and the usage count started a day ago.
    await callers.sql(
      `update partner_key set last_used_at = last_used_at - interval '61 seconds', counted_since = counted_since - interval '25 hours' where id = ?`,
      [id],
    );
    await graphqlWith(t, bearer(key), COURSES);
    const later = await lastUsed();
    expect(new Date(later.last_used_at).getTime()).toBeGreaterThan(new Date(first.last_used_at).getTime());
    expect(later.requests_counted).toBe(0);
    const { partnerKeys } = await callers.admin('{ partnerKeys { databaseId lastUsedAt auditTrail { action actor after } } }');
    const trail = partnerKeys.find((k: { databaseId: number }) => k.databaseId === id).auditTrail;
    expect(trail[0]).toMatchObject({ action: 'USED', actor: null, after: { requests: 4 } });
    expect(trail.map((line: { action: string }) => line.action)).toEqual(['USED', 'CREATED']);
  });
});
