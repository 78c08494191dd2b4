import { COURSE_TEXT_FIELDS, type CourseTextFields, type CourseTextValues } from '../../../validation/course-fields.js';
import { COURSE_LIMITS } from '../../../validation/course.schema.js';
import { type TextColumn, textColumns } from '../../../validation/text-fields.js';
import type { Course } from '../course.entity.js';
import type { AgeGroup, CourseLevel, CourseType } from '../course.enums.js';

const TEXT_COLUMNS = textColumns(COURSE_TEXT_FIELDS);

/**
 * The course form as staff send it (course-admin.types.ts declares it for GraphQL, the REST rows build it): on an update
 * an absent field stays as it is. courseSchema checks the course it leaves.
 */
export type CourseForm = { [Text in TextColumn<CourseTextFields>]?: string | null } & {
  courseType?: CourseType | null;
  level?: CourseLevel | null;
  ageGroup?: AgeGroup | null;
  startDate?: string | null;
  endDate?: string | null;
  totalSlots?: number | null;
  minParticipants?: number | null;
  priceCents?: number | null;
  isActive?: boolean | null;
};

/** A new course's form, with its free places (null: all of them). */
export type NewCourseForm = CourseForm & { availableSlots?: number | null };

/** The course a change names by its database id; null: the caller named no course. */
export type CourseId = { id: number | null };

/** A course's editable values by their GraphQL names: what the audit log records and an update starts from. */
export function courseValues(course: Course) {
  return {
    courseType: course.courseType,
    level: course.level,
    ageGroup: course.ageGroup,
    startDate: course.startDate ?? null,
    endDate: course.endDate ?? null,
    totalSlots: course.totalSlots,
    availableSlots: course.availableSlots,
    priceCents: course.priceCents,
    minParticipants: course.minParticipants ?? null,
    isActive: course.isActive,
    // The texts and their English twins (course-fields.ts); a text not written is null.
    ...(Object.fromEntries(TEXT_COLUMNS.map((column) => [column, course[column] ?? null])) as Required<CourseTextValues>),
  };
}

export type CourseValuesSnapshot = ReturnType<typeof courseValues>;

/**
 * docs/SPEC.md §4: a duplicate's title is the original's with a copy suffix. Titles are German (the public pages show them
 * as written), so the suffix is German whatever the admin's language; a title at the limit is shortened to fit it.
 */
export const COPY_SUFFIX = ' (Kopie)';

/** The suffix of an English title's copy (the English pages show that one). */
export const COPY_SUFFIX_EN = ' (copy)';

export function copyTitle(title: string, suffix = COPY_SUFFIX): string {
  return `${title.slice(0, COURSE_LIMITS.title - suffix.length).trimEnd()}${suffix}`;
}
