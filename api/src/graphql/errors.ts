import type { GraphQLFormattedError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { unwrapResolverError } from '@apollo/server/errors';

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

export function maskUnexpectedErrors(production: boolean, log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
    if (CLIENT_CODES.has(code)) return formatted;
    log.error({ err: unwrapResolverError(error) }, 'GraphQL request failed');
    if (!production) return formatted;
    return { message: 'An error has occurred. Please try again later.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
