import { type FieldNode, GraphQLError, type GraphQLResolveInfo, responsePathAsArray } from 'graphql';
import type { AuthCheckerFn } from 'type-graphql';
import type { Language } from '../context/language.js';
import { type RequestContext, type SessionUser, hasRole } from '../context/request-context.js';
import { partnerMayUseProtected } from '../modules/partner-keys/partner-scopes.js';
import { validationMessage } from './mutation.js';

/**
 * `@Authorized(...roles)` on a field or mutation: anonymous callers get UNAUTHENTICATED, signed-in
 * callers without the role FORBIDDEN, each with a message in the request's language. The REST door runs the
 * same schema, so it answers 401/403 alike.
 */
export const authChecker: AuthCheckerFn<RequestContext> = ({ context, info }, roles) => {
  const refusal = refusalAt(context, info, roles);
  if (refusal) throw refusal;
  return true;
};

/** The refusal `@Authorized(...roles)` gives this caller at this field, or null when the caller may use it. */
export function refusalAt(context: RequestContext, info: GraphQLResolveInfo, roles: readonly string[]): GraphQLError | null {
  // A partner key is no account: its scopes alone decide (modules/partner-keys/partner-scopes.ts), whatever the roles.
  if (context.partner)
    return partnerMayUseProtected(context.partner, info.parentType.name, info.fieldName)
      ? null
      : sameRefusalAgain(context, info, () => partnerRefusal(context, info));
  return hasRole(context.user, roles) ? null : sameRefusalAgain(context, info, () => refusalOf(context.user, context.language, info));
}

/** The first refusal of each field in a request, by graphql-js's field nodes (the same array for every item of a list). */
const firstRefusals = new WeakMap<RequestContext, WeakMap<readonly FieldNode[], GraphQLError>>();

/**
 * A field refused for one item of a list is refused for every item, alike but for the path: the first refusal is built
 * as a GraphQLError, each later one is that error with its own path (an object whose prototype is the first, so
 * graphql-js, Apollo and `toJSON` read the same message, locations and extensions). Building a GraphQLError (an Error,
 * its locations, its property descriptors) cost about 15 µs, 232 of them 3-4 ms of a document asking a protected field
 * of 29 lists of 8 services.
 */
function sameRefusalAgain(context: RequestContext, info: GraphQLResolveInfo, refuse: () => GraphQLError): GraphQLError {
  if (!info.fieldNodes || !info.path) return refuse();
  let refused = firstRefusals.get(context);
  if (!refused) firstRefusals.set(context, (refused = new WeakMap()));
  const first = refused.get(info.fieldNodes);
  if (!first) {
    const error = refuse();
    refused.set(info.fieldNodes, error);
    return error;
  }
  return Object.create(first, { path: { value: responsePathAsArray(info.path), enumerable: true } }) as GraphQLError;
}

/**
 * A partner key asking for what its scopes do not cover: refused as a signed-in account without the role is (FORBIDDEN,
 * 403), not as anonymous (401): 401 tells an API client its key is no good (revoked, mistyped), which it is not.
 */
export function partnerRefusal(context: RequestContext, info: GraphQLResolveInfo | undefined): GraphQLError {
  return refusal(info, validationMessage(context.language, 'validation.partnerScopeMissing'), {
    code: 'FORBIDDEN',
    http: { status: 403 },
  });
}

/**
 * What a caller without the role is told: anonymous callers UNAUTHENTICATED (401), signed-in ones FORBIDDEN (403), in
 * the request's language; at the refused field's path when there is one (a refused mutation document has none).
 */
export function refusalOf(user: SessionUser | null, language: Language, info?: GraphQLResolveInfo): GraphQLError {
  if (!user)
    return refusal(info, validationMessage(language, 'validation.signInRequired'), { code: 'UNAUTHENTICATED', http: { status: 401 } });
  return refusal(info, validationMessage(language, 'validation.adminOnly'), { code: 'FORBIDDEN', http: { status: 403 } });
}

/**
 * The refusal as graphql-js would report it (the field's location and path), built once and without a stack trace.
 * A document that asks a protected field of every item of a list is refused once per item (29 aliased lists of 8
 * services: 232 refusals, of which the answer shows the first): each refusal used to capture a stack, and graphql-js
 * wrapped it in a second error that captured another and formatted the first one's (with source maps, slower
 * still): about 10 ms of a refused document's 20-30. An expected refusal's stack says nothing; an error that
 * already has its path is passed on by graphql-js as it is.
 */
function refusal(
  info: GraphQLResolveInfo | undefined,
  message: string,
  extensions: { code: string; http: { status: number } },
): GraphQLError {
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new GraphQLError(message, {
      nodes: info?.fieldNodes,
      path: info?.path ? responsePathAsArray(info.path) : undefined,
      extensions,
    });
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}
