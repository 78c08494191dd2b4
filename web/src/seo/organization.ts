import type { DayOfWeek, LocalBusiness, Organization, PostalAddress, WithContext } from 'schema-dts';
import { CONTACT_EMAIL } from '../layout/contact';

/** The business as search engines should know it (SPEC §1: Gersthofen, Mon–Fri 9–17, Sat by appointment). */
export const ORGANISATION_NAME = 'H2O Gersthofen';

/** Only the town is public (SPEC names no street or telephone): the address stops at the locality. */
export const ORGANISATION_ADDRESS: PostalAddress = {
  '@type': 'PostalAddress',
  addressLocality: 'Gersthofen',
  postalCode: '86368',
  addressRegion: 'Bayern',
  addressCountry: 'DE',
};

const WEEKDAYS: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
  (day) => `https://schema.org/${day}` as DayOfWeek,
);

function organisationId(origin: string): string {
  return `${origin}/#organization`;
}

/** The provider of every course: a reference by `@id` plus the name Google's Course check requires. */
export function organisationReference(origin: string): Organization {
  return { '@type': 'Organization', '@id': organisationId(origin), name: ORGANISATION_NAME, url: `${origin}/` };
}

/**
 * The home page's LocalBusiness. "Saturday by appointment" has no opening-hours form in schema.org,
 * so only Mon–Fri are hours; the description (the page's own, translated) says the rest.
 */
export function localBusinessJsonLd(origin: string, description: string): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': organisationId(origin),
    name: ORGANISATION_NAME,
    description,
    url: `${origin}/`,
    email: CONTACT_EMAIL,
    address: ORGANISATION_ADDRESS,
    areaServed: 'Gersthofen',
    openingHours: 'Mo-Fr 09:00-17:00',
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '09:00', closes: '17:00' }],
  };
}
