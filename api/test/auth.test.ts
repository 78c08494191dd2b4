import jwt from 'jsonwebtoken';
import { Session } from '../src/modules/auth/session.entity.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { sessionTokenKey } from '../src/modules/auth/session.token.js';
import { User, UserRole } from '../src/modules/users/user.entity.js';
import { type TestApp, cloneTestDatabase, startTestApp } from './test-app.js';

/**
 * Admin sign-in on both doors: sessions in a cookie or a bearer token, checked against the session row
 * on every request; failures throttled in PostgreSQL, shared by two instances on one database. Each test
 * is a client of its own (TRUST_PROXY: its address comes from X-Forwarded-For), so throttling counts do
 * not leak between tests.
 */
const APP_SECRET = 'auth-test-secret-'.padEnd(64, 'x');
const env = { TRUST_PROXY: 'true', APP_SECRET };
const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;
const LOGIN_FAILED_DE = 'Anmeldung fehlgeschlagen: Bitte überprüfen Sie Ihren Benutzernamen und Ihr Passwort.';
const LOGIN_FAILED_EN = 'Login failed: Please check your username and password.';

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  const databaseUrl = await cloneTestDatabase();
  one = await startTestApp({ env, databaseUrl });
  two = await startTestApp({ env, databaseUrl });
  await one.database.orm.em
    .fork()
    .insert(User, { username: 'anna', passwordHash: await hashPassword('anna-password'), role: UserRole.USER });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
});

const SIGN_IN = `mutation($input: SignInInput!) {
  signIn(input: $input) { viewer { id databaseId username role } token tokenExpiresAt errors { field code message } }
}`;
const SIGN_OUT = `mutation { signOut { signedOut errors { code } } }`;
const VIEWER = `{ viewer { username role } }`;
const UPDATE_NOTICE = `mutation($input: UpdateCoursesNoticeInput!) { updateCoursesNotice(input: $input) { errors { code } } }`;
const notice = { de: { title: 'Hinweis', text: 'Text' }, en: { title: 'Note', text: 'Text' } };

interface Answer {
  status: number;
  headers: Headers;
  body: any;
  /** The session cookie the answer sets: its value and attributes; undefined when it sets none. */
  cookie?: { value: string; attributes: string[] };
}

let lastAddress = 0;
/** A client of its own: a fresh address (TEST-NET-3) for each test, and the headers it sends. */
function client(headers: Record<string, string> = {}) {
  const address = `203.0.113.${++lastAddress}`;
  const send = async (path: string, init: RequestInit, on: TestApp): Promise<Answer> => {
    const response = await fetch(`${on.baseUrl}${path}`, {
      ...init,
      headers: { 'x-forwarded-for': address, ...headers, ...(init.headers as object) },
    });
    const text = await response.text();
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('h2o_session='));
    const [pair, ...attributes] = setCookie?.split(';').map((part) => part.trim()) ?? [];
    return {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : undefined,
      cookie: setCookie ? { value: pair.slice('h2o_session='.length), attributes } : undefined,
    };
  };
  const post = (path: string, body: unknown, extra: Record<string, string> = {}, on = one) =>
    send(path, { method: 'POST', headers: { 'content-type': 'application/json', ...extra }, body: JSON.stringify(body) }, on);
  return {
    address,
    post,
    get: (path: string, extra: Record<string, string> = {}, on = one) => send(path, { headers: extra }, on),
    graphql: (query: string, variables: Record<string, unknown> = {}, extra: Record<string, string> = {}, on = one) =>
      post('/graphql', { query, variables }, extra, on),
    signIn: (username: string, password: string, extra: Record<string, string> = {}, on = one) =>
      post('/graphql', { query: SIGN_IN, variables: { input: { username, password } } }, extra, on),
  };
}

const cookieHeader = (token: string) => ({ cookie: `h2o_session=${token}` });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sessions = () => one.database.orm.em.fork().find(Session, {}, { orderBy: { createdAt: 'asc' } });

/** A token as the app would sign it, with claims of the test's choosing. */
function craftToken(claims: { sub: string; sid: string; iat: number; exp: number }, key: string | Buffer = sessionTokenKey(APP_SECRET)) {
  const { sub, sid, iat, exp } = claims;
  return jwt.sign({ sid, iat, exp }, key, { algorithm: 'HS256', subject: sub, issuer: 'h2o-gersthofen', audience: 'h2o-session' });
}

describe('signIn', () => {
  it('signs the admin in: the viewer, a bearer token, and an httpOnly SameSite=Lax session cookie (no Secure over plain HTTP)', async () => {
    const c = client();
    const started = Date.now();
    const answer = await c.signIn('admin', ADMIN_PASSWORD);
    expect(answer.status).toBe(200);
    const payload = answer.body.data.signIn;
    expect(payload.errors).toEqual([]);
    expect(payload.viewer).toEqual({ id: expect.any(String), databaseId: expect.any(Number), username: 'admin', role: 'ADMIN' });
    expect(payload.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // 30 minutes from the moment the server answered, which lies between our start and the answer's arrival.
    const finished = Date.now();
    const expiresAt = Date.parse(payload.tokenExpiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(started + 30 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(finished + 30 * 60_000 + 1000);

    expect(answer.cookie?.value).toBe(payload.token);
    expect(answer.cookie?.attributes).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', expect.stringMatching(/^Expires=/)]),
    );
    expect(answer.cookie?.attributes).not.toContain('Secure');
    expect(
      Math.abs(Date.parse(answer.cookie!.attributes.find((a) => a.startsWith('Expires='))!.slice(8)) - Date.parse(payload.tokenExpiresAt)),
    ).toBeLessThan(1000);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the cookie Secure when the request came over TLS through the trusted proxy', async () => {
    const answer = await client({ 'x-forwarded-proto': 'https' }).signIn('admin', ADMIN_PASSWORD);
    expect(answer.body.data.signIn.errors).toEqual([]);
    expect(answer.cookie?.attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']));
  });

  it('answers a wrong password and an unknown user with the same translated error and starts no session', async () => {
    const before = (await sessions()).length;
    const attempt = async (username: string, password: string, language = 'de') => ({
      answer: await client({ 'accept-language': language }).signIn(username, password),
    });
    const wrongPassword = await attempt('admin', 'not-the-password');
    const unknownUser = await attempt('nobody-by-this-name', 'not-the-password');
    for (const { answer } of [wrongPassword, unknownUser]) {
      expect(answer.status).toBe(200);
      expect(answer.body.data.signIn).toEqual({
        viewer: null,
        token: null,
        tokenExpiresAt: null,
        errors: [{ field: null, code: 'INVALID_CREDENTIALS', message: LOGIN_FAILED_DE }],
      });
      expect(answer.cookie).toBeUndefined();
    }
    expect((await attempt('nobody', 'x', 'en')).answer.body.data.signIn.errors[0].message).toBe(LOGIN_FAILED_EN);

    // Both verify an argon2id hash (an unknown user against a dummy one), so neither answers faster; that is
    // a property of the code (session.service.ts), not asserted here: timings are measured, never asserted.
    expect((await sessions()).length).toBe(before);
  });

  it('requires both fields (SPEC §5) and refuses huge or malformed input with 4xx, storing nothing', async () => {
    const c = client();
    const before = (await sessions()).length;
    const empty = await c.signIn('  ', '');
    expect(empty.body.data.signIn.errors).toEqual([
      { field: 'username', code: 'REQUIRED', message: 'Dieses Feld ist erforderlich.' },
      { field: 'password', code: 'REQUIRED', message: 'Dieses Feld ist erforderlich.' },
    ]);
    const huge = await c.signIn('a'.repeat(101), 'p'.repeat(201));
    expect(huge.body.data.signIn.errors.map((e: any) => [e.field, e.code])).toEqual([
      ['username', 'TOO_LONG'],
      ['password', 'TOO_LONG'],
    ]);
    const control = await c.signIn('ad\tmin', ADMIN_PASSWORD);
    expect(control.body.data.signIn.errors.map((e: any) => e.code)).toEqual(['INVALID_CHARACTERS']);
    const nul = await c.signIn('admin\u0000', ADMIN_PASSWORD);
    expect([nul.status, nul.body.errors[0].extensions.code]).toEqual([400, 'BAD_USER_INPUT']);

    const wrongType = await c.graphql(SIGN_IN, { input: { username: 42, password: ['x'] } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const tooLarge = await c.post('/api/login', { username: 'admin', password: 'x'.repeat(70 * 1024) });
    expect(tooLarge.status).toBe(413);
    const broken = await fetch(`${one.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': c.address },
      body: '{"username":',
    });
    expect(broken.status).toBe(400);
    const asForm = await fetch(`${one.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=x',
    });
    expect(asForm.status).toBe(415);
    const restWrongTypes = await c.post('/api/login', { username: { $ne: null }, password: true });
    expect(restWrongTypes.status).toBe(400);
    expect(restWrongTypes.body.errors.map((e: any) => [e.field, e.code])).toEqual([
      ['username', 'INVALID_TYPE'],
      ['password', 'INVALID_TYPE'],
    ]);
    expect((await sessions()).length).toBe(before);
  });
});

describe('POST /api/login and the bearer token', () => {
  it('answers { user: { id, username, role }, token }; the token signs requests in on both doors', async () => {
    const c = client();
    const login = await c.post('/api/login', { username: 'admin', password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({
      user: { id: expect.any(Number), username: 'admin', role: 'admin' },
      token: expect.any(String),
      tokenExpiresAt: expect.any(String),
      deviceToken: expect.any(String),
    });
    const { token } = login.body;

    const anonymous = await c.graphql(VIEWER);
    expect(anonymous.body.data.viewer).toBeNull();
    // Not even "nobody" is cacheable: a browser or CDN would answer a later signed-in request with it.
    const anonymousGet = await c.get(`/graphql?query=${encodeURIComponent(VIEWER)}`);
    expect(anonymousGet.body.data.viewer).toBeNull();
    expect(anonymousGet.headers.get('cache-control')).toBe('private, no-store');
    expect(anonymousGet.headers.get('etag')).toBeNull();
    const viewer = await c.graphql(VIEWER, {}, bearer(token));
    expect(viewer.body.data.viewer).toEqual({ username: 'admin', role: 'ADMIN' });
    expect(viewer.headers.get('cache-control')).toBe('private, no-store');
    // A signed-in GET is never cacheable by anyone else, on either door.
    const get = await c.get(`/graphql?query=${encodeURIComponent(VIEWER)}`, bearer(token));
    expect(get.body.data.viewer.username).toBe('admin');
    expect(get.headers.get('cache-control')).toBe('private, no-store');
    const rest = await c.get('/api/courses', bearer(token));
    expect(rest.status).toBe(200);
    expect(rest.headers.get('cache-control')).toBe('private, no-store');
    // The admin mutation takes the bearer token as the admin's.
    const update = await c.graphql(UPDATE_NOTICE, { input: notice }, bearer(token));
    expect(update.status).toBe(200);
    expect(update.body.data.updateCoursesNotice.errors).toEqual([]);
  });

  it('answers wrong credentials through REST as 400 VALIDATION_FAILED with the one generic error', async () => {
    const answer = await client({ 'accept-language': 'en' }).post('/api/login', { username: 'admin', password: 'nope' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: LOGIN_FAILED_EN,
      errors: [{ field: null, code: 'INVALID_CREDENTIALS', message: LOGIN_FAILED_EN }],
    });
  });

  it('refuses a tampered, expired, foreign-key, unsigned or malformed bearer token with 401 on both doors', async () => {
    const c = client();
    const { token } = (await c.post('/api/login', { username: 'admin', password: ADMIN_PASSWORD })).body;
    const claims = jwt.decode(token) as { sub: string; sid: string; iat: number; exp: number };
    const [header, payload, signature] = token.split('.');
    const now = Math.floor(Date.now() / 1000);
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const refused = {
      tampered: `${header}.${forged}.${signature}`,
      badSignature: `${header}.${payload}.${signature.slice(0, -2)}AA`,
      expired: craftToken({ ...claims, iat: now - 3600, exp: now - 60 }),
      otherKey: craftToken(claims, sessionTokenKey('another-secret'.padEnd(64, 'y'))),
      unsigned,
      garbage: 'not-a-token',
      huge: 'a'.repeat(5000),
    };
    for (const [name, bad] of Object.entries(refused)) {
      const graphql = await c.graphql(VIEWER, {}, bearer(bad));
      expect([name, graphql.status, graphql.body.errors?.[0]?.extensions?.code]).toEqual([name, 401, 'UNAUTHENTICATED']);
      expect(graphql.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      const rest = await c.get('/api/courses', bearer(bad));
      expect([name, rest.status, rest.body.code]).toEqual([name, 401, 'UNAUTHENTICATED']);
    }
    expect((await c.graphql(VIEWER, {}, { authorization: `Basic ${Buffer.from('admin:x').toString('base64')}` })).status).toBe(401);
    // The genuine one still works.
    expect((await c.graphql(VIEWER, {}, bearer(token))).body.data.viewer.username).toBe('admin');
  });

  it('keeps each server to its own APP_SECRET: a server started later with another one changes nothing for the first', async () => {
    const c = client();
    const before = (await c.post('/api/login', { username: 'admin', password: ADMIN_PASSWORD })).body.token;
    const other = await startTestApp({
      env: { ...env, APP_SECRET: 'another-server-secret-'.padEnd(64, 'z') },
      databaseUrl: one.database.orm.config.get('clientUrl'),
    });
    try {
      const after = (await c.post('/api/login', { username: 'admin', password: ADMIN_PASSWORD })).body.token;
      for (const token of [before, after]) {
        expect((await c.graphql(VIEWER, {}, bearer(token))).body.data.viewer.username).toBe('admin');
        // Same database, same session rows, but another secret: the other server never takes this one's tokens.
        expect((await c.graphql(VIEWER, {}, bearer(token), other)).status).toBe(401);
      }
      const own = (await c.post('/api/login', { username: 'admin', password: ADMIN_PASSWORD }, {}, other)).body.token;
      expect((await c.graphql(VIEWER, {}, bearer(own), other)).body.data.viewer.username).toBe('admin');
      expect((await c.graphql(VIEWER, {}, bearer(own))).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('treats a dead session cookie as signed out and clears it (public pages keep working)', async () => {
    const c = client();
    const now = Math.floor(Date.now() / 1000);
    const answer = await c.graphql(
      VIEWER,
      {},
      cookieHeader(craftToken({ sub: '1', sid: '00000000-0000-4000-8000-000000000000', iat: now, exp: now + 600 })),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.viewer).toBeNull();
    expect(answer.cookie?.value).toBe('');
    expect(answer.cookie?.attributes).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT']),
    );
  });
});

describe('the session', () => {
  it('lets the viewer query and admin mutations see the signed-in user by cookie', async () => {
    const c = client();
    const { cookie } = await c.signIn('admin', ADMIN_PASSWORD);
    const viewer = await c.graphql(VIEWER, {}, cookieHeader(cookie!.value));
    expect(viewer.body.data.viewer).toEqual({ username: 'admin', role: 'ADMIN' });
    expect(viewer.cookie).toBeUndefined(); // a young token is not renewed
    const update = await c.graphql(UPDATE_NOTICE, { input: notice }, cookieHeader(cookie!.value));
    expect(update.body.data.updateCoursesNotice.errors).toEqual([]);
  });

  it('is renewed in use once the token is past half its life, never beyond the session', async () => {
    const c = client();
    const { body } = await c.signIn('admin', ADMIN_PASSWORD);
    const claims = jwt.decode(body.data.signIn.token) as { sub: string; sid: string; iat: number; exp: number };
    const now = Math.floor(Date.now() / 1000);
    const old = craftToken({ ...claims, iat: now - 20 * 60, exp: now + 10 * 60 });
    const answer = await c.graphql(VIEWER, {}, cookieHeader(old));
    expect(answer.body.data.viewer.username).toBe('admin');
    const renewed = jwt.decode(answer.cookie!.value) as { sid: string; exp: number };
    expect(renewed.sid).toBe(claims.sid);
    expect(renewed.exp).toBeGreaterThanOrEqual(now + 30 * 60 - 5);
    expect(answer.cookie?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));

    // Near the session's end (12 hours after sign-in) no token outlives it.
    const endsSoon = new Date(Date.now() + 5 * 60_000);
    await one.database.orm.em.fork().nativeUpdate(Session, { id: claims.sid }, { expiresAt: endsSoon });
    const late = await c.graphql(VIEWER, {}, cookieHeader(craftToken({ ...claims, iat: now - 20 * 60, exp: now + 60 })));
    expect((jwt.decode(late.cookie!.value) as { exp: number }).exp).toBeLessThanOrEqual(Math.ceil(endsSoon.getTime() / 1000));
    // Once the session is over, its tokens are refused even before they expire.
    await one.database.orm.em.fork().nativeUpdate(Session, { id: claims.sid }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await c.graphql(VIEWER, {}, bearer(body.data.signIn.token))).status).toBe(401);
  });

  it('ends for good on signOut: the cookie is cleared and the old token is refused at once, on both instances', async () => {
    const c = client();
    const { cookie, body } = await c.signIn('admin', ADMIN_PASSWORD);
    const token = body.data.signIn.token;
    const sid = (jwt.decode(token) as { sid: string }).sid;
    expect((await c.graphql(VIEWER, {}, bearer(token), two)).body.data.viewer.username).toBe('admin');

    const out = await c.graphql(SIGN_OUT, {}, cookieHeader(cookie!.value));
    expect(out.body.data.signOut).toEqual({ signedOut: true, errors: [] });
    expect(out.cookie?.value).toBe('');
    expect(out.cookie?.attributes).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect((await one.database.orm.em.fork().findOneOrFail(Session, { id: sid })).revokedAt).toBeInstanceOf(Date);

    // The token would still verify until it expires; the revoked session refuses it.
    for (const app of [one, two]) {
      const viewer = await c.graphql(VIEWER, {}, cookieHeader(cookie!.value), app);
      expect(viewer.body.data.viewer).toBeNull();
      const update = await c.graphql(UPDATE_NOTICE, { input: notice }, cookieHeader(cookie!.value), app);
      expect(update.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await c.graphql(VIEWER, {}, bearer(token), app)).status).toBe(401);
    }
  });

  it('signs an API client out through POST /api/logout with its bearer token', async () => {
    const c = client();
    const { token } = (await c.post('/api/login', { username: 'admin', password: ADMIN_PASSWORD })).body;
    const out = await c.post('/api/logout', {}, bearer(token));
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ signedOut: true });
    expect((await c.get('/api/courses', bearer(token))).status).toBe(401);
    // Without a session there is nothing to end: still a success.
    expect((await c.post('/api/logout', {})).body).toEqual({ signedOut: true });
  });

  it('lets a user without the admin role sign in, but refuses every admin operation as FORBIDDEN', async () => {
    const c = client();
    const signIn = await c.signIn('anna', 'anna-password');
    expect(signIn.body.data.signIn.viewer).toMatchObject({ username: 'anna', role: 'USER' });
    const { token } = signIn.body.data.signIn;
    expect((await c.graphql(VIEWER, {}, bearer(token))).body.data.viewer).toEqual({ username: 'anna', role: 'USER' });
    const update = await c.graphql(UPDATE_NOTICE, { input: notice }, bearer(token));
    expect(update.status).toBe(403);
    expect(update.body.errors[0].extensions.code).toBe('FORBIDDEN');
    // Refused before it runs (a mutation document with a refused field runs none): no data at all.
    expect(update.body.data).toBeUndefined();
  });
});

describe('the admin pages', () => {
  it('stay out of the sitemap and are disallowed to crawlers', async () => {
    const sitemap = await (await fetch(`${one.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('/courses');
    expect(sitemap).not.toContain('/admin');
    expect(await (await fetch(`${one.baseUrl}/robots.txt`)).text()).toContain('Disallow: /admin');
  });
});

describe('throttling failed sign-ins', () => {
  // Each test has addresses of its own, but the account's own count (any address) is shared: it starts clean.
  beforeEach(async () => {
    await one.database.orm.em.fork().execute(`delete from rate_limits where key like 'sign_in_account%'`);
  });

  it('slows repeated failures down, then refuses the username from that address for 15 minutes (429, Retry-After) on every instance', async () => {
    // A browser that signed in before keeps a device cookie (sign-in-guessing.test.ts covers it in full).
    const remembered = (await client().signIn('admin', ADMIN_PASSWORD)).headers
      .getSetCookie()
      .find((line) => line.startsWith('h2o_device='))!
      .split(';')[0];
    const c = client();
    const durations: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const started = Date.now();
      const answer = await c.signIn('admin', `wrong-${attempt}`, {}, attempt % 2 ? one : two);
      durations.push(Date.now() - started);
      expect([attempt, answer.body.data.signIn.errors[0].code]).toEqual([attempt, 'INVALID_CREDENTIALS']);
    }
    // From the third attempt on, each waits longer before the password is even checked.
    expect(durations[2]).toBeGreaterThanOrEqual(500);
    expect(durations[4]).toBeGreaterThanOrEqual(1500);

    // Now even the right password is refused, on both instances, before it is checked.
    for (const app of [one, two]) {
      const refused = await c.signIn('admin', ADMIN_PASSWORD, {}, app);
      expect(refused.status).toBe(429);
      expect(refused.body.data).toBeNull();
      expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
      expect(refused.body.errors[0].message).toBe('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
      expect(refused.cookie).toBeUndefined();
    }
    const rest = await c.post('/api/login', { username: 'Admin', password: ADMIN_PASSWORD }, { 'accept-language': 'en' });
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({ code: 'RATE_LIMITED', message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    // Five failures in a row also lock the username itself for a minute, from every address (issue 21: guessing
    // from many addresses); a browser that signed in before is not held back by them.
    const elsewhere = await client().signIn('admin', ADMIN_PASSWORD);
    expect([elsewhere.status, Number(elsewhere.headers.get('retry-after')) <= 60]).toEqual([429, true]);
    expect((await client({ cookie: remembered }).signIn('admin', ADMIN_PASSWORD)).body.data.signIn.errors).toEqual([]);
  });

  it('starts counting afresh after a success', async () => {
    const c = client();
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await c.signIn('admin', 'wrong')).body.data.signIn.errors[0].code).toBe('INVALID_CREDENTIALS');
    expect((await c.signIn('admin', ADMIN_PASSWORD)).body.data.signIn.errors).toEqual([]);
    // Four more failures: together with the four before the success that would be eight in a row, refused for
    // 15 minutes from the fifth on; after the success they are a new run, each refused only as a wrong password.
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await c.signIn('admin', 'wrong')).body.data.signIn.errors[0].code).toBe('INVALID_CREDENTIALS');
  });

  it('caps the attempts of one address per day, whatever usernames it tries', async () => {
    const c = client();
    // The day's count as 100 failures would have left it (kept where every instance reads it).
    await one.database.orm.em
      .fork()
      .execute(`insert into rate_limits (key, points, expire) values (?, 100, ?)`, [
        `sign_in_address_day:${c.address}`,
        Date.now() + 3_600_000,
      ]);
    const refused = await c.signIn('someone-else', 'whatever', {}, two);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  });
});
