import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, type FieldNode, type FragmentDefinitionNode, type SelectionNode, type GraphQLSchema, Kind, type OperationDefinitionNode, TypeInfo, isObjectType, visit, visitWithTypeInfo } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';
import { signInRequired } from './auth-checker.js';

/**
 * An anonymous caller's document that selects a field only signed-in people may read (`@Authorized`, anywhere in
 * it) is refused before anything runs, with the answer the field's own check would give (401 UNAUTHENTICATED).
 * Found during execution, the same refusal came only after every resolver before it had read the database
 * (17-28 ms for a few nested lists; `npm run bench:documents`), and a mutation before it in the document had run.
 * Signed-in callers are still checked per field as the fields resolve (a role may read some and not others).
 */
export function anonymousAccessPlugin(schema: GraphQLSchema): ApolloServerPlugin<Partial<RequestContext>> {
  const protectedFields = authorizedCoordinates(schema);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, operation }) {
          if (contextValue.user || !operation) return;
          const refused = firstRootFieldSelecting(schema, document, operation, protectedFields);
          // The path names the root field (as an execution error would), so clients find what to leave out.
          if (refused) throw signInRequired(contextValue.language ?? 'de', [refused]);
        },
      };
    },
  };
}

/** `Type.field` of every field of the schema that has `@Authorized` (its own, its resolver class's), from type-graphql's metadata. */
export function authorizedCoordinates(schema: GraphQLSchema): ReadonlySet<string> {
  // The storage's definitions carry `roles` once the schema is built (undefined: not protected).
  const storage = getMetadataStorage() as unknown as {
    queries: { schemaName: string; roles?: unknown[] }[];
    mutations: { schemaName: string; roles?: unknown[] }[];
    objectTypes: { target: Function; name: string; fields?: { schemaName: string; roles?: unknown[] }[] }[];
    fieldResolvers: { schemaName: string; roles?: unknown[]; getObjectType?: () => Function }[];
  };
  const coordinates: string[] = [];
  for (const [type, handlers] of [['Query', storage.queries], ['Mutation', storage.mutations]] as const) {
    for (const handler of handlers) if (handler.roles) coordinates.push(`${type}.${handler.schemaName}`);
  }
  for (const objectType of storage.objectTypes) for (const field of objectType.fields ?? []) if (field.roles) coordinates.push(`${objectType.name}.${field.schemaName}`);
  for (const resolver of storage.fieldResolvers) {
    const target = resolver.getObjectType?.();
    const objectType = storage.objectTypes.find((candidate) => candidate.target === target);
    if (resolver.roles && objectType) coordinates.push(`${objectType.name}.${resolver.schemaName}`);
  }
  // Only what this schema has (the storage may know classes of no resolver here).
  return new Set(
    coordinates.filter((coordinate) => {
      const [typeName, fieldName] = coordinate.split('.');
      const type = schema.getType(typeName);
      return isObjectType(type) && fieldName in type.getFields();
    }),
  );
}

/** The response key of the first root field whose selection (with the fragments it spreads) holds one of `coordinates`. */
function firstRootFieldSelecting(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, coordinates: ReadonlySet<string>): string | null {
  const fragments = new Map(
    document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const rootFields = (selections: readonly SelectionNode[], seen = new Set<string>()): FieldNode[] =>
    selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection];
      if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet.selections, seen);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return [];
      seen.add(fragment.name.value);
      return rootFields(fragment.selectionSet.selections, seen);
    });
  for (const field of rootFields(operation.selectionSet.selections)) {
    const alone: OperationDefinitionNode = { ...operation, selectionSet: { kind: Kind.SELECTION_SET, selections: [field] } };
    if (selectsAny(schema, fragments, alone, coordinates)) return (field.alias ?? field.name).value;
  }
  return null;
}

/** Whether the operation (with the fragments it spreads) selects one of `coordinates`. */
function selectsAny(schema: GraphQLSchema, fragments: ReadonlyMap<string, FragmentDefinitionNode>, operation: OperationDefinitionNode, coordinates: ReadonlySet<string>): boolean {
  const reached = new Map<string, FragmentDefinitionNode>();
  const reach = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment || reached.has(fragment.name.value)) return;
        reached.set(fragment.name.value, fragment);
        reach(fragment);
      },
    });
  reach(operation);
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    { kind: Kind.DOCUMENT, definitions: [operation, ...reached.values()] },
    visitWithTypeInfo(typeInfo, {
      Field() {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (parent && field && coordinates.has(`${parent.name}.${field.name}`)) found = true;
      },
    }),
  );
  return found;
}
