import type { Language } from '../../../context/language.js';
import { toCsv } from '../../orders/admin/participants-csv.js';
import type { SubscriberRow } from './newsletter-subscribers.reader.js';

const HEADERS: Record<Language, string[]> = {
  de: ['E-Mail', 'Sprache', 'Bestätigt am', 'Einwilligung (Version)', 'Einwilligung am'],
  en: ['E-mail', 'Language', 'Confirmed at', 'Consent (version)', 'Consent given at'],
};

/** The confirmed subscribers as a CSV for Excel (participants-csv.ts: `;`, BOM, formulas defused); times ISO, UTC. */
export function subscribersCsv(rows: SubscriberRow[], language: Language): string {
  return toCsv([
    HEADERS[language],
    ...rows.map((row) => [
      row.email,
      row.language,
      row.confirmedAt?.toISOString() ?? '',
      row.consentVersion,
      row.consentedAt.toISOString(),
    ]),
  ]);
}

export const subscribersCsvFileName = (language: Language, now: Date) =>
  `${language === 'de' ? 'Newsletter-Abonnenten' : 'Newsletter subscribers'} ${now.toISOString().slice(0, 10)}.csv`;
