import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type TestApp, enableBankTransfer, startTestApp } from './test-app.js';

/**
 * A body field of the wrong JSON type is refused on every REST row, with the field named, and nothing changes: the rows
 * used to drop such a field (`typeof body.schedule === 'string'`) and answer 200 with the course as it was. The types
 * come from each row's operation (its input), so every row gets this, not only the ones tried here. Over real HTTP
 * against a real PostgreSQL; what is stored is compared before and after each refusal.
 */
let t: TestApp;
let callers: AdminCallers;
beforeAll(async () => {
  t = await startTestApp();
  await enableBankTransfer(t);
  callers = await adminCallers(t, { username: 'body-types-user' });
});
afterAll(() => t.close());

/** A REST call with the body as written (JSON.stringify would write 1e308 as 1e+308), as the admin unless told. */
async function send(method: string, path: string, body: string, caller: 'admin' | 'anonymous' = 'admin') {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { ...callers.headersFor(caller, 'en'), 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as any };
}

const stored = async () => ({
  courses: await callers.sql('select * from courses order by id'),
  audit: await callers.sql('select * from audit_events order by id'),
  testimonials: await callers.sql('select * from testimonials order by id'),
  contact: await callers.sql('select * from contact_messages order by id'),
  orders: await callers.sql('select * from orders order by id'),
  settings: await callers.sql('select * from settings order by key'),
});

const TEXT = 'This field takes a text (a JSON string).';
const refusal = (errors: { field: string; code?: string; message: string }[]) => ({
  status: 400,
  body: {
    code: 'VALIDATION_FAILED',
    message: errors.map((error) => `${error.field}: ${error.message}`).join(' '),
    errors: errors.map((error) => ({ code: 'INVALID_TYPE', ...error })),
  },
});

describe('PUT /api/courses/3 with a field of the wrong type', () => {
  it.each([
    ['a number beyond any text', '{"schedule": 1e308}', 'schedule'],
    ['a query operator object', '{"location": {"$gt": ""}}', 'location'],
    ['an array', '{"title": ["Neu"]}', 'title'],
    ['a number among right fields', '{"description": "Ganz neu beschrieben.", "notes": 5}', 'notes'],
  ])('%s: 400 naming the field, the course unchanged', async (_name, body, field) => {
    const before = await stored();
    expect(await send('PUT', '/api/courses/3', body)).toEqual(refusal([{ field, message: TEXT }]));
    expect(await stored()).toEqual(before);
  });

  it("refuses each wrongly typed field at once, beside the row's own refusals (which keep their codes)", async () => {
    const before = await stored();
    const { status, body } = await send(
      'PUT',
      '/api/courses/3',
      '{"totalSlots": "viele", "isActive": "yes", "schedule": 1, "startDate": 20991231, "minParticipants": 1e308}',
    );
    expect(status).toBe(400);
    expect(body.errors.map((error: any) => [error.field, error.code])).toEqual([
      ['startDate', 'INVALID_DATE'],
      ['totalSlots', 'OUT_OF_RANGE'],
      ['minParticipants', 'OUT_OF_RANGE'],
      ['isActive', 'OUT_OF_RANGE'],
      ['schedule', 'INVALID_TYPE'],
    ]);
    expect(await stored()).toEqual(before);
  });

  it('answers in German without Accept-Language', async () => {
    const response = await fetch(`${t.baseUrl}/api/courses/3`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${callers.tokens.admin}`, 'content-type': 'application/json' },
      body: '{"location": {"$gt": ""}}',
    });
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'location', code: 'INVALID_TYPE', message: 'Dieses Feld nimmt einen Text an (einen JSON-String).' }],
    });
  });

  it('still takes what old clients send: the course as GET answers it, numbers as numeric texts, null to clear', async () => {
    const course = (await callers.rest('GET', '/api/courses/3')).body;
    expect(await callers.rest('PUT', '/api/courses/3', 'admin', course)).toMatchObject({
      status: 200,
      body: { id: 3, title: course.title },
    });
    const changed = await callers.rest('PUT', '/api/courses/3', 'admin', {
      totalSlots: String(course.totalSlots + 1),
      price: '99.50',
      schedule: null,
    });
    expect(changed).toMatchObject({ status: 200, body: { totalSlots: course.totalSlots + 1, price: 99.5, schedule: null } });
    // A field the row does not read is left alone, whatever it holds (old clients send whole objects back).
    expect((await callers.rest('PUT', '/api/courses/3', 'admin', { ...course, createdAt: { any: 'thing' } })).status).toBe(200);
  });
});

describe('other rows, through the same check', () => {
  const review = { courseId: 10, name: 'Petra Z.', email: 'petra@example.org', rating: 5, content: 'Tolle Trainer, viel gelernt!' };
  const order = (extra: Record<string, unknown> = {}) => ({
    customerFirstName: 'Otto',
    customerLastName: 'Typprobe',
    customerEmail: 'otto@example.org',
    customerPhone: '0821 1',
    customerAddress: 'Weg 1',
    customerCity: 'Gersthofen',
    customerZipCode: '86368',
    paymentMethod: 'invoice',
    items: [{ courseId: 3, quantity: 1, participants: [{ firstName: 'Lina', lastName: 'Typprobe' }] }],
    ...extra,
  });

  it.each([
    [
      'POST /api/reviews: an out-of-range rating',
      'POST',
      '/api/reviews',
      { ...review, rating: 1e308 },
      'rating',
      'This field takes a whole number from -2147483648 to 2147483647.',
    ],
    [
      'POST /api/reviews: a rating as an object',
      'POST',
      '/api/reviews',
      { ...review, rating: { $gt: 0 } },
      'rating',
      'This field takes a whole number from -2147483648 to 2147483647.',
    ],
    [
      'POST /api/contact: a name as a number',
      'POST',
      '/api/contact',
      { name: 42, email: 'a@example.org', subject: 'Frage', message: 'Eine Frage zum Kurs.' },
      'name',
      TEXT,
    ],
    [
      'POST /api/contact: the consent as a text',
      'POST',
      '/api/contact',
      { name: 'Anna', email: 'a@example.org', subject: 'Frage', message: 'Eine Frage zum Kurs.', privacyAccepted: 'false' },
      'privacyAccepted',
      'This field takes true or false.',
    ],
    [
      'POST /api/orders: a course id in an item as an object',
      'POST',
      '/api/orders',
      order({ items: [{ courseId: { $ne: 0 }, quantity: 1, participants: [] }] }),
      'items.0.courseId',
      'This field takes a whole number from -2147483648 to 2147483647.',
    ],
    [
      "POST /api/orders: a participant's name as a number",
      'POST',
      '/api/orders',
      order({ items: [{ courseId: 3, quantity: 1, participants: [{ firstName: 7, lastName: 'X' }] }] }),
      'items.0.participants.0.firstName',
      TEXT,
    ],
    [
      'POST /api/orders: a flat customer field as an object',
      'POST',
      '/api/orders',
      order({ customerCity: { $regex: '.*' } }),
      'customerCity',
      TEXT,
    ],
    ['POST /api/orders: a phone number as a number', 'POST', '/api/orders', order({ customerPhone: 4917612345678 }), 'customerPhone', TEXT],
    [
      'PUT /api/admin/business-profile: an address as a number',
      'PUT',
      '/api/admin/business-profile',
      { notificationEmails: [1] },
      'notificationEmails.0',
      TEXT,
    ],
    [
      'POST /api/courses/{id}/waitlist: places not whole',
      'POST',
      '/api/courses/3/waitlist',
      { email: 'w@example.org', places: 2.5, privacyAccepted: true },
      'places',
      'This field takes a whole number from -2147483648 to 2147483647.',
    ],
    ['POST /api/newsletter/confirm: the token as an object', 'POST', '/api/newsletter/confirm', { token: { $ne: null } }, 'token', TEXT],
  ])('%s: 400 on that field, nothing stored', async (_name, method, path, body, field, message) => {
    const before = await stored();
    const answer = await send(method, path, JSON.stringify(body));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: expect.arrayContaining([{ field, code: 'INVALID_TYPE', message }]),
    });
    expect(await stored()).toEqual(before);
  });

  it('keeps the documented leniences: courseId and rating as numeric texts, euro amounts as numbers or texts', async () => {
    expect((await send('POST', '/api/reviews', JSON.stringify({ ...review, courseId: '10', rating: ' 4 ' }))).status).toBe(201);
    const course = (await callers.rest('GET', '/api/courses/3')).body;
    const placed = await send(
      'POST',
      '/api/orders',
      JSON.stringify(
        order({
          totalAmount: course.price.toFixed(2),
          items: [{ courseId: '3', price: course.price, quantity: '1', participants: [{ firstName: 'Lina', lastName: 'Typprobe' }] }],
        }),
      ),
    );
    expect(placed).toMatchObject({ status: 201, body: { ok: true, totalAmount: course.price } });
  });
});
