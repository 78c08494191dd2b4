import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Course } from '../courses/course.entity.js';

export enum BookingStatus {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  CANCELLED = 'cancelled',
}

/** A booking request for a course (the old site's request form), handled by staff. */
@Entity({ tableName: 'bookings' })
export class Booking {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Course, { deleteRule: 'restrict', index: 'bookings_course_id_idx' })
  course: Course;

  @Property({ length: 200 })
  name: string;

  @Property({ length: 254 })
  email: string;

  @Enum({ items: () => BookingStatus, default: BookingStatus.PENDING })
  status: BookingStatus = BookingStatus.PENDING;

  @Property({ type: 'text', nullable: true })
  message?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
