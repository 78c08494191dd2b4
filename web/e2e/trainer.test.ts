import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { Course } from '../../api/src/modules/courses/course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../../api/src/modules/courses/course.enums.js';
import { berlinDay } from '../../api/src/modules/training/training.rules.js';
import { User, UserRole } from '../../api/src/modules/users/user.entity.js';
import { join } from 'node:path';
import { enableBankTransfer, startTestApp, type TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, openPage, seriousAxeViolations } from './browser.js';
import { phoneLayoutProblemsAtWidths } from './phoneLayout.js';

/**
 * Issue 27 point 6 in the browser: a trainer signs in on a 375 px phone, opens today's course, marks attendance; the
 * network is cut, more marks stay on the phone as "not yet sent"; the network is back and the server has them all.
 */
let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

const PHONE = { width: 375, height: 812 };
const TITLE = 'Seepferdchen am Morgen';
const WEEKDAYS = ['Sonntags', 'Montags', 'Dienstags', 'Mittwochs', 'Donnerstags', 'Freitags', 'Samstags'];
const today = berlinDay(new Date());
const dayOffset = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
let courseId: number;
let children: Record<string, number>;

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []): Promise<T[]> =>
  app.database.orm.em.fork().getConnection().execute(query, params);
const attendance = async () =>
  Object.fromEntries(
    (
      await sql<{ first_name: string; present: boolean }>(
        'select p.first_name, a.present from attendances a join participants p on p.id = a.participant_id where a.session_date = ?',
        [today],
      )
    ).map((row) => [row.first_name, row.present]),
  );
/** Tina marks on the app without budgets; Uwe and Vera on apps with the production budgets (their own per account). */
const TRAINERS = ['tina', 'uwe', 'vera'];
const card = (page: Page, name: string) => page.getByTestId('trainer-participant').filter({ hasText: name });

beforeAll(async () => {
  await enableBankTransfer(app);
  const em = app.database.orm.em.fork();
  const course = em.create(Course, {
    title: TITLE,
    description: 'Ein Kurs nur für den Trainertest.',
    courseType: CourseType.CHILDREN,
    level: CourseLevel.BEGINNER,
    ageGroup: AgeGroup.CHILDREN_5_7,
    startDate: '2099-05-02',
    endDate: '2099-06-27',
    time: '08:00-08:45',
    location: 'Hallenbad Gersthofen',
    locationEn: 'Gersthofen indoor pool',
    availableSlots: 10,
    totalSlots: 10,
    priceCents: 16_000,
  });
  for (const name of TRAINERS)
    em.create(User, { username: `trainerin-${name}`, passwordHash: await hashPassword(`${name}-password-1`), role: UserRole.TRAINER });
  await em.flush();
  courseId = course.id;
  const placed = await app.graphql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { databaseId items { participants { databaseId firstName } } } errors { code } } }`,
    {
      input: {
        idempotencyKey: `trainer-story-${Date.now()}-abcdefgh`,
        customer: {
          firstName: 'Petra',
          lastName: 'Muster',
          email: 'petra.trainer@example.org',
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
            quantity: 3,
            participants: [
              { firstName: 'Anna', lastName: 'Muster' },
              { firstName: 'Bela', lastName: 'Muster' },
              { firstName: 'Carl', lastName: 'Muster' },
            ],
          },
        ],
      },
    },
  );
  expect(placed.data.placeOrder.errors).toEqual([]);
  const order = placed.data.placeOrder.order;
  children = Object.fromEntries(
    order.items[0].participants.map((p: { databaseId: number; firstName: string }) => [p.firstName, p.databaseId]),
  );
  // Paid and confirmed (as staff would mark it), running since last week on today's weekday, taught by Tina.
  await sql(`update orders set order_status = 'confirmed', payment_status = 'paid' where id = ?`, [order.databaseId]);
  await sql('update courses set start_date = ?, end_date = ?, schedule = ? where id = ?', [
    dayOffset(-7),
    dayOffset(14),
    WEEKDAYS[new Date(`${today}T12:00:00Z`).getUTCDay()],
    courseId,
  ]);
  await sql(`insert into course_trainers (course_id, user_id) select ?, id from users where username like 'trainerin-%'`, [courseId]);
});

/** Signs a trainer in on the login page (cookie banner answered there); a trainer lands on their courses, not on the dashboard. */
async function signIn(page: Page, on: TestApp, name: string) {
  await page.goto(`${on.baseUrl}/admin/login`);
  await page.getByRole('button', { name: /Nur notwendige|Only necessary/ }).click();
  await page.getByTestId('field-username').fill(`trainerin-${name}`);
  await page.getByTestId('field-password').fill(`${name}-password-1`);
  await page.getByTestId('form-submit').click();
  await page.waitForURL((url) => url.pathname === '/trainer');
}

/** Today's roster of the test course, as the trainer opens it from their list. */
async function openTodaysCourse(page: Page, today: RegExp = /Heute|Today/) {
  await page.getByRole('heading', { name: today }).waitFor();
  await page.getByTestId('trainer-course').filter({ hasText: TITLE }).first().click();
  await page.getByRole('heading', { name: TITLE }).waitFor();
}

const offlineReady = (page: Page) => page.locator('[data-testid="trainer-page"][data-offline-ready="true"]').waitFor();

describe("the trainer's phone view", () => {
  it('marks attendance on a phone, keeps the marks while offline and sends them when the network is back', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: PHONE });
    await signIn(page, app, 'tina');

    await page.getByRole('heading', { name: 'Heute' }).waitFor();
    await page.getByTestId('trainer-course').filter({ hasText: TITLE }).first().click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await page.getByTestId('trainer-participant').allTextContents()).toEqual(
      ['Anna Muster', 'Bela Muster', 'Carl Muster'].map((name) => expect.stringContaining(name)),
    );
    // Fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Online: the mark reaches the server.
    await card(page, 'Anna').getByTestId('attendance-present').click();
    // Kept on the phone first (sent a moment later, with any further taps), then saved.
    await page.locator('[data-testid="trainer-sync"][data-state="pending"]').waitFor();
    await page.locator('[data-testid="trainer-sync"][data-state="ok"]').waitFor();
    // "Everything saved" shows once the server has answered.
    expect(await attendance()).toEqual({ Anna: true });
    expect(await card(page, 'Anna').getByTestId('attendance-present').getAttribute('aria-pressed')).toBe('true');

    // Offline: the marks stay on the phone, shown as not yet sent.
    await context.setOffline(true);
    await card(page, 'Bela').getByTestId('attendance-absent').click();
    await card(page, 'Carl').getByTestId('attendance-present').click();
    await page.locator('[data-testid="trainer-sync"][data-state="pending"]').waitFor();
    expect(await page.getByTestId('trainer-sync').textContent()).toContain('2 Einträge noch nicht gesendet');
    expect(await page.getByTestId('mark-pending').count()).toBe(2);
    expect(await card(page, 'Bela').getByTestId('attendance-absent').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('trainer-present-count').textContent()).toBe('2 von 3 da');
    // Nothing more on the server.
    expect(await attendance()).toEqual({ Anna: true });
    // A reload while offline would lose nothing: the marks are in the browser's storage.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('h2o.trainer.marks'))) ?? '[]')).toHaveLength(2);

    // Back online: sent at once, and saved.
    await context.setOffline(false);
    await page.locator('[data-testid="trainer-sync"][data-state="ok"]').waitFor();
    expect(await page.getByTestId('mark-pending').count()).toBe(0);
    expect(await attendance()).toEqual({ Anna: true, Bela: false, Carl: true });
    expect(await sql('select count(*)::int as marks from attendances where participant_id in (?, ?, ?)', Object.values(children))).toEqual([
      { marks: 3 },
    ]);

    expect(await seriousAxeViolations(page)).toEqual([]);
    // The browser reports the requests that failed while offline; nothing else may have gone wrong.
    expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(problem))).toEqual([]);
    await context.close();
  });
});

describe("the trainer's phone has its own layout and reloads without network (issue 46)", () => {
  it('shows its own header with sign-out, no shop; holds at 360 and 390 px in German and English with English places and dates', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: PHONE });
    await signIn(page, app, 'tina');
    await page.getByRole('heading', { name: 'Heute' }).waitFor();
    const header = page.getByTestId('trainer-header');
    expect(await header.getByTestId('trainer-sign-out').innerText()).toBe('Abmelden');
    // No shop: no cart, no staff sign-in link, no footer.
    expect(await page.getByText('Mitarbeiter-Login').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Warenkorb/ }).count()).toBe(0);
    const layout = [...(await phoneLayoutProblemsAtWidths(page, 'list de'))];
    await openTodaysCourse(page);
    layout.push(...(await phoneLayoutProblemsAtWidths(page, 'roster de')));
    expect(await page.getByText('Hallenbad Gersthofen').count()).toBeGreaterThan(0);

    await header.getByTestId('language-switch-en').click();
    await page.getByText('Gersthofen indoor pool').first().waitFor();
    // A session day with the month spelt out, never "Mon, 12/07".
    const day = new Date(`${today}T12:00:00Z`);
    const englishDay = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(day);
    expect(await page.getByTestId('trainer-session').locator('option:checked').innerText()).toBe(englishDay);
    expect(await header.getByTestId('trainer-sign-out').innerText()).toBe('Sign out');
    layout.push(...(await phoneLayoutProblemsAtWidths(page, 'roster en')));
    await page.getByRole('link', { name: /All courses/ }).click();
    await page.getByRole('heading', { name: 'Today' }).waitFor();
    // The list shown again is fetched anew in English (its German copy may show for a moment first).
    await page
      .getByTestId('trainer-course')
      .first()
      .getByText(/Gersthofen indoor pool/)
      .waitFor({ timeout: 10_000 });
    layout.push(...(await phoneLayoutProblemsAtWidths(page, 'list en')));
    expect(layout).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await header.getByTestId('language-switch-de').click();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("reloads with the network cut and shows today's roster; marks made then are saved once the network is back; signing out forgets the copy", async () => {
    const { context, page, problems } = await openPage(browser, { viewport: PHONE });
    await signIn(page, app, 'tina');
    await offlineReady(page);
    await openTodaysCourse(page);
    await offlineReady(page);

    await context.setOffline(true);
    await page.reload();
    // Not the browser's error page: the roster as last loaded, and the phone says it is offline.
    await page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await page.getByTestId('trainer-participant').allTextContents()).toEqual(
      ['Anna Muster', 'Bela Muster', 'Carl Muster'].map((name) => expect.stringContaining(name)),
    );
    expect(await page.getByTestId('trainer-sync').innerText()).toContain('Keine Verbindung');
    const before = await attendance();
    const next = !before.Anna;
    await card(page, 'Anna')
      .getByTestId(next ? 'attendance-present' : 'attendance-absent')
      .click();
    await card(page, 'Carl').getByTestId('attendance-absent').click();
    await page.locator('[data-testid="trainer-sync"][data-state="pending"]').waitFor();
    // Reloaded again offline: the marks are still there, waiting.
    await page.reload();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await page.getByTestId('mark-pending').count()).toBe(2);
    expect(await attendance()).toEqual(before);

    await context.setOffline(false);
    await page.locator('[data-testid="trainer-sync"][data-state="ok"]').waitFor();
    expect(await attendance()).toEqual({ ...before, Anna: next, Carl: false });

    // Signing out deletes the copy: nothing of the account's rosters stays on the phone.
    expect((await page.evaluate(() => caches.keys())).length).toBeGreaterThan(0);
    await page.getByTestId('trainer-sign-out').click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    const kept = await page.evaluate(async () => {
      const texts: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) texts.push(await (await cache.match(request))!.text());
      }
      return texts.join('\n');
    });
    expect([kept.includes(TITLE), kept.includes('trainerin-tina'), kept.includes('Muster')]).toEqual([false, false, false]);
    expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(problem))).toEqual([]);
    await context.close();
  });
});

describe("a trainer's quick taps are not throttled like anonymous writes (issue 46)", () => {
  const webDistDir = join(import.meta.dirname, '../dist');
  /** An app on the same database with the production budgets (the test app has them off), or as `env` sets them. */
  const limitedApp = (env: Record<string, string> = {}) =>
    startTestApp({
      webDistDir,
      databaseUrl: app.database.orm.config.get('clientUrl') as string,
      env: { RATE_LIMIT_REQUESTS: '300', RATE_LIMIT_WRITES: '20', ...env },
    });

  it('saves 26 marks tapped one after another, each sent on its own, with none refused', async () => {
    const limited = await limitedApp();
    const { context, page, problems } = await openPage(browser, { viewport: PHONE });
    try {
      const answers: number[] = [];
      page.on('response', (response) => {
        if (response.request().method() === 'POST' && response.request().postData()?.includes('useSaveTrainerMarksMutation'))
          answers.push(response.status());
      });
      await signIn(page, limited, 'uwe');
      await openTodaysCourse(page);
      for (let tap = 0; tap < 26; tap++) {
        const name = ['Anna', 'Bela', 'Carl'][tap % 3];
        await card(page, name)
          .getByTestId(tap % 2 ? 'attendance-absent' : 'attendance-present')
          .click();
        await page.locator('[data-testid="trainer-sync"][data-state="ok"]').waitFor();
      }
      // 26 saves, more than the address's 20 writes a minute: every one accepted.
      expect(answers).toEqual(Array(26).fill(200));
      expect(await attendance()).toEqual({ Anna: true, Bela: false, Carl: false });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await limited.close();
    }
  });

  it("says a refused save (429) waits for the server's pause, not that the connection is gone, and sends it then", async () => {
    // Only the marks' budget, and short: the request budget's count of this address is the test before's.
    const limited = await limitedApp({ RATE_LIMIT_REQUESTS: '0', RATE_LIMIT_TRAINER_MARKS: '2', RATE_LIMIT_WINDOW_SECONDS: '4' });
    const { context, page, problems } = await openPage(browser, { viewport: PHONE });
    try {
      await signIn(page, limited, 'vera');
      await openTodaysCourse(page);
      for (const name of ['Anna', 'Bela']) {
        await card(page, name).getByTestId('attendance-present').click();
        await page.locator('[data-testid="trainer-sync"][data-state="ok"]').waitFor();
      }
      await card(page, 'Carl').getByTestId('attendance-present').click();
      const bar = page.locator('[data-testid="trainer-sync"][data-state="throttled"]');
      await bar.waitFor();
      const text = await bar.innerText();
      expect(text).toMatch(
        /^Viele Einträge in kurzer Zeit: 1 Eintrag wartet auf dem Handy und wird in \d Sekunden? gesendet\. Die Verbindung ist in Ordnung\.$/,
      );
      expect(text).not.toContain('Keine Verbindung');
      // After the pause it goes by itself.
      await page.locator('[data-testid="trainer-sync"][data-state="ok"]').waitFor({ timeout: 15_000 });
      expect((await attendance()).Carl).toBe(true);
      expect(problems.filter((problem) => !/status of 429/.test(problem))).toEqual([]);
    } finally {
      await context.close();
      await limited.close();
    }
  });
});
