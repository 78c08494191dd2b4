import { GraphQLError } from 'graphql';
import type { AuthCheckerFn } from 'type-graphql';
import { type RequestContext, hasRole } from '../context/request-context.js';
import { validationMessage } from './mutation.js';

/**
 * `@Authorized(...roles)` on a field or mutation: anonymous callers get UNAUTHENTICATED, signed-in
 * callers without the role FORBIDDEN, each with a message in the request's language. The REST door runs the
 * same schema, so it answers 401/403 alike.
 */
export const authChecker: AuthCheckerFn<RequestContext> = ({ context }, roles) => {
  if (!context.user) {
    throw new GraphQLError(validationMessage(context.language, 'validation.signInRequired'), { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
  }
  if (!hasRole(context.user, roles)) {
    throw new GraphQLError(validationMessage(context.language, 'validation.adminOnly'), { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
  }
  return true;
};
