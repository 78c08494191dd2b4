import http from 'node:http';
import { join } from 'node:path';
import { getSchema } from '../src/graphql/schema.js';
import {
  NODE_TABLES,
  PRIVATE_ROOT_FIELD,
  ROOT_FIELD_TABLES,
  TYPE_TABLES,
  pageDependencies,
} from '../src/http/page-cache/page-dependencies.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * The rendered-page cache (issue 25, README "Page cache"), over real HTTP on the built client, against a real
 * PostgreSQL whose triggers announce every change: an anonymous page comes from the cache until something it shows
 * changes, on this instance and on another one sharing the database; personal pages are never kept or shared.
 */
const webDistDir = join(import.meta.dirname, '../../web/dist');
const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await startTestApp({ webDistDir });
  b = await startTestApp({ webDistDir, databaseUrl: a.database.orm.config.get('clientUrl') as string });
  await enableBankTransfer(a);
  await Promise.all([listening(a), listening(b)]);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Until the instance's cache hears the database (it connects after the start). */
async function listening(t: TestApp) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const first = await page(t, '/agb');
    if (first.cache === 'miss' || first.cache === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the page cache never started listening');
}

async function page(t: TestApp, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: { 'accept-language': 'de', ...headers } });
  return { status: response.status, html: await response.text(), cache: response.headers.get('x-page-cache'), headers: response.headers };
}

function sql<T = Record<string, any>>(query: string, params: unknown[] = []): Promise<T[]> {
  return a.database.orm.em.fork().getConnection().execute(query, params);
}

/** The seeded admin's GraphQL call (bearer token). */
async function admin(query: string, variables: Record<string, unknown>) {
  const signIn = await gql(a, 'mutation($input: SignInInput!) { signIn(input: $input) { token } }', {
    input: { username: 'admin', password: ADMIN_PASSWORD },
  });
  return gql(a, query, variables, { authorization: `Bearer ${signIn.data.signIn.token}` });
}

async function gql(t: TestApp, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: any; errors?: unknown };
}

const FULL = /Ausgebucht/g;
const fullCount = (html: string) => html.match(FULL)?.length ?? 0;

/** The old client's order (SPEC §7) for `quantity` places of a course, by bank transfer. */
async function orderPlaces(t: TestApp, courseId: number, quantity: number) {
  const participants = Array.from({ length: quantity }, (_, index) => ({ firstName: `Kind${index}`, lastName: 'Cache' }));
  const response = await fetch(`${t.baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customerFirstName: 'Clara',
      customerLastName: 'Cache',
      customerEmail: `clara.${courseId}@example.org`,
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
}

describe('anonymous public pages', () => {
  it('are rendered once, then answered from the cache with a strong ETag, 304 and caching a CDN may do', async () => {
    const first = await page(a, '/services');
    const second = await page(a, '/services');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    expect(second.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(etag).toBe(first.headers.get('etag'));
    const revalidated = await page(a, '/services', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.html).toBe('');
    expect((await page(a, '/services', { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('keeps the languages apart', async () => {
    const german = await page(a, '/about');
    const english = await page(a, '/about', { 'accept-language': 'en' });
    const englishAgain = await page(a, '/about?lang=en');
    expect(german.html).toMatch(/<html lang="de">/);
    expect(english.html).toMatch(/<html lang="en">/);
    expect(englishAgain.html).toMatch(/<html lang="en">/);
    expect((await page(a, '/about', { 'accept-language': 'en' })).cache).toBe('hit');
    expect((await page(a, '/about')).html).toMatch(/<html lang="de">/);
  });

  it('show "Ausgebucht" as soon as an order takes the last place, on this instance and on the other one', async () => {
    const courseId = await createTestCourse(a, { title: 'Cache-Kurs Letzter Platz', places: 2, priceCents: 10_000 });
    // Both instances keep both pages while the course has places.
    // (A page rendered before an instance heard of the new course is dropped when it does: at most one more render.)
    for (const t of [a, b]) {
      await until(async () => (await page(t, '/courses')).cache === 'hit');
      await until(async () => (await page(t, `/course/${courseId}`)).cache === 'hit');
    }
    const before = fullCount((await page(a, '/courses')).html);
    expect(fullCount((await page(b, `/course/${courseId}`)).html)).toBe(0);

    await orderPlaces(a, courseId, 2);

    for (const t of [a, b]) {
      const list = await page(t, '/courses');
      expect(list.cache).toBe('miss');
      expect(fullCount(list.html)).toBe(before + 1);
      const detail = await page(t, `/course/${courseId}`);
      expect(detail.cache).toBe('miss');
      expect(detail.html).toContain('Ausgebucht');
      expect(detail.html).toContain('Cache-Kurs Letzter Platz');
    }
    // A page that did not show the course is still served from the cache.
    await page(a, '/agb');
    expect((await page(a, '/agb')).cache).toBe('hit');
  });

  it('drop what a staff change touches: a course deactivated, the notice of the course list, a service text', async () => {
    const courseId = await createTestCourse(a, { title: 'Cache-Kurs Bald Weg', places: 5, priceCents: 10_000 });
    await page(b, '/courses');
    expect((await page(b, '/courses')).html).toContain('Cache-Kurs Bald Weg');
    await sql('update courses set is_active = false where id = ?', [courseId]);
    expect((await page(b, '/courses')).html).not.toContain('Cache-Kurs Bald Weg');

    expect((await page(b, '/courses')).cache).toBe('hit');
    const notice = await admin('mutation($input: UpdateCoursesNoticeInput!) { updateCoursesNotice(input: $input) { errors { code } } }', {
      input: { de: { title: 'Hallenbad geschlossen', text: 'Wegen Reparatur.' }, en: { title: 'Pool closed', text: 'Repairs.' } },
    });
    expect(notice.data.updateCoursesNotice.errors).toEqual([]);
    expect((await page(b, '/courses')).html).toContain('Hallenbad geschlossen');

    const [service] = await sql<{ slug: string }>('select slug from services order by id limit 1');
    await page(b, `/service/${service.slug}`);
    await sql("update services set title = 'Cache-Leistung Neu' where slug = ?", [service.slug]);
    expect((await page(b, `/service/${service.slug}`)).html).toContain('Cache-Leistung Neu');
  });

  it('keep serving correctly when the database notifications are lost: nothing from the cache until they are back', async () => {
    await page(a, '/agb');
    expect((await page(a, '/agb')).cache).toBe('hit');
    await sql(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'h2o page cache' and datname = current_database()",
    );
    // Both instances lost their connection; each connects again on its own and starts from an empty cache.
    await until(async () => (await page(a, '/agb')).cache === 'hit');
    await until(async () => (await page(b, '/agb')).cache === 'hit');
    const courseId = await createTestCourse(a, { title: 'Cache-Kurs Nach Neustart', places: 1, priceCents: 10_000 });
    await page(b, `/course/${courseId}`);
    await orderPlaces(a, courseId, 1);
    expect((await page(b, `/course/${courseId}`)).html).toContain('Ausgebucht');
  });

  it('cannot be poisoned by a forged Host header (its links name this machine, as for every answer)', async () => {
    // fetch() sends the URL's host whatever the headers say: node:http sends the forged one.
    const forged = await new Promise<{ html: string }>((resolve, reject) => {
      const url = new URL('/blog', a.baseUrl);
      http
        .get(
          { host: url.hostname, port: url.port, path: '/blog', headers: { host: 'evil.example', 'accept-language': 'de' } },
          (response) => {
            let html = '';
            response
              .setEncoding('utf8')
              .on('data', (chunk) => (html += chunk))
              .on('end', () => resolve({ html }));
          },
        )
        .on('error', reject);
    });
    expect(forged.html).toContain('<link rel="canonical" href="http://localhost:');
    expect(forged.html).not.toContain('evil.example');
    expect((await page(a, '/blog')).html).not.toContain('evil.example');
  });
});

describe('personal pages', () => {
  it('are never kept or shared: a signed-in admin and a visitor with a cart get private answers, the shared page stays anonymous', async () => {
    const anonymous = await page(a, '/');
    await page(a, '/');
    const shared = await page(a, '/');
    expect(shared.cache).toBe('hit');

    const signIn = await fetch(`${a.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: SignInInput!) { signIn(input: $input) { token } }',
        variables: { input: { username: 'admin', password: ADMIN_PASSWORD } },
      }),
    });
    const sessionCookie = signIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('h2o_session='))!
      .split(';')[0];
    const addToCart = await fetch(`${a.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: AddCourseToCartInput!) { addCourseToCart(input: $input) { errors { code } } }',
        variables: { input: { courseId: 1 } },
      }),
    });
    const cartCookies = addToCart.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cartCookies).toMatch(/h2o_cart=/);

    for (const headers of [{ cookie: sessionCookie }, { cookie: cartCookies }, { authorization: 'Bearer whatever' }] as Record<
      string,
      string
    >[]) {
      const personal = await page(a, '/', headers);
      expect(personal.status).toBe(200);
      expect(personal.cache).toBeNull();
      expect(personal.headers.get('cache-control')).toBe('private, no-store');
      expect(personal.headers.get('etag')).toBeNull();
    }
    // The shared page is byte for byte what an anonymous render gives: nothing of theirs in it.
    const after = await page(a, '/');
    expect(after.cache).toBe('hit');
    expect(after.html).toBe(anonymous.html);
  });

  it('are not kept when the address carries a credential (an order key, a newsletter or waitlist token), and say so privately', async () => {
    for (const path of [
      '/checkout/order?key=abc',
      '/newsletter/unsubscribe?token=abc',
      '/waitlist/offer?token=abc',
      '/waitlist/offer?lang=en&TOKEN=abc',
    ]) {
      await page(a, path);
      const again = await page(a, path);
      expect(again.cache).toBeNull();
      expect(again.headers.get('cache-control')).not.toMatch(/public/);
      expect(again.headers.get('cache-control')).toMatch(/^private/);
    }
  });
});

describe('what pages depend on', () => {
  it('names every public root field of the schema, and a table for it that announces its changes', async () => {
    const schema = await getSchema();
    const publicFields = Object.keys(schema.getQueryType()!.getFields()).filter((field) => !PRIVATE_ROOT_FIELD.test(field));
    expect(publicFields.filter((field) => !(field in ROOT_FIELD_TABLES))).toEqual([]);
    const tables = new Set([
      ...Object.values(NODE_TABLES),
      ...Object.values(ROOT_FIELD_TABLES).flat(),
      ...Object.values(TYPE_TABLES).flat(),
    ]);
    const triggers = await sql<{ table: string }>(
      "select tgrelid::regclass::text as table from pg_trigger where tgname like '%\\_page\\_cache'",
    );
    expect([...tables].filter((table) => !triggers.some((trigger) => trigger.table === table))).toEqual([]);
  });

  it.each([
    '/',
    '/courses',
    '/courses?onlyAvailable=true',
    '/course/1',
    '/services',
    '/blog',
    '/about',
    '/impressum',
    '/datenschutz',
    '/agb',
    '/contact',
    '/course-request',
    '/review',
  ])('knows every record %s reads (no "any change" fallback)', async (path) => {
    const { html } = await page(a, path);
    const json = /<script type="application\/json" id="relay-records">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const dependencies = pageDependencies(JSON.parse(json!));
    expect(dependencies).toMatchObject({ shared: true });
    expect(dependencies.shared && [...dependencies.tags].filter((tag) => tag === '*')).toEqual([]);
  });
});

async function until(condition: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met within 5 s');
}
