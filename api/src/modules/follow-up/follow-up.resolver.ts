import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { databaseIdOf, toGlobalId } from '../../graphql/node.js';
import { addJob } from '../../jobs/job-queue.js';
import { transactional } from '../../context/request-context.js';
import { anonymiseCourseNow, findRetentionDue } from './data-retention.service.js';
import { readFollowUpSettings, updateFollowUpSettings } from './follow-up-settings.js';
import {
  AnonymiseCourseDataInput,
  AnonymiseCourseDataPayload,
  FollowUpJob,
  FollowUpSettings,
  RetentionDueCourse,
  RunFollowUpJobInput,
  RunFollowUpJobPayload,
  ScheduledJob,
  UpdateFollowUpSettingsInput,
  UpdateFollowUpSettingsPayload,
} from './follow-up.types.js';
import { DATA_RETENTION_TASK, FOLLOW_UP_SCHEDULES, FOLLOW_UP_TASKS, REMINDERS_TASK, lastRuns, nextRunOf } from './job-runs.js';
import { ADMIN_ONLY } from '../users/roles.js';

@Resolver()
export class FollowUpResolver {
  @Query(() => FollowUpSettings, {
    description: 'Reminder, review-invitation and data-retention settings. Public: the privacy policy states the retention months.',
  })
  followUpSettings(@Ctx() ctx: RequestContext) {
    return readFollowUpSettings(ctx.em);
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => UpdateFollowUpSettingsPayload, { description: 'Admins only: replaces the follow-up settings (audited).' })
  async updateFollowUpSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateFollowUpSettingsInput, { description: 'Every setting.' }) input: UpdateFollowUpSettingsInput,
  ): Promise<UpdateFollowUpSettingsPayload> {
    const result = await updateFollowUpSettings(ctx, input);
    return result.ok
      ? { followUpSettings: result.settings, errors: [] }
      : { followUpSettings: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => [ScheduledJob], { description: 'Admins only: the recurring jobs around courses, each with its last run and its next.' })
  async scheduledJobs(@Ctx() ctx: RequestContext): Promise<ScheduledJob[]> {
    const [runs, settings] = [await lastRuns(ctx.em), await readFollowUpSettings(ctx.em)];
    const now = new Date();
    return FOLLOW_UP_TASKS.map((task) => {
      const run = runs.get(task);
      return {
        job: task as FollowUpJob,
        schedule: FOLLOW_UP_SCHEDULES[task],
        enabled:
          task === REMINDERS_TASK ? settings.remindersEnabled : task === DATA_RETENTION_TASK ? true : settings.reviewInvitationsEnabled,
        nextRunAt: nextRunOf(task, now),
        lastRun: run
          ? {
              startedAt: run.startedAt,
              finishedAt: run.finishedAt ?? null,
              durationMs: run.finishedAt ? run.finishedAt.getTime() - run.startedAt.getTime() : null,
              ok: run.ok ?? null,
              trigger: run.trigger,
              counts: Object.entries(run.counts ?? {}).map(([name, value]) => ({ name, value })),
              error: run.error ?? null,
            }
          : null,
      };
    });
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => RunFollowUpJobPayload, {
    description: 'Admins only: runs a job now (queued; it does what its schedule would, nothing twice).',
  })
  async runFollowUpJob(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RunFollowUpJobInput, { description: 'Which job.' }) input: RunFollowUpJobInput,
  ): Promise<RunFollowUpJobPayload> {
    await transactional(ctx, (tx) => addJob(tx.em, input.job, { actorId: ctx.user!.id }, { jobKey: `${input.job}:now`, maxAttempts: 3 }));
    ctx.log.info({ task: input.job, userId: ctx.user?.id }, 'follow-up job started by an admin');
    return { queued: true, errors: [] };
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => [RetentionDueCourse], {
    description:
      'Admins only: ended courses whose orders still hold personal data, soonest due for anonymisation first (counts, no names).',
  })
  async retentionDue(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { defaultValue: 20, description: 'At most this many courses (1 to 100; default 20).' }) limit: number,
  ): Promise<RetentionDueCourse[]> {
    const rows = await findRetentionDue(ctx.em, new Date(), Math.min(Math.max(limit, 1), 100));
    return rows.map((row) => ({ ...row, courseId: toGlobalId('Course', row.courseId), courseDatabaseId: row.courseId }));
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => AnonymiseCourseDataPayload, {
    description:
      "Admins only: anonymises an ended course's orders now, before the job would (`OUT_OF_RANGE` before its last day is over, `COURSE_NOT_FOUND`). Recorded in the audit log with counts.",
  })
  async anonymiseCourseData(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AnonymiseCourseDataInput, { description: 'The course.' }) input: AnonymiseCourseDataInput,
  ): Promise<AnonymiseCourseDataPayload> {
    const result = await anonymiseCourseNow(ctx, databaseIdOf(input.courseId, 'Course') ?? 0);
    const none = { orders: 0, participants: 0, bookings: 0, mails: 0, invoicesKept: 0 };
    return result.ok ? { ...result.counts, errors: [] } : { ...none, errors: toUserErrors(ctx.language, result.errors) };
  }
}
