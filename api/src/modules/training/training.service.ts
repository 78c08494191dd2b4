import { type RequestContext, transactional } from '../../context/request-context.js';
import type { FieldError } from '../../validation/validate.js';
import { Badge } from './badge.entity.js';
import { TrainerAccessRefused, assertMayTeach, teacherScope } from './training.access.js';
import {
  type RosterRow,
  type TeachableCourse,
  findAttendance,
  findBadges,
  findCoursesOverlapping,
  findNotes,
  findReachedBadges,
  findRosterRow,
  findRosterRows,
  findTeachableCourse,
  upsertAttendance,
  upsertBadgeAward,
  upsertNote,
} from './training.repository.js';
import {
  MAX_CLOCK_AHEAD_MS,
  MAX_MARKS_PER_CALL,
  MAX_RANGE_DAYS,
  berlinDay,
  courseSessionDays,
  daysBetween,
  noteProblem,
} from './training.rules.js';

const byName = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface TrainerParticipantRow {
  id: number;
  firstName: string;
  lastName: string;
  note: string;
  attendance: { sessionDate: string; present: boolean }[];
  badges: { badgeId: number; reachedOn: string }[];
}

export interface Marks {
  attendance: { participantId: number; sessionDate: string; present: boolean; markedAt: Date }[];
  notes: { participantId: number; text: string; markedAt: Date }[];
  badges: { participantId: number; badgeId: number; reached: boolean; markedAt: Date }[];
}

export type RangeResult =
  | { ok: true; courses: { course: TeachableCourse; sessionDates: string[]; participantCount: number }[] }
  | { ok: false; errors: FieldError[] };

async function participantRows(ctx: RequestContext, roster: RosterRow[]): Promise<TrainerParticipantRow[]> {
  const ids = roster.map((row) => row.id);
  const [attendance, notes, badges] = await Promise.all([
    findAttendance(ctx.em, ids),
    findNotes(ctx.em, ids),
    findReachedBadges(ctx.em, ids),
  ]);
  return roster
    .sort((a, b) => byName.compare(a.lastName, b.lastName) || byName.compare(a.firstName, b.firstName) || a.id - b.id)
    .map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      note: notes.find((note) => note.participantId === row.id)?.text ?? '',
      attendance: attendance.filter((mark) => mark.participantId === row.id).map(({ sessionDate, present }) => ({ sessionDate, present })),
      badges: badges
        .filter((badge) => badge.participantId === row.id)
        .map((badge) => ({ badgeId: badge.badge.id, reachedOn: badge.reachedOn })),
    }));
}

/** The trainer's phone view. Every read and write is checked here (training.access.ts), not only by the web. */
export const trainingService = {
  /** The courses with a session from `from` to `to` (at most 62 days): a trainer's own, or every course for admins. */
  async coursesInRange(ctx: RequestContext, from: string, to: string): Promise<RangeResult> {
    const scope = teacherScope(ctx);
    if (!ISO_DAY.test(from) || !ISO_DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) {
      return { ok: false, errors: [{ field: 'from', code: 'INVALID_DATE', id: 'validation.date' }] };
    }
    const days = daysBetween(from, to);
    if (days < 1 || days > MAX_RANGE_DAYS)
      return {
        ok: false,
        errors: [{ field: 'to', code: 'OUT_OF_RANGE', id: 'validation.numberRange', values: { min: 1, max: MAX_RANGE_DAYS } }],
      };
    const courses = await findCoursesOverlapping(ctx.em, from, to, scope);
    const roster = await findRosterRows(
      ctx.em,
      courses.map((course) => course.id),
    );
    return {
      ok: true,
      courses: courses
        .map((course) => ({
          course,
          sessionDates: courseSessionDays(course).filter((day) => day >= from && day <= to),
          participantCount: roster.filter((row) => row.courseId === course.id).length,
        }))
        .filter((entry) => entry.sessionDates.length > 0),
    };
  },

  /**
   * One participant as their course's roster shows it, for the course's trainers and admins; null for anyone else, as
   * for a participant who is on no roster (a pending or unpaid order).
   */
  async participant(ctx: RequestContext, participantId: number): Promise<TrainerParticipantRow | null> {
    const row = await findRosterRow(ctx.em, participantId);
    if (!row) return null;
    try {
      await assertMayTeach(ctx, row.courseId);
    } catch (error) {
      if (error instanceof TrainerAccessRefused) return null;
      throw error;
    }
    return (await participantRows(ctx, [row]))[0] ?? null;
  },

  /**
   * A badge as the caller may see it: admins every badge (the badge list), trainers the active ones (their rosters
   * offer those); null for anyone else.
   */
  async badge(ctx: RequestContext, badgeId: number): Promise<Badge | null> {
    const role = ctx.user?.role;
    if (role !== 'admin' && role !== 'trainer') return null;
    const badge = await ctx.em.findOne(Badge, badgeId);
    return badge && (badge.active || role === 'admin') ? badge : null;
  },

  /** A course's participants with attendance, notes and badges; refused unless the caller teaches it (or is an admin). */
  async roster(
    ctx: RequestContext,
    courseId: number,
  ): Promise<{ course: TeachableCourse; sessionDates: string[]; participants: TrainerParticipantRow[]; badges: Badge[] } | null> {
    await assertMayTeach(ctx, courseId);
    const course = await findTeachableCourse(ctx.em, courseId);
    if (!course) return null;
    const [roster, badges] = await Promise.all([findRosterRows(ctx.em, [courseId]), findBadges(ctx.em, { activeOnly: true })]);
    return { course, sessionDates: courseSessionDays(course), participants: await participantRows(ctx, roster), badges };
  },

  /**
   * Stores marks made on a trainer's phone, perhaps long after (an offline queue): per participant and session (note,
   * badge) the mark with the latest device time wins, so a resend or an older mark changes nothing. Any refused mark
   * refuses all of them.
   */
  async saveMarks(
    ctx: RequestContext,
    courseId: number,
    marks: Marks,
  ): Promise<{ errors: FieldError[]; participants: TrainerParticipantRow[]; applied: number }> {
    await assertMayTeach(ctx, courseId);
    const course = await findTeachableCourse(ctx.em, courseId);
    const refused = (field: string, error: Omit<FieldError, 'field'>) => ({ errors: [{ field, ...error }], participants: [], applied: 0 });
    if (!course) return refused('courseId', { code: 'COURSE_NOT_FOUND', id: 'validation.courseNotFound' });
    const total = marks.attendance.length + marks.notes.length + marks.badges.length;
    if (total > MAX_MARKS_PER_CALL)
      return refused('', { code: 'OUT_OF_RANGE', id: 'validation.numberRange', values: { min: 0, max: MAX_MARKS_PER_CALL } });

    const roster = await findRosterRows(ctx.em, [courseId]);
    const participantIds = new Set(roster.map((row) => row.id));
    const sessions = new Set(courseSessionDays(course));
    const badgeIds = new Set((await findBadges(ctx.em, { activeOnly: false })).map((badge) => badge.id));
    const latest = Date.now() + MAX_CLOCK_AHEAD_MS;
    const timeProblem = (at: Date) => Number.isNaN(at.getTime()) || at.getTime() > latest || at.getFullYear() < 2000;

    for (const [list, name] of [
      [marks.attendance, 'attendance'],
      [marks.notes, 'notes'],
      [marks.badges, 'badges'],
    ] as const) {
      for (const [index, mark] of (list as { participantId: number; markedAt: Date }[]).entries()) {
        const at = `${name}.${index}`;
        if (!participantIds.has(mark.participantId))
          return refused(`${at}.participantId`, { code: 'PARTICIPANT_NOT_FOUND', id: 'validation.trainerParticipantNotFound' });
        if (timeProblem(mark.markedAt)) return refused(`${at}.markedAt`, { code: 'OUT_OF_RANGE', id: 'validation.date' });
      }
    }
    for (const [index, mark] of marks.attendance.entries()) {
      if (!sessions.has(mark.sessionDate))
        return refused(`attendance.${index}.sessionDate`, { code: 'OUT_OF_RANGE', id: 'validation.notASession' });
    }
    for (const [index, mark] of marks.badges.entries()) {
      if (!badgeIds.has(mark.badgeId)) return refused(`badges.${index}.badgeId`, { code: 'OUT_OF_RANGE', id: 'validation.invalidChoice' });
    }
    const notes = marks.notes.map((note) => ({ ...note, text: note.text.trim() }));
    for (const [index, note] of notes.entries()) {
      const problem = noteProblem(note.text);
      if (problem === 'TOO_LONG')
        return refused(`notes.${index}.text`, { code: 'TOO_LONG', id: 'validation.tooLong', values: { max: 2000 } });
      if (problem) return refused(`notes.${index}.text`, { code: 'INVALID_CHARACTERS', id: 'validation.invalidCharacters' });
    }

    const by = ctx.user!.id;
    let applied = 0;
    await transactional(ctx, async (tx) => {
      for (const mark of marks.attendance) if (await upsertAttendance(tx.em, { ...mark, by })) applied++;
      for (const note of notes) if (await upsertNote(tx.em, { ...note, by })) applied++;
      for (const mark of marks.badges) if (await upsertBadgeAward(tx.em, { ...mark, reachedOn: berlinDay(mark.markedAt), by })) applied++;
    });
    const named = new Set([...marks.attendance, ...marks.notes, ...marks.badges].map((mark) => mark.participantId));
    return {
      errors: [],
      participants: await participantRows(
        ctx,
        roster.filter((row) => named.has(row.id)),
      ),
      applied,
    };
  },
};
