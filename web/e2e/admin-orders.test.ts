import type { Browser, Page, Route } from 'playwright-core';
import { Course } from '../../api/src/modules/courses/course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../../api/src/modules/courses/course.enums.js';
import type { TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, openPage, seriousAxeViolations, holdListReloads } from './browser.js';

/**
 * Issue 14 in the browser: orders placed through the API (bank transfer) show in the admin's list; staff confirm
 * one and mark it paid from the row's menu, each shown before the server has answered; a change another admin
 * made meanwhile is refused and rolled back with the server's message; the child is then on the course's
 * participant list (and its CSV), which also fits a phone.
 */
let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;
const PHONE = { width: 375, height: 812 };
const COURSE_TITLE = 'Seepferdchen Verwaltung';
let courseId: number;

interface PlacedOrder {
  id: string;
  orderNumber: string;
}

async function placeOrder(lastName: string, child: [string, string]): Promise<PlacedOrder> {
  const body = await app.graphql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } errors { field code message } } }`,
    {
      input: {
        idempotencyKey: `admin-orders-${lastName}-${Date.now()}-abcdefgh`,
        customer: {
          firstName: 'Petra',
          lastName,
          email: `petra.${lastName.toLowerCase()}@example.org`,
          phone: '0821 123456',
          address: 'Badstraße 1',
          city: 'Gersthofen',
          zipCode: '86368',
        },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
        items: [{ courseId, quantity: 1, participants: [{ firstName: child[0], lastName: child[1] }] }],
      },
    },
  );
  expect(body.data.placeOrder.errors).toEqual([]);
  return body.data.placeOrder.order;
}

/** What another admin does meanwhile, through the API with a token of its own. */
async function cancelAsAnotherAdmin(order: PlacedOrder) {
  const signIn = await app.graphql('mutation($input: SignInInput!) { signIn(input: $input) { token errors { code } } }', {
    input: { username: 'admin', password: ADMIN_PASSWORD },
  });
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${signIn.data.signIn.token}` },
    body: JSON.stringify({
      query: 'mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { errors { code } } }',
      variables: { input: { orderId: order.id } },
    }),
  });
  expect((await response.json()).data.cancelOrder.errors).toEqual([]);
}

beforeAll(async () => {
  const em = app.database.orm.em.fork();
  const course = em.create(Course, {
    title: COURSE_TITLE,
    description: 'Ein Kurs nur für den Verwaltungstest.',
    courseType: CourseType.CHILDREN,
    level: CourseLevel.BEGINNER,
    ageGroup: AgeGroup.CHILDREN_5_7,
    startDate: '2099-05-02',
    endDate: '2099-06-27',
    time: '15:00-15:45',
    location: 'Hallenbad Gersthofen',
    availableSlots: 10,
    totalSlots: 10,
    priceCents: 16_000,
  });
  await em.flush();
  courseId = course.id;
  // Bank transfer is offered only with a real account (the migration's placeholder fails the IBAN check on purpose).
  await em
    .getConnection()
    .execute(
      `update settings set value = jsonb_set(value, '{bankTransfer}', '{"accountHolder":"H2O Gersthofen","iban":"DE89370400440532013000","bic":"COBADEFFXXX","bankName":"Commerzbank","paymentDays":7}') where key = 'shop_settings'`,
    );
});

async function signIn(page: Page) {
  await page.goto(`${app.baseUrl}/admin/login`);
  await page.getByTestId('field-username').fill('admin');
  await page.getByTestId('field-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('form-submit').click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
}

const row = (page: Page, orderNumber: string) => page.locator(`[data-testid="order-row"][data-order-number="${orderNumber}"]`);
const isMutation = (route: Route, name: string) => (route.request().postData() ?? '').includes(`"operationName":"${name}"`);

/** Holds this mutation's requests until `release` is called: what the page shows meanwhile is its own doing. */
async function holdMutation(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (isMutation(route, name)) await released;
    await route.continue();
  });
  return release;
}

async function runFromMenu(page: Page, orderNumber: string, action: string, confirm: string) {
  await row(page, orderNumber)
    .getByRole('button', { name: `Aktionen für ${orderNumber}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
}

describe('admin orders and participants', () => {
  it('confirms and marks paid an order placed through the API, rolls back a refused change, and lists the child', async () => {
    const paid = await placeOrder('Verwaltung', ['Lina', 'Testkind']);
    const refused = await placeOrder('Zweitbestellung', ['Tom', 'Zweitkind']);
    const { context, page, problems } = await openPage(browser);
    await signIn(page);

    // The sidebar's way to the orders; the newest first, the amount in euros, both still pending.
    await page.getByRole('navigation', { name: 'Verwaltungsbereiche' }).getByRole('link', { name: 'Bestellungen' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    await row(page, paid.orderNumber).waitFor();
    expect(await row(page, paid.orderNumber).innerText()).toContain('Petra Verwaltung');
    expect(await row(page, paid.orderNumber).getByTestId('order-amount').innerText()).toMatch(/^160,00\s€$/);
    expect(await row(page, paid.orderNumber).getByTestId('order-status').innerText()).toBe('Ausstehend');
    expect(await row(page, paid.orderNumber).getByTestId('payment-status').innerText()).toBe('Zahlung offen');

    // The search goes into the URL after a pause in typing.
    await page.getByTestId('orders-search').fill('Verwaltung');
    await page.waitForURL((url) => url.search === '?q=Verwaltung');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="order-row"]').length === 1);

    // Confirm, shown before the server has answered.
    let release = await holdMutation(page, 'useConfirmOrderMutation');
    await runFromMenu(page, paid.orderNumber, 'Bestätigen', 'Bestätigen');
    await row(page, paid.orderNumber).getByTestId('order-status').getByText('Bestätigt').waitFor();
    expect(await page.getByTestId('toast').count()).toBe(0);
    release();
    await page.getByTestId('toast').getByText('Erfolgreich aktualisiert').waitFor();
    await page.unrouteAll();

    // Mark paid, by keyboard this time: Enter opens the menu, ↓ to the next item, Enter chooses it.
    release = await holdMutation(page, 'useMarkOrderPaidMutation');
    await row(page, paid.orderNumber)
      .getByRole('button', { name: `Aktionen für ${paid.orderNumber}` })
      .focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Stornieren');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: `Zahlung für ${paid.orderNumber} erhalten?` })
      .getByRole('button', { name: 'Als bezahlt markieren' })
      .click();
    await row(page, paid.orderNumber).getByTestId('payment-status').getByText('Bezahlt').waitFor();
    release();
    await page.getByTestId('toast').getByText('Erfolgreich aktualisiert').waitFor();
    await page.unrouteAll();

    // The details: the history names the admin and the values before and after.
    await row(page, paid.orderNumber).getByRole('button', { name: paid.orderNumber, exact: true }).click();
    const detail = page.getByRole('dialog', { name: `Bestellung ${paid.orderNumber}` });
    await detail.getByTestId('order-history').waitFor();
    // The dialog may first show the history the store already had, then the fetched one: wait for the last change.
    await detail.getByTestId('order-history-entry').filter({ hasText: 'Zahlungsstatus: Zahlung offen → Bezahlt' }).waitFor();
    const history = await detail.getByTestId('order-history-entry').allInnerTexts();
    expect(history.some((entry) => entry.includes('admin') && entry.includes('Bestellstatus: Ausstehend → Bestätigt'))).toBe(true);
    expect(history.some((entry) => entry.includes('admin') && entry.includes('Zahlungsstatus: Zahlung offen → Bezahlt'))).toBe(true);
    expect(await detail.innerText()).toContain('Lina Testkind');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // Another admin cancels the second order meanwhile: confirming it is refused and the row shows what stands.
    await page.getByTestId('orders-search').fill('Zweitbestellung');
    await page.waitForURL((url) => url.search === '?q=Zweitbestellung');
    await row(page, refused.orderNumber).waitFor();
    const releaseList = await holdListReloads(page);
    await cancelAsAnotherAdmin(refused);
    release = await holdMutation(page, 'useConfirmOrderMutation');
    await runFromMenu(page, refused.orderNumber, 'Bestätigen', 'Bestätigen');
    await row(page, refused.orderNumber).getByTestId('order-status').getByText('Bestätigt').waitFor();
    release();
    const error = page.getByRole('alert').filter({ hasText: 'Fehler:' });
    await error.waitFor();
    expect(await row(page, refused.orderNumber).getByTestId('order-status').innerText()).toBe('Storniert');
    releaseList();
    await page.unrouteAll();

    // The participant list: confirmed and paid orders only, so Lina and not Tom.
    await page.getByRole('navigation', { name: 'Verwaltungsbereiche' }).getByRole('link', { name: 'Teilnehmer' }).click();
    // The orders view has a "Kurs" filter too: choose only once the participants view is there.
    await page.waitForURL((url) => url.pathname === '/admin/participants');
    await page.getByTestId('participants-course-picker').waitFor();
    await page.getByLabel('Kurs', { exact: true }).selectOption({ label: `${COURSE_TITLE} (02.05.2099)` });
    await page.waitForURL((url) => url.search === `?course=${courseId}`);
    await page.getByTestId('participant-row').first().waitFor();
    expect(await page.getByTestId('participants-count').innerText()).toBe('1 Teilnehmer');
    expect(await page.getByTestId('participant-row').allInnerTexts()).toEqual([
      '1\tLina\tTestkind\t–\t\nPetra Verwaltung\n0821 123456\npetra.verwaltung@example.org',
    ]);
    const csv = await page.request.get(`${app.baseUrl}${await page.getByTestId('participants-csv').getAttribute('href')}`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain('1;Lina;Testkind');

    // Printed: the list alone, without the site's header, footer, the sidebar and the controls.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Verwaltungsbereiche' }).isVisible()).toBe(false);
    expect(await page.getByTestId('participants-print').isVisible()).toBe(false);
    expect(await page.getByTestId('participants-table').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a phone: the tables scroll inside their own boxes, never the page; axe finds nothing serious', async () => {
    await placeOrder('Telefon', ['Ida', 'Handy']);
    // bypassCSP lets axe's script in (the site's CSP would refuse it).
    const context = await browser.newContext({ locale: 'de-DE', viewport: PHONE, bypassCSP: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (failure) => problems.push(`page error: ${failure.message}`));
    const findings = async () =>
      (await seriousAxeViolations(page)).flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
    await signIn(page);
    await page.goto(`${app.baseUrl}/admin/orders`);
    await page.getByTestId('order-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const box = page.getByTestId('orders-table');
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await findings()).toEqual([]);
    await page.getByTestId('order-actions').first().click();
    expect(await findings()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('order-open').first().click();
    await page.getByTestId('order-history').waitFor();
    expect(await findings()).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(`${app.baseUrl}/admin/participants?course=${courseId}`);
    await page.getByTestId('participants-course').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await findings()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
