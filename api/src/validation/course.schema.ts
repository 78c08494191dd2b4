import { boolean, number, object, string } from 'yup';
import { COURSE_LONG_TEXT, COURSE_TEXT_FIELDS } from './course-fields.js';
import { message, requiredOneOf, requiredWholeNumber } from './fields.js';
import { eurosFromCents } from './money.js';
import { textRules } from './text-rules.js';

/**
 * The values of the course enums (api/src/modules/courses/course.enums.ts), listed here because the web
 * client imports this file and must not load the GraphQL enum registrations; course.schema.test.ts keeps
 * both the same.
 */
export const COURSE_TYPES = ['CHILDREN', 'ADULTS', 'ADVANCED', 'LIFESAVING'] as const;
export const COURSE_LEVELS = ['BEGINNER', 'ADVANCED', 'PROFESSIONAL'] as const;
export const AGE_GROUPS = ['CHILDREN_5_7', 'YOUTH_16_PLUS', 'ADULTS_18_PLUS', 'ALL_AGES'] as const;

/** Limits of the course form, for the schema and the form's hints (texts in characters, money in cents). */
export const COURSE_LIMITS = {
  // The texts' limits are declared with the texts (course-fields.ts).
  title: COURSE_TEXT_FIELDS.title.max,
  description: COURSE_TEXT_FIELDS.description.max,
  schedule: COURSE_TEXT_FIELDS.schedule.max,
  time: COURSE_TEXT_FIELDS.time.max,
  location: COURSE_TEXT_FIELDS.location.max,
  duration: COURSE_TEXT_FIELDS.duration.max,
  longText: COURSE_LONG_TEXT,
  totalSlots: { min: 1, max: 1000 },
  /** 10 000 €: far above any course, far below what an integer holds; a typo of a few zeros is refused. */
  maxPriceCents: 1_000_000,
  /**
   * 1 €: less is a typo, not a course fee. 0 means "no price yet", for a course not on offer: orders of nothing to
   * pay have no flow (PayPal refuses 0 €, an unpaid transfer order is cancelled at its payment deadline).
   */
  minPriceCents: 100,
} as const;

/** docs/SPEC.md §5 defaults of a new course: level Anfänger, age group 5-7, 10 of 10 places, price 0, active. */
export const COURSE_DEFAULTS = {
  level: 'BEGINNER',
  ageGroup: 'CHILDREN_5_7',
  totalSlots: 10,
  availableSlots: 10,
  priceCents: 0,
  isActive: true,
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in ISO form (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  // setUTCFullYear, not Date.UTC: that one reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toISOString().slice(0, 10) === value;
}

/** An optional ISO date (YYYY-MM-DD); empty counts as not given (null): a course may be announced before its dates are fixed. */
function optionalDate() {
  const invalid = message('INVALID_DATE', 'validation.date');
  return (
    string()
      // Anything but a text (a number, an object) stays as it is, so the type check refuses it instead of yup turning 20260301 into a text.
      .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() || null : original))
      .typeError(invalid)
      .nullable()
      .default(null)
      .test('date', invalid, (value) => value === null || value === undefined || isIsoDate(value))
  );
}

const priceMessage = message('OUT_OF_RANGE', 'validation.price');

/** Whether the values put the course on offer (bookable): the active switch, on unless given as off. */
const isOnOffer = (values: { isActive?: unknown }) => values.isActive !== false;

/** The texts' rules, from their declarations (course-fields.ts). */
const texts = textRules(COURSE_TEXT_FIELDS);

/**
 * docs/SPEC.md §5 course form, as the server checks it before any write and Formik checks it in the browser. Field names
 * are those of `CreateCourseInput`; an update is checked as the whole course it would leave (stored values with the
 * changes applied), so the rules across fields (free places within all places, end not before start) always hold.
 * Required: title, description, the three choices, places and price. A course on offer (`isActive`, which makes it
 * bookable at once) also needs a start date and a price of at least 1 €; a draft (not active) may wait for its dates
 * and price (0). End date, schedule, time, place and duration may wait until they are fixed (the pages show a course
 * without them).
 */
export const courseSchema = object(
  Object.assign(
    {
      // The texts among the other fields stand where the form has them.
      title: texts.title,
      description: texts.description,
      courseType: requiredOneOf(COURSE_TYPES),
      level: requiredOneOf(COURSE_LEVELS),
      ageGroup: requiredOneOf(AGE_GROUPS),
      // A course on offer can be booked at once: it needs its first day (the list, the reminders and "started" go by it).
      startDate: optionalDate().test(
        'needed-on-offer',
        message('REQUIRED', 'validation.startDateOnOffer'),
        function startDateOnOffer(value) {
          return !!value || !isOnOffer(this.parent);
        },
      ),
      endDate: optionalDate().test(
        'after-start',
        message('OUT_OF_RANGE', 'validation.endDateBeforeStart'),
        function endNotBeforeStart(value) {
          const start: unknown = this.parent.startDate;
          return !value || typeof start !== 'string' || !isIsoDate(start) || !isIsoDate(value) || value >= start;
        },
      ),
      schedule: texts.schedule,
      time: texts.time,
      location: texts.location,
      duration: texts.duration,
      totalSlots: requiredWholeNumber(COURSE_LIMITS.totalSlots.min, COURSE_LIMITS.totalSlots.max),
      availableSlots: number()
        .transform((value: unknown, original: unknown) => (typeof original === 'number' ? value : undefined))
        .required(message('REQUIRED', 'validation.required'))
        .test('within-total', function withinTotal(value) {
          const total: unknown = this.parent.totalSlots;
          const max = typeof total === 'number' && Number.isInteger(total) && total >= 1 ? total : COURSE_LIMITS.totalSlots.max;
          if (Number.isInteger(value) && value >= 0 && value <= max) return true;
          return this.createError({ message: message('OUT_OF_RANGE', 'validation.availableSlots', { max }) as never });
        }),
      // Null (or absent) is no minimum; else 1 to the course's places ("a minimum above the total places" can never be met).
      minParticipants: number()
        .transform((value: unknown, original: unknown) =>
          typeof original === 'number' ? value : original === null || original === '' ? null : undefined,
        )
        .nullable()
        .default(null)
        .test('within-total', function withinTotal(value) {
          if (value === null || value === undefined) return true;
          const total: unknown = this.parent.totalSlots;
          const max = typeof total === 'number' && Number.isInteger(total) && total >= 1 ? total : COURSE_LIMITS.totalSlots.max;
          if (Number.isInteger(value) && value >= 1 && value <= max) return true;
          return this.createError({ message: message('OUT_OF_RANGE', 'validation.minParticipants', { max }) as never });
        }),
      priceCents: number()
        .transform((value: unknown, original: unknown) => (typeof original === 'number' ? value : undefined))
        .required(message('REQUIRED', 'validation.required'))
        .integer(priceMessage)
        .min(0, priceMessage)
        .max(
          COURSE_LIMITS.maxPriceCents,
          message('OUT_OF_RANGE', 'validation.priceMax', { max: eurosFromCents(COURSE_LIMITS.maxPriceCents) }),
        )
        .test('sensible', function sensiblePrice(value) {
          // Not a whole number, or below 0: the checks above say so.
          if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return true;
          if (value === 0 && !isOnOffer(this.parent)) return true;
          if (value >= COURSE_LIMITS.minPriceCents) return true;
          const id = value === 0 ? 'validation.priceOnOffer' : 'validation.priceMin';
          return this.createError({ message: message('OUT_OF_RANGE', id, { min: eurosFromCents(COURSE_LIMITS.minPriceCents) }) as never });
        }),
      isActive: boolean()
        .transform((value: unknown, original: unknown) => (typeof original === 'boolean' ? value : undefined))
        .default(true)
        .required(message('REQUIRED', 'validation.required')),
    },
    // The further texts and the English twins (optional, with the German texts' limits; empty: not translated), in the
    // table's order after the fields above (Object.assign keeps the place of a text already there).
    texts,
  ),
);

export type CourseValues = ReturnType<typeof courseSchema.validateSync>;

/** The course form's rules for being on offer (start date, price), for the active switch, which sends nothing else. */
export const courseOnOfferSchema = courseSchema.pick(['isActive', 'startDate', 'priceCents']);
