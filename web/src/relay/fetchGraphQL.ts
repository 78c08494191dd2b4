/**
 * The network layer of Relay, and the client's half of the mutation contract (README "Mutations").
 *
 * What goes out: **ids, never documents.** relay-compiler persists every operation (relay.config.js): an
 * artifact carries `id`, the SHA-256 of its text, and no text; the API knows the texts from the compiler's
 * file (api/src/graphql/persisted-queries.ts). A request is Apollo's automatic-persisted-query shape,
 * `operationName`, `variables` and `extensions: { persistedQuery: { version: 1, sha256Hash } }`:
 * - **queries as GET** (`/graphql?operationName=…&variables=…&extensions=…`), so browsers and proxies may
 *   cache the answer (the API marks anonymous reads public for a short while, with an ETag);
 * - **mutations as POST** with a JSON body, the same fields, and never as GET (GET never writes).
 *
 * An id the server does not know (PERSISTED_QUERY_NOT_FOUND): a tab opened before a deploy whose server no
 * longer knows that build's operations, or a server started without the compiler's file. There is no
 * document to fall back to (the bundle holds none, which is the point), so:
 * - a **query** reloads the page, which loads the current build and its ids; at most once a minute (kept in
 *   sessionStorage), so a server that knows none of our ids shows the error page instead of reloading for
 *   ever. The promise never settles: the page is going away.
 * - a **mutation** fails like any other request (below), and its form says it could not be sent: a reload
 *   would throw away what the user typed, and the request changed nothing, so sending again later is safe.
 *
 * What reaches Relay:
 * - **Transport failures** — fetch rejects (offline: a `NetworkError`), the answer is not JSON (a proxy's
 *   or the stopped API's HTML page), or a non-2xx status without a GraphQL body (an `HttpStatusError`) —
 *   throw. Relay hands the error to the page's error boundary (queries) or to the mutation's `onError`;
 *   `status` and the class let a caller tell a passing fault from a refusal (./retry.ts).
 * - **`errors` and no `data`** (an invalid document, a variable of the wrong type, the cost limit, an
 *   unexpected failure of a non-null root field) throw a `GraphQLRequestError` naming the operation,
 *   the error codes and paths. Nothing of the operation can be shown.
 * - **`data` with `errors`** is partial data: passed to Relay unchanged, so the page renders and each
 *   field that failed is null (Relay records its error: a component may opt into it with `@catch` or
 *   `@throwOnFieldError`). The errors are reported once per response with `console.error`, where
 *   developers and the browser tests' problem check see them.
 *
 * Expected failures of a mutation (validation, business rules) are never GraphQL errors: they come in
 * the payload's `errors: [UserError!]!` (`field`, `code`, `message` already in the request's language,
 * which the `lang` cookie keeps equal to the interface language). The feature's mutation hook turns
 * them into Formik's shapes with `formErrorsOf` (./userErrors.ts), and turns a thrown failure (the first
 * two cases) into a translated form-level message, so a form never has to catch.
 */
import type { FetchFunction, GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { reloadAtMostOncePerMinute } from './reloadForNewBuild';

interface GraphQLErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string };
}

type GraphQLBody = GraphQLResponse & { data?: unknown; errors?: GraphQLErrorEntry[] };

function describeErrors(errors: readonly GraphQLErrorEntry[]): string {
  return errors
    .map((error) => {
      const code = error.extensions?.code ? ` [${error.extensions.code}]` : '';
      const path = error.path?.length ? ` at ${error.path.join('.')}` : '';
      return `${error.message}${code}${path}`;
    })
    .join('; ');
}

/** A response carried GraphQL errors and no data; the message names the operation, codes and paths. */
export class GraphQLRequestError extends Error {
  constructor(
    readonly operationName: string,
    readonly errors: readonly GraphQLErrorEntry[],
    /** The HTTP status it came with (none in a server render, which calls the API in-process). */
    readonly status?: number,
    /** Seconds the server asked to wait before trying again (`Retry-After` of a 429), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`GraphQL error in ${operationName}: ${describeErrors(errors)}`);
    this.name = 'GraphQLRequestError';
  }
}

/** An answer that is no GraphQL answer (docs/SPEC.md §8 wording); `status` is its HTTP status. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(`API request failed: ${statusText} (${status})`);
    this.name = 'HttpStatusError';
  }
}

/** No answer at all: fetch rejected (offline, name not resolved, connection refused or reset). */
export class NetworkError extends Error {
  constructor(operationName: string, cause: unknown) {
    super(`Network error in ${operationName}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'NetworkError';
  }
}

export const GRAPHQL_ENDPOINT = '/graphql';

function requestFailed(response: Response): Error {
  return new HttpStatusError(response.status, response.statusText);
}

const PERSISTED_QUERY_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';

/** The id-only request of Apollo's persisted-query protocol: GET for queries, POST for mutations. */
function persistedRequest(request: RequestParameters, variables: Variables): [url: string, init: RequestInit] {
  if (!request.id) throw new Error(`${request.name} has no persisted id: run \`npm run relay\` (relay.config.js persists every operation)`);
  const extensions = { persistedQuery: { version: 1, sha256Hash: request.id } };
  const common = { credentials: 'include' as const }; // the admin session and the lang cookie travel as cookies
  if (request.operationKind === 'query') {
    const search = new URLSearchParams({ operationName: request.name });
    if (Object.keys(variables).length > 0) search.set('variables', JSON.stringify(variables));
    search.set('extensions', JSON.stringify(extensions));
    // Apollo's CSRF prevention wants this header on a GET; same-origin it costs nothing (no preflight).
    return [
      `${GRAPHQL_ENDPOINT}?${search}`,
      { ...common, method: 'GET', headers: { Accept: 'application/json', 'apollo-require-preflight': 'true' } },
    ];
  }
  return [
    GRAPHQL_ENDPOINT,
    {
      ...common,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ operationName: request.name, variables, extensions }),
    },
  ];
}

function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** The fetch function for a Relay environment; `reloadForNewBuild` reloads the page and says whether it did. */
export function createFetchGraphQL(reloadForNewBuild: () => boolean): FetchFunction {
  return async (request, variables) => {
    const [url, init] = persistedRequest(request, variables);
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (cause) {
      throw new NetworkError(request.name, cause);
    }

    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    // Proxies and a stopped API answer with HTML or plain text (docs/SPEC.md §8 wording).
    if (!isJson) throw requestFailed(response);

    const body = (await response.json()) as GraphQLBody;
    const errors = Array.isArray(body?.errors) && body.errors.length > 0 ? body.errors : null;
    if (body?.data != null) {
      if (errors) console.error(`GraphQL partial data in ${request.name}: ${describeErrors(errors)}`);
      return body;
    }
    const unknownOperation = errors?.some((error) => error.extensions?.code === PERSISTED_QUERY_NOT_FOUND) ?? false;
    if (unknownOperation && request.operationKind === 'query' && reloadForNewBuild()) return new Promise<never>(() => undefined);
    if (errors) throw new GraphQLRequestError(request.name, errors, response.status, retryAfterOf(response));
    if (!response.ok) throw requestFailed(response);
    throw new Error(`API request failed: no data for ${request.name}`);
  };
}

export const fetchGraphQL: FetchFunction = createFetchGraphQL(reloadAtMostOncePerMinute);
