import { LockMode } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../context/request-context.js';
import type { FieldError } from '../../validation/validate.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { Course } from '../courses/course.entity.js';
import { WaitlistEntry, WaitlistStatus } from './waitlist-entry.entity.js';
import { releaseOfferPlaces } from './waitlist-offers.js';
import { lockWaitlistLine, salesThroughOffers, waitlistCourseIds } from './waitlist.repository.js';

/** At most this many entries of one course are listed (newest ended ones are cut first: the line itself always fits). */
export const MAX_LISTED_ENTRIES = 500;

export interface CourseWaitlistView {
  course: Course;
  entries: WaitlistEntry[];
  /** Places asked for by entries confirmed and waiting in line. */
  waitingPlaces: number;
  /** Places held for open offers (mailed, or in a cart). */
  offeredPlaces: number;
  /** Orders placed through an offer, and their places of this course (orders cancelled since not counted). */
  sales: number;
  placesSold: number;
}

export type EntryChange = { ok: true; courseId: number } | { ok: false; errors: FieldError[] };

const notFound: FieldError = { field: 'entryId', code: 'WAITLIST_ENTRY_NOT_FOUND', id: 'validation.waitlistEntryNotFound' };
const LINE = [WaitlistStatus.PENDING, WaitlistStatus.WAITING, WaitlistStatus.OFFERED, WaitlistStatus.ACCEPTED];

const auditValues = (entry: WaitlistEntry) => ({
  courseId: entry.course.id,
  status: entry.status,
  position: entry.position ?? null,
  places: entry.places,
});

/**
 * Staff's view of the waitlists: each course's line in order with its offers, and how many sales came from
 * it; staff move entries up and down the line or remove them (an offer they hold goes to the next in line). Every
 * change is recorded in the audit log; staff (the resolvers' `@Authorized(STAFF_ROLES)`; the settings `ADMIN_ONLY`).
 */
export const waitlistAdminService = {
  async courseWaitlist(ctx: RequestContext, courseId: number): Promise<CourseWaitlistView | null> {
    const course = await ctx.em.findOne(Course, courseId);
    return course ? (await this.views(ctx, [course]))[0] : null;
  },

  /** Every course that has a waitlist, next to start first. */
  async allWaitlists(ctx: RequestContext): Promise<CourseWaitlistView[]> {
    const courseIds = await waitlistCourseIds(ctx.em);
    if (courseIds.length === 0) return [];
    const courses = await ctx.em.find(Course, { id: { $in: courseIds } }, { orderBy: { startDate: 'asc', id: 'asc' } });
    return this.views(ctx, courses);
  },

  async views(ctx: RequestContext, courses: Course[]): Promise<CourseWaitlistView[]> {
    const ids = courses.map((course) => course.id);
    const entries = await ctx.em.find(WaitlistEntry, { course: { $in: ids } }, { populate: ['order'], orderBy: { id: 'asc' } });
    const sold = await salesThroughOffers(ctx.em, ids);
    return courses.map((course) => {
      const own = entries.filter((entry) => entry.course.id === course.id);
      const inLine = own.filter((entry) => LINE.includes(entry.status)).sort(lineOrder);
      const ended = own
        .filter((entry) => !LINE.includes(entry.status))
        .sort((a, b) => (b.endedAt?.getTime() ?? 0) - (a.endedAt?.getTime() ?? 0));
      const soldRow = sold.get(course.id);
      return {
        course,
        entries: [...inLine, ...ended].slice(0, MAX_LISTED_ENTRIES),
        waitingPlaces: own.filter((entry) => entry.status === WaitlistStatus.WAITING).reduce((sum, entry) => sum + entry.places, 0),
        offeredPlaces: own
          .filter((entry) => entry.status === WaitlistStatus.OFFERED || entry.status === WaitlistStatus.ACCEPTED)
          .reduce((sum, entry) => sum + entry.places, 0),
        sales: soldRow?.sales ?? 0,
        placesSold: soldRow?.places ?? 0,
      };
    });
  },

  /** Swaps a waiting entry with its neighbour in line (up: one ahead); at the end of the line nothing moves. */
  move(ctx: RequestContext, entryId: number | null, direction: 'UP' | 'DOWN'): Promise<EntryChange> {
    return this.change(ctx, entryId, async (tx, entry) => {
      if (entry.status !== WaitlistStatus.WAITING || entry.position == null) return [notFound];
      await lockWaitlistLine(tx.em, entry.course.id);
      const neighbour = await tx.em.findOne(
        WaitlistEntry,
        {
          course: entry.course.id,
          status: WaitlistStatus.WAITING,
          position: direction === 'UP' ? { $lt: entry.position } : { $gt: entry.position },
        },
        { orderBy: { position: direction === 'UP' ? 'desc' : 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!neighbour) return [];
      const before = auditValues(entry);
      [entry.position, neighbour.position] = [neighbour.position, entry.position];
      recordAdminChange(tx.em, ctx.user, {
        entityType: 'waitlistEntry',
        entityId: entry.id,
        action: AuditAction.UPDATED,
        before,
        after: auditValues(entry),
      });
      // A moved entry may fit places that are free now.
      return [];
    });
  },

  /** Takes an entry off the list; places held for its offer go to the next in line. An ended entry is refused. */
  remove(ctx: RequestContext, entryId: number | null): Promise<EntryChange> {
    return this.change(ctx, entryId, async (tx, entry) => {
      if (!LINE.includes(entry.status)) return [notFound];
      const before = auditValues(entry);
      await releaseOfferPlaces(tx.em, entry);
      Object.assign(entry, { status: WaitlistStatus.REMOVED, endedAt: new Date(), position: null });
      recordAdminChange(tx.em, ctx.user, {
        entityType: 'waitlistEntry',
        entityId: entry.id,
        action: AuditAction.UPDATED,
        before,
        after: auditValues(entry),
      });
      return [];
    });
  },

  async change(
    ctx: RequestContext,
    entryId: number | null,
    work: (tx: RequestContext, entry: WaitlistEntry) => Promise<FieldError[]>,
  ): Promise<EntryChange> {
    if (entryId === null) return { ok: false, errors: [notFound] };
    return transactional(ctx, async (tx): Promise<EntryChange> => {
      const entry = await tx.em.findOne(WaitlistEntry, entryId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!entry) return { ok: false, errors: [notFound] };
      const errors = await work(tx, entry);
      if (errors.length) return { ok: false, errors };
      await tx.em.flush();
      return { ok: true, courseId: entry.course.id };
    });
  },
};

/** Offers first (oldest first), then the line by position, then unconfirmed sign-ups (not in line yet). */
function lineOrder(a: WaitlistEntry, b: WaitlistEntry): number {
  const rank = (entry: WaitlistEntry) => (entry.status === WaitlistStatus.PENDING ? 2 : entry.status === WaitlistStatus.WAITING ? 1 : 0);
  return rank(a) - rank(b) || (a.position ?? Infinity) - (b.position ?? Infinity) || a.id - b.id;
}
