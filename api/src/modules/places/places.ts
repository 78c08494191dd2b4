import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../../db/kysely.js';
import { publishDomainEvent } from '../events/publish-domain-event.js';
import { placesCameFree } from '../waitlist/waitlist-trigger.js';

/**
 * The one home of every change of a course's `availableSlots`: each is a single conditional UPDATE in the
 * caller's transaction, so two checkouts racing for the last place cannot both get it (the second UPDATE
 * waits for the first's row lock, then finds too few places and changes nothing). Course entities already
 * loaded into `em` keep their old count: read the course again where the new one matters.
 */

/** Takes `count` free places of a course; false (and nothing changed) when fewer are free. */
export async function takePlaces(em: EntityManager, courseId: number, count: number): Promise<boolean> {
  if (count <= 0) return true;
  const result = await kysely(em)
    .updateTable('courses')
    .set((eb) => ({ available_slots: eb('available_slots', '-', count) }))
    .where('id', '=', courseId)
    .where('available_slots', '>=', count)
    .returning(['available_slots', 'total_slots'])
    .executeTakeFirst();
  if (!result) return false;
  await placesChanged(em, courseId, result);
  return true;
}

/** Partners hear of every change of a course's free places (a webhook, a live update), with the new counts. */
async function placesChanged(em: EntityManager, courseId: number, row: { available_slots: number; total_slots: number }) {
  await publishDomainEvent(
    em,
    'course.places_changed',
    { type: 'Course', databaseId: courseId },
    {
      availableSlots: row.available_slots,
      totalSlots: row.total_slots,
    },
  );
}

/**
 * Gives `count` places of a course back (a hold that expired, a cancelled or unpaid order). Never above the
 * course's total: staff may have lowered it meanwhile, and a cancellation must not fail for that.
 */
export async function returnPlaces(em: EntityManager, courseId: number, count: number): Promise<void> {
  if (count <= 0) return;
  const row = await kysely(em)
    .updateTable('courses')
    .set((eb) => ({ available_slots: eb.fn<number>('least', [eb.ref('total_slots'), eb('available_slots', '+', count)]) }))
    .where('id', '=', courseId)
    .returning(['available_slots', 'total_slots'])
    .executeTakeFirst();
  if (row) await placesChanged(em, courseId, row);
  // Someone may be waiting for these places.
  await placesCameFree(em, courseId);
}

/**
 * Which of these courses the school has cancelled, read with a share lock: a checkout that read its
 * course as on offer before `cancelCourse` committed waits for that commit here and then sees the cancellation, so
 * no order takes a place of a cancelled course; a cancellation waiting for this lock sees the new order instead.
 */
export async function cancelledCourses(em: EntityManager, courseIds: number[]): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const rows = await kysely(em)
    .selectFrom('courses')
    .select('id')
    .where('id', 'in', courseIds)
    .where('cancelled_at', 'is not', null)
    .forShare()
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The free places of a course as the database has them now (after this transaction's own changes). */
export async function freePlaces(em: EntityManager, courseId: number): Promise<number> {
  const row = await kysely(em).selectFrom('courses').select('available_slots').where('id', '=', courseId).executeTakeFirst();
  return row?.available_slots ?? 0;
}

/**
 * Staff change a course's number of places. The places already taken (booked or held: total minus free)
 * stay taken, so the free places move by the same difference; a number below the places taken would take a place
 * from someone who has it, so it changes nothing (null). One conditional UPDATE computed from the row as it is when
 * it runs (SET and WHERE read the old `total_slots`), so a checkout taking a place at the same moment is counted
 * either before or after it: no place is lost or sold twice. Returns the new counts, or null when refused or the
 * course does not exist.
 */
export async function resizeCourse(
  em: EntityManager,
  courseId: number,
  totalSlots: number,
): Promise<{ totalSlots: number; availableSlots: number } | null> {
  const row = await kysely(em)
    .updateTable('courses')
    .set({
      available_slots: sql<number>`available_slots + ${totalSlots} - total_slots`,
      total_slots: totalSlots,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', courseId)
    .where(sql<boolean>`available_slots + ${totalSlots} - total_slots >= 0`)
    .returning(['total_slots', 'available_slots'])
    .executeTakeFirst();
  if (row) await placesChanged(em, courseId, row);
  if (row && row.available_slots > 0) await placesCameFree(em, courseId);
  return row ? { totalSlots: row.total_slots, availableSlots: row.available_slots } : null;
}
