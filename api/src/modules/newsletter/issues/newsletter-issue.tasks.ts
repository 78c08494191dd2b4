import type { MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { AppSettings } from '../../../app-settings.js';
import type { JobLog } from '../../../jobs/job-queue.js';
import { newsletterIssueService } from './newsletter-issue.service.js';

/** A sending issue's batch job (NEWSLETTER_BATCH_JOBS per issue): queues its deliveries into the outbox. */
export function newsletterBatchTask(orm: MikroORM, appSettings: AppSettings, log: JobLog): Task {
  return async (payload) => {
    const issueId = Number((payload as { issueId?: unknown } | null)?.issueId);
    if (!Number.isSafeInteger(issueId)) return;
    await newsletterIssueService.prepareAll(orm.em.fork(), appSettings, issueId, log);
  };
}
