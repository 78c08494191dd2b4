import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, openPage } from './browser.js';

let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;
const PHONE = { width: 390, height: 844 };

/** Page object of the admin login and the admin area's frame. */
class AdminPages {
  constructor(private readonly page: Page) {}
  field(name: 'username' | 'password') {
    return this.page.getByTestId(`field-${name}`);
  }
  async signIn(username: string, password: string) {
    await this.field('username').fill(username);
    await this.field('password').fill(password);
    await this.page.getByTestId('form-submit').click();
  }
  formError() {
    return this.page.getByTestId('form-error');
  }
  headerSignOut() {
    return this.page.getByTestId('header-sign-out');
  }
  async waitForPath(path: string) {
    await this.page.waitForURL((url) => url.pathname === path);
  }
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'h2o_session');
}

describe('admin sign-in', () => {
  it('guards /admin, refuses a wrong password with the SPEC message, signs in, edits the course notice in the settings view and signs out', async () => {
    const { context, page, problems } = await openPage(browser);
    const admin = new AdminPages(page);

    // Not signed in: /admin sends to the login page, which is kept out of search indexes.
    const shell = await page.goto(`${app.baseUrl}/admin`);
    expect(shell?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(shell?.headers()['cache-control']).toBe('no-store');
    await admin.waitForPath('/admin/login');
    await page.getByText('Dieser Bereich ist nur für autorisierte Administratoren.').waitFor();
    expect(await page.title()).toContain('Anmeldung Verwaltung');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await admin.field('username').getAttribute('autocomplete')).toBe('username');
    expect(await admin.field('password').getAttribute('autocomplete')).toBe('current-password');
    expect(await admin.field('password').getAttribute('type')).toBe('password');
    expect(await admin.headerSignOut().count()).toBe(0);
    expect(await page.getByTestId('top-bar').count()).toBe(0); // the admin header: logo and title only

    // Both fields are required (SPEC §5), checked before anything is sent.
    await page.getByTestId('form-submit').click();
    await page.getByTestId('field-username-error').getByText('Dieses Feld ist erforderlich.').waitFor();
    await page.getByTestId('field-password-error').getByText('Dieses Feld ist erforderlich.').waitFor();

    // SPEC §8: a wrong password gets the one generic message; the password is emptied, the username kept.
    await admin.signIn('admin', 'not-the-password');
    await admin.formError().getByText('Anmeldung fehlgeschlagen: Bitte überprüfen Sie Ihren Benutzernamen und Ihr Passwort.').waitFor();
    expect(await admin.field('password').inputValue()).toBe('');
    expect(await admin.field('username').inputValue()).toBe('admin');
    expect(await sessionCookie(page)).toBeUndefined();

    await admin.signIn('admin', ADMIN_PASSWORD);
    await admin.waitForPath('/admin');
    expect(await page.getByTestId('admin-username').innerText()).toBe('admin');
    expect(await page.getByTestId('admin-role').innerText()).toBe('Administrator');
    expect(await page.getByTestId('admin-user').locator('[aria-hidden="true"]').innerText()).toBe('A');
    await admin.headerSignOut().waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Verwaltungsbereiche' })
        .getByRole('link', { name: 'Übersicht' })
        .getAttribute('aria-current'),
    ).toBe('page');
    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('h2o_session');

    // An authenticated visitor of the login page goes on to the admin area.
    await page.goto(`${app.baseUrl}/admin/login`);
    await admin.waitForPath('/admin');
    await page.getByTestId('admin-dashboard').waitFor();

    // The settings view (from the sidebar) edits the notice above the course list; the shared rules check it first.
    await page.getByRole('navigation').getByRole('link', { name: 'Einstellungen' }).click();
    await admin.waitForPath('/admin/settings');
    await page.getByTestId('admin-settings').waitFor();
    const editor = page.getByTestId('courses-notice-editor');
    expect(await editor.getByTestId('notice-de.title').inputValue()).toBe('Hinweis zur Anmeldung');
    await editor.getByTestId('notice-en.text').fill('   ');
    await page.getByTestId('notice-save').click();
    await editor.getByTestId('notice-en.text-error').getByText('Dieses Feld ist erforderlich.').waitFor();
    await editor.getByTestId('notice-de.title').fill('Winterpause');
    await editor.getByTestId('notice-de.text').fill('Vom 22. Dezember bis 6. Januar finden keine Kurse statt.');
    await editor.getByTestId('notice-en.title').fill('Winter break');
    await editor.getByTestId('notice-en.text').fill('No courses from 22 December to 6 January.');
    await page.getByTestId('notice-save').click();
    await page.getByTestId('toast').getByText('Erfolgreich aktualisiert').waitFor();

    await page.goto(`${app.baseUrl}/courses`);
    const notice = page.getByTestId('courses-notice');
    await notice.getByText('Winterpause').waitFor();
    await notice.getByText('Vom 22. Dezember bis 6. Januar finden keine Kurse statt.').waitFor();
    await page.goto(`${app.baseUrl}/courses?lang=en`);
    await page.getByTestId('courses-notice').getByText('No courses from 22 December to 6 January.').waitFor();

    // Sign-out ends the session: back to the login page, and /admin is closed again.
    await page.goto(`${app.baseUrl}/admin/settings`);
    await page.getByTestId('admin-settings').waitFor();
    expect(await page.getByTestId('notice-de.title').inputValue()).toBe('Winterpause');
    await admin.headerSignOut().click();
    await admin.waitForPath('/admin/login');
    await page.getByTestId('admin-login').waitFor();
    expect(await admin.headerSignOut().count()).toBe(0);
    expect(await sessionCookie(page)).toBeUndefined();
    await page.goto(`${app.baseUrl}/admin`);
    await admin.waitForPath('/admin/login');

    // The old token is dead on the server too, not only forgotten by the browser.
    await context.addCookies([{ ...cookie!, sameSite: 'Lax' }]);
    await page.goto(`${app.baseUrl}/admin`);
    await admin.waitForPath('/admin/login');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works at phone width: tab bar, the user, and sign-out from the admin area', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: PHONE, locale: 'en-GB' });
    const admin = new AdminPages(page);
    await page.goto(`${app.baseUrl}/admin/login`);
    await page.getByText('This area is for authorized administrators only.').waitFor();
    await admin.signIn('admin', ADMIN_PASSWORD);
    await admin.waitForPath('/admin');
    await page.getByTestId('admin-dashboard').waitFor();
    expect(await page.getByTestId('admin-role').innerText()).toBe('Administrator');
    const tabs = page.getByRole('navigation', { name: 'Admin sections' });
    expect(await tabs.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByTestId('admin-user').getByTestId('sign-out').click();
    await admin.waitForPath('/admin/login');
    await page.goto(`${app.baseUrl}/admin`);
    await admin.waitForPath('/admin/login');
    expect(problems).toEqual([]);
    await context.close();
  });
});
