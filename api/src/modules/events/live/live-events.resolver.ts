import { GraphQLError } from 'graphql';
import { Arg, Authorized, FieldResolver, ID, Int, Resolver, Root, Subscription } from 'type-graphql';
import { databaseIdOf } from '../../../graphql/node.js';
import { Course } from '../../courses/course.entity.js';
import { OrderView } from '../../orders/order.types.js';
import { STAFF_ROLES } from '../../users/roles.js';
import type { LiveContext } from './live-context.js';
import { liveEventMessages } from './live-events.messages.js';
import { type LiveEvent, liveEventsService } from './live-events.service.js';
import { CourseLiveEvent, OrderLiveEvent } from './live-events.types.js';

const orderIdOf = (subjectId: string) => databaseIdOf(subjectId, 'Order');
const courseIdOf = (subjectId: string) => databaseIdOf(subjectId, 'Course');

const eventFields = ({ event, failure }: LiveEvent<unknown>) => ({
  id: event.id,
  type: event.type,
  occurredAt: new Date(event.occurredAt),
  subjectId: event.subjectId,
  failure,
});

/**
 * Live updates (README "Public API": subscriptions), over `/graphql/stream` only (http/graphql-stream/). Each
 * event's fields are resolved in a context of its own, with the subscriber as it is then (LiveEvent.context).
 */
@Resolver()
export class LiveEventsResolver {
  @Authorized(STAFF_ROLES)
  @Subscription(() => OrderLiveEvent, {
    description:
      'Staff and admins, and partner keys with `read:orders`: every order placed, paid or cancelled from now on, on any instance, each with the order as it is then. ' +
      'Over `/graphql/stream` (Server-Sent Events) only. Ends when the session ends or its role may no longer read orders, or the key is revoked.',
    subscribe: ({ context }) => liveEventsService.orderEvents(context as LiveContext, orderIdOf),
  })
  orderEvents(@Root() live: LiveEvent<OrderView>): OrderLiveEvent {
    return { ...eventFields(live), order: live.subject };
  }

  @Subscription(() => CourseLiveEvent, {
    description:
      'Anyone: changes of the courses on offer from now on (details, free places), each with the course as a visitor sees it then. ' +
      'Over `/graphql/stream` (Server-Sent Events) only.',
    subscribe: ({ context, args }) => {
      const ctx = context as LiveContext;
      const courseId = (args as { courseId?: string | null }).courseId ?? null;
      if (courseId !== null && courseIdOf(courseId) === null) {
        throw new GraphQLError(liveEventMessages[ctx.language].notACourseId, {
          extensions: { code: 'BAD_USER_INPUT', argument: 'courseId', http: { status: 400 } },
        });
      }
      return liveEventsService.courseEvents(ctx, courseId, courseIdOf);
    },
  })
  courseEvents(
    @Root() live: LiveEvent<Course>,
    @Arg('courseId', () => ID, {
      nullable: true,
      description: "Only this course's changes (its global `id`); null or absent: every course's.",
    })
    _courseId?: string | null,
  ): CourseLiveEvent {
    const placesLeft = live.event.data.availableSlots;
    return { ...eventFields(live), course: live.subject, placesLeft: typeof placesLeft === 'number' ? placesLeft : null };
  }
}

/** A subject that could not be read answers with why (SERVICE_UNAVAILABLE), beside the event's other fields. */
@Resolver(() => OrderLiveEvent)
export class OrderLiveEventResolver {
  @FieldResolver(() => OrderView, {
    nullable: true,
    description:
      'The order as it is when the event is delivered (it may have changed again since). Null only when it could not be read right now; the errors say why.',
  })
  order(@Root() live: OrderLiveEvent): OrderView | null {
    if (live.failure) throw live.failure;
    return live.order;
  }
}

@Resolver(() => CourseLiveEvent)
export class CourseLiveEventResolver {
  @FieldResolver(() => Course, {
    nullable: true,
    description:
      'The course as a visitor sees it when the event is delivered. Null only when it could not be read right now; the errors say why.',
  })
  course(@Root() live: CourseLiveEvent): Course | null {
    if (live.failure) throw live.failure;
    return live.course;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      'The free places the change left (`course.places_changed`); for other events the free places when it is delivered. Null only with `course`.',
  })
  availableSlots(@Root() live: CourseLiveEvent): number | null {
    return live.placesLeft ?? live.course?.availableSlots ?? null;
  }
}
