import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import {
  type ASTVisitor,
  type ExecutionResult,
  type FieldNode,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  execute,
} from 'graphql';
import { CACHE_ENTRY_OVERHEAD_BYTES, stringBytes } from '../util/memory-size.js';
import { limitError } from './limit-error.js';
import type { RefusalMessageId } from './refusal-messages.js';

/**
 * Introspection's answer grows with the schema, not with the document: one `__schema { types { fields {
 * args … } } }` of 450 bytes answers 170 KB, and the cost rule (which sees one object per selection)
 * cannot tell. So its shape is limited instead, to what the standard tools send (GraphiQL, codegen and
 * Apollo Sandbox send graphql-js's `getIntrospectionQuery()`): one tree per operation, no aliases in it,
 * and lists at most three deep (types → fields → args). That bounds the answer by the schema's size
 * (about 260 KB with every description), and the answer itself is computed once and served from memory.
 */
export const INTROSPECTION_LIMITS = {
  /** `__schema` / `__type` fields per operation. */
  maxTrees: 1,
  /** Lists inside a tree (`types`, `fields`, `args`, …) nested in each other; the standard query needs 3. */
  maxListDepth: 3,
  /**
   * Bytes of answers kept in memory (see `answerBytes`); enough for every `__type(name:)` of the schema and the
   * standard query ten times over.
   */
  cacheBytes: 16 * 1024 * 1024,
} as const;

const ROOTS = new Set(['__schema', '__type']);
/** The fields of graphql-js's introspection types that answer a list. */
const LISTS = new Set(['types', 'fields', 'args', 'inputFields', 'enumValues', 'interfaces', 'possibleTypes', 'directives', 'locations']);

const refuse = (context: ValidationContext, id: RefusalMessageId, values?: Record<string, number>) =>
  context.reportError(limitError('QUERY_TOO_COMPLEX', id, values));

/** Every field of a selection set, fragments and inline fragments followed (each named fragment once). */
function fieldsOf(context: ValidationContext, selectionSet: SelectionSetNode, seen = new Set<string>()): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(context, selection.selectionSet, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    const fragment = context.getFragment(selection.name.value);
    return fragment ? fieldsOf(context, fragment.selectionSet, seen) : [];
  });
}

/**
 * The deepest nesting of list fields in a selection set; Infinity once an alias is found (refused anyway).
 * A fragment is measured once (`measured`), so fragments spread in fragments cost linear time; one spread
 * inside itself counts 0 here and is refused by graphql-js's NoFragmentCycles rule.
 */
function listDepth(context: ValidationContext, selectionSet: SelectionSetNode, measured: Map<string, number>): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth: number;
    if (selection.kind === Kind.FIELD) {
      if (selection.alias && selection.alias.value !== selection.name.value) return Infinity;
      depth =
        (LISTS.has(selection.name.value) ? 1 : 0) + (selection.selectionSet ? listDepth(context, selection.selectionSet, measured) : 0);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = listDepth(context, selection.selectionSet, measured);
    } else {
      const name = selection.name.value;
      if (!measured.has(name)) {
        measured.set(name, 0);
        const fragment = context.getFragment(name);
        measured.set(name, fragment ? listDepth(context, fragment.selectionSet, measured) : 0);
      }
      depth = measured.get(name)!;
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** The shape limits above, per operation; linear in the document. */
export function introspectionLimitRule(context: ValidationContext): ASTVisitor {
  const measured = new Map<string, number>();
  return {
    OperationDefinition(operation) {
      const trees = fieldsOf(context, operation.selectionSet).filter((field) => ROOTS.has(field.name.value));
      const names = new Set(trees.map((field) => field.alias?.value ?? field.name.value));
      if (names.size > INTROSPECTION_LIMITS.maxTrees) {
        refuse(context, 'introspectionTrees', { count: names.size, max: INTROSPECTION_LIMITS.maxTrees });
        return false;
      }
      for (const tree of trees) {
        const depth = tree.selectionSet ? listDepth(context, tree.selectionSet, measured) : 0;
        if (depth === Infinity) {
          refuse(context, 'introspectionAliases');
          return false;
        }
        if (depth > INTROSPECTION_LIMITS.maxListDepth) {
          refuse(context, 'introspectionDepth', { count: depth, max: INTROSPECTION_LIMITS.maxListDepth });
          return false;
        }
      }
      return undefined;
    },
  };
}

/**
 * An answer's heap as counted against the cache's bound: its result objects take about three times its JSON length
 * (measured: 1.5 MB of heap for the standard query's 504 KB answer), plus the key and a per-entry allowance, which
 * dominate for the many tiny answers of `__type(name:)` with ever new names.
 */
const answerBytes = (data: object, key: string) => CACHE_ENTRY_OVERHEAD_BYTES + 3 * JSON.stringify(data).length + stringBytes(key);

/** Answers served from memory say so: `x-introspection-cache: hit` (computed now: `miss`). */
export const INTROSPECTION_CACHE_HEADER = 'x-introspection-cache';

/**
 * Serves introspection-only operations (every root field `__schema`, `__type` or `__typename`) from memory:
 * the schema does not change while the process runs, so the answer to the same text with the same
 * variables is the same. Keyed by the document's hash, operation name and variables; `__type(name:)` with
 * ever new names (unknown ones answer null) only fills the bounded LRU, which drops the least used.
 */
export function introspectionCachePlugin(schema: GraphQLSchema): ApolloServerPlugin {
  const answers = new InMemoryLRUCache<ExecutionResult['data'] & object>({
    maxSize: INTROSPECTION_LIMITS.cacheBytes,
    sizeCalculation: answerBytes,
  });
  return {
    async requestDidStart() {
      return {
        async responseForOperation({ operation, document, request, queryHash }) {
          if (operation.operation !== 'query' || !operation.selectionSet.selections.every(isIntrospectionField)) return null;
          const key = `${queryHash}:${request.operationName ?? ''}:${JSON.stringify(request.variables ?? {})}`;
          let data = await answers.get(key);
          const hit = data !== undefined;
          if (!data) {
            const result = (await execute({
              schema,
              document,
              operationName: request.operationName,
              variableValues: request.variables,
            })) as ExecutionResult;
            // An error (a wrong `__type` argument) is answered the usual way, by Apollo's own execution.
            if (result.errors || !result.data) return null;
            data = result.data;
            await answers.set(key, data);
          }
          return {
            http: { status: undefined, headers: new HeaderMap([[INTROSPECTION_CACHE_HEADER, hit ? 'hit' : 'miss']]) },
            body: { kind: 'single', singleResult: { data } },
          };
        },
      };
    },
  };
}

const isIntrospectionField = (selection: SelectionSetNode['selections'][number]) =>
  selection.kind === Kind.FIELD &&
  (ROOTS.has(selection.name.value) || selection.name.value === '__typename') &&
  !selection.directives?.length;
