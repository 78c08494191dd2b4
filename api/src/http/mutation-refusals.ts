import type { ApolloServerPlugin } from '@apollo/server';
import type { ClassType } from 'type-graphql';
import { type RequestContext, hasRole } from '../context/request-context.js';
import { refusalOf } from '../graphql/auth-checker.js';
import { authorizedFieldsOf } from '../graphql/refusable-fields.js';
import { mutationFields } from './mutation-fields.js';

/**
 * A mutation document with a field the caller may not use is refused whole, before any of its fields runs, with
 * the refusal that field's `@Authorized` gives (UNAUTHENTICATED 401, FORBIDDEN 403). Mutations run one after the
 * other and change things: run up to the refused one, the earlier writes would be done while their answers are
 * voided (a mutation field is non-null), so the client could not tell what changed. Queries answer partially instead
 * (graphql/refusable-fields.ts). Counted as the write budget counts (`@skip`/`@include` honoured), and before it: a
 * refused document spends none of it.
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
        async didResolveOperation(request) {
          if (request.operation?.operation !== 'mutation') return;
          const { user, language } = request.contextValue;
          for (const name of mutationFields(request).names) {
            const roles = rolesByField.get(name);
            if (roles && !hasRole(user, roles)) throw refusalOf(user, language);
          }
        },
      };
    },
  };
}
