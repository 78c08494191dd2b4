import 'reflect-metadata';
import { toGlobalId } from '../src/graphql/node.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * Issue 14, reviews: staff list reviews (all, pending, approved, searched), approve, hide and delete them through
 * /graphql and the REST door; public lists show approved ones only; every change is in the audit log; bad ids and
 * bodies change nothing; anonymous callers and accounts without the admin role are refused on both doors.
 */
let t: TestApp;
let post: AdminCallers['post'], gql: AdminCallers['gql'], rest: AdminCallers['rest'], sql: AdminCallers['sql'];

beforeAll(async () => {
  t = await startTestApp();
  ({ post, gql, rest, sql } = await adminCallers(t, { username: 'review-user' }));
});
afterAll(() => t.close());

const LIST = `query($filter: AdminTestimonialFilter, $search: String, $first: Int, $after: String) {
  adminTestimonials(filter: $filter, search: $search, first: $first, after: $after) {
    totalCount edges { node { id databaseId name email role content rating isVisible createdAt courseTitle } } pageInfo { hasNextPage endCursor }
  }
}`;
const PAYLOAD = 'testimonial { id databaseId isVisible } errors { field code message }';
const APPROVE = `mutation($input: ApproveTestimonialInput!) { approveTestimonial(input: $input) { ${PAYLOAD} } }`;
const HIDE = `mutation($input: HideTestimonialInput!) { hideTestimonial(input: $input) { ${PAYLOAD} } }`;
const DELETE =
  'mutation($input: DeleteTestimonialInput!) { deleteTestimonial(input: $input) { deletedTestimonialId errors { field code message } } }';
const PUBLIC_LIST = '{ testimonials(first: 200) { edges { node { databaseId } } } }';

const globalId = (id: number) => toGlobalId('Testimonial', id);

/** A review straight into the table (the public form is tested elsewhere), `minutesAgo` old. */
async function insertReview(
  name: string,
  options: { visible?: boolean; minutesAgo?: number; content?: string; withCourse?: boolean } = {},
): Promise<number> {
  const [course] = await sql<{ id: number; title: string }>('select id, title from courses order by id limit 1');
  const [row] = await sql<{ id: number }>(
    `insert into testimonials (name, email, role, content, rating, course_id, is_visible, created_at)
     values (?, ?, 'Mutter', ?, 4, ?, ?, now() - make_interval(mins => ?)) returning id`,
    [
      name,
      `${name.toLowerCase().replace(/\W/g, '')}@example.org`,
      options.content ?? 'Sehr schöner Kurs, gerne wieder.',
      options.withCourse === false ? null : course.id,
      options.visible ?? false,
      options.minutesAgo ?? 0,
    ],
  );
  return row.id;
}

const publicIds = async () =>
  (await gql(PUBLIC_LIST, {}, 'anonymous')).data.testimonials.edges.map(({ node }: any) => node.databaseId as number);
const auditRows = (id: number) =>
  sql(`select action, actor_id, before, after from audit_events where entity_type = 'testimonial' and entity_id = ? order by id`, [id]);
const snapshot = async () => ({
  reviews: await sql('select * from testimonials order by id'),
  audit: await sql('select * from audit_events order by id'),
});

describe('adminTestimonials', () => {
  it('lists pending, approved or all reviews newest first, with what staff need, and searches them', async () => {
    const older = await insertReview('Quirin Listenprobe', { visible: true, minutesAgo: 20 });
    const newer = await insertReview('Quirina Listenprobe', { minutesAgo: 10 });
    const [course] = await sql<{ title: string; title_en: string | null }>('select title, title_en from courses order by id limit 1');

    const all = (await gql(LIST, { filter: 'ALL', search: 'Listenprobe' })).data.adminTestimonials;
    expect(all.totalCount).toBe(2);
    expect(all.edges.map(({ node }: any) => node.databaseId)).toEqual([newer, older]);
    expect(all.edges[0].node).toEqual({
      id: globalId(newer),
      databaseId: newer,
      name: 'Quirina Listenprobe',
      email: 'quirinalistenprobe@example.org',
      role: 'Mutter',
      content: 'Sehr schöner Kurs, gerne wieder.',
      rating: 4,
      isVisible: false,
      createdAt: expect.any(String),
      courseTitle: course.title,
    });
    // No filter is all of them.
    expect((await gql(LIST, { search: 'Listenprobe' })).data.adminTestimonials.totalCount).toBe(2);
    // In English the course is named as the English pages name it.
    expect(course.title_en).toBeTruthy();
    const english = (await gql(LIST, { filter: 'ALL', search: 'Listenprobe' }, 'admin', 'en')).data.adminTestimonials;
    expect(english.edges[0].node.courseTitle).toBe(course.title_en);

    const pending = (await gql(LIST, { filter: 'PENDING', search: 'Listenprobe' })).data.adminTestimonials;
    expect(pending.edges.map(({ node }: any) => node.databaseId)).toEqual([newer]);
    const approved = (await gql(LIST, { filter: 'APPROVED', search: 'Listenprobe' })).data.adminTestimonials;
    expect(approved.edges.map(({ node }: any) => node.databaseId)).toEqual([older]);

    // Each word must match somewhere: name, e-mail, role, text or the course's title; case does not matter.
    expect((await gql(LIST, { search: 'quirina LISTENPROBE' })).data.adminTestimonials.totalCount).toBe(1);
    expect((await gql(LIST, { search: 'quirinalistenprobe@example' })).data.adminTestimonials.totalCount).toBe(1);
    expect((await gql(LIST, { search: `Listenprobe ${course.title.split(' ')[0]}` })).data.adminTestimonials.totalCount).toBe(2);
    expect((await gql(LIST, { search: 'Listenprobe 100%_' })).data.adminTestimonials.totalCount).toBe(0);

    // Pages: newest first, a page at a time.
    const first = (await gql(LIST, { search: 'Listenprobe', first: 1 })).data.adminTestimonials;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await gql(LIST, { search: 'Listenprobe', first: 1, after: first.pageInfo.endCursor })).data.adminTestimonials;
    expect(second.edges.map(({ node }: any) => node.databaseId)).toEqual([older]);
  });

  it('refuses a search beyond its limits with a translated BAD_USER_INPUT', async () => {
    const { status, body } = await post(LIST, { search: 'a b c d e f g h i' }, 'admin', 'en');
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0].message).toMatch(/^search: .*8/);
  });
});

describe('approve, hide, delete', () => {
  it('approves a review onto the public list and hides it again, recording each change', async () => {
    const id = await insertReview('Valentin Freigabe');
    expect(await publicIds()).not.toContain(id);

    const approved = (await gql(APPROVE, { input: { id: globalId(id) } })).data.approveTestimonial;
    expect(approved).toEqual({ testimonial: { id: globalId(id), databaseId: id, isVisible: true }, errors: [] });
    expect(await publicIds()).toContain(id);

    // Approving again changes nothing and records nothing.
    expect((await gql(APPROVE, { input: { id: globalId(id) } })).data.approveTestimonial.errors).toEqual([]);

    const hidden = (await gql(HIDE, { input: { id: globalId(id) } })).data.hideTestimonial;
    expect(hidden.testimonial.isVisible).toBe(false);
    expect(await publicIds()).not.toContain(id);

    const [admin] = await sql<{ id: number }>(`select id from users where username = 'admin'`);
    expect(await auditRows(id)).toEqual([
      { action: 'updated', actor_id: admin.id, before: { isVisible: false }, after: { isVisible: true } },
      { action: 'updated', actor_id: admin.id, before: { isVisible: true }, after: { isVisible: false } },
    ]);
    const trail = await gql(
      'query($search: String) { adminTestimonials(search: $search) { edges { node { auditTrail { action actor before after } } } } }',
      { search: 'Valentin Freigabe' },
    );
    expect(trail.data.adminTestimonials.edges[0].node.auditTrail).toEqual([
      { action: 'UPDATED', actor: 'admin', before: { isVisible: true }, after: { isVisible: false } },
      { action: 'UPDATED', actor: 'admin', before: { isVisible: false }, after: { isVisible: true } },
    ]);
  });

  it('deletes a review for good, keeping what it said in the audit log', async () => {
    const id = await insertReview('Dorothea Löschprobe', { visible: true });
    expect(await publicIds()).toContain(id);
    const deleted = (await gql(DELETE, { input: { id: globalId(id) } })).data.deleteTestimonial;
    expect(deleted).toEqual({ deletedTestimonialId: globalId(id), errors: [] });
    expect(await publicIds()).not.toContain(id);
    expect(await sql('select id from testimonials where id = ?', [id])).toEqual([]);
    const [row] = await auditRows(id);
    expect(row).toMatchObject({ action: 'deleted', after: null, before: { name: 'Dorothea Löschprobe', isVisible: true, rating: 4 } });
  });

  it("refuses unknown and malformed ids with TESTIMONIAL_NOT_FOUND in the request's language, changing nothing", async () => {
    const id = await insertReview('Bruno Falschid');
    const before = await snapshot();
    for (const badId of [globalId(2_000_000_000), toGlobalId('Course', id), 'kein-id', '', globalId(2 ** 40)]) {
      for (const mutation of [APPROVE, HIDE]) {
        const body = await gql(mutation, { input: { id: badId } }, 'admin', 'en');
        const payload = body.data.approveTestimonial ?? body.data.hideTestimonial;
        expect(payload).toEqual({
          testimonial: null,
          errors: [{ field: 'id', code: 'TESTIMONIAL_NOT_FOUND', message: 'This review does not exist (any more).' }],
        });
      }
      const deletion = (await gql(DELETE, { input: { id: badId } })).data.deleteTestimonial;
      expect(deletion).toEqual({
        deletedTestimonialId: null,
        errors: [{ field: 'id', code: 'TESTIMONIAL_NOT_FOUND', message: 'Diese Bewertung gibt es nicht (mehr).' }],
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses anonymous callers and accounts without the admin role, changing nothing', async () => {
    const id = await insertReview('Anna Unbefugt');
    const before = await snapshot();
    for (const [caller, code] of [
      ['anonymous', 'UNAUTHENTICATED'],
      ['user', 'FORBIDDEN'],
    ] as const) {
      for (const [query, variables] of [
        [LIST, {}],
        [APPROVE, { input: { id: globalId(id) } }],
        [HIDE, { input: { id: globalId(id) } }],
        [DELETE, { input: { id: globalId(id) } }],
      ] as const) {
        const { body } = await post(query, variables, caller);
        expect(body.errors?.[0].extensions.code).toBe(code);
      }
      // The e-mail address is an admin field, also through the public list.
      const { body } = await post('{ testimonials(first: 1) { edges { node { email } } } }', {}, caller);
      expect(body.errors?.[0].extensions.code).toBe(code);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the REST rows', () => {
  it('GET /api/testimonials?all=true lists every review for admins; without it, approved ones for anyone', async () => {
    const hidden = await insertReview('Hannelore Restliste');
    const visible = await insertReview('Horst Restliste', { visible: true, withCourse: false });
    const all = await rest('GET', '/api/testimonials?all=true', 'admin');
    expect(all.status).toBe(200);
    const ids = all.body.map((review: any) => review.id);
    expect(ids).toEqual(expect.arrayContaining([hidden, visible]));
    expect(ids.indexOf(visible)).toBeLessThan(ids.indexOf(hidden));
    expect(all.body.find((review: any) => review.id === visible)).toEqual({
      id: visible,
      name: 'Horst Restliste',
      email: 'horstrestliste@example.org',
      role: 'Mutter',
      content: 'Sehr schöner Kurs, gerne wieder.',
      rating: 4,
      courseId: null,
      courseTitle: null,
      isVisible: true,
      createdAt: expect.any(String),
    });
    expect(all.body.find((review: any) => review.id === hidden).isVisible).toBe(false);

    for (const caller of ['anonymous', 'admin'] as const) {
      const publicList = await rest('GET', '/api/testimonials', caller);
      expect(publicList.status).toBe(200);
      expect(publicList.body.map((review: any) => review.id)).toContain(visible);
      expect(publicList.body.map((review: any) => review.id)).not.toContain(hidden);
      expect(publicList.body[0]).not.toHaveProperty('email');
    }
    expect((await rest('GET', '/api/testimonials?all=false', 'anonymous')).status).toBe(200);
    expect((await rest('GET', '/api/testimonials?all=true', 'anonymous')).body.code).toBe('UNAUTHENTICATED');
    expect((await rest('GET', '/api/testimonials?all=true', 'user')).body.code).toBe('FORBIDDEN');
  });

  it('PUT /api/testimonials/{id} approves and hides; DELETE removes; both recorded', async () => {
    const id = await insertReview('Regina Restprobe');
    const approved = await rest('PUT', `/api/testimonials/${id}`, 'admin', { isVisible: true });
    expect(approved).toEqual({ status: 200, body: expect.objectContaining({ id, isVisible: true, name: 'Regina Restprobe' }) });
    expect(await publicIds()).toContain(id);
    const hidden = await rest('PUT', `/api/testimonials/${id}`, 'admin', { isVisible: false });
    expect(hidden.body.isVisible).toBe(false);
    expect(await publicIds()).not.toContain(id);

    expect(await rest('DELETE', `/api/testimonials/${id}`, 'admin')).toEqual({ status: 204, body: null });
    expect(await sql('select id from testimonials where id = ?', [id])).toEqual([]);
    expect((await auditRows(id)).map((row) => row.action)).toEqual(['updated', 'updated', 'deleted']);
  });

  it('answers 400 for a malformed id or body and 404 for an unknown id, changing nothing', async () => {
    const id = await insertReview('Bernd Restfehler');
    const before = await snapshot();
    for (const path of [
      '/api/testimonials/abc',
      '/api/testimonials/0',
      '/api/testimonials/1.5',
      '/api/testimonials/99999999999999999999',
    ]) {
      for (const method of ['PUT', 'DELETE']) {
        const answer = await rest(method, path, 'admin', method === 'PUT' ? { isVisible: true } : undefined);
        expect({ path, method, status: answer.status, code: answer.body.code }).toEqual({ path, method, status: 400, code: 'INVALID_ID' });
      }
    }
    const missing = await rest('PUT', `/api/testimonials/${id}`, 'admin', {}, 'en');
    expect(missing).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'isVisible: This field is required.',
        errors: [{ field: 'isVisible', code: 'REQUIRED', message: 'This field is required.' }],
      },
    });
    for (const isVisible of ['yes', 1, 'true', [], {}]) {
      const answer = await rest('PUT', `/api/testimonials/${id}`, 'admin', { isVisible });
      expect({ isVisible, status: answer.status, code: answer.body.code, field: answer.body.errors?.[0].field }).toEqual({
        isVisible,
        status: 400,
        code: 'VALIDATION_FAILED',
        field: 'isVisible',
      });
    }
    for (const method of ['PUT', 'DELETE']) {
      const answer = await rest(method, '/api/testimonials/2000000000', 'admin', method === 'PUT' ? { isVisible: true } : undefined, 'en');
      expect(answer).toEqual({ status: 404, body: { code: 'TESTIMONIAL_NOT_FOUND', message: 'This review does not exist (any more).' } });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses anonymous callers and other accounts on every row, changing nothing', async () => {
    const id = await insertReview('Ulla Restunbefugt');
    const before = await snapshot();
    for (const [caller, status, code] of [
      ['anonymous', 401, 'UNAUTHENTICATED'],
      ['user', 403, 'FORBIDDEN'],
    ] as const) {
      expect(await rest('GET', '/api/testimonials?all=true', caller)).toEqual({ status, body: { code, message: expect.any(String) } });
      expect(await rest('PUT', `/api/testimonials/${id}`, caller, { isVisible: true })).toEqual({
        status,
        body: { code, message: expect.any(String) },
      });
      expect(await rest('DELETE', `/api/testimonials/${id}`, caller)).toEqual({ status, body: { code, message: expect.any(String) } });
    }
    expect(await snapshot()).toEqual(before);
  });
});
