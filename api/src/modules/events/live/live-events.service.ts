import { type PartnerPrincipal, type RequestContext, type SessionUser, hasRole } from '../../../context/request-context.js';
import { END, type EndableIterator, SKIP, mapEach } from '../../../util/async-iterators.js';
import type { Course } from '../../courses/course.entity.js';
import { courseService } from '../../courses/course.service.js';
import { orderAdminService } from '../../orders/admin/order-admin.service.js';
import { scopesAllowEvent } from '../../partner-keys/partner-scopes.js';
import { STAFF_ROLES } from '../../users/roles.js';
import type { DomainEventType, PublishedDomainEvent } from '../domain-event-types.js';
import type { LiveContext } from './live-context.js';

/** One event as a subscriber receives it: with its subject as the subscriber may see it at that moment. */
export interface LiveEvent<Subject> {
  event: PublishedDomainEvent;
  /** Null only with `failure`: the subject could not be read right now (the database is away). */
  subject: Subject | null;
  failure?: unknown;
  /**
   * The context the event's fields are read in: a fresh one per event, with the subscriber as it is now. The
   * subscription's own would answer each later event from what it read for the first (its identity map, its loaders).
   */
  context: RequestContext;
}

export const ORDER_EVENT_TYPES: ReadonlySet<DomainEventType> = new Set(['order.created', 'order.paid', 'order.cancelled']);
export const COURSE_EVENT_TYPES: ReadonlySet<DomainEventType> = new Set(['course.updated', 'course.places_changed']);

/** An order as staff read it (the GraphQL `Order`'s shape, named without importing the adapter that declares it). */
type StaffOrder = NonNullable<Awaited<ReturnType<typeof orderAdminService.byId>>>;

/** Reads the database id of an event's subject (a global id); null when it names no such object. */
type SubjectIdReader = (subjectId: string) => number | null;

const eventContext = (ctx: LiveContext, user: SessionUser | null, partner: PartnerPrincipal | null = null): RequestContext => ({
  ...ctx,
  user,
  partner,
  em: ctx.em.fork(),
  loaders: new Map(),
});

/**
 * Who may read an event's order now: staff by their session (null: it ended or its role may no longer), a partner by
 * its key (null: revoked). END when nobody may any more.
 */
async function orderReaderNow(ctx: LiveContext, event: PublishedDomainEvent): Promise<RequestContext | typeof END> {
  if (ctx.partner) {
    const partner = await ctx.partnerNow();
    return partner && scopesAllowEvent(partner.scopes, event.type) ? eventContext(ctx, null, partner) : END;
  }
  const user = await ctx.subscriberNow();
  return hasRole(user, STAFF_ROLES) ? eventContext(ctx, user) : END;
}

/**
 * The live streams of events, for subscribers over `/graphql/stream` (README "Public API": subscriptions). Who may
 * subscribe is the resolver's `@Authorized`; who may read each event's subject is decided here, for every event anew.
 */
export const liveEventsService = {
  /**
   * New orders, payments and cancellations, for staff (README "Roles") and partner keys with `read:orders`: each with
   * the order as staff read it in the admin area. Ends when the subscriber may no longer read orders (signed out, its
   * role changed, deactivated; its key revoked).
   */
  orderEvents(ctx: LiveContext, orderIdOf: SubjectIdReader): EndableIterator<LiveEvent<StaffOrder>> {
    return mapEach(
      ctx.domainEvents.subscribe((event) => ORDER_EVENT_TYPES.has(event.type)),
      async (event): Promise<LiveEvent<StaffOrder> | typeof SKIP | typeof END> => {
        let context: RequestContext | typeof END;
        try {
          context = await orderReaderNow(ctx, event);
        } catch (failure) {
          // Whether the session or key still holds cannot be told: the event without its order, so the client reads it later.
          return { event, subject: null, failure, context: eventContext(ctx, null) };
        }
        if (context === END) return END;
        try {
          const order = await orderAdminService.byId(context, orderIdOf(event.subjectId));
          // Deleted for good before the event arrived: nothing left to show.
          return order ? { event, subject: order, context } : SKIP;
        } catch (failure) {
          return { event, subject: null, failure, context };
        }
      },
    );
  },

  /**
   * Changes of courses on offer, for anyone: their details or their free places. Only courses a visitor may open
   * (`node(id:)`'s rule): a course taken off offer is skipped. `subjectId`: one course's global id; null: all courses.
   */
  courseEvents(ctx: LiveContext, subjectId: string | null, courseIdOf: SubjectIdReader): EndableIterator<LiveEvent<Course>> {
    return mapEach(
      ctx.domainEvents.subscribe((event) => COURSE_EVENT_TYPES.has(event.type) && (subjectId === null || event.subjectId === subjectId)),
      async (event): Promise<LiveEvent<Course> | typeof SKIP> => {
        // Public data: read as a visitor would, whoever subscribed.
        const context = eventContext(ctx, null);
        const id = courseIdOf(event.subjectId);
        if (id === null) return SKIP;
        try {
          const course = await courseService.findPublic(context, id);
          return course ? { event, subject: course, context } : SKIP;
        } catch (failure) {
          return { event, subject: null, failure, context };
        }
      },
    );
  },
};
