import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../../graphql/mutation.js';
import { LocalDate } from '../../../graphql/scalars.js';
import { placeRemainingTextInputs, textInput } from '../../../graphql/text-fields.js';
import { COURSE_TEXT_FIELDS } from '../../../validation/course-fields.js';
import { COURSE_LIMITS } from '../../../validation/course.schema.js';
import { Course } from '../course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../course.enums.js';
import type { CourseForm, NewCourseForm } from './course-admin.rules.js';

const { maxPriceCents, totalSlots } = COURSE_LIMITS;

/**
 * The course form's fields (docs/SPEC.md §5), once for both inputs: required on creation (`creating`), each optional
 * on an update, where an absent field stays as it is. The texts are declared in api/src/validation/course-fields.ts;
 * a property here only keeps a text's place among the other fields.
 */
function courseFormFields(creating: boolean) {
  const needed = !creating;
  // A base only: type-graphql puts just the inputs that resolvers use into the schema.
  @InputType()
  abstract class CourseFormFields implements CourseForm {
    @textInput(COURSE_TEXT_FIELDS, { creating })
    title?: string | null;

    @textInput(COURSE_TEXT_FIELDS, { creating })
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

    @textInput(COURSE_TEXT_FIELDS, { creating })
    schedule?: string | null;

    @textInput(COURSE_TEXT_FIELDS, { creating })
    time?: string | null;

    @textInput(COURSE_TEXT_FIELDS, { creating })
    location?: string | null;

    @textInput(COURSE_TEXT_FIELDS, { creating })
    duration?: string | null;

    @Field(() => Int, { nullable: needed, description: `All places: ${totalSlots.min} to ${totalSlots.max}.` })
    totalSlots?: number | null;

    @Field(() => Int, {
      nullable: true,
      description:
        'Fewest participants the course runs with: 1 to `totalSlots`; null: no minimum (on an update: absent leaves it, null clears it).',
    })
    minParticipants?: number | null;

    @Field(() => Int, { nullable: needed, description: `Price per participant in euro cents: 0 to ${maxPriceCents}.` })
    priceCents?: number | null;

    @Field(() => Boolean, {
      nullable: true,
      description: 'On offer (public lists show it) or hidden from visitors; null: on offer for a new course, unchanged on an update.',
    })
    isActive?: boolean | null;

    @textInput(COURSE_TEXT_FIELDS, { creating })
    notes?: string | null;

    @textInput(COURSE_TEXT_FIELDS, { creating })
    specialRequirements?: string | null;

    @textInput(COURSE_TEXT_FIELDS, { creating })
    cancellationPolicy?: string | null;

    @textInput(COURSE_TEXT_FIELDS, { creating })
    whatToBring?: string | null;
  }
  // The texts no property places (after the fields above), then the English twins: optional, with the German texts' limits.
  placeRemainingTextInputs(COURSE_TEXT_FIELDS, CourseFormFields, { creating });
  return CourseFormFields;
}

@InputType({
  description: 'A new course (docs/SPEC.md §5 course form). Surrounding spaces are trimmed; refused fields come back as `errors`.',
})
export class CreateCourseInput extends courseFormFields(true) implements NewCourseForm {
  @Field(() => Int, { nullable: true, description: 'Free places: 0 to `totalSlots`; null: all places (`totalSlots`).' })
  availableSlots?: number | null;
}

@InputType({
  description:
    'Changes to a course: an absent field stays as it is, null clears an optional one (`isActive: null` changes nothing). ' +
    'The free places are not set here: they follow `totalSlots` (places already booked or held stay taken; see `updateCourse`). ' +
    'The course it would leave is checked as a whole (docs/SPEC.md §5).',
})
export class UpdateCourseInput extends courseFormFields(false) {
  @Field(() => ID, { description: "The course's `id`." })
  id: string;
}

@InputType({ description: 'The course to copy.' })
export class DuplicateCourseInput {
  @Field(() => ID, { description: "The original's `id`." })
  id: string;
}

@InputType({ description: 'Puts a course on offer or takes it off.' })
export class SetCourseActiveInput {
  @Field(() => ID, { description: "The course's `id`." })
  id: string;

  @Field({ description: 'true: on offer (public lists show it); false: hidden from visitors, bookings stay as they are.' })
  isActive: boolean;
}

@InputType({ description: 'The course to delete.' })
export class DeleteCourseInput {
  @Field(() => ID, { description: "The course's `id`." })
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

@ObjectType({ description: "Result of `deleteCourse`: which course is gone (for Relay's `@deleteEdge`), or why it stays." })
export class DeleteCoursePayload extends MutationPayload {
  @Field(() => ID, { nullable: true, description: "The deleted course's `id`; null when `errors` is not empty." })
  deletedCourseId: string | null;
}
