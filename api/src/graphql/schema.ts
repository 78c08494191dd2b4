import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { type ClassType, type NonEmptyArray, buildSchema } from 'type-graphql';
import { domainModules } from '../modules/modules.js';
import { authChecker } from './auth-checker.js';
import { NodeResolver } from './node.resolver.js';
import { guardRootFieldsForPartners } from './partner-root-guard.js';

let schema: Promise<GraphQLSchema> | undefined;

/** The one executable schema, built once per process from the domain modules and shared by /graphql and the REST door. */
export function getSchema(): Promise<GraphQLSchema> {
  const resolvers = domainModules.flatMap((module) => [...(module.resolvers ?? []), ...(module.nodes ?? []).map((node) => node.resolver)]);
  schema ??= buildSchema({
    resolvers: [NodeResolver, ...resolvers] as NonEmptyArray<ClassType>,
    authChecker,
    validate: false,
  })
    .then(describeRootTypes)
    .then(guardRootFieldsForPartners);
  return schema;
}

/** type-graphql has no option for the root types' descriptions; introspection shows them to third parties. */
function describeRootTypes(built: GraphQLSchema): GraphQLSchema {
  const query = built.getQueryType();
  const mutation = built.getMutationType();
  if (query)
    query.description =
      'Public reads: courses, services, blog and reviews (Relay: `node(id:)`, connections with `first`/`after` and `last`/`before`).';
  if (mutation)
    mutation.description = 'Changes; each takes one `input` and returns a payload with `errors` (nothing changed when not empty).';
  return built;
}
