import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GraphQL protections', () => {
  it('refuses queries nested too deeply, and allows the deepest real one', async () => {
    expect((await t.graphql(`{ testimonials { edges { node { course { title } } } } }`)).errors).toBeUndefined();
    const nested = (levels: number) => `{ __schema { types { fields { type ${'{ ofType '.repeat(levels)}{ name }${' }'.repeat(levels)} } } } }`;
    expect((await t.graphql(nested(4))).errors).toBeUndefined();
    const { errors } = await t.graphql(nested(7));
    expect(errors[0]).toMatchObject({ message: 'Query is nested 12 levels deep; at most 10 are allowed.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: services { id }`).join(' ');
    const { errors } = await t.graphql(`{ ${aliases} }`);
    expect(errors[0]).toMatchObject({ message: 'At most 30 aliases are allowed in one request.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('refuses queries that cost too much', async () => {
    const expensive = Array.from({ length: 8 }, (_, i) => `p${i}: courses(first: 200) { edges { node { id title description level ageGroup priceCents } } }`).join(' ');
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ${expensive} }` }),
    });
    const body = (await response.json()) as any;
    expect(response.status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses batched requests and GET requests without a CSRF-safe header', async () => {
    const batch = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ services { id } }' }, { query: '{ services { id } }' }]),
    });
    expect(batch.status).toBe(400);
    const simpleGet = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent('{ services { id } }')}`);
    expect(simpleGet.status).toBe(400);
  });
});
