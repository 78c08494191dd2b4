import { type AdminCallers, adminCallers } from './admin-callers.js';
import { createTestCourse } from './test-course.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';

/**
 * Issue 27 point 5: the dashboard's charts, one admin query for a range of Berlin days. Orders are moved into March
 * 2020 (no demo data there), so every number is this test's own: weeks (Monday to Sunday, Berlin time, empty weeks as
 * zeros), paid revenue, places per course, the payment-method split; cancelled orders count nowhere.
 */
let t: TestApp;
let calls: AdminCallers;
const CHARTS = `query($from: LocalDate!, $to: LocalDate!) { dashboardCharts(from: $from, to: $to) {
  weeks { weekStart orders places revenueCents } occupancy { courseId title booked total } paymentMethods { method orders amountCents } } }`;
let courseId: number;
/** On sale now, starting in 2099: the occupancy chart shows it whatever range is asked. */
let upcomingId: number;
/** Ran in 2019: outside the range and over, so in no chart of 2020. */
let pastId: number;

async function order(places: number, createdAt: string, changes: { paid?: boolean; method?: string } = {}) {
  const placed = await calls.gql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id databaseId } errors { code } } }`,
    {
      input: {
        idempotencyKey: `charts-${createdAt.replace(/[^0-9]/g, '')}-abcdefgh`,
        customer: {
          firstName: 'Petra',
          lastName: 'Muster',
          email: 'petra.charts@example.org',
          phone: '0821 123456',
          address: 'Badstraße 1',
          city: 'Gersthofen',
          zipCode: '86368',
        },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
        items: [
          {
            courseId,
            quantity: places,
            participants: Array.from({ length: places }, (_, i) => ({ firstName: `Kind${i}`, lastName: 'Muster' })),
          },
        ],
      },
    },
    'anonymous',
  );
  expect(placed.data.placeOrder.errors).toEqual([]);
  const { id, databaseId } = placed.data.placeOrder.order;
  await calls.sql(`update orders set created_at = ?, payment_status = ?, payment_method = ? where id = ?`, [
    createdAt,
    changes.paid ? 'paid' : 'pending',
    changes.method ?? 'invoice',
    databaseId,
  ]);
  return id as string;
}

beforeAll(async () => {
  t = await startTestApp();
  await enableBankTransfer(t);
  calls = await adminCallers(t, { username: 'charts-user' });
  courseId = await createTestCourse(t, { title: 'Diagrammkurs', places: 10, priceCents: 5_000 });
  await order(2, '2020-03-03T10:00:00Z', { paid: true });
  // Sunday 23:30 in Berlin (UTC+1 in March): still the week of 2 March.
  await order(1, '2020-03-08T22:30:00Z');
  // Monday 00:30 in Berlin: the next week.
  await order(1, '2020-03-08T23:30:00Z', { paid: true, method: 'paypal' });
  const cancelled = await order(1, '2020-03-04T09:00:00Z', { paid: true });
  expect(
    (
      await calls.admin('mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { errors { code } } }', {
        input: { orderId: cancelled },
      })
    ).cancelOrder.errors,
  ).toEqual([]);
  await calls.sql('update courses set start_date = ?, end_date = ? where id = ?', ['2020-03-01', '2020-04-01', courseId]);
  upcomingId = await createTestCourse(t, { title: 'Buchbarer Diagrammkurs', places: 8, priceCents: 5_000 });
  pastId = await createTestCourse(t, { title: 'Vergangener Diagrammkurs', places: 8, priceCents: 5_000 });
  await calls.sql('update courses set start_date = ?, end_date = ? where id = ?', ['2019-03-01', '2019-04-01', pastId]);
});
afterAll(() => t?.close());

describe('the dashboard charts', () => {
  it('counts orders, places and paid revenue per Berlin week, places per course and the payment split', async () => {
    const charts = (await calls.admin(CHARTS, { from: '2020-03-01', to: '2020-03-22' })).dashboardCharts;
    expect(charts.weeks).toEqual([
      { weekStart: '2020-02-24', orders: 0, places: 0, revenueCents: 0 },
      { weekStart: '2020-03-02', orders: 2, places: 3, revenueCents: 10_000 },
      { weekStart: '2020-03-09', orders: 1, places: 1, revenueCents: 5_000 },
      { weekStart: '2020-03-16', orders: 0, places: 0, revenueCents: 0 },
    ]);
    // The cancelled order gave its place back: 4 of 10 taken. The course of the range comes first (by start), then
    // those being booked now (the demo's and this test's), never one that ended outside the range.
    expect(charts.occupancy[0]).toEqual({ courseId, title: 'Diagrammkurs', booked: 4, total: 10 });
    expect(charts.occupancy).toContainEqual({ courseId: upcomingId, title: 'Buchbarer Diagrammkurs', booked: 0, total: 8 });
    expect(charts.occupancy.map((course: { courseId: number }) => course.courseId)).not.toContain(pastId);
    expect(charts.paymentMethods).toEqual([
      { method: 'invoice', orders: 2, amountCents: 15_000 },
      { method: 'paypal', orders: 1, amountCents: 5_000 },
    ]);
    // A range ending on that Sunday leaves out the order of Monday 00:30.
    const firstWeek = (await calls.admin(CHARTS, { from: '2020-03-02', to: '2020-03-08' })).dashboardCharts;
    expect(firstWeek.weeks).toEqual([{ weekStart: '2020-03-02', orders: 2, places: 3, revenueCents: 10_000 }]);
    expect(firstWeek.paymentMethods).toEqual([{ method: 'invoice', orders: 2, amountCents: 15_000 }]);
    // A range in 2019 shows the course that ran then, and still the ones on sale now.
    const past = (await calls.admin(CHARTS, { from: '2019-03-01', to: '2019-03-31' })).dashboardCharts.occupancy.map(
      (course: { courseId: number }) => course.courseId,
    );
    expect([past[0], past.includes(upcomingId), past.includes(courseId)]).toEqual([pastId, true, false]);
  });

  it('refuses a range that is no range, and callers without the admin role', async () => {
    for (const [from, to] of [
      ['2020-03-10', '2020-03-01'],
      ['2020-01-01', '2021-12-31'],
      ['2020-02-30', '2020-03-01'],
    ]) {
      const answer = await calls.post(CHARTS, { from, to });
      expect([from, to, answer.status, answer.body.errors?.[0].extensions.code]).toEqual([from, to, 400, 'BAD_USER_INPUT']);
    }
    // Refused alone: the field null with its error, a partial answer (200).
    for (const [caller, code] of [
      ['user', 'FORBIDDEN'],
      ['anonymous', 'UNAUTHENTICATED'],
    ] as const) {
      const refused = await calls.post(CHARTS, { from: '2020-03-01', to: '2020-03-22' }, caller);
      expect([refused.status, refused.body.data, refused.body.errors?.[0]?.extensions?.code]).toEqual([
        200,
        { dashboardCharts: null },
        code,
      ]);
    }
  });
});
