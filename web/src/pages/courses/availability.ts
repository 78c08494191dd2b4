import type { BadgeTone } from '../../ui/Badge';

const TONES: Record<string, BadgeTone> = {
  AVAILABLE: 'success',
  ALMOST_FULL: 'warning',
  FULLY_BOOKED: 'danger',
  STARTED: 'neutral',
  ENDED: 'neutral',
  CANCELLED: 'danger',
};

/** The server decides the availability (0 left, under 30 %, else); the client only colours it. */
export function availabilityTone(availability: string): BadgeTone {
  return TONES[availability] ?? 'neutral';
}

/**
 * The course has begun, is over or was cancelled (the server's STARTED/ENDED/CANCELLED): its free places no longer
 * matter, and "9 of 15 places free" would read as an offer.
 */
export function freePlacesIrrelevant(availability: string): boolean {
  return availability === 'STARTED' || availability === 'ENDED' || availability === 'CANCELLED';
}

/**
 * Why no place can be requested, or null when one can. The server decides (`Course.bookable`: on offer,
 * a free place left, not started); the client only tells "full" (from `availability`) from the rest.
 */
export function requestClosedReason(course: { bookable: boolean; availability: string }): 'FULLY_BOOKED' | 'NOT_BOOKABLE' | null {
  if (course.bookable) return null;
  return course.availability === 'FULLY_BOOKED' ? 'FULLY_BOOKED' : 'NOT_BOOKABLE';
}
