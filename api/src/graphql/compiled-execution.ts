import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { type DocumentNode, type ExecutionResult, GraphQLError, type GraphQLSchema, execute } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { documentShape } from './limits.js';

type Gateway = ApolloServerOptionsWithGateway<object>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/**
 * How often an operation runs through graphql-js before it is compiled: compiling costs several times what one
 * execution does, so only what clients repeat (the site's own queries, a partner's list) is compiled, and a document
 * sent once or twice (a new one per request, as an attack sends) never pays for it.
 */
export const COMPILE_AFTER_RUNS = 3;
/**
 * Fields (as written, `documentShape`) of the largest document compiled. Compiling grows with the fields, and with
 * the aliases and fragments that repeat them: the widest document the limits accept (29 aliased service lists, every
 * field four deep) took graphql-jit 100-470 ms, against a few milliseconds for a list of every course field; the web
 * client's largest operation has 144. A larger document always runs through graphql-js.
 */
export const MAX_COMPILED_FIELDS = 150;
/**
 * Compiled operations kept at once, the least recently run going first: a compiled operation holds about 1 KB of heap
 * per field (measured over the widest accepted documents), so at most 150 KB each and 15 MiB in all.
 */
export const MAX_COMPILED_OPERATIONS = 100;

interface OperationRuns {
  /** Runs so far through graphql-js; Infinity: never compiled (too large). */
  runs: number;
  compiled?: CompiledQuery;
}

/**
 * Runs Apollo's operations compiled by graphql-jit once they repeat (`COMPILE_AFTER_RUNS`), else by graphql-js.
 * graphql-js resolves each field of each row through generic code (arguments, paths, promise checks): on a course list
 * of 200 that was most of the request's time. A compiled operation runs the same resolvers with the same context,
 * errors and nulls, as the REST door has done from the start (rest/rest-runner.ts).
 *
 * Apollo Server lets an executor other than graphql-js's in through its gateway option only (`GatewayInterface`: the
 * schema and an executor, loaded once); everything before execution is Apollo's as with a schema: parsing, the
 * document store, validation with our limit rules, the plugins, variables checked (`queryLimitsPlugin`), errors
 * formatted.
 */
export function compiledExecution(schema: GraphQLSchema): Gateway {
  // Per document (the document store hands a repeated text the same syntax tree, and forgets it in time), per operation name.
  const operations = new WeakMap<DocumentNode, Map<string, OperationRuns>>();
  // Which runs hold a compiled operation, least recently run first.
  const compiledOrder = new Set<OperationRuns>();

  const compiledFor = (document: DocumentNode, operationName: string | undefined): CompiledQuery | undefined => {
    let byName = operations.get(document);
    if (!byName) operations.set(document, (byName = new Map()));
    const name = operationName ?? '';
    let entry = byName.get(name);
    if (!entry) byName.set(name, (entry = { runs: 0 }));
    if (entry.compiled) {
      compiledOrder.delete(entry);
      compiledOrder.add(entry);
      return entry.compiled;
    }
    entry.runs += 1;
    if (entry.runs <= COMPILE_AFTER_RUNS || entry.runs === Infinity) return undefined;
    if (documentShape(document).fields > MAX_COMPILED_FIELDS) {
      entry.runs = Infinity;
      return undefined;
    }
    const compiled = compileQuery(schema, document, operationName);
    // Apollo validated the document: a compilation that fails anyway leaves it to graphql-js, which reports as always.
    if (!isCompiledQuery(compiled)) return undefined;
    entry.compiled = compiled;
    compiledOrder.add(entry);
    if (compiledOrder.size > MAX_COMPILED_OPERATIONS) {
      const [oldest] = compiledOrder;
      compiledOrder.delete(oldest);
      oldest.compiled = undefined;
      oldest.runs = 0;
    }
    return compiled;
  };

  const executor: Executor = async ({ document, operation, operationName, request, context }) => {
    // Reads only: a mutation runs once per click, and graphql-jit's own coercion of input objects refused texts that
    // graphql-js accepts (api/test/string-inputs.test.ts, when every operation was compiled).
    const compiled = operation.operation === 'query' ? compiledFor(document, operationName ?? undefined) : undefined;
    const variables = request.variables ?? {};
    if (!compiled) {
      const result = await execute({ schema, document, operationName, variableValues: variables, contextValue: context });
      return result as Awaited<ReturnType<Executor>>;
    }
    const result: ExecutionResult = await compiled.query(undefined, context, variables);
    const errors = result.errors?.map(asGraphQLJsError);
    return { ...result, ...(errors ? { errors } : {}) } as Awaited<ReturnType<Executor>>;
  };

  return {
    async load() {
      return { schema, executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {},
  };
}

/**
 * A field's error as graphql-js reports it. graphql-jit's errors leave `extensions` undefined when the resolver's error
 * had none (an unexpected fault, a database that is away), where graphql-js gives `{}`: Apollo's error formatting reads
 * `extensions.code` and, failing, answered a bare "Internal server error" without the field's path or the request's
 * language, and the 503 of a database outage was lost.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  if (error.extensions) return error;
  const located = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined });
  return Object.assign(located, { locations: error.locations });
}
