import { type BookingRefusal, bookingRefusal } from '../courses/course.rules.js';

type CourseFacts = Parameters<typeof bookingRefusal>[0];

/**
 * Why `quantity` places of a course cannot be in a cart now, or null when they can: the reasons a place
 * cannot be requested (`bookingRefusal`: not offered, ended, started, full), and fewer free places than
 * asked. Places the cart holds during checkout (`heldForThisCart`) count as free for it; checkout decides again.
 */
export function cartRefusal(course: CourseFacts, quantity: number, today: string, heldForThisCart = 0): BookingRefusal | null {
  const free = course.availableSlots + heldForThisCart;
  return bookingRefusal({ ...course, availableSlots: free }, today) ?? (free < quantity ? 'FULL' : null);
}

/** What a line costs: the course's price now (never a price the client sent) times the places. */
export function lineTotalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

/** docs/SPEC.md §4: itemCount is the sum of the quantities, totalAmount the sum of price times quantity (cents). */
export function cartTotals(lines: readonly { quantity: number; unitPriceCents: number }[]): {
  itemCount: number;
  totalAmountCents: number;
} {
  let itemCount = 0;
  let totalAmountCents = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    totalAmountCents += lineTotalCents(line.unitPriceCents, line.quantity);
  }
  return { itemCount, totalAmountCents };
}
