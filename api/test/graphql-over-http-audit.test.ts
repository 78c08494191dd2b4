import { type AuditFail, type AuditResult, auditServer } from 'graphql-http';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * graphql-http's audit of the GraphQL over HTTP specification, against the real server with the production rate
 * limits (300 points a minute): every MUST and SHOULD is checked, none may fail.
 *
 * The warnings it may give are the three SHOULDs for a client that accepts only `application/json` (the spec's
 * legacy media type): there the spec recommends 200 for a document that does not parse or validate and for variables
 * that do not fit. We answer those 400, as for `application/graphql-response+json` (where the spec requires a 4xx):
 * README "Errors" promises partners that a refused request is a 4xx and ran nothing, whatever they accept, and the
 * rate limits, caching (`no-store`) and logs count on it. A SHOULD lets us; the warnings stay visible here.
 */
const ACCEPTED_WARNINGS = new Set([
  'SHOULD use 200 status code on document parsing failure when accepting application/json',
  'SHOULD use 200 status code on document validation failure when accepting application/json',
  'SHOULD use a status code of 200 on variable coercion failure when accepting application/json',
]);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_REQUESTS: '300', RATE_LIMIT_WRITES: '20', RATE_LIMIT_COST_PER_POINT: '5000' } });
});
afterAll(() => app?.close());

it('passes every MUST and SHOULD of the spec, and a client running it stays well within its request budget', async () => {
  let requests = 0;
  let remaining = Infinity;
  const statuses = new Set<number>();
  const counting = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await fetch(input, init);
    requests++;
    statuses.add(response.status);
    remaining = Math.min(remaining, Number(response.headers.get('ratelimit-remaining') ?? Infinity));
    return response;
  };

  const results = await auditServer({ url: `${app.baseUrl}/graphql`, fetchFn: counting });

  const failed = (status: AuditFail['status']) => results.filter((result: AuditResult): result is AuditFail => result.status === status);
  const failures = failed('error');
  const warnings = failed('warn');
  for (const warning of warnings) console.warn(`graphql-http audit: ${warning.name} (${warning.id}): ${warning.reason}`);
  expect(failures.map((failure) => `${failure.name}: ${failure.reason}`)).toEqual([]);
  expect(warnings.filter((warning) => !ACCEPTED_WARNINGS.has(warning.name)).map((warning) => warning.name)).toEqual([]);
  expect(results.filter((result) => result.status === 'ok').length).toBeGreaterThanOrEqual(30);

  // Its documents are small ({ __typename }): each costs one point, on a loaded machine as on an idle one (when the
  // counters' table is slow to answer, an instance counts in memory for a while, so at most one point each).
  expect(requests).toBeGreaterThan(50);
  expect(statuses.has(429)).toBe(false);
  expect(remaining).toBeGreaterThanOrEqual(300 - requests);
});
