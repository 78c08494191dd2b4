import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { RequestContext } from '../context/request-context.js';

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
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'QUERY_TOO_COMPLEX',
]);

const isClientCode = (code: unknown) => CLIENT_CODES.has(String(code ?? 'INTERNAL_SERVER_ERROR'));

export function maskUnexpectedErrors(production: boolean) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    if (!production || isClientCode(formatted.extensions?.code)) return formatted;
    return { message: 'An error has occurred. Please try again later.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** Logs unexpected errors with the request's own logger, so the lines carry its request id. */
export function logUnexpectedErrors(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors }) {
          for (const error of errors) {
            if (isClientCode(error.extensions?.code)) continue;
            contextValue.log.error({ err: unwrapResolverError(error), path: error.path }, 'GraphQL request failed');
          }
        },
      };
    },
  };
}
