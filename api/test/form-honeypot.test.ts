import { Booking } from '../src/modules/bookings/booking.entity.js';
import { ContactMessage } from '../src/modules/contact/contact-message.entity.js';
import { Course } from '../src/modules/courses/course.entity.js';
import { Testimonial } from '../src/modules/testimonials/testimonial.entity.js';
import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
let courseId: number;
// Reviews are taken from a course's first day on: one of the demo's courses that has begun.
let reviewedCourseId: number;
beforeAll(async () => {
  t = await startTestApp();
  courseId = (await t.database.orm.em.fork().findOneOrFail(Course, { title: 'Seepferdchen-Kurs' })).id;
  reviewedCourseId = (await t.database.orm.em.fork().findOneOrFail(Course, { title: 'Wettkampftraining' })).id;
});
afterAll(() => t.close());

const person = { name: 'Anna Berger', email: 'anna@example.org' };
const forms = () =>
  [
    [
      '/api/contact',
      () => t.database.orm.em.fork().count(ContactMessage),
      { ...person, subject: 'Frage', message: 'Haben Sie noch Plätze frei?', privacyAccepted: true },
    ],
    ['/api/course-requests', () => t.database.orm.em.fork().count(Booking), { ...person, courseId, privacyAccepted: true }],
    [
      '/api/reviews',
      () => t.database.orm.em.fork().count(Testimonial),
      { ...person, courseId: reviewedCourseId, rating: 4, content: 'Sehr schöner Kurs, gerne wieder.' },
    ],
  ] as const;

describe('the hidden "website" field of the public forms', () => {
  it('refuses a filled one as a whole (no field), says so in the request language, and stores nothing', async () => {
    for (const [path, count, body] of forms()) {
      const before = await count();
      const response = await fetch(`${t.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ ...body, website: 'http://spam.example' }),
      });
      expect([path, response.status]).toEqual([path, 400]);
      expect(((await response.json()) as any).errors).toEqual([
        { field: null, code: 'REJECTED', message: 'Your entry looked automated and was not sent. Please leave the hidden field empty.' },
      ]);
      expect(await count()).toBe(before);
    }
  });

  it('accepts an empty one', async () => {
    for (const [path, , body] of forms()) {
      const response = await fetch(`${t.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, website: '' }),
      });
      expect([path, response.status]).toEqual([path, 201]);
    }
  });
});
