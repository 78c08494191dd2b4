import type { Browser, Locator, Page } from 'playwright-core';
import { Course } from '../../api/src/modules/courses/course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../../api/src/modules/courses/course.enums.js';
import { enableBankTransfer, startTestApp, type TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, openPage } from './browser.js';

/**
 * Live updates in the back office (README "Public API": Subscriptions): the admin's order list and dashboard, open
 * in Chromium on instance A, show an order placed through instance B (another server on the same database) without
 * a reload and without a timer: the page's stream (`/graphql/stream`) hears of it and the views read it again.
 */
let app: TestApp;
let browser: Browser;
let other: TestApp;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;
let courseId: number;

beforeAll(async () => {
  other = await startTestApp({ databaseUrl: app.database.orm.config.get('clientUrl') as string });
  await enableBankTransfer(app);
  const em = app.database.orm.em.fork();
  const course = em.create(Course, {
    title: 'Live-Seepferdchen',
    description: 'Ein Kurs nur für die Live-Ansicht.',
    courseType: CourseType.CHILDREN,
    level: CourseLevel.BEGINNER,
    ageGroup: AgeGroup.CHILDREN_5_7,
    startDate: '2099-03-01',
    endDate: '2099-04-01',
    availableSlots: 10,
    totalSlots: 10,
    priceCents: 12_000,
  });
  await em.flush();
  courseId = course.id;
});
afterAll(async () => {
  await other?.close();
});

/** An order by bank transfer, placed through the other instance. */
async function placeOrderOnOther(lastName: string): Promise<string> {
  const body = await other.graphql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber } errors { field code message } } }`,
    {
      input: {
        idempotencyKey: `live-orders-${lastName}-${Date.now()}-abcdefgh`,
        customer: {
          firstName: 'Lina',
          lastName,
          email: `lina.${lastName.toLowerCase()}@example.org`,
          phone: '0821 123456',
          address: 'Badstraße 1',
          city: 'Gersthofen',
          zipCode: '86368',
        },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
        items: [{ courseId, quantity: 1, participants: [{ firstName: 'Mia', lastName }] }],
      },
    },
  );
  expect(body.data.placeOrder.errors).toEqual([]);
  return body.data.placeOrder.order.orderNumber;
}

async function signIn(page: Page) {
  await page.goto(`${app.baseUrl}/admin/login`);
  await page.getByTestId('field-username').fill('admin');
  await page.getByTestId('field-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('form-submit').click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
}

const row = (within: Page | Locator, orderNumber: string) =>
  within.locator(`[data-testid="order-row"][data-order-number="${orderNumber}"]`);

/** Resolves when the page's live stream has been accepted (the answer's headers are there; events follow). */
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql/stream' && response.status() === 200);

it('shows an order placed through another instance in the open order list and on the dashboard, without a reload', async () => {
  const { context, page, problems } = await openPage(browser);
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await signIn(page);

  // The orders view: its stream opens, then an order comes in elsewhere.
  const listening = streamOpened(page);
  await page.goto(`${app.baseUrl}/admin/orders`);
  await page.getByTestId('orders-table').or(page.getByTestId('orders-empty')).waitFor();
  await listening;
  const loadsBefore = loads.length;
  const first = await placeOrderOnOther('Livefeld');
  await row(page, first).waitFor({ timeout: 10_000 });
  await expect(row(page, first).textContent()).resolves.toContain('Livefeld');
  expect(loads.length).toBe(loadsBefore);

  // The dashboard: its newest orders and its order count, through the same kind of stream.
  const dashboardListening = streamOpened(page);
  await page.goto(`${app.baseUrl}/admin`);
  await page.getByTestId('dashboard-orders').waitFor();
  await dashboardListening;
  const dashboardLoads = loads.length;
  const countBefore = Number(await page.getByTestId('stat-orders-value').textContent());
  const second = await placeOrderOnOther('Livestein');
  await row(page.getByTestId('dashboard-orders'), second).waitFor({ timeout: 10_000 });
  // Well before the 30 s timer that stands in only while the stream is unavailable.
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="stat-orders-value"]')?.textContent === String(expected),
    countBefore + 1,
    { timeout: 10_000 },
  );
  expect(loads.length).toBe(dashboardLoads);
  expect(problems).toEqual([]);
  await context.close();
});
