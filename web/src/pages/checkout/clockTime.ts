/**
 * A moment as the time on the school's clock (Europe/Berlin, wherever the visitor is): "14:35" in
 * German (the text adds "Uhr"), "2:35 pm" in English. Built from parts: Intl's English form is "2:35 PM",
 * with a narrow no-break space in some ICU versions and not in others.
 */
export function formatClockTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const english = locale.startsWith('en');
  const parts = new Intl.DateTimeFormat(english ? 'en-US' : 'de-DE', {
    hour: english ? 'numeric' : '2-digit',
    minute: '2-digit',
    hour12: english,
    timeZone: 'Europe/Berlin',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  return english ? `${time} ${part('dayPeriod').toLowerCase()}` : time;
}

const berlinDateParts = (date: Date) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Europe/Berlin',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
};

/**
 * The day of a moment on the school's calendar, as people write it: "08.12.2026" in German, "08/12/2026" in English;
 * null when `iso` is no date or falls on the same Berlin day as `now` (then the clock time alone is clear).
 */
export function clockDateUnlessToday(iso: string, locale: string, now: Date): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = berlinDateParts(date);
  const today = berlinDateParts(now);
  if (day.year === today.year && day.month === today.month && day.day === today.day) return null;
  return locale.startsWith('en') ? `${day.day}/${day.month}/${day.year}` : `${day.day}.${day.month}.${day.year}`;
}
