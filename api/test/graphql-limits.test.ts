import 'reflect-metadata';
import { SESSION_COOKIE } from '../src/modules/auth/session-cookie.js';
import { standardIntrospection } from '../bench/worst-documents.js';
import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());


/** `query{...F0}` and `fragment Fi on Query{...Fi+1 ...Fi+1}`: work doubles per level for a rule that does not remember. */
const fragmentBomb = (levels: number) =>
  [
    'query { ...F0 }',
    ...Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`),
    `fragment F${levels} on Query { __typename }`,
  ].join('\n');

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('standard tooling', () => {
  it('answers the full standard introspection query', async () => {
    const { data, errors } = await t.graphql(standardIntrospection);
    expect(errors).toBeUndefined();
    expect(data.__schema.types.map((type: { name: string }) => type.name)).toEqual(expect.arrayContaining(['Course', 'CourseConnection', 'Node']));
  });

  it('counts introspection toward the cost limit: thirty aliased introspections are refused', async () => {
    const [operation, ...fragments] = standardIntrospection.split(/\n\s*fragment /);
    const schemaSelection = operation.slice(operation.indexOf('__schema'), operation.lastIndexOf('}'));
    const aliased = Array.from({ length: 30 }, (_, i) => `s${i}: ${schemaSelection}`).join('\n');
    const response = await post({ query: [`query {\n${aliased}\n}`, ...fragments.map((fragment) => `fragment ${fragment}`)].join('\n') });
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });
});

describe('nothing a client sends can stall the site', () => {
  // How long the refusal takes is measured by `npm run bench:documents` ('fragment bomb (23 levels)'), not asserted here.
  it('refuses the fragment bomb, while another request goes on', async () => {
    const bomb = post({ query: fragmentBomb(23) });
    const services = await fetch(`${t.baseUrl}/api/services`);
    const refused = await bomb;

    expect(services.status).toBe(200);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as any).errors[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });

  it("refuses a document over a limit before graphql-js's own rules run (their pairwise field checks are not linear)", async () => {
    // 900 fields named `a` that cannot merge: graphql-js alone would report a conflict per pair, slowly.
    const response = await post({ query: `{ ${'a: __typename a: services { id } '.repeat(450)} }` });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as any;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ extensions: { code: 'TOO_MANY_ALIASES' } });
    // The same document within the limits gets graphql-js's answer, so the refusal above was the limit's.
    const within = (await (await post({ query: '{ a: __typename a: services { id } }' })).json()) as any;
    expect(within.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses batched requests', async () => {
    const response = await post([{ query: '{ services { id } }' }, { query: '{ services { id } }' }]);
    expect(response.status).toBe(400);
  });
});

describe('GET queries', () => {
  const query = encodeURIComponent('{ services { title } }');

  it('work without a special header and are publicly cacheable, with an ETag answered by 304', async () => {
    const first = await fetch(`${t.baseUrl}/graphql?query=${query}`);
    expect(first.status).toBe(200);
    expect(((await first.json()) as any).data.services.length).toBeGreaterThan(0);
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);

    const again = await fetch(`${t.baseUrl}/graphql?query=${query}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('keep the CSRF check for requests with a session cookie, and never cache those publicly', async () => {
    const withCookie = await fetch(`${t.baseUrl}/graphql?query=${query}`, { headers: { cookie: `${SESSION_COOKIE}=x` } });
    expect(withCookie.status).toBe(400);
    const withHeader = await fetch(`${t.baseUrl}/graphql?query=${query}`, { headers: { cookie: `${SESSION_COOKIE}=x`, 'apollo-require-preflight': 'true' } });
    expect(withHeader.status).toBe(200);
    expect(withHeader.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never run mutations', async () => {
    const mutation = encodeURIComponent('mutation { __typename }');
    const response = await fetch(`${t.baseUrl}/graphql?query=${mutation}`);
    expect(response.status).toBe(405);
    expect(((await response.json()) as any).errors[0].message).toMatch(/only support query/);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('are not cached when they fail or write', async () => {
    const failed = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent('{ nope }')}`);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const posted = await post({ query: '{ services { title } }' });
    expect(posted.headers.get('cache-control')).toBe('no-store');
  });
});

describe('REST reads', () => {
  it('are publicly cacheable with an ETag answered by 304', async () => {
    const first = await fetch(`${t.baseUrl}/api/services`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    const again = await fetch(`${t.baseUrl}/api/services`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
