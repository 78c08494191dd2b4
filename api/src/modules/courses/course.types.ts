import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection.js';
import { placeAsWrittenFields, translatedInFieldOrder, translatedTextEnum } from '../../graphql/text-fields.js';
import { COURSE_TEXT_FIELDS } from '../../validation/course-fields.js';
import { Course } from './course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from './course.enums.js';

export const CourseConnection = connectionTypes(Course, 'Course');

@InputType({ description: 'Conditions on listed courses; all given conditions must hold, null or absent ones are ignored.' })
export class CourseFilter {
  @Field(() => AgeGroup, { nullable: true, description: 'Only courses for this age group.' })
  ageGroup?: AgeGroup | null;

  @Field(() => CourseLevel, { nullable: true, description: 'Only courses of this level.' })
  level?: CourseLevel | null;

  @Field(() => CourseType, { nullable: true, description: 'Only courses of this kind.' })
  courseType?: CourseType | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'true: only courses that can be booked now (`bookable`: a free place, neither started nor ended), i.e. availability AVAILABLE or ALMOST_FULL. false or null: all.',
  })
  onlyAvailable?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Highest price per participant, in euro cents.' })
  maxPriceCents?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Words (separated by spaces) that must each appear in the title or description (German or English), ignoring case. At most 8 words and 200 characters; ' +
      'more is refused with BAD_USER_INPUT (HTTP 400), never shortened.',
  })
  search?: string | null;
}

@ObjectType({ description: 'Values present among the courses on offer (whatever their dates and free places), for filter menus.' })
export class CourseFilterOptions {
  @Field(() => [CourseLevel], { description: 'Levels present, in declaration order (beginner first).' }) levels: CourseLevel[];
  @Field(() => [AgeGroup], { description: 'Age groups present, in declaration order.' }) ageGroups: AgeGroup[];
  @Field(() => [CourseType], { description: 'Course types present, in declaration order.' }) courseTypes: CourseType[];
  @Field(() => Int, { nullable: true, description: 'Highest price among the courses on offer, in euro cents; null when there are none.' })
  maxPriceCents: number | null;
}

/** The course's translated texts in the order of Course's fields. */
export const COURSE_TRANSLATED_TEXTS = translatedInFieldOrder(COURSE_TEXT_FIELDS, Course);

/** The course's texts written per language; each value is the property holding the German text (its English one is `<value>En`). */
export const CourseText = translatedTextEnum(
  COURSE_TEXT_FIELDS,
  COURSE_TRANSLATED_TEXTS,
  'CourseText',
  'A text of a course that is written in German and, optionally, in English (`Course.untranslated`, `Course.texts`).',
);

@ObjectType({
  description: "A course's texts exactly as written in one language, without falling back to the other: null where none is written.",
})
export class CourseTexts {}
placeAsWrittenFields(COURSE_TEXT_FIELDS, CourseTexts, COURSE_TRANSLATED_TEXTS);
