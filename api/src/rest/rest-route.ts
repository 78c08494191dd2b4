import type { Language } from '../context/language.js';
import type { Texts } from '../graphql/refusal-messages.js';
import { apiTexts } from '../http/api-messages.js';

/** A refused field as a mutation's payload lists it: which field (null: the request as a whole), why, and a text. */
export interface RestFieldError {
  field: string | null;
  code: string;
  message: string;
}

/**
 * An error the REST door answers with its own status and JSON `{ message, code }` (and `errors`, when given). Its
 * message is a text already in the request's language, or the text in every language (`texts`) where the language is
 * not at hand (`idParam`): the answer picks the request's.
 */
export class RestError extends Error {
  readonly texts?: Texts;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string | Texts,
    readonly errors?: RestFieldError[],
  ) {
    super(typeof message === 'string' ? message : message.de);
    if (typeof message !== 'string') this.texts = message;
  }
}

/** The `message` of a `VALIDATION_FAILED` answer: each refused field with its text. */
export const fieldErrorsMessage = (errors: RestFieldError[]) =>
  errors.map((error) => (error.field ? `${error.field}: ${error.message}` : error.message)).join(' ');

/**
 * A refusal of fields a row checks itself before its operation runs (what the GraphQL input cannot even
 * take), in the same shape as the operation's own: `400 { code: 'VALIDATION_FAILED', message, errors }`.
 */
export function restValidationFailed(errors: RestFieldError[]): RestError {
  return new RestError(400, 'VALIDATION_FAILED', fieldErrorsMessage(errors), errors);
}

/** What a row sees of the request: path parameters, single-valued query parameters and a JSON object body. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  /** The JSON body when it is an object, else `{}` (so every field reads as missing). */
  body: Record<string, unknown>;
  /** Header fields by lower-case name, one string each (Node joins a repeated field with ", "; `set-cookie` is left out). */
  headers: Record<string, string | undefined>;
  /** The request's language (`lang` cookie, else Accept-Language), for texts a row writes itself. */
  language: Language;
  /** The client's address as the request context has it (behind the trusted proxies), for rows that must tell clients apart. */
  clientAddress: string;
}

/**
 * One documented `/api/...` path: the GraphQL operation it runs, how to build the operation's
 * variables from the HTTP request, and how to shape the result into the documented JSON. `TData` and
 * `TVariables` are the operation's result and variables as `npm run schema` generates them
 * (rest/__generated__/rest-operations.ts, named after the operation: `RestOrdersQuery`, `RestOrdersQueryVariables`);
 * declare a row with `restRoute<TData, TVariables>({ … })` so both are checked.
 */
export interface RestRoute<TData = unknown, TVariables = Record<string, unknown>> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  operation: string;
  variables?: (request: RestRequest) => TVariables;
  /**
   * The body fields this row answers only when given with one of these values, in any case and with spaces around
   * (`{ status: ['confirmed'] }`): a variant of another row with the same method and path, which answers every other
   * request (`PUT /api/orders/{id}/status` runs `confirmOrder` for "confirmed", `cancelOrder` for "cancelled").
   */
  whenBody?: Record<string, string[]>;
  /**
   * Query parameters this row answers only when given with exactly these values (`{ all: 'true' }`): a variant of
   * another row with the same method and path, which answers every other request (`GET /api/testimonials?all=true`
   * is the admins' whole list, `GET /api/testimonials` the public one).
   */
  whenQuery?: Record<string, string>;
  /** Name of a top-level connection to read completely, page by page (old clients expect whole lists). */
  allPagesOf?: keyof TData & string;
  /**
   * Name of the mutation whose payload this row returns: a non-empty `errors` list answers 400 with
   * `{ code: 'VALIDATION_FAILED', message, errors: [{ field, code, message }] }` (nothing was changed).
   */
  payloadOf?: keyof TData & string;
  /**
   * How this row's JSON names a refused field of the operation's input, where the two differ (a flat
   * `customerFirstName` for the input's `customer.firstName`); the `errors` of a 400 then use the row's names.
   */
  fieldName?: (field: string) => string;
  /** Status of a successful answer (201 for rows that create something). */
  successStatus?: number;
  /**
   * Also read HTML form bodies (`application/x-www-form-urlencoded`, `multipart/form-data`), as RFC 8058
   * one-click unsubscribe POSTs send them. Off everywhere else: those paths answer such bodies 415.
   */
  formBody?: boolean;
  /**
   * Where a GET of this (non-GET) path is sent with 303: a person who opens the URL in a browser, as mail
   * programs without RFC 8058 do with a `List-Unsubscribe` link, lands on the page for it, not on a 405.
   */
  pageForBrowsers?: (request: RestRequest) => string;
  /**
   * Returns the JSON body (or a `RestFile` for a download); `null` answers 404 with `notFound`. `request` is
   * there for texts the row writes itself, in the request's language.
   */
  // Method syntax on purpose: a table of rows of different operations is a `RestRoute[]` (TData as unknown).
  shape(data: TData, request: RestRequest): unknown;
  /** The 404 when `shape` gives null; a message written per language is answered in the request's. */
  notFound?: { code: string; message: string | ((language: Language) => string) };
  /**
   * Codes of the payload's `errors` that mean "no such object" (`ORDER_NOT_FOUND`): such a refusal answers
   * 404 `{ code, message }` rather than 400, as a GET of the same id does.
   */
  notFoundCodes?: string[];
  /**
   * Codes of the payload's `errors` that mean "already done by someone else" (`ALREADY_CONVERTED`): such a refusal
   * answers 409 `{ code, message }` rather than 400 (nothing was changed).
   */
  conflictCodes?: string[];
}

/** Declares a row with its operation's generated types, so `shape` reads and `variables` builds what the operation has. */
export const restRoute = <TData, TVariables>(row: RestRoute<TData, TVariables>): RestRoute => row as RestRoute;

/**
 * What a mutation's payload holds when its `errors` are empty (the runner answers 400 before `shape` otherwise):
 * the schema declares it nullable because a refusal has none. Missing anyway is a server error, never a null in the JSON.
 */
export function succeeded<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The payload has no ${what} although it has no errors.`);
  return value;
}

/**
 * A row's answer that is a file rather than JSON (a CSV for Excel, an invoice's PDF as stored): sent with its content
 * type, as an attachment named `fileName` (RFC 6266: an ASCII fallback and the UTF-8 name).
 */
export class RestFile {
  constructor(
    readonly contentType: string,
    readonly fileName: string,
    readonly content: string | Buffer,
  ) {}

  get contentDisposition(): string {
    const ascii =
      this.fileName
        .normalize('NFKD')
        .replace(/[^\x20-\x7e]/g, '')
        .replace(/["\\]/g, '') || 'download';
    return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(this.fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
  }
}

/**
 * Parses a numeric id path parameter (old URLs use database ids). The refusal does not repeat the value (answers never
 * echo the request) and is in the request's language; `_what` names the id for the reader of the calling row only.
 */
export function idParam(value: string | undefined, _what = 'id'): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) throw new RestError(400, 'INVALID_ID', apiTexts('invalidId'));
  return id;
}

export { eurosFromCents } from '../validation/money.js';

/**
 * JSON bodies are whatever clients send: a text field that is not a string counts as missing (''). A body field the
 * operation's input takes as a text is refused before (rest-body-types.ts); this is for what the row reads otherwise.
 */
export const restText = (value: unknown) => (typeof value === 'string' ? value : '');

/** An optional text field (a message, the forms' honeypot): anything that is not a string is absent (null). */
export const restOptionalText = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A whole-number field (a course id, a rating) from a JSON body: a number or a numeric string. Anything else never
 * gets here on a field of the operation's input (the runner refuses it first: rest-body-types.ts); elsewhere it
 * becomes 0, which the form's rules refuse with the field's own message (never a GraphQL type error).
 */
export function restInt(value: unknown): number {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && Math.abs(number) <= 2 ** 31 - 1 ? number : 0;
}
