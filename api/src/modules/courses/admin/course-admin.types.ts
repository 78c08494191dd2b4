import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../../graphql/mutation.js';
import { LocalDate } from '../../../graphql/scalars.js';
import { COURSE_LIMITS } from '../../../validation/course.schema.js';
import { Course } from '../course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../course.enums.js';

const { maxPriceCents, totalSlots } = COURSE_LIMITS;

/**
 * The course form's fields (SPEC §5), once for both inputs: required on creation (`required`), each optional
 * on an update, where an absent field stays as it is.
 */
function courseFormFields(required: boolean) {
  const needed = !required;
  // A base only: type-graphql puts just the inputs that resolvers use into the schema.
  @InputType()
  abstract class CourseFormFields {
    @Field(() => String, { nullable: needed, description: `Course name, in German: 1 to ${COURSE_LIMITS.title} characters, one line.` })
    title?: string | null;

    @Field(() => String, { nullable: needed, description: `What the course covers, in German: 1 to ${COURSE_LIMITS.description} characters; line breaks allowed.` })
    description?: string | null;

    @Field(() => CourseType, { nullable: needed, description: 'Kind of course.' })
    courseType?: CourseType | null;

    @Field(() => CourseLevel, { nullable: needed, description: 'Skill level (the form starts with BEGINNER).' })
    level?: CourseLevel | null;

    @Field(() => AgeGroup, { nullable: needed, description: 'Who the course is for (the form starts with CHILDREN_5_7).' })
    ageGroup?: AgeGroup | null;

    @Field(() => LocalDate, { nullable: true, description: 'First session; null: not fixed yet.' })
    startDate?: string | null;

    @Field(() => LocalDate, { nullable: true, description: 'Last session, not before `startDate`; null: not fixed yet.' })
    endDate?: string | null;

    @Field(() => String, { nullable: true, description: `Weekdays, e.g. "Samstags"; at most ${COURSE_LIMITS.schedule} characters; null or empty: none.` })
    schedule?: string | null;

    @Field(() => String, { nullable: true, description: `Time of day, free text like "12:15-13:00"; at most ${COURSE_LIMITS.time} characters; null or empty: none.` })
    time?: string | null;

    @Field(() => String, { nullable: true, description: `Where it takes place; at most ${COURSE_LIMITS.location} characters; null or empty: none.` })
    location?: string | null;

    @Field(() => String, { nullable: true, description: `Free text like "4 Einheiten à 45 Minuten"; at most ${COURSE_LIMITS.duration} characters; null or empty: none.` })
    duration?: string | null;

    @Field(() => Int, { nullable: needed, description: `All places: ${totalSlots.min} to ${totalSlots.max}.` })
    totalSlots?: number | null;

    @Field(() => Int, { nullable: true, description: 'Fewest participants the course runs with: 1 to `totalSlots`; null: no minimum (on an update: absent leaves it, null clears it).' })
    minParticipants?: number | null;

    @Field(() => Int, { nullable: needed, description: `Price per participant in euro cents: 0 to ${maxPriceCents}.` })
    priceCents?: number | null;

    @Field(() => Boolean, { nullable: true, description: 'On offer (public lists show it) or hidden from visitors; null: on offer for a new course, unchanged on an update.' })
    isActive?: boolean | null;

    @Field(() => String, { nullable: true, description: `Further remarks for participants; at most ${COURSE_LIMITS.longText} characters; null or empty: none.` })
    notes?: string | null;

    @Field(() => String, { nullable: true, description: `What participants need or must be able to do; at most ${COURSE_LIMITS.longText} characters; null or empty: none.` })
    specialRequirements?: string | null;

    @Field(() => String, { nullable: true, description: `Course-specific cancellation terms; at most ${COURSE_LIMITS.longText} characters; null or empty: the general terms apply.` })
    cancellationPolicy?: string | null;

    @Field(() => String, { nullable: true, description: `What to bring to the sessions (the reminder mail before the start repeats it); at most ${COURSE_LIMITS.longText} characters; null or empty: nothing said.` })
    whatToBring?: string | null;

    // The English texts: optional, with the German field's limits; null or empty: not translated (English readers get the German text).
    @Field(() => String, { nullable: true, description: `English course name: at most ${COURSE_LIMITS.title} characters, one line; null or empty: not translated (English pages show the German one).` })
    titleEn?: string | null;

    @Field(() => String, { nullable: true, description: `English description: at most ${COURSE_LIMITS.description} characters; line breaks allowed; null or empty: not translated.` })
    descriptionEn?: string | null;

    @Field(() => String, { nullable: true, description: `English weekdays, e.g. "Saturdays"; at most ${COURSE_LIMITS.schedule} characters; null or empty: not translated.` })
    scheduleEn?: string | null;

    @Field(() => String, { nullable: true, description: `English place; at most ${COURSE_LIMITS.location} characters; null or empty: not translated.` })
    locationEn?: string | null;

    @Field(() => String, { nullable: true, description: `English duration, e.g. "4 sessions of 45 minutes"; at most ${COURSE_LIMITS.duration} characters; null or empty: not translated.` })
    durationEn?: string | null;

    @Field(() => String, { nullable: true, description: `English remarks; at most ${COURSE_LIMITS.longText} characters; null or empty: not translated.` })
    notesEn?: string | null;

    @Field(() => String, { nullable: true, description: `English requirements; at most ${COURSE_LIMITS.longText} characters; null or empty: not translated.` })
    specialRequirementsEn?: string | null;

    @Field(() => String, { nullable: true, description: `English cancellation terms; at most ${COURSE_LIMITS.longText} characters; null or empty: not translated.` })
    cancellationPolicyEn?: string | null;

    @Field(() => String, { nullable: true, description: `English "what to bring"; at most ${COURSE_LIMITS.longText} characters; null or empty: not translated.` })
    whatToBringEn?: string | null;
  }
  return CourseFormFields;
}

@InputType({ description: 'A new course (SPEC §5 course form). Surrounding spaces are trimmed; refused fields come back as `errors`.' })
export class CreateCourseInput extends courseFormFields(true) {
  @Field(() => Int, { nullable: true, description: 'Free places: 0 to `totalSlots`; null: all places (`totalSlots`).' })
  availableSlots?: number | null;

}

@InputType({
  description:
    'Changes to a course: an absent field stays as it is, null clears an optional one (`isActive: null` changes nothing). ' +
    'The free places are not set here: they follow `totalSlots` (places already booked or held stay taken; see `updateCourse`). ' +
    'The course it would leave is checked as a whole (SPEC §5).',
})
export class UpdateCourseInput extends courseFormFields(false) {
  @Field(() => ID, { description: 'The course\'s `id`.' })
  id: string;
}

@InputType({ description: 'The course to copy.' })
export class DuplicateCourseInput {
  @Field(() => ID, { description: 'The original\'s `id`.' })
  id: string;
}

@InputType({ description: 'Puts a course on offer or takes it off.' })
export class SetCourseActiveInput {
  @Field(() => ID, { description: 'The course\'s `id`.' })
  id: string;

  @Field({ description: 'true: on offer (public lists show it); false: hidden from visitors, bookings stay as they are.' })
  isActive: boolean;
}

@InputType({ description: 'The course to delete.' })
export class DeleteCourseInput {
  @Field(() => ID, { description: 'The course\'s `id`.' })
  id: string;
}

@ObjectType({ description: 'Result of `createCourse`: the new course, or why it was refused.' })
export class CreateCoursePayload extends MutationPayload {
  @Field(() => Course, { nullable: true, description: 'The new course; null when `errors` is not empty.' })
  course: Course | null;
}

@ObjectType({ description: 'Result of `updateCourse`: the course as it is now, or why the changes were refused (then nothing changed).' })
export class UpdateCoursePayload extends MutationPayload {
  @Field(() => Course, { nullable: true, description: 'The course after the change; null when `errors` is not empty.' })
  course: Course | null;
}

@ObjectType({ description: 'Result of `duplicateCourse`: the copy, or why there is none.' })
export class DuplicateCoursePayload extends MutationPayload {
  @Field(() => Course, { nullable: true, description: 'The copy; null when `errors` is not empty.' })
  course: Course | null;
}

@ObjectType({ description: 'Result of `setCourseActive`: the course as it is now, or why it was refused.' })
export class SetCourseActivePayload extends MutationPayload {
  @Field(() => Course, { nullable: true, description: 'The course after the change; null when `errors` is not empty.' })
  course: Course | null;
}

@ObjectType({ description: 'Result of `deleteCourse`: which course is gone (for Relay\'s `@deleteEdge`), or why it stays.' })
export class DeleteCoursePayload extends MutationPayload {
  @Field(() => ID, { nullable: true, description: 'The deleted course\'s `id`; null when `errors` is not empty.' })
  deletedCourseId: string | null;
}
