import http from 'node:http';
import { join } from 'node:path';
import { type NginxProxy, startNginx } from './nginx-proxy.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';

/**
 * The repository's own proxy (deploy/nginx.conf) with a real nginx in front of two app instances on one database,
 * as `docker compose up` runs them: German and English clients never get each other's copy of a GraphQL GET, a REST
 * GET or a page, whatever spelling of Accept-Language or the `lang` cookie they send; answers that belong to someone
 * are never stored, so the next anonymous client never sees them.
 */
const webDistDir = join(import.meta.dirname, '../../web/dist');
const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;

let a: TestApp;
let b: TestApp;
let proxy: NginxProxy;
beforeAll(async () => {
  // One key for both, as several instances need (README "Configuration"): a token either signed is good on both.
  const env = { APP_SECRET: 'nginx-cache-test-secret-of-at-least-32-characters' };
  a = await startTestApp({ webDistDir, env });
  b = await startTestApp({ webDistDir, env, databaseUrl: a.database.orm.config.get('clientUrl') as string });
  await enableBankTransfer(a);
  proxy = await startNginx([a.baseUrl, b.baseUrl].map((url) => new URL(url).host));
});
afterAll(async () => {
  await proxy?.stop();
  await b?.close();
  await a?.close();
});

interface Answer {
  status: number;
  body: string;
  /** nginx's verdict: HIT, MISS, EXPIRED, BYPASS (X-Proxy-Cache). */
  cache: string | undefined;
  headers: http.IncomingHttpHeaders;
}

/**
 * A GET through nginx (or straight to an app with `base`), with node:http: it sends header lines exactly as given,
 * a repeated one (an array) as two lines.
 */
function get(path: string, headers: Record<string, string | string[]> = {}, base = proxy.baseUrl): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            body,
            cache: response.headers['x-proxy-cache'] as string | undefined,
            headers: response.headers,
          }),
        );
      })
      .on('error', reject);
  });
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, proxy.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
}

const GERMAN = 'de-DE,de;q=0.9,en;q=0.8';
const ENGLISH = 'en-US,en;q=0.9';

/** The same address in the two languages, each asked twice: the second comes from nginx, in its own language. */
async function keptApart(path: string, isGerman: (body: string) => boolean, isEnglish: (body: string) => boolean) {
  const german = await get(path, { 'accept-language': GERMAN });
  const english = await get(path, { 'accept-language': ENGLISH });
  expect([german.status, english.status]).toEqual([200, 200]);
  expect(german.cache).toBe('MISS');
  expect(english.cache).toBe('MISS');
  expect([isGerman(german.body), isEnglish(english.body)]).toEqual([true, true]);
  expect([german.headers['content-language'], english.headers['content-language']]).toEqual(['de', 'en']);

  // Other spellings of the same choice share the copy: the key holds the language, not the header.
  for (const [headers, language] of [
    [{ 'accept-language': 'de' }, 'de'],
    [{ 'accept-language': 'en' }, 'en'],
    [{}, 'de'],
    [{ 'accept-language': 'fr-FR,fr;q=0.9' }, 'en'],
    [{ cookie: 'lang=en', 'accept-language': GERMAN }, 'en'],
    [{ cookie: 'consent=2026-01-01; lang=de', 'accept-language': ENGLISH }, 'de'],
  ] as const) {
    const again = await get(path, headers);
    expect([again.cache, again.headers['content-language']]).toEqual(['HIT', language]);
    expect(again.body).toBe(language === 'de' ? german.body : english.body);
  }
  return { german, english };
}

describe('nginx in front of two instances', () => {
  it('keeps the German and the English answer of a GraphQL GET apart', async () => {
    const query = encodeURIComponent('{ courses(first: 50) { edges { node { title } } } }');
    const { german } = await keptApart(
      `/graphql?query=${query}`,
      (body) => body.includes('Seepferdchen') && !body.includes('Seahorse'),
      (body) => body.includes('Seahorse') && !body.includes('Seepferdchen'),
    );
    // What a browser or CDN behind nginx needs to keep them apart too.
    expect(german.headers['cache-control']).toBe('public, max-age=30');
    expect(varyOf(german)).toEqual(expect.arrayContaining(['accept-language', 'cookie', 'authorization', 'accept', 'accept-encoding']));
  });

  it('keeps a REST GET per language, and never stores its translated refusals', async () => {
    // REST's documented fields are the German texts with their English siblings (`title`, `titleEn`): the same JSON in
    // both languages, still made in one (errors inside it would be), so each language has its copy.
    const german = await get('/api/services', { 'accept-language': GERMAN });
    const english = await get('/api/services', { 'accept-language': ENGLISH });
    expect([german.cache, english.cache]).toEqual(['MISS', 'MISS']);
    expect(german.headers['cache-control']).toBe('public, max-age=30');
    expect(varyOf(german)).toEqual(expect.arrayContaining(['accept-language', 'cookie', 'authorization', 'accept-encoding']));
    for (const [headers, language] of [
      [{ 'accept-language': 'de' }, 'de'],
      [{ cookie: 'lang=en' }, 'en'],
    ] as const) {
      const again = await get('/api/services', headers);
      expect([again.cache, again.headers['content-language']]).toEqual(['HIT', language]);
    }
    expect(JSON.parse(german.body)[0]).toEqual(expect.objectContaining({ title: expect.any(String), titleEn: expect.any(String) }));

    // The staff's list of booking requests, asked without signing in.
    const refusals = [
      await get('/api/bookings', { 'accept-language': GERMAN }),
      await get('/api/bookings', { 'accept-language': ENGLISH }),
      await get('/api/bookings', { 'accept-language': GERMAN }),
    ];
    expect(refusals.map(({ status, cache, headers }) => [status, cache, headers['cache-control'], headers['content-language']])).toEqual([
      [401, 'MISS', 'no-store', 'de'],
      [401, 'MISS', 'no-store', 'en'],
      [401, 'MISS', 'no-store', 'de'],
    ]);
    expect(JSON.parse(refusals[0].body).message).not.toBe(JSON.parse(refusals[1].body).message);
  });

  it('keeps the German and the English page apart, and shares a page whose address names its language', async () => {
    const { german } = await keptApart(
      '/services',
      (body) => body.includes('<html lang="de">'),
      (body) => body.includes('<html lang="en">'),
    );
    expect(varyOf(german)).toEqual(expect.arrayContaining(['accept-language', 'cookie', 'authorization', 'accept-encoding']));
    // `?lang=en` decides alone: a crawler (no Accept-Language) and a German browser share the English copy.
    const crawler = await get('/about?lang=en');
    const germanBrowser = await get('/about?lang=en', { 'accept-language': GERMAN, cookie: 'lang=de' });
    expect([crawler.cache, germanBrowser.cache]).toEqual(['MISS', 'HIT']);
    expect(germanBrowser.body).toContain('<html lang="en">');
  });

  it('answers a client whose headers it cannot read as the app does, and keeps no copy the app would not give that key', async () => {
    const query = encodeURIComponent('{ courses(first: 50) { edges { node { title } } } }');
    const path = `/graphql?query=${query}&hostile=1`;
    await get(path, { 'accept-language': 'de' });
    await get(path, { 'accept-language': 'en' });
    for (const headers of [
      { 'accept-language': 'en, de;q=2' },
      { 'accept-language': ['en', 'de;q=2'] },
      { 'accept-language': `${' '.repeat(600)}en` },
      { 'accept-language': '*, en;q=0.5' },
      { cookie: 'LANG=en', 'accept-language': 'de' },
      { cookie: 'lang="en"', 'accept-language': 'de' },
      { cookie: 'lang=%65n', 'accept-language': 'de' },
      { cookie: 'lang=de; lang=en', 'accept-language': 'en' },
      { cookie: 'lang =en', 'accept-language': 'de' },
      { cookie: 'lang=fr', 'accept-language': 'en' },
    ] as Record<string, string | string[]>[]) {
      const direct = await get(path, headers, a.baseUrl);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const proxied = await get(path, headers);
        if (!Array.isArray(headers['accept-language']))
          expect(proxied.headers['content-language']).toBe(direct.headers['content-language']);
      }
      // Whatever such a client got, the plain clients still get their own language from the cache.
      const german = await get(path, { 'accept-language': 'de' });
      const english = await get(path, { 'accept-language': 'en' });
      expect([german.cache, german.headers['content-language'], english.cache, english.headers['content-language']]).toEqual([
        'HIT',
        'de',
        'HIT',
        'en',
      ]);
      expect(german.body).toContain('Seepferdchen');
      expect(english.body).toContain('Seahorse');
    }
  });

  it('answers every origin from the same copy', async () => {
    const path = '/api/services?origin-check=1';
    const first = await get(path);
    const partner = await get(path, { origin: 'https://partner.example' });
    expect([first.cache, partner.cache]).toEqual(['MISS', 'HIT']);
    expect(partner.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('answers that belong to someone, through nginx', () => {
  async function signIn() {
    const signedIn = await post('/api/login', { username: 'admin', password: ADMIN_PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair.startsWith('h2o_session='))!;
    return { token: signedIn.body.token as string, cookie };
  }

  it('pass the cache both ways: the next anonymous client never sees the signed-in answer', async () => {
    const { token, cookie } = await signIn();
    const path = `/graphql?query=${encodeURIComponent('{ viewer { username } courses(first: 1) { totalCount } }')}`;
    // A browser's signed-in GET carries Apollo's CSRF header (graphql-transport.ts).
    const askers: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, { cookie, 'apollo-require-preflight': 'true' }];
    for (const headers of askers) {
      const personal = await get(path, headers);
      expect(personal.cache).toBe('BYPASS');
      expect(personal.headers['cache-control']).toBe('private, no-store');
      expect(JSON.parse(personal.body).data.viewer).toEqual({ username: 'admin' });
      const anonymous = await get(path);
      expect(anonymous.cache).not.toBe('HIT');
      expect(JSON.parse(anonymous.body).data.viewer).toBeNull();
    }
    // A signed-in page: rendered for them, never kept; the anonymous page has nothing of theirs.
    const page = await get('/courses?personal-check=1', { cookie });
    expect([page.cache, page.headers['cache-control']]).toEqual(['BYPASS', 'private, no-store']);
    const anonymousPage = await get('/courses?personal-check=1');
    expect(anonymousPage.cache).not.toBe('HIT');
    expect(anonymousPage.body).not.toContain('"username":"admin"');
  });

  it('are not stored even when nothing in the request looks personal to nginx: an order key in the address', async () => {
    const courseId = Number(
      JSON.parse((await get('/graphql?query=' + encodeURIComponent('{ courses(first: 1) { edges { node { databaseId } } } }'))).body).data
        .courses.edges[0].node.databaseId,
    );
    const order = await post('/api/orders', {
      customerFirstName: 'Nora',
      customerLastName: 'Nginx',
      customerEmail: 'nora.nginx@example.org',
      customerPhone: '0821 123456',
      customerAddress: 'Hauptstraße 1',
      customerCity: 'Gersthofen',
      customerZipCode: '86368',
      paymentMethod: 'invoice',
      items: [{ courseId, quantity: 1, participants: [{ firstName: 'Nele', lastName: 'Nginx' }] }],
    });
    expect(order.status).toBe(201);
    const path = `/api/orders/calendar.ics?key=${encodeURIComponent(order.body.accessKey)}`;
    const first = await get(path);
    const second = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect([first.cache, second.cache]).toEqual(['MISS', 'MISS']);
  });
});

function varyOf(answer: Answer): string[] {
  return String(answer.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}
