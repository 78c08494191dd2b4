import { GraphQLError } from 'graphql';
import type { AuthCheckerFn } from 'type-graphql';
import { type RequestContext, hasRole } from '../context/request-context.js';
import type { Language } from '../context/language.js';
import { validationMessage } from './mutation.js';

/** The refusal of an anonymous caller (401), here and before execution (./anonymous-access.ts). */
export function signInRequired(language: Language, path?: readonly string[]): GraphQLError {
  return new GraphQLError(validationMessage(language, 'validation.signInRequired'), { path, extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}

/**
 * `@Authorized(...roles)` on a field or mutation: anonymous callers get UNAUTHENTICATED, signed-in
 * callers without the role FORBIDDEN, each with a message in the request's language. The REST door runs the
 * same schema, so it answers 401/403 alike.
 */
export const authChecker: AuthCheckerFn<RequestContext> = ({ context }, roles) => {
  if (!context.user) throw signInRequired(context.language);
  if (!hasRole(context.user, roles)) {
    throw new GraphQLError(validationMessage(context.language, 'validation.adminOnly'), { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
  }
  return true;
};
