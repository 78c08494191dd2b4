const berlinDayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Gersthofen (YYYY-MM-DD), whatever the phone's time zone. */
export function berlinToday(now = new Date()): string {
  return berlinDayFormat.format(now);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Monday to Sunday of the week `day` falls in. */
export function weekOf(day: string): { from: string; to: string } {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(day, -weekday);
  return { from, to: addDays(from, 6) };
}

/** The session to show first: today's, else the last one before today, else the first. */
export function defaultSession(sessions: readonly string[], today: string): string | null {
  if (sessions.includes(today)) return today;
  const past = sessions.filter((day) => day < today);
  return past.length ? past[past.length - 1] : (sessions[0] ?? null);
}

const sessionFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A session day as a trainer reads it: "Mo., 7. Dez." in German, "Mon 7 Dec" in (British, as the English pages) English;
 * never "Mon, 12/07", which reads as July in Europe.
 */
export function sessionLabel(language: string, day: string): string {
  const locale = language === 'en' ? 'en-GB' : 'de-DE';
  let format = sessionFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    sessionFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}
