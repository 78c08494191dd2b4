import { type TextFieldTable, type TextValues, labelCatalogue } from './text-fields.js';

/** The longest free texts of a course (remarks, requirements, terms). */
export const COURSE_LONG_TEXT = 2000;
const longText = COURSE_LONG_TEXT;

/**
 * A course's texts, declared once (README "Adding a field"), in the admin form's order: the entity, the GraphQL
 * types, the course form's input and rules, the REST rows, the change history and the web's form and labels read
 * them here. A text visitors read is `translated`: English beside German. Imported by the web, so plain data only.
 */
export const COURSE_TEXT_FIELDS = {
  title: {
    translated: true,
    required: true,
    max: 200,
    columnLength: 200,
    read: 'public',
    rest: true,
    formTab: 'basic',
    docs: {
      field: 'Course name, in the language of the request (German when no English one is written: see `untranslated`).',
      input: 'Course name, in German: 1 to 200 characters, one line.',
      inputEn: 'English course name: at most 200 characters, one line; null or empty: not translated (English pages show the German one).',
      asWritten: 'Course name.',
    },
    label: { de: 'Titel', en: 'Title' },
  },
  description: {
    translated: true,
    required: true,
    max: 5000,
    multiline: true,
    columnDefault: '',
    read: 'public',
    rest: true,
    formTab: 'basic',
    docs: {
      field: 'What the course covers, in the language of the request (German when no English text is written); empty when not written yet.',
      input: 'What the course covers, in German: 1 to 5000 characters; line breaks allowed.',
      inputEn: 'English description: at most 5000 characters; line breaks allowed; null or empty: not translated.',
      asWritten: 'What the course covers.',
    },
    label: { de: 'Beschreibung', en: 'Description' },
    pageLabel: { de: 'Beschreibung', en: 'Description' },
  },
  schedule: {
    translated: true,
    max: 200,
    read: 'public',
    rest: true,
    formTab: 'schedule',
    docs: {
      field:
        'Weekdays, e.g. "Samstags" / "Saturdays", in the language of the request (German when no English text is written); null when not given.',
      input: 'Weekdays, e.g. "Samstags"; at most 200 characters; null or empty: none.',
      inputEn: 'English weekdays, e.g. "Saturdays"; at most 200 characters; null or empty: not translated.',
      asWritten: 'Weekdays.',
      textNote: 'the weekdays',
    },
    label: { de: 'Wochentage', en: 'Days' },
    pageLabel: { de: 'Kurstage', en: 'Schedule' },
  },
  /** Free text like "12:15-13:00" (docs/SPEC.md §5 placeholder); the column holds 50. */
  time: {
    translated: false,
    max: 50,
    columnLength: 50,
    read: 'public',
    rest: true,
    formTab: 'schedule',
    docs: {
      field: 'Time of day (Europe/Berlin), e.g. "12:15-13:00"; null when not given.',
      input: 'Time of day, free text like "12:15-13:00"; at most 50 characters; null or empty: none.',
    },
    label: { de: 'Uhrzeit', en: 'Time' },
  },
  location: {
    translated: true,
    max: 300,
    read: 'public',
    rest: true,
    formTab: 'additional',
    docs: {
      field:
        'Where it takes place (pool, address), in the language of the request (German when no English text is written); null when not given.',
      input: 'Where it takes place; at most 300 characters; null or empty: none.',
      inputEn: 'English place; at most 300 characters; null or empty: not translated.',
      asWritten: 'Where it takes place.',
    },
    label: { de: 'Ort', en: 'Location' },
  },
  /** Free text like "4 Einheiten à 45 Minuten". */
  duration: {
    translated: true,
    max: 100,
    read: 'public',
    rest: true,
    formTab: 'schedule',
    docs: {
      field:
        'Free text, e.g. "8 Einheiten à 45 Minuten" / "8 sessions of 45 minutes", in the language of the request (German when no English text is written); null when not given.',
      input: 'Free text like "4 Einheiten à 45 Minuten"; at most 100 characters; null or empty: none.',
      inputEn: 'English duration, e.g. "4 sessions of 45 minutes"; at most 100 characters; null or empty: not translated.',
      asWritten: 'Number and length of the sessions, as free text.',
      textNote: 'e.g. "8 sessions of 45 minutes"',
    },
    label: { de: 'Dauer', en: 'Duration' },
    pageLabel: { de: 'Dauer', en: 'Duration' },
  },
  notes: {
    translated: true,
    max: longText,
    multiline: true,
    read: 'public',
    rest: true,
    formTab: 'additional',
    docs: {
      field: 'Further remarks for participants, in the language of the request (German when no English text is written); null when none.',
      input: `Further remarks for participants; at most ${longText} characters; null or empty: none.`,
      inputEn: `English remarks; at most ${longText} characters; null or empty: not translated.`,
      asWritten: 'Further remarks for participants.',
    },
    label: { de: 'Hinweise', en: 'Notes' },
    pageLabel: { de: 'Hinweise', en: 'Notes' },
  },
  specialRequirements: {
    translated: true,
    max: longText,
    multiline: true,
    read: 'public',
    rest: true,
    formTab: 'additional',
    docs: {
      field:
        'What participants need or must be able to do (e.g. swim 200 m), in the language of the request (German when no English text is written); null when nothing.',
      input: `What participants need or must be able to do; at most ${longText} characters; null or empty: none.`,
      inputEn: `English requirements; at most ${longText} characters; null or empty: not translated.`,
      asWritten: 'What participants need or must be able to do.',
    },
    label: { de: 'Voraussetzungen', en: 'Requirements' },
    pageLabel: { de: 'Besondere Voraussetzungen', en: 'Special requirements' },
  },
  cancellationPolicy: {
    translated: true,
    max: longText,
    multiline: true,
    read: 'public',
    rest: true,
    formTab: 'additional',
    docs: {
      field:
        'Course-specific cancellation terms, in the language of the request (German when no English text is written); null means the general terms apply.',
      input: `Course-specific cancellation terms; at most ${longText} characters; null or empty: the general terms apply.`,
      inputEn: `English cancellation terms; at most ${longText} characters; null or empty: not translated.`,
      asWritten: 'Course-specific cancellation terms.',
    },
    label: { de: 'Stornobedingungen', en: 'Cancellation policy' },
    hint: { de: 'Leer: Es gelten die allgemeinen Stornobedingungen.', en: 'Empty: the general cancellation terms apply.' },
  },
  whatToBring: {
    translated: true,
    max: longText,
    multiline: true,
    read: 'public',
    formTab: 'additional',
    docs: {
      field:
        'What to bring to the sessions (swimwear, towel, …), in the language of the request (German when no English text is written); the reminder mail before the start repeats it. Null when nothing is said.',
      input: `What to bring to the sessions (the reminder mail before the start repeats it); at most ${longText} characters; null or empty: nothing said.`,
      inputEn: `English "what to bring"; at most ${longText} characters; null or empty: not translated.`,
      asWritten: 'What to bring to the sessions.',
    },
    label: { de: 'Bitte mitbringen', en: 'Please bring' },
    pageLabel: { de: 'Bitte mitbringen', en: 'Please bring' },
  },
} as const satisfies TextFieldTable;

export type CourseTextFields = typeof COURSE_TEXT_FIELDS;
/** A course's text columns with their values (the German texts and their English twins). */
export type CourseTextValues = TextValues<CourseTextFields>;

/** The labels as catalogue entries: the form's (`admin.courses.field.<name>`) and the course page's (`courseDetail.<name>`). */
export const courseLabelCatalogue = labelCatalogue(COURSE_TEXT_FIELDS, { form: 'admin.courses.field', page: 'courseDetail' });
