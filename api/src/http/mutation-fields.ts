import type { GraphQLRequestContext } from '@apollo/server';
import {
  type FragmentDefinitionNode,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type SelectionNode,
  type SelectionSetNode,
  getDirectiveValues,
  getVariableValues,
} from 'graphql';

/**
 * How many mutation fields the resolved operation will run: what it costs of the write budget. Counted as graphql-js
 * executes the root selection (its `collectFields`, internal to graphql-js, hence written out here): fragments and
 * inline fragments are followed, `@skip`/`@include` are honoured with the request's variables, fields with the same
 * response name run once, `__typename` changes nothing. At least 1: a mutation is a write even when it selects
 * nothing that changes anything.
 */
export function mutationFieldCount(request: MutationRequest): number {
  return mutationFields(request).count;
}

type MutationRequest = Pick<GraphQLRequestContext<object>, 'operation' | 'document' | 'schema' | 'request'>;

/**
 * The count above and the names of the mutation fields it counted (which budget a write spends may depend on what it
 * changes: rate-limits.ts). No operation: count 1 and no names, so no field's own budget applies.
 */
export function mutationFields({ operation, document, schema, request }: MutationRequest): { count: number; names: ReadonlySet<string> } {
  const names = new Set<string>();
  if (!operation || !document) return { count: 1, names };
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
  // Variables that do not fit: execution refuses the operation before any field runs. Each field counts, directives
  // unread, so a document can never cost less than what it asks for.
  const variables = coerced.coerced ?? null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const responseNames = new Set<string>();
  const spread = new Set<string>();
  const included = (selection: SelectionNode) =>
    !variables ||
    (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if !== true &&
      getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false);
  const collect = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__typename') continue;
        responseNames.add((selection.alias ?? selection.name).value);
        names.add(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet);
      } else if (!spread.has(selection.name.value)) {
        // Validation has checked that every spread fragment exists and that none spreads itself.
        spread.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return { count: Math.max(1, responseNames.size), names };
}
