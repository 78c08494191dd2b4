import { type AdminCallers, adminCallers } from './admin-callers.js';
import { createTestCourse } from './test-course.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * A course whose last day is past is over: the admin list says so (`Course.ended`, "Beendet"/"Ended" on screen) and
 * nobody can cancel it any more, on GraphQL and REST, with a translated message and nothing changed.
 */
let t: TestApp;
let calls: AdminCallers;

const CANCEL = `mutation($input: CancelCourseInput!) { cancelCourse(input: $input) { course { isActive cancelledAt ended } cancelledOrders refunds errors { field code message } } }`;
const COURSE = `query($search: String) { adminCourses(first: 5, search: $search) { edges { node { id databaseId startDate endDate ended isActive cancelledAt } } } }`;

beforeAll(async () => {
  t = await startTestApp();
  calls = await adminCallers(t, { username: 'ended-course-user' });
});
afterAll(() => t?.close());

async function courseNamed(title: string) {
  return (await calls.admin(COURSE, { search: title })).adminCourses.edges[0].node;
}

test('an ended course says so and cannot be cancelled (GraphQL and REST, German and English); one ending today still can', async () => {
  const ended = await createTestCourse(t, { title: 'Vorbeikurs', places: 6, priceCents: 9_000 });
  await calls.sql('update courses set start_date = ?, end_date = ? where id = ?', ['2020-01-06', '2020-02-24', ended]);
  // Without a last day, the first day decides (a one-day course).
  const oneDay = await createTestCourse(t, { title: 'Eintageskurs', places: 6, priceCents: 9_000 });
  await calls.sql('update courses set start_date = ?, end_date = null where id = ?', ['2020-03-01', oneDay]);
  const running = await createTestCourse(t, { title: 'Zukunftskurs', places: 6, priceCents: 9_000 });

  const before = await courseNamed('Vorbeikurs');
  expect(before).toMatchObject({ startDate: '2020-01-06', endDate: '2020-02-24', ended: true, isActive: true, cancelledAt: null });
  expect((await courseNamed('Eintageskurs')).ended).toBe(true);
  expect((await courseNamed('Zukunftskurs')).ended).toBe(false);

  expect((await calls.admin(CANCEL, { input: { courseId: before.id, reason: 'Zu spät' } })).cancelCourse).toEqual({
    course: { isActive: true, cancelledAt: null, ended: true },
    cancelledOrders: 0,
    refunds: 0,
    errors: [
      {
        field: 'courseId',
        code: 'COURSE_ENDED',
        message: 'Dieser Kurs ist bereits beendet (letzter Kurstag vorbei) und kann nicht mehr abgesagt werden.',
      },
    ],
  });
  expect((await calls.admin(CANCEL, { input: { courseId: before.id } }, 'en')).cancelCourse.errors).toEqual([
    {
      field: 'courseId',
      code: 'COURSE_ENDED',
      message: 'This course has already ended (its last day is past) and can no longer be cancelled.',
    },
  ]);
  const rest = await calls.rest('POST', `/api/courses/${oneDay}/cancel`, 'admin', { reason: 'Zu spät' }, 'en');
  // The REST door answers a refused cancellation as a conflict, with the code and the message in the caller's language.
  expect([rest.status, rest.body]).toEqual([
    409,
    expect.objectContaining({
      code: 'COURSE_ENDED',
      message: 'This course has already ended (its last day is past) and can no longer be cancelled.',
    }),
  ]);
  // Nothing changed: still on offer as before, not cancelled.
  expect(await courseNamed('Vorbeikurs')).toEqual(before);
  expect((await courseNamed('Eintageskurs')).cancelledAt).toBeNull();

  // The rule is "before today": a course whose last day is today runs until tonight, and may still be called off.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  await calls.sql('update courses set start_date = ?, end_date = ? where id = ?', ['2020-01-06', today, running]);
  const lastDay = await courseNamed('Zukunftskurs');
  expect(lastDay.ended).toBe(false);
  expect((await calls.admin(CANCEL, { input: { courseId: lastDay.id } })).cancelCourse).toMatchObject({
    course: { isActive: false, cancelledAt: expect.any(String) },
    errors: [],
  });
});
