import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES, type Language } from '../context/language.js';
import type { Texts } from '../graphql/refusal-messages.js';

/**
 * Texts of the API's own refusals that no form of the site shows: a body field of the wrong JSON type (the REST door,
 * rest/rest-body-types.ts), an address that cannot be read, a path that does not exist, a body fastify refuses, the
 * rate limits, the REST door's own answers. The server's only, so the web
 * client's catalogues (which carry validation/messages.ts) stay as small as they are. ICU format; German is the source
 * and the fallback. None of them repeats what the request held.
 */
const de = {
  typeText: 'Dieses Feld nimmt einen Text an (einen JSON-String).',
  typeWholeNumber: 'Dieses Feld nimmt eine ganze Zahl von {min} bis {max} an.',
  typeNumber: 'Dieses Feld nimmt eine endliche Zahl an.',
  typeBoolean: 'Dieses Feld nimmt true oder false an.',
  typeChoice: 'Dieses Feld nimmt einen seiner Werte als Text an.',
  typeId: 'Dieses Feld nimmt eine Kennung an (einen Text oder eine ganze Zahl).',
  typeList: 'Dieses Feld nimmt eine Liste an (ein JSON-Array).',
  typeObject: 'Dieses Feld nimmt ein Objekt an (ein JSON-Objekt).',
  typeSingleValue: 'Dieses Feld nimmt einen einzelnen Wert an, keine Liste und kein Objekt.',
  requestValue: 'Ein Wert der Anfrage ({name}) ist ungültig: vom falschen Typ oder außerhalb des erlaubten Bereichs.',
  queryParameterRepeated: 'Bitte geben Sie jeden Parameter der Adresse nur einmal an.',
  noSuchPath: 'Unter dieser Adresse gibt es nichts. Die Pfade der API stehen in der Dokumentation.',
  malformedUrl: 'Die Adresse ist ungültig: Sie enthält eine fehlerhafte Prozent-Kodierung (%XX).',
  pathPartTooLong: 'Ein Teil der Adresse ist länger als {max} Zeichen.',
  malformedRequest: 'Die Anfrage ist fehlerhaft und wurde nicht gelesen.',
  requestTimeout: 'Die Anfrage kam nicht rechtzeitig vollständig an.',
  headersTooLarge: 'Die Kopfzeilen der Anfrage sind zu groß.',
  bodyTooLarge: 'Der Inhalt der Anfrage ist größer als {max, number} Bytes.',
  unsupportedMediaType: 'Senden Sie den Inhalt als JSON mit "Content-Type: application/json".',
  invalidJson: 'Der Inhalt ist kein gültiges JSON.',
  emptyJson: 'Der Inhalt ist leer; senden Sie ein JSON-Objekt.',
  contentLengthMismatch: 'Die Kopfzeile Content-Length passt nicht zum Inhalt.',
  methodNotAllowed: '{method} ist hier nicht erlaubt; verwenden Sie {allowed}.',
  internalError: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  serviceUnavailable: 'Der Dienst erreicht seine Datenbank gerade nicht; versuchen Sie es in einigen Sekunden erneut.',
  starting: 'Der Dienst startet und wartet auf seine Datenbank; versuchen Sie es gleich erneut.',
  invalidBearerToken:
    'Das Bearer-Token ist ungültig: verändert, abgelaufen, oder seine Sitzung wurde abgemeldet. Melden Sie sich erneut an (POST /api/login).',
  invalidPartnerKey: 'Der API-Schlüssel ist ungültig: vertippt oder widerrufen. Bitten Sie die Schule um einen neuen.',
  documentTooLarge: 'Die Abfrage ist {bytes, number} Bytes lang; höchstens {max, number} sind erlaubt. Senden Sie ein kleineres Dokument.',
  answerTooLarge:
    'Die Antwort wäre {bytes, number} Bytes lang; höchstens {max, number} werden gesendet. Fragen Sie weniger Zeilen (first) oder Felder ab, oder teilen Sie die Abfrage auf.',
  tooManyRequests:
    'Zu viele Anfragen von Ihrer Adresse: höchstens {limit, number} Punkte je {windowSeconds, number} s. Versuchen Sie es in {resetSeconds, number} s erneut.',
  tooManyWrites:
    'Zu viele Änderungen (Mutationen, POST-Anfragen) von Ihrer Adresse: höchstens {limit, number} je {windowSeconds, number} s. Versuchen Sie es in {resetSeconds, number} s erneut.',
  tooManyWritesInDocument:
    'Zu viele Änderungen (Mutationen, POST-Anfragen) von Ihrer Adresse: Dieses Dokument macht {cost, number}, {remaining, number} sind übrig (höchstens {limit, number} je {windowSeconds, number} s); keine davon wurde ausgeführt. Versuchen Sie es in {resetSeconds, number} s erneut.',
  tooManyMarks:
    'Zu viele gespeicherte Anwesenheiten von Ihrem Konto: höchstens {limit, number} je {windowSeconds, number} s. Versuchen Sie es in {resetSeconds, number} s erneut.',
  tooManyMutations:
    'Dieses Dokument macht {count, number} Änderungen (Mutationsfelder); höchstens {max, number} sind in einem Dokument erlaubt (und je {windowSeconds, number} s). Senden Sie sie in kleineren Dokumenten; keine davon wurde ausgeführt.',
  nulCharacter: 'Die Anfrage enthält ein NUL-Zeichen (U+0000), das kein Feld annimmt.',
  notFound: 'Nicht gefunden.',
  invalidId: 'Die Kennung in der Adresse ist ungültig: Geben Sie eine ganze Zahl ab 1 an.',
} as const;

export type ApiMessageId = keyof typeof de;

// Typed by the German ids: a text missing in English fails the typecheck.
const en: Record<ApiMessageId, string> = {
  typeText: 'This field takes a text (a JSON string).',
  typeWholeNumber: 'This field takes a whole number from {min} to {max}.',
  typeNumber: 'This field takes a finite number.',
  typeBoolean: 'This field takes true or false.',
  typeChoice: 'This field takes one of its values as a text.',
  typeId: 'This field takes an id (a text or a whole number).',
  typeList: 'This field takes a list (a JSON array).',
  typeObject: 'This field takes an object (a JSON object).',
  typeSingleValue: 'This field takes a single value, not a list or an object.',
  requestValue: 'A value of the request ({name}) is not valid: of the wrong type or out of range.',
  queryParameterRepeated: 'Please give each query parameter only once.',
  noSuchPath: 'There is nothing at this address. The documentation lists the paths of the API.',
  malformedUrl: 'The address is not valid: it holds a malformed percent-encoding (%XX).',
  pathPartTooLong: 'A part of the address is longer than {max} characters.',
  malformedRequest: 'The request is malformed and was not read.',
  requestTimeout: 'The request did not arrive completely in time.',
  headersTooLarge: 'The header fields of the request are too large.',
  bodyTooLarge: 'The request body is larger than {max, number} bytes.',
  unsupportedMediaType: 'Send the body as JSON with "Content-Type: application/json".',
  invalidJson: 'The body is not valid JSON.',
  emptyJson: 'The body is empty; send a JSON object.',
  contentLengthMismatch: 'The Content-Length header does not match the body.',
  methodNotAllowed: '{method} is not allowed here; use {allowed}.',
  internalError: 'An error has occurred. Please try again later.',
  serviceUnavailable: 'The service cannot reach its database right now; try again in a few seconds.',
  starting: 'The service is starting and waits for its database; try again shortly.',
  invalidBearerToken:
    'The bearer token is not valid: tampered with, expired, or its session was signed out. Sign in again (POST /api/login) for a new one.',
  invalidPartnerKey: 'The API key is not valid: mistyped, or revoked. Ask the school for a new one.',
  documentTooLarge: 'The query is {bytes, number} bytes long; at most {max, number} are allowed. Send a smaller document.',
  answerTooLarge:
    'The answer would be {bytes, number} bytes long; at most {max, number} are sent. Ask for fewer rows (first) or fewer fields, or split the query.',
  tooManyRequests:
    'Too many requests from your address: at most {limit, number} points per {windowSeconds, number} s. Try again in {resetSeconds, number} s.',
  tooManyWrites:
    'Too many changes (mutations, POST requests) from your address: at most {limit, number} per {windowSeconds, number} s. Try again in {resetSeconds, number} s.',
  tooManyWritesInDocument:
    'Too many changes (mutations, POST requests) from your address: this document makes {cost, number}, {remaining, number} are left (at most {limit, number} per {windowSeconds, number} s); none of them ran. Try again in {resetSeconds, number} s.',
  tooManyMarks:
    'Too many attendance saves from your account: at most {limit, number} per {windowSeconds, number} s. Try again in {resetSeconds, number} s.',
  tooManyMutations:
    'This document makes {count, number} changes (mutation fields); at most {max, number} are allowed in one document (and per {windowSeconds, number} s). Send them in smaller documents; none of them ran.',
  nulCharacter: 'The request holds a NUL character (U+0000), which no field accepts.',
  notFound: 'Not found.',
  invalidId: 'The id in the address is not valid: give a whole number from 1.',
};

const apiCatalogue: Record<Language, Record<ApiMessageId, string>> = { de, en };

const formatters = new Map<string, IntlMessageFormat>();

/** An API text in the request's language. */
export function apiMessage(language: Language, id: ApiMessageId, values?: Record<string, string | number>): string {
  const key = `${language}:${id}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(apiCatalogue[language][id], language);
    formatters.set(key, formatter);
  }
  return String(formatter.format(values));
}

/** An API text in every language, for an error raised where the request's language is not at hand (`RestError`). */
export const apiTexts = (id: ApiMessageId, values?: Record<string, string | number>): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, apiMessage(language, id, values)])) as Record<Language, string>;
