import type { FetchFunction, GraphQLResponse } from 'relay-runtime';

interface GraphQLErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string };
}

/** A response carried GraphQL errors; the message names the operation, codes and paths. */
export class GraphQLRequestError extends Error {
  constructor(
    readonly operationName: string,
    readonly errors: readonly GraphQLErrorEntry[],
  ) {
    const details = errors
      .map((error) => {
        const code = error.extensions?.code ? ` [${error.extensions.code}]` : '';
        const path = error.path?.length ? ` at ${error.path.join('.')}` : '';
        return `${error.message}${code}${path}`;
      })
      .join('; ');
    super(`GraphQL error in ${operationName}: ${details}`);
    this.name = 'GraphQLRequestError';
  }
}

export const GRAPHQL_ENDPOINT = '/graphql';

export const fetchGraphQL: FetchFunction = async (request, variables) => {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'include', // the admin session travels in an httpOnly cookie
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: request.text, variables, operationName: request.name }),
  });

  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) {
    // Proxies and a stopped API answer with HTML or plain text (SPEC §8 wording).
    throw new Error(`API request failed: ${response.statusText} (${response.status})`);
  }

  const body = (await response.json()) as GraphQLResponse & { errors?: GraphQLErrorEntry[] };
  if (Array.isArray(body.errors) && body.errors.length > 0) {
    throw new GraphQLRequestError(request.name, body.errors);
  }
  if (!response.ok) {
    throw new Error(`API request failed: ${response.statusText} (${response.status})`);
  }
  return body;
};
