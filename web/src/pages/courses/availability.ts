import type { BadgeTone } from '../../ui/Badge';

const TONES: Record<string, BadgeTone> = {
  AVAILABLE: 'success',
  ALMOST_FULL: 'warning',
  FULLY_BOOKED: 'danger',
};

/** The server decides the availability (0 left, under 30 %, else); the client only colours it. */
export function availabilityTone(availability: string): BadgeTone {
  return TONES[availability] ?? 'neutral';
}

/** Share of free places for the bar: availableSlots / totalSlots, never below 0 or above 1. */
export function freeShare(availableSlots: number, totalSlots: number): number {
  if (!(totalSlots > 0)) return 0;
  return Math.min(1, Math.max(0, availableSlots) / totalSlots);
}
