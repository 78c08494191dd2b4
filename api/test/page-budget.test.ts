import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * Issue 21, row 3: pages rendered on the server have a budget of their own per client address (RATE_LIMIT_PAGES),
 * counted in PostgreSQL like the others. Over it a client gets a small 429 page in its language; the API and
 * everyone else go on, and the client's scripts, styles and health checks are never counted.
 */
const webDistDir = join(import.meta.dirname, '../../web/dist');
const PAGES = 3;
// The budget is for rendering: a page answered from the page cache costs nothing (README "Page cache"), so these
// apps render every request, as the same page asked again and again would otherwise be free.
const NO_PAGE_CACHE = { PAGE_CACHE: 'off' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    webDistDir,
    env: {
      ...NO_PAGE_CACHE,
      TRUST_PROXY: 'true',
      RATE_LIMIT_PAGES: String(PAGES),
      RATE_LIMIT_REQUESTS: '100',
      RATE_LIMIT_WINDOW_SECONDS: '60',
    },
  });
});
afterAll(() => t?.close());

let lastAddress = 0;
/** A client of its own: a fresh address (from TEST-NET-2) for each test. */
function client() {
  const address = `198.51.100.${++lastAddress}`;
  return async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${t.baseUrl}${path}`, { headers: { 'x-forwarded-for': address, ...headers } });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
}

const pagesLeft = (headers: Headers) => [
  headers.get('ratelimit-limit'),
  headers.get('ratelimit-remaining'),
  headers.get('ratelimit-policy'),
];

describe('the page budget', () => {
  it('answers pages over the budget 429 with Retry-After and a translated page, while the API still answers', async () => {
    const flooding = client();
    for (let left = PAGES - 1; left >= 0; left--) {
      const page = await flooding('/courses', { 'accept-language': 'de-DE' });
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<html lang="de">/);
      expect(pagesLeft(page.headers)).toEqual([String(PAGES), String(left), `${PAGES};w=60`]);
    }

    const german = await flooding('/courses', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.status).toBe(429);
    expect(german.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(german.headers.get('cache-control')).toBe('no-store');
    const retryAfter = Number(german.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(pagesLeft(german.headers)).toEqual([String(PAGES), '0', `${PAGES};w=60`]);
    expect(german.text).toMatch(/<html lang="de">/);
    expect(german.text).toContain('<h1>Zu viele Seitenaufrufe</h1>');
    expect(german.text).toMatch(new RegExp(`in ${retryAfter} Sekunden? noch einmal`));
    expect(german.text).not.toContain('<script');

    const english = await flooding('/course/1', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.status).toBe(429);
    expect(english.text).toMatch(/<html lang="en">/);
    expect(english.text).toContain('<h1>Too many page requests</h1>');
    // The page's own language choice wins, as for a rendered page; no language at all: German.
    expect((await flooding('/courses?lang=en', { 'accept-language': 'de' })).text).toContain('Too many page requests');
    expect((await flooding('/courses')).text).toContain('Zu viele Seitenaufrufe');

    // The API has budgets of its own: the same address and any other still read the course list.
    for (const reader of [flooding, client()]) {
      const courses = await reader('/api/courses');
      expect(courses.status).toBe(200);
      expect(JSON.parse(courses.text).length).toBeGreaterThan(0);
    }
    // Another address still gets its pages.
    expect((await client()('/courses')).status).toBe(200);
  });

  it('counts only rendered pages: not the client files, the admin shell or the health checks', async () => {
    const visitor = client();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(webDistDir, 'index.html'), 'utf8'))![1];
    for (let i = 0; i < PAGES + 2; i++) {
      for (const path of [script, '/health', '/ready', '/admin']) {
        const answer = await visitor(path);
        expect([path, answer.status]).toEqual([path, 200]);
        expect(answer.headers.get('ratelimit-limit')).toBeNull();
      }
    }
    const page = await visitor('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('ratelimit-remaining')).toBe(String(PAGES - 1));
  });

  it('shares the count between instances, in PostgreSQL', async () => {
    const second = await startTestApp({
      webDistDir,
      databaseUrl: t.database.orm.config.get('clientUrl'),
      env: { ...NO_PAGE_CACHE, TRUST_PROXY: 'true', RATE_LIMIT_PAGES: String(PAGES) },
    });
    try {
      const visitor = client();
      const remaining: (string | null)[] = [];
      for (let i = 0; i < PAGES; i++) {
        const response = await fetch(`${(i % 2 ? second : t).baseUrl}/courses`, {
          headers: { 'x-forwarded-for': `198.51.100.${lastAddress}` },
        });
        await response.text();
        remaining.push(response.headers.get('ratelimit-remaining'));
      }
      expect(remaining).toEqual(['2', '1', '0']);
      expect((await visitor('/courses')).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});
