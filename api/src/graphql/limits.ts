import type { ApolloServerPlugin } from '@apollo/server';
import {
  type ASTVisitor,
  type FieldNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
// The CJS build shares type-graphql's copy of graphql; the ESM build would load a second one.
import { type ComplexityEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity/cjs';
import { MAX_PAGE_SIZE } from './connection.js';

/** Limits that keep one request from tying up the site; chosen so the site's own heaviest query fits. */
export const QUERY_LIMITS = { maxDepth: 10, maxAliases: 30, maxComplexity: 10_000 };

/** Rejects documents nested deeper than `maxDepth` fields (fragments followed). */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])));
    const depthOf = (selectionSet: SelectionSetNode | undefined, depth: number, seen: Set<string>): number => {
      if (!selectionSet) return depth;
      let deepest = depth;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, depth + 1, seen));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, depth, seen));
        } else if (!seen.has(selection.name.value)) {
          const fragment = fragments.get(selection.name.value);
          deepest = Math.max(deepest, depthOf(fragment?.selectionSet, depth, new Set([...seen, selection.name.value])));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, 0, new Set());
        if (depth > maxDepth) {
          context.reportError(new GraphQLError(`Query is nested ${depth} levels deep; at most ${maxDepth} are allowed.`, { extensions: { code: 'QUERY_TOO_DEEP' } }));
        }
      },
    };
  };
}

/** Aliases multiply work without adding depth; cap them per document. */
export function aliasLimitRule(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node: FieldNode) {
        if (node.alias && ++aliases === maxAliases + 1) {
          context.reportError(new GraphQLError(`At most ${maxAliases} aliases are allowed in one request.`, { extensions: { code: 'TOO_MANY_ALIASES' } }));
        }
      },
    };
  };
}

/** A connection's children count once per requested row (`first`, with its default applied). */
const connectionEstimator: ComplexityEstimator = ({ args, childComplexity }) =>
  typeof args.first === 'number' ? 1 + childComplexity * Math.min(Math.max(args.first, 1), MAX_PAGE_SIZE) : undefined;

/** Computes query cost after variables are known and refuses requests above the limit. */
export function complexityLimitPlugin(schema: GraphQLSchema, maxComplexity: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation }) {
          // Variables are checked by execution, which runs after this hook: check them first, so a
          // wrong type or a missing field is the client's 400, not a crash of the cost estimate.
          const coerced = getVariableValues(schema, operation?.variableDefinitions ?? [], request.variables ?? {}, { maxErrors: 5 });
          if (coerced.errors) {
            throw new GraphQLError(coerced.errors[0].message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
          }
          const complexity = getComplexity({
            schema,
            query: document,
            operationName: request.operationName ?? undefined,
            variables: request.variables ?? {},
            estimators: [connectionEstimator, simpleEstimator({ defaultComplexity: 1 })],
          });
          if (complexity > maxComplexity) {
            throw new GraphQLError(`Query costs ${complexity}; at most ${maxComplexity} is allowed.`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
