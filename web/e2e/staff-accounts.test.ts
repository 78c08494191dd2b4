import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { type SmtpInbox, startSmtpInbox } from '../../api/test/smtp-inbox.js';
import { type TestApp, startTestApp } from '../../api/test/test-app.js';
import { launchBrowser, openPage } from './browser.js';

/**
 * Issue 27's browser story: the admin invites a staff member and a trainer in "Team"; each accepts the invitation
 * mail (its link read from a real SMTP server) on the public invitation page, signs in, and sees only what the role
 * may do. The staff member cannot open the settings: not in the navigation, refused by the typed-in URL, and
 * refused by the server.
 */
const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;

let inbox: SmtpInbox;
let app: TestApp;
let browser: Browser;
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
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await inbox?.stop();
});

const to = (address: string) => (mail: ParsedMail) => !Array.isArray(mail.to) && mail.to?.value.some((a) => a.address === address) === true;

/** Signs in on the admin login page; trainers land on their phone view (`/trainer`), everyone else on `/admin`. */
async function signIn(page: Page, username: string, password: string, landing = '/admin') {
  await page.goto(`${app.baseUrl}/admin/login`);
  await page.getByTestId('field-username').fill(username);
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('form-submit').click();
  await page.waitForURL((url) => url.pathname === landing);
}

async function invite(page: Page, email: string, role: 'staff' | 'trainer', language: 'de' | 'en') {
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('team-invite-role').selectOption(role);
  await page.getByTestId('team-invite-language').selectOption(language);
  await page.getByTestId('team-invite-submit').click();
  await page.getByTestId('team-invited').getByText(email).waitFor();
}

/** Opens the invitation link of the mail to `address` and creates the account. */
async function accept(page: Page, address: string, username: string, password: string) {
  const [mail] = await inbox.waitFor(1, to(address));
  const link = /(http:\/\/\S+\/team\/invitation\?\S+)/.exec(mail.text ?? '')![1];
  // Someone's page: rendered for them, kept by no cache.
  const response = await page.goto(link);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(response?.headers()['x-page-cache']).toBeUndefined();
  await page.getByTestId('field-username').fill(username);
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('invitation-submit').click();
  await page.getByTestId('invitation-accepted').waitFor();
  return mail;
}

async function navLabels(page: Page) {
  await page.getByTestId('admin-nav').locator('a').first().waitFor();
  return (await page.getByTestId('admin-nav').locator('a').allInnerTexts()).map((text) => text.trim());
}

describe('staff accounts', () => {
  it('the admin invites a staff member and a trainer; they accept, sign in and see only what their role may do', async () => {
    const admin = await openPage(browser);
    await signIn(admin.page, 'admin', ADMIN_PASSWORD);
    expect(await navLabels(admin.page)).toEqual(expect.arrayContaining(['Einstellungen', 'Team', 'Mein Konto']));
    await admin.page.getByTestId('admin-nav').getByText('Team', { exact: true }).click();
    await admin.page.getByTestId('admin-team').waitFor();
    await invite(admin.page, 'sara@team.test', 'staff', 'de');
    await invite(admin.page, 'tom@team.test', 'trainer', 'en');
    await admin.page.getByTestId('team-invitations').getByText('tom@team.test').waitFor();

    // The reset page without a token is someone's too: never kept or shared.
    const resetPage = await fetch(`${app.baseUrl}/team/password-reset`);
    expect([resetPage.status, resetPage.headers.get('cache-control'), resetPage.headers.get('x-page-cache')]).toEqual([
      200,
      'private, no-store',
      null,
    ]);

    // The staff member, in German.
    const staff = await openPage(browser);
    const staffMail = await accept(staff.page, 'sara@team.test', 'sara', 'sara-password-1');
    expect(staffMail.subject).toBe('Einladung in das Team von H2O Gersthofen');
    await staff.page.getByTestId('invitation-sign-in').click();
    await staff.page.waitForURL((url) => url.pathname === '/admin/login');
    await signIn(staff.page, 'sara', 'sara-password-1');
    expect(await staff.page.getByTestId('admin-role').innerText()).toBe('Mitarbeiter/in');
    const staffNav = await navLabels(staff.page);
    expect(staffNav).toEqual(expect.arrayContaining(['Kurse', 'Bestellungen', 'Mein Konto']));
    for (const hidden of ['Einstellungen', 'Team', 'E-Mails']) expect([hidden, staffNav.includes(hidden)]).toEqual([hidden, false]);
    // The typed-in URL: a clear "not allowed", and no settings asked for.
    const settingsQueries: string[] = [];
    staff.page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && /businessProfile/.test(request.postData() ?? '')) settingsQueries.push(request.url());
    });
    await staff.page.goto(`${app.baseUrl}/admin/settings`);
    await staff.page.getByTestId('admin-forbidden').getByText('Kein Zugang').waitFor();
    expect(await staff.page.getByTestId('admin-forbidden').innerText()).toContain('Ihr Konto darf diesen Bereich nicht öffnen.');
    expect(await staff.page.getByTestId('admin-settings').count()).toBe(0);
    expect(settingsQueries).toEqual([]);
    // The server refuses the settings to the staff member's session, whatever the page does (the field answers null
    // with its refusal beside the rest: a partial answer, HTTP 200).
    const refused = await staff.page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ businessProfile { legalName } }' }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect([refused.status, refused.body.errors?.[0]?.extensions?.code, refused.body.data?.businessProfile ?? null]).toEqual([
      200,
      'FORBIDDEN',
      null,
    ]);
    // Orders are the staff member's work.
    await staff.page.getByTestId('admin-nav').getByText('Bestellungen', { exact: true }).click();
    await staff.page.waitForURL((url) => url.pathname === '/admin/orders');
    // The navigation renders in a transition: the notice goes when the orders view is there.
    await staff.page.getByTestId('admin-forbidden').waitFor({ state: 'detached' });

    // The trainer, in English: only the own account.
    const trainer = await openPage(browser, { locale: 'en-GB' });
    const trainerMail = await accept(trainer.page, 'tom@team.test', 'tom', 'tom-password-12');
    expect(trainerMail.subject).toBe('Invitation to the H2O Gersthofen team');
    await signIn(trainer.page, 'tom', 'tom-password-12', '/trainer');
    // In the admin area, only the own account (and the way back to the phone view).
    await trainer.page.goto(`${app.baseUrl}/admin`);
    expect(await trainer.page.getByTestId('admin-role').innerText()).toBe('Trainer');
    await trainer.page.getByTestId('admin-forbidden').getByText('No access').waitFor();
    await trainer.page.getByTestId('admin-trainer-link').waitFor();
    expect(await navLabels(trainer.page)).toEqual(['My account']);
    await trainer.page.getByTestId('admin-nav').getByText('My account').click();
    await trainer.page.getByTestId('account-session-current').waitFor();
    // The session names the browser as people do, not by its raw User-Agent header.
    expect(await trainer.page.getByTestId('account-session-current').getByTestId('account-session-browser').innerText()).toBe(
      'Chrome on Linux',
    );

    // The admin sees both accounts in the team.
    await admin.page.reload();
    await admin.page.getByTestId('team-account-sara').waitFor();
    expect(await admin.page.getByTestId('team-account-tom').getByTestId('team-role').inputValue()).toBe('TRAINER');
    for (const { problems } of [admin, staff, trainer]) expect(problems.filter((problem) => !/status of 40[13]/.test(problem))).toEqual([]);
    await Promise.all([admin.context.close(), staff.context.close(), trainer.context.close()]);
  });

  it('the admin withdraws an open invitation after a confirmation; its link then says it was withdrawn and makes no account', async () => {
    const admin = await openPage(browser);
    await signIn(admin.page, 'admin', ADMIN_PASSWORD);
    await admin.page.goto(`${app.baseUrl}/admin/team`);
    await admin.page.getByTestId('admin-team').waitFor();
    await invite(admin.page, 'weg@team.test', 'staff', 'de');
    const row = admin.page.getByTestId('team-invitation').filter({ hasText: 'weg@team.test' });
    await row.waitFor();

    // It asks first; going back keeps the invitation.
    await row.getByTestId('team-withdraw-invitation').click();
    const dialog = admin.page.getByTestId('team-withdraw-confirm');
    expect(await dialog.innerText()).toContain('Der Link in der E-Mail an weg@team.test funktioniert dann nicht mehr');
    await dialog.getByTestId('confirm-dialog-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);

    await row.getByTestId('team-withdraw-invitation').click();
    await dialog.getByTestId('confirm-dialog-confirm').click();
    await admin.page.getByTestId('team-note').getByText('Die Einladung an weg@team.test ist zurückgezogen.').waitFor();
    await row.waitFor({ state: 'detached' });

    // The link says so, and no account is made.
    const [mail] = await inbox.waitFor(1, to('weg@team.test'));
    const link = /(http:\/\/\S+\/team\/invitation\?\S+)/.exec(mail.text ?? '')![1];
    const invited = await openPage(browser);
    await invited.page.goto(link);
    await invited.page.getByTestId('field-username').fill('weg');
    await invited.page.getByTestId('field-password').fill('weg-password-12');
    await invited.page.getByTestId('invitation-submit').click();
    await invited.page.getByTestId('form-error').getByText('Diese Einladung wurde zurückgezogen.', { exact: false }).waitFor();
    expect(await invited.page.getByTestId('invitation-accepted').count()).toBe(0);
    for (const { problems } of [admin, invited]) expect(problems.filter((problem) => !/status of 40[13]/.test(problem))).toEqual([]);
    await Promise.all([admin.context.close(), invited.context.close()]);
  });
});
