import type { TaskList } from 'graphile-worker';
import type { TaskSetup } from '../../jobs/job-tasks.js';
import { sendAutomaticReviewInvitations } from './automatic-review-invitations.js';
import { sendCourseReminders } from './course-reminders.js';
import { auditRetentionRun } from './data-retention.service.js';
import { runDataRetention } from './data-retention.js';
import { DATA_RETENTION_TASK, REMINDERS_TASK, REVIEW_INVITATIONS_TASK, payloadOf, recordedRun } from './job-runs.js';

/**
 * The three follow-up jobs (course reminders, review invitations, data retention), each run by its crontab line (job-runs.ts) or by an admin (`runFollowUpJob`), recorded
 * in `job_runs`. Each is idempotent on its own: reminders and invitations by their unique marker rows, the retention
 * by `orders.anonymised_at`; so a repeated, overlapping or restarted run does nothing twice.
 */
export function followUpTasks({ orm, appSettings, log }: TaskSetup): TaskList {
  return {
    [REMINDERS_TASK]: async (payload) => {
      const run = { task: REMINDERS_TASK, ...payloadOf(payload) } as const;
      await recordedRun(orm, log, run, (em) => sendCourseReminders(em, appSettings, run.asOf));
    },
    [REVIEW_INVITATIONS_TASK]: async (payload) => {
      const run = { task: REVIEW_INVITATIONS_TASK, ...payloadOf(payload) } as const;
      await recordedRun(orm, log, run, (em) => sendAutomaticReviewInvitations(em, appSettings, run.asOf));
    },
    [DATA_RETENTION_TASK]: async (payload) => {
      const run = { task: DATA_RETENTION_TASK, ...payloadOf(payload) } as const;
      await recordedRun(orm, log, run, async (em, jobRunId) => {
        const { cutoff, ...counts } = await runDataRetention(em, run.asOf);
        await auditRetentionRun(em, jobRunId, { cutoff, ...counts });
        return { ...counts };
      });
    },
  };
}
