import type { RequestContext } from '../../../context/request-context.js';
import { toGlobalId } from '../../../graphql/node.js';
import { Course } from '../../courses/course.entity.js';
import { Participant } from '../../participants/participant.entity.js';
import { OrderStatus, PaymentStatus, orderNumberOf } from '../order.entity.js';
import type { CourseParticipantList } from './order-admin.types.js';

/** German alphabetical order (Ä with A, case ignored), as a list printed for the pool deck is read. */
const byName = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/**
 * The participant list of a course (SPEC §4): the people named in its orders that are both confirmed and paid,
 * nobody else (not pending, not unpaid, not cancelled), numbered by last name and first name, each with who booked
 * the place (name, phone, e-mail: the trainer calls them). Null for no course.
 */
export async function courseParticipants(ctx: RequestContext, courseId: number): Promise<CourseParticipantList | null> {
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
        orderNumber: orderNumberOf(order.id),
        orderId: toGlobalId('Order', order.id),
        contactName: `${order.customerFirstName} ${order.customerLastName}`,
        contactPhone: order.customerPhone,
        contactEmail: order.customerEmail,
      };
    }),
  };
}
