import { restRoutes } from '../src/rest/routes.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * CORS as README "Public API" documents it: every origin may read; REST writes are open to calls with a bearer token
 * from every origin and to the site's own origin, not to an anonymous page elsewhere; never with credentials; a
 * preflight is answered for the methods a path has and for nothing else; a page on another origin can read the
 * rate-limit and timing headers.
 */
let t: TestApp;
beforeAll(async () => {
  // Rate limits on, so their headers are there to be exposed.
  t = await startTestApp({ env: { RATE_LIMIT_REQUESTS: '300', RATE_LIMIT_WRITES: '20' } });
});
afterAll(async () => {
  await t?.close();
});

const PARTNER = 'https://partner.example';
/** The site's own origin: without PUBLIC_URL, the address the request reached. */
const site = () => t.baseUrl;

function preflight(path: string, method: string, origin: string, requestHeaders: string) {
  return fetch(`${t.baseUrl}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': requestHeaders },
  });
}

/** A concrete address of a REST path (`:id` → 1). */
const addressOf = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

/** Each method and path once (a path's variants, such as `PUT /api/orders/{id}/status` by its body, share one). */
const writes = [...new Set(restRoutes.filter((route) => route.method !== 'GET').map((route) => `${route.method} ${route.path}`))].map(
  (row) => row.split(' '),
);

async function expectAnswered(response: Response, method: string, requestHeaders: string) {
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-methods')?.split(', ')).toContain(method);
  expect(response.headers.get('access-control-allow-headers')).toBe(requestHeaders);
  expect(response.headers.get('access-control-max-age')).toBe('600');
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
}

async function expectNone(response: Response) {
  expect([
    response.status,
    response.headers.get('access-control-allow-origin'),
    response.headers.get('access-control-allow-methods'),
  ]).toEqual([404, null, null]);
}

describe('preflights of REST writes', () => {
  it.each(writes)('%s %s: a bearer call from any origin and the site itself, not an anonymous page elsewhere', async (method, path) => {
    const address = addressOf(path);
    for (const origin of [PARTNER, 'null']) {
      await expectAnswered(
        await preflight(address, method, origin, 'authorization, content-type, idempotency-key'),
        method,
        'authorization, content-type, idempotency-key',
      );
      await expectNone(await preflight(address, method, origin, 'content-type'));
    }
    await expectAnswered(await preflight(address, method, site(), 'content-type'), method, 'content-type');
  });

  it('names only the methods the path has, and answers none for another method or an unknown path', async () => {
    const contact = await preflight('/api/contact', 'POST', PARTNER, 'authorization');
    expect(contact.headers.get('access-control-allow-methods')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
    const status = await preflight('/api/orders/7/status/', 'PUT', PARTNER, 'Authorization');
    expect([status.status, status.headers.get('access-control-allow-methods')]).toEqual([204, 'PUT']);
    // A read with a header of its own: any origin.
    const read = await preflight('/api/courses/7', 'GET', PARTNER, 'x-custom');
    expect([read.status, read.headers.get('access-control-allow-origin')]).toEqual([204, '*']);

    for (const [path, method] of [
      ['/api/contact', 'DELETE'],
      ['/api/contact', 'PATCH'],
      ['/api/orders', 'PUT'],
      ['/api/orders/7/status/extra', 'PUT'],
      ['/api/nothing-here', 'POST'],
      ['/api/nothing-here', 'GET'],
      ['/courses', 'GET'],
      ['/api/contact', 'TRACE'],
    ]) {
      for (const origin of [PARTNER, site()]) await expectNone(await preflight(path, method, origin, 'authorization'));
    }
  });
});

describe('cross-origin answers', () => {
  it('let a page on another origin read the rate limits, the server time and the request id', async () => {
    const response = await fetch(`${t.baseUrl}/api/services`, { headers: { origin: PARTNER } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const exposed = response.headers.get('access-control-expose-headers')!.split(', ');
    for (const header of [
      'RateLimit-Policy',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
      'Server-Timing',
      'X-Request-Id',
    ]) {
      expect(exposed).toContain(header);
    }
    for (const header of ['ratelimit-policy', 'ratelimit-remaining', 'server-timing', 'x-request-id']) {
      expect([header, response.headers.get(header)]).toEqual([header, expect.any(String)]);
    }
  });

  it('answer a bearer write from another origin readably, an anonymous one not', async () => {
    const contact = { name: '', email: 'not-an-address', subject: '', message: '' };
    const send = (headers: Record<string, string>) =>
      fetch(`${t.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { origin: PARTNER, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(contact),
      });
    const signIn = await t.graphql('mutation($input: SignInInput!) { signIn(input: $input) { token } }', {
      input: { username: 'admin', password: process.env.TEST_ADMIN_PASSWORD! },
    });
    const bearer = await send({ authorization: `Bearer ${signIn.data.signIn.token}` });
    expect([bearer.status, bearer.headers.get('access-control-allow-origin')]).toEqual([400, '*']);
    expect(bearer.headers.get('access-control-expose-headers')).toContain('RateLimit-Policy');
    const anonymous = await send({});
    expect([anonymous.status, anonymous.headers.get('access-control-allow-origin')]).toEqual([400, null]);
  });

  it('keep pages same-origin', async () => {
    const page = await fetch(`${t.baseUrl}/robots.txt`, { headers: { origin: PARTNER } });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });
});
