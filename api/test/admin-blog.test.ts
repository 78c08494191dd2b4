import 'reflect-metadata';
import { toGlobalId } from '../src/graphql/node.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * Issue 14, blog: staff write, edit, publish, unpublish and delete posts through /graphql and the REST door; the
 * author is the signed-in admin; slugs are made from the title and unique; drafts never reach the public; every
 * change is in the audit log; refused input changes nothing; other callers are refused on both doors.
 */
let t: TestApp;
let post: AdminCallers['post'], gql: AdminCallers['gql'], rest: AdminCallers['rest'], sql: AdminCallers['sql'];

beforeAll(async () => {
  t = await startTestApp();
  ({ post, gql, rest, sql } = await adminCallers(t, { username: 'blog-user' }));
});
afterAll(() => t.close());

const POST = 'id databaseId title slug summary content category tags imageUrl published publishedAt createdAt updatedAt';
const ERRORS = 'errors { field code message }';
const CREATE = `mutation($input: CreateBlogPostInput!) { createBlogPost(input: $input) { blogPost { ${POST} } ${ERRORS} } }`;
const UPDATE = `mutation($input: UpdateBlogPostInput!) { updateBlogPost(input: $input) { blogPost { ${POST} } ${ERRORS} } }`;
const PUBLISH = `mutation($input: PublishBlogPostInput!) { publishBlogPost(input: $input) { blogPost { ${POST} } ${ERRORS} } }`;
const UNPUBLISH = `mutation($input: UnpublishBlogPostInput!) { unpublishBlogPost(input: $input) { blogPost { ${POST} } ${ERRORS} } }`;
const DELETE = `mutation($input: DeleteBlogPostInput!) { deleteBlogPost(input: $input) { deletedBlogPostId ${ERRORS} } }`;
const ADMIN_LIST = `query($filter: BlogPostFilter, $search: String, $first: Int, $after: String) {
  adminBlogPosts(filter: $filter, search: $search, first: $first, after: $after) {
    totalCount edges { node { databaseId title slug published } } pageInfo { hasNextPage endCursor }
  }
}`;

let counter = 0;
const postInput = (extra: Record<string, unknown> = {}) => ({
  title: `Schwimmtipps für Anfänger ${++counter}`,
  summary: 'Worauf es in den ersten Stunden ankommt.',
  content: 'Die ersten Stunden im Wasser sind die wichtigsten. Ruhig atmen, langsam ausatmen, Vertrauen aufbauen.',
  category: 'Tipps',
  tags: ['Anfänger', 'Atmung'],
  ...extra,
});

async function createPost(extra: Record<string, unknown> = {}) {
  const { blogPost, errors } = (await gql(CREATE, { input: postInput(extra) })).data.createBlogPost;
  expect(errors).toEqual([]);
  return blogPost as Record<string, any>;
}

const postRow = async (id: number) => (await sql('select * from blog_posts where id = ?', [id]))[0];
const auditRows = (id: number) =>
  sql(`select action, actor_id, before, after from audit_events where entity_type = 'blogPost' and entity_id = ? order by id`, [id]);
const snapshot = async () => ({
  posts: await sql('select * from blog_posts order by id'),
  audit: await sql('select * from audit_events order by id'),
});
const adminId = async () => (await sql(`select id from users where username = 'admin'`))[0].id;
const publicSlugs = async () =>
  (await gql('{ blogPosts(first: 100) { edges { node { slug } } } }', {}, 'anonymous')).data.blogPosts.edges.map(
    (edge: any) => edge.node.slug,
  );

describe('createBlogPost', () => {
  it('writes a draft by the signed-in admin, with a slug made from the title, invisible to the public', async () => {
    const draft = await createPost({ title: 'Über Größe & Ausdauer: Übungen für Jüngere' });
    expect(draft).toMatchObject({
      slug: 'ueber-groesse-ausdauer-uebungen-fuer-juengere',
      published: false,
      publishedAt: null,
      tags: ['Anfänger', 'Atmung'],
      category: 'Tipps',
    });
    const row = await postRow(draft.databaseId);
    expect(row.author_id).toBe(await adminId());
    expect(await publicSlugs()).not.toContain(draft.slug);
    expect(
      (await gql('query($slug: String!) { blogPost(slug: $slug) { id } }', { slug: draft.slug }, 'anonymous')).data.blogPost,
    ).toBeNull();
    expect((await gql('query($id: ID!) { node(id: $id) { id } }', { id: draft.id }, 'anonymous')).data.node).toBeNull();
    const [created] = await auditRows(draft.databaseId);
    expect(created).toMatchObject({
      action: 'created',
      actor_id: await adminId(),
      before: null,
      after: expect.objectContaining({ slug: draft.slug, published: false }),
    });
  });

  it('publishes at once with publishImmediately, dated now, and keeps an edited slug', async () => {
    const started = Date.now();
    const published = await createPost({ slug: '  Mein-Eigener-Slug ', publishImmediately: true });
    expect(published.slug).toBe('mein-eigener-slug');
    expect(published.published).toBe(true);
    expect(new Date(published.publishedAt).getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(await publicSlugs()).toContain('mein-eigener-slug');
  });

  it('refuses a slug another post has (ignoring case) with a translated message, storing nothing', async () => {
    await createPost({ slug: 'doppelt' });
    const before = await snapshot();
    const de = (await gql(CREATE, { input: postInput({ slug: 'DOPPELT' }) })).data.createBlogPost;
    expect(de).toEqual({
      blogPost: null,
      errors: [
        {
          field: 'slug',
          code: 'SLUG_TAKEN',
          message: 'Dieser Slug wird bereits von einem anderen Blog-Post verwendet. Bitte wählen Sie einen anderen.',
        },
      ],
    });
    const en = (await gql(CREATE, { input: postInput({ slug: 'doppelt' }) }, 'admin', 'en')).data.createBlogPost;
    expect(en.errors[0].message).toBe('This slug is already used by another blog post. Please choose another one.');
    // The seed's articles count too.
    const seeded = (await gql(CREATE, { input: postInput({ title: 'Freibad winterfest machen' }) })).data.createBlogPost;
    expect(seeded.errors.map((error: any) => error.code)).toEqual(['SLUG_TAKEN']);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses what the form rules refuse (SPEC §5), each field with its message, storing nothing', async () => {
    const before = await snapshot();
    const input = {
      title: 'Ab',
      slug: 'nicht gültig!',
      summary: 'kurz',
      content: 'zu kurz',
      category: 'x'.repeat(51),
      tags: ['ok', '   ', 'y'.repeat(51)],
      imageUrl: 'javascript:alert(1)',
    };
    const { blogPost, errors } = (await gql(CREATE, { input })).data.createBlogPost;
    expect(blogPost).toBeNull();
    expect(errors.map((error: any) => [error.field, error.code])).toEqual([
      ['title', 'TOO_SHORT'],
      ['slug', 'INVALID_CHARACTERS'],
      ['summary', 'TOO_SHORT'],
      ['content', 'TOO_SHORT'],
      ['category', 'TOO_LONG'],
      ['tags.1', 'REQUIRED'],
      ['tags.2', 'TOO_LONG'],
      ['imageUrl', 'INVALID_URL'],
    ]);
    expect(errors[0].message).toBe('Bitte geben Sie mindestens 3 Zeichen ein.');
    const tooMany = (await gql(CREATE, { input: postInput({ tags: Array.from({ length: 21 }, (_, i) => `Tag ${i}`) }) })).data
      .createBlogPost;
    expect(tooMany.errors).toEqual([{ field: 'tags', code: 'OUT_OF_RANGE', message: 'Bitte geben Sie höchstens 20 Schlagwörter an.' }]);
    const noLetters = (await gql(CREATE, { input: postInput({ title: '!!! ???' }) })).data.createBlogPost;
    expect(noLetters.errors.map((error: any) => [error.field, error.code])).toEqual([['slug', 'REQUIRED']]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('updateBlogPost, publishBlogPost, unpublishBlogPost, deleteBlogPost', () => {
  it('edits the given fields, records before and after, and publishes with `published`', async () => {
    const draft = await createPost();
    const { blogPost, errors } = (
      await gql(UPDATE, {
        input: { id: draft.id, title: 'Neuer Titel für den Artikel', tags: [' Kinder ', 'Sicherheit'], published: true },
      })
    ).data.updateBlogPost;
    expect(errors).toEqual([]);
    // The slug stays unless given: links to the article keep working.
    expect(blogPost).toMatchObject({
      title: 'Neuer Titel für den Artikel',
      slug: draft.slug,
      tags: ['Kinder', 'Sicherheit'],
      summary: draft.summary,
      published: true,
    });
    expect(blogPost.publishedAt).not.toBeNull();
    const [, updated] = await auditRows(draft.databaseId);
    expect(updated.action).toBe('updated');
    expect(Object.keys(updated.after).sort()).toEqual(['published', 'publishedAt', 'tags', 'title']);
    expect(updated.before).toMatchObject({ title: draft.title, published: false, publishedAt: null });
    expect(await publicSlugs()).toContain(draft.slug);
  });

  it('sets publishedAt when first published and keeps it through unpublishing and publishing again', async () => {
    const draft = await createPost();
    const first = (await gql(PUBLISH, { input: { id: draft.id } })).data.publishBlogPost.blogPost;
    expect(first.published).toBe(true);
    expect(await publicSlugs()).toContain(draft.slug);
    const hidden = (await gql(UNPUBLISH, { input: { id: draft.id } })).data.unpublishBlogPost.blogPost;
    expect(hidden).toMatchObject({ published: false, publishedAt: first.publishedAt });
    expect(await publicSlugs()).not.toContain(draft.slug);
    const again = (await gql(PUBLISH, { input: { id: draft.id } })).data.publishBlogPost.blogPost;
    expect(again.publishedAt).toBe(first.publishedAt);
    expect((await auditRows(draft.databaseId)).map((row) => row.action)).toEqual(['created', 'updated', 'updated', 'updated']);
  });

  it('refuses a slug taken by another post and bad values on an update, changing nothing', async () => {
    const one = await createPost({ slug: 'erster-artikel' });
    const two = await createPost({ slug: 'zweiter-artikel' });
    const before = await snapshot();
    const taken = (await gql(UPDATE, { input: { id: two.id, slug: 'Erster-Artikel' } })).data.updateBlogPost;
    expect(taken.errors.map((error: any) => error.code)).toEqual(['SLUG_TAKEN']);
    const bad = (await gql(UPDATE, { input: { id: two.id, content: 'kurz', imageUrl: 'ftp://example.org/bild.jpg' } })).data.updateBlogPost;
    expect(bad.errors.map((error: any) => [error.field, error.code])).toEqual([
      ['content', 'TOO_SHORT'],
      ['imageUrl', 'INVALID_URL'],
    ]);
    expect(await snapshot()).toEqual(before);
    // Its own slug in another case is no conflict.
    expect((await gql(UPDATE, { input: { id: one.id, slug: 'ERSTER-artikel' } })).data.updateBlogPost.errors).toEqual([]);
  });

  it('deletes a post, recorded in the audit log; an unknown id is refused', async () => {
    const doomed = await createPost({ publishImmediately: true });
    const { deletedBlogPostId, errors } = (await gql(DELETE, { input: { id: doomed.id } })).data.deleteBlogPost;
    expect([deletedBlogPostId, errors]).toEqual([doomed.id, []]);
    expect(await postRow(doomed.databaseId)).toBeUndefined();
    expect((await auditRows(doomed.databaseId)).map((row) => row.action)).toEqual(['created', 'deleted']);
    const before = await snapshot();
    for (const id of [doomed.id, toGlobalId('Course', 1), 'garbage']) {
      expect((await gql(DELETE, { input: { id } })).data.deleteBlogPost.errors).toEqual([
        { field: 'id', code: 'BLOG_POST_NOT_FOUND', message: 'Diesen Blog-Post gibt es nicht (mehr).' },
      ]);
      expect((await gql(PUBLISH, { input: { id } })).data.publishBlogPost.errors[0].code).toBe('BLOG_POST_NOT_FOUND');
      expect((await gql(UPDATE, { input: { id, title: 'Irgendein Titel' } })).data.updateBlogPost.errors[0].code).toBe(
        'BLOG_POST_NOT_FOUND',
      );
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('adminBlogPosts', () => {
  it('lists drafts and published posts newest first, by tab, with search and the total', async () => {
    const draft = await createPost({ title: 'Entwurf über Wasserball', tags: ['Wasserball'] });
    const live = await createPost({ title: 'Veröffentlicht: Tauchen', publishImmediately: true });
    const all = (await gql(ADMIN_LIST, { first: 200 })).data.adminBlogPosts;
    expect(all.totalCount).toBe(Number((await sql('select count(*) as n from blog_posts'))[0].n));
    expect(all.edges[0].node.databaseId).toBe(live.databaseId);
    expect(all.edges[1].node.databaseId).toBe(draft.databaseId);
    const drafts = (await gql(ADMIN_LIST, { filter: 'DRAFTS', first: 200 })).data.adminBlogPosts.edges.map((edge: any) => edge.node);
    expect(drafts.every((node: any) => !node.published)).toBe(true);
    expect(drafts.map((node: any) => node.databaseId)).toContain(draft.databaseId);
    const published = (await gql(ADMIN_LIST, { filter: 'PUBLISHED', first: 200 })).data.adminBlogPosts.edges.map((edge: any) => edge.node);
    expect(published.every((node: any) => node.published)).toBe(true);
    // A tag is found as well as the title.
    expect((await gql(ADMIN_LIST, { search: 'wasserball' })).data.adminBlogPosts.edges.map((edge: any) => edge.node.databaseId)).toEqual([
      draft.databaseId,
    ]);
    const page = (await gql(ADMIN_LIST, { first: 1 })).data.adminBlogPosts;
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = (await gql(ADMIN_LIST, { first: 1, after: page.pageInfo.endCursor })).data.adminBlogPosts;
    expect(next.edges[0].node.databaseId).toBe(draft.databaseId);
    const tooLong = await post(ADMIN_LIST, { search: 'a b c d e f g h i' }, 'admin');
    expect(tooLong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses anonymous callers and users without the admin role, on /graphql and through REST', async () => {
    for (const [caller, code] of [
      ['anonymous', 'UNAUTHENTICATED'],
      ['user', 'FORBIDDEN'],
    ] as const) {
      const list = await post(ADMIN_LIST, {}, caller);
      expect(list.body.errors[0].extensions.code).toBe(code);
      const create = await post(CREATE, { input: postInput() }, caller);
      expect(create.body.errors[0].extensions.code).toBe(code);
      const status = caller === 'anonymous' ? 401 : 403;
      expect((await rest('GET', '/api/blog?all=true', caller)).status).toBe(status);
      expect((await rest('POST', '/api/blog', caller, postInput())).status).toBe(status);
      expect((await rest('PUT', '/api/blog/1/unpublish', caller)).status).toBe(status);
    }
    // The public list stays public.
    expect((await rest('GET', '/api/blog', 'anonymous')).status).toBe(200);
  });
});

describe('REST rows (SPEC §7)', () => {
  it('GET /api/blog?all=true lists drafts too for admins; GET /api/blog stays the public list', async () => {
    const draft = await createPost();
    const all = await rest('GET', '/api/blog?all=true', 'admin');
    expect(all.status).toBe(200);
    const found = all.body.find((entry: any) => entry.id === draft.databaseId);
    expect(found).toMatchObject({ slug: draft.slug, published: false, publishedAt: null, tags: draft.tags });
    const publicList = await rest('GET', '/api/blog', 'admin');
    expect(publicList.body.map((entry: any) => entry.slug)).not.toContain(draft.slug);
    expect(publicList.body.every((entry: any) => entry.published)).toBe(true);
  });

  it('POST /api/blog creates a post by the caller (authorId ignored); PUT edits, publishes and unpublishes; DELETE removes', async () => {
    const created = await rest('POST', '/api/blog', 'admin', {
      ...postInput({ title: 'REST Artikel über Äpfel' }),
      authorId: 2,
      tagsString: 'x, y',
      published: false,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'REST Artikel über Äpfel',
      slug: 'rest-artikel-ueber-aepfel',
      published: false,
      tags: ['Anfänger', 'Atmung'],
    });
    const id = created.body.id;
    expect((await postRow(id)).author_id).toBe(await adminId());

    const edited = await rest('PUT', `/api/blog/${id}`, 'admin', { summary: 'Eine neue Zusammenfassung.', tags: ['Neu'] });
    expect(edited).toMatchObject({
      status: 200,
      body: { id, summary: 'Eine neue Zusammenfassung.', tags: ['Neu'], title: 'REST Artikel über Äpfel' },
    });
    const published = await rest('PUT', `/api/blog/${id}/publish`, 'admin');
    expect(published.body).toMatchObject({ id, published: true, publishedAt: expect.any(String) });
    expect((await rest('GET', '/api/blog/rest-artikel-ueber-aepfel', 'anonymous')).status).toBe(200);
    const unpublished = await rest('PUT', `/api/blog/${id}/unpublish`, 'admin', {});
    expect(unpublished.body).toMatchObject({ id, published: false });
    expect((await rest('GET', '/api/blog/rest-artikel-ueber-aepfel', 'anonymous')).status).toBe(404);
    expect(await rest('DELETE', `/api/blog/${id}`, 'admin')).toEqual({ status: 204, body: null });
    expect(await postRow(id)).toBeUndefined();
  });

  it('answers malformed input with 400 and an unknown id with 404, changing nothing', async () => {
    const target = await createPost();
    const before = await snapshot();
    const missing = await rest('POST', '/api/blog', 'admin', { title: 'Nur ein Titel' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(missing.body.errors.map((error: any) => error.field)).toEqual(['summary', 'content']);
    const badTags = await rest('POST', '/api/blog', 'admin', { ...postInput(), tags: 'a, b' });
    expect(badTags).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'tags', message: 'Bitte geben Sie die Schlagwörter als Liste von Texten an.' }],
      },
    });
    const badPublished = await rest('PUT', `/api/blog/${target.databaseId}`, 'admin', { published: 'ja' });
    expect(badPublished.status).toBe(400);
    const taken = await rest('PUT', `/api/blog/${target.databaseId}`, 'admin', { slug: 'freibad-winterfest-machen' }, 'en');
    expect(taken).toMatchObject({
      status: 400,
      body: {
        errors: [
          { field: 'slug', code: 'SLUG_TAKEN', message: 'This slug is already used by another blog post. Please choose another one.' },
        ],
      },
    });
    for (const [method, path] of [
      ['PUT', '/api/blog/999999'],
      ['DELETE', '/api/blog/999999'],
      ['PUT', '/api/blog/999999/publish'],
      ['PUT', '/api/blog/999999/unpublish'],
    ]) {
      const answer = await rest(method, path, 'admin', method === 'PUT' ? { title: 'Ein Titel' } : undefined);
      expect({ path, method, ...answer }).toEqual({
        path,
        method,
        status: 404,
        body: { code: 'BLOG_POST_NOT_FOUND', message: 'Diesen Blog-Post gibt es nicht (mehr).' },
      });
    }
    expect((await rest('DELETE', '/api/blog/abc', 'admin')).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('English texts (issue 23)', () => {
  const ENGLISH = {
    titleEn: 'Swimming tips for beginners',
    summaryEn: 'What matters in the first lessons.',
    contentEn: 'The first lessons in the water matter most. Breathe calmly, breathe out slowly, build trust.',
    categoryEn: 'Tips',
  };
  const READ = `query($slug: String!) { blogPost(slug: $slug) { title summary content category tags untranslated } }`;

  it('takes the English texts, answers each request in its language and tells which texts fell back to German', async () => {
    const written = await createPost({ ...ENGLISH, publishImmediately: true });
    const english = (await gql(READ, { slug: written.slug }, 'anonymous', 'en')).data.blogPost;
    // No English tags: the German ones, listed as untranslated.
    expect(english).toEqual({
      title: ENGLISH.titleEn,
      summary: ENGLISH.summaryEn,
      content: ENGLISH.contentEn,
      category: 'Tips',
      tags: ['Anfänger', 'Atmung'],
      untranslated: ['TAGS'],
    });
    const german = (await gql(READ, { slug: written.slug }, 'anonymous', 'de')).data.blogPost;
    expect(german).toMatchObject({ title: written.title, tags: ['Anfänger', 'Atmung'], untranslated: [] });
    const both = await gql(
      `query($slug: String!) { blogPost(slug: $slug) { de: texts(language: DE) { title tags } en: texts(language: EN) { title tags } } }`,
      { slug: written.slug },
      'admin',
      'en',
    );
    expect(both.data.blogPost).toEqual({
      de: { title: written.title, tags: ['Anfänger', 'Atmung'] },
      en: { title: ENGLISH.titleEn, tags: [] },
    });
  });

  it("checks the English texts with the German fields' limits and changes nothing when refused", async () => {
    const draft = await createPost();
    const before = await snapshot();
    const { data } = await gql(UPDATE, { input: { id: draft.id, summaryEn: 'Short', tagsEn: ['ok'] } }, 'admin', 'en');
    expect(data.updateBlogPost).toEqual({
      blogPost: null,
      errors: [{ field: 'summaryEn', code: 'TOO_SHORT', message: expect.stringMatching(/10/) }],
    });
    expect(await snapshot()).toEqual(before);
    const saved = (await gql(UPDATE, { input: { id: draft.id, tagsEn: [' Beginners ', 'Breathing'] } }, 'admin', 'en')).data.updateBlogPost;
    expect(saved.errors).toEqual([]);
    expect(saved.blogPost.tags).toEqual(['Beginners', 'Breathing']);
  });

  it("filters by the English category, lists categories in the request's language and searches the English texts", async () => {
    const published = await createPost({
      title: 'Wasserball für Einsteiger',
      category: 'Wassersport',
      categoryEn: 'Water sports',
      titleEn: 'Water polo for starters',
      publishImmediately: true,
    });
    const byEnglish = await gql('{ blogPosts(category: "water SPORTS") { edges { node { databaseId } } } }', {}, 'anonymous');
    expect(byEnglish.data.blogPosts.edges).toEqual([{ node: { databaseId: published.databaseId } }]);
    expect((await gql('{ blogCategories }', {}, 'anonymous', 'en')).data.blogCategories).toContain('Water sports');
    expect((await gql('{ blogCategories }', {}, 'anonymous', 'de')).data.blogCategories).toContain('Wassersport');
    const found = (await gql(ADMIN_LIST, { search: 'polo starters' })).data.adminBlogPosts.edges.map((edge: any) => edge.node.databaseId);
    expect(found).toEqual([published.databaseId]);
  });

  it('REST writes take the English fields; answers keep the German ones and add the English ones', async () => {
    const { status, body } = await rest('POST', '/api/blog', 'admin', { ...postInput(), ...ENGLISH, tagsEn: ['Beginners'] }, 'en');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: expect.stringMatching(/^Schwimmtipps/),
      titleEn: ENGLISH.titleEn,
      tags: ['Anfänger', 'Atmung'],
      tagsEn: ['Beginners'],
      categoryEn: 'Tips',
    });
    const refused = await rest('PUT', `/api/blog/${body.id}`, 'admin', { tagsEn: 'Beginners' }, 'en');
    expect([refused.status, refused.body.errors.map((error: any) => error.field)]).toEqual([400, ['tagsEn']]);
  });
});
