import { randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import { loadConfig } from '../src/config.js';
import { PayPalClient, PayPalError, type PayPalOrderRequest } from '../src/modules/payments/paypal.client.js';
import * as standIn from '@h2o/paypal-stand-in';
import type { PayPalStandInPackage } from '../src/modules/payments/payments.js';
import { StartupError } from '../src/util/startup-error.js';
import { type TestApp, cloneTestDatabase, startTestApp } from './test-app.js';

let t: TestApp;
let sandbox: string;
/** The shop sending its buyers to PayPal: the app itself, on whose server the stand-in answers. */
let SHOP: string;
beforeAll(async () => {
  t = await startTestApp();
  sandbox = `${t.baseUrl}/paypal-sandbox`;
  SHOP = t.baseUrl;
});
afterAll(() => t.close());

/** The app's PayPal client (this server's: ctx.payments). */
const payPal = () => t.app.payments.payPal!;

/** An order of two courses as the orders service would send it: 2 × 12.30 € + 1 × 89.00 € = 113.60 €. */
const orderRequest = (overrides: Partial<PayPalOrderRequest> = {}): PayPalOrderRequest => ({
  requestId: randomUUID(),
  referenceId: 'H2O-0042',
  invoiceId: `H2O-0042-${randomUUID()}`,
  customId: '42',
  items: [
    { name: 'Seepferdchen-Kurs', quantity: 2, unitAmountCents: 1230, sku: '7' },
    { name: `Kraulen für Erwachsene ${'x'.repeat(200)}`, quantity: 1, unitAmountCents: 8900 },
  ],
  totalCents: 11360,
  language: 'de',
  returnUrl: `${SHOP}/checkout/paypal/return?order=42`,
  cancelUrl: `${SHOP}/checkout/paypal/cancel`,
  brandName: 'H2O Gersthofen',
  ...overrides,
});

async function accessToken(): Promise<string> {
  const response = await fetch(`${sandbox}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A raw call of the sandbox's API, as PayPal's documentation shows them. */
async function api(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${sandbox}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await accessToken()}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

/** The buyer presses a button on the approval page. */
const pressButton = (orderId: string, action: 'approve' | 'cancel') =>
  fetch(`${sandbox}/checkoutnow`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: orderId, action }),
    redirect: 'manual',
  });

async function rejection(promise: Promise<unknown>): Promise<PayPalError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PayPalError);
  return error as PayPalError;
}

describe('PayPal sandbox (no PayPal credentials configured)', () => {
  it("is what the app's PayPal client talks to, loaded from its own workspace", () => {
    expect(t.app.payments.sandbox).toBe(true);
    // Typed by the api without importing it (its build must never compile the stand-in): the package matches.
    const loaded: PayPalStandInPackage = standIn;
    expect(typeof loaded.registerPayPalStandIn).toBe('function');
  });

  it('keeps its orders in a table of its own, created once even when two app instances on one database start using it at once', async () => {
    const databaseUrl = await cloneTestDatabase();
    const [a, b] = await Promise.all([startTestApp({ databaseUrl }), startTestApp({ databaseUrl })]);
    try {
      const request = () => ({ ...orderRequest(), returnUrl: `${a.baseUrl}/return`, cancelUrl: `${a.baseUrl}/cancel` });
      const [first, second] = await Promise.all([
        a.app.payments.payPal!.createOrder(request()),
        b.app.payments.payPal!.createOrder(request()),
      ]);
      // One table for both: each instance reads the order the other one made.
      expect((await b.app.payments.payPal!.getOrder(first.id)).status).toBe('PAYER_ACTION_REQUIRED');
      expect((await a.app.payments.payPal!.getOrder(second.id)).status).toBe('PAYER_ACTION_REQUIRED');
      const tables = await a.database.orm.em
        .fork()
        .getConnection()
        .execute(`select to_regclass('paypal_stand_in.orders')::text as own, to_regclass('public.paypal_sandbox_orders')::text as app`);
      expect(tables).toEqual([{ own: 'paypal_stand_in.orders', app: null }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('hands out OAuth2 tokens for sandbox:sandbox only, as PayPal answers', async () => {
    const token = (authorization: string, body = 'grant_type=client_credentials') =>
      fetch(`${sandbox}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

    const granted = await token(basic('sandbox:sandbox'));
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ token_type: 'Bearer', expires_in: 32400, access_token: expect.stringMatching(/^A21AA/) });

    const refused = await token(basic('sandbox:wrong'));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    expect((await token(basic('sandbox:sandbox'), '')).status).toBe(400);

    const client = new PayPalClient({ baseUrl: sandbox, clientId: 'sandbox', clientSecret: 'wrong' });
    const error = await rejection(client.getOrder('ABC'));
    expect(error).toMatchObject({ status: 401, name: 'invalid_client', retryable: false });
  });

  it('refuses API calls without a valid bearer token (401 AUTHENTICATION_FAILURE)', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${(await accessToken()).slice(0, -2)}xx`]) {
      const response = await fetch(`${sandbox}/v2/checkout/orders/ABC`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });
    }
  });

  it('creates an order with items and totals, and a payer-action link to its approval page', async () => {
    const request = orderRequest();
    const created = await payPal().createOrder(request);
    expect(created).toEqual({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'PAYER_ACTION_REQUIRED',
      approvalUrl: `${sandbox}/checkoutnow?token=${created.id}`,
    });

    const { status, body } = await api('GET', `/v2/checkout/orders/${created.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: created.id, intent: 'CAPTURE', status: 'PAYER_ACTION_REQUIRED' });
    const [unit] = body.purchase_units;
    expect(unit).toMatchObject({
      reference_id: 'H2O-0042',
      invoice_id: request.invoiceId,
      custom_id: '42',
      amount: { currency_code: 'EUR', value: '113.60', breakdown: { item_total: { currency_code: 'EUR', value: '113.60' } } },
    });
    expect(unit.items).toEqual([
      { name: 'Seepferdchen-Kurs', quantity: '2', unit_amount: { currency_code: 'EUR', value: '12.30' }, sku: '7' },
      { name: request.items[1].name.slice(0, 127), quantity: '1', unit_amount: { currency_code: 'EUR', value: '89.00' } },
    ]);

    expect(await payPal().getOrder(created.id)).toEqual({
      id: created.id,
      status: 'PAYER_ACTION_REQUIRED',
      amountCents: 11360,
      currency: 'EUR',
    });
  });

  it("refuses totals that do not add up, with PayPal's issue names (422)", async () => {
    const unit = (amount: string, itemTotal: string) => ({
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: { currency_code: 'EUR', value: amount, breakdown: { item_total: { currency_code: 'EUR', value: itemTotal } } },
          items: [{ name: 'Kurs', quantity: '2', unit_amount: { currency_code: 'EUR', value: '10.00' } }],
        },
      ],
      payment_source: { paypal: { experience_context: { return_url: `${SHOP}/r`, cancel_url: `${SHOP}/c` } } },
    });
    const itemTotal = await api('POST', '/v2/checkout/orders', { body: unit('25.00', '25.00') });
    expect(itemTotal.status).toBe(422);
    expect(itemTotal.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ITEM_TOTAL_MISMATCH' }],
      debug_id: expect.any(String),
    });
    expect(itemTotal.headers.get('paypal-debug-id')).toBe(itemTotal.body.debug_id);

    expect((await api('POST', '/v2/checkout/orders', { body: unit('25.00', '20.00') })).body.details[0].issue).toBe('AMOUNT_MISMATCH');
    expect((await api('POST', '/v2/checkout/orders', { body: { ...unit('20.00', '20.00'), intent: undefined } })).body).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: '/intent', issue: 'MISSING_REQUIRED_PARAMETER' }],
    });

    // Through the client: a total that is not the items' sum is refused by PayPal, not charged.
    const error = await rejection(payPal().createOrder(orderRequest({ totalCents: 11359 })));
    expect(error).toMatchObject({
      status: 422,
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'AMOUNT_MISMATCH',
      retryable: false,
      debugId: expect.any(String),
    });
  });

  it('shows the buyer an approval page with the amount, the items and two buttons, in German and English', async () => {
    const german = await payPal().createOrder(orderRequest());
    const page = await fetch(german.approvalUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<title>PayPal Sandbox</title>');
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/113,60\s€/);
    expect(html).toContain('Seepferdchen-Kurs');
    expect(html).toContain('H2O Gersthofen');
    expect(html).toMatch(/<form method="post" action="\/paypal-sandbox\/checkoutnow">/);
    expect(html).toContain(`<input type="hidden" name="token" value="${german.id}">`);
    expect(html).toContain('<button type="submit" name="action" value="approve" class="pay">Jetzt bezahlen</button>');
    expect(html).toContain('<button type="submit" name="action" value="cancel">Abbrechen</button>');
    expect(html).not.toMatch(/<script/i);
    // Its own policy: no scripts at all, and the form may go on to the shop's return address.
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`form-action 'self' ${SHOP}`);
    const nonce = /style-src 'nonce-([^']+)'/.exec(policy)![1];
    expect(html).toContain(`<style nonce="${nonce}">`);

    const english = await payPal().createOrder(orderRequest({ language: 'en' }));
    const englishHtml = await (await fetch(english.approvalUrl)).text();
    expect(englishHtml).toContain('<html lang="en">');
    expect(englishHtml).toContain('>Pay now</button>');
    expect(englishHtml).toContain('>Cancel</button>');

    const unknown = await fetch(`${sandbox}/checkoutnow?token=NOSUCHORDER000000`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This payment does not exist.');
  });

  it('takes the payment after approval: 303 to return_url, capture with amount and payer, only once', async () => {
    const request = orderRequest();
    const order = await payPal().createOrder(request);

    const early = await rejection(payPal().captureOrder(order.id, randomUUID()));
    expect(early).toMatchObject({ status: 422, issue: 'ORDER_NOT_APPROVED', retryable: false });

    const approved = await pressButton(order.id, 'approve');
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${SHOP}/checkout/paypal/return`);
    expect(back.searchParams.get('order')).toBe('42');
    expect(back.searchParams.get('token')).toBe(order.id);
    expect(back.searchParams.get('PayerID')).toMatch(/^[2-9A-HJ-NP-Z]{13}$/);
    expect((await payPal().getOrder(order.id)).status).toBe('APPROVED');
    // Pressing again (the back button) changes nothing and sends the buyer back the same way.
    expect((await pressButton(order.id, 'approve')).headers.get('location')).toBe(approved.headers.get('location'));

    const captureRequestId = randomUUID();
    const capture = await payPal().captureOrder(order.id, captureRequestId);
    expect(capture).toEqual({
      orderStatus: 'COMPLETED',
      captureId: expect.stringMatching(/^[A-Z0-9]{17}$/),
      captureStatus: 'COMPLETED',
      amountCents: 11360,
      currency: 'EUR',
      payerEmail: 'buyer@sandbox.example',
    });
    // A retry with the same request id (after a timeout, say) gets the same capture, not a second one.
    expect(await payPal().captureOrder(order.id, captureRequestId)).toEqual(capture);

    const second = await rejection(payPal().captureOrder(order.id, randomUUID()));
    expect(second).toMatchObject({ status: 422, name: 'UNPROCESSABLE_ENTITY', issue: 'ORDER_ALREADY_CAPTURED' });

    expect(await payPal().getOrder(order.id)).toEqual({ id: order.id, status: 'COMPLETED', amountCents: 11360, currency: 'EUR', capture });
    const page = await fetch(order.approvalUrl);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Diese Zahlung ist bereits abgeschlossen.');

    // PayPal takes an invoice id once.
    const again = await rejection(payPal().createOrder(orderRequest({ invoiceId: request.invoiceId })));
    expect(again).toMatchObject({ status: 422, issue: 'DUPLICATE_INVOICE_ID' });
  });

  it("captures what the order holds: a test may change the amount in the sandbox's row", async () => {
    const order = await payPal().createOrder(orderRequest());
    await pressButton(order.id, 'approve');
    await t.database.orm.em
      .fork()
      .execute(`update paypal_stand_in.orders set body = jsonb_set(body, '{purchase_units,0,amount,value}', '"1.00"') where id = ?`, [
        order.id,
      ]);
    expect((await payPal().captureOrder(order.id, randomUUID())).amountCents).toBe(100);
  });

  it('gives back the same order for the same PayPal-Request-Id', async () => {
    const request = orderRequest();
    const first = await payPal().createOrder(request);
    expect(await payPal().createOrder(request)).toEqual(first);
    expect((await payPal().createOrder({ ...request, requestId: randomUUID(), invoiceId: randomUUID() })).id).not.toBe(first.id);

    const replay = await api('POST', '/v2/checkout/orders', { body: {}, headers: { 'paypal-request-id': request.requestId } });
    expect(replay).toMatchObject({ status: 200, body: { id: first.id } });
  });

  it('sends the buyer to cancel_url on cancel and leaves the order as it was', async () => {
    const order = await payPal().createOrder(orderRequest());
    const cancelled = await pressButton(order.id, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${SHOP}/checkout/paypal/cancel?token=${order.id}`);
    expect((await payPal().getOrder(order.id)).status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('answers an unknown order with 404 RESOURCE_NOT_FOUND', async () => {
    const error = await rejection(payPal().getOrder('NOSUCHORDER000000'));
    expect(error).toMatchObject({ status: 404, name: 'RESOURCE_NOT_FOUND', issue: 'INVALID_RESOURCE_ID', retryable: false });
    expect(await rejection(payPal().captureOrder('NOSUCHORDER000000', randomUUID()))).toMatchObject({
      status: 404,
      name: 'RESOURCE_NOT_FOUND',
    });
  });
});

describe('PayPal client failures', () => {
  let server: Server;
  let base: string;
  let answer: (response: import('node:http').ServerResponse) => void;
  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      if (request.url === '/v1/oauth2/token')
        return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'T', expires_in: 3600 }));
      answer(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });

  it('marks PayPal 5xx answers retryable', async () => {
    answer = (response) =>
      response
        .writeHead(503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.', debug_id: 'abc123' }));
    const error = await rejection(new PayPalClient({ baseUrl: base, clientId: 'id', clientSecret: 'secret' }).getOrder('X'));
    expect(error).toMatchObject({ status: 503, name: 'SERVICE_UNAVAILABLE', debugId: 'abc123', retryable: true });
  });

  it('turns timeouts and refused connections into retryable errors with status 0', async () => {
    answer = () => undefined; // never answers
    const slow = await rejection(new PayPalClient({ baseUrl: base, clientId: 'id', clientSecret: 'secret', timeoutMs: 200 }).getOrder('X'));
    expect(slow).toMatchObject({ status: 0, name: 'TIMEOUT', retryable: true });

    const closed = await rejection(
      new PayPalClient({ baseUrl: 'http://127.0.0.1:1', clientId: 'id', clientSecret: 'secret' }).getOrder('X'),
    );
    expect(closed).toMatchObject({ status: 0, name: 'NETWORK_ERROR', retryable: true });
    expect(closed.message).not.toContain('secret');
  });

  it('refuses an answer whose amount is not a EUR value', async () => {
    answer = (response) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: 'X', status: 'APPROVED', purchase_units: [{ amount: { currency_code: 'EUR', value: '12.3' } }] }));
    const error = await rejection(new PayPalClient({ baseUrl: base, clientId: 'id', clientSecret: 'secret' }).getOrder('X'));
    expect(error).toMatchObject({ name: 'INVALID_RESPONSE', retryable: false });
  });
});

describe('PayPal configuration', () => {
  it("uses PayPal only with both credentials, and PayPal's live API by default", () => {
    expect(loadConfig({}).paypal).toBeUndefined();
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }).paypal).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      apiBase: 'https://api-m.paypal.com',
    });
    expect(
      loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com/' }).paypal
        ?.apiBase,
    ).toBe('https://api-m.sandbox.paypal.com');
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(StartupError);
    expect(() => loadConfig({ PAYPAL_API_BASE: 'https://api-m.paypal.com' })).toThrow(StartupError);
    expect(() =>
      loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: 'http://api-m.paypal.com' }),
    ).toThrow(StartupError);
  });
});
