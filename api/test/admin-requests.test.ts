import { Booking, BookingStatus } from '../src/modules/bookings/booking.entity.js';
import { ContactMessage } from '../src/modules/contact/contact-message.entity.js';
import { Course } from '../src/modules/courses/course.entity.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type TestApp, startTestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * Issue 14, contact messages (course requests → orders) and bookings for staff, through /graphql and the REST door
 * against a real PostgreSQL: lists with search and filters; converting a request makes exactly one pending order with
 * its places taken and its link, once (also when two admins click at the same moment); refusals change nothing; a
 * booking's status change is audited; anonymous callers and users without the role are refused on both doors.
 */
let t: TestApp;
let post: AdminCallers['post'], admin: AdminCallers['admin'], rest: AdminCallers['rest'], sql: AdminCallers['sql'];
let headersFor: AdminCallers['headersFor'];

beforeAll(async () => {
  t = await startTestApp();
  ({ post, admin, rest, sql, headersFor } = await adminCallers(t, { username: 'requests-user' }));
});
afterAll(() => t.close());

/** An admin's POST of a JSON body as it is written (`rest` would encode a string as JSON). */
async function postText(path: string, body: string) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { ...headersFor('admin'), 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as any };
}

let count = 0;
const unique = (prefix: string) => `${prefix}${++count}x${Date.now().toString(36)}`;
const newCourse = (places: number, title = unique('Anfragekurs ')) => createTestCourse(t, { title, places, priceCents: 12_500 });

/** A contact message as the form stores it, received `minutesAgo` minutes ago. */
async function newMessage(
  fields: Partial<{ name: string; email: string; subject: string; message: string }>,
  minutesAgo = 0,
): Promise<{ id: number; globalId: string }> {
  const em = t.database.orm.em.fork();
  const message = em.create(ContactMessage, {
    name: 'Anna Maria Muster',
    email: 'anna@example.org',
    subject: 'Frage',
    message: 'Eine Nachricht mit genug Text.',
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
    ...fields,
  });
  await em.flush();
  return { id: message.id, globalId: Buffer.from(`ContactMessage:${message.id}`).toString('base64') };
}

async function newBooking(courseId: number, fields: Partial<{ name: string; email: string; message: string }> = {}, minutesAgo = 0) {
  const em = t.database.orm.em.fork();
  const booking = em.create(Booking, {
    course: em.getReference(Course, courseId),
    status: BookingStatus.PENDING,
    name: 'Ben Beispiel',
    email: 'ben@example.org',
    message: null,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
    ...fields,
  });
  await em.flush();
  return { id: booking.id, globalId: Buffer.from(`Booking:${booking.id}`).toString('base64') };
}

const freePlaces = async (courseId: number) =>
  (await sql<{ available_slots: number }>('select available_slots from courses where id = ?', [courseId]))[0].available_slots;
const ordersOf = (messageId: number) => sql('select * from orders where contact_message_id = ?', [messageId]);
/** What a refused conversion must leave as it was. */
const snapshot = async (courseId: number) => ({
  free: await freePlaces(courseId),
  orders: (await sql('select count(*)::int as n from orders'))[0].n,
  items: (await sql('select count(*)::int as n from order_items'))[0].n,
  events: (await sql('select count(*)::int as n from order_events'))[0].n,
  audits: (await sql('select count(*)::int as n from audit_events'))[0].n,
});

const LIST = `query($search: String, $only: Boolean, $first: Int, $after: String) {
  adminContactMessages(search: $search, onlyCourseRequests: $only, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { databaseId subject isCourseRequest requestedCourse { databaseId } order { orderNumber } } }
  }
}`;
const CONVERT = `mutation($input: ConvertContactMessageToOrderInput!) {
  convertContactMessageToOrder(input: $input) {
    order { id databaseId orderNumber orderStatus paymentStatus totalAmountCents payment { method deadline }
      customer { firstName lastName email phone } items { quantity unitPriceCents course { databaseId } participants { firstName lastName } }
      history { type actor data } }
    contactMessage { databaseId order { orderNumber } }
    errors { field code message }
  }
}`;
const convert = async (input: Record<string, unknown>, language = 'de') =>
  (await admin(CONVERT, { input }, language)).convertContactMessageToOrder;

describe('adminContactMessages', () => {
  it('lists newest first with totalCount, searches, filters course requests and pages', async () => {
    const word = unique('Suchwort');
    const title = unique('Seepferdchen ');
    const courseId = await newCourse(5, title);
    const question = await newMessage({ subject: `Frage ${word}` }, 1);
    const german = await newMessage({ subject: `Kursanfrage: ${title}`, message: `Mein Kind ${word}` }, 2);
    const english = await newMessage({ subject: 'Course request: unknown course', email: `${word}@example.org` }, 3);
    const heading = await newMessage({ subject: 'NEUE KURSANFRAGE', name: `Nora ${word}` }, 4);

    const all = (await admin(LIST, { search: word })).adminContactMessages;
    expect(all.totalCount).toBe(4);
    expect(all.edges.map((edge: any) => edge.node.databaseId)).toEqual([question.id, german.id, english.id, heading.id]);
    expect(all.edges.map((edge: any) => edge.node.isCourseRequest)).toEqual([false, true, true, true]);
    expect(all.edges.map((edge: any) => edge.node.requestedCourse?.databaseId ?? null)).toEqual([null, courseId, null, null]);
    expect(all.edges.every((edge: any) => edge.node.order === null)).toBe(true);

    const requests = (await admin(LIST, { search: word, only: true })).adminContactMessages;
    expect(requests.edges.map((edge: any) => edge.node.databaseId)).toEqual([german.id, english.id, heading.id]);

    const page = (await admin(LIST, { search: word, only: true, first: 2 })).adminContactMessages;
    expect([page.totalCount, page.edges.length, page.pageInfo.hasNextPage]).toEqual([3, 2, true]);
    const next = (await admin(LIST, { search: word, only: true, first: 2, after: page.pageInfo.endCursor })).adminContactMessages;
    expect(next.edges.map((edge: any) => edge.node.databaseId)).toEqual([heading.id]);
    expect((await admin(LIST, { search: `${word} Nora` })).adminContactMessages.totalCount).toBe(1);
  });

  it('refuses a search that is too long with a translated 400', async () => {
    const answer = await post(LIST, { search: 'x'.repeat(201) }, 'admin', 'en');
    expect(answer.body.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: expect.stringContaining('at most 200'),
    });
  });
});

describe('convertContactMessageToOrder', () => {
  it('makes exactly one pending order with the places taken, the link, the price and a history line by the admin', async () => {
    const courseId = await newCourse(5);
    const message = await newMessage({ subject: 'Kursanfrage', name: 'Anna Maria Muster', email: 'anna.muster@example.org' });
    const result = await convert({
      contactMessageId: message.globalId,
      courseId,
      quantity: 2,
      participants: [{ firstName: ' Mia ', lastName: 'Muster' }],
    });
    expect(result.errors).toEqual([]);
    expect(result.order).toMatchObject({
      orderStatus: 'PENDING',
      paymentStatus: 'PENDING',
      totalAmountCents: 25_000,
      payment: { method: 'BANK_TRANSFER', deadline: null },
      customer: { firstName: 'Anna Maria', lastName: 'Muster', email: 'anna.muster@example.org', phone: '' },
      items: [
        { quantity: 2, unitPriceCents: 12_500, course: { databaseId: courseId }, participants: [{ firstName: 'Mia', lastName: 'Muster' }] },
      ],
      history: [
        {
          type: 'CREATED',
          actor: 'admin',
          data: { paymentMethod: 'invoice', totalAmountCents: 25_000, places: 2, contactMessageId: message.id },
        },
        // The office hears of every new order (issue 24), here at the server's MAIL_TO.
        { type: 'MAIL_QUEUED', actor: null, data: { template: 'officeNewOrder', recipient: 'info@h2o-gersthofen.de' } },
      ],
    });
    expect(result.contactMessage).toEqual({ databaseId: message.id, order: { orderNumber: result.order.orderNumber } });
    expect(await freePlaces(courseId)).toBe(3);
    expect((await ordersOf(message.id)).map((order) => order.id)).toEqual([result.order.databaseId]);
    expect(
      await sql("select action, after from audit_events where entity_type = 'contactMessage' and entity_id = ?", [message.id]),
    ).toEqual([{ action: 'updated', after: { orderId: result.order.databaseId, orderNumber: result.order.orderNumber } }]);
    // No mail to the customer: staff send the confirmation when they want.
    expect(await sql('select id from mails where recipient = ?', ['anna.muster@example.org'])).toEqual([]);

    // A second conversion is refused in the request's language and changes nothing.
    const before = await snapshot(courseId);
    for (const [language, text] of [
      ['de', 'bereits die Bestellung'],
      ['en', 'already been converted into order'],
    ] as const) {
      const again = await convert({ contactMessageId: message.globalId, courseId }, language);
      expect(again.order).toBeNull();
      expect(again.errors).toEqual([{ field: 'contactMessageId', code: 'ALREADY_CONVERTED', message: expect.stringContaining(text) }]);
      expect(again.errors[0].message).toContain(result.order.orderNumber);
      expect(again.contactMessage.order.orderNumber).toBe(result.order.orderNumber);
    }
    expect(await snapshot(courseId)).toEqual(before);
  });

  it('converts once when two admins click at the same moment', async () => {
    const courseId = await newCourse(10);
    const message = await newMessage({ subject: 'Course Request' });
    const before = await snapshot(courseId);
    const results = await Promise.all([1, 2, 3].map(() => convert({ contactMessageId: message.globalId, courseId, quantity: 2 })));
    expect(results.filter((result) => result.errors.length === 0)).toHaveLength(1);
    expect(results.flatMap((result) => result.errors.map((error: any) => error.code))).toEqual(['ALREADY_CONVERTED', 'ALREADY_CONVERTED']);
    expect(await ordersOf(message.id)).toHaveLength(1);
    expect(await freePlaces(courseId)).toBe(8);
    expect((await snapshot(courseId)).orders).toBe(before.orders + 1);
  });

  it('takes the course the request names when staff choose none, and asks for one when it names none', async () => {
    const title = unique('Kraulkurs ');
    const courseId = await newCourse(3, title);
    const named = await newMessage({ subject: `Kursanfrage: ${title.toUpperCase()}` });
    const result = await convert({ contactMessageId: named.globalId });
    expect(result.errors).toEqual([]);
    expect(result.order.items).toMatchObject([{ quantity: 1, course: { databaseId: courseId } }]);

    const unnamed = await newMessage({ subject: 'Neue Kursanfrage' });
    const before = await snapshot(courseId);
    expect((await convert({ contactMessageId: unnamed.globalId })).errors).toEqual([
      { field: 'courseId', code: 'REQUIRED', message: 'Dieses Feld ist erforderlich.' },
    ]);
    expect(await snapshot(courseId)).toEqual(before);
  });

  it('refuses a full course, bad places or names, an unknown course or message, changing nothing', async () => {
    const courseId = await newCourse(1);
    const message = await newMessage({ subject: 'Kursanfrage' });
    const before = await snapshot(courseId);
    const codes = async (input: Record<string, unknown>) =>
      (await convert({ contactMessageId: message.globalId, ...input }, 'en')).errors.map((e: any) => [e.field, e.code, e.message]);
    expect(await codes({ courseId, quantity: 2 })).toEqual([['quantity', 'COURSE_FULL', 'Only one place is left in this course.']]);
    expect(await codes({ courseId, quantity: 0 })).toEqual([['quantity', 'OUT_OF_RANGE', 'Please enter a whole number from 1 to 50.']]);
    expect(
      await codes({
        courseId,
        quantity: 1,
        participants: [
          { firstName: 'A', lastName: 'B' },
          { firstName: 'C', lastName: 'D' },
        ],
      }),
    ).toEqual([['participants', 'PARTICIPANTS_INCOMPLETE', 'Please name at most one participant per place (at most 1).']]);
    expect(await codes({ courseId, participants: [{ firstName: ' ', lastName: 'B' }] })).toEqual([
      ['participants.0.firstName', 'REQUIRED', 'First name is required'],
    ]);
    expect((await codes({ courseId: 2_000_000_000 }))[0].slice(0, 2)).toEqual(['courseId', 'COURSE_NOT_FOUND']);
    expect(await snapshot(courseId)).toEqual(before);

    await sql('update courses set available_slots = 0 where id = ?', [courseId]);
    expect((await codes({ courseId }))[0].slice(0, 2)).toEqual(['quantity', 'COURSE_FULL']);
    const unknown = await convert({ contactMessageId: Buffer.from('ContactMessage:999999').toString('base64'), courseId });
    expect(unknown).toMatchObject({
      order: null,
      contactMessage: null,
      errors: [{ field: 'contactMessageId', code: 'CONTACT_MESSAGE_NOT_FOUND', message: 'Diese Nachricht gibt es nicht (mehr).' }],
    });
    expect((await convert({ contactMessageId: 'garbage', courseId })).errors[0].code).toBe('CONTACT_MESSAGE_NOT_FOUND');
    expect(await ordersOf(message.id)).toEqual([]);
  });
});

describe('adminBookings and setBookingStatus', () => {
  const BOOKINGS = `query($search: String, $status: BookingStatus) {
    adminBookings(search: $search, status: $status) { totalCount edges { node { id databaseId name status courseTitle message } } }
  }`;
  const SET = `mutation($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { booking { databaseId status courseTitle auditTrail { action actor before after } } errors { field code message } } }`;

  it('lists newest first with the course title (also of an inactive course), searches and filters by status', async () => {
    const title = unique('Buchungskurs ');
    const courseId = await newCourse(4, title);
    const older = await newBooking(courseId, { name: 'Olga Alt' }, 5);
    const newer = await newBooking(courseId, { name: 'Nina Neu', message: 'Zwei Kinder' }, 1);
    await sql('update courses set is_active = false where id = ?', [courseId]);
    const list = (await admin(BOOKINGS, { search: title })).adminBookings;
    expect(list.totalCount).toBe(2);
    expect(list.edges.map((edge: any) => [edge.node.databaseId, edge.node.courseTitle, edge.node.status])).toEqual([
      [newer.id, title, 'PENDING'],
      [older.id, title, 'PENDING'],
    ]);
    expect((await admin(BOOKINGS, { search: `${title} olga` })).adminBookings.edges.map((edge: any) => edge.node.databaseId)).toEqual([
      older.id,
    ]);

    const changed = (await admin(SET, { input: { bookingId: older.globalId, status: 'CONFIRMED' } })).setBookingStatus;
    expect(changed).toEqual({
      booking: {
        databaseId: older.id,
        status: 'CONFIRMED',
        courseTitle: title,
        auditTrail: [{ action: 'UPDATED', actor: 'admin', before: { status: 'pending' }, after: { status: 'confirmed' } }],
      },
      errors: [],
    });
    expect(
      (await admin(BOOKINGS, { search: title, status: 'CONFIRMED' })).adminBookings.edges.map((edge: any) => edge.node.databaseId),
    ).toEqual([older.id]);
    expect(
      (await admin(BOOKINGS, { search: title, status: 'PENDING' })).adminBookings.edges.map((edge: any) => edge.node.databaseId),
    ).toEqual([newer.id]);
  });

  it('refuses an unknown booking, changing nothing', async () => {
    const audits = await sql('select count(*)::int as n from audit_events');
    const answer = (await admin(SET, { input: { bookingId: Buffer.from('Booking:999999').toString('base64'), status: 'CANCELLED' } }, 'en'))
      .setBookingStatus;
    expect(answer).toEqual({
      booking: null,
      errors: [{ field: 'bookingId', code: 'BOOKING_NOT_FOUND', message: 'This booking request does not exist (any more).' }],
    });
    expect(await sql('select count(*)::int as n from audit_events')).toEqual(audits);
  });
});

describe('the REST rows', () => {
  it('GET /api/contact and GET /api/bookings answer the whole lists, newest first', async () => {
    const word = unique('Restwort');
    const courseId = await newCourse(3, unique('Restkurs '));
    const message = await newMessage({ subject: `Kursanfrage ${word}` });
    const contact = await rest('GET', `/api/contact?search=${word}`);
    expect(contact).toEqual({
      status: 200,
      body: [
        {
          id: message.id,
          name: 'Anna Maria Muster',
          email: 'anna@example.org',
          subject: `Kursanfrage ${word}`,
          message: 'Eine Nachricht mit genug Text.',
          createdAt: expect.any(String),
          isCourseRequest: true,
          orderId: null,
          orderNumber: null,
        },
      ],
    });
    expect((await rest('GET', `/api/contact?search=${word}&onlyCourseRequests=true`)).body).toHaveLength(1);
    const booking = await newBooking(courseId, { name: word });
    expect(await rest('GET', `/api/bookings?search=${word}`)).toEqual({
      status: 200,
      body: [
        {
          id: booking.id,
          courseId,
          courseTitle: expect.stringContaining('Restkurs'),
          name: word,
          email: 'ben@example.org',
          status: 'pending',
          message: null,
          createdAt: expect.any(String),
          orderId: null,
          orderNumber: null,
        },
      ],
    });
    expect((await rest('GET', '/api/bookings?status=nonsense')).status).toBe(400);
  });

  it('POST /api/contact/{id}/convert-to-order answers 201 with the order, then 409; 404 and 400 change nothing', async () => {
    const courseId = await newCourse(4);
    const message = await newMessage({ subject: 'Kursanfrage', name: 'Eva' });
    const path = `/api/contact/${message.id}/convert-to-order`;
    const before = await snapshot(courseId);
    expect(await rest('POST', path, 'admin', { courseId, quantity: 'abc' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: [{ field: 'quantity' }] },
    });
    expect(await rest('POST', path, 'admin', { courseId, participants: 'Mia' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: [{ field: 'participants' }] },
    });
    expect(await postText(path, '{not json')).toMatchObject({ status: 400 });
    expect(await rest('POST', '/api/contact/abc/convert-to-order', 'admin', { courseId })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_ID' },
    });
    expect(await rest('POST', '/api/contact/999999/convert-to-order', 'admin', { courseId }, 'en')).toEqual({
      status: 404,
      body: { code: 'CONTACT_MESSAGE_NOT_FOUND', message: 'This message does not exist (any more).' },
    });
    expect(await snapshot(courseId)).toEqual(before);

    const created = await rest('POST', path, 'admin', { courseId, quantity: 2, participants: [{ firstName: 'Mia', lastName: 'Muster' }] });
    expect(created).toMatchObject({
      status: 201,
      body: {
        id: expect.any(Number),
        orderNumber: expect.stringMatching(/^H2O-\d{4,}$/),
        customerFirstName: 'Eva',
        customerLastName: '',
        orderStatus: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'invoice',
        totalAmount: 250,
        contactMessageId: message.id,
        detailedItems: [{ courseId, quantity: 2, price: 125, participants: [{ firstName: 'Mia', lastName: 'Muster' }] }],
      },
    });
    expect(await freePlaces(courseId)).toBe(2);
    const after = await snapshot(courseId);
    expect(await rest('POST', path, 'admin', {})).toEqual({
      status: 409,
      body: { code: 'ALREADY_CONVERTED', message: expect.stringContaining(created.body.orderNumber) },
    });
    expect(await snapshot(courseId)).toEqual(after);
    expect((await rest('GET', `/api/contact?search=Eva`)).body.find((row: any) => row.id === message.id)).toMatchObject({
      orderId: created.body.id,
      orderNumber: created.body.orderNumber,
    });
  });
});

describe('anonymous callers and users without the admin role', () => {
  it('are refused on both doors, changing nothing', async () => {
    const courseId = await newCourse(2);
    const message = await newMessage({ subject: 'Kursanfrage' });
    const booking = await newBooking(courseId);
    const before = await snapshot(courseId);
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      ['{ adminBookings { totalCount } }', {}],
      [CONVERT, { input: { contactMessageId: message.globalId, courseId } }],
      [
        'mutation($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { errors { code } } }',
        { input: { bookingId: booking.globalId, status: 'CANCELLED' } },
      ],
    ];
    for (const [caller, code, status] of [
      ['anonymous', 'UNAUTHENTICATED', 401],
      ['user', 'FORBIDDEN', 403],
    ] as const) {
      for (const [query, variables] of operations) {
        const answer = await post(query, variables, caller);
        expect([caller, answer.body.errors?.[0].extensions.code]).toEqual([caller, code]);
      }
      for (const [method, path] of [
        ['GET', '/api/contact'],
        ['GET', '/api/bookings'],
        ['POST', `/api/contact/${message.id}/convert-to-order`],
      ]) {
        const answer = await rest(method, path, caller, method === 'POST' ? { courseId } : undefined);
        expect([caller, path, answer.status, answer.body.code]).toEqual([caller, path, status, code]);
      }
    }
    expect(await snapshot(courseId)).toEqual(before);
    expect((await sql('select status from bookings where id = ?', [booking.id]))[0].status).toBe('pending');
  });

  it('may still send the public contact form (POST /api/contact)', async () => {
    const answer = await rest('POST', '/api/contact', 'anonymous', {
      name: 'Paul Public',
      email: 'paul@example.org',
      subject: 'Kursanfrage: Test',
      message: 'Bitte um Rückruf zum Kurs.',
      privacyAccepted: true,
    });
    expect(answer).toMatchObject({ status: 201, body: { id: expect.any(Number), subject: 'Kursanfrage: Test' } });
  });
});
