import 'reflect-metadata';
import { PageCache, msUntilNextBerlinMidnight } from './page-cache.js';
import { pageDependencies } from './page-dependencies.js';

const tags = (...list: string[]) => new Set(list);

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
