import { string } from 'yup';
import { type AGE_GROUPS, isIsoDate } from './course.schema.js';
import { type FieldMessage, message } from './fields.js';

/**
 * A participant's date of birth and the course's age range, shared by the server (checkout, order page, staff)
 * and the web's forms. The rule: a course's age group is a range of whole years, and a participant fits when
 * their age on the course's first day is within it (a child who turns 5 on the first day fits "5-7"; one who
 * turns 8 that day does not). A course without a start date, or for all ages, takes anyone.
 */

/** Older birth dates than this many years before today are typing errors (1925 for 2025), not participants. */
export const BIRTH_DATE_MAX_YEARS = 100;

export type AgeRange = { min: number; max: number | null };

/** The age range each age group stands for, in whole years on the course's first day; null: any age. */
export const AGE_RANGES: Record<(typeof AGE_GROUPS)[number], AgeRange | null> = {
  CHILDREN_5_7: { min: 5, max: 7 },
  YOUTH_16_PLUS: { min: 16, max: null },
  ADULTS_18_PLUS: { min: 18, max: null },
  ALL_AGES: null,
};

const gersthofenDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today where the courses take place, `YYYY-MM-DD` (also in a browser in another time zone). */
export const todayForBirthDates = (now = new Date()) => gersthofenDate.format(now);

/** Whole years between a birth date and a day (both ISO); one born on 29 February is a year older from 1 March. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** `today` moved back by whole years, as an ISO date (string order is date order for four-digit years). */
function yearsBefore(today: string, years: number): string {
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
}

/**
 * An optional date of birth (ISO `YYYY-MM-DD`; empty or absent: not given, as old clients send none): a real
 * calendar date, not after today and not more than 100 years back. Another type (a number, an object) is refused,
 * not converted.
 */
export function optionalBirthDate(today: () => string = todayForBirthDates) {
  const invalid = message('INVALID_DATE', 'validation.birthDate');
  return string()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() || null : original))
    .typeError(invalid)
    .nullable()
    .default(null)
    .test('date', invalid, (value) => value === null || value === undefined || (value.length === 10 && isIsoDate(value)))
    .test('not-future', message('OUT_OF_RANGE', 'validation.birthDateFuture'), (value) => !value || !isIsoDate(value) || value <= today())
    .test(
      'not-too-old',
      message('OUT_OF_RANGE', 'validation.birthDateTooOld', { years: BIRTH_DATE_MAX_YEARS }),
      (value) => !value || !isIsoDate(value) || value >= yearsBefore(today(), BIRTH_DATE_MAX_YEARS),
    );
}

/** What a course says about its age (for the age check and its message). */
export interface AgeCheckedCourse {
  ageGroup: string;
  startDate?: string | null;
  /** The course's title in the language of the answer. */
  title: string;
}

/** The course's range, or null when it takes any age. */
export const ageRangeOf = (ageGroup: string): AgeRange | null => AGE_RANGES[ageGroup as keyof typeof AGE_RANGES] ?? null;

/**
 * Why a participant born on `birthDate` does not fit the course (their age on its first day outside its range), as
 * the field message naming the course and the range; null when they fit, or when nothing can be checked (no birth
 * date, no start date, any age).
 */
export function ageRefusal(course: AgeCheckedCourse, birthDate: string | null | undefined): FieldMessage | null {
  const range = ageRangeOf(course.ageGroup);
  if (!range || !birthDate || !course.startDate) return null;
  const age = ageOn(birthDate, course.startDate);
  if (age >= range.min && (range.max === null || age <= range.max)) return null;
  return range.max === null
    ? message('AGE_OUT_OF_RANGE', 'validation.ageBelowMinimum', { course: course.title, min: range.min, age })
    : message('AGE_OUT_OF_RANGE', 'validation.ageOutOfRange', { course: course.title, min: range.min, max: range.max, age });
}
