import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import type { CourseCardTestQuery } from '../../__generated__/CourseCardTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QueryRenderer, resolveAllOperations } from '../../test/relayMock';
import { theme } from '../../ui/theme';
import { CourseCard } from './CourseCard';

const query = graphql`
  query CourseCardTestQuery @relay_test_operation {
    course(databaseId: 7) {
      ...CourseCard_course
    }
  }
`;

const baseCourse = {
  databaseId: 7,
  title: 'Seepferdchen Kompakt',
  level: 'BEGINNER',
  ageGroup: 'CHILDREN_5_7',
  startDate: '2025-09-06',
  endDate: '2025-10-25',
  time: '10:00-10:45',
  location: 'Hallenbad Gersthofen',
  priceCents: 14900,
  availableSlots: 6,
  totalSlots: 8,
  availability: 'AVAILABLE',
  bookable: true,
};

/** A filled button's background: the theme's primary colour, as the browser computes it. */
const FILLED = hexToRgb(theme.colors.primary);

function hexToRgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function renderCard(course: Record<string, unknown>, language: 'de' | 'en' = 'de') {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, { Course: () => ({ ...baseCourse, ...course }) });
  return renderWithProviders(
    <QueryRenderer<CourseCardTestQuery> query={query}>{(data) => <CourseCard course={data.course!} />}</QueryRenderer>,
    { environment, language },
  );
}

describe('CourseCard', () => {
  it('shows the course facts, price and links', () => {
    renderCard({});
    const card = screen.getByTestId('course-card');
    expect(within(card).getByRole('heading', { name: 'Seepferdchen Kompakt' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Anfänger');
    expect(card).toHaveTextContent('5-7 Jahre');
    expect(card).toHaveTextContent('06.09.2025 – 25.10.2025');
    expect(card).toHaveTextContent('10:00-10:45');
    expect(card).toHaveTextContent('Hallenbad Gersthofen');
    expect(screen.getByTestId('course-price')).toHaveTextContent('149,00 €');
    expect(screen.getByTestId('places-left')).toHaveTextContent('Noch 6 von 8 Plätzen frei');
    expect(screen.getByRole('link', { name: /Details ansehen/ })).toHaveAttribute('href', '/course/7');
    expect(screen.getByRole('link', { name: 'Unverbindlich anfragen: Seepferdchen Kompakt' })).toHaveAttribute(
      'href',
      '/course-request?courseId=7',
    );
    expect(screen.getByRole('button', { name: 'In den Warenkorb: Seepferdchen Kompakt' })).toHaveTextContent('In den Warenkorb');
    expect(card).not.toHaveTextContent('MwSt');
  });

  it.each(['de', 'en'] as const)(
    'makes booking the one filled (primary) action; the request is outlined and says it is non-binding (%s)',
    (language) => {
      renderCard({}, language);
      const actions = [...screen.getByTestId('course-card').querySelectorAll('a, button')];
      const filled = actions.filter((element) => getComputedStyle(element).backgroundColor === FILLED);
      expect(filled).toEqual([screen.getByTestId('add-to-cart')]);
      expect(screen.getByTestId('course-card-request')).toHaveTextContent(
        language === 'de' ? 'Unverbindlich anfragen' : 'Ask without booking',
      );
    },
  );

  it('makes the waitlist the one filled action of a full course', () => {
    renderCard({ availableSlots: 0, availability: 'FULLY_BOOKED', bookable: false });
    const actions = [...screen.getByTestId('course-card').querySelectorAll('a, button')];
    expect(actions.filter((element) => getComputedStyle(element).backgroundColor === FILLED)).toEqual([
      screen.getByTestId('course-waitlist'),
    ]);
    expect(screen.getByTestId('course-waitlist')).toHaveAttribute('href', '/course/7#waitlist');
  });

  it.each([
    ['de', 'Abgesagt', 'Dieser Kurs wurde abgesagt.'],
    ['en', 'Cancelled', 'This course was cancelled.'],
  ] as const)('shows a cancelled course as cancelled (%s): no free places, no booking', (language, label, text) => {
    renderCard({ availability: 'CANCELLED', availableSlots: 9, totalSlots: 15, bookable: false }, language);
    expect(screen.getByTestId('availability-badge')).toHaveTextContent(label);
    expect(screen.getByTestId('course-not-bookable')).toHaveTextContent(text);
    expect(screen.queryByTestId('places-left')).not.toBeInTheDocument();
    expect(screen.queryByTestId('add-to-cart')).not.toBeInTheDocument();
    expect(screen.queryByTestId('course-card-request')).not.toBeInTheDocument();
  });

  it.each([
    ['AVAILABLE', 6, 'Verfügbar'],
    ['ALMOST_FULL', 2, 'Fast ausgebucht'],
    ['FULLY_BOOKED', 0, 'Ausgebucht'],
  ])('labels %s with %i places as "%s"', (availability, availableSlots, label) => {
    renderCard({ availability, availableSlots });
    expect(screen.getByTestId('availability-badge')).toHaveTextContent(label);
  });

  it('sizes the bar by free places over total places', () => {
    renderCard({ availableSlots: 2, totalSlots: 8, availability: 'ALMOST_FULL' });
    expect(screen.getByTestId('availability-bar')).toHaveStyle({ width: '25%' });
    expect(screen.getByRole('meter', { name: 'Freie Plätze' })).toHaveAttribute('aria-valuenow', '25');
  });

  it('hides the request link when the course is full', () => {
    renderCard({ availableSlots: 0, availability: 'FULLY_BOOKED', bookable: false });
    expect(screen.queryByTestId('course-card-request')).not.toBeInTheDocument();
    expect(screen.queryByTestId('add-to-cart')).not.toBeInTheDocument();
    expect(screen.queryByTestId('course-not-bookable')).not.toBeInTheDocument();
    expect(screen.getByTestId('places-left')).toHaveTextContent('Keine Plätze mehr frei');
    expect(screen.getByTestId('availability-bar')).toHaveStyle({ width: '0%' });
    expect(screen.getByRole('link', { name: /Details ansehen/ })).toBeInTheDocument();
  });

  it('offers no request when the server says the course is not bookable, places or not', () => {
    renderCard({ availableSlots: 6, availability: 'AVAILABLE', bookable: false });
    expect(screen.queryByTestId('course-card-request')).not.toBeInTheDocument();
    expect(screen.getByTestId('course-not-bookable')).toHaveTextContent('Nicht mehr buchbar');
    expect(screen.getByTestId('availability-badge')).toHaveTextContent('Verfügbar');
    expect(screen.getByTestId('places-left')).toHaveTextContent('Noch 6 von 8 Plätzen frei');
  });

  it.each([
    ['STARTED', 'de', 'Bereits begonnen', 'Nicht mehr buchbar'],
    ['ENDED', 'de', 'Beendet', 'Nicht mehr buchbar'],
    ['STARTED', 'en', 'Already started', 'No longer bookable'],
    ['ENDED', 'en', 'Ended', 'No longer bookable'],
  ] as const)('says a %s course is so (%s), with no places left to count and no request', (availability, language, label, closed) => {
    renderCard({ availability, availableSlots: 6, bookable: false }, language);
    expect(screen.getByTestId('availability-badge')).toHaveTextContent(label);
    expect(screen.getByTestId('course-not-bookable')).toHaveTextContent(closed);
    expect(screen.queryByTestId('places-left')).not.toBeInTheDocument();
    expect(screen.queryByTestId('availability-bar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('course-card-request')).not.toBeInTheDocument();
  });

  it('shows fallbacks for missing values, and leaves out a time and place not fixed yet', () => {
    renderCard({ startDate: null, endDate: null, time: null, location: '', priceCents: Number.NaN });
    const card = screen.getByTestId('course-card');
    expect(card).toHaveTextContent('Kein Datum');
    expect(card).not.toHaveTextContent(/Keine Angabe|Uhrzeit|Ort/);
    expect(screen.getByTestId('course-price')).toHaveTextContent('0,00 €');
  });

  it('speaks English when chosen', () => {
    renderCard({ availability: 'ALMOST_FULL', availableSlots: 1 }, 'en');
    expect(screen.getByTestId('availability-badge')).toHaveTextContent('Almost full');
    expect(screen.getByTestId('course-card')).toHaveTextContent('Beginner');
    expect(screen.getByTestId('course-card')).toHaveTextContent('5-7 years');
    expect(screen.getByRole('link', { name: 'Ask without booking: Seepferdchen Kompakt' })).toBeInTheDocument();
    // Money stays German whatever the language.
    expect(screen.getByTestId('course-price')).toHaveTextContent('€149.00');
  });
});
