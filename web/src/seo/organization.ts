import type { DayOfWeek, LocalBusiness, Organization, PostalAddress, WithContext } from 'schema-dts';
import { CONTACT_EMAIL } from '../layout/contact';

/** The business as search engines should know it (docs/SPEC.md §1: Gersthofen, Mon–Fri 9–17, Sat by appointment). */
export const ORGANISATION_NAME = 'H2O Gersthofen';

/** Without a business profile only the town is public (SPEC names no street or telephone): the address stops at the locality. */
export const ORGANISATION_ADDRESS: PostalAddress = {
  '@type': 'PostalAddress',
  addressLocality: 'Gersthofen',
  postalCode: '86368',
  addressRegion: 'Bayern',
  addressCountry: 'DE',
};

/**
 * The business profile's public fields (staff enter them in Settings; `publicBusinessProfile`), as the
 * imprint and the organisation's JSON-LD print them. An empty field keeps the imprint's placeholder and is left out here.
 */
export interface BusinessFacts {
  legalName: string;
  street: string;
  postalCode: string;
  town: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
  email: string;
  vatId: string;
  registerEntry: string;
}

/** What pages show while the profile cannot be read: the facts docs/SPEC.md §1 gives, nothing invented. */
export const DEFAULT_BUSINESS_FACTS: BusinessFacts = {
  legalName: ORGANISATION_NAME,
  street: '',
  postalCode: ORGANISATION_ADDRESS.postalCode as string,
  town: ORGANISATION_ADDRESS.addressLocality as string,
  country: 'DE',
  phone: '',
  email: CONTACT_EMAIL,
  vatId: '',
  registerEntry: '',
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
export function localBusinessJsonLd(
  origin: string,
  description: string,
  business: BusinessFacts = DEFAULT_BUSINESS_FACTS,
): WithContext<LocalBusiness> {
  // The profile's facts where staff entered them; the region is Bavaria's only for a German address in Gersthofen's state.
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    ...(business.street ? { streetAddress: business.street } : {}),
    addressLocality: business.town,
    postalCode: business.postalCode,
    ...(business.country === 'DE' ? { addressRegion: ORGANISATION_ADDRESS.addressRegion } : {}),
    addressCountry: business.country,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': organisationId(origin),
    name: ORGANISATION_NAME,
    ...(business.legalName && business.legalName !== ORGANISATION_NAME ? { legalName: business.legalName } : {}),
    description,
    url: `${origin}/`,
    email: business.email,
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.vatId ? { vatID: business.vatId } : {}),
    address,
    areaServed: 'Gersthofen',
    openingHours: 'Mo-Fr 09:00-17:00',
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '09:00', closes: '17:00' }],
  };
}
