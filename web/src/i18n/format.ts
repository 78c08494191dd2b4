import type { IntlShape } from 'react-intl';
import { displayEuros } from '@h2o/api/validation/money';
import { formatMessages } from './messages';

/**
 * Integer euro cents to "12,50 €" in German, "€12.50" in English (`locale`: the interface language, `intl.locale`;
 * German when absent); anything that is not a finite number counts as 0.
 */
export function formatMoney(cents: number | null | undefined, locale = 'de'): string {
  return displayEuros(typeof cents === 'number' && Number.isFinite(cents) ? Math.round(cents) : 0, locale);
}

const dateFormat = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' } as const;
// Made on first use (costly on a phone's CPU while the first page starts; a page needs only its language's).
const dates: Partial<Record<'de' | 'en', Intl.DateTimeFormat>> = {};
const dateFormatOf = (language: 'de' | 'en') =>
  (dates[language] ??= new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', dateFormat));
/** How a calendar day is written: "06.09.2025" in German, "06/09/2025" in (British) English. */
const DATE_SEPARATOR = { de: '.', en: '/' };
const languageOf = (intl: IntlShape) => (intl.locale === 'en' ? 'en' : 'de');

type DateInput = string | Date | null | undefined;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "dd.mm.yyyy" (German) or "dd/mm/yyyy" (English), or null when the input is not a date. Throws only on exotic input. */
function toDate(value: string | Date, language: 'de' | 'en'): string | null {
  if (typeof value === 'string') {
    // A LocalDate is a calendar day: read it without time zones so it never shifts by one.
    const match = LOCAL_DATE.exec(value.trim());
    if (match) {
      const [, year, month, day] = match;
      const check = new Date(Date.UTC(+year, +month - 1, +day));
      if (check.getUTCMonth() !== +month - 1 || check.getUTCDate() !== +day) return null;
      return [day, month, year].join(DATE_SEPARATOR[language]);
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormatOf(language).format(date);
}

function isEmpty(value: DateInput): value is null | undefined | '' {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

/** A date in the interface language's style (docs/SPEC.md §1 German; English pages en-GB); empty, unreadable and failing input give translated texts (docs/SPEC.md §8). */
export function formatDate(intl: IntlShape, value: DateInput): string {
  if (isEmpty(value)) return intl.formatMessage(formatMessages.noDate);
  try {
    return toDate(value, languageOf(intl)) ?? intl.formatMessage(formatMessages.invalidDate);
  } catch {
    return intl.formatMessage(formatMessages.dateError);
  }
}

/** "01.09.2025 – 20.10.2025" ("01/09/2025 – 20/10/2025" in English); one date when the other is missing. */
export function formatDateRange(intl: IntlShape, start: DateInput, end: DateInput): string {
  if (isEmpty(start) || isEmpty(end) || start === end) {
    return formatDate(intl, isEmpty(start) ? end : start);
  }
  return intl.formatMessage(formatMessages.dateRange, {
    start: formatDate(intl, start),
    end: formatDate(intl, end),
  });
}
