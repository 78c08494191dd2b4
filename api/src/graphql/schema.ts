import 'reflect-metadata';
import { type GraphQLSchema, isInterfaceType } from 'graphql';
import { type ClassType, type NonEmptyArray, type PubSub, buildSchema } from 'type-graphql';
import { domainModules } from '../modules/modules.js';
import { authChecker } from './auth-checker.js';
import { nodeTypeName } from './node.js';
import { readPlainFieldsDirectly } from './plain-fields.js';
import { NodeResolver } from './node.resolver.js';
import { guardRootFieldsForPartners } from './partner-root-guard.js';
import { nullableWhereRefused, refuseBeforeResolving } from './refusable-fields.js';

let schema: Promise<GraphQLSchema> | undefined;

/** The one executable schema, built once per process from the domain modules and shared by /graphql and the REST door. */
export function getSchema(): Promise<GraphQLSchema> {
  const resolvers = schemaResolvers();
  schema ??= buildSchema({
    resolvers: resolvers as NonEmptyArray<ClassType>,
    authChecker,
    validate: false,
    pubSub: noTopics,
  })
    .then((built) => readPlainFieldsDirectly(built, resolvers))
    .then((built) => nullableWhereRefused(built, resolvers))
    .then((built) => refuseBeforeResolving(built, resolvers))
    .then(describeRootTypes)
    .then(resolveNodeTypesAtOnce)
    .then(guardRootFieldsForPartners);
  return schema;
}

/**
 * type-graphql wants a pub/sub for any `@Subscription`, even when each brings its own `subscribe` (ours do: their
 * events come from the server's database listener, one per app instance, and a schema is shared by every server of
 * the process). Topics are never used; naming one is a mistake this makes loud.
 */
const noTopics: PubSub = {
  publish() {
    throw new Error('Subscriptions here have no topics: publish domain events with publishDomainEvent.');
  },
  subscribe() {
    throw new Error('Subscriptions here have no topics: give @Subscription a `subscribe` function.');
  },
};

/** type-graphql has no option for the root types' descriptions; introspection shows them to third parties. */
function describeRootTypes(built: GraphQLSchema): GraphQLSchema {
  const query = built.getQueryType();
  const mutation = built.getMutationType();
  const subscription = built.getSubscriptionType();
  if (query)
    query.description =
      'Public reads: courses, services, blog and reviews (Relay: `node(id:)`, connections with `first`/`after` and `last`/`before`).';
  if (mutation)
    mutation.description = 'Changes; each takes one `input` and returns a payload with `errors` (nothing changed when not empty).';
  if (subscription)
    subscription.description =
      "Live updates, over `/graphql/stream` only (Server-Sent Events, graphql-sse's protocol): one subscription per request, events from the moment it is accepted.";
  return built;
}

/**
 * type-graphql wraps an interface's `resolveType` in an async function; graphql-jit, which runs repeated operations
 * (./compiled-execution.ts), needs the type at once. Node's is a property read, so it is given as it is written.
 */
function resolveNodeTypesAtOnce(built: GraphQLSchema): GraphQLSchema {
  const node = built.getType('Node');
  if (isInterfaceType(node)) node.resolveType = nodeTypeName;
  return built;
}

/** The resolver classes the schema is built from: `node(id:)`'s and the domain modules' (their own and their Node types'). */
export function schemaResolvers(): ClassType[] {
  return [
    NodeResolver,
    ...domainModules.flatMap((module) => [...(module.resolvers ?? []), ...(module.nodes ?? []).map((node) => node.resolver)]),
  ];
}
