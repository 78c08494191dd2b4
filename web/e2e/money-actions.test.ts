import type { ParsedMail } from 'mailparser';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { User, UserRole } from '../../api/src/modules/users/user.entity.js';
import { type SmtpInbox, startSmtpInbox } from '../../api/test/smtp-inbox.js';
import { enableBankTransfer, type TestApp, startTestApp } from '../../api/test/test-app.js';
import { createTestCourse } from '../../api/test/test-course.js';
import { launchBrowser, openPage } from './browser.js';

/**
 * Money and access actions in the browser: each waits for a confirmation that says what happens to the money (or the
 * access), and nothing is sent before it. A refund of a bank-transfer order is owed: the customer is asked once by mail
 * for the IBAN (read from a real SMTP server), the refund is on the "Offene Erstattungen" list with its age, and a
 * reminder mails again. In "Team" a role chosen in the menu is not saved until confirmed; "Deaktivieren" asks first.
 */
let inbox: SmtpInbox;
let app: TestApp;
let browser: Browser;
const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  [app, browser] = await Promise.all([
    startTestApp({
      webDistDir: join(import.meta.dirname, '../dist'),
      env: { SMTP_URL: inbox.url, JOB_POLL_INTERVAL_MS: '100' },
      jobWorker: true,
    }),
    launchBrowser(),
  ]);
  await enableBankTransfer(app);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await inbox?.stop();
});

const titled = (address: string, subject: RegExp) => (mail: ParsedMail) =>
  !Array.isArray(mail.to) && mail.to?.value.some((to) => to.address === address) === true && subject.test(mail.subject ?? '');

async function signIn(page: Page) {
  await page.goto(`${app.baseUrl}/admin/login`);
  await page.getByTestId('field-username').fill('admin');
  await page.getByTestId('field-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('form-submit').click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
}

/** Sends what the page would send, as the signed-in admin of `page` (its cookie). */
const asAdmin = (page: Page, query: string, variables: Record<string, unknown>) =>
  page.evaluate(
    async ([query, variables]) =>
      (
        await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        })
      ).json(),
    [query, variables] as const,
  );

/** Names of the GraphQL mutations the page sends from now on. */
function recordMutations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const match = /"operationName":"([^"]+Mutation)"/.exec(request.postData() ?? '');
    if (request.url().endsWith('/graphql') && match) sent.push(match[1]);
  });
  return sent;
}

test('a refund asks first and says where the money goes; the owed refund is listed with its age; the customer is asked for the IBAN once, then reminded', async () => {
  const courseId = await createTestCourse(app, { title: 'Geldkurs', places: 5, priceCents: 12_000 });
  const email = 'eva.erstattung@example.org';
  const placed = await app.graphql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } errors { code } } }`,
    {
      input: {
        idempotencyKey: `money-actions-${Date.now()}-abcdefgh`,
        customer: {
          firstName: 'Eva',
          lastName: 'Erstattung',
          email,
          phone: '0821 123456',
          address: 'Badstraße 1',
          city: 'Gersthofen',
          zipCode: '86368',
        },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
        items: [{ courseId, quantity: 1, participants: [{ firstName: 'Ida', lastName: 'Erstattung' }] }],
      },
    },
  );
  const { id: orderId, orderNumber } = placed.data.placeOrder.order;
  const { context, page, problems } = await openPage(browser);
  await signIn(page);
  expect(
    (
      await asAdmin(page, 'mutation($input: MarkOrderPaidInput!) { markOrderPaid(input: $input) { errors { code } } }', {
        input: { orderId },
      })
    ).data.markOrderPaid.errors,
  ).toEqual([]);
  const mutations = recordMutations(page);

  await page.goto(`${app.baseUrl}/admin/orders?q=${orderNumber}`);
  await page
    .locator(`[data-testid="order-row"][data-order-number="${orderNumber}"]`)
    .getByRole('button', { name: orderNumber, exact: true })
    .click();
  const detail = page.getByRole('dialog', { name: `Bestellung ${orderNumber}` });
  await detail.locator('#order-refund-amount').fill('50');
  await detail.getByTestId('order-refund-submit').click();
  const ask = page.getByTestId('confirm-refund');
  await ask.waitFor();
  expect(await ask.getByRole('heading').innerText()).toMatch(/^50,00\s€ zu H2O-\d+ erstatten\?$/);
  expect(await ask.innerText()).toMatch(/Erstattung offen: 50,00\s€ per Überweisung\. Eva Erstattung wird per E-Mail um eine IBAN gebeten/);
  expect(mutations).toEqual([]);
  await ask.getByRole('button', { name: 'Erstatten' }).click();
  await detail.getByTestId('order-refund').getByText('Überweisung offen', { exact: false }).waitFor();
  expect(mutations).toEqual(['useRefundOrderMutation']);

  const [asked] = await inbox.waitFor(1, titled(email, new RegExp(`^Ihre Erstattung zu ${orderNumber}: Bitte geben Sie Ihre IBAN an$`)));
  expect(asked.text).toMatch(/wir erstatten Ihnen 50,00\s€/);
  await page.keyboard.press('Escape');
  await detail.waitFor({ state: 'detached' });

  // The list of refunds owed: the order, its age, the IBAN still missing; a reminder mails the customer again.
  await page.getByTestId('refunds-owed-show').click();
  const owed = page.getByTestId('refund-owed').filter({ hasText: orderNumber });
  await owed.waitFor();
  expect(await owed.getByTestId('refund-owed-age').innerText()).toBe('seit heute offen');
  expect(await owed.innerText()).toContain('IBAN fehlt noch');
  await owed.getByTestId('refund-owed-remind').click();
  await page.getByTestId('toast').getByText('Eva Erstattung wird per E-Mail erneut um die IBAN gebeten.').waitFor();
  await owed.getByTestId('refund-owed-asked').getByText('1 Erinnerung', { exact: false }).waitFor();
  const [reminder] = await inbox.waitFor(1, titled(email, new RegExp(`^Erinnerung: Ihre IBAN für die Erstattung zu ${orderNumber}$`)));
  expect(reminder.text).toContain('Wir haben Ihre Kontoverbindung noch nicht erhalten');

  // "Als überwiesen markieren" asks too, and going back sends nothing.
  const before = mutations.length;
  await owed.getByTestId('refund-owed-made').click();
  const made = page.getByTestId('confirm-refund-made');
  expect(await made.innerText()).toMatch(/Sie bestätigen, dass 50,00\s€ an Eva Erstattung überwiesen sind/);
  await made.getByTestId('confirm-dialog-cancel').click();
  await made.waitFor({ state: 'detached' });
  expect(mutations.length).toBe(before);
  expect(problems).toEqual([]);
  await context.close();
});

test('Team: a role chosen in the menu is saved only after the confirmation, which says what the role may do; "Deaktivieren" asks first', async () => {
  await app.database.orm.em
    .fork()
    .insert(User, { username: 'paula', passwordHash: await hashPassword('paula-password-1'), role: UserRole.STAFF });
  const { context, page, problems } = await openPage(browser);
  await signIn(page);
  const mutations = recordMutations(page);
  await page.goto(`${app.baseUrl}/admin/team`);
  const account = page.getByTestId('team-account-paula');
  await account.getByTestId('team-role').selectOption('ADMIN');
  const ask = page.getByTestId('confirm-role-change');
  await ask.waitFor();
  expect(await ask.innerText()).toContain('paula wird „Administrator/in');
  expect(await ask.getByTestId('confirm-access').innerText()).toMatch(/^Administratoren dürfen alles/);
  // Back: nothing saved, the menu shows the saved role again.
  await ask.getByTestId('confirm-dialog-cancel').click();
  await ask.waitFor({ state: 'detached' });
  expect(mutations).toEqual([]);
  expect(await account.getByTestId('team-role').inputValue()).toBe('STAFF');

  await account.getByTestId('team-role').selectOption('TRAINER');
  await ask.getByTestId('confirm-dialog-confirm').click();
  await page.getByTestId('team-note').waitFor();
  expect(mutations).toEqual(['useSetStaffRoleMutation']);
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-testid="team-account-paula"] [data-testid="team-role"]') as HTMLSelectElement | null)?.value ===
      'TRAINER',
  );

  await account.getByTestId('team-deactivate').click();
  const deactivate = page.getByTestId('confirm-deactivate');
  expect(await deactivate.innerText()).toContain('paula wird sofort auf allen Geräten abgemeldet');
  expect(mutations).toEqual(['useSetStaffRoleMutation']);
  await deactivate.getByTestId('confirm-dialog-confirm').click();
  await account.getByTestId('team-reactivate').waitFor();
  expect(mutations).toEqual(['useSetStaffRoleMutation', 'useDeactivateStaffAccountMutation']);
  expect(problems).toEqual([]);
  await context.close();
});

test('mark paid and cancel from the row menu say what happens to the money; the cancellation refunds and its one mail asks for the IBAN', async () => {
  const courseId = await createTestCourse(app, { title: 'Stornokurs', places: 5, priceCents: 12_000 });
  const email = 'sven.storno@example.org';
  const placed = await app.graphql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber } errors { code } } }`,
    {
      input: {
        idempotencyKey: `money-cancel-${Date.now()}-abcdefgh`,
        customer: {
          firstName: 'Sven',
          lastName: 'Storno',
          email,
          phone: '0821 123456',
          address: 'Badstraße 1',
          city: 'Gersthofen',
          zipCode: '86368',
        },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
        items: [{ courseId, quantity: 1, participants: [{ firstName: 'Ole', lastName: 'Storno' }] }],
      },
    },
  );
  const { orderNumber } = placed.data.placeOrder.order;
  const { context, page, problems } = await openPage(browser);
  await signIn(page);
  await page.goto(`${app.baseUrl}/admin/orders?q=${orderNumber}`);
  const row = page.locator(`[data-testid="order-row"][data-order-number="${orderNumber}"]`);
  const menu = async (action: string) => {
    await row.getByRole('button', { name: `Aktionen für ${orderNumber}` }).click();
    await page.getByRole('menuitem', { name: action }).click();
  };

  await menu('Als bezahlt markieren');
  const paid = page.getByTestId('confirm-markPaid');
  expect(await paid.getByTestId('confirm-money').innerText()).toMatch(/^Sie bestätigen, dass 120,00\s€ von Sven Storno eingegangen sind\./);
  await paid.getByTestId('confirm-dialog-confirm').click();
  await row.getByTestId('payment-status').getByText('Bezahlt').waitFor();

  await menu('Stornieren');
  const cancel = page.getByTestId('confirm-cancel');
  expect(await cancel.getByRole('checkbox', { name: /Bezahlten Betrag mit erstatten \(120,00\s€\)/ }).isChecked()).toBe(true);
  expect(await cancel.getByTestId('confirm-money').innerText()).toMatch(
    /^Erstattung offen: 120,00\s€ per Überweisung\. Sven Storno wird per E-Mail um eine IBAN gebeten/,
  );
  await cancel.getByTestId('confirm-dialog-confirm').click();
  await row.getByTestId('order-status').getByText('Storniert').waitFor();

  const [mail] = await inbox.waitFor(1, titled(email, new RegExp(`^Ihre Buchung ${orderNumber} wurde storniert$`)));
  expect(mail.text).toMatch(
    /Sie erhalten 120,00\s€ zurück per Überweisung\. Bitte geben Sie dazu auf der Seite Ihrer Buchung Ihre IBAN an/,
  );
  // One mail for the refund: the cancellation's; no separate request for the IBAN was queued.
  const templates = await app.database.orm.em
    .fork()
    .getConnection()
    .execute<{ template: string }[]>('select template from mails where recipient = ? order by id', [email]);
  expect(templates.map((row) => row.template)).not.toContain('refundAccountRequest');
  expect(problems).toEqual([]);
  await context.close();
});
