import type { MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { JobLog } from '../../jobs/job-queue.js';
import { releaseExpiredHolds } from './place-hold.service.js';

/** Returns a cart's expired holds (payload `{ cartId }`); holds renewed since then wait for their own, later job. */
export function releasePlaceHoldsTask(orm: MikroORM, log: JobLog): Task {
  return async (payload) => {
    const cartId = Number((payload as { cartId?: unknown }).cartId);
    if (!Number.isSafeInteger(cartId)) return;
    const released = await releaseExpiredHolds(orm.em.fork(), cartId);
    if (released) log.info({ cartId, released }, 'expired place holds released');
  };
}
