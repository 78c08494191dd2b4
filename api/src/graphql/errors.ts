import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DEFAULT_LANGUAGE, type Language } from '../context/language.js';
import type { RequestContext } from '../context/request-context.js';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE, isDatabaseUnavailable } from '../db/database-unavailable.js';
import { refusalMessage, translatedMessage } from './refusal-messages.js';

/** Codes whose messages are written for clients; anything else is unexpected and masked in production. */
const CLIENT_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'QUERY_TOO_LARGE',
  'TOO_MANY_OPERATIONS',
  'TOO_MANY_FIELDS',
  'TOO_MANY_FRAGMENTS',
  'TOO_MANY_VARIABLES',
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'TOO_MANY_DIRECTIVES',
  'QUERY_TOO_COMPLEX',
  'RESPONSE_TOO_LARGE',
  'RATE_LIMITED',
  'TOO_MANY_MUTATIONS',
]);

const isClientCode = (code: unknown) => CLIENT_CODES.has(String(code ?? 'INTERNAL_SERVER_ERROR'));

/**
 * Refusals of the persisted-query protocol that Apollo raises without a code (so they would read as
 * INTERNAL_SERVER_ERROR): the client's mistake, BAD_REQUEST like Apollo's other malformed requests.
 */
const UNCODED_APOLLO_REFUSALS = new Set(['provided sha does not match query', 'Unsupported persisted query version']);
const isUncodedRefusal = (error: { message: string; extensions?: { code?: unknown } }) =>
  error.extensions?.code === undefined && UNCODED_APOLLO_REFUSALS.has(error.message);

/**
 * Apollo reports every validation error as GRAPHQL_VALIDATION_FAILED, overwriting the code our limit
 * rules gave it; the rule's own error is kept as `originalError`, so its code is restored from there.
 */
function withOwnCode(formatted: GraphQLFormattedError, error: unknown, language: Language): GraphQLFormattedError {
  if (error instanceof GraphQLError && isUncodedRefusal(error))
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
  // graphql-js stops parsing at `maxTokens` with a syntax error ("more that N tokens"); it is a size limit.
  const tokens = formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' && /contains more th\w+ (\d+) tokens/.exec(formatted.message);
  if (tokens) {
    const message = refusalMessage(language, 'tooManyTokens', { max: Number(tokens[1]) });
    return { ...formatted, message, extensions: { ...formatted.extensions, code: 'QUERY_TOO_LARGE' } };
  }
  const own =
    error instanceof GraphQLError && error.originalError instanceof GraphQLError ? error.originalError.extensions?.code : undefined;
  if (formatted.extensions?.code !== 'GRAPHQL_VALIDATION_FAILED' || !own || own === formatted.extensions.code) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code: own } };
}

/** The language of the request each error belongs to, noted before Apollo formats it (`errorsInRequestLanguage`). */
const errorLanguages = new WeakMap<object, Language>();

/**
 * Notes each error's request language, so `maskUnexpectedErrors` (Apollo's `formatError`, which sees no request) writes
 * our own texts in it: Apollo calls `didEncounterErrors` with the very error objects it formats next.
 */
export function errorsInRequestLanguage(): ApolloServerPlugin<Partial<RequestContext>> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors }) {
          for (const error of errors) errorLanguages.set(error, contextValue.language ?? DEFAULT_LANGUAGE);
        },
      };
    },
  };
}

export function maskUnexpectedErrors(production: boolean) {
  return (unmasked: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const language = (typeof error === 'object' && error !== null && errorLanguages.get(error)) || DEFAULT_LANGUAGE;
    // In every mode: the driver's text ("Client has encountered a connection error…") helps no client.
    if (isDatabaseUnavailable(error)) {
      return {
        message: refusalMessage(language, 'serviceUnavailable'),
        path: unmasked.path,
        extensions: { code: SERVICE_UNAVAILABLE.code },
      };
    }
    const formatted = withOwnCode({ ...unmasked, message: translatedMessage(error, language) ?? unmasked.message }, error, language);
    if (!production || isClientCode(formatted.extensions?.code)) return formatted;
    return {
      message: refusalMessage(language, 'internalError'),
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

/** Logs unexpected errors with the request's own logger, so the lines carry its request id. */
export function logUnexpectedErrors(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors }) {
          for (const error of errors) {
            if (isClientCode(error.extensions?.code) || isUncodedRefusal(error)) continue;
            const cause = unwrapResolverError(error);
            // An outage is the operator's to watch, not a bug: one warning per failed field.
            if (isDatabaseUnavailable(cause))
              contextValue.log.warn({ err: cause, path: error.path }, 'GraphQL request failed: database unavailable');
            else contextValue.log.error({ err: cause, path: error.path }, 'GraphQL request failed');
          }
        },
      };
    },
  };
}

/**
 * An operation that produced nothing because the database could not be reached is answered like the REST
 * door's: HTTP 503 with `Retry-After`. One that still produced data (another field answered) stays a 200
 * with its partial data; its failed fields carry SERVICE_UNAVAILABLE.
 */
export function serviceUnavailableStatus(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (!errors?.some((error) => error.extensions?.code === SERVICE_UNAVAILABLE.code)) return;
          const nothingAnswered = data == null || Object.values(data).every((value) => value === null);
          if (!nothingAnswered) return;
          response.http.status = SERVICE_UNAVAILABLE.status;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}
