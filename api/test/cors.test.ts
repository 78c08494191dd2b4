import { restRoutes } from '../src/rest/routes.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * CORS as README "Public API" documents it: every origin may call the API (reads, the public forms and orders, staff
 * calls with a bearer token), never with credentials; a preflight is answered for the methods a path has and for
 * nothing else; a page on another origin can read the rate-limit and timing headers.
 */
let t: TestApp;
beforeAll(async () => {
  // Rate limits on, so their headers are there to be exposed.
  t = await startTestApp({ env: { RATE_LIMIT_REQUESTS: '300', RATE_LIMIT_WRITES: '20', RATE_LIMIT_SERVER_MS_PER_POINT: '5' } });
});
afterAll(async () => {
  await t?.close();
});

const PARTNER = 'https://partner.example';
const SITE = 'http://localhost:3000';

function preflight(path: string, method: string, origin = PARTNER, requestHeaders = 'content-type, authorization, idempotency-key') {
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

describe('preflights of REST writes', () => {
  it.each(writes)('%s %s: answered for any origin, without credentials', async (method, path) => {
    for (const origin of [PARTNER, SITE, 'null']) {
      const response = await preflight(addressOf(path), method, origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')?.split(', ')).toContain(method);
      expect(response.headers.get('access-control-allow-headers')).toBe('content-type, authorization, idempotency-key');
      expect(response.headers.get('access-control-max-age')).toBe('600');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('names only the methods the path has, and answers none for another method or an unknown path', async () => {
    const contact = await preflight('/api/contact', 'POST');
    expect(contact.headers.get('access-control-allow-methods')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
    const status = await preflight('/api/orders/7/status/', 'PUT');
    expect([status.status, status.headers.get('access-control-allow-methods')]).toEqual([204, 'PUT']);

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
      const refused = await preflight(path, method);
      expect([path, method, refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([path, method, 404, null]);
    }
  });
});

describe('cross-origin answers', () => {
  it('let a page on another origin read the rate limits, the server time and the request id', async () => {
    const response = await fetch(`${t.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { origin: PARTNER, 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ name: '', email: 'not-an-address', subject: '', message: '' }),
    });
    expect(response.status).toBe(400);
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

  it('keep pages same-origin', async () => {
    const response = await fetch(`${t.baseUrl}/api/services`, { headers: { origin: PARTNER } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const page = await fetch(`${t.baseUrl}/robots.txt`, { headers: { origin: PARTNER } });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });
});
