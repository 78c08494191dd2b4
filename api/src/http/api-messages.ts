import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../context/language.js';

/**
 * Texts of the API's own refusals that no form of the site shows: a body field of the wrong JSON type (the REST door,
 * rest/rest-body-types.ts), an address that cannot be read, a path that does not exist. The server's only, so the web
 * client's catalogues (which carry validation/messages.ts) stay as small as they are. ICU format; German is the source
 * and the fallback. None of them repeats what the request held.
 */
const apiCatalogue = {
  de: {
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
  },
  en: {
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
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ApiMessageId = keyof (typeof apiCatalogue)['de'];

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
