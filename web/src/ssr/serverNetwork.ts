import type { FetchFunction, GraphQLResponse, Variables } from 'relay-runtime';
import { GraphQLRequestError } from '../relay/fetchGraphQL';

/** A GraphQL result as the API's in-process execution gives it (the body /graphql would send). */
export interface OperationResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; path?: readonly (string | number)[]; extensions?: { code?: string } }[];
}

/**
 * Runs one of the web client's persisted operations (Relay's `id`, as fetchGraphQL sends it) for the
 * request being rendered: the API passes a function that executes it in-process through the same
 * Apollo server, schema, limits and request context as /graphql.
 */
export type ExecuteOperation = (operation: { id: string; name: string; variables: Variables }) => Promise<OperationResult>;

/**
 * The Relay network of one server render, and a way to wait until every operation it started has
 * answered (and Relay has written the answer to the store). Results are read as fetchGraphQL reads
 * /graphql: errors without data throw, partial data goes to Relay with the errors logged.
 */
export function serverNetwork(execute: ExecuteOperation, log: (message: string) => void) {
  const pending = new Set<Promise<unknown>>();

  const fetchFunction: FetchFunction = (request, variables) => {
    if (request.operationKind !== 'query') throw new Error(`${request.name}: a server render only reads`);
    if (!request.id) throw new Error(`${request.name} has no persisted id: run \`npm run relay\``);
    const answer = execute({ id: request.id, name: request.name, variables }).then((body) => {
      const errors = body.errors?.length ? body.errors : null;
      if (body.data != null) {
        if (errors) log(`GraphQL partial data in ${request.name}: ${errors.map((e) => e.message).join('; ')}`);
        return body as GraphQLResponse;
      }
      throw new GraphQLRequestError(request.name, errors ?? [{ message: 'no data' }]);
    });
    const tracked = answer.then(
      () => undefined,
      () => undefined,
    );
    pending.add(tracked);
    void tracked.then(() => pending.delete(tracked));
    return answer;
  };

  /** Resolves once no operation is in flight (Relay publishes an answer in the same tick it arrives). */
  async function settled(): Promise<void> {
    while (pending.size > 0) await Promise.all(pending);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  return { fetchFunction, settled };
}
