import { GraphQLError } from 'graphql';
import type { AuthCheckerFn } from 'type-graphql';
import { type RequestContext, hasRole } from '../context/request-context.js';

/**
 * `@Authorized(...roles)` on a field or mutation: anonymous callers get UNAUTHENTICATED, signed-in
 * callers without the role FORBIDDEN. The REST door runs the same schema, so it answers 401/403 alike.
 */
export const authChecker: AuthCheckerFn<RequestContext> = ({ context }, roles) => {
  if (!context.user) throw new GraphQLError('Please sign in.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
  if (!hasRole(context.user, roles)) {
    throw new GraphQLError('You may not do this.', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
  }
  return true;
};
