import type { Opt } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { DateTimeISO, LocalDate } from '../../graphql/scalars.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { Node } from '../../graphql/node.js';
import { placeRemainingTextColumns, textColumn } from '../../graphql/text-fields.js';
import { COURSE_TEXT_FIELDS, type CourseTextValues } from '../../validation/course-fields.js';
import { AgeGroup, CourseLevel, CourseType } from './course.enums.js';

/** A swimming course with a fixed number of places. `id`/`databaseId` come from defineNode, `availability` and `bookable` from CourseResolver. */
@Entity({ tableName: 'courses' })
@Index({ name: 'courses_active_start_date_idx', properties: ['isActive', 'startDate'] })
@Check({ name: 'courses_slots_check', expression: 'available_slots >= 0 and available_slots <= total_slots' })
@ObjectType({ implements: Node, description: 'A swimming course with a limited number of places.' })
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the table's remaining text columns are placed on the class at run time (placeRemainingTextColumns); this interface gives them their types
export class Course {
  @PrimaryKey()
  id: number;

  // The texts (`textColumn`) are declared in api/src/validation/course-fields.ts, each with its English twin `<name>En`
  // (null or blank: not translated). A property here only keeps the text's place among the fields; texts without one follow the class's fields.
  @textColumn(COURSE_TEXT_FIELDS)
  title: string;

  @textColumn(COURSE_TEXT_FIELDS)
  description: string = '';

  @Enum({ items: () => CourseType })
  @Field(() => CourseType, { description: 'Kind of course.' })
  courseType: CourseType;

  @Enum({ items: () => CourseLevel, default: CourseLevel.BEGINNER })
  @Field(() => CourseLevel, { description: 'Skill level.' })
  level: CourseLevel = CourseLevel.BEGINNER;

  @Enum({ items: () => AgeGroup, default: AgeGroup.CHILDREN_5_7 })
  @Field(() => AgeGroup, { description: 'Who the course is for.' })
  ageGroup: AgeGroup = AgeGroup.CHILDREN_5_7;

  @Property({ type: 'date', nullable: true })
  @Field(() => LocalDate, { nullable: true, description: 'First session (ISO date, YYYY-MM-DD); null when not fixed yet.' })
  startDate?: string | null;

  @Property({ type: 'date', nullable: true })
  @Field(() => LocalDate, { nullable: true, description: 'Last session (ISO date, YYYY-MM-DD); null when not fixed yet.' })
  endDate?: string | null;

  @textColumn(COURSE_TEXT_FIELDS)
  schedule?: string | null;

  @textColumn(COURSE_TEXT_FIELDS)
  time?: string | null;

  @textColumn(COURSE_TEXT_FIELDS)
  location?: string | null;

  @textColumn(COURSE_TEXT_FIELDS)
  duration?: string | null;

  @Property({ default: 10 })
  @Field(() => Int, { description: 'Places still free: 0 to `totalSlots`.' })
  availableSlots: number = 10;

  @Property({ default: 10, check: 'total_slots >= 1' })
  @Field(() => Int, { description: 'All places of the course; at least 1.' })
  totalSlots: number = 10;

  /** Below this many booked places the course may be cancelled; the office is warned before it starts. */
  @Property({ type: 'integer', nullable: true, check: 'min_participants is null or min_participants >= 1' })
  @Field(() => Int, {
    nullable: true,
    description:
      'Fewest participants the course runs with (1 to `totalSlots`); with fewer booked places the school may cancel it with a full refund. Null: no minimum.',
  })
  minParticipants?: number | null;

  /** Set once when staff cancel the course (course-cancellation.service.ts): it is off sale for good and its page says so. */
  @Property({ type: 'datetime', nullable: true })
  @Field(() => DateTimeISO, {
    nullable: true,
    description:
      'When the school cancelled the course (e.g. too few participants; every order was refunded); null when it was not. A cancelled course cannot be booked and its page says it was cancelled.',
  })
  cancelledAt?: Date | null;

  /** When the office was warned that too few places are booked (min-participants.tasks.ts): once per course. */
  @Property({ type: 'datetime', nullable: true })
  minParticipantsWarnedAt?: Date | null;

  @Property({ default: 0, check: 'price_cents >= 0' })
  @Field(() => Int, { description: 'Price per participant in euro cents.' })
  priceCents: number = 0;

  @Property({ default: true })
  @Field(() => Boolean, {
    description:
      'Whether the course is on offer. Public lists and `course` show active courses only, so only admins (`adminCourses`) meet false.',
  })
  isActive: Opt<boolean> = true;

  @textColumn(COURSE_TEXT_FIELDS)
  notes?: string | null;

  @textColumn(COURSE_TEXT_FIELDS)
  specialRequirements?: string | null;

  @textColumn(COURSE_TEXT_FIELDS)
  whatToBring?: string | null;

  @textColumn(COURSE_TEXT_FIELDS)
  cancellationPolicy?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}

// The texts' values as the table declares them, for those no property names (the class merges this interface).
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the table's remaining text columns are placed on the class at run time (placeRemainingTextColumns); this interface gives them their types
export interface Course extends CourseTextValues {}
placeRemainingTextColumns(COURSE_TEXT_FIELDS, Course);
