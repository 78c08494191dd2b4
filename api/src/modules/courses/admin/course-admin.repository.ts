import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Booking } from '../../bookings/booking.entity.js';
import { OrderItem } from '../../orders/order-item.entity.js';
import { PlaceHold } from '../../places/place-hold.entity.js';
import { Course } from '../course.entity.js';

/**
 * The course, locked for the rest of the transaction (`FOR UPDATE`): two admins' changes follow each other, the
 * audit log's "before" is what the change started from, and an order for the course waits (its item's foreign key
 * needs the row) until a deletion is decided.
 */
export function lockCourse(em: EntityManager, courseId: number): Promise<Course | null> {
  return em.findOne(Course, courseId, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** Whether anything a customer did refers to the course: an order item, a booking request or places held in checkout. */
export async function courseHasBookings(em: EntityManager, courseId: number): Promise<boolean> {
  // One after the other: a transaction's queries share one connection anyway, and the first found ends it.
  return (
    (await em.findOne(OrderItem, { course: courseId }, { fields: ['id'] })) !== null ||
    (await em.findOne(Booking, { course: courseId }, { fields: ['id'] })) !== null ||
    (await em.findOne(PlaceHold, { course: courseId }, { fields: ['id'] })) !== null
  );
}
