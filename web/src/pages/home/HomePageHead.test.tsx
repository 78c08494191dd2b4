import { type BusinessFacts, DEFAULT_BUSINESS_FACTS } from '../../seo/organization';
import { SiteOriginProvider } from '../../seo/SiteOrigin';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HomeHead } from './HomeHead';

const ORIGIN = 'https://h2o.example';

// HomePage itself needs a data router, which jsdom (no fetch Request) cannot run; the browser test
// (web/e2e/seo.test.ts) checks the same data on the real home page.
async function renderHome(language: 'de' | 'en', business?: BusinessFacts) {
  return renderWithProviders(
    <SiteOriginProvider origin={ORIGIN}>
      <HomeHead business={business} />
    </SiteOriginProvider>,
    { language, route: '/' },
  );
}

function localBusiness(): any {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0].textContent ?? '');
}

describe('the home page head', () => {
  it('describes the business as a LocalBusiness in Gersthofen with its opening hours', async () => {
    await renderHome('de');
    expect(localBusiness()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${ORIGIN}/#organization`,
      name: 'H2O Gersthofen',
      url: `${ORIGIN}/`,
      email: 'info@h2o-gersthofen.de',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Gersthofen',
        postalCode: '86368',
        addressRegion: 'Bayern',
        addressCountry: 'DE',
      },
      openingHours: 'Mo-Fr 09:00-17:00',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
          opens: '09:00',
          closes: '17:00',
        },
      ],
    });
  });

  it.each([
    ['de', 'H2O Gersthofen – Ihre Bäderwelt', /^H2O Gersthofen: Schwimmkurse für Kinder/, 'de_DE'],
    ['en', 'H2O Gersthofen – Your Pool World', /^H2O Gersthofen: swimming courses for children/, 'en_US'],
  ] as const)('in %s: the site title, description, canonical and Open Graph', async (language, title, description, locale) => {
    await renderHome(language);
    expect(document.title).toBe(title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(description);
    expect(localBusiness().description).toMatch(description);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/`);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', title);
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', locale);
  });

  it('names the street, telephone, legal name and VAT id of the business profile when staff entered them', async () => {
    await renderHome('de', {
      ...DEFAULT_BUSINESS_FACTS,
      legalName: 'H2O Gersthofen – Inh. Erika Muster',
      street: 'Badstraße 7',
      phone: '0821 555123',
      vatId: 'DE123456789',
    });
    expect(localBusiness()).toMatchObject({
      name: 'H2O Gersthofen',
      legalName: 'H2O Gersthofen – Inh. Erika Muster',
      telephone: '0821 555123',
      vatID: 'DE123456789',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Badstraße 7',
        addressLocality: 'Gersthofen',
        postalCode: '86368',
        addressCountry: 'DE',
      },
    });
  });
});
