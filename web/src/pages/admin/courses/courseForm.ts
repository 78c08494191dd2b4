import { COURSE_TEXT_FIELDS } from '@h2o/api/validation/course-fields';
import { COURSE_DEFAULTS, type CourseValues, courseSchema } from '@h2o/api/validation/course.schema';
import type { FieldMessage } from '@h2o/api/validation/fields';
import { freePlacesAfterResize, placesTaken } from '@h2o/api/validation/course-places';
import { formEurosFromCents, parseFormEuros } from '@h2o/api/validation/money';
import {
  type TextColumn,
  type TextFieldDeclaration,
  englishName,
  textColumns,
  textNames,
  translatedNames,
} from '@h2o/api/validation/text-fields';
import { validateInput } from '@h2o/api/validation/validate';
import type { FormikErrors } from 'formik';

/**
 * The course form as Formik holds it: texts as typed (empty = not given), places as the number inputs give them
 * (a number, or '' while empty) and the price in euros as typed ("12,50"), turned into cents only when checked
 * and sent. Field names are those of `CreateCourseInput`, but `price` (euros) for `priceCents`.
 */
export interface CourseFormValues extends FormTexts {
  courseType: string;
  level: string;
  ageGroup: string;
  startDate: string;
  endDate: string;
  totalSlots: number | '';
  availableSlots: number | '';
  /** '' is no minimum. */
  minParticipants: number | '';
  price: string;
  isActive: boolean;
}

/** The course's texts (declared in api/src/validation/course-fields.ts), German and English: empty = not given, not translated. */
type CourseTextColumn = TextColumn<typeof COURSE_TEXT_FIELDS>;
export type CourseTextName = keyof typeof COURSE_TEXT_FIELDS;
type FormTexts = Record<CourseTextColumn, string>;
const TEXT_COLUMNS = textColumns(COURSE_TEXT_FIELDS);

/** The texts written in German and English, each with its English twin `<text>En`. */
export const COURSE_TEXTS = translatedNames(COURSE_TEXT_FIELDS);
export type CourseTextField = (typeof COURSE_TEXTS)[number];

export type CourseFormField = keyof CourseFormValues;

type TextTab = TextFieldDeclaration['formTab'];

/** The texts a tab holds (`formTab`), in the table's order. */
export const textsOfTab = (tab: TextTab): CourseTextName[] =>
  textNames(COURSE_TEXT_FIELDS).filter((name) => COURSE_TEXT_FIELDS[name].formTab === tab);

/** A tab's texts as fields: the German ones, then their English twins. */
const textFieldsOfTab = (tab: TextTab): CourseTextColumn[] => {
  const names = textsOfTab(tab);
  return [...names, ...names.filter((name) => COURSE_TEXT_FIELDS[name].translated).map((name) => englishName(name as CourseTextField))];
};

/** The four tabs of docs/SPEC.md §2 and the fields each holds, in the form's order (German texts before their English twins). */
export const COURSE_FORM_TABS = {
  basic: [...textFieldsOfTab('basic'), 'courseType', 'level', 'ageGroup'],
  schedule: ['startDate', 'endDate', ...textFieldsOfTab('schedule')],
  capacity: ['totalSlots', 'availableSlots', 'minParticipants', 'price', 'isActive'],
  additional: textFieldsOfTab('additional'),
} satisfies Record<string, readonly CourseFormField[]>;

export type CourseFormTab = keyof typeof COURSE_FORM_TABS;
export const COURSE_FORM_TAB_ORDER = Object.keys(COURSE_FORM_TABS) as CourseFormTab[];

/** The tab that holds a field; null for a name the form has no input for. */
export function tabOfField(field: string): CourseFormTab | null {
  return COURSE_FORM_TAB_ORDER.find((tab) => (COURSE_FORM_TABS[tab] as readonly string[]).includes(field)) ?? null;
}

/** The tabs with a field in `errors`, in tab order. */
export function tabsWithErrors(errors: Partial<Record<string, unknown>>): CourseFormTab[] {
  return COURSE_FORM_TAB_ORDER.filter((tab) =>
    (COURSE_FORM_TABS[tab] as readonly string[]).some(
      (field) => errors[field] !== undefined && errors[field] !== null && errors[field] !== '',
    ),
  );
}

/** docs/SPEC.md §5 defaults of a new course: level Anfänger, age group 5-7, 10 of 10 places, price 0, active. */
export function newCourseValues(): CourseFormValues {
  return {
    ...textValues(null),
    // No default in docs/SPEC.md §5: the kind is chosen on purpose.
    courseType: '',
    level: COURSE_DEFAULTS.level,
    ageGroup: COURSE_DEFAULTS.ageGroup,
    startDate: '',
    endDate: '',
    totalSlots: COURSE_DEFAULTS.totalSlots,
    availableSlots: COURSE_DEFAULTS.availableSlots,
    minParticipants: '',
    price: formEurosFromCents(COURSE_DEFAULTS.priceCents),
    isActive: COURSE_DEFAULTS.isActive,
  };
}

/** The texts of a stored course as the form holds them ('' where none is written); all empty for a new one. */
function textValues(course: StoredCourse | null): FormTexts {
  return Object.fromEntries(TEXT_COLUMNS.map((column) => [column, course?.[column] ?? ''])) as FormTexts;
}

/** A stored course as the server answers it (the fields of the form), for editing. */
export interface StoredCourse extends Readonly<Partial<Record<CourseTextColumn, string | null>>> {
  readonly title: string;
  readonly description: string;
  readonly courseType: string;
  readonly level: string;
  readonly ageGroup: string;
  readonly startDate: string | null | undefined;
  readonly endDate: string | null | undefined;
  readonly totalSlots: number;
  readonly availableSlots: number;
  readonly minParticipants?: number | null;
  readonly priceCents: number;
  readonly isActive: boolean;
}

/** A course's texts as the API answers them per language (`texts(language:)`: null where none is written). */
type CourseTexts = { readonly [T in CourseTextField]?: string | null };

/** The course of the edit query (its texts per language) as the form's stored course: German under the plain names, English as `<text>En`. */
export function storedCourse<C extends { readonly de: CourseTexts; readonly en: CourseTexts }>({ de, en, ...course }: C) {
  return {
    ...course,
    ...de,
    title: de.title ?? '',
    description: de.description ?? '',
    ...Object.fromEntries(COURSE_TEXTS.map((text) => [`${text}En`, en[text]])),
  } as Omit<C, 'de' | 'en'> & StoredCourse;
}

export function storedCourseValues(course: StoredCourse, decimalSeparator: ',' | '.' = ','): CourseFormValues {
  return {
    ...textValues(course),
    courseType: course.courseType,
    level: course.level,
    ageGroup: course.ageGroup,
    startDate: course.startDate ?? '',
    endDate: course.endDate ?? '',
    totalSlots: course.totalSlots,
    availableSlots: course.availableSlots,
    minParticipants: course.minParticipants ?? '',
    price: formEurosFromCents(course.priceCents, decimalSeparator),
    isActive: course.isActive,
  };
}

/** A message of this form (not of the shared schema): the same shape, formatted by `formatFieldError`. */
const formMessage = (id: string): FieldMessage => ({ code: 'OUT_OF_RANGE', id: id as FieldMessage['id'] });
export const PRICE_FORMAT_MESSAGE = formMessage('admin.courses.form.priceFormat');
export const PRICE_DECIMALS_MESSAGE = formMessage('admin.courses.form.priceDecimals');

const count = (value: number | '' | string): number | undefined => {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  return text === '' ? undefined : Number(text);
};

/**
 * The form's values as the shared schema (and `CreateCourseInput`) takes them. When editing, the free places are
 * not the form's: they follow the total (places taken stay taken), as the server will compute them.
 */
export function schemaInput(
  values: CourseFormValues,
  editing: Pick<StoredCourse, 'totalSlots' | 'availableSlots'> | null,
): Record<string, unknown> {
  const price = parseFormEuros(values.price);
  const totalSlots = count(values.totalSlots);
  const availableSlots = editing
    ? Math.max(
        0,
        freePlacesAfterResize(editing, typeof totalSlots === 'number' && Number.isFinite(totalSlots) ? totalSlots : editing.totalSlots),
      )
    : count(values.availableSlots);
  return {
    ...Object.fromEntries(TEXT_COLUMNS.map((column) => [column, values[column]])),
    courseType: values.courseType || undefined,
    level: values.level || undefined,
    ageGroup: values.ageGroup || undefined,
    startDate: values.startDate,
    endDate: values.endDate,
    totalSlots,
    availableSlots,
    minParticipants: count(values.minParticipants) ?? null,
    priceCents: price.ok ? price.cents : undefined,
    isActive: values.isActive,
  };
}

export type CheckedCourse = { ok: true; value: CourseValues } | { ok: false; errors: FormikErrors<CourseFormValues> };

/**
 * docs/SPEC.md §5 course form, by the shared rules (api/src/validation/course.schema.ts) the server applies too, plus
 * what only a form can get wrong: the price as typed, and, when editing, fewer places than are already taken.
 * Errors are keyed by the form's fields (`price` for the schema's `priceCents`).
 */
export function checkCourseForm(
  values: CourseFormValues,
  editing: Pick<StoredCourse, 'totalSlots' | 'availableSlots'> | null = null,
): CheckedCourse {
  const checked = validateInput(courseSchema, schemaInput(values, editing));
  const errors: Record<string, FieldMessage> = {};
  if (!checked.ok) {
    for (const { field, ...message } of checked.errors) errors[field === 'priceCents' ? 'price' : field] = message;
  }
  const price = parseFormEuros(values.price);
  if (!price.ok && price.reason !== 'empty') errors.price = price.reason === 'decimals' ? PRICE_DECIMALS_MESSAGE : PRICE_FORMAT_MESSAGE;
  const totalSlots = count(values.totalSlots);
  if (editing && !errors.totalSlots && typeof totalSlots === 'number' && totalSlots < placesTaken(editing)) {
    errors.totalSlots = { code: 'OUT_OF_RANGE', id: 'validation.totalSlotsBelowTaken', values: { taken: placesTaken(editing) } };
  }
  // When editing, the free places are the server's; a refusal of them is one of the total.
  if (editing && errors.availableSlots) {
    errors.totalSlots ??= errors.availableSlots;
    delete errors.availableSlots;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors: errors as FormikErrors<CourseFormValues> };
  return { ok: true, value: (checked as { value: CourseValues }).value };
}

/** The fields of an update: those whose checked value differs from the stored course's (free places never). */
export function changedFields(before: CourseValues, after: CourseValues): Partial<CourseValues> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (field === 'availableSlots') continue;
    if (before[field as keyof CourseValues] !== value) changes[field] = value;
  }
  return changes as Partial<CourseValues>;
}

/**
 * The server's refusals by field, on the form's fields: `priceCents` on the price, `availableSlots` of an edit on
 * the total; those without an input of the form (the course's `id`: deleted meanwhile) go above the form.
 */
export function formFieldErrors(
  fieldErrors: Record<string, string>,
  editing: boolean,
): { onFields: Record<string, string>; aboveForm: string[] } {
  const onFields: Record<string, string> = {};
  const aboveForm: string[] = [];
  for (const [field, message] of Object.entries(fieldErrors)) {
    let name = field === 'priceCents' ? 'price' : field;
    if (editing && name === 'availableSlots') name = 'totalSlots';
    if (tabOfField(name) === null) aboveForm.push(message);
    else onFields[name] ??= message;
  }
  return { onFields, aboveForm };
}
