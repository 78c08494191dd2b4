import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const execute = (sql: string) => t.database.orm.em.fork().execute(sql) as Promise<{ id: number }[]>;

async function sitemapOf(app: TestApp) {
  const response = await fetch(`${app.baseUrl}/sitemap.xml`);
  const xml = await response.text();
  // The package's own parser: throws on XML that is not well-formed.
  const items = await parseSitemap(Readable.from([xml]));
  return { response, xml, items, locations: items.map((item) => item.url) };
}

describe('/sitemap.xml', () => {
  it('lists home, the course list and every active course, with absolute URLs from the request', async () => {
    const active = await execute('select id from courses where is_active order by id');
    expect(active.length).toBeGreaterThan(3);
    const { response, xml, locations, items } = await sitemapOf(t);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    // The other public pages (services, blog, …) are checked by their own tests.
    expect(locations).toEqual(expect.arrayContaining([`${t.baseUrl}/`, `${t.baseUrl}/courses`]));
    const coursePages = items.filter((item) => item.url.startsWith(`${t.baseUrl}/course/`));
    expect(coursePages.map((item) => item.url)).toEqual(active.map(({ id }) => `${t.baseUrl}/course/${id}`));
    // Course pages carry their last change.
    for (const item of coursePages) expect(Number.isNaN(Date.parse(item.lastmod!))).toBe(false);
  });

  it('lists the about page and the legal pages, which are public and indexable', async () => {
    const { locations } = await sitemapOf(t);
    expect(locations).toEqual(
      expect.arrayContaining(['/about', '/impressum', '/datenschutz', '/agb', '/developers'].map((path) => `${t.baseUrl}${path}`)),
    );
  });

  it('stays current: a course switched off leaves it at once, and comes back when switched on', async () => {
    const [{ id }] = await execute('select id from courses where is_active order by id desc limit 1');
    const course = `${t.baseUrl}/course/${id}`;
    expect((await sitemapOf(t)).locations).toContain(course);
    await execute(`update courses set is_active = false where id = ${id}`);
    try {
      const { locations } = await sitemapOf(t);
      expect(locations).not.toContain(course);
      expect(locations).toContain(`${t.baseUrl}/courses`);
    } finally {
      await execute(`update courses set is_active = true where id = ${id}`);
    }
    expect((await sitemapOf(t)).locations).toContain(course);
  });

  it('answers If-None-Match with 304 while nothing changed', async () => {
    const first = await fetch(`${t.baseUrl}/sitemap.xml`);
    const again = await fetch(`${t.baseUrl}/sitemap.xml`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('uses PUBLIC_URL for its URLs when set', async () => {
    const configured = await startTestApp({ env: { PUBLIC_URL: 'https://www.h2o-gersthofen.de/' } });
    try {
      const { locations } = await sitemapOf(configured);
      expect(locations.slice(0, 3)).toEqual([
        'https://www.h2o-gersthofen.de/',
        'https://www.h2o-gersthofen.de/courses',
        'https://www.h2o-gersthofen.de/course/1',
      ]);
      const robots = await (await fetch(`${configured.baseUrl}/robots.txt`)).text();
      expect(robots).toContain('Sitemap: https://www.h2o-gersthofen.de/sitemap.xml\n');
    } finally {
      await configured.close();
    }
  });
});

describe('/robots.txt', () => {
  it('keeps crawlers out of the back office, checkout and APIs, and names the sitemap', async () => {
    const response = await fetch(`${t.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    expect(await response.text()).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /trainer',
        'Disallow: /checkout',
        'Disallow: /api',
        'Disallow: /graphql',
        '',
        `Sitemap: ${t.baseUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
