/**
 * Which weekdays a course's schedule text names ("Sonntags", "Mittwochs", "Montag bis Freitag", "Tuesdays and
 * Thursdays", "Mo/Mi"), so its calendar can hold one event per session. 0 = Sunday … 6 = Saturday (Date#getUTCDay).
 * A text that names no weekday (a block course: "nach Absprache") gives none: the calendar then holds the period.
 */
const WEEKDAY_WORDS: [RegExp, number][] = [
  [/^(sonntags?|so|sundays?|sun)$/, 0],
  [/^(montags?|mo|mondays?|mon)$/, 1],
  [/^(dienstags?|di|tuesdays?|tue|tues)$/, 2],
  [/^(mittwochs?|mi|wednesdays?|wed)$/, 3],
  [/^(donnerstags?|do|thursdays?|thu|thurs)$/, 4],
  [/^(freitags?|fr|fridays?|fri)$/, 5],
  [/^(samstags?|sonnabends?|sa|saturdays?|sat)$/, 6],
];

const RANGE_WORDS = new Set(['bis', 'to', 'through', 'till', 'until', '-', '–']);

function weekdayOf(word: string): number | null {
  const found = WEEKDAY_WORDS.find(([pattern]) => pattern.test(word));
  return found ? found[1] : null;
}

/** The weekdays the schedule names, in week order (Monday first); empty when it names none. */
export function scheduleWeekdays(schedule: string | null | undefined): number[] {
  if (!schedule) return [];
  const words = schedule
    .toLowerCase()
    .replace(/[.,;/&+]/g, ' ')
    .replace(/([–-])/g, ' $1 ')
    .split(/\s+/)
    .filter(Boolean);
  const days = new Set<number>();
  let previous: number | null = null;
  let rangeFrom: number | null = null;
  for (const word of words) {
    if (RANGE_WORDS.has(word) && previous !== null) {
      rangeFrom = previous;
      continue;
    }
    const day = weekdayOf(word);
    if (day === null) continue;
    if (rangeFrom !== null) {
      // "Montag bis Freitag": every day from the first to the last, across the weekend when it wraps.
      for (let current: number = rangeFrom; current !== day; current = (current + 1) % 7) days.add(current);
      rangeFrom = null;
    }
    days.add(day);
    previous = day;
  }
  return [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
}

/** "12:15-13:00" (also "12.15 – 13 Uhr", "9:00-9:45") as start and end minutes of the day; null when it is not a time span. */
export function dailyTimeSpan(time: string | null | undefined): { start: [number, number]; end: [number, number] } | null {
  const match = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*(?:uhr)?\s*[-–]\s*(\d{1,2})(?:[:.](\d{2}))?\s*(?:uhr)?\s*$/i.exec(time ?? '');
  if (!match) return null;
  const start: [number, number] = [Number(match[1]), Number(match[2] ?? 0)];
  const end: [number, number] = [Number(match[3]), Number(match[4] ?? 0)];
  const valid = ([hour, minute]: [number, number]) => hour <= 23 && minute <= 59;
  if (!valid(start) || !valid(end) || end[0] * 60 + end[1] <= start[0] * 60 + start[1]) return null;
  return { start, end };
}

/** Every calendar day (`YYYY-MM-DD`) from `startDate` to `endDate` (inclusive) that falls on one of `weekdays`. */
export function sessionDays(startDate: string, endDate: string, weekdays: readonly number[]): string[] {
  const days: string[] = [];
  const last = Date.parse(`${endDate}T00:00:00Z`);
  // A course of years would be a typing error; a year of sessions is the most a calendar gets.
  for (let time = Date.parse(`${startDate}T00:00:00Z`), count = 0; time <= last && count < 366; time += 86_400_000, count++) {
    const day = new Date(time);
    if (weekdays.includes(day.getUTCDay())) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** The UTC instant of a wall-clock time in Gersthofen (Europe/Berlin) on a calendar day, summer time included. */
export function berlinTimeToUtc(day: string, [hour, minute]: [number, number]): number {
  const asIfUtc = Date.parse(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  // The zone's offset at that moment (asked twice: the first guess may sit on the other side of a change).
  let utc = asIfUtc - berlinOffsetMs(asIfUtc);
  utc = asIfUtc - berlinOffsetMs(utc);
  return utc;
}

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' });

function berlinOffsetMs(instant: number): number {
  const name = offsetFormat.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000;
}
