const dateTimeFormat = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
} as const;
const dateTimes = { de: new Intl.DateTimeFormat('de-DE', dateTimeFormat), en: new Intl.DateTimeFormat('en-GB', dateTimeFormat) };

/**
 * "01.03.2026, 14:35" (German) or "01/03/2026, 14:35" (English, `locale` = `intl.locale`) in Gersthofen's time, or null
 * for no or an unreadable time. docs/SPEC.md §1 writes dates the German way; English pages write them the English way.
 */
export function formatDateTime(value: string | null | undefined, locale = 'de'): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateTimes[locale === 'en' ? 'en' : 'de'].format(date);
}
