import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { parseCrontab } from 'graphile-worker';
import type { JobLog } from '../../jobs/job-queue.js';
import { User } from '../users/user.entity.js';
import { JobRun } from './job-run.entity.js';

export const REMINDERS_TASK = 'course_reminders';
export const REVIEW_INVITATIONS_TASK = 'course_review_invitations';
export const DATA_RETENTION_TASK = 'course_data_retention';

/**
 * When each job runs on its own: graphile-worker crontab lines, in UTC (graphile-worker matches cron against UTC),
 * once per schedule for all instances together. 07:00 UTC is 08:00/09:00 in Gersthofen: reminders in the morning;
 * invitations at 10:00/11:00; the anonymisation at night.
 */
export const FOLLOW_UP_SCHEDULES = {
  [REMINDERS_TASK]: '0 7 * * *',
  [REVIEW_INVITATIONS_TASK]: '0 9 * * *',
  [DATA_RETENTION_TASK]: '30 2 * * *',
} as const;

export type FollowUpTask = keyof typeof FOLLOW_UP_SCHEDULES;
export const FOLLOW_UP_TASKS = Object.keys(FOLLOW_UP_SCHEDULES) as FollowUpTask[];
export const FOLLOW_UP_CRONTAB = FOLLOW_UP_TASKS.map((task) => `${FOLLOW_UP_SCHEDULES[task]} ${task}`);

const parsed = new Map(FOLLOW_UP_TASKS.map((task) => [task, parseCrontab(`${FOLLOW_UP_SCHEDULES[task]} ${task}`)[0]]));

/** The first minute after `after` its crontab line matches (what graphile-worker will run next), by the same matcher. */
export function nextRunOf(task: FollowUpTask, after: Date): Date {
  const item = parsed.get(task)!;
  const at = new Date(after.getTime());
  at.setUTCSeconds(0, 0);
  // At most a year of minutes; the schedules above match daily.
  for (let minute = 0; minute < 366 * 24 * 60; minute++) {
    at.setUTCMinutes(at.getUTCMinutes() + 1);
    const digest = {
      min: at.getUTCMinutes(),
      hour: at.getUTCHours(),
      date: at.getUTCDate(),
      month: at.getUTCMonth() + 1,
      dow: at.getUTCDay(),
    };
    if (item.match(digest)) return at;
  }
  throw new Error(`no next run for ${task}`);
}

/** What a job's payload may carry: the moment to work for (tests and a run staff start; else now), and who started it. */
export interface FollowUpPayload {
  asOf?: string;
  actorId?: number;
}

export function payloadOf(payload: unknown): { asOf: Date; actorId: number | null } {
  const value = (payload && typeof payload === 'object' ? payload : {}) as FollowUpPayload;
  const asOf = typeof value.asOf === 'string' && !Number.isNaN(Date.parse(value.asOf)) ? new Date(value.asOf) : new Date();
  return { asOf, actorId: typeof value.actorId === 'number' ? value.actorId : null };
}

/**
 * Runs one job and records it in `job_runs` (start, end, counts or the error's message) and the log (task, counts,
 * milliseconds: never names). The record is written outside the job's own transactions, so a failed run is seen too.
 */
export async function recordedRun(
  orm: MikroORM,
  log: JobLog,
  run: { task: FollowUpTask; asOf: Date; actorId: number | null },
  work: (em: EntityManager, jobRunId: number) => Promise<Record<string, number>>,
): Promise<Record<string, number>> {
  const em = orm.em.fork();
  const record = em.create(JobRun, {
    task: run.task,
    trigger: run.actorId ? 'admin' : 'schedule',
    actor: run.actorId ? em.getReference(User, run.actorId) : null,
    asOf: run.asOf,
  });
  await em.flush();
  const started = performance.now();
  try {
    const counts = await work(orm.em.fork(), record.id);
    const ms = Math.round(performance.now() - started);
    await em.nativeUpdate(JobRun, { id: record.id }, { finishedAt: new Date(), ok: true, counts });
    log.info({ task: run.task, jobRunId: record.id, ms, ...counts }, 'follow-up job finished');
    return counts;
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : 'failed';
    await em.nativeUpdate(JobRun, { id: record.id }, { finishedAt: new Date(), ok: false, error: message });
    log.error({ task: run.task, jobRunId: record.id, err: error }, 'follow-up job failed');
    throw error;
  }
}

/** The latest run of each task (for the jobs screen). */
export async function lastRuns(em: EntityManager): Promise<Map<string, JobRun>> {
  const runs = await em
    .getConnection()
    .execute<{ id: number }[]>('select distinct on (task) id from job_runs order by task, started_at desc, id desc');
  const rows = runs.length ? await em.find(JobRun, { id: { $in: runs.map((row) => row.id) } }) : [];
  return new Map(rows.map((row) => [row.task, row]));
}
