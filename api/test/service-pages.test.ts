import { join } from 'node:path';
import { type TestApp, startTestApp } from './test-app.js';

// The built client with its server entry, as `npm start` serves it (the global setup builds it).
const webDistDir = join(import.meta.dirname, '../../web/dist');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webDistDir });
});
afterAll(() => t?.close());

/** A page as a crawler asks for it: redirects are answers to check, not to follow. */
async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}${path}`, { headers, redirect: 'manual' });
  return { response, html: await response.text() };
}

/** The demo data's eight services with the headline of each page, German and English. */
const PAGES: [slug: string, de: string, en: string][] = [
  ['technische-baederbetreuung', 'Technik, die Ihr Bad zuverlässig am Laufen hält', 'Technology that keeps your pool running reliably'],
  ['saisonale-einwinterung', 'Sicher durch den Winter, pünktlich in die Saison', 'Safely through the winter, on time into the season'],
  ['aufsichtspersonal', 'Qualifizierte Badeaufsicht, wenn Sie sie brauchen', 'Qualified pool supervision whenever you need it'],
  ['seminare', 'Weiterbildung aus der Praxis für die Praxis', 'Training from practice, for practice'],
  ['betriebshandbuch', 'Ihr Betriebshandbuch: vollständig, aktuell und gelebt', 'Your operating manual: complete, current and in use'],
  ['gefaehrdungsbeurteilungen', 'Gefahren erkennen, bevor etwas passiert', 'Recognising hazards before anything happens'],
  ['mentoring', 'Erfahrung, die Sie auf Ihrem Weg begleitet', 'Experience that accompanies you on your way'],
  ['coaching', 'Coaching für Führungskräfte und Teams im Bäderbetrieb', 'Coaching for managers and teams in pool operations'],
];

function headline(html: string): string | undefined {
  return /<h1[^>]*data-testid="service-headline"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

/** The page's JSON-LD blocks, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

describe('service pages rendered on the server', () => {
  it.each(PAGES)('/service/%s answers 200 with its headline in German and English', async (slug, de, en) => {
    const german = await page(`/service/${slug}`, { 'accept-language': 'de-DE' });
    expect(german.response.status).toBe(200);
    expect(german.html).toMatch(/<html lang="de">/);
    expect(headline(german.html)).toBe(de);
    expect(german.html).toContain('Kontakt aufnehmen');

    const english = await page(`/service/${slug}?lang=en`, { 'accept-language': 'de-DE' });
    expect(english.response.status).toBe(200);
    expect(english.html).toMatch(/<html lang="en">/);
    expect(headline(english.html)).toBe(en);
    expect(english.html).toContain('Contact Us');
    expect(english.html).toContain(`<link rel="canonical" href="${t.baseUrl}/service/${slug}?lang=en"/>`);
  });

  it('describes the service as schema.org Service, provided by the organisation', async () => {
    const { html } = await page('/service/aufsichtspersonal?lang=en');
    const service = jsonLd(html).find((data) => data['@type'] === 'Service');
    expect(service).toMatchObject({
      name: 'Lifeguard Staff',
      url: `${t.baseUrl}/service/aufsichtspersonal?lang=en`,
      provider: { '@type': 'Organization', '@id': `${t.baseUrl}/#organization`, name: 'H2O Gersthofen' },
      areaServed: { '@type': 'City', name: 'Gersthofen' },
    });
  });

  it.each([
    ['/service/Mentoring', '/service/mentoring'],
    ['/service/Coaching', '/service/coaching'],
    ['/service/TechnischeBaederbetreuung', '/service/technische-baederbetreuung'],
    ['/service/SaisonaleEinwinterung', '/service/saisonale-einwinterung'],
    ['/service/Seminare', '/service/seminare'],
    ['/service/Betriebshandbuch', '/service/betriebshandbuch'],
    ['/service/Gefaehrdungsbeurteilungen', '/service/gefaehrdungsbeurteilungen'],
    ['/service/GEFAEHRDUNGSBEURTEILUNGEN', '/service/gefaehrdungsbeurteilungen'],
    ['/service/Gef%C3%A4hrdungsbeurteilungen', '/service/gefaehrdungsbeurteilungen'],
    ['/service/AUFSICHTSPERSONAL?lang=en', '/service/aufsichtspersonal?lang=en'],
  ])('%s redirects for good to %s', async (path, location) => {
    const { response } = await page(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it('sends /service/Schwimmkurse (the swimming courses, not a service) to /courses', async () => {
    for (const path of ['/service/Schwimmkurse', '/service/schwimmkurse']) {
      const { response } = await page(path);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/courses');
    }
  });

  it('answers an unknown service with the not-found page and 404', async () => {
    const { response, html } = await page('/service/no-such-service', { 'accept-language': 'de-DE' });
    expect(response.status).toBe(404);
    expect(html).toContain('data-testid="not-found"');
    expect(html).toContain('Seite nicht gefunden');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('/services', () => {
  it('lists every service with a link to its canonical page, and the contact box', async () => {
    const { response, html } = await page('/services', { 'accept-language': 'de-DE' });
    expect(response.status).toBe(200);
    expect(html).toContain('Unsere Dienstleistungen');
    expect(html.match(/data-testid="service-card"/g)).toHaveLength(PAGES.length);
    for (const [slug] of PAGES) expect(html).toContain(`href="/service/${slug}"`);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Kontakt aufnehmen<\/a>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it('in English', async () => {
    const { html } = await page('/services', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('Our Services');
    expect(html).toContain('Lifeguard Staff');
  });

  it('and the sitemap names /services and each service page once, by its canonical slug', async () => {
    const xml = await (await fetch(`${t.baseUrl}/sitemap.xml`)).text();
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain(`${t.baseUrl}/services`);
    const servicePages = locations.filter((location) => location.startsWith(`${t.baseUrl}/service/`));
    expect(servicePages).toEqual(PAGES.map(([slug]) => `${t.baseUrl}/service/${slug}`));
  });
});
