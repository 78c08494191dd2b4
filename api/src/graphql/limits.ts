import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import {
  type DocumentNode,
  type Token,
  GraphQLError,
  type SelectionSetNode,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type ASTVisitor,
  type ValidationContext,
  type ValidationRule,
  validate,
  visit,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import type { RequestContext } from '../context/request-context.js';
import { containsNulCharacter } from '../util/nul-character.js';
import { MAX_PAGE_SIZE, pageSizeError } from './connection.js';
import { introspectionLimitRule } from './introspection.js';
import { type LimitCode, limitError } from './limit-error.js';
import { type RefusalMessageId, TranslatedError, refusalTexts } from './refusal-messages.js';

/**
 * What one GraphQL request may ask for. Chosen so that the site's own heaviest query (the course
 * list, ~12,000) and the full standard introspection query (~16,000) fit with room to spare, a
 * request that passes costs at most a few milliseconds of parsing and validation, and the worst
 * document they let through costs at most 50 ms of the server's time in all (`npm run bench:documents`).
 * Introspection has shape limits of its own (./introspection.ts). The README's "Public API" section
 * documents these numbers.
 */
export const QUERY_LIMITS = {
  /** Bytes of document text; refused before parsing. */
  maxDocumentBytes: 32 * 1024,
  /** Lexical tokens; parsing stops at the first token beyond (graphql-js `maxTokens`). */
  maxTokens: 5_000,
  /** Operations in one document (only one runs, the rest is parsed and validated for nothing). */
  maxOperations: 5,
  /**
   * Fields in one selection set as graphql-js's OverlappingFieldsCanBeMergedRule merges it (with its inline fragments'
   * fields, and each fragment spread in it as one plus its fields; see `documentShape`), fields and fragment spreads in
   * the whole document as written, and fragment definitions. That rule compares every pair of same-named fields of a
   * set, and every pair of fragments reached from one: 1,200 `coursesNotice { title }` kept it busy 80-300 ms until it
   * gave up with "Validation aborted.", and two chains of 240 fragments took it 80 ms. Within these caps its worst
   * case is a few milliseconds (`npm run bench:documents`); the web client's largest operations have 37 in one set,
   * 144 in all and 15 fragments, the standard introspection query 11, 81 and 3.
   */
  maxFieldsPerSelectionSet: 100,
  maxFields: 500,
  maxFragments: 50,
  /**
   * Variables declared in the document (the web client's operations declare at most 6): 1,245 `$v: Int` kept
   * graphql-js's rules busy 5-20 ms before they refused the repeated name.
   */
  maxVariables: 50,
  /** Nested field levels of data (fragments do not count as a level; introspection is bounded by cost). */
  maxDepth: 10,
  maxAliases: 30,
  maxDirectives: 20,
  /** Static cost: 1 per scalar, 2 per object, object costs multiplied by `first`/`last`; introspection counts. */
  maxCost: 50_000,
  maxPageSize: MAX_PAGE_SIZE,
  /**
   * Bytes of JSON in one answer of /graphql; a larger one is refused before it is compressed and sent. The
   * standard introspection answer is ~260 KB, two course lists of 200 with every field ~290 KB.
   */
  maxAnswerBytes: 1024 * 1024,
} as const;

/**
 * armor's refusals are English ("Query depth limit of 10 exceeded, found 11."): ours say the same numbers in the
 * request's language, and what to do.
 */
const reporter = (code: LimitCode, id: RefusalMessageId) => (context: ValidationContext | null, error: GraphQLError) => {
  const [, max, count] = /limit of (\d+) exceeded, found (\d+)/.exec(error.message) ?? [];
  context?.reportError(limitError(code, id, { max: Number(max), count: Number(count) }));
};

const costOptions = {
  maxCost: QUERY_LIMITS.maxCost,
  // Introspection is not free (thirty aliased introspections used to cost 90 ms): it counts.
  ignoreIntrospection: false,
  // A fragment costs what its fields cost, wherever it is spread; repeated spreads are memoised.
  flattenFragments: true,
  propagateOnRejection: false,
  onReject: [reporter('QUERY_TOO_COMPLEX', 'tooComplex')],
};

/**
 * Our limit rules: graphql-armor's (each visits the document once and remembers fragments it has
 * measured, so a document of nested fragment spreads costs linear time, not time doubling per level)
 * and ours. They run before graphql-js's own rules (see `queryLimitsPlugin`).
 */
export function limitRules(): ValidationRule[] {
  const { validationRules } = new ApolloArmor({
    maxDepth: {
      n: QUERY_LIMITS.maxDepth,
      flattenFragments: true,
      // The standard introspection query is 15 levels deep; its size is bounded by introspectionLimitRule instead.
      ignoreIntrospection: true,
      propagateOnRejection: false,
      onReject: [reporter('QUERY_TOO_DEEP', 'tooDeep')],
    },
    maxAliases: {
      n: QUERY_LIMITS.maxAliases,
      propagateOnRejection: false,
      onReject: [reporter('TOO_MANY_ALIASES', 'tooManyAliases')],
    },
    maxDirectives: {
      n: QUERY_LIMITS.maxDirectives,
      propagateOnRejection: false,
      onReject: [reporter('TOO_MANY_DIRECTIVES', 'tooManyDirectives')],
    },
    costLimit: costOptions,
    // Token counting is graphql-js's own `maxTokens` parse option (armor's plugin would parse twice).
    maxTokens: { enabled: false },
    // Suggestions ("Did you mean …?") help developers, and the schema is public through introspection anyway.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return [noNulCharacterRule, pageSizeRule, introspectionLimitRule, ...(validationRules as ValidationRule[])];
}

const PAGE_SIZE_ARGUMENTS = new Set(['first', 'last']);

/** A literal page size over the cap gets the resolvers' message, before the cost rule prices `first: 1000`. */
function pageSizeRule(context: ValidationContext): ASTVisitor {
  return {
    Argument(node) {
      if (!PAGE_SIZE_ARGUMENTS.has(node.name.value) || node.value.kind !== Kind.INT) return;
      const size = Number(node.value.value);
      if (size < 0 || size > MAX_PAGE_SIZE) context.reportError(pageSizeError(node.name.value));
    },
  };
}

const nulCharacterError = () => new TranslatedError(refusalTexts('nulCharacter'), { code: 'BAD_USER_INPUT', http: { status: 400 } });

function noNulCharacterRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\u0000')) context.reportError(nulCharacterError());
    },
  };
}

/**
 * What a document holds, from one walk over its syntax tree without the schema, so it can run before any validation
 * rule: operations, variables and fragments defined, fields and fragment spreads as written (`fields`), and its widest
 * selection set as graphql-js's OverlappingFieldsCanBeMergedRule sees it. That rule merges into one set the fields of its inline
 * fragments and of every fragment spread in it (each fragment once, spreads inside fragments followed), then compares
 * the same-named pairs, and pairs of those fragments too; so a set counts its fields plus, per fragment reached, one
 * and the fragment's fields. Counting a set stops once it is over `maxFieldsPerSelectionSet` (the count is then a
 * lower bound), so following fragments costs at most that much per set.
 */
export function documentShape(document: DocumentNode): {
  operations: number;
  variables: number;
  fragments: number;
  fields: number;
  widestSelectionSet: number;
} {
  const fragments = new Map<string, SelectionSetNode>();
  const sets: SelectionSetNode[] = [];
  let operations = 0;
  let variables = 0;
  let fields = 0;
  const written = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        written(selection.selectionSet);
        continue;
      }
      fields++;
      if (selection.kind === Kind.FIELD && selection.selectionSet) {
        sets.push(selection.selectionSet);
        written(selection.selectionSet);
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      operations++;
      variables += definition.variableDefinitions?.length ?? 0;
    } else if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
    else continue;
    sets.push(definition.selectionSet);
    written(definition.selectionSet);
  }

  const cap = QUERY_LIMITS.maxFieldsPerSelectionSet;
  const merged = (set: SelectionSetNode): number => {
    let count = 0;
    const reached = new Set<string>();
    const pending = [set];
    for (let current = pending.pop(); current && count <= cap; current = pending.pop()) {
      for (const selection of current.selections) {
        if (selection.kind === Kind.FIELD) count++;
        else if (selection.kind === Kind.INLINE_FRAGMENT) pending.push(selection.selectionSet);
        else if (!reached.has(selection.name.value)) {
          reached.add(selection.name.value);
          count++;
          const fragment = fragments.get(selection.name.value);
          if (fragment) pending.push(fragment);
        }
      }
    }
    return count;
  };
  let widestSelectionSet = 0;
  for (const set of sets) {
    widestSelectionSet = Math.max(widestSelectionSet, merged(set));
    if (widestSelectionSet > cap) break;
  }
  return { operations, variables, fragments: fragments.size, fields, widestSelectionSet };
}

/**
 * The refusal of a document over the operation, variable, field or fragment caps (`documentShape`), or null: the first
 * cap it is over, in this order.
 */
export function shapeRefusal(document: DocumentNode): GraphQLError | null {
  const shape = documentShape(document);
  const caps: [count: number, max: number, LimitCode, RefusalMessageId][] = [
    [shape.operations, QUERY_LIMITS.maxOperations, 'TOO_MANY_OPERATIONS', 'tooManyOperations'],
    [shape.variables, QUERY_LIMITS.maxVariables, 'TOO_MANY_VARIABLES', 'tooManyVariables'],
    [shape.widestSelectionSet, QUERY_LIMITS.maxFieldsPerSelectionSet, 'TOO_MANY_FIELDS', 'widestSelectionSet'],
    [shape.fields, QUERY_LIMITS.maxFields, 'TOO_MANY_FIELDS', 'tooManyFields'],
    [shape.fragments, QUERY_LIMITS.maxFragments, 'TOO_MANY_FRAGMENTS', 'tooManyFragments'],
  ];
  const over = caps.find(([count, max]) => count > max);
  return over ? limitError(over[2], over[3], { count: over[0], max: over[1] }) : null;
}

/**
 * Every limit on a document's text, as the server applies it before graphql-js's own rules: first the shape (one
 * plain walk: a document of a thousand fields is refused within a millisecond, before anything visits it with the
 * schema), then the limit rules. The first refusal, or undefined. `npm run bench:documents` goes through it too.
 */
export function documentLimits(schema: GraphQLSchema) {
  const rules = limitRules();
  return (document: DocumentNode): GraphQLError | undefined =>
    shapeRefusal(document) ?? validate(schema, document, rules, { maxErrors: 1 })[0];
}

/** Apollo parses with these options: parsing stops at the first token over the limit. */
export const parseOptions = { maxTokens: QUERY_LIMITS.maxTokens };

/**
 * Parsed and validated documents, kept so a repeated query skips both steps. Bounded by what they hold of the heap
 * (`documentBytes`), not by Apollo's default of 30 MiB of JSON, which lets large documents hold far more heap than that
 * and costs a JSON.stringify per new document. 32 MiB hold a few thousand operations of a client's size, or 30 of the
 * widest the limits accept.
 */
export function documentStore() {
  return new InMemoryLRUCache<DocumentNode>({ maxSize: DOCUMENT_STORE_MAX_BYTES, sizeCalculation: documentBytes });
}

export const DOCUMENT_STORE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The heap a parsed document keeps alive, counted by its tokens: graphql-js keeps every token (an object each, linked
 * to the next, for the locations errors report) and a syntax node, a name node and locations for most of them, about
 * 350-600 bytes a token as measured (document-store.test.ts), plus the text (two bytes a character at most) and the
 * document's own objects. Counting by the text's length (40 bytes a character, as before) was 1.6 times too little for
 * the widest course documents and 6 times for a document of short field names: the 64 MiB bound then held 100-400 MiB.
 */
export function documentBytes(document: DocumentNode): number {
  let tokens = 0;
  for (let token: Token | null | undefined = document.loc?.startToken; token; token = token.next) tokens++;
  return DOCUMENT_BYTES_FIXED + DOCUMENT_BYTES_PER_TOKEN * tokens + 2 * (document.loc?.source.body.length ?? 0);
}
const DOCUMENT_BYTES_PER_TOKEN = 576;
const DOCUMENT_BYTES_FIXED = 2048;

/** Marks the stand-in document of a request refused by the limit rules (see `queryLimitsPlugin`). */
const REFUSAL = Symbol('refused by the limit rules');
type RefusedDocument = DocumentNode & { [REFUSAL]: GraphQLError };

/** Reports the refusal carried by a stand-in document; the only rule Apollo runs besides graphql-js's. */
export function limitRefusalRule(context: ValidationContext): ASTVisitor {
  const refusal = (context.getDocument() as Partial<RefusedDocument>)[REFUSAL];
  if (refusal) context.reportError(refusal);
  return {};
}

/**
 * The limits, applied by Apollo's request pipeline:
 * - **Before graphql-js validates** (`validationDidStart`, only for a document not already in the
 *   document store): the caps on the document's shape, then the limit rules, alone (`documentLimits`).
 *   graphql-js's own rules are not all linear (checking that same-named fields can merge compares every
 *   pair: 1,500 aliases `a:` took 150 ms), so a document over a limit must not reach them. A hook cannot answer a request (a throw becomes a 500), so a refused
 *   document is swapped for an empty stand-in carrying the refusal: graphql-js's rules find nothing to
 *   do in it, `limitRefusalRule` reports the refusal, and Apollo answers it as any validation error
 *   (400, never cached in the document store).
 * - **After the operation is known** (`didResolveOperation`): variables are checked first (a wrong type
 *   or a missing variable is the client's 400, not a crash of what follows), then the operation is priced
 *   again with the numbers it really asks for (`priced`); the answer reports that cost in `extensions.cost`.
 */
export function queryLimitsPlugin(schema: GraphQLSchema): ApolloServerPlugin<Partial<RequestContext>> {
  const refusalOf = documentLimits(schema);
  return {
    async requestDidStart() {
      return {
        async validationDidStart(requestContext) {
          const refusal = refusalOf(requestContext.document);
          if (!refusal) return;
          const standIn: RefusedDocument = { kind: Kind.DOCUMENT, definitions: [], [REFUSAL]: refusal };
          (requestContext as { document: DocumentNode }).document = standIn;
        },
        async didResolveOperation({ request, document, operation, contextValue }) {
          if (containsNulCharacter(request.variables)) throw nulCharacterError();
          if (!operation) return;
          const definitions = operation.variableDefinitions ?? [];
          const coerced = definitions.length
            ? getVariableValues(schema, definitions, request.variables ?? {}, { maxErrors: 5 })
            : { coerced: {} };
          if (coerced.errors) {
            throw new GraphQLError(coerced.errors.map((error) => error.message).join(' '), {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
          operationCosts.set(contextValue, pricedOnce(schema, document, operation, coerced.coerced));
        },
        async willSendResponse({ contextValue, response }) {
          const cost = operationCosts.get(contextValue);
          if (cost === undefined || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const extensions = result.extensions as { cost?: object } | undefined;
          // A copy: the introspection cache may hand out the same result object again.
          response.body.singleResult = {
            ...result,
            extensions: { ...extensions, cost: { ...extensions?.cost, requestedQueryCost: cost, maximumQueryCost: QUERY_LIMITS.maxCost } },
          };
        },
      };
    },
  };
}

/** The static cost of each request's operation, once priced (`operationCost`). */
const operationCosts = new WeakMap<object, number>();

/**
 * The static cost of the request's operation (the cost rule's, with its variables' numbers), as its answer's
 * `extensions.cost.requestedQueryCost` reports it; undefined before the operation is resolved and priced, or when it
 * was refused. What a request costs of the rate limits follows from it (http/rate-limits.ts).
 */
export const operationCost = (contextValue: object): number | undefined => operationCosts.get(contextValue);

/**
 * Costs already priced, per operation (the document store hands a repeated text the same syntax tree) and per page
 * sizes it was given: pricing walks the whole document with the schema, which a list read again and again need not
 * repeat. Only accepted costs are kept (a refusal is priced again, at the refused client's expense), and at most
 * `MAX_COSTS_PER_OPERATION` page-size combinations per operation.
 */
const knownCosts = new WeakMap<OperationDefinitionNode, Map<string, number>>();
const MAX_COSTS_PER_OPERATION = 32;

function pricedOnce(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>) {
  // What `withIntegerVariablesInlined` writes in place: the rest of the variables never changes the price.
  const key = (operation.variableDefinitions ?? [])
    .map(({ variable }) => {
      const value = variables[variable.name.value];
      return Number.isInteger(value) ? Math.min(value as number, MAX_PAGE_SIZE) : '';
    })
    .join(',');
  const costs = knownCosts.get(operation) ?? new Map<string, number>();
  const known = costs.get(key);
  if (known !== undefined) return known;
  const cost = priced(schema, document, operation, variables);
  if (costs.size < MAX_COSTS_PER_OPERATION) costs.set(key, cost);
  knownCosts.set(operation, costs);
  return cost;
}

/**
 * The operation that runs, priced alone (not the document's other operations) with the numbers it really asks for:
 * `courses(first: $n)` costs what `courses(first: 200)` costs when `$n` is 200. Over `maxCost`: throws the refusal.
 */
function priced(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>) {
  let cost = 0;
  // The rule multiplies nested costs by 1.5 per level: reported and charged as the whole number above.
  const rule = costLimitRule({ ...costOptions, onAccept: [(_context, details: { n: number }) => (cost = Math.ceil(details.n))] });
  const alone: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: document.definitions.filter((definition) => definition === operation || definition.kind === Kind.FRAGMENT_DEFINITION),
  };
  const refusals = validate(schema, withIntegerVariablesInlined(alone, variables), [rule]);
  if (refusals.length > 0) throw refusals[0];
  return cost;
}

/**
 * The document with each integer variable written in place, so a rule that reads literals sees its value.
 * Integers count only as page sizes for the cost rule; one over the cap is priced at the cap, and the
 * resolver refuses it with its own clear message.
 */
function withIntegerVariablesInlined(document: DocumentNode, values: Record<string, unknown>): DocumentNode {
  return visit(document, {
    VariableDefinition: () => false,
    Variable(node) {
      const value = values[node.name.value];
      return Number.isInteger(value) ? { kind: Kind.INT, value: String(Math.min(value as number, MAX_PAGE_SIZE)) } : undefined;
    },
  });
}
