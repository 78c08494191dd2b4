import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { Course } from '../courses/course.entity.js';
import { OrderStatus, PaymentStatus } from '../orders/order.entity.js';
import { BadgeAward } from './badge-award.entity.js';
import { Badge } from './badge.entity.js';
import { CourseTrainer } from './course-trainer.entity.js';

/** The columns the upserts write, as the entities define them. */
interface MarkTables {
  course_trainers: { id?: number; course_id: number; user_id: number };
  participants: { id: number; order_item_id: number | null; first_name: string; last_name: string };
  order_items: { id: number; order_id: number; course_id: number };
  orders: { id: number; order_status: string; payment_status: string };
  attendances: {
    id?: number;
    participant_id: number;
    session_date: string;
    present: boolean;
    marked_at: Date;
    marked_by_id: number | null;
    saved_at?: Date;
  };
  participant_notes: { id?: number; participant_id: number; text: string; written_at: Date; written_by_id: number | null; saved_at?: Date };
  badge_awards: {
    id?: number;
    participant_id: number;
    badge_id: number;
    reached: boolean;
    reached_on: string;
    marked_at: Date;
    marked_by_id: number | null;
  };
}
const db = (em: EntityManager) => em.getKysely<MarkTables>();

export type TeachableCourse = Pick<
  Course,
  'id' | 'title' | 'titleEn' | 'time' | 'location' | 'locationEn' | 'startDate' | 'endDate' | 'schedule'
>;
const COURSE_FIELDS = ['id', 'title', 'titleEn', 'time', 'location', 'locationEn', 'startDate', 'endDate', 'schedule'] as const;

/** Courses running at some time from `from` to `to`: all of them, or (a trainer) those the account teaches. */
export async function findCoursesOverlapping(
  em: EntityManager,
  from: string,
  to: string,
  trainerId: number | null,
): Promise<TeachableCourse[]> {
  const where = {
    startDate: { $lte: to },
    endDate: { $gte: from },
    ...(trainerId === null ? {} : { id: { $in: await taughtCourseIds(em, trainerId) } }),
  };
  return em.find(Course, where, { fields: [...COURSE_FIELDS], orderBy: { startDate: 'asc', id: 'asc' } });
}

export async function findTeachableCourse(em: EntityManager, courseId: number): Promise<TeachableCourse | null> {
  return em.findOne(Course, courseId, { fields: [...COURSE_FIELDS] });
}

export async function taughtCourseIds(em: EntityManager, trainerId: number): Promise<number[]> {
  const rows = await db(em).selectFrom('course_trainers').select('course_id').where('user_id', '=', trainerId).execute();
  return rows.map((row) => row.course_id);
}

export async function teaches(em: EntityManager, trainerId: number, courseId: number): Promise<boolean> {
  return (await em.count(CourseTrainer, { user: trainerId, course: courseId })) > 0;
}

export interface RosterRow {
  id: number;
  courseId: number;
  firstName: string;
  lastName: string;
}

/** The participants of confirmed, paid orders of the courses (docs/SPEC.md §4's participant list). */
export async function findRosterRows(em: EntityManager, courseIds: readonly number[]): Promise<RosterRow[]> {
  if (courseIds.length === 0) return [];
  return db(em)
    .selectFrom('participants as p')
    .innerJoin('order_items as i', 'i.id', 'p.order_item_id')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['p.id as id', 'i.course_id as courseId', 'p.first_name as firstName', 'p.last_name as lastName'])
    .where('i.course_id', 'in', [...courseIds])
    .where('o.order_status', '=', OrderStatus.CONFIRMED)
    .where('o.payment_status', '=', PaymentStatus.PAID)
    .execute();
}

/** One participant as the roster lists it (of a confirmed, paid order); null for anyone else. */
export async function findRosterRow(em: EntityManager, participantId: number): Promise<RosterRow | null> {
  const row = await db(em)
    .selectFrom('participants as p')
    .innerJoin('order_items as i', 'i.id', 'p.order_item_id')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['p.id as id', 'i.course_id as courseId', 'p.first_name as firstName', 'p.last_name as lastName'])
    .where('p.id', '=', participantId)
    .where('o.order_status', '=', OrderStatus.CONFIRMED)
    .where('o.payment_status', '=', PaymentStatus.PAID)
    .executeTakeFirst();
  return row ?? null;
}

export async function findAttendance(em: EntityManager, participantIds: readonly number[]) {
  if (participantIds.length === 0) return [];
  return db(em)
    .selectFrom('attendances')
    .select(['participant_id as participantId', sql<string>`to_char(session_date, 'YYYY-MM-DD')`.as('sessionDate'), 'present'])
    .where('participant_id', 'in', [...participantIds])
    .orderBy('session_date')
    .execute();
}

export async function findNotes(em: EntityManager, participantIds: readonly number[]) {
  if (participantIds.length === 0) return [];
  return db(em)
    .selectFrom('participant_notes')
    .select(['participant_id as participantId', 'text'])
    .where('participant_id', 'in', [...participantIds])
    .execute();
}

/** Badges reached (not taken back) by the participants, in the badges' list order. */
export async function findReachedBadges(em: EntityManager, participantIds: readonly number[]) {
  if (participantIds.length === 0) return [];
  const rows = await em.find(
    BadgeAward,
    { participant: { $in: [...participantIds] }, reached: true },
    { populate: ['badge', 'participant'], orderBy: { badge: { position: 'asc', id: 'asc' } } },
  );
  return rows.map((row) => ({ participantId: row.participant.id, badge: row.badge, reachedOn: row.reachedOn }));
}

export async function countPresent(em: EntityManager, participantIds: readonly number[]): Promise<Map<number, number>> {
  if (participantIds.length === 0) return new Map();
  const rows = await db(em)
    .selectFrom('attendances')
    .select(['participant_id', sql<string>`count(*)`.as('present')])
    .where('participant_id', 'in', [...participantIds])
    .where('present', '=', true)
    .groupBy('participant_id')
    .execute();
  return new Map(rows.map((row) => [row.participant_id, Number(row.present)]));
}

export function findBadges(em: EntityManager, { activeOnly }: { activeOnly: boolean }): Promise<Badge[]> {
  return em.find(Badge, activeOnly ? { active: true } : {}, { orderBy: { position: 'asc', id: 'asc' } });
}

// The upserts: the later mark (by the device's time) wins; an older or equal one, a resend included, changes no row.

export async function upsertAttendance(
  em: EntityManager,
  mark: { participantId: number; sessionDate: string; present: boolean; markedAt: Date; by: number },
): Promise<boolean> {
  const result = await db(em)
    .insertInto('attendances')
    .values({
      participant_id: mark.participantId,
      session_date: mark.sessionDate,
      present: mark.present,
      marked_at: mark.markedAt,
      marked_by_id: mark.by,
    })
    .onConflict((oc) =>
      oc
        .columns(['participant_id', 'session_date'])
        .doUpdateSet({ present: mark.present, marked_at: mark.markedAt, marked_by_id: mark.by, saved_at: sql`now()` })
        .where('attendances.marked_at', '<', mark.markedAt),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function upsertNote(
  em: EntityManager,
  mark: { participantId: number; text: string; markedAt: Date; by: number },
): Promise<boolean> {
  const result = await db(em)
    .insertInto('participant_notes')
    .values({ participant_id: mark.participantId, text: mark.text, written_at: mark.markedAt, written_by_id: mark.by })
    .onConflict((oc) =>
      oc
        .column('participant_id')
        .doUpdateSet({ text: mark.text, written_at: mark.markedAt, written_by_id: mark.by, saved_at: sql`now()` })
        .where('participant_notes.written_at', '<', mark.markedAt),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function upsertBadgeAward(
  em: EntityManager,
  mark: { participantId: number; badgeId: number; reached: boolean; reachedOn: string; markedAt: Date; by: number },
): Promise<boolean> {
  const result = await db(em)
    .insertInto('badge_awards')
    .values({
      participant_id: mark.participantId,
      badge_id: mark.badgeId,
      reached: mark.reached,
      reached_on: mark.reachedOn,
      marked_at: mark.markedAt,
      marked_by_id: mark.by,
    })
    .onConflict((oc) =>
      oc
        .columns(['participant_id', 'badge_id'])
        .doUpdateSet({ reached: mark.reached, reached_on: mark.reachedOn, marked_at: mark.markedAt, marked_by_id: mark.by })
        .where('badge_awards.marked_at', '<', mark.markedAt),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
