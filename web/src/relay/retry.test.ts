import type { RequestParameters } from 'relay-runtime';
import { fetchGraphQL } from './fetchGraphQL';
import { isTransientFailure, withRetries } from './retry';

const mutation = { name: 'usePlaceOrderMutation', id: 'c'.repeat(64), text: null, operationKind: 'mutation' } as RequestParameters;

type Answer = { status: number; body?: unknown; contentType?: string } | 'offline';

/** The server's answers, one per request, in order; returns the fetch mock to count the requests. */
function serverAnswers(...answers: Answer[]): jest.Mock {
  const fetchMock = jest.fn();
  for (const answer of answers) {
    if (answer === 'offline') {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      continue;
    }
    const { status, body, contentType = 'application/json' } = answer;
    fetchMock.mockResolvedValueOnce({
      ok: status >= 200 && status < 300,
      status,
      statusText: status >= 500 ? 'Service Unavailable' : 'OK',
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
      json: async () => body,
    });
  }
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const placeOrder = () => Promise.resolve(fetchGraphQL(mutation, { input: {} }, {}, null) as Promise<unknown>);
const ordered = { data: { placeOrder: { errors: [] } } };

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (global as { fetch?: unknown }).fetch;
});

/** Lets the pending promise chain and timers run for `ms` of fake time. */
async function pass(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('withRetries (docs/SPEC.md §7: order creation)', () => {
  it('tries again after 1 s and then 2 s while the server fails or cannot be reached, and resolves with the answer', async () => {
    const fetchMock = serverAnswers({ status: 503, body: 'down', contentType: 'text/html' }, 'offline', { status: 200, body: ordered });
    const result = withRetries(placeOrder);
    await pass(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await pass(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await pass(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await pass(1);
    await expect(result).resolves.toEqual(ordered);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Every try sends the same request (with its idempotency key).
    expect(new Set(fetchMock.mock.calls.map(([, init]) => init.body)).size).toBe(1);
  });

  it('gives up after the third try with the last failure', async () => {
    const fetchMock = serverAnswers({ status: 500, body: { errors: [{ message: 'Unexpected error.' }] } }, 'offline', 'offline');
    const result = withRetries(placeOrder);
    const settled = result.catch((error: unknown) => error);
    await pass(3000);
    const error = await settled;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect((error as Error).message).toBe('Network error in usePlaceOrderMutation: Failed to fetch');
  });

  it('does not repeat a request the server refused (status below 500)', async () => {
    const fetchMock = serverAnswers({ status: 400, body: { errors: [{ message: 'Variable "$input" got invalid value' }] } });
    const settled = withRetries(placeOrder).catch((error: unknown) => error);
    await pass(5000);
    expect(isTransientFailure(await settled)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts a GraphQL error with a 5xx status as a server fault, and one with 200 as final', async () => {
    serverAnswers(
      { status: 502, body: { errors: [{ message: 'Bad gateway' }] } },
      { status: 200, body: { errors: [{ message: 'not yet' }] } },
    );
    const settled = withRetries(placeOrder).catch((error: unknown) => error);
    await pass(5000);
    expect(((await settled) as Error).message).toBe('GraphQL error in usePlaceOrderMutation: not yet');
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });
});
