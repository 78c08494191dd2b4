import 'reflect-metadata';
import { type DocumentNode, getIntrospectionQuery, parse } from 'graphql';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { DOCUMENT_STORE_MAX_BYTES, QUERY_LIMITS, documentBytes, documentStore, parseOptions } from './limits.js';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * Heap kept alive by `make(i)`'s results (texts made beforehand), per result, after full collections. Enough documents
 * for about 8 MiB in all, so the heap's own noise (a test runner's allocations meanwhile) is small beside them; one
 * parse first, so what the parser allocates once (compiled code, its caches) is not counted as the documents'.
 */
function heapPerDocument(make: (i: number) => string): { measured: number; counted: number } {
  const sample = parse(make(1_000_000), parseOptions);
  const count = Math.min(4_000, Math.max(40, Math.ceil((8 * 1024 * 1024) / documentBytes(sample))));
  const texts = Array.from({ length: count }, (_, i) => make(i));
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const kept: DocumentNode[] = texts.map((text) => parse(text, parseOptions));
  collectGarbage();
  const measured = (process.memoryUsage().heapUsed - before) / count;
  // The texts were on the heap already; the store keeps them with their documents.
  const textBytes = texts.reduce((sum, text) => sum + text.length, 0) / count;
  return { measured: measured + textBytes, counted: kept.reduce((sum, document) => sum + documentBytes(document), 0) / count };
}

/** Documents of the shapes a client (or an attacker) may send within the limits: wide, token-dense, long names, long strings. */
const SHAPES: Record<string, (i: number) => string> = {
  'a small operation': (i) => `query Op${i} { courses(first: 1) { edges { node { id title } } } }`,
  'the widest course document the memory bench sends': (i) =>
    `query Wide${i} {\n${Array.from({ length: 60 }, (_, a) => `c${a}_${i}: courses(first: 200) { edges { node { id databaseId title description level ageGroup startDate endDate time location priceCents availableSlots totalSlots availability } } }`).join('\n')}\n}`,
  'short field names up to the token limit': (i) => `{ ${'a '.repeat(QUERY_LIMITS.maxTokens - 10)}} # ${i}`,
  'long field names': (i) => `{ ${`${'x'.repeat(60)}_${i} `.repeat(400)}}`,
  'a long string argument': (i) => `{ blogPost(slug: "${'x'.repeat(30_000)}${i}") { title } }`,
  'the standard introspection query': (i) => `${getIntrospectionQuery()} # ${i}`,
};

describe('the parsed-document store', () => {
  it.each(Object.keys(SHAPES))('counts at least the heap a parsed document keeps alive: %s', (shape) => {
    const { measured, counted } = heapPerDocument(SHAPES[shape]);
    expect(measured).toBeGreaterThan(0);
    expect(counted).toBeGreaterThanOrEqual(measured);
    // …and not so much more that it keeps far fewer documents than its bound allows. Loose: how much a parse keeps
    // alive depends on V8's state (a small operation measured 1.6x the count alone, 4x inside the whole suite).
    expect(counted).toBeLessThan(8 * measured);
  });

  it('keeps documents up to its bound, the least recently used going first', async () => {
    const store = documentStore();
    const wide = SHAPES['the widest course document the memory bench sends'];
    const sizes: number[] = [];
    for (let i = 0; i < 200; i++) {
      const document = parse(wide(i), parseOptions);
      sizes.push(documentBytes(document));
      await store.set(`doc${i}`, document);
    }
    const kept = (await Promise.all(sizes.map((_, i) => store.get(`doc${i}`)))).map((document) => document !== undefined);
    const keptBytes = sizes.filter((_, i) => kept[i]).reduce((sum, size) => sum + size, 0);
    expect(keptBytes).toBeLessThanOrEqual(DOCUMENT_STORE_MAX_BYTES);
    expect(keptBytes).toBeGreaterThan(DOCUMENT_STORE_MAX_BYTES - Math.max(...sizes));
    expect(kept.at(-1)).toBe(true);
    expect(kept[0]).toBe(false);
  });
});
