import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob } from '../../jobs/job-queue.js';
import { hasWaitingEntry } from './waitlist.repository.js';

/** The job that offers a course's free places to its waitlist (waitlist-offers.ts); one waiting job per course. */
export const WAITLIST_OFFER_TASK = 'waitlist_offer_places';

/**
 * Places of a course came free (an order cancelled, a hold or offer ended, the course made bigger: every such change
 * goes through places.ts), in the caller's transaction: when someone is waiting for it, the offer job runs after the
 * commit. Keyed per course, so many returns at once make one job; the job itself locks the course's row, so two
 * instances never offer the same places.
 */
export async function placesCameFree(em: EntityManager, courseId: number): Promise<void> {
  if (!em.isInTransaction()) return;
  if (!(await hasWaitingEntry(em, courseId))) return;
  await addJob(em, WAITLIST_OFFER_TASK, { courseId }, { jobKey: `waitlist-offers:${courseId}`, maxAttempts: 10 });
}
