import { join } from 'node:path';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * One address cannot flood the server renderer (README "Server rendering"): parameters no page reads do not make
 * new renders, renders beyond what this instance takes at once and in its short queue are refused with 503 and
 * Retry-After, and the page budget lets exactly its number of renders through, however many arrive at once.
 */
const webDistDir = join(import.meta.dirname, '../../web/dist');
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function app(env: Record<string, string> = {}, { waitForCache = true } = {}) {
  const started = await startTestApp({ webDistDir, env });
  apps.push(started);
  if (!waitForCache) return started;
  // The cache serves once it hears the database's notifications (it connects after the start).
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await page(started, '/agb')).cache === 'hit') return started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the page cache never started listening');
}

async function page(t: TestApp, path: string, language = 'de') {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: { 'accept-language': language } });
  return {
    status: response.status,
    html: await response.text(),
    cache: response.headers.get('x-page-cache'),
    etag: response.headers.get('etag'),
    retryAfter: response.headers.get('retry-after'),
  };
}

it('answers addresses that differ only in parameters no page reads from one kept page, rendered without them', async () => {
  const t = await app();
  const first = await page(t, '/courses?q=Kraul&r=8243');
  expect(first).toMatchObject({ status: 200, cache: 'miss' });
  expect(first.html).not.toContain('8243');
  for (const path of ['/courses?q=Kraul&r=1', '/courses?utm_source=newsletter&q=Kraul', '/courses?q=Kraul&q=Brust&fbclid=x']) {
    expect(await page(t, path)).toMatchObject({ status: 200, cache: 'hit', etag: first.etag });
  }
  // What the page reads still makes its own page: another search, the parameters in another order.
  expect(await page(t, '/courses?q=Brust&r=1')).toMatchObject({ status: 200, cache: 'miss' });
  const levels = await page(t, '/courses?type=CHILDREN&level=BEGINNER');
  expect(await page(t, '/courses?level=BEGINNER&type=CHILDREN&r=2')).toMatchObject({ status: 200, cache: 'hit', etag: levels.etag });
});

it('refuses renders beyond its concurrency and short queue with 503, Retry-After and a page in the visitor\'s language', async () => {
  const t = await app({ RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1' });
  for (const [language, text] of [
    ['de', 'Gerade sehr viel los'],
    ['en', 'Very busy right now'],
  ]) {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => page(t, `/courses?q=${language}${index}`, language)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.html).toContain(text);
    }
  }
  // Nothing stays stuck: the next visitor's page is rendered.
  expect(await page(t, '/courses?q=danach')).toMatchObject({ status: 200, cache: 'miss' });
});

it('lets exactly its budget of renders through when one address sends many at once', async () => {
  const t = await app({ RATE_LIMIT_PAGES: '10', RENDER_QUEUE: '100' }, { waitForCache: false });
  const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => page(t, `/courses?q=flut${index}`)));
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200).length).toBe(10);
  expect(statuses.filter((status) => status === 429).length).toBe(20);
});
