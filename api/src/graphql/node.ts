import { type ClassType, Field, FieldResolver, ID, Int, InterfaceType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';
import { fromGlobalId, toGlobalId } from '../util/global-id.js';

export { fromGlobalId, toGlobalId };

/** Which Node type a value is: `node(id:)` names it on what it loads (./node.resolver.ts). */
export const nodeTypeName = (value: { __typename?: string }) => value.__typename;

/** Every type that has a global id (Relay's object identification). Loaded via `node(id:)`. */
@InterfaceType({
  description: 'An object with a global id, refetchable through `node(id:)`.',
  resolveType: nodeTypeName,
})
export abstract class Node {
  @Field(() => ID, { description: 'Global, opaque id (Relay). Use `databaseId` for URLs.' })
  id: string;
}

/** The largest id of our tables (PostgreSQL `integer`): a larger one names no row and never reaches SQL. */
const MAX_DATABASE_ID = 2 ** 31 - 1;

/**
 * The database id in a global id of `type`; null for anything else (another type's id, garbage, an id no
 * table can hold). Resolvers read global ids with it and hand services database ids: ids of the API's
 * shape stay in the GraphQL layer.
 */
export function databaseIdOf(globalId: unknown, type: string): number | null {
  if (typeof globalId !== 'string') return null;
  const parsed = fromGlobalId(globalId);
  return parsed?.type === type && parsed.databaseId <= MAX_DATABASE_ID ? parsed.databaseId : null;
}

/** A GraphQL type that implements Node: its name, its `id`/`databaseId` resolvers and, if refetchable, its loader. */
export interface NodeDefinition {
  typeName: string;
  /** Answers `node(id:)` for this type; absent: the type has global ids but is not refetchable. */
  load?: NodeLoader;
  /**
   * The roles that may refetch it (the role set of the queries that read the type, modules/users/roles.ts); `node(id:)`
   * answers null to anyone else before `load` runs. Absent: `load` decides alone (public types, and the caller's own
   * objects: a cart item of the caller's cart, the signed-in account).
   */
  readableBy?: readonly string[];
  resolver: ClassType;
}

export type NodeLoader = (ctx: RequestContext, databaseId: number) => Promise<object | null>;

/**
 * Declares a Node type once: `id` (global) and `databaseId` come from the row's numeric `id`, for
 * every type alike. `load` must apply the same visibility rules as the type's own queries; `access.readableBy` their roles.
 */
export function defineNode<T extends { id: number }>(
  type: ClassType<T>,
  typeName: string,
  load?: NodeLoader,
  access?: { readableBy: readonly string[] },
): NodeDefinition {
  @Resolver(() => type)
  class NodeFieldsResolver {
    @FieldResolver(() => ID, { description: 'Global, opaque id (Relay). Use `databaseId` for URLs.' })
    id(@Root() row: { id: number }) {
      return toGlobalId(typeName, row.id);
    }

    @FieldResolver(() => Int, { description: 'Numeric id, as used in URLs and the REST door.' })
    databaseId(@Root() row: { id: number }) {
      return row.id;
    }
  }
  Object.defineProperty(NodeFieldsResolver, 'name', { value: `${typeName}NodeFieldsResolver` });
  return { typeName, load, readableBy: access?.readableBy, resolver: NodeFieldsResolver };
}
