import { toGlobalId } from '../../../graphql/node.js';
import { validationMessage } from '../../../graphql/mutation.js';
import type {
  CreateCourseInput,
  RestAdminCoursesQuery,
  RestAdminCoursesQueryVariables,
  RestCourseFragment,
  RestCreateCourseMutation,
  RestCreateCourseMutationVariables,
  RestDeleteCourseMutation,
  RestDeleteCourseMutationVariables,
  RestUpdateCourseMutation,
  RestUpdateCourseMutationVariables,
  UpdateCourseInput,
} from '../../../rest/__generated__/rest-operations.js';
import {
  type RestFieldError,
  type RestRequest,
  type RestRoute,
  RestError,
  idParam,
  restRoute,
  restValidationFailed,
  succeeded,
} from '../../../rest/rest-route.js';
import { COURSE_DEFAULTS, COURSE_LIMITS, COURSE_TYPES, isIsoDate } from '../../../validation/course.schema.js';
import { englishName } from '../../../validation/text-fields.js';
import type { ValidationMessageId } from '../../../validation/messages.js';
import { parseJsonEuros } from '../../../validation/money.js';
import { AGE_GROUP_LABELS, COURSE_FIELDS, LEVEL_LABELS, REST_TEXT_NAMES, courseJson, declaredText } from '../course.rest.js';
import { AgeGroup, CourseType } from '../course.enums.js';

/**
 * The admin rows of docs/SPEC.md §7 for courses, with docs/SPEC.md §3's field names: `price` in euros (as GET /api/courses answers
 * it), `level` and `ageGroup` as the German labels (or the enum names). Only admins get past the operation
 * (401 anonymous, 403 other accounts). Values of a type no GraphQL input can carry (a date that is no date, an
 * unknown label, a price that is no amount) are refused here with 400 before the operation runs; all other
 * rules are the shared form rules, as on /graphql.
 */

type Mode = 'create' | 'update';
/** What `restCourseInput` builds for each mode (an update's id is the row's). */
type CourseInputs = { create: CreateCourseInput; update: Omit<UpdateCourseInput, 'id'> };

const INT_MAX = 2 ** 31 - 1;
/** The optional texts docs/SPEC.md §3's JSON carries (`rest` in course-fields.ts), German, then English (`<name>En`). */
const OPTIONAL_REST_TEXTS = [
  ...REST_TEXT_NAMES.filter((name) => !declaredText(name).required),
  ...REST_TEXT_NAMES.filter((name) => declaredText(name).translated).map(englishName),
];
const OLD_CLIENT_NAMES: Record<string, string> = { priceCents: 'price' };

/** A whole number as JSON or as a numeric text; undefined for anything else (1.5, "ten", true). */
function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && Math.abs(number) <= INT_MAX ? number : undefined;
}

/** The enum name for a label of `labels` or the name itself, ignoring case; undefined when it is neither. */
function choice<E extends string>(value: unknown, labels: Record<E, string>): E | undefined {
  if (typeof value !== 'string') return undefined;
  const given = value.trim().toLowerCase();
  return (Object.keys(labels) as E[]).find((key) => key.toLowerCase() === given || labels[key].toLowerCase() === given);
}

const COURSE_TYPE_NAMES = Object.fromEntries(COURSE_TYPES.map((type) => [type, type])) as Record<CourseType, string>;

/** Old clients know no course type (docs/SPEC.md §3 has none): a course for 5-7 year olds is a children's course, any other an adults' one. */
const courseTypeFor = (ageGroup: unknown) => (ageGroup === AgeGroup.CHILDREN_5_7 ? CourseType.CHILDREN : CourseType.ADULTS);

/**
 * docs/SPEC.md §3's course JSON as `CreateCourseInput` (`create`: absent fields take docs/SPEC.md §5's form defaults, texts the
 * empty text the rules refuse) or `UpdateCourseInput` (`update`: absent fields stay as they are; `availableSlots`
 * is ignored, since the free places follow `totalSlots`). As everywhere in the REST door, an optional text that
 * is not a string counts as absent.
 */
export function restCourseInput<M extends Mode>({ body, language }: RestRequest, mode: M): CourseInputs[M] {
  const problems: RestFieldError[] = [];
  const refuse = (field: string, code: RestFieldError['code'], id: ValidationMessageId, values?: Record<string, number>) =>
    problems.push({ field, code, message: validationMessage(language, id, values) });
  const given = (field: string) => body[field] !== undefined;
  const input: Record<string, unknown> = {};

  for (const field of ['title', 'description']) {
    if (mode === 'create' || given(field))
      input[field] = typeof body[field] === 'string' ? body[field] : body[field] === null && mode === 'update' ? null : '';
  }
  for (const field of OPTIONAL_REST_TEXTS) {
    if (typeof body[field] === 'string' || body[field] === null) input[field] = body[field];
  }
  for (const field of ['startDate', 'endDate']) {
    const value = body[field];
    if (value === undefined) continue;
    if (value === null || (typeof value === 'string' && value.trim() === '')) input[field] = null;
    else if (typeof value === 'string' && isIsoDate(value.trim())) input[field] = value.trim();
    else refuse(field, 'INVALID_DATE', 'validation.date');
  }

  const enums = [
    ['level', LEVEL_LABELS, COURSE_DEFAULTS.level],
    ['ageGroup', AGE_GROUP_LABELS, COURSE_DEFAULTS.ageGroup],
    ['courseType', COURSE_TYPE_NAMES, undefined],
  ] as const;
  for (const [field, labels, fallback] of enums) {
    const value = body[field];
    if (value === undefined || value === null) {
      if (mode === 'create') input[field] = fallback;
      else if (value === null) input[field] = null;
      continue;
    }
    const name = choice(value, labels as Record<string, string>);
    if (name) input[field] = name;
    else refuse(field, 'OUT_OF_RANGE', 'validation.invalidChoice');
  }
  if (mode === 'create' && input.courseType === undefined) input.courseType = courseTypeFor(input.ageGroup);

  const slots = mode === 'create' ? (['totalSlots', 'availableSlots'] as const) : (['totalSlots'] as const);
  for (const field of slots) {
    const value = body[field];
    if (value === undefined || value === null) {
      if (mode === 'update' && value === null) input[field] = null;
      continue;
    }
    const number = wholeNumber(value);
    if (number !== undefined) input[field] = number;
    else if (field === 'totalSlots') refuse(field, 'OUT_OF_RANGE', 'validation.numberRange', COURSE_LIMITS.totalSlots);
    else refuse(field, 'OUT_OF_RANGE', 'validation.availableSlots', { max: wholeNumber(body.totalSlots) ?? COURSE_DEFAULTS.totalSlots });
  }
  if (mode === 'create') input.totalSlots ??= COURSE_DEFAULTS.totalSlots;

  // Null clears the minimum; a value that is no whole number is refused with the form rule's message.
  if (body.minParticipants === null) input.minParticipants = null;
  else if (given('minParticipants')) {
    const number = wholeNumber(body.minParticipants);
    if (number !== undefined) input.minParticipants = number;
    else
      refuse('minParticipants', 'OUT_OF_RANGE', 'validation.minParticipants', {
        max: wholeNumber(body.totalSlots) ?? COURSE_LIMITS.totalSlots.max,
      });
  }

  if (body.price === null && mode === 'update') input.priceCents = null;
  else if (given('price') && body.price !== null) {
    // A negative amount is an amount: the form rules refuse it with their own message.
    const price = parseJsonEuros(body.price, 'allow');
    if (!price.ok) refuse('price', 'OUT_OF_RANGE', 'validation.price');
    else input.priceCents = price.cents;
  }
  if (mode === 'create') input.priceCents ??= COURSE_DEFAULTS.priceCents;

  if (typeof body.isActive === 'boolean') input.isActive = body.isActive;
  else if (body.isActive !== undefined && body.isActive !== null) refuse('isActive', 'OUT_OF_RANGE', 'validation.invalidChoice');

  if (problems.length) throw restValidationFailed(problems);
  // Built field by field from untyped JSON above; the operation's validation checks it against the input type again.
  return input as CourseInputs[M];
}

interface PayloadError {
  field: string | null;
  code: string;
  message: string;
}

/** The course of a mutation's payload as docs/SPEC.md §3's JSON, or its refusal with the REST status it stands for. */
function courseOrRefusal(payload: { course: RestCourseFragment | null; errors: PayloadError[] }) {
  refuseOnErrors(payload.errors);
  return courseJson(succeeded(payload.course, 'course'));
}

/** Unknown course 404 (as GET /api/courses/{id}), a course with orders 409, any other refusal 400 with the fields by docs/SPEC.md §3's names. */
function refuseOnErrors(errors: PayloadError[]) {
  if (errors.length === 0) return;
  if (errors.some((error) => error.code === 'COURSE_NOT_FOUND')) throw new RestError(404, 'COURSE_NOT_FOUND', 'Kurs nicht gefunden.');
  const conflict = errors.find((error) => error.code === 'COURSE_HAS_ORDERS');
  if (conflict) throw new RestError(409, conflict.code, conflict.message);
  throw restValidationFailed(
    errors.map((error) => ({ ...error, field: error.field === null ? null : (OLD_CLIENT_NAMES[error.field] ?? error.field) })),
  );
}

const courseGlobalId = ({ params }: RestRequest) => toGlobalId('Course', idParam(params.id, 'course id'));
const PAYLOAD = `course { ...RestCourse } errors { field code message }`;

export const courseAdminRestRoutes: RestRoute[] = [
  restRoute<RestAdminCoursesQuery, RestAdminCoursesQueryVariables>({
    // The admins' course table: every course, inactive ones too, by start date.
    method: 'GET',
    path: '/api/admin/courses',
    operation: `query RestAdminCourses($first: Int, $after: String) {
      adminCourses(first: $first, after: $after, includeInactive: true) {
        edges { node { ...RestCourse } }
        pageInfo { hasNextPage endCursor }
      }
    } ${COURSE_FIELDS}`,
    allPagesOf: 'adminCourses',
    shape: (data) => data.adminCourses.edges.map((edge) => courseJson(edge.node)),
  }),
  restRoute<RestCreateCourseMutation, RestCreateCourseMutationVariables>({
    // docs/SPEC.md §7 POST /api/courses: the course's fields (docs/SPEC.md §3); answers 201 with the new course.
    method: 'POST',
    path: '/api/courses',
    operation: `mutation RestCreateCourse($input: CreateCourseInput!) { createCourse(input: $input) { ${PAYLOAD} } } ${COURSE_FIELDS}`,
    variables: (request) => ({ input: restCourseInput(request, 'create') }),
    successStatus: 201,
    shape: (data) => courseOrRefusal(data.createCourse),
  }),
  restRoute<RestUpdateCourseMutation, RestUpdateCourseMutationVariables>({
    // docs/SPEC.md §7 PUT /api/courses/{id}: the fields to change; answers the course as it is now.
    method: 'PUT',
    path: '/api/courses/:id',
    operation: `mutation RestUpdateCourse($input: UpdateCourseInput!) { updateCourse(input: $input) { ${PAYLOAD} } } ${COURSE_FIELDS}`,
    variables: (request) => ({ input: { ...restCourseInput(request, 'update'), id: courseGlobalId(request) } }),
    shape: (data) => courseOrRefusal(data.updateCourse),
  }),
  restRoute<RestDeleteCourseMutation, RestDeleteCourseMutationVariables>({
    // docs/SPEC.md §7 DELETE /api/courses/{id}: no body in the answer (204); 409 COURSE_HAS_ORDERS for a course with orders.
    method: 'DELETE',
    path: '/api/courses/:id',
    operation: `mutation RestDeleteCourse($input: DeleteCourseInput!) { deleteCourse(input: $input) { deletedCourseId errors { field code message } } }`,
    variables: (request) => ({ input: { id: courseGlobalId(request) } }),
    successStatus: 204,
    shape: (data) => {
      refuseOnErrors(data.deleteCourse.errors);
      return {};
    },
  }),
];
