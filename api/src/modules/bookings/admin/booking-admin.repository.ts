import { type EntityKey, type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { type PageOf, type PageRequest, type RowShape, findPage, rowShape } from '../../../db/find-page.js';
import { containsPattern, kysely } from '../../../db/kysely.js';
import { searchTerms } from '../../courses/course.rules.js';
import { Booking, type BookingStatus } from '../booking.entity.js';

export const ROW_FIELDS = ['id', 'name', 'email', 'status', 'message', 'createdAt'] as const satisfies readonly EntityKey<Booking>[];

/** A booking as staff's list reads it: the `Booking` type's fields, its course's id and title (also of an inactive course). */
export type BookingRow = Pick<Booking, (typeof ROW_FIELDS)[number]> & { course: { id: number }; courseTitle: string };

export interface AdminBookingFilter {
  search: string | null;
  status: BookingStatus | null;
}

/** The booking's own columns plus its course's id and title, shaped as `BookingRow`. */
function bookingShape(em: EntityManager): RowShape<BookingRow> {
  const own = rowShape(em, Booking, 'b', ROW_FIELDS);
  return {
    columns: [...own.columns, 'b.course_id as courseId', 'c.title as courseTitle'],
    fromDatabase: (rows) =>
      own.fromDatabase(rows).map((row) => {
        const { courseId, ...rest } = row as typeof row & { courseId: number; courseTitle: string };
        return { ...rest, course: { id: courseId } } as BookingRow;
      }),
  };
}

const bookingsWithCourse = (em: EntityManager) =>
  kysely(em)
    .selectFrom('bookings as b')
    .innerJoin('courses as c', (join) => join.onRef('c.id' as never, '=', 'b.course_id' as never));

/** Staff's bookings (the course-request form's requests), newest first; each search word must be part of the name, e-mail address or course title. */
export function findAdminBookings(em: EntityManager, filter: AdminBookingFilter, page: PageRequest): Promise<PageOf<BookingRow>> {
  let query = bookingsWithCourse(em);
  if (filter.status) query = query.where('b.status', '=', filter.status);
  for (const term of searchTerms(filter.search)) {
    const pattern = containsPattern(term);
    query = query.where((eb) => eb.or([eb('b.name', 'ilike', pattern), eb('b.email', 'ilike', pattern), eb('c.title', 'ilike', pattern)]));
  }
  query = query.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc');
  return findPage(bookingShape(em), query, page);
}

/** One booking as the list shows it; null when there is none. */
export async function findBookingRow(em: EntityManager, id: number): Promise<BookingRow | null> {
  const shape = bookingShape(em);
  const rows = await bookingsWithCourse(em)
    .select(shape.columns as never[])
    .where('b.id', '=', id)
    .execute();
  return shape.fromDatabase(rows as Record<string, unknown>[])[0] ?? null;
}

/** The booking, locked for the rest of the transaction: two admins' changes follow each other, and the audit's "before" is true. */
export function lockBooking(em: EntityManager, id: number): Promise<Booking | null> {
  return em.findOne(Booking, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
}
