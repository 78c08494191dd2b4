import { Course } from '../src/modules/courses/course.entity.js';
import { todayInGersthofen } from '../src/modules/courses/course.rules.js';
import { Testimonial } from '../src/modules/testimonials/testimonial.entity.js';
import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const course of await t.database.orm.em.fork().find(Course, {})) ids[course.title] = course.id;
});
afterAll(() => t.close());

const SUBMIT = `mutation($input: SubmitReviewInput!) {
  submitReview(input: $input) {
    review { id databaseId name content rating createdAt course { databaseId title } }
    errors { field code message }
  }
}`;

const valid = () => ({
  courseId: ids['Wettkampftraining'], // ended: reviews come after the course
  name: 'Petra Z.',
  email: 'sandra@example.org',
  rating: 5,
  content: 'Tolle Trainer, mein Sohn hat viel gelernt!',
});

const storedCount = () => t.database.orm.em.fork().count(Testimonial);

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}/api/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const visibleNames = async () => {
  const { data } = await t.graphql('{ testimonials(first: 100) { edges { node { name } } } }');
  return data.testimonials.edges.map(({ node }: any) => node.name);
};

describe('submitReview (GraphQL)', () => {
  it('stores a review hidden until approved, with the e-mail address kept private', async () => {
    const before = await storedCount();
    const { data, errors } = await t.graphql(SUBMIT, { input: { ...valid(), name: ' Petra Z. ' } });
    expect(errors).toBeUndefined();
    const { review, errors: userErrors } = data.submitReview;
    expect(userErrors).toEqual([]);
    expect(review).toMatchObject({
      name: 'Petra Z.',
      rating: 5,
      content: valid().content,
      course: { databaseId: ids['Wettkampftraining'] },
    });
    expect(await storedCount()).toBe(before + 1);
    const stored = await t.database.orm.em.fork().findOneOrFail(Testimonial, review.databaseId);
    expect([stored.isVisible, stored.email, stored.course]).toEqual([false, 'sandra@example.org', ids['Wettkampftraining']]);
    expect(await visibleNames()).not.toContain('Petra Z.');
    expect((await t.graphql('query($id: ID!) { node(id: $id) { id } }', { id: review.id })).data.node).toBeNull();
  });

  it.each([
    ['name', 'Al', 'TOO_SHORT', 'Bitte geben Sie mindestens 3 Zeichen ein.'],
    ['name', '', 'REQUIRED', 'Dieses Feld ist erforderlich.'],
    ['email', 'sandra@', 'INVALID_EMAIL', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['rating', 0, 'OUT_OF_RANGE', 'Bitte wählen Sie eine Bewertung.'],
    ['rating', 6, 'OUT_OF_RANGE', 'Bitte wählen Sie eine Bewertung.'],
    ['content', 'Super!', 'TOO_SHORT', 'Bitte geben Sie mindestens 10 Zeichen ein.'],
    ['content', 'x'.repeat(2001), 'TOO_LONG', 'Bitte geben Sie höchstens 2000 Zeichen ein.'],
    ['courseId', 999999, 'COURSE_NOT_FOUND', 'Diesen Kurs gibt es nicht (mehr).'],
  ])('refuses %s (%#) with %s and stores nothing', async (field, value, code, message) => {
    const before = await storedCount();
    const { data, errors } = await t.graphql(SUBMIT, { input: { ...valid(), [field]: value } });
    expect(errors).toBeUndefined();
    expect(data.submitReview).toEqual({ review: null, errors: [{ field, code, message }] });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a review of a course no longer offered', async () => {
    const em = t.database.orm.em.fork();
    await em.nativeUpdate(Course, { id: ids['Aqua-Fitness für alle'] }, { isActive: false });
    const { data } = await t.graphql(SUBMIT, { input: { ...valid(), courseId: ids['Aqua-Fitness für alle'] } });
    expect(data.submitReview.errors).toEqual([
      { field: 'courseId', code: 'COURSE_NOT_FOUND', message: 'Diesen Kurs gibt es nicht (mehr).' },
    ]);
  });
});

describe('which courses can be reviewed: those that have begun', () => {
  it.each(['de', 'en'])(
    'refuses a course before its first day, on both doors, with a translated error (%s), and says so in `reviewable`',
    async (language) => {
      const future = ids['Bronze-Abzeichen (Freischwimmer)'];
      const message =
        language === 'de'
          ? 'Dieser Kurs hat noch nicht begonnen. Bewerten können Sie ihn ab seinem ersten Kurstag.'
          : 'This course has not started yet. You can review it from its first day on.';
      const before = await storedCount();
      const response = await fetch(`${t.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify({ query: SUBMIT, variables: { input: { ...valid(), courseId: future } } }),
      });
      const { data } = (await response.json()) as any;
      expect(data.submitReview).toEqual({ review: null, errors: [{ field: 'courseId', code: 'COURSE_NOT_STARTED', message }] });
      const rest = await post({ ...valid(), courseId: future }, { 'accept-language': language });
      expect([rest.status, rest.body.errors]).toEqual([400, [{ field: 'courseId', code: 'COURSE_NOT_STARTED', message }]]);
      expect(await storedCount()).toBe(before);
      const read = await t.graphql(
        'query($a: Int!, $b: Int!) { a: course(databaseId: $a) { reviewable } b: course(databaseId: $b) { reviewable } }',
        { a: future, b: ids['Wettkampftraining'] },
      );
      expect(read.data).toEqual({ a: { reviewable: false }, b: { reviewable: true } });
    },
  );

  it('takes a review from the first day on', async () => {
    const today = todayInGersthofen();
    const em = t.database.orm.em.fork();
    await em.nativeUpdate(Course, { id: ids['Schwimmkurs für Erwachsene'] }, { startDate: today, isActive: true });
    const { data } = await t.graphql(SUBMIT, { input: { ...valid(), courseId: ids['Schwimmkurs für Erwachsene'] } });
    expect(data.submitReview.errors).toEqual([]);
  });
});

describe('POST /api/reviews (REST, SPEC §7)', () => {
  it('takes name, email, rating, content, courseId and answers 201 with the hidden review', async () => {
    const before = await storedCount();
    const { status, body } = await post({ ...valid(), courseId: String(ids['Wettkampftraining']) });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Petra Z.',
      role: null,
      content: valid().content,
      rating: 5,
      courseId: ids['Wettkampftraining'],
      isVisible: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await storedCount()).toBe(before + 1);
  });

  it('answers 400 with each refused field in the request language, storing nothing', async () => {
    const before = await storedCount();
    const { status, body } = await post({ ...valid(), rating: 0, content: 'kurz' }, { 'accept-language': 'en' });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: 'rating', code: 'OUT_OF_RANGE', message: 'Please select a rating.' },
      { field: 'content', code: 'TOO_SHORT', message: 'Please enter at least 10 characters.' },
    ]);
    // A rating that is no whole number is refused for its type before any rule runs (as /graphql refuses a variable).
    const wrongType = await post({ ...valid(), rating: 'five', content: 'kurz' }, { 'accept-language': 'en' });
    expect([wrongType.status, wrongType.body.errors]).toEqual([
      400,
      [{ field: 'rating', code: 'INVALID_TYPE', message: 'This field takes a whole number from -2147483648 to 2147483647.' }],
    ]);
    expect(await storedCount()).toBe(before);
  });
});
