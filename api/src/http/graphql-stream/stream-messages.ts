import type { Language } from '../../context/language.js';

/** The refusals of `/graphql/stream` (./graphql-stream.ts), in German (the fallback) and English. */
export const streamMessages: Record<
  Language,
  {
    notEventStream: string;
    notSubscription: string;
    missingQuery: string;
    badVariables: string;
    persistedNotFound: string;
    tooManyFromAddress: (max: number) => string;
    tooMany: string;
  }
> = {
  de: {
    notEventStream:
      'Dieser Endpunkt antwortet nur mit Server-Sent Events: Senden Sie `Accept: text/event-stream` (z. B. mit dem Client von graphql-sse). Abfragen und Änderungen gehen an /graphql.',
    notSubscription:
      'Hier laufen nur Subscriptions (`subscription { … }`), eine je Anfrage. Abfragen und Änderungen senden Sie an /graphql.',
    missingQuery: 'Es fehlt das Dokument: Senden Sie `query` (als JSON-Text im Body, oder bei GET im Parameter `query`).',
    badVariables: '`variables` und `extensions` müssen JSON-Objekte sein.',
    persistedNotFound: 'Diese gespeicherte Abfrage ist unbekannt: Senden Sie das Dokument in `query` mit.',
    tooManyFromAddress: (max) =>
      `Von Ihrer Adresse sind schon ${max} Live-Verbindungen offen, mehr sind nicht erlaubt. Schließen Sie eine, bevor Sie eine neue öffnen.`,
    tooMany:
      'Der Server hält gerade so viele Live-Verbindungen, wie er kann. Versuchen Sie es nach der in Retry-After genannten Zeit wieder.',
  },
  en: {
    notEventStream:
      "This endpoint answers with Server-Sent Events only: send `Accept: text/event-stream` (graphql-sse's client does). Send queries and mutations to /graphql.",
    notSubscription: 'Only subscriptions run here (`subscription { … }`), one per request. Send queries and mutations to /graphql.',
    missingQuery: 'The document is missing: send `query` (a string in the JSON body, or the `query` parameter of a GET).',
    badVariables: '`variables` and `extensions` must be JSON objects.',
    persistedNotFound: 'This persisted query is unknown: send its document in `query`.',
    tooManyFromAddress: (max) =>
      `${max} live connections are already open from your address, which is the most allowed. Close one before you open another.`,
    tooMany: 'The server holds as many live connections as it can right now. Try again after the time Retry-After names.',
  },
};
