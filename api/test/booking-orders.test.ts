import { Booking, BookingStatus } from '../src/modules/bookings/booking.entity.js';
import { Course } from '../src/modules/courses/course.entity.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type TestApp, startTestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * Issue 24 point 6 through /graphql and the REST door against a real PostgreSQL: a booking request (the
 * /course-request form) becomes one pending order through the same conversion as a contact message (places checked
 * and taken, once, also when admins click at the same moment); a status change takes no place; staff complete the
 * customer data and the participants afterwards, each recorded with before/after; other callers are refused.
 */
let t: TestApp;
let post: AdminCallers['post'], admin: AdminCallers['admin'], rest: AdminCallers['rest'], sql: AdminCallers['sql'];

beforeAll(async () => {
  t = await startTestApp();
  ({ post, admin, rest, sql } = await adminCallers(t, { username: 'booking-orders-user' }));
});
afterAll(() => t.close());

let count = 0;
const newCourse = (places: number) =>
  createTestCourse(t, { title: `Buchungskurs ${++count}x${Date.now().toString(36)}`, places, priceCents: 12_500 });

async function newBooking(courseId: number, name = 'Ben Beispiel') {
  const em = t.database.orm.em.fork();
  const booking = em.create(Booking, {
    course: em.getReference(Course, courseId),
    status: BookingStatus.PENDING,
    name,
    email: 'ben@example.org',
    message: null,
  });
  await em.flush();
  return { id: booking.id, globalId: Buffer.from(`Booking:${booking.id}`).toString('base64') };
}

const freePlaces = async (courseId: number) =>
  (await sql<{ available_slots: number }>('select available_slots from courses where id = ?', [courseId]))[0].available_slots;
const ordersOf = (bookingId: number) => sql('select id from orders where booking_id = ?', [bookingId]);

const ORDER = `id databaseId orderNumber orderStatus paymentStatus totalAmountCents
  customer { firstName lastName email phone address city zipCode }
  items { databaseId quantity course { databaseId } participants { databaseId firstName lastName } }
  history { type actor data }`;
const CONVERT = `mutation($input: ConvertBookingToOrderInput!) {
  convertBookingToOrder(input: $input) { order { ${ORDER} } booking { databaseId status order { orderNumber } } errors { field code message } }
}`;
const convert = async (input: Record<string, unknown>, language = 'de') =>
  (await admin(CONVERT, { input }, language)).convertBookingToOrder;
const SET_STATUS = `mutation($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { booking { status } errors { code } } }`;
const UPDATE_CUSTOMER = `mutation($input: UpdateOrderCustomerInput!) { updateOrderCustomer(input: $input) { order { ${ORDER} } errors { field code message } } }`;
const UPDATE_PARTICIPANTS = `mutation($input: UpdateOrderParticipantsInput!) { updateOrderParticipants(input: $input) { order { ${ORDER} } errors { field code message } } }`;

describe('convertBookingToOrder', () => {
  it('confirming a booking takes no place; converting it makes one pending order of its course with the places taken', async () => {
    const courseId = await newCourse(4);
    const booking = await newBooking(courseId, 'Berta Maria Beispiel');
    expect((await admin(SET_STATUS, { input: { bookingId: booking.globalId, status: 'CONFIRMED' } })).setBookingStatus).toEqual({
      booking: { status: 'CONFIRMED' },
      errors: [],
    });
    expect(await freePlaces(courseId)).toBe(4);
    expect(await ordersOf(booking.id)).toEqual([]);

    const result = await convert({ bookingId: booking.globalId, quantity: 2, participants: [{ firstName: 'Mia', lastName: 'Beispiel' }] });
    expect(result.errors).toEqual([]);
    expect(result.order).toMatchObject({
      orderStatus: 'PENDING',
      paymentStatus: 'PENDING',
      totalAmountCents: 25_000,
      customer: { firstName: 'Berta Maria', lastName: 'Beispiel', email: 'ben@example.org', phone: '', address: '' },
      items: [{ quantity: 2, course: { databaseId: courseId }, participants: [{ firstName: 'Mia', lastName: 'Beispiel' }] }],
      history: [
        { type: 'CREATED', actor: 'admin', data: { paymentMethod: 'invoice', places: 2, bookingId: booking.id } },
        // The office hears of every new order, one made by staff too (order-notifications.ts).
        { type: 'MAIL_QUEUED', actor: null, data: { template: 'officeNewOrder' } },
      ],
    });
    expect(result.booking).toEqual({ databaseId: booking.id, status: 'CONFIRMED', order: { orderNumber: result.order.orderNumber } });
    expect(await freePlaces(courseId)).toBe(2);

    for (const [language, text] of [
      ['de', 'bereits die Bestellung'],
      ['en', 'already been converted into order'],
    ] as const) {
      const again = await convert({ bookingId: booking.globalId }, language);
      expect(again.errors).toEqual([{ field: 'bookingId', code: 'ALREADY_CONVERTED', message: expect.stringContaining(text) }]);
    }
    expect(await freePlaces(courseId)).toBe(2);
  });

  it('converts once when two admins click at the same moment', async () => {
    const courseId = await newCourse(10);
    const booking = await newBooking(courseId);
    const results = await Promise.all([1, 2, 3].map(() => convert({ bookingId: booking.globalId, quantity: 3 })));
    expect(results.filter((result) => result.errors.length === 0)).toHaveLength(1);
    expect(results.flatMap((result) => result.errors.map((error: any) => error.code))).toEqual(['ALREADY_CONVERTED', 'ALREADY_CONVERTED']);
    expect(await ordersOf(booking.id)).toHaveLength(1);
    expect(await freePlaces(courseId)).toBe(7);
  });

  it("checks the places: more than the course has free is refused in the request's language, changing nothing", async () => {
    const courseId = await newCourse(1);
    const booking = await newBooking(courseId);
    const refused = await convert({ bookingId: booking.globalId, quantity: 2 }, 'en');
    expect(refused.order).toBeNull();
    expect(refused.errors).toEqual([{ field: 'quantity', code: 'COURSE_FULL', message: expect.any(String) }]);
    expect(refused.booking.status).toBe('PENDING');
    expect(await freePlaces(courseId)).toBe(1);
    expect(await ordersOf(booking.id)).toEqual([]);
    const unknown = await convert({ bookingId: Buffer.from('Booking:99999999').toString('base64') });
    expect(unknown.errors).toEqual([{ field: 'bookingId', code: 'BOOKING_NOT_FOUND', message: expect.any(String) }]);
  });

  it('POST /api/bookings/{id}/convert-to-order answers 201 with the order, then 409; GET /api/bookings names the order', async () => {
    const courseId = await newCourse(3);
    const booking = await newBooking(courseId);
    const created = await rest('POST', `/api/bookings/${booking.id}/convert-to-order`, 'admin', { quantity: 1 });
    expect(created).toMatchObject({
      status: 201,
      body: { bookingId: booking.id, orderStatus: 'pending', detailedItems: [{ courseId, quantity: 1 }], vouchers: [] },
    });
    const again = await rest('POST', `/api/bookings/${booking.id}/convert-to-order`, 'admin', {});
    expect(again.status).toBe(409);
    const listed = (await rest('GET', '/api/bookings')).body.find((row: any) => row.id === booking.id);
    expect(listed).toMatchObject({ status: 'confirmed', orderId: created.body.id, orderNumber: created.body.orderNumber });
  });
});

describe('completing an order afterwards', () => {
  it('records the customer data and the participants staff add or rename, with before and after', async () => {
    const courseId = await newCourse(5);
    const booking = await newBooking(courseId, 'Carla Clausen');
    const { order } = await convert({
      bookingId: booking.globalId,
      quantity: 3,
      participants: [{ firstName: 'Tim', lastName: 'Clausen' }],
    });

    const bad = (await admin(UPDATE_CUSTOMER, { input: { orderId: order.id, phone: '12', zipCode: '86368' } }, 'en')).updateOrderCustomer;
    expect(bad.errors).toEqual([{ field: 'phone', code: 'TOO_SHORT', message: expect.stringMatching(/phone/i) }]);
    expect(bad.order.customer.zipCode).toBe('');

    const done = (
      await admin(UPDATE_CUSTOMER, {
        input: { orderId: order.id, phone: '0821 123456', address: 'Hauptstraße 1', city: 'Gersthofen', zipCode: '86368' },
      })
    ).updateOrderCustomer;
    expect(done.errors).toEqual([]);
    expect(done.order.customer).toEqual({
      firstName: 'Carla',
      lastName: 'Clausen',
      email: 'ben@example.org',
      phone: '0821 123456',
      address: 'Hauptstraße 1',
      city: 'Gersthofen',
      zipCode: '86368',
    });
    expect(done.order.history.at(-1)).toEqual({
      type: 'CUSTOMER_CHANGED',
      actor: 'admin',
      data: {
        before: { phone: '', address: '', city: '', zipCode: '' },
        after: { phone: '0821 123456', address: 'Hauptstraße 1', city: 'Gersthofen', zipCode: '86368' },
      },
    });

    const item = done.order.items[0];
    const tim = item.participants[0].databaseId;
    const input = (participants: unknown[]) => ({ input: { orderId: order.id, orderItemId: item.databaseId, participants } });
    const renamed = (
      await admin(
        UPDATE_PARTICIPANTS,
        input([
          { databaseId: tim, firstName: 'Timo', lastName: 'Clausen' },
          { firstName: 'Ida', lastName: 'Clausen' },
        ]),
      )
    ).updateOrderParticipants;
    expect(renamed.errors).toEqual([]);
    expect(renamed.order.items[0].participants.map((p: any) => p.firstName)).toEqual(['Timo', 'Ida']);
    expect(renamed.order.history.at(-1)).toEqual({
      type: 'PARTICIPANTS_EDITED',
      actor: 'admin',
      data: {
        orderItemId: item.databaseId,
        courseId,
        before: { participants: ['Tim Clausen'] },
        after: { participants: ['Timo Clausen', 'Ida Clausen'] },
      },
    });

    // At most one per place (3): two more are one too many; nothing changes.
    const tooMany = (
      await admin(
        UPDATE_PARTICIPANTS,
        input([
          { firstName: 'A', lastName: 'B' },
          { firstName: 'C', lastName: 'D' },
        ]),
        'en',
      )
    ).updateOrderParticipants;
    expect(tooMany.errors).toEqual([{ field: 'participants', code: 'PARTICIPANTS_INCOMPLETE', message: expect.stringContaining('3') }]);
    expect(tooMany.order.items[0].participants).toHaveLength(2);

    // REST: the third place named by PUT, the customer's phone by PUT.
    const viaRest = await rest('PUT', `/api/orders/${order.databaseId}/items/${item.databaseId}/participants`, 'admin', {
      participants: [{ firstName: 'Ola', lastName: 'Clausen' }],
    });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.detailedItems[0].participants.map((p: any) => p.firstName)).toEqual(['Timo', 'Ida', 'Ola']);
    const phone = await rest('PUT', `/api/orders/${order.databaseId}/customer`, 'admin', { customerPhone: '0821 999999' });
    expect(phone).toMatchObject({ status: 200, body: { customerPhone: '0821 999999', customerCity: 'Gersthofen' } });
  });

  it("refuses a participant with an empty surname at that field, in the caller's language, changing nothing", async () => {
    const courseId = await newCourse(2);
    const { order } = await convert({
      bookingId: (await newBooking(courseId)).globalId,
      quantity: 2,
      participants: [{ firstName: 'Mia', lastName: 'Beispiel' }],
    });
    const item = order.items[0];
    const mia = item.participants[0].databaseId;
    for (const [language, text] of [
      ['de', 'Nachname ist erforderlich.'],
      ['en', 'Last name is required'],
    ] as const) {
      const refused = (
        await admin(
          UPDATE_PARTICIPANTS,
          {
            input: {
              orderId: order.id,
              orderItemId: item.databaseId,
              participants: [{ databaseId: mia, firstName: 'Mia', lastName: '  ' }],
            },
          },
          language,
        )
      ).updateOrderParticipants;
      expect(refused.errors).toEqual([{ field: 'participants.0.lastName', code: 'REQUIRED', message: text }]);
      expect(refused.order.items[0].participants).toEqual([{ databaseId: mia, firstName: 'Mia', lastName: 'Beispiel' }]);
    }
    const viaRest = await rest('PUT', `/api/orders/${order.databaseId}/items/${item.databaseId}/participants`, 'admin', {
      participants: [{ firstName: 'Ola', lastName: '' }],
    });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.errors).toEqual([
      expect.objectContaining({ field: 'participants.0.lastName', message: 'Nachname ist erforderlich.' }),
    ]);
    expect((await sql('select id from participants where order_item_id = ?', [item.databaseId])).length).toBe(1);
  });

  it('refuses edits of a cancelled order, changing nothing', async () => {
    const courseId = await newCourse(2);
    const booking = await newBooking(courseId);
    const { order } = await convert({ bookingId: booking.globalId });
    await admin('mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { errors { code } } }', { input: { orderId: order.id } });
    const refused = (await admin(UPDATE_CUSTOMER, { input: { orderId: order.id, phone: '0821 123456' } }, 'en')).updateOrderCustomer;
    expect(refused.errors).toEqual([
      { field: 'orderId', code: 'ORDER_CANCELLED', message: 'This order is cancelled; this is no longer possible.' },
    ]);
    expect(refused.order.customer.phone).toBe('');
  });
});

describe('anonymous callers and users without the admin role', () => {
  it('are refused on both doors, changing nothing', async () => {
    const courseId = await newCourse(2);
    const booking = await newBooking(courseId);
    const { order } = await convert({ bookingId: (await newBooking(courseId)).globalId });
    const itemId = order.items[0].databaseId;
    const operations: [string, Record<string, unknown>][] = [
      [CONVERT, { input: { bookingId: booking.globalId } }],
      [UPDATE_CUSTOMER, { input: { orderId: order.id, phone: '0821 123456' } }],
      [UPDATE_PARTICIPANTS, { input: { orderId: order.id, orderItemId: itemId, participants: [{ firstName: 'X', lastName: 'Y' }] } }],
    ];
    for (const [caller, code, status] of [
      ['anonymous', 'UNAUTHENTICATED', 401],
      ['user', 'FORBIDDEN', 403],
    ] as const) {
      for (const [query, variables] of operations) {
        const answer = await post(query, variables, caller);
        expect([caller, answer.body.errors?.[0].extensions.code]).toEqual([caller, code]);
      }
      for (const [method, path, body] of [
        ['POST', `/api/bookings/${booking.id}/convert-to-order`, {}],
        ['PUT', `/api/orders/${order.databaseId}/customer`, { customerPhone: '0821 123456' }],
        ['PUT', `/api/orders/${order.databaseId}/items/${itemId}/participants`, { participants: [{ firstName: 'X', lastName: 'Y' }] }],
      ] as const) {
        const answer = await rest(method, path, caller, body);
        expect([caller, path, answer.status, answer.body.code]).toEqual([caller, path, status, code]);
      }
    }
    expect(await ordersOf(booking.id)).toEqual([]);
    expect(await freePlaces(courseId)).toBe(1);
    expect((await sql('select customer_phone from orders where id = ?', [order.databaseId]))[0].customer_phone).toBe('');
  });
});
