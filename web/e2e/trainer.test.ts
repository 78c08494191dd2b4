import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { Course } from '../../api/src/modules/courses/course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../../api/src/modules/courses/course.enums.js';
import { berlinDay } from '../../api/src/modules/training/training.rules.js';
import { User, UserRole } from '../../api/src/modules/users/user.entity.js';
import { enableBankTransfer, type TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, openPage, seriousAxeViolations } from './browser.js';

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

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []): Promise<T[]> => app.database.orm.em.fork().getConnection().execute(query, params);
const attendance = async () =>
  Object.fromEntries(
    (await sql<{ first_name: string; present: boolean }>('select p.first_name, a.present from attendances a join participants p on p.id = a.participant_id where a.session_date = ?', [today])).map(
      (row) => [row.first_name, row.present],
    ),
  );
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
    availableSlots: 10,
    totalSlots: 10,
    priceCents: 16_000,
  });
  em.create(User, { username: 'trainerin-tina', passwordHash: await hashPassword('tina-password-1'), role: UserRole.TRAINER });
  await em.flush();
  courseId = course.id;
  const placed = await app.graphql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { databaseId items { participants { databaseId firstName } } } errors { code } } }`,
    {
      input: {
        idempotencyKey: `trainer-story-${Date.now()}-abcdefgh`,
        customer: { firstName: 'Petra', lastName: 'Muster', email: 'petra.trainer@example.org', phone: '0821 123456', address: 'Badstraße 1', city: 'Gersthofen', zipCode: '86368' },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
        items: [{ courseId, quantity: 3, participants: [{ firstName: 'Anna', lastName: 'Muster' }, { firstName: 'Bela', lastName: 'Muster' }, { firstName: 'Carl', lastName: 'Muster' }] }],
      },
    },
  );
  expect(placed.data.placeOrder.errors).toEqual([]);
  const order = placed.data.placeOrder.order;
  children = Object.fromEntries(order.items[0].participants.map((p: { databaseId: number; firstName: string }) => [p.firstName, p.databaseId]));
  // Paid and confirmed (as staff would mark it), running since last week on today's weekday, taught by Tina.
  await sql(`update orders set order_status = 'confirmed', payment_status = 'paid' where id = ?`, [order.databaseId]);
  await sql('update courses set start_date = ?, end_date = ?, schedule = ? where id = ?', [dayOffset(-7), dayOffset(14), WEEKDAYS[new Date(`${today}T12:00:00Z`).getUTCDay()], courseId]);
  await sql(`insert into course_trainers (course_id, user_id) select ?, id from users where username = 'trainerin-tina'`, [courseId]);
});

describe('the trainer\'s phone view', () => {
  it('marks attendance on a phone, keeps the marks while offline and sends them when the network is back', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${app.baseUrl}/admin/login`);
    await page.getByTestId('field-username').fill('trainerin-tina');
    await page.getByTestId('field-password').fill('tina-password-1');
    await page.getByTestId('form-submit').click();
    // A trainer lands on their courses, not on the admin dashboard.
    await page.waitForURL((url) => url.pathname === '/trainer');
    await page.getByRole('button', { name: 'Nur notwendige' }).click();

    await page.getByRole('heading', { name: 'Heute' }).waitFor();
    await page.getByTestId('trainer-course').filter({ hasText: TITLE }).first().click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await page.getByTestId('trainer-participant').allTextContents()).toEqual(['Anna Muster', 'Bela Muster', 'Carl Muster'].map((name) => expect.stringContaining(name)));
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
    expect(await sql('select count(*)::int as marks from attendances where participant_id in (?, ?, ?)', Object.values(children))).toEqual([{ marks: 3 }]);

    expect(await seriousAxeViolations(page)).toEqual([]);
    // The browser reports the requests that failed while offline; nothing else may have gone wrong.
    expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(problem))).toEqual([]);
    await context.close();
  });
});
