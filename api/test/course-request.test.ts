import { Booking, BookingStatus } from '../src/modules/bookings/booking.entity.js';
import { Course } from '../src/modules/courses/course.entity.js';
import { todayInGersthofen } from '../src/modules/courses/course.rules.js';
import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  const em = t.database.orm.em.fork();
  for (const course of await em.find(Course, {})) ids[course.title] = course.id;
  // The demo data has no started and no inactive course: this file's own database copy gets one of each.
  const yesterday = new Date(`${todayInGersthofen()}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  await em.nativeUpdate(Course, { id: ids['Techniktraining Kraulschwimmen'] }, { startDate: yesterday.toISOString().slice(0, 10) });
  await em.nativeUpdate(Course, { id: ids['Rettungsschwimmer Bronze'] }, { isActive: false });
});
afterAll(() => t.close());

const SUBMIT = `mutation($input: SubmitCourseRequestInput!) {
  submitCourseRequest(input: $input) {
    booking { id databaseId name email message status createdAt course { databaseId title } }
    errors { field code message }
  }
}`;

const valid = () => ({
  courseId: ids['Seepferdchen-Kurs'],
  name: 'Anna Berger',
  email: 'anna@example.org',
  message: 'Für meine Tochter Lena (6 Jahre).',
  privacyAccepted: true,
});

const storedCount = () => t.database.orm.em.fork().count(Booking);

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}/api/course-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('submitCourseRequest (GraphQL)', () => {
  it('stores a pending booking for a bookable course, takes no place, and returns it', async () => {
    const before = await storedCount();
    const { data, errors } = await t.graphql(SUBMIT, { input: { ...valid(), name: '  Anna Berger ' } });
    expect(errors).toBeUndefined();
    const { booking, errors: userErrors } = data.submitCourseRequest;
    expect(userErrors).toEqual([]);
    expect(booking).toMatchObject({
      name: 'Anna Berger',
      email: 'anna@example.org',
      message: 'Für meine Tochter Lena (6 Jahre).',
      status: 'PENDING',
      course: { databaseId: ids['Seepferdchen-Kurs'], title: 'Seepferdchen-Kurs' },
    });
    expect(await storedCount()).toBe(before + 1);
    const em = t.database.orm.em.fork();
    const stored = await em.findOneOrFail(Booking, booking.databaseId);
    expect([stored.status, stored.course.id]).toEqual([BookingStatus.PENDING, ids['Seepferdchen-Kurs']]);
    expect((await em.findOneOrFail(Course, ids['Seepferdchen-Kurs'])).availableSlots).toBe(6);
  });

  it('stores an empty message as none', async () => {
    const { data } = await t.graphql(SUBMIT, { input: { ...valid(), message: '   ' } });
    expect(data.submitCourseRequest.booking.message).toBeNull();
  });

  it.each([
    ['name', 'A', 'TOO_SHORT', 'Bitte geben Sie mindestens 2 Zeichen ein.'],
    ['name', '  ', 'REQUIRED', 'Dieses Feld ist erforderlich.'],
    ['email', 'anna.example.org', 'INVALID_EMAIL', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['email', '', 'REQUIRED', 'Dieses Feld ist erforderlich.'],
    ['message', 'x'.repeat(2001), 'TOO_LONG', 'Bitte geben Sie höchstens 2000 Zeichen ein.'],
    ['privacyAccepted', false, 'MUST_ACCEPT', 'Sie müssen die Datenschutzerklärung akzeptieren.'],
    ['courseId', 0, 'COURSE_NOT_FOUND', 'Diesen Kurs gibt es nicht (mehr).'],
    ['courseId', 999999, 'COURSE_NOT_FOUND', 'Diesen Kurs gibt es nicht (mehr).'],
  ])('refuses %s (%#) with %s and stores nothing', async (field, value, code, message) => {
    const before = await storedCount();
    const { data, errors } = await t.graphql(SUBMIT, { input: { ...valid(), [field]: value } });
    expect(errors).toBeUndefined();
    expect(data.submitCourseRequest).toEqual({ booking: null, errors: [{ field, code, message }] });
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['Seepferdchen Intensiv (Ferienkurs)', 'COURSE_FULL', 'Dieser Kurs ist leider ausgebucht.'],
    ['Techniktraining Kraulschwimmen', 'COURSE_STARTED', 'Dieser Kurs hat bereits begonnen und kann nicht mehr angefragt werden.'],
    ['Wettkampftraining', 'COURSE_ENDED', 'Dieser Kurs ist bereits beendet.'],
    ['Rettungsschwimmer Bronze', 'COURSE_NOT_FOUND', 'Diesen Kurs gibt es nicht (mehr).'],
  ])('refuses a request for %s (%s) on the course, and stores nothing', async (title, code, message) => {
    const before = await storedCount();
    const { data } = await t.graphql(SUBMIT, { input: { ...valid(), courseId: ids[title] } });
    expect(data.submitCourseRequest).toEqual({ booking: null, errors: [{ field: 'courseId', code, message }] });
    expect(await storedCount()).toBe(before);
  });

  it('says why in the language of the request', async () => {
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({
        query: SUBMIT,
        variables: { input: { ...valid(), courseId: ids['Seepferdchen Intensiv (Ferienkurs)'], name: 'A' } },
      }),
    });
    const { data } = (await response.json()) as any;
    expect(data.submitCourseRequest.errors).toEqual([{ field: 'name', code: 'TOO_SHORT', message: 'Please enter at least 2 characters.' }]);
    const full = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'lang=en' },
      body: JSON.stringify({ query: SUBMIT, variables: { input: { ...valid(), courseId: ids['Seepferdchen Intensiv (Ferienkurs)'] } } }),
    });
    expect(((await full.json()) as any).data.submitCourseRequest.errors[0].message).toBe('Sorry, this course is fully booked.');
  });
});

describe('POST /api/course-requests (REST)', () => {
  it('answers 201 with the stored request', async () => {
    const before = await storedCount();
    const { status, body } = await post({ ...valid(), courseId: String(ids['Seepferdchen-Kurs']) });
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: expect.any(Number), courseId: ids['Seepferdchen-Kurs'], name: 'Anna Berger', status: 'pending' });
    expect(await storedCount()).toBe(before + 1);
  });

  it('answers 400 VALIDATION_FAILED for a full course and for bad fields, storing nothing', async () => {
    const before = await storedCount();
    const full = await post({ ...valid(), courseId: ids['Seepferdchen Intensiv (Ferienkurs)'] }, { 'accept-language': 'en' });
    expect(full.status).toBe(400);
    expect(full.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'courseId: Sorry, this course is fully booked.',
      errors: [{ field: 'courseId', code: 'COURSE_FULL', message: 'Sorry, this course is fully booked.' }],
    });
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((error: any) => error.field)).toEqual(['courseId', 'name', 'email', 'privacyAccepted']);
    expect(await storedCount()).toBe(before);
  });
});
