import { CONTROL_CHARACTERS } from '../../validation/fields.js';
import { scheduleWeekdays, sessionDays } from '../orders/order-page/course-schedule.rules.js';

/** Most marks one call may carry (a phone's queue after a long offline spell stays far below). */
export const MAX_MARKS_PER_CALL = 300;
/** Longest trainer note, in characters. */
export const MAX_NOTE_LENGTH = 2000;
/** Longest range of days `trainerCourses` looks at. */
export const MAX_RANGE_DAYS = 62;
/** How far a mark's time may lie ahead of the server's clock (a phone's clock a little fast). */
export const MAX_CLOCK_AHEAD_MS = 24 * 3600 * 1000;

/**
 * The session days of a course (YYYY-MM-DD): each day from its start to its end on a weekday its schedule names
 * ("Dienstags", "Mo/Mi", as the order's calendar reads it); a schedule naming no weekday (a block course) makes every
 * day of the period a session. None while start or end is not fixed.
 */
export function courseSessionDays(course: { startDate?: string | null; endDate?: string | null; schedule?: string | null }): string[] {
  if (!course.startDate || !course.endDate) return [];
  const weekdays = scheduleWeekdays(course.schedule);
  return sessionDays(course.startDate, course.endDate, weekdays.length ? weekdays : [0, 1, 2, 3, 4, 5, 6]);
}

const berlinDayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) an instant falls on in Gersthofen. */
export function berlinDay(instant: Date): string {
  return berlinDayFormat.format(instant);
}

/** Days from `from` to `to` inclusive (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A note as stored: trimmed; line breaks and tabs allowed, other control characters not. */
export function noteProblem(text: string): 'TOO_LONG' | 'INVALID_CHARACTERS' | null {
  if (text.length > MAX_NOTE_LENGTH) return 'TOO_LONG';
  if (CONTROL_CHARACTERS.test(text.replace(/[\r\n\t]/g, ' '))) return 'INVALID_CHARACTERS';
  return null;
}
