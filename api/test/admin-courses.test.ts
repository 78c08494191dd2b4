import 'reflect-metadata';
import { toGlobalId } from '../src/graphql/node.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { enableBankTransfer, type GraphQLBody, startTestApp, type TestApp } from './test-app.js';

/**
 * Issue 14, courses: staff create, edit, copy, switch and delete courses through /graphql and the REST door; every
 * change is in the course's audit trail with who, when, before and after; refused input changes nothing; a change
 * of the number of places keeps the places already booked; a course with orders cannot be deleted.
 */
let t: TestApp;
let post: AdminCallers['post'], gql: AdminCallers['gql'], rest: AdminCallers['rest'], sql: AdminCallers['sql'];

beforeAll(async () => {
  t = await startTestApp();
  ({ post, gql, rest, sql } = await adminCallers(t, { username: 'course-user' }));
  await enableBankTransfer(t);
});
afterAll(() => t.close());

const TEXTS = 'title description schedule location duration notes specialRequirements whatToBring cancellationPolicy';
const COURSE = `id databaseId title description courseType level ageGroup startDate endDate schedule time location duration
  totalSlots availableSlots minParticipants priceCents isActive notes specialRequirements whatToBring cancellationPolicy en: texts(language: EN) { ${TEXTS} }`;
const TRAIL = 'auditTrail { action at actor before after }';
const CREATE = `mutation($input: CreateCourseInput!) { createCourse(input: $input) { course { ${COURSE} } errors { field code message } } }`;
const UPDATE = `mutation($input: UpdateCourseInput!) { updateCourse(input: $input) { course { ${COURSE} } errors { field code message } } }`;
const DUPLICATE = `mutation($input: DuplicateCourseInput!) { duplicateCourse(input: $input) { course { ${COURSE} ${TRAIL} } errors { field code message } } }`;
const SET_ACTIVE = `mutation($input: SetCourseActiveInput!) { setCourseActive(input: $input) { course { id isActive } errors { field code message } } }`;
const DELETE = `mutation($input: DeleteCourseInput!) { deleteCourse(input: $input) { deletedCourseId errors { field code message } } }`;
const ADMIN_LIST = `query($search: String, $includeInactive: Boolean, $first: Int, $after: String) {
  adminCourses(search: $search, includeInactive: $includeInactive, first: $first, after: $after) {
    totalCount edges { node { databaseId title startDate isActive } } pageInfo { hasNextPage endCursor }
  }
}`;

let counter = 0;
const courseInput = (extra: Record<string, unknown> = {}) => ({
  title: `Kraulkurs ${++counter}`,
  description: 'Kraulschwimmen für Erwachsene, die Brust schon sicher schwimmen.',
  courseType: 'ADULTS',
  level: 'ADVANCED',
  ageGroup: 'ADULTS_18_PLUS',
  startDate: '2099-03-02',
  endDate: '2099-04-27',
  schedule: 'Montags',
  time: '19:00-20:00',
  location: 'Hallenbad Gersthofen',
  duration: '8 Einheiten à 60 Minuten',
  totalSlots: 10,
  priceCents: 19_000,
  ...extra,
});

async function createCourse(extra: Record<string, unknown> = {}) {
  const { course, errors } = (await gql(CREATE, { input: courseInput(extra) })).data.createCourse;
  expect(errors).toEqual([]);
  return course as Record<string, any>;
}

const trailOf = async (id: string) =>
  (await gql(`query($id: ID!) { adminCourse(id: $id) { ${TRAIL} } }`, { id })).data.adminCourse.auditTrail;
/** A course's values as the audit log records them: without its ids. */
const valuesOf = ({ id: _id, databaseId: _databaseId, auditTrail: _trail, en, ...values }: Record<string, any>) => ({
  ...values,
  ...Object.fromEntries(Object.entries(en as Record<string, unknown>).map(([text, value]) => [`${text}En`, value])),
});
const auditRows = (courseId: number) =>
  sql(`select action, actor_id, before, after from audit_events where entity_type = 'course' and entity_id = ? order by id`, [courseId]);
const courseRow = async (courseId: number) => (await sql('select * from courses where id = ?', [courseId]))[0];
/** What a refused change must leave as it was: the courses and the audit log. */
const snapshot = async () => ({
  courses: await sql('select * from courses order by id'),
  audit: await sql('select * from audit_events order by id'),
});

const CUSTOMER = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.org',
  phone: '0821 123456',
  address: 'Hauptstraße 1',
  city: 'Gersthofen',
  zipCode: '86368',
};
let orderKeys = 0;
async function placeOrder(courseId: number, places = 1) {
  const participants = Array.from({ length: places }, (_, index) => ({ firstName: `Kind${index}`, lastName: 'Muster' }));
  const input = {
    idempotencyKey: `admin-courses-${Date.now()}-${++orderKeys}-abcdefgh`,
    customer: CUSTOMER,
    paymentMethod: 'BANK_TRANSFER',
    legalTermsAccepted: true,
    items: [{ courseId, quantity: places, participants }],
  };
  const body = await gql(
    'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { databaseId } errors { code } } }',
    { input },
    'anonymous',
  );
  return body.data.placeOrder;
}

describe('adminCourses', () => {
  it('lists inactive courses too, by start date, and searches title, description and location', async () => {
    const hidden = await createCourse({
      title: 'Aquafitness Spätkurs',
      startDate: '2098-01-05',
      endDate: null,
      location: 'Freibad Nord',
      isActive: false,
    });
    const all = (await gql(ADMIN_LIST, { first: 200 })).data.adminCourses;
    const titles = all.edges.map((edge: any) => edge.node.title);
    expect(titles).toContain('Aquafitness Spätkurs');
    expect(all.totalCount).toBe(Number((await sql('select count(*) as n from courses'))[0].n));
    const dates = all.edges.map((edge: any) => edge.node.startDate).filter((date: string | null) => date !== null);
    expect(dates).toEqual([...dates].sort());
    expect(all.edges.find((edge: any) => edge.node.databaseId === hidden.databaseId).node.isActive).toBe(false);

    const byLocation = (await gql(ADMIN_LIST, { search: 'freibad' })).data.adminCourses.edges.map((edge: any) => edge.node.title);
    expect(byLocation).toEqual(['Aquafitness Spätkurs']);
    const activeOnly = (await gql(ADMIN_LIST, { search: 'freibad', includeInactive: false })).data.adminCourses;
    expect(activeOnly.totalCount).toBe(0);
    // A search the list cannot run whole is refused, not shortened.
    const tooLong = await post(ADMIN_LIST, { search: 'x'.repeat(201) }, 'admin', 'en');
    expect([tooLong.status, tooLong.body.errors?.[0]?.extensions?.code]).toEqual([400, 'BAD_USER_INPUT']);
  });

  it('pages through every course with stable cursors', async () => {
    const first = (await gql(ADMIN_LIST, { first: 3 })).data.adminCourses;
    const second = (await gql(ADMIN_LIST, { first: 3, after: first.pageInfo.endCursor })).data.adminCourses;
    expect(first.edges).toHaveLength(3);
    const ids = [...first.edges, ...second.edges].map((edge: any) => edge.node.databaseId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is refused to anonymous callers and to accounts without the admin role (the field null, HTTP 200: a partial answer)', async () => {
    const anonymous = await post(ADMIN_LIST, {}, 'anonymous', 'en');
    expect(anonymous.body.data).toEqual({ adminCourses: null });
    expect([anonymous.status, anonymous.body.errors[0].extensions.code, anonymous.body.errors[0].message]).toEqual([
      200,
      'UNAUTHENTICATED',
      'Please sign in.',
    ]);
    const user = await post(ADMIN_LIST, {}, 'user');
    expect([user.status, user.body.errors[0].extensions.code, user.body.errors[0].message]).toEqual([
      200,
      'FORBIDDEN',
      'Dazu sind Sie nicht berechtigt.',
    ]);
  });
});

describe('createCourse', () => {
  it('creates the course with SPEC §5 defaults and records who created it with all values', async () => {
    const before = Date.now();
    const course = await createCourse({ notes: '  Bitte Badekappe mitbringen. ', cancellationPolicy: '' });
    expect(course).toMatchObject({
      availableSlots: 10,
      totalSlots: 10,
      isActive: true,
      notes: 'Bitte Badekappe mitbringen.',
      cancellationPolicy: null,
      priceCents: 19_000,
    });
    expect(await courseRow(course.databaseId)).toMatchObject({ title: course.title, available_slots: 10, is_active: true });

    const [event] = await trailOf(course.id);
    expect(event).toMatchObject({ action: 'CREATED', actor: 'admin', before: null });
    expect(Date.parse(event.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(event.after).toEqual(valuesOf(course));
    // Visitors see it at once.
    const pub = await gql('query($id: Int!) { course(databaseId: $id) { title } }', { id: course.databaseId }, 'anonymous');
    expect(pub.data.course).toEqual({ title: course.title });
  });

  it("refuses the form rules field by field, in the request's language, and changes nothing", async () => {
    const before = await snapshot();
    const answer = async (extra: Record<string, unknown>, language = 'en') =>
      (await gql(CREATE, { input: courseInput(extra) }, 'admin', language)).data.createCourse;

    expect(await answer({ priceCents: -100 })).toEqual({
      course: null,
      errors: [{ field: 'priceCents', code: 'OUT_OF_RANGE', message: 'Price must be a positive number' }],
    });
    expect((await answer({ priceCents: -100 }, 'de')).errors[0].message).toBe('Der Preis muss eine positive Zahl sein');
    expect((await answer({ priceCents: 2_000_000_000 })).errors).toEqual([
      { field: 'priceCents', code: 'OUT_OF_RANGE', message: 'Please enter a price of at most €10,000.' },
    ]);
    expect((await answer({ availableSlots: 11 })).errors).toEqual([
      { field: 'availableSlots', code: 'OUT_OF_RANGE', message: 'Free places must be from 0 to the total number of places (10).' },
    ]);
    expect((await answer({ totalSlots: 0, availableSlots: 0 })).errors).toEqual([
      { field: 'totalSlots', code: 'OUT_OF_RANGE', message: 'Please enter a whole number from 1 to 1000.' },
    ]);
    expect((await answer({ startDate: '2099-05-01' })).errors).toEqual([
      { field: 'endDate', code: 'OUT_OF_RANGE', message: 'The end date must not be before the start date.' },
    ]);
    expect((await answer({ title: '   ', description: '' })).errors.map((e: any) => [e.field, e.code])).toEqual([
      ['title', 'REQUIRED'],
      ['description', 'REQUIRED'],
    ]);
    expect((await answer({ title: 'x'.repeat(10_000) })).errors.map((e: any) => [e.field, e.code])).toEqual([['title', 'TOO_LONG']]);
    expect(
      (await answer({ time: 'Montags von 12:15 bis 13:00 Uhr und danach noch länger' })).errors.map((e: any) => [e.field, e.code]),
    ).toEqual([['time', 'TOO_LONG']]);
    expect(
      (await answer({ title: 'Kurs\r\nBcc: victim@example.org', location: 'Bad\u0007' })).errors.map((e: any) => [e.field, e.code]),
    ).toEqual([
      ['title', 'INVALID_CHARACTERS'],
      ['location', 'INVALID_CHARACTERS'],
    ]);

    // Values no input of the schema can carry are refused by GraphQL itself, before anything runs.
    for (const extra of [
      { totalSlots: 2 ** 31 },
      { priceCents: 1.5 },
      { startDate: '2099-02-30' },
      { level: 'EXPERT' },
      { title: { $ne: null } },
      { location: 'Bad\u0000' },
    ]) {
      const refused = await post(CREATE, { input: courseInput(extra) }, 'admin');
      expect([JSON.stringify(extra), refused.status, refused.body.data]).toEqual([JSON.stringify(extra), 400, undefined]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('stores hostile text as the text it is', async () => {
    const title = `Robert'); DROP TABLE courses; -- <script>alert(1)</script>`;
    const course = await createCourse({ title });
    expect((await courseRow(course.databaseId)).title).toBe(title);
    expect(Number((await sql('select count(*) as n from courses'))[0].n)).toBeGreaterThan(1);
  });
});

describe('updateCourse', () => {
  it('changes only the given fields and records just those, before and after, with the admin', async () => {
    const course = await createCourse({ notes: 'Alt' });
    const { data } = await gql(UPDATE, { input: { id: course.id, title: 'Kraulkurs Intensiv', priceCents: 21_000, notes: null } });
    expect(data.updateCourse.errors).toEqual([]);
    expect(data.updateCourse.course).toEqual({ ...course, title: 'Kraulkurs Intensiv', priceCents: 21_000, notes: null });

    const [update, create] = await trailOf(course.id);
    expect(create.action).toBe('CREATED');
    expect(update).toMatchObject({
      action: 'UPDATED',
      actor: 'admin',
      before: { title: course.title, priceCents: 19_000, notes: 'Alt' },
      after: { title: 'Kraulkurs Intensiv', priceCents: 21_000, notes: null },
    });
    const [adminId] = await sql<{ id: number }>(`select id from users where username = 'admin'`);
    expect((await auditRows(course.databaseId)).map((row) => row.actor_id)).toEqual([adminId.id, adminId.id]);

    // Saving the same values again changes nothing and records nothing.
    await gql(UPDATE, { input: { id: course.id, title: 'Kraulkurs Intensiv' } });
    expect(await auditRows(course.databaseId)).toHaveLength(2);
  });

  it('checks the course it would leave as a whole and changes nothing when refused', async () => {
    const course = await createCourse();
    const before = await snapshot();
    const refused = (await gql(UPDATE, { input: { id: course.id, endDate: '2099-01-01', title: null, priceCents: -1 } }, 'admin', 'en'))
      .data.updateCourse;
    expect(refused).toEqual({
      course: null,
      errors: [
        { field: 'title', code: 'REQUIRED', message: 'This field is required.' },
        { field: 'endDate', code: 'OUT_OF_RANGE', message: 'The end date must not be before the start date.' },
        { field: 'priceCents', code: 'OUT_OF_RANGE', message: 'Price must be a positive number' },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("answers COURSE_NOT_FOUND for an id that is no course's", async () => {
    for (const id of [toGlobalId('Course', 999_999), toGlobalId('Order', 1), 'nonsense', toGlobalId('Course', 2 ** 40)]) {
      const { data } = await gql(UPDATE, { input: { id, title: 'Neu' } }, 'admin', 'en');
      expect([id, data.updateCourse]).toEqual([
        id,
        { course: null, errors: [{ field: 'id', code: 'COURSE_NOT_FOUND', message: 'This course does not exist (any more).' }] },
      ]);
    }
  });

  it('keeps the booked places when the number of places changes: the free places move by the difference, never below 0', async () => {
    const course = await createCourse({ totalSlots: 10 });
    expect((await placeOrder(course.databaseId, 3)).errors).toEqual([]);
    expect((await courseRow(course.databaseId)).available_slots).toBe(7);

    const resize = async (totalSlots: number) => {
      const { data } = await gql(UPDATE, { input: { id: course.id, totalSlots } }, 'admin', 'en');
      return data.updateCourse.errors.length
        ? data.updateCourse.errors
        : [data.updateCourse.course.totalSlots, data.updateCourse.course.availableSlots];
    };
    expect(await resize(12)).toEqual([12, 9]);
    expect(await resize(4)).toEqual([4, 1]);
    expect(await resize(3)).toEqual([3, 0]);
    // Fewer places than are booked would take a place from someone who has it: refused, nothing changed.
    const before = await snapshot();
    expect(await resize(2)).toEqual([
      {
        field: 'totalSlots',
        code: 'OUT_OF_RANGE',
        message: 'This course already has 3 places booked or held. Please enter at least 3 places.',
      },
    ]);
    expect(await snapshot()).toEqual(before);
    expect(await resize(5)).toEqual([5, 2]);
    const [last] = await trailOf(course.id);
    expect(last).toMatchObject({
      action: 'UPDATED',
      before: { totalSlots: 3, availableSlots: 0 },
      after: { totalSlots: 5, availableSlots: 2 },
    });
    expect(Object.keys(last.after)).toEqual(['totalSlots', 'availableSlots']);
  });

  it('loses no booking made while the number of places changes', async () => {
    const course = await createCourse({ totalSlots: 30 });
    const [orders] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, () => placeOrder(course.databaseId))),
      gql(UPDATE, { input: { id: course.id, totalSlots: 40 } }),
    ]);
    expect(orders.every((order) => order.errors.length === 0)).toBe(true);
    const row = await courseRow(course.databaseId);
    expect([row.total_slots, row.available_slots]).toEqual([40, 28]);
  });
});

describe('English texts (issue 23)', () => {
  const ENGLISH = {
    titleEn: 'Front crawl course',
    descriptionEn: 'Front crawl for adults who already swim breaststroke safely.',
    scheduleEn: 'Mondays',
    locationEn: 'Gersthofen indoor pool',
    durationEn: '8 sessions of 60 minutes',
  };
  const PUBLIC = `query($id: Int!) { course(databaseId: $id) { ${TEXTS} untranslated } }`;

  it('takes the English texts, answers each request in its language and tells which texts fell back to German', async () => {
    const course = await createCourse({ ...ENGLISH, notes: 'Bitte Badekappe mitbringen.', specialRequirements: '  ' });
    expect(course.en).toEqual({
      ...Object.fromEntries(Object.entries(ENGLISH).map(([field, text]) => [field.slice(0, -2), text])),
      notes: null,
      specialRequirements: null,
      whatToBring: null,
      cancellationPolicy: null,
    });
    // The admin on an English screen still edits the German texts as written.
    const both = await gql(
      `query($id: ID!) { adminCourse(id: $id) { title de: texts(language: DE) { title notes } en: texts(language: EN) { title notes } } }`,
      { id: course.id },
      'admin',
      'en',
    );
    expect(both.data.adminCourse).toEqual({
      title: 'Front crawl course',
      de: { title: course.title, notes: 'Bitte Badekappe mitbringen.' },
      en: { title: 'Front crawl course', notes: null },
    });

    const english = (await gql(PUBLIC, { id: course.databaseId }, 'anonymous', 'en-GB,en;q=0.9')).data.course;
    expect(english).toEqual({
      title: 'Front crawl course',
      description: ENGLISH.descriptionEn,
      schedule: 'Mondays',
      location: 'Gersthofen indoor pool',
      duration: '8 sessions of 60 minutes',
      // Written in German only: shown in German and listed, so the page marks it lang="de".
      notes: 'Bitte Badekappe mitbringen.',
      specialRequirements: null,
      whatToBring: null,
      cancellationPolicy: null,
      untranslated: ['NOTES'],
    });
    const german = (await gql(PUBLIC, { id: course.databaseId }, 'anonymous', 'de')).data.course;
    expect(german).toMatchObject({ title: course.title, schedule: 'Montags', duration: '8 Einheiten à 60 Minuten', untranslated: [] });

    // A course without any English text: everything German, every written text listed.
    const plain = await createCourse();
    const fallback = (await gql(PUBLIC, { id: plain.databaseId }, 'anonymous', 'en')).data.course;
    expect(fallback).toMatchObject({ title: plain.title, schedule: 'Montags' });
    expect(fallback.untranslated).toEqual(['TITLE', 'DESCRIPTION', 'SCHEDULE', 'LOCATION', 'DURATION']);
  });

  it("checks the English texts with the German fields' limits, in the request's language, and changes nothing when refused", async () => {
    const course = await createCourse();
    const before = await snapshot();
    const { data } = await gql(UPDATE, { input: { id: course.id, titleEn: 'x'.repeat(201), durationEn: 'ok' } }, 'admin', 'en');
    expect(data.updateCourse).toEqual({
      course: null,
      errors: [{ field: 'titleEn', code: 'TOO_LONG', message: expect.stringMatching(/200/) }],
    });
    expect(await snapshot()).toEqual(before);

    const saved = (await gql(UPDATE, { input: { id: course.id, scheduleEn: ' Mondays ' } })).data.updateCourse;
    expect(saved.course.en.schedule).toBe('Mondays');
    const [event] = await trailOf(course.id);
    expect(event).toMatchObject({ before: { scheduleEn: null }, after: { scheduleEn: 'Mondays' } });
  });

  it("finds courses by their English texts in the public and the admins' search", async () => {
    const course = await createCourse({
      titleEn: 'Butterfly workshop',
      descriptionEn: 'Dolphin kick and timing.',
      locationEn: 'Northern outdoor pool',
    });
    const publicSearch = await gql(
      'query($s: String) { courses(filter: { search: $s }) { edges { node { databaseId } } } }',
      { s: 'dolphin butterfly' },
      'anonymous',
    );
    expect(publicSearch.data.courses.edges).toEqual([{ node: { databaseId: course.databaseId } }]);
    const adminSearch = (await gql(ADMIN_LIST, { search: 'northern' })).data.adminCourses.edges.map((edge: any) => edge.node.databaseId);
    expect(adminSearch).toEqual([course.databaseId]);
  });

  it('REST writes take the English fields and answers carry them beside the German ones', async () => {
    const { status, body } = await rest('POST', '/api/courses', 'admin', {
      ...courseInput(),
      price: 100,
      titleEn: 'Evening crawl',
      scheduleEn: 'Mondays',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: expect.stringMatching(/^Kraulkurs/),
      titleEn: 'Evening crawl',
      schedule: 'Montags',
      scheduleEn: 'Mondays',
      notesEn: null,
    });
    const changed = await rest('PUT', `/api/courses/${body.id}`, 'admin', { titleEn: null, notesEn: 'Bring a cap.' });
    expect(changed.body).toMatchObject({ titleEn: null, notesEn: 'Bring a cap.', scheduleEn: 'Mondays' });
  });
});

describe('duplicateCourse', () => {
  it('copies the course with the copy suffix, all places free and inactive, recording where it came from', async () => {
    const original = await createCourse({ totalSlots: 8, notes: 'Mit Abzeichen' });
    await placeOrder(original.databaseId, 2);
    const { data } = await gql(DUPLICATE, { input: { id: original.id } });
    const { auditTrail, ...copy } = data.duplicateCourse.course;
    expect(data.duplicateCourse.errors).toEqual([]);
    expect(copy).toEqual({
      ...original,
      id: copy.id,
      databaseId: copy.databaseId,
      title: `${original.title} (Kopie)`,
      availableSlots: 8,
      isActive: false,
    });
    expect(copy.databaseId).not.toBe(original.databaseId);
    expect(auditTrail).toEqual([
      {
        action: 'DUPLICATED',
        at: expect.any(String),
        actor: 'admin',
        before: null,
        after: { ...valuesOf(copy), duplicatedFrom: original.databaseId },
      },
    ]);
    // An admin finds the inactive copy; visitors do not.
    expect((await gql('query($id: ID!) { adminCourse(id: $id) { title } }', { id: copy.id })).data.adminCourse).toEqual({
      title: copy.title,
    });
    expect((await gql('query($id: ID!) { node(id: $id) { id } }', { id: copy.id }, 'anonymous')).data.node).toBeNull();
    expect((await courseRow(original.databaseId)).available_slots).toBe(6);
  });

  it('answers COURSE_NOT_FOUND for an unknown course', async () => {
    const { data } = await gql(DUPLICATE, { input: { id: toGlobalId('Course', 999_999) } });
    expect(data.duplicateCourse.errors.map((e: any) => e.code)).toEqual(['COURSE_NOT_FOUND']);
  });
});

describe('setCourseActive', () => {
  it('hides an inactive course from visitors on both doors, and records the switch', async () => {
    const course = await createCourse();
    const off = (await gql(SET_ACTIVE, { input: { id: course.id, isActive: false } })).data.setCourseActive;
    expect(off).toEqual({ course: { id: course.id, isActive: false }, errors: [] });
    expect(
      (await gql('query($id: Int!) { course(databaseId: $id) { title } }', { id: course.databaseId }, 'anonymous')).data.course,
    ).toBeNull();
    const publicTitles = (await gql('{ courses(first: 200) { edges { node { title } } } }', {}, 'anonymous')).data.courses.edges.map(
      (edge: any) => edge.node.title,
    );
    expect(publicTitles).not.toContain(course.title);
    expect((await rest('GET', `/api/courses/${course.databaseId}`, 'anonymous')).status).toBe(404);
    // Setting the state it already has is no change.
    await gql(SET_ACTIVE, { input: { id: course.id, isActive: false } });
    const [event] = await trailOf(course.id);
    expect(event).toMatchObject({ action: 'UPDATED', actor: 'admin', before: { isActive: true }, after: { isActive: false } });
    expect(await auditRows(course.databaseId)).toHaveLength(2);

    await gql(SET_ACTIVE, { input: { id: course.id, isActive: true } });
    expect(
      (await gql('query($id: Int!) { course(databaseId: $id) { title } }', { id: course.databaseId }, 'anonymous')).data.course,
    ).toEqual({ title: course.title });
  });
});

describe('a course on offer is bookable at once, so it needs its start date and a price of at least 1 €', () => {
  const PUBLIC = 'query($id: Int!) { course(databaseId: $id) { title availability bookable } }';

  it('refuses an active course titled "x" for 1 cent without dates on both doors, with translated field errors, storing nothing', async () => {
    const before = await snapshot();
    const bare = { title: 'x', startDate: null, endDate: null, priceCents: 1 };
    expect((await gql(CREATE, { input: courseInput(bare) }, 'admin', 'en')).data.createCourse).toEqual({
      course: null,
      errors: [
        {
          field: 'startDate',
          code: 'REQUIRED',
          message: 'A course on offer needs a start date. Enter it, or save the course as not active.',
        },
        { field: 'priceCents', code: 'OUT_OF_RANGE', message: 'Please enter a price of at least €1.' },
      ],
    });
    const free = (await gql(CREATE, { input: courseInput({ priceCents: 0 }) })).data.createCourse;
    expect(free.errors).toEqual([
      {
        field: 'priceCents',
        code: 'OUT_OF_RANGE',
        message:
          'Ein Kurs, der angeboten wird, braucht einen Preis von mindestens 1 €. Tragen Sie ihn ein oder speichern Sie den Kurs als nicht aktiv.',
      },
    ]);
    // The REST door: the old clients' fields (price in euros, the switch on by default).
    const rest400 = await rest('POST', '/api/courses', 'admin', { title: 'x', description: 'Kurz.', price: 0.01 }, 'en');
    expect(rest400).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        errors: [
          {
            field: 'startDate',
            code: 'REQUIRED',
            message: 'A course on offer needs a start date. Enter it, or save the course as not active.',
          },
          { field: 'price', code: 'OUT_OF_RANGE', message: 'Please enter a price of at least €1.' },
        ],
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('saves a draft without dates or price, keeps it off sale, and puts it on sale once both are given', async () => {
    const draft = await createCourse({ startDate: null, endDate: null, priceCents: 0, isActive: false });
    expect((await gql(PUBLIC, { id: draft.databaseId }, 'anonymous')).data.course).toBeNull();
    const trailBefore = await auditRows(draft.databaseId);

    // The switch alone cannot put it on sale, on /graphql nor by PUT /api/courses/{id}.
    const switched = (await gql(SET_ACTIVE, { input: { id: draft.id, isActive: true } }, 'admin', 'en')).data.setCourseActive;
    expect(switched).toEqual({
      course: null,
      errors: [
        {
          field: 'startDate',
          code: 'REQUIRED',
          message: 'A course on offer needs a start date. Enter it, or save the course as not active.',
        },
        {
          field: 'priceCents',
          code: 'OUT_OF_RANGE',
          message: 'A course on offer needs a price of at least €1. Enter it, or save the course as not active.',
        },
      ],
    });
    const put = await rest('PUT', `/api/courses/${draft.databaseId}`, 'admin', { isActive: true, price: 150 }, 'en');
    expect([put.status, put.body.errors]).toEqual([
      400,
      [
        {
          field: 'startDate',
          code: 'REQUIRED',
          message: 'A course on offer needs a start date. Enter it, or save the course as not active.',
        },
      ],
    ]);
    expect(await courseRow(draft.databaseId)).toMatchObject({ is_active: false, start_date: null, price_cents: 0 });
    expect(await auditRows(draft.databaseId)).toEqual(trailBefore);

    const onSale = (await gql(UPDATE, { input: { id: draft.id, startDate: '2099-06-01', priceCents: 15_000, isActive: true } })).data
      .updateCourse;
    expect(onSale.errors).toEqual([]);
    expect((await gql(PUBLIC, { id: draft.databaseId }, 'anonymous')).data.course).toEqual({
      title: draft.title,
      availability: 'AVAILABLE',
      bookable: true,
    });
    // Taking its start date away again while it is on sale is refused; off sale, it may go.
    const noDate = (await gql(UPDATE, { input: { id: draft.id, startDate: null } })).data.updateCourse;
    expect(noDate.errors.map((e: any) => [e.field, e.code])).toEqual([['startDate', 'REQUIRED']]);
    expect((await gql(SET_ACTIVE, { input: { id: draft.id, isActive: false } })).data.setCourseActive.errors).toEqual([]);
    expect((await gql(UPDATE, { input: { id: draft.id, startDate: null } })).data.updateCourse.errors).toEqual([]);
  });
});

describe('deleteCourse', () => {
  it('refuses a course with an order, a booking request or held places (deactivate instead), changing nothing', async () => {
    const ordered = await createCourse();
    await placeOrder(ordered.databaseId);
    const requested = await createCourse();
    const request = await gql(
      'mutation($input: SubmitCourseRequestInput!) { submitCourseRequest(input: $input) { errors { code } } }',
      { input: { courseId: requested.databaseId, name: 'Anna Muster', email: 'anna@example.org', privacyAccepted: true } },
      'anonymous',
    );
    expect(request.data.submitCourseRequest.errors).toEqual([]);
    const held = await createCourse();
    const cart = visitor();
    await cart.post(`mutation($input: AddCourseToCartInput!) { addCourseToCart(input: $input) { errors { code } } }`, {
      input: { courseId: held.databaseId },
    });
    expect((await cart.post('mutation { holdCartPlaces { errors { code } } }')).data.holdCartPlaces.errors).toEqual([]);

    const before = await snapshot();
    for (const course of [ordered, requested, held]) {
      const { data } = await gql(DELETE, { input: { id: course.id } }, 'admin', 'en');
      expect(data.deleteCourse).toEqual({
        deletedCourseId: null,
        errors: [
          {
            field: 'id',
            code: 'COURSE_HAS_ORDERS',
            message: 'This course cannot be deleted because it has orders, requests or held places. Deactivate it instead.',
          },
        ],
      });
    }
    expect((await gql(DELETE, { input: { id: ordered.id } })).data.deleteCourse.errors[0].message).toBe(
      'Dieser Kurs kann nicht gelöscht werden, weil es Bestellungen, Anfragen oder reservierte Plätze dafür gibt. Deaktivieren Sie ihn stattdessen.',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('deletes a course nobody ordered, with its cart items, and keeps the record of the deletion', async () => {
    const course = await createCourse();
    const cart = visitor();
    await cart.post(`mutation($input: AddCourseToCartInput!) { addCourseToCart(input: $input) { errors { code } } }`, {
      input: { courseId: course.databaseId },
    });
    expect(await sql('select id from cart_items where course_id = ?', [course.databaseId])).toHaveLength(1);

    const { data } = await gql(DELETE, { input: { id: course.id } });
    expect(data.deleteCourse).toEqual({ deletedCourseId: course.id, errors: [] });
    expect(await sql('select id from courses where id = ?', [course.databaseId])).toEqual([]);
    expect(await sql('select id from cart_items where course_id = ?', [course.databaseId])).toEqual([]);
    expect((await cart.post('{ cart { itemCount } }')).data.cart.itemCount).toBe(0);
    const rows = await auditRows(course.databaseId);
    expect(rows.map((row) => row.action)).toEqual(['created', 'deleted']);
    expect(rows[1]).toMatchObject({ before: valuesOf(course), after: null });

    const again = await gql(DELETE, { input: { id: course.id } });
    expect(again.data.deleteCourse.errors.map((e: any) => e.code)).toEqual(['COURSE_NOT_FOUND']);
  });
});

describe('course mutations refuse anonymous callers and non-admins, changing nothing', () => {
  it('answers UNAUTHENTICATED and FORBIDDEN', async () => {
    const course = await createCourse();
    const before = await snapshot();
    const calls: [string, Record<string, unknown>][] = [
      [CREATE, { input: courseInput() }],
      [UPDATE, { input: { id: course.id, title: 'Gekapert' } }],
      [DUPLICATE, { input: { id: course.id } }],
      [SET_ACTIVE, { input: { id: course.id, isActive: false } }],
      [DELETE, { input: { id: course.id } }],
    ];
    for (const [query, variables] of calls) {
      for (const [caller, status, code] of [
        ['anonymous', 401, 'UNAUTHENTICATED'],
        ['user', 403, 'FORBIDDEN'],
      ] as const) {
        const answer = await post(query, variables, caller);
        expect([caller, answer.status, answer.body.errors?.[0]?.extensions?.code]).toEqual([caller, status, code]);
      }
    }
    // Nor can anyone but an admin read a course's audit trail.
    const trail = await post(`query($id: Int!) { course(databaseId: $id) { title ${TRAIL} } }`, { id: course.databaseId }, 'user');
    expect(trail.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await snapshot()).toEqual(before);
  });
});

describe('REST door (SPEC §7)', () => {
  it("GET /api/admin/courses lists every course, inactive ones too, in SPEC §3's shape; 401 and 403 for others", async () => {
    const hidden = await createCourse({ isActive: false, priceCents: 12_550 });
    const { status, body } = await rest('GET', '/api/admin/courses', 'admin');
    expect(status).toBe(200);
    expect(body.length).toBe(Number((await sql('select count(*) as n from courses'))[0].n));
    expect(body.find((course: any) => course.id === hidden.databaseId)).toEqual({
      id: hidden.databaseId,
      title: hidden.title,
      description: hidden.description,
      courseType: 'ADULTS',
      level: 'Fortgeschritten',
      ageGroup: '18+',
      startDate: '2099-03-02',
      endDate: '2099-04-27',
      schedule: 'Montags',
      time: '19:00-20:00',
      location: 'Hallenbad Gersthofen',
      duration: '8 Einheiten à 60 Minuten',
      availableSlots: 10,
      totalSlots: 10,
      price: 125.5,
      isActive: false,
      minParticipants: null,
      cancelledAt: null,
      notes: null,
      specialRequirements: null,
      cancellationPolicy: null,
      titleEn: null,
      descriptionEn: null,
      scheduleEn: null,
      locationEn: null,
      durationEn: null,
      notesEn: null,
      specialRequirementsEn: null,
      cancellationPolicyEn: null,
    });
    expect((await rest('GET', '/api/admin/courses', 'anonymous')).status).toBe(401);
    expect(await rest('GET', '/api/admin/courses', 'user', undefined, 'en')).toEqual({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'You are not allowed to do this.' },
    });
  });

  it('POST /api/courses creates a course from the old fields (labels, euros, SPEC §5 defaults) and answers 201', async () => {
    const { status, body } = await rest('POST', '/api/courses', 'admin', {
      title: 'Seepferdchen Ferienkurs',
      description: 'Täglich eine Stunde, bis zum Seepferdchen.',
      startDate: '2099-08-03',
      endDate: '2099-08-14',
      schedule: 'Montag bis Freitag',
      time: '10:00-10:45',
      location: 'Hallenbad Gersthofen',
      duration: '10 Einheiten à 45 Minuten',
      price: '149.90',
      id: 4711,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: 'Seepferdchen Ferienkurs',
      level: 'Anfänger',
      ageGroup: '5-7 Jahre',
      courseType: 'CHILDREN',
      totalSlots: 10,
      availableSlots: 10,
      price: 149.9,
      isActive: true,
    });
    expect(body.id).not.toBe(4711);
    expect((await courseRow(body.id)).price_cents).toBe(14_990);
    expect((await auditRows(body.id)).map((row) => row.action)).toEqual(['created']);
  });

  it('POST /api/courses answers 400 with each refused field by its SPEC name, and stores nothing', async () => {
    const before = await snapshot();
    const refused = await rest(
      'POST',
      '/api/courses',
      'admin',
      { title: '', description: 'Kurz.', price: -5, totalSlots: 5, availableSlots: 6 },
      'en',
    );
    expect(refused).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        errors: [
          { field: 'title', code: 'REQUIRED', message: 'This field is required.' },
          {
            field: 'startDate',
            code: 'REQUIRED',
            message: 'A course on offer needs a start date. Enter it, or save the course as not active.',
          },
          { field: 'availableSlots', code: 'OUT_OF_RANGE', message: 'Free places must be from 0 to the total number of places (5).' },
          { field: 'price', code: 'OUT_OF_RANGE', message: 'Price must be a positive number' },
        ],
      },
    });
    const malformed = await rest(
      'POST',
      '/api/courses',
      'admin',
      { ...courseInput(), level: 'Weltmeister', startDate: '31.12.2099', totalSlots: 'viele', price: 'gratis', isActive: 'ja' },
      'en',
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.map((error: any) => [error.field, error.code])).toEqual([
      ['startDate', 'INVALID_DATE'],
      ['level', 'OUT_OF_RANGE'],
      ['totalSlots', 'OUT_OF_RANGE'],
      ['price', 'OUT_OF_RANGE'],
      ['isActive', 'OUT_OF_RANGE'],
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('POST /api/courses refuses anonymous callers and non-admins whatever the body', async () => {
    const before = await snapshot();
    expect(await rest('POST', '/api/courses', 'anonymous', courseInput(), 'en')).toEqual({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Please sign in.' },
    });
    expect((await rest('POST', '/api/courses', 'user', courseInput())).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('PUT /api/courses/{id} changes the given fields (price in euros; free places follow the total), 404 for unknown ids', async () => {
    const course = await createCourse();
    await placeOrder(course.databaseId, 2);
    const { status, body } = await rest('PUT', `/api/courses/${course.databaseId}`, 'admin', {
      title: 'Kraulkurs Abend',
      price: 99.5,
      totalSlots: 12,
      availableSlots: 12,
      level: 'Profi',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: course.databaseId,
      title: 'Kraulkurs Abend',
      price: 99.5,
      totalSlots: 12,
      availableSlots: 10,
      level: 'Profi',
      ageGroup: '18+',
    });
    const [event] = await trailOf(course.id);
    expect(event).toMatchObject({
      action: 'UPDATED',
      before: { title: course.title, priceCents: 19_000, totalSlots: 10, availableSlots: 8, level: 'ADVANCED' },
    });

    expect(await rest('PUT', '/api/courses/999999', 'admin', { title: 'Neu' })).toEqual({
      status: 404,
      body: { code: 'COURSE_NOT_FOUND', message: 'Kurs nicht gefunden.' },
    });
    expect((await rest('PUT', '/api/courses/abc', 'admin', { title: 'Neu' })).status).toBe(400);
    const refused = await rest('PUT', `/api/courses/${course.databaseId}`, 'admin', { price: 12.345, endDate: '2099-01-01' }, 'en');
    expect([refused.status, refused.body.errors.map((error: any) => error.field)]).toEqual([400, ['price']]);
    const rules = await rest('PUT', `/api/courses/${course.databaseId}`, 'admin', { endDate: '2099-01-01' }, 'en');
    expect([rules.status, rules.body.errors]).toEqual([
      400,
      [{ field: 'endDate', code: 'OUT_OF_RANGE', message: 'The end date must not be before the start date.' }],
    ]);
    expect((await rest('PUT', `/api/courses/${course.databaseId}`, 'user', { title: 'Gekapert' })).status).toBe(403);
    expect((await courseRow(course.databaseId)).title).toBe('Kraulkurs Abend');
  });

  it('DELETE /api/courses/{id}: 204 without a body, 409 for a course with orders, 404 for unknown ids', async () => {
    const course = await createCourse();
    expect((await rest('DELETE', `/api/courses/${course.databaseId}`, 'anonymous')).status).toBe(401);
    expect((await rest('DELETE', `/api/courses/${course.databaseId}`, 'user')).status).toBe(403);
    expect(await rest('DELETE', `/api/courses/${course.databaseId}`, 'admin')).toEqual({ status: 204, body: null });
    expect((await rest('DELETE', `/api/courses/${course.databaseId}`, 'admin')).status).toBe(404);

    const ordered = await createCourse();
    await placeOrder(ordered.databaseId);
    expect(await rest('DELETE', `/api/courses/${ordered.databaseId}`, 'admin', undefined, 'en')).toEqual({
      status: 409,
      body: {
        code: 'COURSE_HAS_ORDERS',
        message: 'This course cannot be deleted because it has orders, requests or held places. Deactivate it instead.',
      },
    });
    expect(await courseRow(ordered.databaseId)).toBeDefined();
  });
});

/** A visitor with a cart cookie of its own. */
function visitor() {
  const jar = new Map<string, string>();
  return {
    async post(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLBody> {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      const body = (await response.json()) as GraphQLBody;
      expect([response.status, body.errors]).toEqual([200, undefined]);
      return body;
    },
  };
}
