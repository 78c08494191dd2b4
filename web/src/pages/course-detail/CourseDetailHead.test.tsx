import { graphql } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import type { CourseDetailHeadTestQuery } from '../../__generated__/CourseDetailHeadTestQuery.graphql';
import { SiteOriginProvider } from '../../seo/SiteOrigin';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QueryRenderer, resolveAllOperations } from '../../test/relayMock';
import { CourseDetail } from './CourseDetail';

const query = graphql`
  query CourseDetailHeadTestQuery @relay_test_operation {
    course(databaseId: 3) {
      ...CourseDetail_course
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
  location: 'Hallenbad Gersthofen',
  availableSlots: 4,
  totalSlots: 8,
  availability: 'AVAILABLE',
  bookable: true,
  priceCents: 18050,
};

const ORIGIN = 'https://h2o.example';

function renderCourse(overrides: Record<string, unknown> = {}, language: 'de' | 'en' = 'de') {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, { Course: () => ({ ...course, ...overrides }) });
  return renderWithProviders(
    <SiteOriginProvider origin={ORIGIN}>
      <QueryRenderer<CourseDetailHeadTestQuery> query={query}>
        {(data) => <CourseDetail course={data.course!} vatMode="SMALL_BUSINESS" />}
      </QueryRenderer>
    </SiteOriginProvider>,
    { environment, language, route: '/course/3', path: '/course/:id' },
  );
}

const head = (selector: string) => document.head.querySelector(selector);
const headContent = (selector: string) => head(selector)?.getAttribute('content');

function jsonLdScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
}

function courseJson(): any {
  const scripts = jsonLdScripts();
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0].textContent ?? '');
}

describe('the course page head', () => {
  it('in German: title, description, canonical URL, language alternates and Open Graph in <head>', () => {
    renderCourse();
    expect(document.title).toBe('Kraulkurs – H2O Gersthofen – Ihre Bäderwelt');
    expect(headContent('meta[name="description"]')).toBe('Technik für Fortgeschrittene.');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/course/3`); // the page names itself
    expect(head('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', `${ORIGIN}/course/3?lang=de`);
    expect(head('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${ORIGIN}/course/3?lang=en`);
    expect(head('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${ORIGIN}/course/3`);
    expect(headContent('meta[property="og:title"]')).toBe('Kraulkurs');
    expect(headContent('meta[property="og:description"]')).toBe('Technik für Fortgeschrittene.');
    expect(headContent('meta[property="og:url"]')).toBe(`${ORIGIN}/course/3`);
    expect(headContent('meta[property="og:type"]')).toBe('website');
    expect(headContent('meta[property="og:locale"]')).toBe('de_DE');
    expect(headContent('meta[property="og:locale:alternate"]')).toBe('en_US');
    expect(headContent('meta[property="og:site_name"]')).toBe('H2O Gersthofen');
    expect(head('meta[name="robots"]')).toBeNull();
  });

  it('in English, with a sentence naming the course and its dates when it has no description', () => {
    renderCourse({ description: null }, 'en');
    expect(document.title).toBe('Kraulkurs – H2O Gersthofen – Your Pool World');
    const description =
      'Kraulkurs: swimming course of the H2O swimming school in Gersthofen, 01/10/2025 – 19/11/2025. Dates, price and free places at a glance.';
    expect(headContent('meta[name="description"]')).toBe(description);
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/course/3`);
    expect(headContent('meta[property="og:locale"]')).toBe('en_US');
    expect(courseJson().description).toBe(description);
  });
});

describe('the course page JSON-LD', () => {
  it('is a schema.org Course with its on-site CourseInstance in Gersthofen and the offer in euros', () => {
    renderCourse();
    const json = courseJson();
    expect(json['@context']).toBe('https://schema.org');
    expect(json).toMatchObject({
      '@type': 'Course',
      name: 'Kraulkurs',
      description: 'Technik für Fortgeschrittene.',
      url: `${ORIGIN}/course/3?lang=de`,
      provider: { '@type': 'Organization', name: 'H2O Gersthofen', url: `${ORIGIN}/` },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        startDate: '2025-10-01',
        endDate: '2025-11-19',
        location: {
          '@type': 'Place',
          name: 'Hallenbad Gersthofen',
          address: { '@type': 'PostalAddress', addressLocality: 'Gersthofen', postalCode: '86368', addressCountry: 'DE' },
        },
        offers: {
          '@type': 'Offer',
          price: 180.5,
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: `${ORIGIN}/course/3?lang=de`,
        },
      },
    });
  });

  it.each([
    ['ALMOST_FULL', true, 'https://schema.org/LimitedAvailability'],
    ['FULLY_BOOKED', false, 'https://schema.org/SoldOut'],
    ['STARTED', false, 'https://schema.org/OutOfStock'],
    ['ENDED', false, 'https://schema.org/Discontinued'],
  ])('tells a course that is %s (bookable: %s) as %s', (availability, bookable, expected) => {
    renderCourse({ availability, bookable });
    expect(courseJson().hasCourseInstance.offers.availability).toBe(expected);
  });

  it('keeps a title containing </script> inside the data block', () => {
    const title = 'Kraul </script><script>window.hacked = 1</script> & <!-- Co';
    renderCourse({ title });
    expect(document.querySelectorAll('script')).toHaveLength(1);
    const [script] = jsonLdScripts();
    expect(script.innerHTML).not.toMatch(/<\/script|<!--/i);
    expect(courseJson().name).toBe(title);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
