import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { QUERY_LIMITS } from '../src/graphql/limits.js';
import { PERSISTED_QUERIES_FILE } from '../src/graphql/persisted-queries.js';
import { Course } from '../src/modules/courses/course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../src/modules/courses/course.enums.js';
import { aliasedSchemaTrees, schemaTree, standardIntrospection } from '../bench/worst-documents.js';
import { type TestApp, startTestApp } from './test-app.js';

/** Issue 21 point 1 (rows 1 and 6): introspection counts, is served from memory, and no answer is unbounded. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** In English: the refusals' texts below are read in English (German is the fallback). */
const post = async (body: unknown) => {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as any };
};

describe('introspection is part of the cost', () => {
  it('refuses row 1: thirty aliased __schema trees (13.4 KB), by their 1,680 fields before anything else looks at them', async () => {
    const query = aliasedSchemaTrees(30);
    expect(query.length).toBeGreaterThan(13_000);
    const { response, body } = await post({ query });
    expect(response.status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^The query holds 1,680 fields and fragment spreads; at most 500/),
        extensions: expect.objectContaining({ code: 'TOO_MANY_FIELDS' }),
      }),
    ]);
  });

  it('refuses three aliased __schema trees (within the field caps) with QUERY_TOO_COMPLEX', async () => {
    const { response, body } = await post({ query: aliasedSchemaTrees(3) });
    expect(response.status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/asks for the schema 3 times/),
        extensions: expect.objectContaining({ code: 'QUERY_TOO_COMPLEX' }),
      }),
    ]);
  });

  it('answers one such tree, and counts __type as a tree too', async () => {
    const one = await post({ query: `{ ${schemaTree} }` });
    expect(one.response.status).toBe(200);
    expect(one.body.data.__schema.types.length).toBeGreaterThan(50);
    const two = await post({ query: `{ a: __type(name: "Course") { name } b: __type(name: "Service") { name } }` });
    expect(two.response.status).toBe(400);
    expect(two.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses aliases inside a tree, also through a fragment', async () => {
    const { response, body } = await post({
      query: `{ __schema { ...T } } fragment T on __Schema { types { a: fields { name } b: fields { name } } }`,
    });
    expect(response.status).toBe(400);
    expect(body.errors[0]).toMatchObject({
      message: expect.stringMatching(/Aliases inside __schema/),
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });

  it('refuses lists nested four deep (types of fields of fields of fields)', async () => {
    const query = `{ __schema { types { fields { type { ofType { fields { type { ofType { fields { name } } } } } } } } } }`;
    const { response, body } = await post({ query });
    expect(response.status).toBe(400);
    expect(body.errors[0]).toMatchObject({ message: expect.stringMatching(/nest 4 deep/), extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });

  it("accepts every operation of the web client (the site's heaviest page query among them)", async () => {
    const operations = Object.values(JSON.parse(readFileSync(PERSISTED_QUERIES_FILE, 'utf8'))) as string[];
    expect(operations.length).toBeGreaterThan(10);
    for (const query of operations.filter((text) => text.startsWith('query'))) {
      const { body } = await post({ query });
      // Admin pages answer UNAUTHENTICATED to an anonymous caller: refused by sign-in, not by the limits.
      const codes = (body.errors ?? [])
        .map((error: any) => error.extensions.code)
        .filter((code: string) => code !== 'UNAUTHENTICATED' && code !== 'BAD_USER_INPUT');
      expect({ query: query.slice(0, 40), codes }).toEqual({ query: query.slice(0, 40), codes: [] });
    }
  });
});

describe('the standard introspection query', () => {
  it('is answered, computed once and then served from memory (same text and variables), a new text computed again', async () => {
    const first = await post({ query: standardIntrospection });
    expect(first.response.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    expect(first.response.headers.get('x-introspection-cache')).toBe('miss');
    expect(first.body.data.__schema.types.map((type: { name: string }) => type.name)).toEqual(
      expect.arrayContaining(['Course', 'CourseConnection', 'Node']),
    );

    const again = await post({ query: standardIntrospection });
    expect(again.response.headers.get('x-introspection-cache')).toBe('hit');
    expect(again.body).toEqual(first.body);

    const other = await post({ query: `${standardIntrospection}\n# another text` });
    expect(other.response.headers.get('x-introspection-cache')).toBe('miss');
    expect(other.body).toEqual(first.body);
  });

  it('is not cached when it also asks for data', async () => {
    const { response, body } = await post({ query: '{ __schema { queryType { name } } services { title } }' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-introspection-cache')).toBeNull();
    expect(body.data.services.length).toBeGreaterThan(0);
  });
});

describe('the answer-size ceiling', () => {
  it('refuses an answer over the ceiling with RESPONSE_TOO_LARGE, and a smaller one of the same kind is answered', async () => {
    // 200 courses with long descriptions: two pages of them are over 1 MiB of JSON, within every document limit.
    const em = t.database.orm.em.fork();
    for (let i = 0; i < 200; i++) {
      em.create(Course, {
        title: `Ceiling ${i}`,
        description: 'Wassergewöhnung und erste Schwimmzüge. '.repeat(75),
        courseType: CourseType.CHILDREN,
        level: CourseLevel.BEGINNER,
        ageGroup: AgeGroup.CHILDREN_5_7,
        startDate: '2099-03-01',
        endDate: '2099-04-01',
        availableSlots: 5,
        totalSlots: 5,
        priceCents: 10_000,
      });
    }
    await em.flush();

    const page = (alias: string) => `${alias}: courses(first: 200) { edges { node { title description } } }`;
    const small = await post({ query: `{ ${page('a')} }` });
    expect(small.response.status).toBe(200);
    expect(JSON.stringify(small.body).length).toBeLessThan(QUERY_LIMITS.maxAnswerBytes);

    const large = await post({ query: `{ ${page('a')} ${page('b')} }` });
    expect(large.response.status).toBe(400);
    expect(large.response.headers.get('cache-control')).toBe('no-store');
    expect(large.body).toEqual({
      errors: [{ message: expect.stringMatching(/at most 1,048,576 are sent/), extensions: { code: 'RESPONSE_TOO_LARGE' } }],
    });
  });
});

describe('persisted queries (row 6)', () => {
  it('answers a hash that does not match its document with 400 BAD_REQUEST', async () => {
    const { response, body } = await post({
      query: '{ services { title } }',
      extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } },
    });
    expect(response.status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'provided sha does not match query',
        extensions: expect.objectContaining({ code: 'BAD_REQUEST' }),
      }),
    ]);
  });

  it('answers an unsupported protocol version with 400 BAD_REQUEST', async () => {
    const { response, body } = await post({
      query: '{ services { title } }',
      extensions: { persistedQuery: { version: 2, sha256Hash: '0'.repeat(64) } },
    });
    expect(response.status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});
