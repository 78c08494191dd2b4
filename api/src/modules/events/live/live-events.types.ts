import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../../graphql/scalars.js';
import type { Course } from '../../courses/course.entity.js';
import type { OrderView } from '../../orders/order.types.js';

/** The fields every live event has (abstract: not a schema type of its own; README "Public API": subscriptions). */
@ObjectType()
abstract class LiveEventFields {
  @Field(() => ID, { description: "The event's id (a UUID): the same as in a webhook's delivery of it, so a client can tell a repeat." })
  id: string;

  @Field(() => DateTimeISO, { description: 'When it happened.' })
  occurredAt: Date;

  @Field(() => ID, { description: 'The global `id` of what it is about.' })
  subjectId: string;

  /** Why the subject could not be read (the database is away): its field then answers with that error. */
  failure?: unknown;
}

@ObjectType('OrderLiveEvent', { description: 'Staff and admins: an order was placed, paid or cancelled.' })
export class OrderLiveEvent extends LiveEventFields {
  @Field({ description: "`order.created`, `order.paid` or `order.cancelled`: the webhooks' names of the events." })
  type: string;

  /** Read for the subscriber when the event is delivered (field `order`, live-events.resolver.ts). */
  order: OrderView | null;
}

@ObjectType('CourseLiveEvent', {
  description: "A course on offer changed: its details, or its free places (a booking, a cancellation, staff's change).",
})
export class CourseLiveEvent extends LiveEventFields {
  @Field({ description: "`course.updated` or `course.places_changed`: the webhooks' names of the events." })
  type: string;

  /** Read as a visitor sees it when the event is delivered (fields `course`, `availableSlots`, live-events.resolver.ts). */
  course: Course | null;
  /** The free places the event names (`course.places_changed`); null for other events. */
  placesLeft: number | null;
}
