import type { MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { JobLog } from '../../jobs/job-queue.js';
import { type WaitlistServer, expireOffer, offerFreePlaces } from './waitlist-offers.js';
import { waitlistService } from './waitlist.service.js';

const idOf = (payload: unknown, key: string) => Number((payload as Record<string, unknown> | null)?.[key]);

/** Places of a course came free (payload `{ courseId }`): offer them to its waitlist. */
export function offerPlacesTask(orm: MikroORM, server: WaitlistServer, log: JobLog): Task {
  return async (payload) => {
    const courseId = idOf(payload, 'courseId');
    if (!Number.isSafeInteger(courseId)) return;
    const offered = await offerFreePlaces(orm.em, server, courseId);
    if (offered.length) log.info({ courseId, offers: offered.length }, 'waitlist offers made');
  };
}

/** An offer's end (payload `{ entryId }`): its places go to the next in line. */
export function offerExpiryTask(orm: MikroORM, log: JobLog): Task {
  return async (payload) => {
    const entryId = idOf(payload, 'entryId');
    if (!Number.isSafeInteger(entryId)) return;
    const outcome = await expireOffer(orm.em, entryId);
    if (outcome !== 'nothing') log.info({ waitlistEntryId: entryId, outcome }, 'waitlist offer expiry handled');
  };
}

/** A sign-up never confirmed (payload `{ entryId }`): forgotten. */
export function forgetUnconfirmedTask(orm: MikroORM, log: JobLog): Task {
  return async (payload) => {
    const entryId = idOf(payload, 'entryId');
    if (!Number.isSafeInteger(entryId)) return;
    if (await waitlistService.forgetUnconfirmed(orm.em.fork(), entryId, new Date()))
      log.info({ waitlistEntryId: entryId }, 'unconfirmed waitlist sign-up deleted');
  };
}
