import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import type { CourseDetailTestQuery } from '../../__generated__/CourseDetailTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QueryRenderer, resolveAllOperations } from '../../test/relayMock';
import { CourseDetail } from './CourseDetail';
import { parseCourseId } from './courseId';
import { CourseNotFound } from './CourseNotFound';
import { theme } from '../../ui/theme';

/** A filled button's background: the theme's primary colour, as the browser computes it. */
const FILLED = `rgb(${[1, 3, 5].map((start) => parseInt(theme.colors.primary.slice(start, start + 2), 16)).join(', ')})`;

const query = graphql`
  query CourseDetailTestQuery @relay_test_operation {
    course(databaseId: 3) {
      ...CourseDetail_course
    }
    shopSettings {
      vatMode
    }
  }
`;

const course = {
  databaseId: 3,
  title: 'Kraulkurs',
  description: 'Technik für Fortgeschrittene.',
  level: 'ADVANCED',
  ageGroup: 'ADULTS_18_PLUS',
  startDate: '2025-10-01',
  endDate: '2025-11-19',
  schedule: 'Mittwochs',
  time: '19:00-20:00',
  location: 'Hallenbad Gersthofen',
  duration: '8 x 60 Minuten',
  availableSlots: 4,
  totalSlots: 8,
  availability: 'AVAILABLE',
  priceCents: 18000,
  notes: 'Bitte 10 Minuten vorher da sein.',
  specialRequirements: '25 m sicher schwimmen',
  cancellationPolicy: null,
  bookable: true,
  cancelledAt: null,
};

function renderDetail(overrides: Record<string, unknown> = {}, language: 'de' | 'en' = 'de', vatMode = 'SMALL_BUSINESS') {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, { Course: () => ({ ...course, ...overrides }), ShopSettings: () => ({ vatMode }) });
  return renderWithProviders(
    <QueryRenderer<CourseDetailTestQuery> query={query}>
      {(data) => <CourseDetail course={data.course!} vatMode={data.shopSettings.vatMode} />}
    </QueryRenderer>,
    { environment, language },
  );
}

describe('CourseDetail', () => {
  it('shows the course with a request link and the general terms', () => {
    renderDetail();
    expect(screen.getByTestId('course-title')).toHaveTextContent('Kraulkurs');
    expect(screen.getByTestId('availability-badge')).toHaveTextContent('Verfügbar');
    expect(screen.getByText('01.10.2025 – 19.11.2025')).toBeInTheDocument();
    expect(screen.getByText('8 x 60 Minuten')).toBeInTheDocument();
    expect(screen.getByTestId('course-price')).toHaveTextContent('180,00 €');
    expect(screen.getByRole('link', { name: 'Unverbindlich anfragen' })).toHaveAttribute('href', '/course-request?courseId=3');
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled();
    expect(screen.getByText(/Mindestteilnehmerzahl/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /info@h2o-gersthofen.de/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('link', { name: /Zurück zu allen Kursen/ })).toHaveAttribute('href', '/courses');
  });

  it('shows "Keine Angabe" for missing values and disables the request when full', async () => {
    renderDetail({
      description: null,
      schedule: null,
      time: '',
      location: null,
      duration: null,
      notes: null,
      specialRequirements: null,
      cancellationPolicy: 'Eigene Bedingungen.',
      availableSlots: 0,
      availability: 'FULLY_BOOKED',
      bookable: false,
    });
    // Description, requirements and notes say there is none; weekdays, time and place not fixed yet are left out.
    expect(screen.getAllByText('Keine Angabe')).toHaveLength(3);
    expect(screen.queryByText('Uhrzeit')).toBeNull();
    expect(screen.queryByText('Ort')).toBeNull();
    expect(screen.queryByText('Kurstage')).toBeNull();
    expect(screen.getByText('Keine Angabe zur Kursdauer')).toBeInTheDocument();
    expect(screen.getByText('Eigene Bedingungen.')).toBeInTheDocument();
    expect(screen.getByTestId('course-request')).toBeDisabled();
    expect(screen.getByTestId('course-request')).toHaveTextContent('Ausgebucht');
    expect(screen.queryByTestId('course-request-note')).not.toBeInTheDocument();
    // A full course offers its waitlist (its form is a chunk of its own, loaded for full courses only). Importing it
    // (Formik, yup) took over the default second on a loaded CI machine: the wait is longer, the assertion the same.
    expect(await screen.findByRole('heading', { name: /Warteliste/ }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('the VAT note beside the price follows the shop setting', () => {
  it.each([
    ['SMALL_BUSINESS', 'de', 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.'],
    ['SMALL_BUSINESS', 'en', 'No VAT is charged (small business, § 19 UStG).'],
    ['INCLUDED_19', 'de', 'inkl. 19 % MwSt.'],
    ['INCLUDED_19', 'en', 'incl. 19% VAT'],
  ] as const)('%s in %s: "%s", in the price box', (vatMode, language, note) => {
    renderDetail({}, language, vatMode);
    expect(screen.getByTestId('vat-note').textContent).toBe(note);
    // Beside the price, not somewhere else on the page.
    expect(screen.getByTestId('course-price').parentElement).toContainElement(screen.getByTestId('vat-note'));
  });
});

describe('the request button follows Course.bookable', () => {
  it('says when a course with places left can no longer be requested (e.g. it has started)', () => {
    renderDetail({ availableSlots: 4, availability: 'AVAILABLE', bookable: false });
    expect(screen.getByTestId('course-request')).toBeDisabled();
    expect(screen.getByTestId('course-request')).toHaveTextContent('Nicht mehr buchbar');
    expect(screen.queryByTestId('course-request-note')).not.toBeInTheDocument();
    expect(screen.queryByTestId('add-to-cart')).not.toBeInTheDocument();
    expect(screen.getByTestId('availability-badge')).toHaveTextContent('Verfügbar');
  });

  it.each([
    [{ availableSlots: 0, availability: 'FULLY_BOOKED', bookable: false }, 'Fully booked'],
    [{ availableSlots: 2, availability: 'ALMOST_FULL', bookable: false }, 'No longer bookable'],
  ])('labels the disabled button in English: %p', async (overrides, label) => {
    renderDetail(overrides, 'en');
    expect(screen.getByTestId('course-request')).toBeDisabled();
    expect(screen.getByTestId('course-request')).toHaveTextContent(label);
    if (overrides.availability === 'FULLY_BOOKED')
      expect(await screen.findByRole('heading', { name: /waiting list|waitlist/i })).toBeInTheDocument();
  });

  it.each([
    ['ENDED', 'de', 'Beendet', 'Nicht mehr buchbar'],
    ['STARTED', 'en', 'Already started', 'No longer bookable'],
  ] as const)('shows a %s course as such (%s) and refuses the request', (availability, language, label, closed) => {
    renderDetail({ availability, bookable: false }, language);
    expect(screen.getByTestId('availability-badge')).toHaveTextContent(label);
    expect(screen.getByTestId('course-request')).toBeDisabled();
    expect(screen.getByTestId('course-request')).toHaveTextContent(closed);
    expect(screen.queryByTestId('places-left')).not.toBeInTheDocument();
  });

  it.each([
    ['de', 'Dieser Kurs wurde abgesagt.'],
    ['en', 'This course was cancelled.'],
  ] as const)('says at the top that a cancelled course was cancelled (%s): no free places, no way to book it', (language, text) => {
    renderDetail(
      { availability: 'CANCELLED', availableSlots: 9, totalSlots: 15, bookable: false, cancelledAt: '2099-01-05T10:00:00.000Z' },
      language,
    );
    const notice = screen.getByTestId('course-cancelled');
    expect(notice).toHaveTextContent(text);
    // In the page's header, beside the badge, not below the description in the price box.
    expect(notice.closest('header')).toContainElement(screen.getByTestId('course-title'));
    expect(screen.getByTestId('availability-badge')).toHaveTextContent(language === 'de' ? 'Abgesagt' : 'Cancelled');
    expect(screen.queryByTestId('places-left')).toBeNull();
    expect(screen.queryByTestId('course-request')).toBeNull();
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
  });

  it.each([
    ['de', 'Dieser Kurs ist ausgebucht. Tragen Sie sich auf die Warteliste ein', 'Auf die Warteliste'],
    ['en', 'This course is fully booked. Join the waitlist', 'Join the waitlist'],
  ] as const)('points a full course to its waitlist at the top (%s)', async (language, text, link) => {
    renderDetail({ availableSlots: 0, availability: 'FULLY_BOOKED', bookable: false, notes: null }, language);
    const notice = screen.getByTestId('course-full-notice');
    expect(notice).toHaveTextContent(text);
    expect(notice.closest('header')).toContainElement(screen.getByTestId('course-title'));
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '#waitlist');
  });

  it('offers the request whenever the server says bookable', () => {
    renderDetail({ availableSlots: 1, availability: 'ALMOST_FULL', bookable: true }, 'en');
    expect(screen.getByRole('link', { name: 'Ask without booking' })).toHaveAttribute('href', '/course-request?courseId=3');
  });

  it.each([
    ['de', 'Eine Anfrage ist unverbindlich und noch keine Buchung'],
    ['en', 'A request is non-binding and not yet a booking'],
  ] as const)(
    'makes "add to cart" the one filled action, before the outlined request that says it is non-binding (%s)',
    (language, note) => {
      renderDetail({}, language);
      const actions = [...document.querySelectorAll('aside a, aside button')];
      expect(actions.filter((element) => getComputedStyle(element).backgroundColor === FILLED)).toEqual([
        screen.getByTestId('add-to-cart'),
      ]);
      expect(actions.indexOf(screen.getByTestId('add-to-cart'))).toBeLessThan(actions.indexOf(screen.getByTestId('course-request')));
      expect(screen.getByTestId('course-request')).toHaveAccessibleDescription(expect.stringContaining(note));
    },
  );
});

describe('course not found', () => {
  it('accepts only positive numeric ids', () => {
    expect(parseCourseId('12')).toBe(12);
    expect(parseCourseId('abc')).toBeNull();
    expect(parseCourseId('1.5')).toBeNull();
    expect(parseCourseId('0')).toBeNull();
    expect(parseCourseId('99999999999')).toBeNull();
  });

  it('explains and links back to the list', () => {
    renderWithProviders(<CourseNotFound />);
    expect(screen.getByRole('heading', { name: 'Kurs nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Der angeforderte Kurs konnte nicht gefunden werden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Kursübersicht' })).toHaveAttribute('href', '/courses');
  });
});
