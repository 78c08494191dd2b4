import type { Course } from '../courses/course.entity.js';
import type { CartParticipant } from './cart-participant.entity.js';

/** One course in the cart, as read now: prices from the course, never from the stored row or the client. */
export interface CartItemView {
  id: number;
  course: Course;
  quantity: number;
  /** One per place, in the order the places were added. */
  participants: CartParticipant[];
  unitPriceCents: number;
  lineTotalCents: number;
  /** On offer, neither started nor ended, and with `quantity` free places. */
  bookable: boolean;
}

/** The caller's cart as the services read it (cart.types.ts registers it for GraphQL as `Cart`). */
export interface CartView {
  items: CartItemView[];
  /** The sum of the items' quantities. */
  itemCount: number;
  totalAmountCents: number;
}
