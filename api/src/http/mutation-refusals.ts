import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import type { ClassType } from 'type-graphql';
import { type RequestContext, hasRole } from '../context/request-context.js';
import { partnerRefusal, refusalOf } from '../graphql/auth-checker.js';
import { partnerMayUseProtected } from '../modules/partner-keys/partner-scopes.js';
import { authorizedFieldsOf } from '../graphql/refusable-fields.js';
import { mutationFields } from './mutation-fields.js';

/**
 * A mutation document with a field the caller may not use is refused whole, before any of its fields runs, with
 * the refusal that field's `@Authorized` gives (UNAUTHENTICATED 401, FORBIDDEN 403). Mutations run one after the
 * other and change things: run up to the refused one, the earlier writes would be done while their answers are
 * voided (a mutation field is non-null), so the client could not tell what changed. Queries answer partially instead
 * (graphql/refusable-fields.ts). The fields are counted as the write budget counts them (`@skip`/`@include` honoured),
 * and after it has been spent: a refused write costs its caller as it did when the refusal came from the field.
 */
export function mutationRefusals(resolvers: readonly ClassType[]): ApolloServerPlugin<RequestContext> {
  const rolesByField = new Map(
    [...authorizedFieldsOf(resolvers)]
      .filter(([coordinate]) => coordinate.startsWith('Mutation.'))
      .map(([coordinate, roles]) => [coordinate.slice('Mutation.'.length), roles]),
  );
  return {
    async requestDidStart() {
      return {
        async responseForOperation(request) {
          if (request.operation?.operation !== 'mutation') return null;
          const { user, partner, language } = request.contextValue;
          // A partner key's scopes decide for it, as in the auth checker; an account's roles for everyone else.
          const refused = [...mutationFields(request).names].some((name) => {
            const roles = rolesByField.get(name);
            if (!roles) return false;
            return partner ? !partnerMayUseProtected(partner, 'Mutation', name) : !hasRole(user, roles);
          });
          if (!refused) return null;
          const { message, extensions } = partner ? partnerRefusal(request.contextValue, undefined) : refusalOf(user, language);
          const status = (extensions.http as { status: number }).status;
          return {
            http: { status, headers: new HeaderMap([['cache-control', 'no-store']]) },
            body: { kind: 'single', singleResult: { errors: [{ message, extensions: { code: extensions.code } }] } },
          };
        },
      };
    },
  };
}
