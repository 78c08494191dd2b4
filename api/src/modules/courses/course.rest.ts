import type {
  RestCourseFragment,
  RestCourseQuery,
  RestCourseQueryVariables,
  RestCoursesQuery,
  RestCoursesQueryVariables,
} from '../../rest/__generated__/rest-operations.js';
import { RestError, type RestRoute, eurosFromCents, idParam, restRoute } from '../../rest/rest-route.js';
import { COURSE_TEXT_FIELDS } from '../../validation/course-fields.js';
import { parseQueryEuros } from '../../validation/money.js';
import { type TextFieldDeclaration, type TextFieldTable, textNames } from '../../validation/text-fields.js';
import { AgeGroup, CourseLevel, CourseType } from './course.enums.js';

/** docs/SPEC.md §8's text for a missing course, and its English. */
const COURSE_NOT_FOUND = { de: 'Kurs nicht gefunden.', en: 'Course not found.' } as const;

/** The labels the old clients know (docs/SPEC.md §3). */
export const LEVEL_LABELS: Record<CourseLevel, string> = {
  [CourseLevel.BEGINNER]: 'Anfänger',
  [CourseLevel.ADVANCED]: 'Fortgeschritten',
  [CourseLevel.PROFESSIONAL]: 'Profi',
};

export const AGE_GROUP_LABELS: Record<AgeGroup, string> = {
  [AgeGroup.CHILDREN_5_7]: '5-7 Jahre',
  [AgeGroup.YOUTH_16_PLUS]: '16+',
  [AgeGroup.ADULTS_18_PLUS]: '18+',
  [AgeGroup.ALL_AGES]: 'Alle Altersgruppen',
};

/** A course text's declaration (course-fields.ts), read by name. */
export const declaredText = (name: string): TextFieldDeclaration => (COURSE_TEXT_FIELDS as TextFieldTable)[name];

/** The texts of the old JSON (docs/SPEC.md §3: `rest` in course-fields.ts); the translated ones as written (no fallback) in each language. */
export const REST_TEXT_NAMES = textNames(COURSE_TEXT_FIELDS).filter((name) => declaredText(name).rest);
const REST_TEXTS = REST_TEXT_NAMES.filter((name) => declaredText(name).translated);
const REST_ONE_LANGUAGE_TEXTS = REST_TEXT_NAMES.filter((name) => !declaredText(name).translated);
const TEXTS = REST_TEXTS.join(' ');

export const COURSE_FIELDS = `fragment RestCourse on Course {
  databaseId courseType level ageGroup startDate endDate ${REST_ONE_LANGUAGE_TEXTS.join(' ')} availableSlots totalSlots priceCents isActive minParticipants cancelledAt
  de: texts(language: DE) { ${TEXTS} }
  en: texts(language: EN) { ${TEXTS} }
}`;

/** A course's texts of one language by their JSON names (`suffix` 'En': `titleEn`, …). */
function restTexts(texts: RestCourseFragment['de'], suffix: '' | 'En'): Record<string, string | null> {
  return Object.fromEntries(REST_TEXTS.map((name) => [`${name}${suffix}`, (texts as Record<string, string | null>)[name]]));
}

/**
 * docs/SPEC.md §3 course JSON: numeric id, German texts and labels, price in euros; the English texts next to them (`titleEn`, …;
 * null: not translated). docs/SPEC.md §3's keys keep their places; the further texts follow, then the English ones.
 */
export function courseJson(course: RestCourseFragment) {
  const { de, en } = course;
  // The German description is '' (not null) when not written, as before.
  const german: Record<string, string | null> = { ...restTexts(de, ''), description: de.description ?? '' };
  // Object.assign keeps the place of a key already written (its value is the same) and adds the others after.
  return Object.assign(
    {
      id: course.databaseId,
      title: german.title,
      description: german.description,
      courseType: course.courseType,
      level: LEVEL_LABELS[course.level],
      ageGroup: AGE_GROUP_LABELS[course.ageGroup],
      startDate: course.startDate,
      endDate: course.endDate,
      schedule: german.schedule,
      time: course.time,
      location: german.location,
      duration: german.duration,
      availableSlots: course.availableSlots,
      totalSlots: course.totalSlots,
      price: eurosFromCents(course.priceCents),
      isActive: course.isActive,
      minParticipants: course.minParticipants ?? null,
      cancelledAt: course.cancelledAt ?? null,
    },
    Object.fromEntries(REST_ONE_LANGUAGE_TEXTS.map((name) => [name, (course as unknown as Record<string, string | null>)[name]])),
    german,
    restTexts(en, 'En'),
  );
}

/** Accepts the enum name or the old German label, e.g. `level=Anfänger` or `level=BEGINNER`. */
function enumParam<E extends string>(value: string | undefined, labels: Record<E, string>, name: string): E | undefined {
  if (!value) return undefined;
  const match = (Object.keys(labels) as E[]).find(
    (key) => key === value.toUpperCase() || labels[key].toLowerCase() === value.toLowerCase(),
  );
  // The answer lists what is known rather than repeating what was sent (answers never echo the request).
  if (!match)
    throw new RestError(400, 'INVALID_FILTER', {
      de: `Unbekannter Wert für ${name}: Geben Sie einen von ${Object.values<string>(labels).join(', ')} an (oder seinen Enum-Namen).`,
      en: `Unknown ${name}: give one of ${Object.values<string>(labels).join(', ')} (or its enum name).`,
    });
  return match;
}

function priceParam(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const price = parseQueryEuros(value);
  if (!price.ok) {
    throw new RestError(400, 'INVALID_FILTER', {
      de: 'maxPrice muss ein Betrag in Euro ab 0 mit höchstens zwei Nachkommastellen sein.',
      en: 'maxPrice must be a number of euros ≥ 0 with at most two decimals.',
    });
  }
  return price.cents;
}

export const courseRestRoutes: RestRoute[] = [
  restRoute<RestCoursesQuery, RestCoursesQueryVariables>({
    method: 'GET',
    path: '/api/courses',
    operation: `query RestCourses($first: Int, $after: String, $filter: CourseFilter) {
      courses(first: $first, after: $after, filter: $filter) {
        edges { node { ...RestCourse } }
        pageInfo { hasNextPage endCursor }
      }
    } ${COURSE_FIELDS}`,
    variables: ({ query }) => ({
      filter: {
        ageGroup: enumParam(query.ageGroup, AGE_GROUP_LABELS, 'ageGroup'),
        level: enumParam(query.level, LEVEL_LABELS, 'level'),
        courseType: enumParam(
          query.courseType,
          Object.fromEntries(Object.values(CourseType).map((t) => [t, t])) as Record<CourseType, string>,
          'courseType',
        ),
        onlyAvailable: query.onlyAvailable === 'true' || undefined,
        maxPriceCents: priceParam(query.maxPrice),
        search: query.search || undefined,
      },
    }),
    allPagesOf: 'courses',
    shape: (data) => data.courses.edges.map((edge) => courseJson(edge.node)),
  }),
  restRoute<RestCourseQuery, RestCourseQueryVariables>({
    method: 'GET',
    path: '/api/courses/:id',
    operation: `query RestCourse($id: Int!) { course(databaseId: $id) { ...RestCourse } } ${COURSE_FIELDS}`,
    variables: ({ params }) => ({ id: idParam(params.id, 'course id') }),
    shape: (data) => (data.course ? courseJson(data.course) : null),
    notFound: { code: 'COURSE_NOT_FOUND', message: (language) => COURSE_NOT_FOUND[language] },
  }),
];
