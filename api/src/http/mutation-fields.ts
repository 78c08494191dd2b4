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
export function mutationFieldCount({ operation, document, schema, request }: Pick<GraphQLRequestContext<object>, 'operation' | 'document' | 'schema' | 'request'>): number {
  if (!operation || !document) return 1;
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
    !variables || (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if !== true && getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false);
  const collect = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== '__typename') responseNames.add((selection.alias ?? selection.name).value);
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
  return Math.max(1, responseNames.size);
}
