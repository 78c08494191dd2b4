import type { MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { JobLog } from '../../jobs/job-queue.js';
import { newsletterService } from './newsletter.service.js';

/** The deadline job of a sign-up (queued by every sign-up): deletes it if it was never confirmed. */
export function forgetUnconfirmedTask(orm: MikroORM, log: JobLog): Task {
  return async (payload) => {
    const subscriptionId = Number((payload as { subscriptionId?: unknown } | null)?.subscriptionId);
    if (!Number.isSafeInteger(subscriptionId)) return;
    const deleted = await newsletterService.forgetUnconfirmed(orm.em.fork(), subscriptionId, new Date());
    if (deleted) log.info({ subscriptionId }, 'unconfirmed newsletter sign-up deleted');
  };
}
