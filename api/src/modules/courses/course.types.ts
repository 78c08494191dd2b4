import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection.js';
import { Course } from './course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from './course.enums.js';

export const CourseConnection = connectionTypes(Course, 'Course');

@InputType({ description: 'All given conditions must hold.' })
export class CourseFilter {
  @Field(() => AgeGroup, { nullable: true })
  ageGroup?: AgeGroup | null;

  @Field(() => CourseLevel, { nullable: true })
  level?: CourseLevel | null;

  @Field(() => CourseType, { nullable: true })
  courseType?: CourseType | null;

  @Field(() => Boolean, { nullable: true, description: 'Only courses with at least one free place.' })
  onlyAvailable?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Highest price per participant, in euro cents.' })
  maxPriceCents?: number | null;

  @Field(() => String, { nullable: true, description: 'Words that must each appear in the title or description (case-insensitive).' })
  search?: string | null;
}

@ObjectType({ description: 'Values present among the bookable courses, for filter menus.' })
export class CourseFilterOptions {
  @Field(() => [CourseLevel]) levels: CourseLevel[];
  @Field(() => [AgeGroup]) ageGroups: AgeGroup[];
  @Field(() => [CourseType]) courseTypes: CourseType[];
  @Field(() => Int, { nullable: true, description: 'Highest price among bookable courses, in euro cents; null when there are none.' })
  maxPriceCents: number | null;
}
