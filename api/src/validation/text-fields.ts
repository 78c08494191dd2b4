// Declared texts: plain data and names only, no yup (the public pages import the labels; the rules are in text-rules.ts).

/** A text in German and English. */
export interface Bilingual {
  de: string;
  en: string;
}

/**
 * One text field of an object (a course's, a blog post's), declared once: the API builds its column, GraphQL field,
 * input field, validation rule, REST key and history entry from it, the web its form input and labels.
 */
export interface TextFieldDeclaration {
  /** Written in German and English: an English twin `<name>En` (null or blank: not translated) beside the German text. */
  translated: boolean;
  /** Must be given (1 to `max` characters); else optional, and empty means none (null). */
  required?: boolean;
  /** Fewest characters of a written text, in either language (a required one: 1 when not given). */
  min?: number;
  /** Most characters, in either language. */
  max: number;
  /** Line breaks allowed (a text area in the form). */
  multiline?: boolean;
  /** The column: `varchar(length)` when given, else `text`. */
  columnLength?: number;
  /** The column's default (a required text added to rows that had none). */
  columnDefault?: string;
  /** Who may read it: `public` is a field of the GraphQL type and of every read (lists, pages, REST). */
  read: 'public';
  /** A key of the old REST JSON (docs/SPEC.md §3 fixes those: only the texts it had). */
  rest?: boolean;
  /** The admin form's tab that holds the input (the English twin follows the German texts of that tab); forms without tabs leave it out. */
  formTab?: 'basic' | 'schedule' | 'additional';
  /** Descriptions in the GraphQL schema. */
  docs: {
    /** The field of the type: what it means and what null means (in the request's language, when translated). */
    field: string;
    /** The input field, with its limits. */
    input: string;
    /** The English twin's input field. */
    inputEn?: string;
    /** The field of the "as written" texts type (translated texts only). */
    asWritten?: string;
    /** A note after the name in the list of translated texts (e.g. "the weekdays"). */
    textNote?: string;
  };
  /** The admin form's label, also naming the field in the change history. */
  label: Bilingual;
  /** A hint under the form's input. */
  hint?: Bilingual;
  /** The public page's label, when the page shows the field under a label of its own. */
  pageLabel?: Bilingual;
}

export type TextFieldTable = Readonly<Record<string, TextFieldDeclaration>>;

/** The names of a table's translated texts. */
export type TranslatedName<T extends TextFieldTable> = { [K in keyof T]: T[K]['translated'] extends true ? K : never }[keyof T] & string;
/** The column names of a table: each text, and `<name>En` for a translated one. */
export type TextColumn<T extends TextFieldTable> = (keyof T & string) | `${TranslatedName<T>}En`;

export type RequiredName<T extends TextFieldTable> = { [K in keyof T]: T[K]['required'] extends true ? K : never }[keyof T] & string;
/** The values of a table's columns as an object holds them: required texts always, optional ones null or absent. */
export type TextValues<T extends TextFieldTable> = { [K in RequiredName<T>]: string } & {
  [K in Exclude<TextColumn<T>, RequiredName<T>>]?: string | null;
};

export const englishName = <N extends string>(name: N) => `${name}En` as `${N}En`;

/** The names of a table's texts, in its order. */
export const textNames = <T extends TextFieldTable>(table: T) => Object.keys(table) as (keyof T & string)[];

/** The names of a table's translated texts, in its order. */
export const translatedNames = <T extends TextFieldTable>(table: T) =>
  textNames(table).filter((name) => table[name].translated) as TranslatedName<T>[];

/** Every column of a table: the texts in its order, then the English twins in the same order. */
export const textColumns = <T extends TextFieldTable>(table: T): TextColumn<T>[] => [
  ...textNames(table),
  ...translatedNames(table).map(englishName),
];

/** The labels of a table as catalogue entries: `<prefix>.<name>` (and `.hint`) for the form, `<pagePrefix>.<name>` for the page. */
export function labelCatalogue(table: TextFieldTable, ids: { form: string; page: string }) {
  const entries = (language: keyof Bilingual) => ({
    form: Object.fromEntries(
      Object.entries(table).flatMap(([name, field]) => [
        [`${ids.form}.${name}`, field.label[language]],
        ...(field.hint ? [[`${ids.form}.${name}.hint`, field.hint[language]]] : []),
      ]),
    ),
    page: Object.fromEntries(
      Object.entries(table).flatMap(([name, field]) => (field.pageLabel ? [[`${ids.page}.${name}`, field.pageLabel[language]]] : [])),
    ),
  });
  return { de: entries('de'), en: entries('en') };
}
