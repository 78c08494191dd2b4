import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, type LoaderFunctionArgs, RouterProvider } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { AppProviders } from '../../AppProviders';
import { SiteOriginProvider } from '../../seo/SiteOrigin';
import { answer } from '../../test/relayMock';
import '../../test/adminTestData'; // the data router's Request in jsdom
import { ImprintPage } from './ImprintPage';
import { imprintLoader, privacyLoader, termsLoader } from './legalLoader';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

const ORIGIN = 'https://h2o.example';

/** The page at its path with its loader, as the app's routes mount it; the text is what the server rendered. */
function renderLegal(Page: ComponentType, loader: (args: LoaderFunctionArgs) => unknown, path: string, language: 'de' | 'en') {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      { path, loader: (args: LoaderFunctionArgs) => loader({ ...args, context: { environment } }), Component: Page },
      { path: '/contact', Component: () => <p>Kontaktseite</p> },
    ],
    {
      initialEntries: [path],
    },
  );
  render(
    <AppProviders environment={environment as unknown as Environment} language={language}>
      <SiteOriginProvider origin={ORIGIN}>
        <RouterProvider router={router} />
      </SiteOriginProvider>
    </AppProviders>,
  );
  return { environment, router };
}

const html = `<h2 id="kontakt">Kontakt</h2><p>Telefon: <mark data-legal-placeholder="">[Telefonnummer]</mark> – <a href="/contact">Kontaktformular</a></p>`;

const pages = [
  {
    path: '/impressum',
    Page: ImprintPage,
    loader: imprintLoader,
    de: 'Impressum',
    en: 'Imprint',
    testId: 'legal-impressum',
    document: 'IMPRINT',
  },
  {
    path: '/datenschutz',
    Page: PrivacyPage,
    loader: privacyLoader,
    de: 'Datenschutzerklärung',
    en: 'Privacy policy',
    testId: 'legal-datenschutz',
    document: 'PRIVACY',
  },
  {
    path: '/agb',
    Page: TermsPage,
    loader: termsLoader,
    de: 'Allgemeine Geschäftsbedingungen',
    en: 'Terms and conditions',
    testId: 'legal-agb',
    document: 'TERMS',
  },
];

describe.each(pages)('$path', ({ path, Page, loader, de, en, testId, document: kind }) => {
  it.each([
    ['de', de, 'Stand: 01.12.2026'],
    ['en', en, 'Last updated: 01/12/2026'],
  ] as const)(
    "in %s: the title, the day of the version, an indexable head and the server's text in the language",
    async (language, title, updated) => {
      const { environment, router } = renderLegal(Page, loader, path, language);
      const operation = await answer(environment, 'LegalPageQuery', {
        Query: () => ({}),
        LegalPage: () => ({ html, updatedOn: '2026-12-01' }),
      });
      expect(operation.request.variables).toEqual({ document: kind });
      const article = await screen.findByTestId(testId);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(document.title.startsWith(`${title} – H2O Gersthofen`)).toBe(true);
      expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${path}`);
      expect(article.querySelector('[data-legal-placeholder]')).toHaveTextContent('[Telefonnummer]');
      expect(article.querySelector('h2')).toHaveAttribute('id', 'kontakt');
      expect(screen.getByText(updated).closest('time')).toHaveAttribute('dateTime', '2026-12-01');
      // A link to a path of the site opens in the app.
      screen.getByRole('link', { name: 'Kontaktformular' }).click();
      expect(await screen.findByText('Kontaktseite')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/contact');
      expect(screen.queryByText(updated)).toBeNull(); // the page is gone: it was there before the click
    },
  );
});
