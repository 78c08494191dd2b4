import { join } from 'node:path';
import { type TestApp, startTestApp } from './test-app.js';

// The built client with its server entry, as `npm start` serves it (the global setup builds it).
const webDistDir = join(import.meta.dirname, '../../web/dist');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webDistDir });
  // A published post in Markdown, with HTML and a script that must never reach the page as elements.
  await t.database.orm.em.fork().execute(`
    insert into blog_posts (title, slug, summary, content, published, published_at, category, tags)
    values ('Markdown im Blog', 'markdown-im-blog', 'Ein Beitrag mit Formatierung.',
      E'## Zwischentitel\\n\\nEin **fetter** Satz und ein [Link](https://www.dlrg.de).\\n\\n<script>alert(1)</script>\\n\\n<img src=x onerror="alert(2)">',
      true, now() - interval '100 days', 'Schwimmkurse', '{Markdown}')`);
});
afterAll(() => t?.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: { 'accept-language': 'de-DE', ...headers } });
  return { response, html: await response.text() };
}

/** The page's main content, without head, header and footer (whose links name the blog too). */
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;

describe('/blog rendered on the server', () => {
  it('lists the published posts in German, the newest featured, and no drafts', async () => {
    const { response, html } = await page('/blog');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<html lang="de">/);
    expect(html).toMatch(/<title>Blog[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Tipps zum Schwimmenlernen/);
    const content = main(html);
    for (const title of [
      'Ab wann sollte mein Kind schwimmen lernen?',
      'Freibad winterfest machen: die vier Schritte',
      'Markdown im Blog',
    ]) {
      expect(content).toContain(title);
    }
    expect(content).not.toContain('Neue Kurszeiten ab Herbst');
    expect(content).toMatch(/data-testid="blog-featured"[\s\S]*Ab wann sollte mein Kind schwimmen lernen\?/);
    expect(content).toContain('Empfohlen');
    // Category buttons: links into the URL, the drafts' category not among them.
    expect(content).toContain('href="/blog?category=Rettungsschwimmen"');
    expect(content).not.toContain('category=Neuigkeiten');
    // The first post's four tags: three and "+1".
    expect(content).toContain('+1');
  });

  it('answers in English with ?lang=en', async () => {
    const { html } = await page('/blog?lang=en');
    expect(html).toMatch(/<html lang="en">/);
    expect(main(html)).toContain('Featured');
    expect(main(html)).toContain('Published on');
    expect(html).toContain(`<link rel="canonical" href="${t.baseUrl}/blog?lang=en"/>`);
  });

  it('filters by category, without a featured post', async () => {
    const { response, html } = await page('/blog?category=rettungsschwimmen');
    expect(response.status).toBe(200);
    const content = main(html);
    expect(content).toContain('Rettungsschwimmer werden');
    expect(content).not.toContain('Ab wann sollte mein Kind');
    expect(content).not.toContain('blog-featured');
    expect(content).toMatch(/aria-current="page"[^>]*>Rettungsschwimmen</);
  });

  it('says so when a category has no posts', async () => {
    const { html } = await page('/blog?category=Gibt-es-nicht');
    expect(main(html)).toContain('Keine Beiträge in dieser Kategorie');
    const english = await page('/blog?category=Gibt-es-nicht&lang=en');
    expect(main(english.html)).toContain('No posts in this category');
  });
});

describe('/blog/{slug} rendered on the server', () => {
  it('shows the article with its content rendered from Markdown, and no stored HTML', async () => {
    const { response, html } = await page('/blog/markdown-im-blog');
    expect(response.status).toBe(200);
    const content = main(html);
    expect(content).toMatch(/<h1[^>]*>Markdown im Blog<\/h1>/);
    expect(content).toMatch(/<h3[^>]*>Zwischentitel<\/h3>/);
    expect(content).toContain('<strong>fetter</strong>');
    expect(content).toContain('<a href="https://www.dlrg.de" rel="noopener noreferrer">Link</a>');
    // Stored HTML is dropped from the page (the Relay records carry the content only as JSON data).
    expect(content).not.toContain('alert(1)');
    expect(content).not.toMatch(/onerror/i);
    expect(content).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
    expect(content).toContain('Ein Beitrag mit Formatierung.');
    // Two related posts, the same category first.
    expect(content).toMatch(/data-testid="blog-related"[\s\S]*Ab wann sollte mein Kind[\s\S]*Was gehört in die Schwimmtasche\?/);
  });

  it('describes the article for search engines and social networks', async () => {
    const { html } = await page('/blog/ab-wann-schwimmen-lernen');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Ab wann sollte mein Kind schwimmen lernen?',
      author: { '@type': 'Organization' },
      publisher: { '@type': 'Organization' },
    });
  });

  it('finds the article whatever the case of the slug, with the stored slug as canonical', async () => {
    const { response, html } = await page('/blog/AB-WANN-SCHWIMMEN-LERNEN');
    expect(response.status).toBe(200);
    expect(main(html)).toContain('Ab wann sollte mein Kind schwimmen lernen?');
    expect(html).toContain(`<link rel="canonical" href="${t.baseUrl}/blog/ab-wann-schwimmen-lernen"/>`);
  });

  it.each(['/blog/gibt-es-nicht', '/blog/neue-kurszeiten-herbst'])(
    'answers %s (unknown or a draft) with 404 and a way back',
    async (path) => {
      const { response, html } = await page(path);
      expect(response.status).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(main(html)).toContain('Der angeforderte Blog-Beitrag konnte nicht gefunden werden.');
      expect(main(html)).toMatch(/<a[^>]*href="\/blog"[^>]*>Zurück zum Blog<\/a>/);
      expect(html).not.toContain('Dieser Beitrag ist noch ein Entwurf');
    },
  );
});

describe('the blog in the sitemap and the API', () => {
  it('lists /blog and every published post, no draft', async () => {
    const xml = await (await fetch(`${t.baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${t.baseUrl}/blog</loc>`);
    expect(xml).toContain(`<loc>${t.baseUrl}/blog/ab-wann-schwimmen-lernen</loc>`);
    expect(xml).toContain(`<loc>${t.baseUrl}/blog/markdown-im-blog</loc>`);
    expect(xml).not.toContain('neue-kurszeiten-herbst');
  });

  it('offers the categories of published posts and two related posts, same category first', async () => {
    const { data } = await t.graphql(`{
      blogCategories
      blogPost(slug: "was-gehoert-in-die-schwimmtasche") { relatedPosts { slug } }
    }`);
    expect(data.blogCategories).toEqual(['Bäderbetrieb', 'Rettungsschwimmen', 'Schwimmkurse']);
    expect(data.blogPost.relatedPosts.map((post: { slug: string }) => post.slug)).toEqual(['ab-wann-schwimmen-lernen', 'markdown-im-blog']);
  });
});
