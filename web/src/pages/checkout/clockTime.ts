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
