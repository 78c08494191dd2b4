import { hashPassword } from '../src/modules/auth/password.js';
import { berlinDay } from '../src/modules/training/training.rules.js';
import { User, UserRole } from '../src/modules/users/user.entity.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { createTestCourse } from './test-course.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';

/**
 * Issue 27 point 6: the trainer's phone view on the server. A trainer reads and marks only the courses assigned to
 * them (another trainer, staff, a plain user and anonymous callers are refused); marks are idempotent (the latest
 * device time wins, a resend changes nothing); hostile input changes nothing; the parent sees badges and attendance
 * on the order page, never the notes.
 */
let t: TestApp;
let calls: AdminCallers;
const tokens: Record<string, string> = {};
let courseId: number;
let otherCourseId: number;
let accessKey: string;
let children: number[];
let otherChildren: number[];
const today = berlinDay(new Date());
const WEEKDAYS = ['Sonntags', 'Montags', 'Dienstags', 'Mittwochs', 'Donnerstags', 'Freitags', 'Samstags'];
const dayOffset = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function as(who: string, query: string, variables: Record<string, unknown> = {}, language = 'de') {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

async function account(username: string, role: UserRole) {
  await t.database.orm.em.fork().insert(User, { username, passwordHash: await hashPassword(`${username}-password`), role });
  const answer = await as(
    'anonymous',
    'mutation($input: SignInInput!) { signIn(input: $input) { token viewer { role } errors { code } } }',
    {
      input: { username, password: `${username}-password` },
    },
  );
  expect(answer.body.data.signIn.viewer.role).toBe(role.toUpperCase());
  tokens[username] = answer.body.data.signIn.token;
  return (await calls.sql<{ id: number }>('select id from users where username = ?', [username]))[0].id;
}

/** A course running now (a session today), with a confirmed, paid order for two children. */
async function runningCourse(title: string) {
  const id = await createTestCourse(t, { title, places: 10, priceCents: 9_000 });
  const placed = await calls.gql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { id items { participants { databaseId } } } errors { code } } }`,
    {
      input: {
        idempotencyKey: `trainer-test-${id}-abcdefgh`,
        customer: {
          firstName: 'Petra',
          lastName: 'Muster',
          email: 'petra.trainer@example.org',
          phone: '0821 123456',
          address: 'Badstraße 1',
          city: 'Gersthofen',
          zipCode: '86368',
        },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
        items: [
          {
            courseId: id,
            quantity: 2,
            participants: [
              { firstName: 'Mia', lastName: 'Muster' },
              { firstName: 'Ben', lastName: 'Muster' },
            ],
          },
        ],
      },
    },
    'anonymous',
  );
  expect(placed.data.placeOrder.errors).toEqual([]);
  const orderId = placed.data.placeOrder.order.id;
  expect(
    (await calls.admin('mutation($input: ConfirmOrderInput!) { confirmOrder(input: $input) { errors { code } } }', { input: { orderId } }))
      .confirmOrder.errors,
  ).toEqual([]);
  expect(
    (
      await calls.admin('mutation($input: MarkOrderPaidInput!) { markOrderPaid(input: $input) { errors { code } } }', {
        input: { orderId },
      })
    ).markOrderPaid.errors,
  ).toEqual([]);
  // Started a week ago, on today's weekday.
  await calls.sql('update courses set start_date = ?, end_date = ?, schedule = ? where id = ?', [
    dayOffset(-7),
    dayOffset(21),
    WEEKDAYS[new Date(`${today}T12:00:00Z`).getUTCDay()],
    id,
  ]);
  return {
    id,
    accessKey: placed.data.placeOrder.accessKey as string,
    children: placed.data.placeOrder.order.items[0].participants.map((p: { databaseId: number }) => p.databaseId) as number[],
  };
}

const ROSTER = `query($courseId: Int!) { trainerRoster(courseId: $courseId) { courseId title sessionDates badges { databaseId name } participants { id databaseId firstName note attendance { sessionDate present } badges { badgeId reachedOn } } } }`;
const SAVE = `mutation($input: SaveTrainerMarksInput!) { saveTrainerMarks(input: $input) { applied errors { field code message } participants { databaseId note attendance { sessionDate present } badges { badgeId } } } }`;
const COURSES = `query($from: LocalDate!, $to: LocalDate!) { trainerCourses(from: $from, to: $to) { courseId title sessionDates participantCount } }`;

async function checksum() {
  const rows = await calls.sql<{ sum: string }>(
    `select md5(coalesce((select string_agg(a::text, ',' order by a.id) from attendances a), '') || coalesce((select string_agg(n::text, ',' order by n.id) from participant_notes n), '') ||
      coalesce((select string_agg(b::text, ',' order by b.id) from badge_awards b), '') || coalesce((select string_agg(c::text, ',' order by c.id) from course_trainers c), '') ||
      coalesce((select string_agg(g::text, ',' order by g.id) from badges g), '')) as sum`,
  );
  return rows[0].sum;
}

beforeAll(async () => {
  t = await startTestApp();
  await enableBankTransfer(t);
  calls = await adminCallers(t, { username: 'trainer-test-user' });
  tokens.admin = calls.tokens.admin;
  tokens.user = calls.tokens.user;
  const anna = await account('trainer-anna', UserRole.TRAINER);
  await account('trainer-ben', UserRole.TRAINER);
  await account('staff-clara', UserRole.STAFF);
  ({ id: courseId, accessKey, children } = await runningCourse('Trainerkurs Delfine'));
  ({ id: otherCourseId, children: otherChildren } = await runningCourse('Trainerkurs Haie'));
  const set = await calls.admin(
    'mutation($input: SetCourseTrainersInput!) { setCourseTrainers(input: $input) { trainers { databaseId username } errors { code } } }',
    {
      input: { courseId, trainerIds: [anna] },
    },
  );
  expect(set.setCourseTrainers).toEqual({ trainers: [{ databaseId: anna, username: 'trainer-anna' }], errors: [] });
});
afterAll(() => t?.close());

describe('trainers see and mark only their own courses', () => {
  it("lists the assigned course with today's session for its trainer, every running course for admins, nothing for another trainer", async () => {
    const week = { from: dayOffset(-3), to: dayOffset(3) };
    const annaAnswer = await as('trainer-anna', COURSES, week);
    expect(annaAnswer.body.errors).toBeUndefined();
    const anna = annaAnswer.body.data.trainerCourses;
    expect(anna).toEqual([{ courseId, title: 'Trainerkurs Delfine', sessionDates: [today], participantCount: 2 }]);
    expect((await as('trainer-ben', COURSES, week)).body.data.trainerCourses).toEqual([]);
    const admin = (await as('admin', COURSES, week)).body.data.trainerCourses.map((c: { courseId: number }) => c.courseId);
    expect(admin).toEqual(expect.arrayContaining([courseId, otherCourseId]));
    // A range of more than 62 days, or no date at all, is the client's mistake.
    const tooLong = await as('trainer-anna', COURSES, { from: dayOffset(0), to: dayOffset(70) });
    expect([tooLong.status, tooLong.body.errors?.[0].extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
    expect((await as('trainer-anna', COURSES, { from: '2026-13-45', to: dayOffset(0) })).status).toBe(400);
  });

  it("names the course and its place in the trainer's language, German where no English text is written", async () => {
    await calls.sql(
      `update courses set location = 'Hallenbad Gersthofen, Eingang Nord', location_en = 'Gersthofen indoor pool, north entrance', title_en = 'Trainer course Dolphins' where id = ?`,
      [courseId],
    );
    await calls.sql(`update courses set location = 'Freibad Gersthofen', location_en = null where id = ?`, [otherCourseId]);
    try {
      const week = { from: dayOffset(-3), to: dayOffset(3) };
      const place = `query($courseId: Int!) { trainerRoster(courseId: $courseId) { title location } }`;
      expect((await as('trainer-anna', COURSES.replace('title', 'title location'), week, 'en')).body.data.trainerCourses).toEqual([
        expect.objectContaining({ title: 'Trainer course Dolphins', location: 'Gersthofen indoor pool, north entrance' }),
      ]);
      expect((await as('trainer-anna', place, { courseId }, 'en')).body.data.trainerRoster).toEqual({
        title: 'Trainer course Dolphins',
        location: 'Gersthofen indoor pool, north entrance',
      });
      expect((await as('trainer-anna', place, { courseId }, 'de')).body.data.trainerRoster).toEqual({
        title: 'Trainerkurs Delfine',
        location: 'Hallenbad Gersthofen, Eingang Nord',
      });
      expect((await as('admin', place, { courseId: otherCourseId }, 'en')).body.data.trainerRoster).toEqual({
        title: 'Trainerkurs Haie',
        location: 'Freibad Gersthofen',
      });
    } finally {
      await calls.sql(`update courses set location = null, location_en = null, title_en = null where id in (?, ?)`, [
        courseId,
        otherCourseId,
      ]);
    }
  });

  it('refuses the roster and the marks of a course to another trainer, staff, a user and anonymous callers, changing nothing', async () => {
    const before = await checksum();
    const mark = {
      input: {
        courseId,
        attendance: [{ participantId: children[0], sessionDate: today, present: true, markedAt: new Date().toISOString() }],
      },
    };
    for (const [who, status, code] of [
      ['trainer-ben', 403, 'FORBIDDEN'],
      ['staff-clara', 403, 'FORBIDDEN'],
      ['user', 403, 'FORBIDDEN'],
      ['anonymous', 401, 'UNAUTHENTICATED'],
    ] as const) {
      for (const [query, variables] of [
        [ROSTER, { courseId }],
        [SAVE, mark],
        [COURSES, { from: today, to: today }],
      ] as const) {
        const answer = await as(who, query, variables);
        const expectsData = who === 'trainer-ben' && query === COURSES; // a trainer's own (empty) list
        // A refused query field is null in a partial answer (200); a refused mutation is refused whole (401/403).
        const refusedStatus = query === SAVE ? status : 200;
        expect({ who, status: answer.status, code: answer.body.errors?.[0]?.extensions?.code }).toEqual(
          expectsData ? { who, status: 200, code: undefined } : { who, status: refusedStatus, code },
        );
      }
    }
    // The trainer of one course is refused on another course, in the request's language.
    const other = await as('trainer-anna', ROSTER, { courseId: otherCourseId }, 'en');
    expect([other.status, other.body.errors?.[0].extensions.code, other.body.errors?.[0].message]).toEqual([
      200,
      'FORBIDDEN',
      'This course is not assigned to you.',
    ]);
    const otherMark = await as('trainer-anna', SAVE, { input: { ...mark.input, courseId: otherCourseId } });
    expect([otherMark.status, otherMark.body.errors?.[0].message]).toEqual([403, 'Dieser Kurs ist Ihnen nicht zugeteilt.']);
    // Admin-only fields refuse trainers.
    for (const query of [
      '{ badges { name } }',
      '{ trainerAccounts { username } }',
      `{ courseTrainers(courseId: ${courseId}) { username } }`,
    ]) {
      const refused = await as('trainer-anna', query);
      expect([query, refused.status, refused.body.errors?.[0]?.extensions?.code]).toEqual([query, 200, 'FORBIDDEN']);
      expect(Object.values(refused.body.data)).toEqual([null]);
    }
    expect(await checksum()).toBe(before);
  });

  it('stores attendance, a note and a badge; a resend changes nothing; an older mark loses to a newer one', async () => {
    const roster = (await as('trainer-anna', ROSTER, { courseId })).body.data.trainerRoster;
    expect(roster.sessionDates).toContain(today);
    expect(roster.badges.map((b: { name: string }) => b.name)).toEqual(['Seepferdchen', 'Bronze', 'Silber', 'Gold']);
    expect(roster.participants.map((p: { firstName: string }) => p.firstName)).toEqual(['Ben', 'Mia']);
    const seahorse = roster.badges[0].databaseId;
    const [mia, ben] = children;
    const at = new Date(Date.now() - 60_000).toISOString();
    const input = {
      courseId,
      attendance: [
        { participantId: mia, sessionDate: today, present: true, markedAt: at },
        { participantId: ben, sessionDate: today, present: false, markedAt: at },
      ],
      notes: [{ participantId: mia, text: '  Taucht schon nach Ringen.\nMag keine Brille. ', markedAt: at }],
      badges: [{ participantId: mia, badgeId: seahorse, reached: true, markedAt: at }],
    };
    const first = (await as('trainer-anna', SAVE, { input })).body.data.saveTrainerMarks;
    expect(first.errors).toEqual([]);
    expect(first.applied).toBe(4);
    const stored = await checksum();
    // The same marks again (the phone's queue resent after a lost answer): nothing changes.
    const again = (await as('trainer-anna', SAVE, { input })).body.data.saveTrainerMarks;
    expect([again.errors, again.applied]).toEqual([[], 0]);
    expect(await checksum()).toBe(stored);
    // An older mark arriving late loses; a newer one wins.
    const older = new Date(Date.parse(at) - 30_000).toISOString();
    expect(
      (
        await as('trainer-anna', SAVE, {
          input: { courseId, attendance: [{ participantId: mia, sessionDate: today, present: false, markedAt: older }] },
        })
      ).body.data.saveTrainerMarks.applied,
    ).toBe(0);
    const newer = (
      await as('admin', SAVE, {
        input: { courseId, attendance: [{ participantId: ben, sessionDate: today, present: true, markedAt: new Date().toISOString() }] },
      })
    ).body.data.saveTrainerMarks;
    expect(newer.applied).toBe(1);
    const after = (await as('trainer-anna', ROSTER, { courseId })).body.data.trainerRoster.participants;
    expect(after.map((p: any) => [p.firstName, p.note, p.attendance, p.badges.map((b: any) => b.badgeId)])).toEqual([
      ['Ben', '', [{ sessionDate: today, present: true }], []],
      ['Mia', 'Taucht schon nach Ringen.\nMag keine Brille.', [{ sessionDate: today, present: true }], [seahorse]],
    ]);
  });

  it('refuses hostile marks as a whole with a translated error, changing nothing', async () => {
    const before = await checksum();
    const now = new Date().toISOString();
    const [mia] = children;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { attendance: [{ participantId: 999_999, sessionDate: today, present: true, markedAt: now }] },
        'attendance.0.participantId',
        'PARTICIPANT_NOT_FOUND',
      ],
      [
        { attendance: [{ participantId: mia, sessionDate: dayOffset(1), present: true, markedAt: now }] },
        'attendance.0.sessionDate',
        'OUT_OF_RANGE',
      ],
      [
        { attendance: [{ participantId: mia, sessionDate: today, present: true, markedAt: '2999-01-01T00:00:00Z' }] },
        'attendance.0.markedAt',
        'OUT_OF_RANGE',
      ],
      [{ notes: [{ participantId: mia, text: 'x'.repeat(2001), markedAt: now }] }, 'notes.0.text', 'TOO_LONG'],
      [{ notes: [{ participantId: mia, text: 'a\u0007b', markedAt: now }] }, 'notes.0.text', 'INVALID_CHARACTERS'],
      [{ badges: [{ participantId: mia, badgeId: 999_999, reached: true, markedAt: now }] }, 'badges.0.badgeId', 'OUT_OF_RANGE'],
      [
        { attendance: Array.from({ length: 301 }, () => ({ participantId: mia, sessionDate: today, present: true, markedAt: now })) },
        '',
        'OUT_OF_RANGE',
      ],
      // A valid mark first, then one of a child in another course: neither is stored.
      [
        {
          attendance: [
            { participantId: mia, sessionDate: today, present: false, markedAt: now },
            { participantId: otherChildren[0], sessionDate: today, present: true, markedAt: now },
          ],
        },
        'attendance.1.participantId',
        'PARTICIPANT_NOT_FOUND',
      ],
    ];
    for (const [marks, field, code] of cases) {
      const answer = await as('trainer-anna', SAVE, { input: { courseId, ...marks } }, 'en');
      expect({
        field,
        status: answer.status,
        errors: answer.body.data?.saveTrainerMarks.errors.map((e: any) => [e.field ?? '', e.code]),
      }).toEqual({ field, status: 200, errors: [[field, code]] });
      expect(answer.body.data.saveTrainerMarks.errors[0].message).toMatch(/^[A-Z]/);
    }
    // Malformed types are refused by the schema (400), not stored.
    expect(
      (
        await as('trainer-anna', SAVE, {
          input: { courseId, attendance: [{ participantId: 'x', sessionDate: today, present: true, markedAt: now }] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await as('trainer-anna', SAVE, {
          input: { courseId, attendance: [{ participantId: mia, sessionDate: 'heute', present: true, markedAt: now }] },
        })
      ).status,
    ).toBe(400);
    expect(await checksum()).toBe(before);
  });

  it("lets only admins keep the badge list; a non-trainer account is refused as a course's trainer", async () => {
    const saved = await calls.admin(
      'mutation($input: SaveBadgeInput!) { saveBadge(input: $input) { badge { databaseId name nameEn active } errors { field code } } }',
      {
        input: { name: 'Freischwimmer', nameEn: 'Free swimmer', position: 50 },
      },
      'en',
    );
    expect(saved.saveBadge).toMatchObject({ badge: { name: 'Free swimmer', active: true }, errors: [] });
    const empty = await calls.admin(
      'mutation($input: SaveBadgeInput!) { saveBadge(input: $input) { badge { name } errors { field code } } }',
      { input: { name: '  ' } },
    );
    expect(empty.saveBadge).toEqual({ badge: null, errors: [{ field: 'name', code: 'REQUIRED' }] });
    const staffId = (await calls.sql<{ id: number }>("select id from users where username = 'staff-clara'"))[0].id;
    const wrong = await calls.admin(
      'mutation($input: SetCourseTrainersInput!) { setCourseTrainers(input: $input) { errors { field code } } }',
      { input: { courseId, trainerIds: [staffId] } },
    );
    expect(wrong.setCourseTrainers.errors).toEqual([{ field: 'trainerIds', code: 'OUT_OF_RANGE' }]);
    expect((await calls.admin('{ trainerAccounts { username } }')).trainerAccounts).toEqual([
      { username: 'trainer-anna' },
      { username: 'trainer-ben' },
    ]);
  });

  it('lets staff see and assign a course\'s trainers (the course dialog\'s "Trainer" tab), never the badge list', async () => {
    const ben = (await calls.sql<{ id: number }>("select id from users where username = 'trainer-ben'"))[0].id;
    const read = await as('staff-clara', `{ trainerAccounts { username } courseTrainers(courseId: ${otherCourseId}) { username } }`);
    expect([read.status, read.body.data]).toEqual([
      200,
      { trainerAccounts: [{ username: 'trainer-anna' }, { username: 'trainer-ben' }], courseTrainers: [] },
    ]);
    const SET = 'mutation($input: SetCourseTrainersInput!) { setCourseTrainers(input: $input) { trainers { username } errors { code } } }';
    const set = await as('staff-clara', SET, { input: { courseId: otherCourseId, trainerIds: [ben] } });
    expect(set.body.data.setCourseTrainers).toEqual({ trainers: [{ username: 'trainer-ben' }], errors: [] });
    expect(
      (await as('trainer-ben', COURSES, { from: dayOffset(-3), to: dayOffset(3) })).body.data.trainerCourses.map(
        (c: { courseId: number }) => c.courseId,
      ),
    ).toEqual([otherCourseId]);
    expect(
      (await as('staff-clara', SET, { input: { courseId: otherCourseId, trainerIds: [] } })).body.data.setCourseTrainers.errors,
    ).toEqual([]);
    const badges = await as('staff-clara', '{ badges { name } }');
    expect([badges.status, badges.body.data, badges.body.errors?.[0]?.extensions?.code]).toEqual([200, { badges: null }, 'FORBIDDEN']);
  });
});

describe('the parent sees badges and attendance on the order page, never the notes', () => {
  it('answers the badges reached and the sessions attended per child', async () => {
    const order = (
      await calls.gql(
        'query($key: String!) { orderByAccessKey(accessKey: $key) { items { participants { firstName progress { attendedSessions badges { name reachedOn } } } } } }',
        { key: accessKey },
        'anonymous',
        'en',
      )
    ).data.orderByAccessKey;
    expect(order.items[0].participants).toEqual([
      { firstName: 'Mia', progress: { attendedSessions: 1, badges: [{ name: 'Seahorse', reachedOn: today }] } },
      { firstName: 'Ben', progress: { attendedSessions: 1, badges: [] } },
    ]);
    // No field of the order reaches the trainers' notes.
    const text = JSON.stringify(
      await calls.gql(
        'query($key: String!) { orderByAccessKey(accessKey: $key) { items { participants { firstName progress { attendedSessions } } } } }',
        { key: accessKey },
        'anonymous',
      ),
    );
    expect(text).not.toContain('Ringen');
  });
});
