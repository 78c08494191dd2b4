import { CourseAvailability, CourseLevel } from './course.enums.js';

/** Below this share of all places a course counts as almost fully booked (SPEC §9). */
export const LOW_AVAILABILITY_SHARE = 0.3;

/**
 * The label the site shows. `availableSlots` is never below 0 nor above `totalSlots`, and
 * `totalSlots` is at least 1: the database's `courses_slots_check` is the one home of that rule.
 */
export function courseAvailability(availableSlots: number, totalSlots: number): CourseAvailability {
  if (availableSlots === 0) return CourseAvailability.FULLY_BOOKED;
  if (availableSlots < totalSlots * LOW_AVAILABILITY_SHARE) return CourseAvailability.ALMOST_FULL;
  return CourseAvailability.AVAILABLE;
}

const gersthofenDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar date where the courses take place (ISO `YYYY-MM-DD`), whatever the server's time zone. */
export function todayInGersthofen(now = new Date()): string {
  return gersthofenDate.format(now);
}

/** A course has started once its first day is before today. One with no date yet has not. */
export function hasStarted(startDate: string | null | undefined, today: string): boolean {
  return !!startDate && startDate < today;
}

/** A place can be requested or booked: the course is offered, has a free place and has not started. */
export function isBookable(course: { isActive?: boolean; availableSlots: number; startDate?: string | null }, today: string): boolean {
  return course.isActive !== false && course.availableSlots > 0 && !hasStarted(course.startDate, today);
}

/** Tie-breaker after the start date (SPEC §4): Anfänger 1, Fortgeschritten 2, Profi 3. */
export const LEVEL_SORT_ORDER: Record<CourseLevel, number> = {
  [CourseLevel.BEGINNER]: 1,
  [CourseLevel.ADVANCED]: 2,
  [CourseLevel.PROFESSIONAL]: 3,
};

/** Splits a search text into the words that must each appear in title or description. */
export function searchTerms(search: string | null | undefined): string[] {
  return (search ?? '')
    .trim()
    .split(/\s+/)
    .filter((term) => term.length > 0)
    .slice(0, 8);
}
