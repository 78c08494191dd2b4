import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, openPage } from './browser.js';

let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;
const TITLE = 'Aquafitness am Abend';

async function signIn(page: Page) {
  await page.goto(`${app.baseUrl}/admin/login`);
  await page.getByTestId('field-username').fill('admin');
  await page.getByTestId('field-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('form-submit').click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** Page object of /admin/courses. */
class AdminCourses {
  constructor(private readonly page: Page) {}
  async open(search = '') {
    await this.page.goto(`${app.baseUrl}/admin/courses${search}`);
    await this.page.getByTestId('admin-course-row').first().waitFor();
  }
  row(title: string) {
    // The title cell also holds the course's dates: the row whose title is exactly this one.
    return this.page.getByTestId('admin-course-row').filter({ has: this.page.getByRole('cell').getByText(title, { exact: true }) });
  }
  switchOf(title: string) {
    return this.page.getByRole('switch', { name: title, exact: true });
  }
  toast() {
    return this.page.getByTestId('toast');
  }
}

/** Holds the next request of this mutation until `release()`: what the page shows before the server answers. */
async function holdMutation(page: Page, operationName: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const isIt = (method: string, body: string | null) =>
    method === 'POST' && body !== null && body.includes(`"operationName":"${operationName}"`);
  await page.route('**/graphql', async (route) => {
    if (isIt(route.request().method(), route.request().postData())) await held;
    await route.continue();
  });
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/graphql' && isIt(response.request().method(), response.request().postData()),
  );
  return {
    release: async () => {
      release();
      await answered;
      await page.unroute('**/graphql');
    },
  };
}

async function visitorSees(page: Page, title: string): Promise<boolean> {
  await page.goto(`${app.baseUrl}/courses`);
  await page.getByTestId('course-card').first().waitFor();
  return (await page.getByTestId('course-card').filter({ hasText: title }).count()) > 0;
}

describe('admin courses', () => {
  it('creates a course visitors see, switches it off at once (they no longer see it) and rolls a refused switch back', async () => {
    const admin = await openPage(browser);
    const visitor = await openPage(browser);
    const { page } = admin;
    const courses = new AdminCourses(page);
    await signIn(page);
    await page.getByRole('navigation', { name: 'Verwaltungsbereiche' }).getByRole('link', { name: 'Kurse' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/courses');
    await page.getByTestId('admin-course-row').first().waitFor();
    expect(await page.title()).toContain('Kurse');

    // A modal dialog: focus starts on the title, Escape closes it, focus goes back to the button.
    await page.getByTestId('admin-courses-new').click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Kurs' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('course-title');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('admin-courses-new');

    // Half filled in, Escape asks before discarding; Escape on the question goes back to the form as it was.
    await page.getByTestId('admin-courses-new').click();
    await page.getByTestId('course-title').fill('Halb ausgefüllt');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
    await discard.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('discard-keep');
    await page.keyboard.press('Escape');
    await discard.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByTestId('course-title').inputValue()).toBe('Halb ausgefüllt');
    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: 'Verwerfen' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByTestId('admin-courses-new').click();
    expect(await page.getByTestId('course-title').inputValue()).toBe('');
    await page.getByTestId('course-title').fill(TITLE);
    await page.getByTestId('course-description').fill('Gelenkschonendes Training im Wasser für Erwachsene.');
    await page.getByTestId('course-courseType').selectOption('ADULTS');
    await page.getByTestId('course-ageGroup').selectOption('ADULTS_18_PLUS');
    // To the schedule by keyboard.
    await page.getByRole('tab', { name: 'Grunddaten' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Termine' }).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('course-startDate').fill('2099-03-02');
    await page.getByTestId('course-endDate').fill('2099-04-27');
    await page.getByTestId('course-schedule').fill('Montags');
    await page.getByTestId('course-time').fill('18:00-18:45');
    await page.getByRole('tab', { name: 'Plätze und Preis' }).click();
    await page.getByTestId('course-totalSlots').fill('8');
    await page.getByTestId('course-price').fill('12,505');
    await page.getByTestId('course-form-submit').click();
    await page.getByTestId('course-price-error').getByText('Bitte geben Sie höchstens zwei Nachkommastellen ein.').waitFor();
    await page.getByTestId('course-price').fill('12,50');
    await page.getByTestId('course-form-submit').click();
    await courses.toast().getByText(`Kurs angelegt: ${TITLE}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = courses.row(TITLE);
    expect(await row.innerText()).toContain('8 / 8');
    expect(await row.innerText()).toContain('12,50\u00a0€');
    expect(await courses.switchOf(TITLE).getAttribute('aria-checked')).toBe('true');

    // A visitor sees it at once.
    expect(await visitorSees(visitor.page, TITLE)).toBe(true);

    // Off: shown at once, before the server has answered.
    const held = await holdMutation(page, 'useSetCourseActiveMutation');
    await courses.switchOf(TITLE).click();
    expect(await courses.switchOf(TITLE).getAttribute('aria-checked')).toBe('false');
    expect(await row.getByTestId('course-status').innerText()).toBe('Inaktiv');
    await held.release();
    expect(await courses.switchOf(TITLE).getAttribute('aria-checked')).toBe('false');
    expect(await visitorSees(visitor.page, TITLE)).toBe(false);

    // The change is in the course's history: who, when, what.
    await page.getByRole('button', { name: `Bearbeiten: ${TITLE}` }).click();
    const edit = page.getByRole('dialog', { name: `Kurs bearbeiten: ${TITLE}` });
    await edit.getByTestId('course-title').waitFor();
    await edit.getByRole('tab', { name: 'Verlauf' }).click();
    const latest = edit.getByTestId('course-history-event').first();
    expect(await latest.innerText()).toContain('Geändert');
    expect(await latest.innerText()).toContain('admin');
    expect(await latest.getByTestId('course-history-change').innerText()).toBe('Aktiv: Ja → Nein');
    await edit.getByRole('button', { name: 'Abbrechen' }).click();
    await edit.waitFor({ state: 'hidden' });

    // A copy starts inactive and opens for editing; another admin deletes it meanwhile; switching it on is refused
    // and goes back, with the server's message.
    await page.getByRole('button', { name: `Kopieren: ${TITLE}` }).click();
    await page.getByTestId('course-duplicate-confirm').click();
    const copyTitle = `${TITLE} (Kopie)`;
    const copyEdit = page.getByRole('dialog', { name: `Kurs bearbeiten: ${copyTitle}` });
    await copyEdit.getByTestId('course-title').waitFor();
    await page.keyboard.press('Escape');
    await copyEdit.waitFor({ state: 'hidden' });
    expect(await courses.switchOf(copyTitle).getAttribute('aria-checked')).toBe('false');

    const other = await openPage(browser);
    await signIn(other.page);
    const otherCourses = new AdminCourses(other.page);
    await otherCourses.open('?q=Kopie');
    await other.page.getByRole('button', { name: `Löschen: ${copyTitle}` }).click();
    await other.page.getByTestId('course-delete-confirm').click();
    await otherCourses.toast().getByText('Erfolgreich gelöscht').waitFor();

    await courses.switchOf(copyTitle).click();
    await courses.toast().getByText('Diesen Kurs gibt es nicht (mehr).').waitFor();
    expect(await courses.switchOf(copyTitle).getAttribute('aria-checked')).toBe('false');

    expect([...admin.problems, ...visitor.problems, ...other.problems]).toEqual([]);
    await Promise.all([admin.context.close(), visitor.context.close(), other.context.close()]);
  });

  it('refuses to delete a course with orders or requests and deactivates it instead', async () => {
    const { context, page, problems } = await openPage(browser);
    const courses = new AdminCourses(page);
    await signIn(page);
    // A visitor asks for a place in a bookable course: a request now refers to it.
    const [{ id, title }] = await app.database.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number; title: string }[]>(
        'select id, title from courses where is_active and start_date > current_date and available_slots > 0 order by id limit 1',
      );
    const request = await fetch(`${app.baseUrl}/api/course-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ courseId: id, name: 'Anna Muster', email: 'anna@example.org', privacyAccepted: true }),
    });
    expect(request.status).toBe(201);
    await courses.open(`?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Löschen: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Kurs löschen?' });
    await dialog.getByTestId('course-delete-confirm').click();
    await dialog
      .getByRole('alert')
      .getByText(
        'Dieser Kurs kann nicht gelöscht werden, weil es Bestellungen, Anfragen oder reservierte Plätze dafür gibt. Deaktivieren Sie ihn stattdessen.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Stattdessen deaktivieren' }).click();
    await courses.toast().getByText(`Kurs deaktiviert: ${title}`).waitFor();
    expect(await courses.switchOf(title).getAttribute('aria-checked')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    [375, 740],
    [768, 1024],
  ])('fits a %i px wide screen: the table scrolls in its box, the dialog fits', async (width, height) => {
    const { context, page, problems } = await openPage(browser, { viewport: { width, height }, locale: 'en-GB' });
    await signIn(page);
    const courses = new AdminCourses(page);
    await courses.open();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const box = page.getByRole('region', { name: 'Course list' });
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await page.getByTestId('admin-courses-new').click();
    const dialog = page.getByRole('dialog', { name: 'New course' });
    await dialog.waitFor();
    const size = await dialog.boundingBox();
    expect(size!.x).toBeGreaterThanOrEqual(0);
    expect(size!.x + size!.width).toBeLessThanOrEqual(width);
    await page.getByRole('button', { name: 'Create course' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Create course' }).click();
    await page.getByRole('tab', { name: 'Basic information (has errors)' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
