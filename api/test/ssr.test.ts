import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TestApp, startTestApp } from './test-app.js';

// The built client with its server entry (web/dist/server), as `npm start` serves it; the global
// setup builds it (scripts/ensure-web-build.mjs).
const webDistDir = join(import.meta.dirname, '../../web/dist');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webDistDir });
});
afterAll(() => t?.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}${path}`, { headers });
  return { response, html: await response.text() };
}

/** A course's dates as the page shows them in German ("07.12.2026 – 25.01.2027"). */
async function courseDates(id: number): Promise<string> {
  const [row] = await t.database.orm.em
    .fork()
    .getConnection()
    .execute<{ start: string; end: string }[]>(
      "select to_char(start_date, 'DD.MM.YYYY') as start, to_char(end_date, 'DD.MM.YYYY') as end from courses where id = ?",
      [id],
    );
  return `${row.start} – ${row.end}`;
}

/** The Relay records embedded for hydration. */
function embeddedRecords(html: string): Record<string, Record<string, unknown>> {
  const json = /<script type="application\/json" id="relay-records">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no embedded records');
  return JSON.parse(json);
}

describe('pages rendered on the server', () => {
  it('sends a course page with its title, price, dates and availability in German, and its records', async () => {
    const { response, html } = await page('/course/1', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    // Anonymous: the same for every visitor, kept briefly by a CDN and revalidated (api/test/page-cache.test.ts).
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
    expect(html).toMatch(/<html lang="de">/);
    expect(html).toContain('Seepferdchen-Kurs');
    expect(html).toMatch(/160,00\s€/); // Intl puts a no-break space before the sign
    // The demo courses' dates follow the day the data was loaded: read them, as the page does.
    expect(html).toContain(await courseDates(1));
    expect(html).toContain('Verfügbar');
    expect(html).toMatch(/<title>[^<]*Seepferdchen-Kurs[^<]*<\/title>/);
    expect(html.match(/<title>/g)).toHaveLength(1); // the page's title replaced the template's
    const records = embeddedRecords(html);
    const course = Object.values(records).find((record) => record.__typename === 'Course' && record.databaseId === 1);
    expect(course).toMatchObject({ title: 'Seepferdchen-Kurs' });
    // Styles arrive with the HTML: nothing jumps when the script runs.
    expect(html).toMatch(/<style[^>]*data-styled/);
  });

  it('answers in English for an English browser, and follows the saved choice over the browser', async () => {
    const english = await page('/course/1', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.html).toMatch(/<html lang="en">/);
    expect(english.html).toContain('Available');
    expect(english.html).toContain('per participant');
    const saved = await page('/course/1', { 'accept-language': 'en-US', cookie: 'lang=de' });
    expect(saved.html).toMatch(/<html lang="de">/);
    expect(saved.html).toContain('Verfügbar');
  });

  it('renders the language a `?lang=` names (the hreflang alternates), over cookie and browser, with absolute head links', async () => {
    const { html } = await page('/course/1?lang=en', { 'accept-language': 'de-DE', cookie: 'lang=de' });
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('Available');
    expect(html).toContain(`<link rel="canonical" href="${t.baseUrl}/course/1?lang=en"/>`);
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="de" href="${t.baseUrl}/course/1\\?lang=de"/>`, 'i'));
    const unknown = await page('/course/1?lang=fr', { 'accept-language': 'de-DE' });
    expect(unknown.html).toMatch(/<html lang="de">/);
  });

  it.each(['/', '/courses', '/courses?level=PROFESSIONAL'])(
    'renders %s with its data and no inline script the CSP does not name',
    async (path) => {
      const { response, html } = await page(path);
      expect(response.status).toBe(200);
      // Data blocks and index.html's two inline scripts (the consent-cookie check with the holding of early taps, and
      // the one that inserts the entry once the page is painted), which the CSP allows by their hashes; anything else
      // inline (a page's text, say) would be blocked by script-src.
      const inline = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:json|ld\+json)"))[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => match[1],
      );
      expect(inline).toEqual([
        expect.stringMatching(/document\.cookie.*heldInteractions/),
        expect.stringMatching(/\/assets\/index-[\w-]+\.js.*first-contentful-paint/),
      ]);
      const hashes = inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' ${hashes.join(' ')};`);
      expect(html).toContain('Schwimmkurse');
      expect(Object.keys(embeddedRecords(html)).length).toBeGreaterThan(1);
    },
  );

  it('filters the course list on the server as in the browser', async () => {
    const { html } = await page('/courses?level=PROFESSIONAL');
    expect(html).toContain('Rettungsschwimmer Silber');
    expect(html).toContain('Wettkampftraining');
    expect(html).not.toContain('Familienschwimmen');
  });

  it.each([
    ['/no-such-page', 'Seite nicht gefunden'],
    ['/course/99999999', 'Kurs nicht gefunden'],
    ['/course/abc', 'Kurs nicht gefunden'],
  ])('answers %s with 404 and the not-found page', async (path, text) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(404);
    expect(html).toContain(text);
    const head = await fetch(`${t.baseUrl}${path}`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it.each([
    ['de', 'Link zur Bestellung verloren?', 'Wo finde ich meine Bestellung wieder?'],
    ['en', 'Lost the link to your order?', 'Where do I find my order again?'],
  ])(
    'links "lost your link?" where a parent looks: the footer of every page and the order question of the FAQ (%s)',
    async (language, footerText, question) => {
      for (const path of ['/', '/courses', '/contact', '/agb']) {
        const { html } = await page(`${path}?lang=${language}`);
        const [tag, text] = /<a [^>]*data-testid="footer-order-links"[^>]*>([^<]*)<\/a>/.exec(html) ?? [];
        expect([tag, text]).toEqual([expect.stringContaining('href="/checkout/order-links"'), footerText]);
      }
      const { html } = await page(`/courses?lang=${language}`);
      expect(html).toContain(question);
      expect(/<a [^>]*data-testid="faq-order-links"[^>]*>/.exec(html)?.[0]).toContain('href="/checkout/order-links"');
    },
  );

  it('keeps the data safe inside its script element', async () => {
    const { html } = await page('/courses?q=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    const json = /<script type="application\/json" id="relay-records">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('never serves the server bundle or the build manifest it reads to browsers', async () => {
    expect((await fetch(`${t.baseUrl}/server/entry-server.js`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/.vite/manifest.json`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/assets/../.vite/manifest.json`)).status).toBe(404);
  });

  it("names the page's own chunks for the browser to fetch once the page is painted, on every render of the page", async () => {
    const manifest = JSON.parse(readFileSync(join(webDistDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const preloads = (html: string) =>
      // Inside the inert template that boot.ts inserts after the first paint, never while the page is parsed.
      [
        ...(/<template id="startup-prefetch">(.*?)<\/template>/.exec(html)?.[1] ?? '').matchAll(
          /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/(assets\/[\w.-]+\.js)">/g,
        ),
      ].map((match) => match[1]);
    const coursePage = manifest['src/pages/course-detail/CourseDetailPage.tsx'].file;
    const courseLoader = manifest['src/pages/course-detail/courseDetailLoader.ts'].file;
    const blogPage = manifest['src/pages/blog/BlogPage.tsx'].file;
    // The second render of a route no longer imports its page module (react-router keeps it): it is named all the same.
    for (const path of ['/course/1', '/course/2?lang=en']) {
      const { html } = await page(path);
      expect(html.replace(/<template id="startup-prefetch">.*?<\/template>/, '')).not.toContain('modulepreload');
      const links = preloads(html);
      expect(links).toEqual(expect.arrayContaining([coursePage, courseLoader]));
      expect(links).not.toContain(blogPage);
      // Not what every page loads anyway: the entry, main.tsx and the libraries.
      expect(links.filter((file) => /^assets\/(index|main|shell|react|relay|vendor)-/.test(file))).toEqual([]);
      expect(new Set(links).size).toBe(links.length);
    }
    expect(preloads((await page('/blog')).html)).toContain(blogPage);
  });
});
