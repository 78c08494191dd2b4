import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { loadServiceContent } from './content/loadServiceContent';
import type { ServiceContent } from './content/types';
import { ServiceArticle } from './ServiceArticle';

const SLUGS = [
  'technische-baederbetreuung',
  'saisonale-einwinterung',
  'aufsichtspersonal',
  'seminare',
  'betriebshandbuch',
  'gefaehrdungsbeurteilungen',
  'mentoring',
  'coaching',
];

async function contentOf(slug: string) {
  const content = await loadServiceContent(slug);
  if (!content) throw new Error(`no content for ${slug}`);
  return content;
}

function renderArticle(content: ServiceContent, language: 'de' | 'en' = 'de') {
  return renderWithProviders(<ServiceArticle content={content} />, { language });
}

/** A section by its heading (each section is a region labelled by its h2). */
function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('service page copy', () => {
  it.each(SLUGS)('%s has German and English copy of the same shape', async (slug) => {
    const { de, en } = await contentOf(slug);
    // Same structure in both languages: a translation that drops a card or a bullet fails here.
    const shape = (content: ServiceContent) => ({
      benefits: content.benefits.length,
      sections: content.sections.map((s) => ({
        kind: s.kind,
        items: s.items.map((item) => (typeof item === 'string' ? 1 : 'bullets' in item ? (item.bullets?.length ?? 0) : 0)),
      })),
    });
    expect(shape(en)).toEqual(shape(de));
    expect(de.benefits).toHaveLength(4);
    expect(en.headline).not.toBe(de.headline);
  });

  it('has none for an unknown slug (a service staff add later gets the generic page)', async () => {
    expect(await loadServiceContent('unbekannt')).toBeNull();
    expect(await loadServiceContent('constructor')).toBeNull();
  });
});

describe('ServiceArticle', () => {
  it('technical pool management: hero with contact link, 4 benefits, 5 services, closing call to action', async () => {
    renderArticle((await contentOf('technische-baederbetreuung')).de);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Technik, die Ihr Bad zuverlässig am Laufen hält');
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/contact');
    const benefits = within(section('Ihre Vorteile'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(benefits).toEqual(['Ressourcenoptimierung', 'Kosteneffizienz', 'Risikomanagement', 'Prozessoptimierung']);
    const services = within(section('Unsere Leistungen'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(services).toEqual([
      'Wartung und Inspektion',
      'Wasseraufbereitung',
      'Energiemanagement',
      'Qualitätskontrolle',
      'Anlagenüberwachung',
    ]);
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/contact');
  });

  it('technical pool management in English, with "Contact Us" at the end', async () => {
    renderArticle((await contentOf('technische-baederbetreuung')).en, 'en');
    const benefits = within(section('Your benefits'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(benefits).toEqual(['Resource optimisation', 'Cost efficiency', 'Risk management', 'Process optimisation']);
    expect(within(section('Our services')).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('seasonal opening and closing: a numbered 4-step process and an 8-item work list', async () => {
    renderArticle((await contentOf('saisonale-einwinterung')).de);
    const steps = within(section('So gehen wir vor')).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Anlagenprüfung', 'Wasseraufbereitung und Konservierung', 'Frostschutz', 'Leistungsoptimierung']);
    expect(within(section('Unsere Arbeiten im Überblick')).getAllByRole('listitem')).toHaveLength(8);
  });

  it('lifeguard staff: 4 expertise blocks with 4 bullets each', async () => {
    renderArticle((await contentOf('aufsichtspersonal')).en, 'en');
    const cards = within(section('Our expertise')).getAllByTestId('service-card-item');
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(within(card).getAllByRole('listitem')).toHaveLength(4);
  });

  it('seminars: 3 formats, the last with certified completion, and 3 topic areas', async () => {
    renderArticle((await contentOf('seminare')).de);
    expect(
      within(section('Unsere Formate'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Vorträge', 'Workshops', 'Seminare mit zertifiziertem Abschluss']);
    expect(within(section('Themenbereiche')).getAllByTestId('service-card-item')).toHaveLength(3);
  });

  it('a service without copy shows hero and closing only', () => {
    renderArticle({
      label: 'Dienstleistung',
      headline: 'Neu',
      intro: 'Text',
      benefitsTitle: '',
      benefits: [],
      sections: [],
      closingTitle: 'Interesse geweckt?',
      closingText: 'Schreiben Sie uns.',
    });
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Neu', 'Interesse geweckt?']);
  });
});
