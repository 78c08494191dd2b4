import 'reflect-metadata';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { createTestCourse } from './test-course.js';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * Issue 14, dashboard stat cards (SPEC §2): the counts agree with the rows in the database, follow every change,
 * and are for admins only.
 */
let t: TestApp;
let post: AdminCallers['post'], sql: AdminCallers['sql'];

beforeAll(async () => {
  t = await startTestApp();
  ({ post, sql } = await adminCallers(t, { username: 'dashboard-user' }));
});
afterAll(() => t.close());

const STATS = `{
  adminDashboardStats {
    courses { active withFreePlaces freePlaces }
    bookings { notCancelled pending }
    contactMessages { courseRequests total }
    reviews { total pending }
    orders { total pending }
  }
}`;

async function stats() {
  const { status, body } = await post(STATS, {}, 'admin');
  expect([status, body.errors]).toEqual([200, undefined]);
  return body.data.adminDashboardStats;
}

const count = async (query: string) => Number((await sql<{ n: string }>(`select count(*) as n from ${query}`))[0].n);

/** The same counts, straight from the tables (SPEC §2 and §4 in plain SQL). */
async function expectedStats() {
  const freePlaces = Number((await sql<{ n: string }>('select coalesce(sum(available_slots), 0) as n from courses where is_active'))[0].n);
  return {
    courses: {
      active: await count('courses where is_active'),
      withFreePlaces: await count('courses where is_active and available_slots > 0'),
      freePlaces,
    },
    bookings: {
      notCancelled: await count(`bookings where status <> 'cancelled'`),
      pending: await count(`bookings where status = 'pending'`),
    },
    contactMessages: {
      courseRequests: await count(`contact_messages where subject ilike '%kursanfrage%' or subject ilike '%course request%'`),
      total: await count('contact_messages'),
    },
    reviews: { total: await count('testimonials'), pending: await count('testimonials where not is_visible') },
    orders: { total: await count('orders'), pending: await count(`orders where order_status = 'pending'`) },
  };
}

let orders = 0;
async function insertOrder(orderStatus: 'pending' | 'confirmed' | 'cancelled') {
  orders += 1;
  await sql(
    `insert into orders (customer_first_name, customer_last_name, customer_email, customer_phone, customer_address, customer_city, customer_zip_code,
       total_amount_cents, order_status, payment_method, access_key)
     values ('Anna', 'Muster', 'anna@example.org', '0821 123456', 'Hauptstraße 1', 'Gersthofen', '86368', 16000, ?, 'BANK_TRANSFER', ?)`,
    [orderStatus, `dashboard-test-access-key-${orders}`.padEnd(43, 'x')],
  );
}

describe('adminDashboardStats', () => {
  it('agrees with the rows in the database', async () => {
    expect(await stats()).toEqual(await expectedStats());
  });

  it('follows every change: courses, bookings, course requests, reviews and orders', async () => {
    const before = await stats();

    const open = await createTestCourse(t, { title: 'Dashboard: frei', places: 4, priceCents: 10_000 });
    const full = await createTestCourse(t, { title: 'Dashboard: ausgebucht', places: 0, priceCents: 10_000 });
    const hidden = await createTestCourse(t, { title: 'Dashboard: inaktiv', places: 6, priceCents: 10_000 });
    await sql('update courses set is_active = false where id = ?', [hidden]);

    const booking = (status: string) =>
      sql(`insert into bookings (course_id, name, email, status) values (?, 'Eva', 'eva@example.org', ?)`, [open, status]);
    await booking('pending');
    await booking('pending');
    await booking('confirmed');
    await booking('cancelled');

    const message = (subject: string) =>
      sql(
        `insert into contact_messages (name, email, subject, message) values ('Eva', 'eva@example.org', ?, 'Eine Nachricht für den Test.')`,
        [subject],
      );
    await message('Kursanfrage: Seepferdchen');
    await message('Neue Kursanfrage');
    await message('Course Request: Crawl');
    await message('Frage zur Anfahrt');

    await sql(
      `insert into testimonials (name, content, rating, is_visible) values ('Eva', 'Sehr schöner Kurs, gerne wieder.', 5, false), ('Max', 'Toller Kurs für die Kinder.', 4, true)`,
    );

    await insertOrder('pending');
    await insertOrder('confirmed');
    await insertOrder('cancelled');

    const after = await stats();
    expect(after).toEqual(await expectedStats());
    expect(after).toEqual({
      courses: {
        active: before.courses.active + 2,
        withFreePlaces: before.courses.withFreePlaces + 1,
        freePlaces: before.courses.freePlaces + 4,
      },
      bookings: { notCancelled: before.bookings.notCancelled + 3, pending: before.bookings.pending + 2 },
      contactMessages: { courseRequests: before.contactMessages.courseRequests + 3, total: before.contactMessages.total + 4 },
      reviews: { total: before.reviews.total + 2, pending: before.reviews.pending + 1 },
      orders: { total: before.orders.total + 3, pending: before.orders.pending + 1 },
    });

    // A booked-out course and a confirmed order count differently at once.
    await sql('update courses set available_slots = 0 where id = ?', [open]);
    await sql(`update orders set order_status = 'confirmed' where order_status = 'pending' and access_key like 'dashboard-test-%'`);
    const later = await stats();
    expect(later.courses).toEqual({
      active: after.courses.active,
      withFreePlaces: after.courses.withFreePlaces - 1,
      freePlaces: after.courses.freePlaces - 4,
    });
    expect(later.orders).toEqual({ total: after.orders.total, pending: after.orders.pending - 1 });
    expect(full).toBeGreaterThan(0);
  });

  it.each([
    ['anonymous', 'UNAUTHENTICATED'],
    ['user', 'FORBIDDEN'],
  ] as const)('is refused to %s callers (%s; the field null in a partial answer, 200)', async (caller, code) => {
    const answer = await post(STATS, {}, caller);
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
    expect(answer.body.data).toEqual({ adminDashboardStats: null });
  });
});
