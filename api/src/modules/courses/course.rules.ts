import { CourseAvailability, CourseLevel } from './course.enums.js';

/** Below this share of all places a course counts as almost fully booked (SPEC §9). */
export const LOW_AVAILABILITY_SHARE = 0.3;

export function courseAvailability(availableSlots: number, totalSlots: number): CourseAvailability {
  const left = Math.max(0, availableSlots);
  if (left === 0) return CourseAvailability.FULLY_BOOKED;
  if (totalSlots > 0 && left < totalSlots * LOW_AVAILABILITY_SHARE) return CourseAvailability.ALMOST_FULL;
  return CourseAvailability.AVAILABLE;
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
