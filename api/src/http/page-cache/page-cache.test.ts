import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PageCache, msUntilNextBerlinMidnight, pageBytes } from './page-cache.js';
import { pageDependencies } from './page-dependencies.js';

const tags = (...list: string[]) => new Set(list);

/** Waits for the compression that runs off the main thread once a kept page is asked for again. */
async function until(condition: () => unknown) {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 10_000) throw new Error('condition not met within 10 s');
    await sleep(10);
  }
}

function listeningCache(options: ConstructorParameters<typeof PageCache>[0] = {}) {
  const cache = new PageCache(options);
  cache.setListening(true);
  return cache;
}

describe('PageCache', () => {
  it('drops exactly the pages that read what changed', () => {
    const cache = listeningCache();
    cache.set('/course/8', 'eight', tags('courses:8'), cache.mark());
    cache.set('/course/9', 'nine', tags('courses:9'), cache.mark());
    cache.set('/courses', 'list', tags('courses', 'courses:8', 'courses:9'), cache.mark());
    cache.invalidate('courses:8');
    expect([cache.get('/course/8'), cache.get('/course/9')?.html, cache.get('/courses')]).toEqual([undefined, 'nine', undefined]);
    cache.invalidate('courses');
    expect(cache.get('/course/9')?.html).toBe('nine');
  });

  it('drops a page of an unknown type on any change', () => {
    const cache = listeningCache();
    cache.set('/odd', 'odd', tags('*'), cache.mark());
    cache.invalidate('testimonials:1');
    expect(cache.get('/odd')).toBeUndefined();
  });

  it('does not keep a render that a change overtook (it may show the state before)', () => {
    const cache = listeningCache();
    const mark = cache.mark();
    cache.invalidate('services:1');
    const page = cache.set('/services', 'old', tags('services'), mark);
    expect(page.etag).toMatch(/^"/);
    expect(cache.get('/services')).toBeUndefined();
  });

  it('serves nothing and keeps nothing while not listening, and forgets everything when listening stops or starts', () => {
    const cache = new PageCache();
    cache.set('/a', 'a', tags(), cache.mark());
    expect(cache.get('/a')).toBeUndefined();
    cache.setListening(true);
    cache.set('/a', 'a', tags(), cache.mark());
    expect(cache.get('/a')?.html).toBe('a');
    cache.setListening(false);
    cache.setListening(true);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('stays within its memory however many addresses are asked for, least recently used first out', () => {
    const cache = listeningCache({ maxBytes: 10_000 });
    for (let index = 0; index < 1_000; index += 1) cache.set(`/courses?x=${index}`, 'x'.repeat(500), tags('courses'), cache.mark());
    expect(cache.size).toBeLessThanOrEqual(20);
    expect(cache.get('/courses?x=999')).toBeDefined();
    expect(cache.get('/courses?x=0')).toBeUndefined();
    cache.invalidate('courses');
    expect(cache.size).toBe(0);
  });

  it('counts the compressed copies it keeps against its bound, and never holds more than its bytes', async () => {
    const maxBytes = 200_000;
    const cache = listeningCache({ maxBytes });
    // Random hex: each compressed copy is about half as large as the text.
    const pages = Array.from({ length: 10 }, (_, index) => `/p${index}`);
    for (const key of pages) cache.set(key, randomBytes(8_000).toString('hex'), tags('courses'), cache.mark());
    expect(cache.size).toBe(10); // 16,000 characters each: all fit as text
    await until(() => pages.filter((key) => cache.get(key)).every((key) => cache.get(key)!.encoded.br && cache.get(key)!.encoded.gzip));
    // Text, brotli and gzip copies: about 33 KB a page, so six fit (which six: the order compressions end in).
    expect(cache.size).toBe(6);
    const kept = pages.filter((key) => cache.get(key));
    expect(kept.every((key) => cache.get(key)!.encoded.br!.byteLength > 7_000 && cache.get(key)!.encoded.gzip!.byteLength > 7_000)).toBe(
      true,
    );
    expect(cache.bytes).toBe(kept.reduce((sum, key) => sum + pageBytes(cache.get(key)!, key), 0));
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    // Still found by their tags once replaced by the page with its encodings.
    cache.invalidate('courses');
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('compresses a kept page once it is asked for again, and never a page nobody asks for again', async () => {
    const cache = listeningCache();
    const once = cache.set('/courses?q=x7f3', randomBytes(4_000).toString('hex'), tags('courses'), cache.mark());
    cache.set('/courses', randomBytes(4_000).toString('hex'), tags('courses'), cache.mark());
    expect(cache.get('/courses')!.encoded).toEqual({});
    await until(() => cache.get('/courses')!.encoded.br);
    expect(cache.get('/courses')!.encoded.gzip).toBeDefined();
    // The page asked for once is kept as its text alone: its bytes are those of the text.
    expect(cache.bytes).toBe(pageBytes(once, '/courses?q=x7f3') + pageBytes(cache.get('/courses')!, '/courses'));
  });

  it('counts text beyond Latin-1 at two bytes a character, as V8 keeps it', () => {
    const cache = listeningCache({ maxBytes: 50_000 });
    for (let index = 0; index < 10; index += 1) cache.set(`/p${index}`, `${'x'.repeat(5_000)}€`, tags(), cache.mark());
    expect(cache.size).toBe(4); // about 10 KB each; as one-byte text ten would fit
    expect(cache.bytes).toBeLessThanOrEqual(50_000);
  });

  it('keeps a page until the date changes in Berlin at the latest (what only time changes: a course has started)', () => {
    let now = Date.parse('2026-11-26T22:59:00Z'); // 23:59 in Berlin
    const cache = listeningCache({ now: () => now });
    cache.set('/courses', 'today', tags(), cache.mark());
    now += 59_000;
    expect(cache.get('/courses')?.html).toBe('today');
    now += 2_000;
    expect(cache.get('/courses')).toBeUndefined();
    expect(msUntilNextBerlinMidnight(Date.parse('2026-07-01T21:30:00Z'))).toBe(30 * 60_000); // summer time
  });
});

describe('pageDependencies', () => {
  it('reads rows, root fields and types from the records, and refuses pages that read something personal', () => {
    const course = Buffer.from('Course:8').toString('base64');
    const records = {
      'client:root': { __id: 'client:root', __typename: '__Root', 'course(databaseId:8)': { __ref: course }, shopSettings: { __ref: 's' } },
      [course]: { __id: course, __typename: 'Course', id: course },
      s: { __id: 's', __typename: 'ShopSettings' },
    };
    expect(pageDependencies(records)).toEqual({ shared: true, tags: new Set(['courses:8', 'settings']) });
    expect(pageDependencies({ 'client:root': { cart: { __ref: 'c' } } })).toEqual({ shared: false, reason: 'reads cart' });
    expect(pageDependencies({ 'client:root': { adminOrders: { __ref: 'o' } } })).toMatchObject({ shared: false });
    expect(pageDependencies({ 'client:root': { newField: null } })).toEqual({ shared: true, tags: new Set(['*']) });
    expect(pageDependencies({ x: { __typename: 'NewType' } })).toEqual({ shared: true, tags: new Set(['*']) });
  });
});
