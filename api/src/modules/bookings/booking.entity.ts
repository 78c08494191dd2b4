import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Node } from '../../graphql/node.js';
import { DateTimeISO } from '../../graphql/scalars.js';
import { Course } from '../courses/course.entity.js';

export enum BookingStatus {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  CANCELLED = 'cancelled',
}

registerEnumType(BookingStatus, {
  name: 'BookingStatus',
  description: 'Where a course request stands (docs/SPEC.md §4).',
  valuesConfig: {
    PENDING: { description: 'Received; staff have not answered yet.' },
    CONFIRMED: {
      description: 'Staff answered yes. Takes no place by itself: places are taken by the order made from it (`convertBookingToOrder`).',
    },
    CANCELLED: { description: 'Cancelled by staff or the requester.' },
  },
});

/**
 * A booking request for a course (the old site's request form), handled by staff.
 * Personal data: returned only to its sender (in the mutation payload) and, later, to admins.
 */
@Entity({ tableName: 'bookings' })
@ObjectType({ implements: Node, description: 'A request for a place in a course, answered by staff.' })
export class Booking {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Course, { deleteRule: 'restrict', index: 'bookings_course_id_idx' })
  course: Course;

  @Property({ length: 200 })
  @Field({ description: "Requester's name." })
  name: string;

  @Property({ length: 254 })
  @Field({ description: "Requester's e-mail address, where the answer goes." })
  email: string;

  @Enum({ items: () => BookingStatus, default: BookingStatus.PENDING })
  @Field(() => BookingStatus, { description: 'Where the request stands; new requests are PENDING.' })
  status: BookingStatus = BookingStatus.PENDING;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: "The requester's note; null when none was written." })
  message?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => DateTimeISO, { description: 'When it was received (ISO timestamp, UTC).' })
  createdAt: Opt<Date> = new Date();
}
