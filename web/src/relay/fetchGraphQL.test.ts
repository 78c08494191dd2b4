import { waitFor } from '@testing-library/react';
import { Environment, Network, RecordSource, Store, fetchQuery, graphql, type RequestParameters } from 'relay-runtime';
import type { fetchGraphQLTestQuery } from '../__generated__/fetchGraphQLTestQuery.graphql';
import { GRAPHQL_ENDPOINT, GraphQLRequestError, createFetchGraphQL, fetchGraphQL } from './fetchGraphQL';

const HASH = 'a'.repeat(64);
const request = { name: 'CoursesPageQuery', id: HASH, text: null, operationKind: 'query' } as RequestParameters;
const MUTATION_HASH = 'b'.repeat(64);
const mutation = { name: 'SendMutation', id: MUTATION_HASH, text: null, operationKind: 'mutation' } as RequestParameters;
const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

interface FakeAnswer {
  status?: number;
  statusText?: string;
  contentType?: string;
  body?: unknown;
}

/** Answers the next fetch like a server would; returns the mock to inspect the request. */
function answer({ status = 200, statusText = 'OK', contentType = 'application/json; charset=utf-8', body }: FakeAnswer): jest.Mock {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => body,
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const run = () => Promise.resolve(fetchGraphQL(request, { first: 2 }, {}, null) as Promise<unknown>);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  delete (global as { fetch?: unknown }).fetch;
});

describe('fetchGraphQL', () => {
  it('sends a query as GET with its name, variables and persisted id, never its text, sending cookies', async () => {
    const fetchMock = answer({ body: { data: { courses: { totalCount: 3 } } } });
    await expect(run()).resolves.toEqual({ data: { courses: { totalCount: 3 } } });
    const [url, init] = fetchMock.mock.calls[0];
    const sent = new URL(url, 'https://h2o.example');
    expect(sent.pathname).toBe(GRAPHQL_ENDPOINT);
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      operationName: 'CoursesPageQuery',
      variables: JSON.stringify({ first: 2 }),
      extensions: JSON.stringify(persisted(HASH)),
    });
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', headers: { 'apollo-require-preflight': 'true' } });
    expect(init.body).toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sends a mutation as POST with its name, variables and persisted id', async () => {
    const fetchMock = answer({ body: { data: { send: { ok: true } } } });
    await fetchGraphQL(mutation, { input: { name: 'Anna' } }, {}, null);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(GRAPHQL_ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(init.body)).toEqual({
      operationName: 'SendMutation',
      variables: { input: { name: 'Anna' } },
      extensions: persisted(MUTATION_HASH),
    });
  });

  it('refuses an operation without a persisted id instead of sending its text', async () => {
    answer({ body: { data: {} } });
    await expect(
      Promise.resolve(
        fetchGraphQL({ ...request, id: null, cacheID: 'CoursesPageQuery' } as RequestParameters, {}, {}, null) as Promise<unknown>,
      ),
    ).rejects.toThrow(/has no persisted id/);
  });

  it('reloads the page once when the server does not know a query id (a tab older than the deploy)', async () => {
    const notFound = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    answer({ body: notFound });
    const reload = jest.fn().mockReturnValueOnce(true).mockReturnValue(false);
    const fetchFunction = createFetchGraphQL(reload);
    let settled = false;
    void Promise.resolve(fetchFunction(request, {}, {}, null) as Promise<unknown>).finally(() => (settled = true));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(settled).toBe(false); // the page is going away; Relay keeps showing the loading state
    // Within the minute, the same answer is an error again instead of a reload loop.
    await expect(Promise.resolve(fetchFunction(request, {}, {}, null) as Promise<unknown>)).rejects.toBeInstanceOf(GraphQLRequestError);
    // A mutation never reloads: the form keeps what the user typed and says it could not be sent.
    reload.mockClear();
    await expect(Promise.resolve(fetchFunction(mutation, {}, {}, null) as Promise<unknown>)).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(reload).not.toHaveBeenCalled();
  });

  it('passes partial data on to Relay and reports its errors to the console', async () => {
    const body = {
      data: { courses: null, services: [] },
      errors: [{ message: 'Unexpected error.', path: ['courses'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    };
    answer({ body });
    await expect(run()).resolves.toEqual(body);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0][0]).toBe(
      'GraphQL partial data in CoursesPageQuery: Unexpected error. [INTERNAL_SERVER_ERROR] at courses',
    );
  });

  it.each([
    ['no data', 200, { errors: [{ message: 'Query too complex', extensions: { code: 'QUERY_TOO_COMPLEX' } }] }],
    ['data: null', 200, { data: null, errors: [{ message: 'Boom', path: ['courses'] }] }],
    ['a 400 status', 400, { errors: [{ message: 'Variable "$first" got invalid value', extensions: { code: 'BAD_USER_INPUT' } }] }],
  ])('throws a GraphQLRequestError for errors with %s', async (_case, status, body) => {
    answer({ status, statusText: status === 400 ? 'Bad Request' : 'OK', body });
    const error = await run().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).operationName).toBe('CoursesPageQuery');
    expect((error as GraphQLRequestError).errors).toEqual(body.errors);
    expect((error as Error).message).toMatch(/^GraphQL error in CoursesPageQuery: /);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('names the failure when the answer is not JSON (a proxy page, a stopped API)', async () => {
    answer({ status: 502, statusText: 'Bad Gateway', contentType: 'text/html', body: undefined });
    await expect(run()).rejects.toThrow('API request failed: Bad Gateway (502)');
  });

  it('names the failure for a JSON answer without data or errors', async () => {
    answer({ status: 503, statusText: 'Service Unavailable', body: { message: 'starting' } });
    await expect(run()).rejects.toThrow('API request failed: Service Unavailable (503)');
    answer({ body: {} });
    await expect(run()).rejects.toThrow('API request failed: no data for CoursesPageQuery');
  });

  it('lets a network failure through', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await expect(run()).rejects.toThrow('Failed to fetch');
  });
});

describe('partial data in a Relay environment', () => {
  const query = graphql`
    query fetchGraphQLTestQuery {
      services {
        id
        title
      }
      course(databaseId: 1) {
        id
        title
      }
    }
  `;

  it('gives the fields that arrived, and null for the one that failed', async () => {
    answer({
      body: {
        data: { services: [{ id: 'U2VydmljZTox', title: 'Poolreinigung' }], course: null },
        errors: [{ message: 'Unexpected error.', path: ['course'] }],
      },
    });
    const environment = new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
    const data = await fetchQuery<fetchGraphQLTestQuery>(environment, query, {}).toPromise();
    expect(data?.services).toEqual([{ id: 'U2VydmljZTox', title: 'Poolreinigung' }]);
    expect(data?.course).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('GraphQL partial data in fetchGraphQLTestQuery: Unexpected error. at course');
  });

  it('fails the query when nothing arrived', async () => {
    answer({ body: { errors: [{ message: 'Unexpected error.' }] } });
    const environment = new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
    await expect(fetchQuery<fetchGraphQLTestQuery>(environment, query, {}).toPromise()).rejects.toBeInstanceOf(GraphQLRequestError);
  });
});
