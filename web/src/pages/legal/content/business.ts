import { CONTACT_EMAIL } from '../../../layout/contact';
import { type BusinessFacts, DEFAULT_BUSINESS_FACTS, ORGANISATION_ADDRESS, ORGANISATION_NAME } from '../../../seo/organization';

/** The facts SPEC §1 gives about the business, shared by every legal text (the rest are `Fill`s). */
export const BUSINESS = {
  name: ORGANISATION_NAME,
  postalCode: ORGANISATION_ADDRESS.postalCode as string,
  town: ORGANISATION_ADDRESS.addressLocality as string,
  email: CONTACT_EMAIL,
};

// The business profile's public facts (issue 24) and what shows while there are none: defined beside the organisation's JSON-LD.
export { type BusinessFacts, DEFAULT_BUSINESS_FACTS } from '../../../seo/organization';

/** The country's name in the page's language ("Deutschland", "Germany"); the code itself where the runtime has no name. */
export function countryName(code: string, language: 'de' | 'en'): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The business profile's public fields in the GraphQL shape, or the defaults (the imprint when the API cannot answer). */
export function businessFacts(profile: Readonly<BusinessFacts> | null | undefined): BusinessFacts {
  return profile ? { ...profile } : DEFAULT_BUSINESS_FACTS;
}

/** The supervisory authority for private bodies in Bavaria (Art. 77 GDPR complaints). */
export const BAVARIAN_DPA = {
  name: 'Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)',
  street: 'Promenade 18',
  town: '91522 Ansbach',
  url: 'https://www.lda.bayern.de',
};
