import { screen, within } from '@testing-library/react';
import { SiteOriginProvider } from '../../seo/SiteOrigin';
import { expectHeadingsInOrder } from '../../test/headingOrder';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AboutPage } from './AboutPage';

const ORIGIN = 'https://h2o.example';

function renderAbout(language: 'de' | 'en') {
  return renderWithProviders(
    <SiteOriginProvider origin={ORIGIN}>
      <AboutPage />
    </SiteOriginProvider>,
    { language, route: '/about' },
  );
}

const texts = {
  de: {
    title: 'Über uns',
    site: 'H2O Gersthofen – Ihre Bäderwelt',
    sections: ['Unsere Geschichte', 'Unsere Werte', 'Was wir anbieten', 'Unser Werdegang', 'Lernen wir uns kennen'],
    values: ['Fachkompetenz', 'Qualität', 'Kundenorientierung', 'Teamarbeit'],
    serviceLinks: ['Mehr zu Technische Bäderbetreuung', 'Mehr zu Schwimmkurse', 'Mehr zu Coaching'],
    allServices: 'Alle Leistungen ansehen',
    contact: 'Kontakt aufnehmen',
    claims: /über 20 Jahren Erfahrung und mehr als 50 Partnern/,
  },
  en: {
    title: 'About us',
    site: 'H2O Gersthofen – Your Pool World',
    sections: ['Our story', 'Our values', 'What we offer', 'Our path', "Let's get to know each other"],
    values: ['Expertise', 'Quality', 'Customer focus', 'Teamwork'],
    serviceLinks: ['More about Technical pool management', 'More about Swimming courses', 'More about Coaching'],
    allServices: 'View all services',
    contact: 'Contact us',
    claims: /over 20 years of experience and more than 50 partners/,
  },
} as const;

describe.each(['de', 'en'] as const)('the about page in %s', (language) => {
  const text = texts[language];

  it('tells the story, the four values and the career timeline, with headings in order', () => {
    const { container } = renderAbout(language);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.title);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(text.sections);
    expect(screen.getByText(text.claims)).toBeInTheDocument();
    expect(screen.getAllByTestId('about-value').map((card) => within(card).getByRole('heading').textContent)).toEqual(text.values);
    const stages = screen.getAllByTestId('about-stage').map((stage) => stage.querySelector('p')?.textContent);
    expect(stages).toEqual(['1992–1995', '1995–2000', '2000–2010', '2010–2023']);
    expectHeadingsInOrder(container);
  });

  it('links the three services, all services and the contact page with names that say where they go', () => {
    renderAbout(language);
    const serviceLinks = text.serviceLinks.map((name) => screen.getByRole('link', { name }).getAttribute('href'));
    expect(serviceLinks).toEqual(['/service/TechnischeBaederbetreuung', '/service/Schwimmkurse', '/service/Coaching']);
    for (const link of screen.getAllByRole('link', { name: text.allServices })) expect(link).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: text.contact })).toHaveAttribute('href', '/contact');
  });

  it('has an indexable head: title, description, canonical and an AboutPage about the business', () => {
    renderAbout(language);
    expect(document.title).toBe(`${text.title} – ${text.site}`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^(Über|About) H2O Gersthofen/);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/about`);
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(ld).toMatchObject({ '@type': 'AboutPage', name: text.title, about: { '@id': `${ORIGIN}/#organization` } });
  });
});
