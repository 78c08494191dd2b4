import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getIntrospectionQuery, parse } from 'graphql';
import { QUERY_LIMITS, shapeRefusal } from '../src/graphql/limits.js';
import { PERSISTED_QUERIES_FILE } from '../src/graphql/persisted-queries.js';
import { SESSION_COOKIE } from '../src/modules/auth/session-cookie.js';
import { duplicateRootFields, standardIntrospection } from '../bench/worst-documents.js';
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
  fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('standard tooling', () => {
  it('answers the full standard introspection query', async () => {
    const { data, errors } = await t.graphql(standardIntrospection);
    expect(errors).toBeUndefined();
    expect(data.__schema.types.map((type: { name: string }) => type.name)).toEqual(
      expect.arrayContaining(['Course', 'CourseConnection', 'Node']),
    );
  });

  it('answers the introspection query with the defaults graphql-codegen and other tools send', async () => {
    const { data, errors } = await t.graphql(getIntrospectionQuery());
    expect(errors).toBeUndefined();
    expect(data.__schema.queryType).toMatchObject({ name: 'Query' });
  });

  it("keeps the web client's own operations (queries and mutations) within the field caps", () => {
    const operations = Object.values(JSON.parse(readFileSync(PERSISTED_QUERIES_FILE, 'utf8'))) as string[];
    expect(operations.length).toBeGreaterThan(10);
    const refused = operations.filter((text) => shapeRefusal(parse(text))).map((text) => text.slice(0, 60));
    expect(refused).toEqual([]);
  });

  it('counts introspection toward the cost limit: four aliased introspections (about 62,000) are refused', async () => {
    const [operation, ...fragments] = standardIntrospection.split(/\n\s*fragment /);
    const schemaSelection = operation.slice(operation.indexOf('__schema'), operation.lastIndexOf('}'));
    // Four, not thirty: thirty copies hold more fields than the field caps allow, and are refused for that first.
    const aliased = Array.from({ length: 4 }, (_, i) => `s${i}: ${schemaSelection}`).join('\n');
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
    // 80 fields named `a` that cannot merge (40 aliases over 30, within the field caps): graphql-js alone would report a conflict per pair.
    const response = await post({ query: `{ ${'a: __typename a: services { id } '.repeat(40)} }` });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as any;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ extensions: { code: 'TOO_MANY_ALIASES' } });
    // The same document within the limits gets graphql-js's answer, so the refusal above was the limit's.
    const within = (await (await post({ query: '{ a: __typename a: services { id } }' })).json()) as any;
    expect(within.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses 1,200 root fields `coursesNotice { title }` with TOO_MANY_FIELDS, saying the maximum, in German unless English is asked for', async () => {
    // graphql-js compares every pair of same-named fields and gave up after its budget with "Validation aborted.".
    // What the refusal costs is measured by `npm run bench:documents`, not asserted here.
    expect(duplicateRootFields.length).toBeLessThan(QUERY_LIMITS.maxDocumentBytes);
    const german = await post({ query: duplicateRootFields });
    expect(german.status).toBe(400);
    expect(((await german.json()) as any).errors).toEqual([
      {
        message:
          'Eine Auswahl ({ … }) der Abfrage enthält mindestens 1.200 Felder; höchstens 100 sind erlaubt (die Felder eines Fragments zählen dort, wo es eingesetzt wird, das Fragment selbst als eines). Fragen Sie jedes Feld nur einmal ab oder teilen Sie die Abfrage auf.',
        extensions: { code: 'TOO_MANY_FIELDS' },
      },
    ]);
    const english = await post({ query: duplicateRootFields }, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(english.status).toBe(400);
    expect(((await english.json()) as any).errors).toEqual([
      {
        message:
          "A selection set ({ … }) of the query holds at least 1,200 fields; at most 100 are allowed (a fragment's fields count where it is spread, the fragment itself as one). Ask for each field once, or split the query.",
        extensions: { code: 'TOO_MANY_FIELDS' },
      },
    ]);
  });

  it('answers 100 fields in one selection set, 500 in all and 50 fragments, and refuses one more of each', async () => {
    const notices = (count: number, fields = 'title') => `{ ${`coursesNotice { ${fields} } `.repeat(count)}}`;
    const widest = await post({ query: notices(100) });
    expect(widest.status).toBe(200);
    expect(((await widest.json()) as any).errors).toBeUndefined();
    const wider = await post({ query: notices(101) }, { 'accept-language': 'en' });
    expect(wider.status).toBe(400);
    expect(((await wider.json()) as any).errors[0]).toMatchObject({
      message: expect.stringMatching(/holds at least 101 fields; at most 100 are allowed/),
      extensions: { code: 'TOO_MANY_FIELDS' },
    });

    const largest = await post({ query: notices(100, 'title text untranslated __typename') });
    expect(largest.status).toBe(200);
    expect(((await largest.json()) as any).errors).toBeUndefined();
    const larger = await post(
      { query: notices(100, 'title text untranslated __typename').replace('title', 'title title') },
      { 'accept-language': 'en' },
    );
    expect(larger.status).toBe(400);
    expect(((await larger.json()) as any).errors[0]).toMatchObject({
      message: 'The query holds 501 fields and fragment spreads; at most 500 are allowed. Split the query into smaller ones.',
      extensions: { code: 'TOO_MANY_FIELDS' },
    });

    // Each fragment spread into a field of its own, so no selection set is over its cap.
    const fragments = (count: number) => {
      const names = Array.from({ length: count }, (_, i) => `F${i}`);
      return `{ ${names.map((name) => `coursesNotice { ...${name} }`).join(' ')} } ${names.map((name) => `fragment ${name} on CoursesNotice { title }`).join(' ')}`;
    };
    const most = await post({ query: fragments(50) });
    expect(most.status).toBe(200);
    expect(((await most.json()) as any).errors).toBeUndefined();
    const more = await post({ query: fragments(51) }, { 'accept-language': 'en' });
    expect(more.status).toBe(400);
    expect(((await more.json()) as any).errors[0]).toMatchObject({
      message: 'The query defines 51 fragments; at most 50 are allowed. Send only the fragments it uses.',
      extensions: { code: 'TOO_MANY_FRAGMENTS' },
    });
  });

  it('refuses more than 50 variables with TOO_MANY_VARIABLES, before graphql-js finds the repeated name', async () => {
    const response = await post({ query: `query(${'$v: Int '.repeat(51)}) { __typename }` }, { 'accept-language': 'en' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).errors).toEqual([
      {
        message: 'The query declares 51 variables; at most 50 are allowed. Declare only the variables it uses.',
        extensions: { code: 'TOO_MANY_VARIABLES' },
      },
    ]);
  });

  it("counts a selection set as graphql-js merges it: with its inline fragments' fields, and each fragment spread in it with the fragment's fields", async () => {
    const inline = await post({ query: `{ ${'... on Query { coursesNotice { title } } '.repeat(101)}}` });
    expect(inline.status).toBe(400);
    expect(((await inline.json()) as any).errors[0].extensions.code).toBe('TOO_MANY_FIELDS');
    // Five fragments of 20 fields each spread into the root: 105 (five fragments and their fields) in one set.
    const names = ['A', 'B', 'C', 'D', 'E'];
    const query = `{ ${names.map((name) => `...${name}`).join(' ')} } ${names.map((name) => `fragment ${name} on Query { ${'coursesNotice { title } '.repeat(20)}}`).join(' ')}`;
    const spreads = await post({ query });
    expect(spreads.status).toBe(400);
    expect(((await spreads.json()) as any).errors[0].extensions.code).toBe('TOO_MANY_FIELDS');
    // Four of them (84) are answered.
    const four = await post({ query: query.replace('...E', '').replace(/fragment E on Query \{[^]*$/, '') });
    expect(four.status).toBe(200);
  });

  it('refuses the 1,200 fields registered as a persisted query too, and does not keep them', async () => {
    const hash = createHash('sha256').update(duplicateRootFields).digest('hex');
    const persistedQuery = { version: 1, sha256Hash: hash };
    const registered = await post({ query: duplicateRootFields, extensions: { persistedQuery } });
    expect(registered.status).toBe(400);
    expect(((await registered.json()) as any).errors[0].extensions.code).toBe('TOO_MANY_FIELDS');
    const byHash = await post({ extensions: { persistedQuery } });
    expect(((await byHash.json()) as any).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
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
    const withHeader = await fetch(`${t.baseUrl}/graphql?query=${query}`, {
      headers: { cookie: `${SESSION_COOKIE}=x`, 'apollo-require-preflight': 'true' },
    });
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
