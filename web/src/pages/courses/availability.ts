import type { BadgeTone } from '../../ui/Badge';

const TONES: Record<string, BadgeTone> = {
  AVAILABLE: 'success',
  ALMOST_FULL: 'warning',
  FULLY_BOOKED: 'danger',
  STARTED: 'neutral',
  ENDED: 'neutral',
};

/** The server decides the availability (0 left, under 30 %, else); the client only colours it. */
export function availabilityTone(availability: string): BadgeTone {
  return TONES[availability] ?? 'neutral';
}

/** The course has begun or is over (the server's STARTED/ENDED): its free places no longer matter. */
export function isUnderwayOrOver(availability: string): boolean {
  return availability === 'STARTED' || availability === 'ENDED';
}

/**
 * Why no place can be requested, or null when one can. The server decides (`Course.bookable`: on offer,
 * a free place left, not started); the client only tells "full" (from `availability`) from the rest.
 */
export function requestClosedReason(course: { bookable: boolean; availability: string }): 'FULLY_BOOKED' | 'NOT_BOOKABLE' | null {
  if (course.bookable) return null;
  return course.availability === 'FULLY_BOOKED' ? 'FULLY_BOOKED' : 'NOT_BOOKABLE';
}
