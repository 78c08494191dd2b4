import type { RequestContext } from '../../../context/request-context.js';
import { Course } from '../../courses/course.entity.js';
import { Participant } from '../../participants/participant.entity.js';
import { OrderStatus, PaymentStatus, orderNumberOf } from '../order.entity.js';

/** German alphabetical order (Ä with A, case ignored), as a list printed for the pool deck is read. */
const byName = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** One line of the list: the participant and the order the place was booked with (its database id; the resolver names it globally). */
export interface ParticipantLine {
  number: number;
  firstName: string;
  lastName: string;
  /** ISO date; null when not given. With the course's start: the trainer sees who is outside its age range. */
  birthDate: string | null;
  orderNumber: string;
  orderDatabaseId: number;
  /** Who booked the place, for the trainer who must call: the order's customer. */
  contactName: string;
  contactPhone: string | null;
  contactEmail: string;
}

export interface ParticipantLines {
  course: Course;
  count: number;
  participants: ParticipantLine[];
}

/**
 * The participant list of a course (docs/SPEC.md §4): the people named in its orders that are both confirmed and paid,
 * nobody else (not pending, not unpaid, not cancelled), numbered by last name and first name, each with who booked
 * the place (name, phone, e-mail: the trainer calls them). Null for no course.
 */
export async function courseParticipants(ctx: RequestContext, courseId: number): Promise<ParticipantLines | null> {
  const course = await ctx.em.findOne(Course, courseId);
  if (!course) return null;
  const found = await ctx.em.find(
    Participant,
    { orderItem: { course: courseId, order: { orderStatus: OrderStatus.CONFIRMED, paymentStatus: PaymentStatus.PAID } } },
    { populate: ['orderItem.order'] },
  );
  const sorted = found.sort((a, b) => byName.compare(a.lastName, b.lastName) || byName.compare(a.firstName, b.firstName) || a.id - b.id);
  return {
    course,
    count: sorted.length,
    participants: sorted.map((participant, index) => {
      const order = participant.orderItem!.order;
      return {
        number: index + 1,
        firstName: participant.firstName,
        lastName: participant.lastName,
        birthDate: participant.birthDate ?? null,
        orderNumber: orderNumberOf(order.id),
        orderDatabaseId: order.id,
        contactName: `${order.customerFirstName} ${order.customerLastName}`,
        contactPhone: order.customerPhone,
        contactEmail: order.customerEmail,
      };
    }),
  };
}
