import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERSISTED_QUERIES_FILE, PersistedQueryStore } from '../src/graphql/persisted-queries.js';
import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const artifacts = join(import.meta.dirname, '../../web/src/__generated__');

/** The id the built web client sends for one of its operations: the artifact's `params.id`. */
function clientId(operation: string): string {
  const id = /@relayRequestID (\w+)/.exec(readFileSync(join(artifacts, `${operation}.graphql.ts`), 'utf8'))?.[1];
  if (!id) throw new Error(`${operation} has no persisted id; run \`npm run relay\``);
  return id;
}

const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

const post = async (body: unknown) => {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as any };
};

/** A GET as the web client sends it: operationName, variables and extensions as JSON in the query string. */
const get = async (params: { operationName?: string; variables?: unknown; extensions?: unknown; query?: string }) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(`${t.baseUrl}/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true' } });
  return { response, body: (await response.json()) as any };
};

describe("the web client's operations by id", () => {
  it('answers a query sent as GET with only its id and variables', async () => {
    const { response, body } = await get({
      operationName: 'CourseDetailPageQuery',
      variables: { databaseId: 1 },
      extensions: persisted(clientId('CourseDetailPageQuery')),
    });
    expect(response.status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.course).toMatchObject({ databaseId: 1, title: 'Seepferdchen-Kurs' });
  });

  it('answers the same query sent as POST with only its id', async () => {
    const { body } = await post({ operationName: 'HomePageQuery', variables: {}, extensions: persisted(clientId('HomePageQuery')) });
    expect(body.errors).toBeUndefined();
    expect(body.data.services.length).toBeGreaterThan(0);
  });

  it('runs a mutation sent as POST with only its id', async () => {
    const input = {
      name: 'Anna Berger',
      email: 'anna@example.org',
      subject: 'Kursanfrage',
      message: 'Ist im Dezember noch ein Platz frei?',
      privacyAccepted: true,
    };
    const { body } = await post({
      operationName: 'useSubmitContactMessageMutation',
      variables: { input },
      extensions: persisted(clientId('useSubmitContactMessageMutation')),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.submitContactMessage).toMatchObject({ errors: [], contactMessage: { databaseId: expect.any(Number) } });
  });

  it('refuses a mutation id sent as GET (GET never writes)', async () => {
    const { response, body } = await get({ extensions: persisted(clientId('useSubmitContactMessageMutation')), variables: { input: {} } });
    expect(response.status).toBe(405);
    expect(body.errors[0].message).toMatch(/GET requests only support query operations/);
  });
});

describe('an unknown id', () => {
  // Apollo's protocol: 200 with the error (not a 4xx), so an APQ client retries with its document, and
  // `private, no-cache` so that no cache keeps the miss once the document is registered.
  it.each([
    ['GET', () => get({ extensions: persisted(sha256('query Unknown { services { id } }')) })],
    ['POST', () => post({ extensions: persisted(sha256('query Unknown { services { id } }')) })],
  ])('as %s is PERSISTED_QUERY_NOT_FOUND with 200, not cacheable', async (_method, send) => {
    const { response, body } = await send();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache, must-revalidate');
    expect(body).toEqual({
      errors: [
        expect.objectContaining({
          message: 'PersistedQueryNotFound',
          extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_NOT_FOUND' }),
        }),
      ],
    });
  });
});

describe('third parties', () => {
  it('keep sending documents', async () => {
    const { body } = await post({ query: '{ course(databaseId: 1) { title priceCents } }' });
    expect(body).toEqual({
      data: { course: { title: 'Seepferdchen-Kurs', priceCents: expect.any(Number) } },
      extensions: { cost: expect.any(Object) },
    });
  });

  it('may register a document by automatic persisted queries and then send its hash only', async () => {
    const query = `query ThirdPartyServices${Date.now()} { services { title } }`;
    const hash = sha256(query);
    expect((await post({ extensions: persisted(hash) })).body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await post({ query, extensions: persisted(hash) })).body.data.services.length).toBeGreaterThan(0);
    const { body } = await get({ extensions: persisted(hash) });
    expect(body.errors).toBeUndefined();
    expect(body.data.services.length).toBeGreaterThan(0);
  });

  it('cannot register a document under a hash that is not its own', async () => {
    const { response, body } = await post({ query: '{ services { title } }', extensions: persisted(clientId('HomePageQuery')) });
    expect(response.status).toBe(400);
    expect(body.errors[0].message).toBe('provided sha does not match query');
  });

  it('register only documents that pass the limits: a refused one stays unknown', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `s${i}: services { id }`).join(' ');
    const query = `query TooManyAliases${Date.now()} { ${aliases} }`;
    const hash = sha256(query);
    const refused = await post({ query, extensions: persisted(hash) });
    expect(refused.body.errors[0].extensions.code).toBe('TOO_MANY_ALIASES');
    expect((await post({ extensions: persisted(hash) })).body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});

describe('PersistedQueryStore', () => {
  const warnings: string[] = [];
  const log = { warn: (message: string) => void warnings.push(message) };
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'persisted-queries-'));
    warnings.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds every operation of the generated file (the one the server reads)', async () => {
    const documents = JSON.parse(readFileSync(PERSISTED_QUERIES_FILE, 'utf8')) as Record<string, string>;
    const store = new PersistedQueryStore(PERSISTED_QUERIES_FILE, log);
    expect(store.ownOperations).toBe(Object.keys(documents).length);
    expect(await store.get(clientId('CoursesPageQuery'))).toMatch(/^query CoursesPageQuery\b/);
    expect(warnings).toEqual([]);
  });

  it('starts without the file, warns once, and picks the file up when it appears', async () => {
    const file = join(dir, 'persisted-queries.json');
    const store = new PersistedQueryStore(file, log);
    expect(store.ownOperations).toBe(0);
    expect(warnings).toEqual([expect.stringContaining('No persisted operations of the web client')]);

    const text = 'query Later { services { id } }';
    writeFileSync(file, JSON.stringify({ [sha256(text)]: text }));
    expect(await store.get(sha256(text))).toBe(text);
    expect(store.ownOperations).toBe(1);
  });

  it('skips an entry whose key is not the hash of its text', async () => {
    const file = join(dir, 'persisted-queries.json');
    const good = 'query Good { services { id } }';
    writeFileSync(file, JSON.stringify({ [sha256(good)]: good, [sha256('query Other { a }')]: 'mutation Evil { b }' }));
    const store = new PersistedQueryStore(file, log);
    expect(store.ownOperations).toBe(1);
    expect(await store.get(sha256('query Other { a }'))).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('is not the SHA-256 of its text')]);
  });

  it('keeps own operations for good and third-party registrations within their bound', async () => {
    const file = join(dir, 'persisted-queries.json');
    const own = 'query Own { services { id } }';
    writeFileSync(file, JSON.stringify({ [sha256(own)]: own }));
    const store = new PersistedQueryStore(file, log, { thirdPartyBytes: 1_500 });
    const registrations = Array.from({ length: 5 }, (_, i) => `query ThirdParty${i} { services { title } }`); // ~360 bytes each with hash and allowance
    for (const text of registrations) await store.set(sha256(text), text);
    await store.delete(sha256(own));

    expect(await store.get(sha256(own))).toBe(own);
    expect(await store.get(sha256(registrations[0]))).toBeUndefined(); // evicted, least recently used
    expect(await store.get(sha256(registrations[4]))).toBe(registrations[4]);
  });

  it('counts the hash and bookkeeping of each registration, so that tiny documents cannot pile up beyond the bound', async () => {
    const file = join(dir, 'persisted-queries.json');
    writeFileSync(file, JSON.stringify({}));
    const store = new PersistedQueryStore(file, log, { thirdPartyBytes: 10_000 });
    const registrations = Array.from({ length: 1_000 }, (_, i) => `{a${i}}`); // 7,000 characters in all
    for (const text of registrations) await store.set(sha256(text), text);
    const kept = (await Promise.all(registrations.map((text) => store.get(sha256(text))))).filter((text) => text !== undefined);
    // Each costs its text, its 64-character hash and 256 bytes: about 30 fit, the most recently registered.
    expect(kept.length).toBeLessThanOrEqual(10_000 / (64 + 256));
    expect(kept).toEqual(registrations.slice(-kept.length));
  });
});
