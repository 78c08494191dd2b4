import type { RequestContext } from '../../context/request-context.js';
import { transactional } from '../../context/request-context.js';
import { badgeSchema } from '../../validation/badge.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { Course } from '../courses/course.entity.js';
import { User, UserRole } from '../users/user.entity.js';
import { Badge } from './badge.entity.js';
import { CourseTrainer } from './course-trainer.entity.js';
import { countPresent, findReachedBadges } from './training.repository.js';

/** Most trainers one course may have. */
export const MAX_TRAINERS_PER_COURSE = 20;

export interface TrainerAccountRow {
  databaseId: number;
  username: string;
}

/** The badge list and which trainer accounts teach which course. */
export const badgeService = {
  async save(
    ctx: RequestContext,
    input: { badgeId?: number | null; name: unknown; nameEn?: unknown; position?: unknown; active?: unknown },
  ): Promise<{ badge: Badge | null; errors: FieldError[] }> {
    const checked = validateInput(badgeSchema, input);
    if (!checked.ok) return { badge: null, errors: checked.errors };
    return transactional(ctx, async (tx) => {
      const badge = input.badgeId == null ? tx.em.create(Badge, { name: checked.value.name }) : await tx.em.findOne(Badge, input.badgeId);
      if (!badge) return { badge: null, errors: [{ field: 'badgeId', code: 'OUT_OF_RANGE', id: 'validation.invalidChoice' }] };
      Object.assign(badge, {
        name: checked.value.name,
        nameEn: checked.value.nameEn,
        position: checked.value.position,
        active: checked.value.active,
      });
      await tx.em.flush();
      return { badge, errors: [] };
    });
  },

  async trainerAccounts(ctx: RequestContext): Promise<TrainerAccountRow[]> {
    const users = await ctx.em.find(User, { role: UserRole.TRAINER }, { fields: ['username'], orderBy: { username: 'asc' } });
    return users.map((user) => ({ databaseId: user.id, username: user.username }));
  },

  async courseTrainers(ctx: RequestContext, courseId: number): Promise<TrainerAccountRow[]> {
    const rows = await ctx.em.find(CourseTrainer, { course: courseId }, { populate: ['user'], orderBy: { user: { username: 'asc' } } });
    return rows.map((row) => ({ databaseId: row.user.id, username: row.user.username }));
  },

  /** Replaces the course's trainers; every id must be a trainer account. */
  async setCourseTrainers(
    ctx: RequestContext,
    courseId: number,
    trainerIds: number[],
  ): Promise<{ trainers: TrainerAccountRow[]; errors: FieldError[] }> {
    const wanted = [...new Set(trainerIds)];
    if (wanted.length > MAX_TRAINERS_PER_COURSE)
      return {
        trainers: [],
        errors: [
          { field: 'trainerIds', code: 'OUT_OF_RANGE', id: 'validation.numberRange', values: { min: 0, max: MAX_TRAINERS_PER_COURSE } },
        ],
      };
    if (!(await ctx.em.count(Course, { id: courseId })))
      return { trainers: [], errors: [{ field: 'courseId', code: 'COURSE_NOT_FOUND', id: 'validation.courseNotFound' }] };
    const trainers = wanted.length ? await ctx.em.count(User, { id: { $in: wanted }, role: UserRole.TRAINER }) : 0;
    if (trainers !== wanted.length)
      return { trainers: [], errors: [{ field: 'trainerIds', code: 'OUT_OF_RANGE', id: 'validation.invalidChoice' }] };
    await transactional(ctx, async (tx) => {
      await tx.em.nativeDelete(CourseTrainer, { course: courseId, ...(wanted.length ? { user: { $nin: wanted } } : {}) });
      const kept = await tx.em.find(CourseTrainer, { course: courseId }, { fields: ['user'] });
      for (const id of wanted.filter((id) => !kept.some((row) => row.user.id === id)))
        tx.em.create(CourseTrainer, { course: courseId, user: id });
      await tx.em.flush();
    });
    return { trainers: await badgeService.courseTrainers(ctx, courseId), errors: [] };
  },

  /** What the parent sees per child (the order page): badges reached and sessions attended; never the trainers' notes. */
  async progressOf(ctx: RequestContext, participantIds: readonly number[]) {
    const [badges, present] = await Promise.all([findReachedBadges(ctx.em, participantIds), countPresent(ctx.em, participantIds)]);
    return participantIds.map((id) => ({
      badges: badges.filter((row) => row.participantId === id).map((row) => ({ badge: row.badge, reachedOn: row.reachedOn })),
      attendedSessions: present.get(id) ?? 0,
    }));
  },
};
