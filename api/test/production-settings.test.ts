import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { loadConfig } from '../src/config.js';
import { StartupError } from '../src/util/startup-error.js';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * Issue 21, point 6: production refuses unsafe settings. Row 9 (a forged Host header in mailed links), row 10 (the
 * PayPal stand-in in production, guessable PayPal request ids) and row 11 (cookie-authenticated writes from other
 * sites), each replayed against the real server; the start-up refusals also against the app as a process.
 */
const PUBLIC_URL = 'https://www.h2o.example';

const sql = <T = Record<string, any>>(t: TestApp, query: string, params: unknown[] = []) =>
  t.database.orm.em.fork().getConnection().execute<T[]>(query, params);

/** A request whose Host header is ours to choose (fetch does not let a caller set it). */
function post(
  t: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<{ status: number; body: any }> {
  const url = new URL(t.baseUrl);
  return new Promise((done, fail) => {
    const sent = httpRequest(
      { host: url.hostname, port: url.port, path, method, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk) => (text += chunk));
        response.on('end', () => done({ status: response.statusCode!, body: text ? JSON.parse(text) : null }));
      },
    );
    sent.on('error', fail).end(JSON.stringify(body));
  });
}

/** The app as `npm start` runs it, until it exits by itself (or is stopped once it says it runs). */
function runApp(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _inherited, PUBLIC_URL: _unset, PAYPAL_SANDBOX: _none, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'api/src/main.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    // Port 1 of loopback: nobody listens, so a start that got past the configuration would wait, not touch a database.
    env: { ...inherited, DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  // Got past the configuration (it listens, then waits for the database): the refusal under test did not happen;
  // end it so the test reports what it printed.
  const stopIfStarted = () => {
    if (/listening/i.test(stdout + stderr)) child.kill('SIGTERM');
  };
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    stopIfStarted();
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    stopIfStarted();
  });
  return new Promise((done) => child.on('exit', (code) => done({ code, stdout, stderr })));
}

const SUBSCRIBE = 'mutation($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { email errors { code } } }';
let readers = 0;

/** Signs `email` up for the newsletter with these headers; returns the confirmation link of the mail it queued. */
async function confirmationLinkFor(t: TestApp, headers: Record<string, string>): Promise<string> {
  const email = `reader.${++readers}.${Date.now()}@example.org`;
  const answer = await post(t, '/graphql', { query: SUBSCRIBE, variables: { input: { email, privacyAccepted: true } } }, headers);
  expect(answer).toEqual({
    status: 200,
    body: { data: { subscribeToNewsletter: { email, errors: [] } }, extensions: { cost: expect.any(Object) } },
  });
  const [mail] = await sql<{ text: string }>(t, "select text from mails where recipient = ? and template = 'newsletterConfirmation'", [
    email,
  ]);
  const link = /(https?:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  return link!;
}

const CUSTOMER = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.org',
  phone: '0821 123456',
  address: 'Hauptstraße 1',
  city: 'Gersthofen',
  zipCode: '86368',
};
const PLACE_ORDER =
  'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { databaseId orderNumber payment { approvalUrl } } errors { code } } }';
let orderKeys = 0;

async function placePayPalOrder(t: TestApp, headers: Record<string, string> = {}) {
  const [course] = await sql<{ id: number }>(
    t,
    'select id from courses where is_active and available_slots > 0 and start_date > now() order by id limit 1',
  );
  const input = {
    idempotencyKey: `production-settings-${Date.now()}-${++orderKeys}`,
    customer: CUSTOMER,
    paymentMethod: 'PAYPAL',
    legalTermsAccepted: true,
    items: [{ courseId: course.id, quantity: 1, participants: [{ firstName: 'Mia', lastName: 'Muster' }] }],
  };
  const answer = await post(t, '/graphql', { query: PLACE_ORDER, variables: { input } }, headers);
  expect(answer.body.data.placeOrder.errors).toEqual([]);
  return answer.body.data.placeOrder as {
    accessKey: string;
    order: { databaseId: number; orderNumber: string; payment: { approvalUrl: string } };
  };
}

/** A raw call of the local PayPal stand-in's API, as anyone on the internet could send it (its credentials are public). */
async function sandboxApi(t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  const token = await fetch(`${t.baseUrl}/paypal-sandbox/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const response = await fetch(`${t.baseUrl}/paypal-sandbox${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** An order made at the stand-in by someone else: 1 cent, and back to their own site after approval. */
const foreignOrder = (invoiceId: string) => ({
  intent: 'CAPTURE',
  purchase_units: [
    { reference_id: invoiceId, invoice_id: invoiceId, custom_id: 'attacker', amount: { currency_code: 'EUR', value: '0.01' } },
  ],
  payment_source: {
    paypal: { experience_context: { return_url: 'https://evil.example/back', cancel_url: 'https://evil.example/cancel' } },
  },
});

const UPDATE = 'mutation($input: UpdateCourseInput!) { updateCourse(input: $input) { course { title } errors { code } } }';

/** The seeded admin's session cookie and bearer token on `t`. */
async function signIn(t: TestApp): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${t.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: process.env.TEST_ADMIN_PASSWORD }),
  });
  const { token } = (await response.json()) as { token: string };
  const pair = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('h2o_session='))!
    .split(';')[0];
  return { cookie: pair, token };
}

let titles = 0;
/** The first course's title, as stored. */
const titleOf = async (t: TestApp) => (await sql<{ title: string }>(t, 'select title from courses order by id limit 1'))[0].title;

/** Renames the first course with updateCourse, sent with these headers; the new title and the answer. */
async function rename(t: TestApp, headers: Record<string, string>) {
  const [course] = await sql<{ id: number }>(t, 'select id from courses order by id limit 1');
  const { data } = await t.graphql('query($id: Int!) { course(databaseId: $id) { id } }', { id: course.id });
  const title = `Kraulkurs ${++titles}`;
  return { title, answer: await post(t, '/graphql', { query: UPDATE, variables: { input: { id: data.course.id, title } } }, headers) };
}

// Mail, newsletter and payment settings are per process (the last server created wins): one app at a time.
describe('start-up: NODE_ENV=production refuses unsafe settings with one line', () => {
  it('NODE_ENV=production without PUBLIC_URL is refused at start-up, with one line saying so', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(StartupError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^PUBLIC_URL must be set with NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: `${PUBLIC_URL}/` }).publicUrl).toBe(PUBLIC_URL);

    const started = await runApp({ NODE_ENV: 'production' });
    expect(started.code).toBe(1);
    expect(started.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^PUBLIC_URL must be set with NODE_ENV=production, e\.g\. PUBLIC_URL=https:\/\/.*Host header/),
    ]);
  });

  it('NODE_ENV=production with PAYPAL_SANDBOX=1 is refused at start-up, with one line saying so', async () => {
    for (const value of ['1', 'true']) {
      expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL, PAYPAL_SANDBOX: value })).toThrow(
        /^PAYPAL_SANDBOX=1 is refused with NODE_ENV=production/,
      );
    }
    // Outside production it changes nothing: without credentials the stand-in answers anyway.
    expect(loadConfig({ PAYPAL_SANDBOX: '1' }).paypal).toBeUndefined();

    const started = await runApp({ NODE_ENV: 'production', PUBLIC_URL, PAYPAL_SANDBOX: '1' });
    expect(started.code).toBe(1);
    expect(started.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^PAYPAL_SANDBOX=1 is refused with NODE_ENV=production: .*docker-compose\.demo\.yml/),
    ]);
  });
});

describe('NODE_ENV=production with PUBLIC_URL', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL } });
  });
  afterAll(() => production?.close());

  it('row 9: a sign-up sent with Host: evil.example mails a link to PUBLIC_URL', async () => {
    const link = await confirmationLinkFor(production, { host: 'evil.example' });
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/newsletter/confirm\\?token=`));
  });

  it('row 10: without PayPal credentials has no stand-in and offers no PayPal', async () => {
    expect((await fetch(`${production.baseUrl}/paypal-sandbox/checkoutnow?token=x`)).status).toBe(404);
    expect((await fetch(`${production.baseUrl}/paypal-sandbox/v1/oauth2/token`, { method: 'POST' })).status).toBe(404);
    expect(await production.graphql('{ shopSettings { payPalAvailable } }')).toEqual({
      data: { shopSettings: { payPalAvailable: false } },
      extensions: { cost: expect.any(Object) },
    });
  });

  it("row 11: the site's origin is PUBLIC_URL: a cookie mutation from there runs, from elsewhere (its own Host included) it is refused", async () => {
    const { cookie } = await signIn(production);
    const { answer: fromEvil } = await rename(production, { cookie, origin: 'https://evil.example' });
    expect(fromEvil.status).toBe(403);
    const { answer: fromHost } = await rename(production, { cookie, origin: production.baseUrl });
    expect(fromHost.body.errors[0].extensions.code).toBe('CROSS_SITE_REQUEST');
    const { title, answer } = await rename(production, { cookie, origin: PUBLIC_URL });
    expect(answer).toEqual({
      status: 200,
      body: { data: { updateCourse: { course: { title }, errors: [] } }, extensions: { cost: expect.any(Object) } },
    });
    expect(await titleOf(production)).toBe(title);
  });
});

describe('outside production (npm start: NODE_ENV unset, no PUBLIC_URL)', () => {
  let dev: TestApp;
  beforeAll(async () => {
    dev = await startTestApp();
  });
  afterAll(() => dev?.close());

  it('row 9: a foreign Host gets a link to localhost; a Host naming this machine keeps its own', async () => {
    const port = new URL(dev.baseUrl).port;
    expect(await confirmationLinkFor(dev, { host: 'evil.example' })).toMatch(
      new RegExp(`^http://localhost:${port}/newsletter/confirm\\?token=`),
    );
    expect(await confirmationLinkFor(dev, { host: `evil.example:${port}` })).toMatch(
      new RegExp(`^http://localhost:${port}/newsletter/confirm\\?`),
    );
    expect(await confirmationLinkFor(dev, { host: `127.0.0.1:${port}` })).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/newsletter/confirm\\?`),
    );
    // A phone on the LAN reaches the machine by one of its addresses, and its links must work there too.
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (lan)
      expect(await confirmationLinkFor(dev, { host: `${lan.address}:${port}` })).toMatch(
        new RegExp(`^http://${lan.address.replace(/\./g, '\\.')}:${port}/newsletter/confirm\\?`),
      );
  });

  it("issue 23: the PayPal stand-in's approval link stays on the host the buyer browses (localhost, a LAN address), never 127.0.0.1", async () => {
    const port = new URL(dev.baseUrl).port;
    // The app calls the stand-in over loopback (127.0.0.1); the buyer's browser must stay where it is.
    const viaLocalhost = await placePayPalOrder(dev, { host: `localhost:${port}` });
    expect(viaLocalhost.order.payment.approvalUrl).toMatch(new RegExp(`^http://localhost:${port}/paypal-sandbox/checkoutnow\\?token=`));
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (lan) {
      const viaLan = await placePayPalOrder(dev, { host: `${lan.address}:${port}` });
      expect(viaLan.order.payment.approvalUrl).toMatch(
        new RegExp(`^http://${lan.address.replace(/\./g, '\\.')}:${port}/paypal-sandbox/checkoutnow\\?token=`),
      );
    }
  });

  it('row 10: an order made beforehand under the next order id is not adopted: the request ids are not derived from order ids', async () => {
    const [{ next }] = await sql<{ next: number }>(dev, 'select coalesce(max(id), 0) + 1 as next from orders');
    const planted: string[] = [];
    for (let id = next; id < next + 3; id++) {
      for (const requestId of [`h2o-order-${id}`, `h2o-create-${id}`]) {
        const created = await sandboxApi(dev, '/v2/checkout/orders', foreignOrder(`planted-${requestId}-${Date.now()}`), {
          'paypal-request-id': requestId,
        });
        expect(created.status).toBe(201);
        planted.push(created.body.id);
      }
    }

    const first = await placePayPalOrder(dev);
    const second = await placePayPalOrder(dev);
    const rows = await sql<{ order_id: number; payment_id: string; request_id: string; reference: string; return_url: string }>(
      dev,
      `select o.id as order_id, o.payment_id, p.request_id, p.body #>> '{purchase_units,0,reference_id}' as reference, p.experience ->> 'returnUrl' as return_url
         from orders o join paypal_stand_in.orders p on p.id = o.payment_id where o.id in (?, ?) order by o.id`,
      [first.order.databaseId, second.order.databaseId],
    );
    expect(rows).toHaveLength(2);
    for (const [row, placed] of [
      [rows[0], first],
      [rows[1], second],
    ] as const) {
      expect(planted).not.toContain(row.payment_id);
      expect(placed.order.payment.approvalUrl).toContain(`token=${row.payment_id}`);
      expect(row.reference).toBe(placed.order.orderNumber);
      expect(row.return_url).toContain(`key=${placed.accessKey}`);
      // A hash of the order's 32 random access-key bytes: neither its number nor its id is in it.
      expect(row.request_id).toMatch(/^h2o-create-[A-Za-z0-9_-]{43}$/);
      expect(row.request_id).not.toContain(placed.order.orderNumber);
      // Not the old scheme, which named the order id (a hash may end in any digit by chance, so no pattern on its end).
      expect(row.request_id).not.toBe(`h2o-create-${row.order_id}`);
    }
    expect(rows[0].request_id).not.toBe(rows[1].request_id);
  });

  it('row 10: the shop keeps no PayPal order but the one it asked for, even when another was made first under the same request id', async () => {
    const placed = await placePayPalOrder(dev);
    const [{ request_id: requestId }] = await sql<{ request_id: string }>(
      dev,
      'select p.request_id from orders o join paypal_stand_in.orders p on p.id = o.payment_id where o.id = ?',
      [placed.order.databaseId],
    );
    // Someone else's order made first under a request id the shop then uses: PayPal answers that first order.
    const foreign = await sandboxApi(dev, '/v2/checkout/orders', foreignOrder(`foreign-${Date.now()}`), {
      'paypal-request-id': `${requestId}-x`,
    });
    expect(foreign.status).toBe(201);
    const asked = {
      requestId: `${requestId}-x`,
      referenceId: placed.order.orderNumber,
      invoiceId: placed.order.orderNumber,
      customId: String(placed.order.databaseId),
      items: [{ name: 'Kurs', quantity: 1, unitAmountCents: 100 }],
      totalCents: 100,
      language: 'de' as const,
      returnUrl: `${dev.baseUrl}/checkout/order`,
      cancelUrl: `${dev.baseUrl}/checkout/order`,
    };
    await expect(dev.app.payments.payPal!.createOrder(asked)).rejects.toMatchObject({ name: 'INVALID_RESPONSE', retryable: false });
  });

  describe('row 11: cookie-authenticated writes only from this site; bearer calls from anywhere', () => {
    let courseId: number;
    beforeAll(async () => {
      [{ id: courseId }] = await sql<{ id: number }>(dev, 'select id from courses order by id limit 1');
    });

    it('refuses a cookie mutation sent from https://evil.example (Origin or Sec-Fetch-Site) with 403 CROSS_SITE_REQUEST, and nothing changes', async () => {
      const { cookie } = await signIn(dev);
      const before = await titleOf(dev);
      const crossSite: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
        { origin: dev.baseUrl, 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of crossSite) {
        const { answer } = await rename(dev, { cookie, 'accept-language': 'en', ...headers });
        expect(answer).toEqual({
          status: 403,
          body: {
            errors: [
              {
                message: 'This change came from another website and was not carried out. Please use the pages of this website.',
                extensions: { code: 'CROSS_SITE_REQUEST' },
              },
            ],
          },
        });
      }
      expect(await titleOf(dev)).toBe(before);
    });

    it("runs the same mutation from the site itself: its own origin, Sec-Fetch-Site same-origin (npm run dev's proxy) or none, or no such headers", async () => {
      const { cookie } = await signIn(dev);
      const ownSite: Record<string, string>[] = [
        { origin: dev.baseUrl },
        { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'none' },
        {},
      ];
      for (const headers of ownSite) {
        const { title, answer } = await rename(dev, { cookie, ...headers });
        expect(answer).toEqual({
          status: 200,
          body: { data: { updateCourse: { course: { title }, errors: [] } }, extensions: { cost: expect.any(Object) } },
        });
        expect(await titleOf(dev)).toBe(title);
      }
    });

    it('runs a bearer mutation from https://evil.example', async () => {
      const { token } = await signIn(dev);
      const { title, answer } = await rename(dev, {
        authorization: `Bearer ${token}`,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      });
      expect(answer).toEqual({
        status: 200,
        body: { data: { updateCourse: { course: { title }, errors: [] } }, extensions: { cost: expect.any(Object) } },
      });
      expect(await titleOf(dev)).toBe(title);
    });

    it('refuses a REST PUT with the cookie from https://evil.example (in German by default), runs it from the site itself', async () => {
      const { cookie } = await signIn(dev);
      const before = await titleOf(dev);
      const refused = await post(dev, `/api/courses/${courseId}`, { title: 'Gekapert' }, { cookie, origin: 'https://evil.example' }, 'PUT');
      expect(refused).toEqual({
        status: 403,
        body: {
          code: 'CROSS_SITE_REQUEST',
          message: 'Diese Änderung kam von einer anderen Website und wurde nicht ausgeführt. Bitte nutzen Sie die Seiten dieser Website.',
        },
      });
      expect(await titleOf(dev)).toBe(before);
      const own = await post(dev, `/api/courses/${courseId}`, { title: 'Kraulkurs REST' }, { cookie, origin: dev.baseUrl }, 'PUT');
      expect(own.status).toBe(200);
      expect(await titleOf(dev)).toBe('Kraulkurs REST');
    });

    it('leaves requests without the session cookie alone: a public write from another origin still runs', async () => {
      const link = await confirmationLinkFor(dev, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expect(link).toContain('/newsletter/confirm?');
    });
  });
});
