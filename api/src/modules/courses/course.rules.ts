import type { ArgumentProblem } from '../../validation/invalid-argument.js';
import { CourseAvailability, CourseLevel } from './course.enums.js';

/** Below this share of all places a course counts as almost fully booked (docs/SPEC.md §9). */
export const LOW_AVAILABILITY_SHARE = 0.3;

/**
 * The label the site shows: a course the school cancelled says so; one that has ended or started says so (it can no longer be booked,
 * see `isBookable`), else the free places decide. `availableSlots` is never below 0 nor above
 * `totalSlots`, and `totalSlots` is at least 1: the database's `courses_slots_check` is the one home of that rule.
 */
export function courseAvailability(
  course: { availableSlots: number; totalSlots: number; startDate?: string | null; endDate?: string | null; cancelledAt?: Date | null },
  today: string,
): CourseAvailability {
  // Cancelled outranks everything: its places were returned to the count, so "9 of 15 free" would read as bookable.
  if (course.cancelledAt) return CourseAvailability.CANCELLED;
  if (hasEnded(course.endDate, today)) return CourseAvailability.ENDED;
  if (hasStarted(course.startDate, today)) return CourseAvailability.STARTED;
  if (course.availableSlots === 0) return CourseAvailability.FULLY_BOOKED;
  if (course.availableSlots < course.totalSlots * LOW_AVAILABILITY_SHARE) return CourseAvailability.ALMOST_FULL;
  return CourseAvailability.AVAILABLE;
}

const gersthofenDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The last date formatted and the second it was formatted for (`todayInGersthofen`). */
let lastToday = { second: Number.NaN, date: '' };

/**
 * Today's calendar date where the courses take place (ISO `YYYY-MM-DD`), whatever the server's time zone. Formatting
 * in a time zone costs a few microseconds, and a list of 200 courses asks for it per row and field: the date of the
 * last second asked for is kept (a second has one date, so a clock that jumps, or a test's fake one, still gets its own).
 */
export function todayInGersthofen(now = new Date()): string {
  const second = Math.floor(now.getTime() / 1000);
  if (second !== lastToday.second) lastToday = { second, date: gersthofenDate.format(now) };
  return lastToday.date;
}

/** A course has started once its first day is before today. One with no date yet has not. */
export function hasStarted(startDate: string | null | undefined, today: string): boolean {
  return !!startDate && startDate < today;
}

/** A course has ended once its last day is before today. One with no end date has not. */
export function hasEnded(endDate: string | null | undefined, today: string): boolean {
  return !!endDate && endDate < today;
}

/**
 * A course is over once its last day is past; one without a last day once its first day is past (a one-day course).
 * An ended course can no longer be cancelled: there is nothing left to call off or refund for.
 */
export function courseEnded(course: { startDate?: string | null; endDate?: string | null }, today: string): boolean {
  return hasEnded(course.endDate ?? course.startDate, today);
}

/**
 * A course can be reviewed once it has begun: from its first day on (Gersthofen's date), while it runs and after it
 * ended. Before that nobody has taken part; a course without a start date has not begun.
 */
export function isReviewable(course: { startDate?: string | null }, today: string): boolean {
  return !!course.startDate && course.startDate <= today;
}

type BookableFacts = { isActive?: boolean; availableSlots: number; startDate?: string | null; endDate?: string | null };

/** Why a place cannot be requested or booked now, most lasting reason first; null when it can. */
export type BookingRefusal = 'NOT_OFFERED' | 'ENDED' | 'STARTED' | 'FULL';

export function bookingRefusal(course: BookableFacts, today: string): BookingRefusal | null {
  return offerRefusal(course, today) ?? (course.availableSlots <= 0 ? 'FULL' : null);
}

/** Why a course is not on offer now (inactive, ended, started), whatever its free places; null when it is. */
export function offerRefusal(course: Omit<BookableFacts, 'availableSlots'>, today: string): Exclude<BookingRefusal, 'FULL'> | null {
  if (course.isActive === false) return 'NOT_OFFERED';
  if (hasEnded(course.endDate, today)) return 'ENDED';
  if (hasStarted(course.startDate, today)) return 'STARTED';
  return null;
}

/** A place can be requested or booked: the course is offered, has a free place and has neither started nor ended. */
export function isBookable(course: BookableFacts, today: string): boolean {
  return bookingRefusal(course, today) === null;
}

/** Tie-breaker after the start date (docs/SPEC.md §4): Anfänger 1, Fortgeschritten 2, Profi 3. */
export const LEVEL_SORT_ORDER: Record<CourseLevel, number> = {
  [CourseLevel.BEGINNER]: 1,
  [CourseLevel.ADVANCED]: 2,
  [CourseLevel.PROFESSIONAL]: 3,
};

/** A course search takes at most this many words and characters (each word is one more condition on the SQL). */
export const MAX_SEARCH_WORDS = 8;
export const MAX_SEARCH_LENGTH = 200;

/** Splits a search text into the words that must each appear in title or description. */
export function searchTerms(search: string | null | undefined): string[] {
  return (search ?? '')
    .trim()
    .split(/\s+/)
    .filter((term) => term.length > 0);
}

/** Why a search text is refused (too long, too many words), or null: refused, never silently shortened. */
export function searchProblem(search: string | null | undefined): ArgumentProblem | null {
  if (!search) return null;
  if (search.length > MAX_SEARCH_LENGTH) return { reason: 'TOO_LONG', id: 'validation.tooLong', values: { max: MAX_SEARCH_LENGTH } };
  if (searchTerms(search).length > MAX_SEARCH_WORDS)
    return { reason: 'TOO_MANY_WORDS', id: 'validation.tooManyWords', values: { max: MAX_SEARCH_WORDS } };
  return null;
}
