/**
 * The network layer of Relay, and the client's half of the mutation contract (README "Mutations").
 *
 * What reaches Relay:
 * - **Transport failures** — fetch rejects (offline), the answer is not JSON (a proxy's or the stopped
 *   API's HTML page), or a non-2xx status without a GraphQL body — throw an `Error`. Relay hands it to
 *   the page's error boundary (queries) or to the mutation's `onError`.
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
import type { FetchFunction, GraphQLResponse } from 'relay-runtime';

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
  ) {
    super(`GraphQL error in ${operationName}: ${describeErrors(errors)}`);
    this.name = 'GraphQLRequestError';
  }
}

export const GRAPHQL_ENDPOINT = '/graphql';

function requestFailed(response: Response): Error {
  return new Error(`API request failed: ${response.statusText} (${response.status})`);
}

export const fetchGraphQL: FetchFunction = async (request, variables) => {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'include', // the admin session and the lang cookie travel as cookies
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: request.text, variables, operationName: request.name }),
  });

  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  // Proxies and a stopped API answer with HTML or plain text (SPEC §8 wording).
  if (!isJson) throw requestFailed(response);

  const body = (await response.json()) as GraphQLBody;
  const errors = Array.isArray(body?.errors) && body.errors.length > 0 ? body.errors : null;
  if (body?.data != null) {
    if (errors) console.error(`GraphQL partial data in ${request.name}: ${describeErrors(errors)}`);
    return body;
  }
  if (errors) throw new GraphQLRequestError(request.name, errors);
  if (!response.ok) throw requestFailed(response);
  throw new Error(`API request failed: no data for ${request.name}`);
};
