import { GraphQLError, type GraphQLErrorExtensions } from 'graphql';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../context/language.js';

/**
 * Texts of the GraphQL door's own refusals (limits, page sizes, cursors, masked failures), in German and English. ICU
 * format, numbers written each language's way (50.000 / 50,000); German is the source and the fallback. graphql-js's
 * own texts (syntax and validation errors, variables of the wrong type) stay as graphql-js writes them: every GraphQL
 * tool and search result speaks them.
 */
const de = {
  pageSize: '"{argument}" muss zwischen 0 und {max, number} liegen.',
  firstAndLast: 'Geben Sie entweder "first" oder "last" an, nicht beide: Eine Seite wird von einem Ende aus gezählt.',
  cursorInvalid: '"{argument}" ist kein Cursor dieser Liste.',
  cursorOtherList: '"{argument}" ist ein Cursor der Liste {given}, nicht der Liste {list}.',
  cursorOtherFilter: '"{argument}" ist ein Cursor dieser Liste mit anderen Filterargumenten; beginnen Sie ohne Cursor von vorn.',
  nulCharacter: 'Ein Text enthält ein NUL-Zeichen (U+0000), das kein Feld annimmt.',
  tooManyTokens: 'Das Dokument hat mehr als {max, number} Tokens (Namen, Satzzeichen, Werte); senden Sie ein kleineres Dokument.',
  tooManyOperations:
    'Das Dokument enthält {count, number} Operationen; höchstens {max, number} sind erlaubt. Senden Sie nur die Operationen, die Sie ausführen.',
  widestSelectionSet:
    "Eine Auswahl ('{ … }') der Abfrage enthält mindestens {count, number} Felder; höchstens {max, number} sind erlaubt (die Felder eines Fragments zählen dort, wo es eingesetzt wird, das Fragment selbst als eines). Fragen Sie jedes Feld nur einmal ab oder teilen Sie die Abfrage auf.",
  tooManyFields:
    'Die Abfrage enthält {count, number} Felder und Fragment-Spreads; höchstens {max, number} sind erlaubt. Teilen Sie die Abfrage in kleinere auf.',
  tooManyFragments:
    'Die Abfrage definiert {count, number} Fragmente; höchstens {max, number} sind erlaubt. Senden Sie nur die Fragmente, die sie verwendet.',
  tooManyVariables:
    'Die Abfrage deklariert {count, number} Variablen; höchstens {max, number} sind erlaubt. Deklarieren Sie nur die Variablen, die sie verwendet.',
  tooDeep: 'Die Abfrage ist {count, number} Ebenen tief; höchstens {max, number} sind erlaubt. Teilen Sie sie in kleinere Abfragen auf.',
  tooManyAliases:
    'Die Abfrage enthält {count, number} Aliase; höchstens {max, number} sind erlaubt. Senden Sie stattdessen mehrere Anfragen.',
  tooManyDirectives: 'Die Abfrage enthält {count, number} Direktiven; höchstens {max, number} sind erlaubt. Verwenden Sie weniger.',
  tooComplex:
    'Die Abfrage kostet {count, number} Punkte; höchstens {max, number} sind erlaubt (1 je Skalar, 2 je Objekt, mal first/last). Fragen Sie weniger Zeilen (first/last) oder Felder ab, oder teilen Sie die Abfrage auf.',
  introspectionTrees:
    'Die Operation fragt das Schema {count, number}-mal ab (__schema, __type); höchstens {max, number}-mal ist erlaubt. Fragen Sie es so ab wie getIntrospectionQuery(), oder laden Sie /schema.graphql.',
  introspectionAliases:
    'Aliase innerhalb von __schema oder __type sind nicht erlaubt. Fragen Sie das Schema so ab wie getIntrospectionQuery(), oder laden Sie /schema.graphql.',
  introspectionDepth:
    'Listen innerhalb von __schema oder __type sind {count, number} Ebenen tief verschachtelt; höchstens {max, number} sind erlaubt (types, fields, args). Fragen Sie das Schema so ab wie getIntrospectionQuery(), oder laden Sie /schema.graphql.',
  internalError: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  serviceUnavailable: 'Der Dienst erreicht seine Datenbank gerade nicht; versuchen Sie es in einigen Sekunden erneut.',
} as const;

export type RefusalMessageId = keyof typeof de;

// Typed by the German ids: a text missing in English fails the typecheck.
const en: Record<RefusalMessageId, string> = {
  pageSize: '"{argument}" must be between 0 and {max, number}.',
  firstAndLast: 'Give either "first" or "last", not both: a page is counted from one end.',
  cursorInvalid: '"{argument}" is not a cursor of this list.',
  cursorOtherList: '"{argument}" is a cursor of the {given} list, not of the {list} list.',
  cursorOtherFilter: '"{argument}" is a cursor of this list with other filter arguments; start again without a cursor.',
  nulCharacter: 'A string holds a NUL character (U+0000), which no field accepts.',
  tooManyTokens: 'The document has more than {max, number} tokens (names, punctuation, values); send a smaller document.',
  tooManyOperations: 'The document holds {count, number} operations; at most {max, number} are allowed. Send only the operations you run.',
  widestSelectionSet:
    "A selection set ('{ … }') of the query holds at least {count, number} fields; at most {max, number} are allowed (a fragment's fields count where it is spread, the fragment itself as one). Ask for each field once, or split the query.",
  tooManyFields:
    'The query holds {count, number} fields and fragment spreads; at most {max, number} are allowed. Split the query into smaller ones.',
  tooManyFragments: 'The query defines {count, number} fragments; at most {max, number} are allowed. Send only the fragments it uses.',
  tooManyVariables: 'The query declares {count, number} variables; at most {max, number} are allowed. Declare only the variables it uses.',
  tooDeep: 'The query is {count, number} levels deep; at most {max, number} are allowed. Split it into smaller queries.',
  tooManyAliases: 'The query holds {count, number} aliases; at most {max, number} are allowed. Send several requests instead.',
  tooManyDirectives: 'The query holds {count, number} directives; at most {max, number} are allowed. Use fewer.',
  tooComplex:
    'The query costs {count, number} points; at most {max, number} are allowed (1 per scalar, 2 per object, times first/last). Ask for fewer rows (first/last) or fewer fields, or split the query.',
  introspectionTrees:
    'The operation asks for the schema {count, number} times (__schema, __type); at most {max, number} is allowed. Ask for it the way getIntrospectionQuery() does, or download /schema.graphql.',
  introspectionAliases:
    'Aliases inside __schema or __type are not allowed. Ask for the schema the way getIntrospectionQuery() does, or download /schema.graphql.',
  introspectionDepth:
    'Lists inside __schema or __type nest {count, number} deep; at most {max, number} are allowed (types, fields, args). Ask for the schema the way getIntrospectionQuery() does, or download /schema.graphql.',
  internalError: 'An error has occurred. Please try again later.',
  serviceUnavailable: 'The service cannot reach its database right now; try again in a few seconds.',
};

const catalogue: Record<Language, Record<RefusalMessageId, string>> = { de, en };

type Values = Record<string, string | number>;

const formatters = new Map<string, IntlMessageFormat>();

/** A refusal's text in one language. */
export function refusalMessage(language: Language, id: RefusalMessageId, values?: Values): string {
  const key = `${language}:${id}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(catalogue[language][id], language);
    formatters.set(key, formatter);
  }
  return String(formatter.format(values));
}

/** A text in every language, so whoever answers picks the request's. */
export type Texts = Readonly<Record<Language, string>>;

export const refusalTexts = (id: RefusalMessageId, values?: Values): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, refusalMessage(language, id, values)])) as Record<Language, string>;

/**
 * An error whose text is known in every language. Raised where the request's language is not at hand (a validation
 * rule, `pageRequest` inside a resolver); its `message` is German until the answer is formatted in the request's
 * language (`maskUnexpectedErrors` on /graphql, the REST door's error answer), which `translatedMessage` picks.
 */
export class TranslatedError extends GraphQLError {
  constructor(
    readonly texts: Texts,
    extensions: GraphQLErrorExtensions,
  ) {
    super(texts[DEFAULT_LANGUAGE], { extensions });
  }
}

/**
 * The error's text in `language` when it (or the error it wraps: graphql-js and Apollo wrap what a resolver or rule
 * raised) is a TranslatedError; otherwise undefined (its message is what it is).
 */
export function translatedMessage(error: unknown, language: Language): string | undefined {
  for (let current = error, hops = 0; current instanceof Error && hops < 5; hops++) {
    if (current instanceof TranslatedError) return current.texts[language];
    current = (current as { originalError?: unknown }).originalError;
  }
  return undefined;
}
