import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import type { HomeSectionsTestQuery } from '../../__generated__/HomeSectionsTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QueryRenderer, resolveAllOperations } from '../../test/relayMock';
import { HomeAbout } from './HomeAbout';
import { HomeCallToAction } from './HomeCallToAction';
import { HomeFeatures } from './HomeFeatures';
import { HomeServiceGrid } from './HomePage';
import { TestimonialCarousel } from './TestimonialCarousel';

const CANONICAL_SLUGS = ['technische-baederbetreuung', 'saisonale-einwinterung', 'aufsichtspersonal', 'seminare', 'mentoring', 'coaching'];

describe('the home page services block without services from the API', () => {
  it.each([
    ['de', 'Mehr zu Technische Bäderbetreuung', 'Mehr zu Aufsichtspersonal'],
    ['en', 'More about Technical pool management', 'More about Lifeguard staff'],
  ] as const)('in %s shows the six built-in services, linking to their canonical pages', (language, first, third) => {
    renderWithProviders(<HomeServiceGrid services={[]} />, { language });
    const cards = screen.getAllByTestId('service-card');
    expect(cards).toHaveLength(6);
    const links = cards.map((card) => within(card).getByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(CANONICAL_SLUGS.map((slug) => `/service/${slug}`));
    expect(links[0]).toHaveAccessibleName(first);
    expect(links[2]).toHaveAccessibleName(third);
    // every card has its own description text
    for (const card of cards) expect(card.querySelector('p')?.textContent).toBeTruthy();
  });
});

describe('the static home sections', () => {
  it('show the four features: certified, individual, quality, focus', () => {
    renderWithProviders(<HomeFeatures />, { language: 'en' });
    const features = screen.getAllByTestId('home-feature');
    expect(features.map((feature) => within(feature).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Certified',
      'Individual',
      'Quality',
      'Customer focus',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Why H2O' })).toBeInTheDocument();
  });

  it('call to action and about block link to /contact, /courses and /about', () => {
    renderWithProviders(
      <>
        <HomeCallToAction />
        <HomeAbout />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Kurse ansehen' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: 'Mehr über uns' })).toHaveAttribute('href', '/about');
    expect(screen.getAllByTestId('home-about-fact').map((fact) => fact.textContent)).toEqual([
      'Jahre Erfahrung20+',
      'Partner50+',
      'Geprüfte FachkräfteZertifiziert',
      'Aus Gersthofen für die RegionRegional',
    ]);
  });
});

const query = graphql`
  query HomeSectionsTestQuery @relay_test_operation {
    testimonials(first: 6) {
      edges {
        node {
          id
          ...TestimonialCard_testimonial
        }
      }
    }
  }
`;

function renderCarousel(count: number) {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, {
    TestimonialConnection: () => ({
      edges: Array.from({ length: count }, (_, index) => ({
        node: { id: `t${index + 1}`, name: `Kunde ${index + 1}`, role: null, content: `Text ${index + 1}`, rating: 5 },
      })),
    }),
  });
  return renderWithProviders(
    <QueryRenderer<HomeSectionsTestQuery> query={query}>
      {(data) => <TestimonialCarousel testimonials={data.testimonials.edges.map(({ node }) => node)} />}
    </QueryRenderer>,
    { environment },
  );
}

function visibleNames() {
  const current = screen.getAllByTestId('testimonial-slide').filter((slide) => !slide.hasAttribute('aria-hidden'));
  expect(current).toHaveLength(1);
  return within(current[0])
    .getAllByTestId('testimonial-card')
    .map((card) => card.querySelector('figcaption')?.textContent);
}

describe('the testimonials carousel', () => {
  it.each([1, 3])('shows %i testimonials on one slide, without dots', (count) => {
    renderCarousel(count);
    expect(screen.getAllByTestId('testimonial-card')).toHaveLength(count);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('with more than 3 shows 3 per slide and a dot per slide; a dot shows its slide', () => {
    renderCarousel(5);
    const dots = within(screen.getByRole('group', { name: 'Bewertungen blättern' })).getAllByRole('button');
    expect(dots).toHaveLength(2);
    expect(dots[0]).toHaveAccessibleName('Seite 1 von 2');
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');
    expect(visibleNames()).toEqual(['Kunde 1', 'Kunde 2', 'Kunde 3']);
    // Both slides are in the DOM (same grid cell: the tallest reserves the height); the hidden one is inert.
    const slides = screen.getAllByTestId('testimonial-slide');
    expect(slides).toHaveLength(2);
    expect(slides[1]).toHaveAttribute('inert');

    fireEvent.click(screen.getByRole('button', { name: 'Seite 2 von 2' }));
    expect(visibleNames()).toEqual(['Kunde 4', 'Kunde 5']);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(slides[0]).toHaveAttribute('inert');
    expect(slides[1]).not.toHaveAttribute('inert');
  });
});
