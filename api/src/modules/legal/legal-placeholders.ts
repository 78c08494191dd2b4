import type { BusinessProfile } from '../settings/business-profile.js';

/** The legal pages staff edit: the imprint (§ 5 DDG), the privacy policy (GDPR) and the terms. */
export const LEGAL_DOCUMENTS = ['imprint', 'privacy', 'terms'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENTS)[number];
export const LEGAL_LANGUAGES = ['de', 'en'] as const;
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number];

/** The facts a legal text may insert by `{{name}}`: the business profile's public fields and the data-retention setting. */
export interface LegalFacts {
  profile: Pick<
    BusinessProfile,
    'legalName' | 'owner' | 'street' | 'postalCode' | 'town' | 'country' | 'phone' | 'email' | 'vatId' | 'registerEntry'
  >;
  retentionMonths: number;
}

/**
 * Every placeholder, in the order the editor lists them, with what an empty value shows instead: the bracketed
 * label, which the page marks and the checklist reports as unfilled (never an invented value).
 */
export const LEGAL_PLACEHOLDERS = {
  legalName: { de: 'Name des Unternehmens', en: 'name of the business' },
  owner: { de: 'Inhaber/in bzw. Rechtsform und Vertretung', en: 'owner, or legal form and representative' },
  street: { de: 'Straße und Hausnummer', en: 'street and house number' },
  postalCode: { de: 'Postleitzahl', en: 'postcode' },
  town: { de: 'Ort', en: 'town' },
  country: { de: 'Land', en: 'country' },
  phone: { de: 'Telefonnummer', en: 'telephone number' },
  email: { de: 'E-Mail-Adresse', en: 'e-mail address' },
  vatId: { de: 'USt-IdNr.', en: 'VAT ID' },
  registerEntry: { de: 'Registergericht und Registernummer', en: 'register court and number' },
  retentionMonths: { de: 'Aufbewahrung in Monaten', en: 'retention in months' },
  retentionPeriod: { de: 'Aufbewahrungsdauer', en: 'retention period' },
} as const satisfies Record<string, Record<LegalLanguage, string>>;
export type LegalPlaceholder = keyof typeof LEGAL_PLACEHOLDERS;
export const LEGAL_PLACEHOLDER_NAMES = Object.keys(LEGAL_PLACEHOLDERS) as LegalPlaceholder[];

/** `{{ name }}` (spaces allowed inside the braces). */
export const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The country's name in the language ("Deutschland", "Germany"); the code itself where the runtime has none. */
function countryName(code: string, language: LegalLanguage): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Each placeholder's value in one language; '' when the fact is not entered. */
export function placeholderValues(facts: LegalFacts, language: LegalLanguage): Record<LegalPlaceholder, string> {
  const { profile, retentionMonths } = facts;
  const months = retentionMonths;
  const period = language === 'de' ? (months === 1 ? 'einen Monat' : `${months} Monate`) : months === 1 ? 'one month' : `${months} months`;
  return {
    legalName: profile.legalName,
    owner: profile.owner,
    street: profile.street,
    postalCode: profile.postalCode,
    town: profile.town,
    country: profile.country ? countryName(profile.country, language) : '',
    phone: profile.phone,
    email: profile.email,
    vatId: profile.vatId,
    registerEntry: profile.registerEntry,
    retentionMonths: String(months),
    retentionPeriod: period,
  };
}

/** Names in `{{…}}` that are no placeholder (a typo would otherwise show as braces on the page). */
export function unknownPlaceholders(markdown: string): string[] {
  const unknown = new Set<string>();
  for (const match of markdown.matchAll(PLACEHOLDER_PATTERN)) if (!(match[1] in LEGAL_PLACEHOLDERS)) unknown.add(match[1]);
  return [...unknown];
}
