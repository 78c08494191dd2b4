/**
 * Amounts and dates in mails, the way the site shows them (web/src/i18n/format.ts): in German euros as "1.234,50 €"
 * and dates as day.month.year (docs/SPEC.md §1, §9); in English "€1,234.50" and day/month/year (en-GB), so a
 * mail and the order page the customer opens from it read alike.
 */
import type { Language } from '../../context/language.js';
import { displayEuros } from '../../validation/money.js';

/** Integer euro cents to "12,50 €" (with a no-break space, so the amount never wraps apart) or, in English, "€12.50". */
export const formatEuroCents = (cents: number, language: Language = 'de') => displayEuros(cents, language);

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (`YYYY-MM-DD`, a course's start) to "dd.mm.yyyy" ("dd/mm/yyyy" in English), read without time zones so it never shifts. */
export function formatLocalDate(value: string, language: Language = 'de'): string {
  const match = LOCAL_DATE.exec(value);
  return match ? [match[3], match[2], match[1]].join(language === 'en' ? '/' : '.') : value;
}

// Instants (when ordered, the payment deadline) are days in Gersthofen, wherever the server runs.
const DAY = { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const gersthofenDate = { de: new Intl.DateTimeFormat('de-DE', DAY), en: new Intl.DateTimeFormat('en-GB', DAY) };

/** An ISO date-time to its day in Gersthofen, "dd.mm.yyyy" ("dd/mm/yyyy" in English). */
export function formatInstantDate(iso: string, language: Language = 'de'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : gersthofenDate[language].format(date);
}

const MOMENT = { ...DAY, hour: '2-digit', minute: '2-digit' } as const;
const gersthofenDateTime = { de: new Intl.DateTimeFormat('de-DE', MOMENT), en: new Intl.DateTimeFormat('en-GB', MOMENT) };

/** An ISO date-time to its day and time of day in Gersthofen, "dd.mm.yyyy, hh:mm" ("dd/mm/yyyy, hh:mm" in English; when something happened, for staff). */
export function formatInstantDateTime(iso: string, language: Language = 'de'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : gersthofenDateTime[language].format(date);
}
