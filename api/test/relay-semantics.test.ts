import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** POSTs to /graphql and keeps the HTTP status: a refused argument is the client's 400. */
async function post(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any } };
}

const COURSES = `query($first: Int, $after: String, $last: Int, $before: String, $filter: CourseFilter) {
  courses(first: $first, after: $after, last: $last, before: $before, filter: $filter) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { databaseId title } }
  }
}`;

async function courses(variables: Record<string, unknown>) {
  const { status, body } = await post(COURSES, variables);
  expect([status, body.errors]).toEqual([200, undefined]);
  return body.data.courses;
}

const ids = (page: any) => page.edges.map((edge: any) => edge.node.databaseId);

/** All course ids in list order, as one forward page. */
const allIds = async () => ids(await courses({ first: 200 }));

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('connection paging (Relay)', () => {
  it('counts the whole list for first: 0 and last: 0, with the right neighbours', async () => {
    expect(await courses({ first: 0 })).toMatchObject({
      totalCount: 10,
      edges: [],
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
    expect(await courses({ last: 0 })).toMatchObject({
      totalCount: 10,
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });
    expect(await courses({ first: 0, filter: { search: 'nichtvorhanden' } })).toMatchObject({
      totalCount: 0,
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    });
  });

  it('pages backwards with last/before, in list order, to the start', async () => {
    const all = await allIds();
    const tail = await courses({ last: 4 });
    expect(ids(tail)).toEqual(all.slice(6));
    expect(tail).toMatchObject({ totalCount: 10, pageInfo: { hasPreviousPage: true, hasNextPage: false } });
    const middle = await courses({ last: 4, before: tail.pageInfo.startCursor });
    expect(ids(middle)).toEqual(all.slice(2, 6));
    expect(middle.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const head = await courses({ last: 4, before: middle.pageInfo.startCursor });
    expect(ids(head)).toEqual(all.slice(0, 2));
    expect(head.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    // Cursors work in both directions: forward from the start of the backward page.
    const forward = await courses({ first: 3, after: head.pageInfo.startCursor });
    expect(ids(forward)).toEqual(all.slice(1, 4));
    expect(forward.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('keeps a page between after and before, from whichever end is counted', async () => {
    const all = await allIds();
    const page = await courses({ first: 10 });
    const after = page.edges[1].cursor;
    const before = page.edges[7].cursor;
    expect(ids(await courses({ first: 3, after, before }))).toEqual(all.slice(2, 5));
    expect(ids(await courses({ last: 3, after, before }))).toEqual(all.slice(4, 7));
    expect(ids(await courses({ first: 100, after, before }))).toEqual(all.slice(2, 7));
    expect(ids(await courses({ first: 5, after: before, before: after }))).toEqual([]);
  });

  it('pages blog posts and reviews both ways too', async () => {
    const blog = (
      await post(
        `{ all: blogPosts(first: 200) { edges { node { slug } } } last: blogPosts(last: 2) { edges { node { slug } } pageInfo { hasPreviousPage hasNextPage } } }`,
      )
    ).body.data;
    expect(blog.last.edges).toEqual(blog.all.edges.slice(-2));
    expect(blog.last.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false });
    const reviews = (
      await post(
        `{ all: testimonials(first: 200) { totalCount edges { node { id } } } last: testimonials(last: 1) { edges { node { id } } } }`,
      )
    ).body.data;
    expect(reviews.last.edges).toEqual(reviews.all.edges.slice(-1));
  });

  it('refuses first together with last, and pages over 200 either way', async () => {
    const both = await post(COURSES, { first: 2, last: 2 }, { 'accept-language': 'en' });
    expect(both.status).toBe(400);
    expect(both.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/either "first" or "last"/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // German unless the request asks for English, like every other refusal.
    expect((await post(COURSES, { first: 2, last: 2 })).body.errors[0].message).toMatch(/^Geben Sie entweder "first" oder "last" an/);
    for (const [variables, language, message] of [
      [{ last: 201 }, 'en', '"last" must be between 0 and 200.'],
      [{ last: -1 }, 'en', '"last" must be between 0 and 200.'],
      [{ first: 201 }, 'en', '"first" must be between 0 and 200.'],
      [{ first: 201 }, 'de', '"first" muss zwischen 0 und 200 liegen.'],
    ] as const) {
      const { status, body } = await post(COURSES, variables, { 'accept-language': language });
      expect([status, body.errors[0].message, body.errors[0].extensions.code]).toEqual([400, message, 'BAD_USER_INPUT']);
    }
  });
});

describe('cursors belong to one list and one filter', () => {
  it('refuses a cursor of another list', async () => {
    const reviews = (await post(`{ testimonials(first: 1) { pageInfo { endCursor } } }`)).body.data.testimonials;
    for (const argument of ['after', 'before']) {
      const { status, body } = await post(COURSES, { [argument]: reviews.pageInfo.endCursor }, { 'accept-language': 'en' });
      expect(status).toBe(400);
      expect(body.errors[0]).toMatchObject({
        message: expect.stringMatching(/cursor of the Testimonial list/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('refuses a cursor of the same list with another filter, and accepts the same filter spelt differently', async () => {
    const adults = await courses({ first: 1, filter: { ageGroup: 'ADULTS_18_PLUS', onlyAvailable: null } });
    const cursor = adults.pageInfo.endCursor;
    const other = await post(COURSES, { first: 1, after: cursor, filter: { ageGroup: 'ALL_AGES' } });
    expect(other.status).toBe(400);
    expect(other.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/Cursor dieser Liste mit anderen Filterargumenten/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unfiltered = await post(COURSES, { first: 1, after: cursor });
    expect(unfiltered.status).toBe(400);
    // Null and absent are the same filter.
    const same = await courses({ first: 1, after: cursor, filter: { ageGroup: 'ADULTS_18_PLUS' } });
    expect(ids(same)).toHaveLength(1);
    const blogCursor = (await post(`{ blogPosts(first: 1, category: "Schwimmkurse") { pageInfo { endCursor } } }`)).body.data.blogPosts
      .pageInfo.endCursor;
    const otherCategory = await post(`query($after: String) { blogPosts(after: $after, category: "Bäderbetrieb") { totalCount } }`, {
      after: blogCursor,
    });
    expect([otherCategory.status, otherCategory.body.errors[0].extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
  });

  it('refuses crafted cursors and offsets beyond nine digits before any SQL', async () => {
    const valid = Buffer.from((await courses({ first: 1 })).pageInfo.endCursor, 'base64').toString('utf8');
    const scope = valid.replace(/:\d+$/, '');
    for (const cursor of [b64(`${scope}:1000000000`), b64(`${scope}:01`), b64(`${scope}:-1`), b64('offset:3'), 'garbage']) {
      const { status, body } = await post(COURSES, { after: cursor });
      expect([cursor, status, body.errors[0].extensions.code]).toEqual([cursor, 400, 'BAD_USER_INPUT']);
      expect(body.errors[0].message).toMatch(/ist kein Cursor dieser Liste/);
    }
  });
});

describe('node(id:) takes canonical ids only', () => {
  it('resolves the exact id and nothing that merely decodes to the same object', async () => {
    const node = `query($id: ID!) { node(id: $id) { id ... on Course { databaseId } } }`;
    const exact = await post(node, { id: b64('Course:1') });
    expect(exact.body.data.node).toEqual({ id: b64('Course:1'), databaseId: 1 });
    for (const id of [
      b64('Course:01'),
      b64('Course:+1'),
      b64('Course:1.0'),
      b64('Course:1 '),
      b64(' Course:1'),
      b64('Course:1').replace(/=+$/, ''),
      '1',
      b64('course:1'),
    ]) {
      const { status, body } = await post(node, { id });
      expect([id, status, body.errors, body.data.node]).toEqual([id, 200, undefined, null]);
    }
  });
});

describe('course search', () => {
  const search = (text: string, headers: Record<string, string> = {}) => post(COURSES, { filter: { search: text } }, headers);

  it('takes up to 8 words and refuses more, in the request language, instead of dropping words', async () => {
    const eight = await search('schwimm schwimm schwimm schwimm schwimm schwimm schwimm kurs');
    expect(eight.status).toBe(200);
    const nine = await search('a b c d e f g h zzzz');
    expect(nine.status).toBe(400);
    expect(nine.body.errors[0]).toMatchObject({
      message: 'filter.search: Bitte geben Sie höchstens 8 Suchbegriffe ein.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'TOO_MANY_WORDS' },
    });
    const english = await search('a b c d e f g h zzzz', { 'accept-language': 'en' });
    expect(english.body.errors[0].message).toBe('filter.search: Please enter at most 8 search words.');
  });

  it('refuses a search text over 200 characters', async () => {
    const { status, body } = await search('x'.repeat(201));
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', reason: 'TOO_LONG' } });
    expect(body.errors[0].message).toMatch(/200/);
  });

  it('refuses the same through REST as { code, message }', async () => {
    const response = await fetch(`${t.baseUrl}/api/courses?search=${encodeURIComponent('a b c d e f g h i')}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'filter.search: Bitte geben Sie höchstens 8 Suchbegriffe ein.',
    });
  });
});

describe('courses that have started or ended', () => {
  const AVAILABILITY = `{ courses(first: 200) { edges { node { title availability bookable } } } }`;
  const byTitle = async (query = AVAILABILITY) =>
    Object.fromEntries((await post(query)).body.data.courses.edges.map((edge: any) => [edge.node.title, edge.node]));

  it('says ENDED after the last day and STARTED between first and last, never bookable, and onlyAvailable leaves them out', async () => {
    const em = t.database.orm.em.fork();
    await em.execute(`update courses set start_date = current_date - 7 where title = 'Seepferdchen-Kurs'`);
    try {
      const courses = await byTitle();
      expect(courses['Wettkampftraining']).toEqual({ title: 'Wettkampftraining', availability: 'ENDED', bookable: false });
      expect(courses['Aqua-Fitness für alle']).toMatchObject({ availability: 'ENDED', bookable: false });
      expect(courses['Seepferdchen-Kurs']).toMatchObject({ availability: 'STARTED', bookable: false });
      for (const course of Object.values(courses) as any[]) {
        expect([course.title, course.bookable]).toEqual([course.title, ['AVAILABLE', 'ALMOST_FULL'].includes(course.availability)]);
      }
      const available = await byTitle(
        `{ courses(first: 200, filter: { onlyAvailable: true }) { edges { node { title availability bookable } } } }`,
      );
      expect(Object.keys(available).sort()).toEqual(
        Object.values(courses)
          .filter((course: any) => course.bookable)
          .map((course: any) => course.title)
          .sort(),
      );
    } finally {
      await em.execute(`update courses set start_date = current_date + 14 where title = 'Seepferdchen-Kurs'`);
    }
  });

  it('keeps the REST course rows in their documented shape', async () => {
    const rows = (await (await fetch(`${t.baseUrl}/api/courses`)).json()) as Record<string, unknown>[];
    const ended = rows.find((row) => row.title === 'Wettkampftraining')!;
    expect(Object.keys(ended).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'courseType',
        'level',
        'ageGroup',
        'startDate',
        'endDate',
        'schedule',
        'time',
        'location',
        'duration',
        'availableSlots',
        'totalSlots',
        'price',
        'isActive',
        'minParticipants',
        'cancelledAt',
        'notes',
        'specialRequirements',
        'cancellationPolicy',
        'titleEn',
        'descriptionEn',
        'scheduleEn',
        'locationEn',
        'durationEn',
        'notesEn',
        'specialRequirementsEn',
        'cancellationPolicyEn',
      ].sort(),
    );
  });
});

describe('blog slugs', () => {
  it('find a published post whatever the case, through GraphQL and REST', async () => {
    const { body } = await post(
      `{ a: blogPost(slug: "Rettungsschwimmer-Werden") { slug } b: blogPost(slug: "NEUE-KURSZEITEN-HERBST") { slug } }`,
    );
    expect(body.data).toEqual({ a: { slug: 'rettungsschwimmer-werden' }, b: null });
    const response = await fetch(`${t.baseUrl}/api/blog/RETTUNGSSCHWIMMER-WERDEN`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: 'rettungsschwimmer-werden', published: true });
  });

  it('never lets two slugs differ only in case', async () => {
    await expect(
      t.database.orm.em
        .fork()
        .execute(`insert into blog_posts (title, slug, summary, content) values ('x', 'Rettungsschwimmer-Werden', 's', 'c')`),
    ).rejects.toThrow(/blog_posts_slug_lower_unique/);
  });
});
