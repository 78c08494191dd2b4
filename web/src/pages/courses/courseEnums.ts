// Runtime lists of the schema's enums, to validate values read from the URL.
export const COURSE_LEVELS = ['BEGINNER', 'ADVANCED', 'PROFESSIONAL'] as const;
export const AGE_GROUPS = ['CHILDREN_5_7', 'YOUTH_16_PLUS', 'ADULTS_18_PLUS', 'ALL_AGES'] as const;
export const COURSE_TYPES = ['CHILDREN', 'ADULTS', 'ADVANCED', 'LIFESAVING'] as const;

export type CourseLevelValue = (typeof COURSE_LEVELS)[number];
export type AgeGroupValue = (typeof AGE_GROUPS)[number];
export type CourseTypeValue = (typeof COURSE_TYPES)[number];

export function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}
