import {
  type DocumentNode,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  Kind,
  defaultFieldResolver,
  type ObjectTypeDefinitionNode,
  getNullableType,
  isNonNullType,
  isObjectType,
  printSchema,
  parse,
  validateSchema,
  visit,
} from 'graphql';
import { type ClassType, getMetadataStorage } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';
import { refusalAt } from './auth-checker.js';

/**
 * The fields `@Authorized` protects, as schema coordinates (`Query.badges`, `Order.events`) with their roles, read from
 * type-graphql's own metadata the way it decides them (the method's `@Authorized`, else its resolver class's), for the
 * resolver classes of one schema.
 */
export function authorizedFieldsOf(resolvers: readonly ClassType[]): Map<string, string[]> {
  const storage = getMetadataStorage();
  // type-graphql's metadata names classes by its own `Function` type.
  type Target = (typeof storage.authorizedFields)[number]['target'];
  const inSchema = (target: Target) => resolvers.includes(target as ClassType);
  const rolesOf = (target: Target, methodName: string) =>
    (
      storage.authorizedFields.find((a) => a.target === target && a.fieldName === methodName) ??
      storage.authorizedResolver.find((a) => a.target === target)
    )?.roles.map(String);
  const typeNameOf = (target: Target) => {
    const objectClass = storage.resolverClasses.find((r) => r.target === target)?.getObjectType?.();
    return [...storage.objectTypes, ...storage.interfaceTypes].find((type) => type.target === objectClass)?.name;
  };
  const found = new Map<string, string[]>();
  const handlers = [
    ...storage.queries.map((handler) => ({ handler, typeName: 'Query' as string | undefined })),
    ...storage.mutations.map((handler) => ({ handler, typeName: 'Mutation' as string | undefined })),
    ...storage.fieldResolvers.map((handler) => ({ handler, typeName: typeNameOf(handler.target) })),
  ];
  for (const { handler, typeName } of handlers) {
    const roles = inSchema(handler.target) ? rolesOf(handler.target, handler.methodName) : undefined;
    if (roles && typeName) found.set(`${typeName}.${handler.schemaName}`, roles);
  }
  return found;
}

/** Marks (in the field's `extensions`) a field that nullableWhereRefused made nullable. */
const NON_NULL_UNLESS_REFUSED = 'nonNullUnlessRefused';

/**
 * Makes every field `@Authorized` protects nullable, so that refusing it nulls that field alone: its siblings answer
 * (`{ courses { totalCount } badges { id } }` as a visitor: `courses` filled, `badges` null with an UNAUTHENTICATED
 * error at `["badges"]`), as GitHub's and Shopify's APIs do. Non-null, the refusal would void its parent, and at the
 * root the whole answer (`data: null`). Done here, once, instead of `nullable: true` beside each `@Authorized`, so a
 * protected field added later cannot void a document either. The schema is fresh from type-graphql and not yet in
 * use; graphql-js's field objects are plain, so their types are set in place.
 */
export function nullableWhereRefused(schema: GraphQLSchema, resolvers: readonly ClassType[]): GraphQLSchema {
  for (const { field } of refusableFields(schema, resolvers)) {
    if (!isNonNullType(field.type)) continue;
    field.type = getNullableType(field.type);
    // Null only when refused: whoever treats a refusal as a failed request (the REST door) may read it as non-null.
    field.extensions = { ...field.extensions, [NON_NULL_UNLESS_REFUSED]: true };
  }
  // A protected field of an interface's implementation may not be nullable where the interface says non-null.
  const problems = validateSchema(schema);
  if (problems.length > 0)
    throw new Error(`Schema invalid after making protected fields nullable: ${problems.map((p) => p.message).join('; ')}`);
  return schema;
}

/**
 * Refuses a protected field before its resolver runs, with the refusal the auth checker gives (same message, path,
 * locations and code), thrown synchronously. type-graphql checks `@Authorized` in an async middleware, so every refusal
 * was a rejected promise, which made graphql-js complete each object holding one asynchronously: a document asking a
 * protected field of every item of public lists (29 aliased lists of 8 services: 232 refusals) paid for a promise per
 * item and per field of it. Thrown here, graphql-js nulls the field at once and never enters its subtree. Callers who
 * may read it pass through at the cost of one check (type-graphql's own check then runs as before).
 */
export function refuseBeforeResolving(schema: GraphQLSchema, resolvers: readonly ClassType[]): GraphQLSchema {
  for (const { field, roles } of refusableFields(schema, resolvers)) {
    const resolve: GraphQLFieldResolver<unknown, RequestContext> = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, context, info) => {
      const refusal = refusalAt(context, info, roles);
      if (refusal) throw refusal;
      return resolve(source, args, context, info);
    };
  }
  return schema;
}

/** The protected fields a query can reach (mutations are refused whole before they run: http/mutation-refusals.ts). */
function refusableFields(schema: GraphQLSchema, resolvers: readonly ClassType[]) {
  const found: { field: GraphQLField<unknown, RequestContext>; roles: string[] }[] = [];
  for (const [coordinate, roles] of authorizedFieldsOf(resolvers)) {
    const [typeName, fieldName] = coordinate.split('.');
    if (typeName === 'Mutation') continue;
    const type = schema.getType(typeName);
    const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
    if (!field) throw new Error(`@Authorized field ${coordinate} is not in the schema`);
    found.push({ field, roles });
  }
  return found;
}

/**
 * The schema's SDL with the fields nullableWhereRefused made nullable non-null again: for clients that fail the whole
 * request on any error, as the REST door does (its rows' generated types then need no null checks for a refusal).
 */
export function sdlWithRefusableFieldsNonNull(schema: GraphQLSchema): DocumentNode {
  return visit(parse(printSchema(schema)), {
    FieldDefinition(node, _key, _parent, _path, ancestors) {
      const owner = ancestors.at(-1) as ObjectTypeDefinitionNode | undefined;
      const type = owner?.kind === Kind.OBJECT_TYPE_DEFINITION ? schema.getType(owner.name.value) : undefined;
      const field = isObjectType(type) ? type.getFields()[node.name.value] : undefined;
      if (!field?.extensions[NON_NULL_UNLESS_REFUSED] || node.type.kind === Kind.NON_NULL_TYPE) return undefined;
      return { ...node, type: { kind: Kind.NON_NULL_TYPE, type: node.type } };
    },
  });
}
