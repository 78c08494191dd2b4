import { type GraphQLFieldResolver, type GraphQLSchema, defaultFieldResolver } from 'graphql';
import type { RequestContext } from '../context/request-context.js';
import { partnerMayCallRoot } from '../modules/partner-keys/partner-scopes.js';
import { partnerRefusal } from './auth-checker.js';

/**
 * Public root fields have no `@Authorized`, so the auth checker never sees a partner call them: a key that may only read
 * orders could still place orders or send forms, under its own budget. This wraps each root field's resolver once, when
 * the schema is built, so both doors (Apollo and the REST door's compiled rows) refuse a partner every root field its
 * scopes do not name (partner-scopes.ts), before the field runs. Everyone else passes through at the cost of one check.
 * Subscriptions are reads: their `subscribe` is guarded the same way, before the stream opens (`courseEvents` needs
 * `read:catalogue`; `orderEvents` is named by `read:orders`).
 */
export function guardRootFieldsForPartners(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  for (const type of [query, schema.getMutationType()]) {
    if (!type) continue;
    const isQuery = type === query;
    for (const field of Object.values(type.getFields())) {
      const resolve: GraphQLFieldResolver<unknown, RequestContext> = field.resolve ?? defaultFieldResolver;
      const coordinate = `${type.name}.${field.name}`;
      field.resolve = (source, args, context, info) => {
        if (context.partner && !partnerMayCallRoot(context.partner, coordinate, { isQuery })) throw partnerRefusal(context, info);
        return resolve(source, args, context, info);
      };
    }
  }
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    const subscribe: GraphQLFieldResolver<unknown, RequestContext> | undefined = field.subscribe;
    if (!subscribe) continue;
    const coordinate = `Subscription.${field.name}`;
    field.subscribe = (source, args, context, info) => {
      if (context.partner && !partnerMayCallRoot(context.partner, coordinate, { isQuery: true })) throw partnerRefusal(context, info);
      return subscribe(source, args, context, info);
    };
  }
  return schema;
}
