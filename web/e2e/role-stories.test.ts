import type { Browser, Locator, Page } from 'playwright-core';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { Course } from '../../api/src/modules/courses/course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../../api/src/modules/courses/course.enums.js';
import { berlinDay } from '../../api/src/modules/training/training.rules.js';
import { User, UserRole } from '../../api/src/modules/users/user.entity.js';
import { enableBankTransfer, type TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, openPage } from './browser.js';

/**
 * Roles complete: for each role (admin, staff, trainer) a browser story signs in, opens every view its admin
 * navigation offers and uses that view's main action. No view fails whole (no "could not be loaded" with its retry
 * button, no "not allowed"), no GraphQL answer of the whole walk refuses the role (401/403, UNAUTHENTICATED or
 * FORBIDDEN: a control or a query the role cannot use), and no view links to a view the role may not open.
 */
let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;
const TITLE = 'Rollenkurs Delfine';
const WEEKDAYS = ['Sonntags', 'Montags', 'Dienstags', 'Mittwochs', 'Donnerstags', 'Freitags', 'Samstags'];
const today = berlinDay(new Date());
const dayOffset = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
let courseId: number;

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []): Promise<T[]> =>
  app.database.orm.em.fork().getConnection().execute(query, params);

/** The admin navigation of each role, as README's role table lets it in (settings, outbox, team … are admins'). */
const STAFF_VIEWS = [
  '/admin',
  '/admin/courses',
  '/admin/orders',
  '/admin/blog',
  '/admin/participants',
  '/admin/bookings',
  '/admin/requests',
  '/admin/waitlist',
  '/admin/testimonials',
  '/admin/services',
  '/admin/account',
];
const ADMIN_VIEWS = [
  ...STAFF_VIEWS.slice(0, -1),
  '/admin/newsletter',
  '/admin/mail',
  '/admin/legal',
  '/admin/settings',
  '/admin/webhooks',
  '/admin/team',
  '/admin/partner-keys',
  '/admin/account',
];
const TRAINER_VIEWS = ['/admin/account'];

/** Each view's root element. */
const VIEW_ROOTS: Record<string, string> = {
  '/admin': 'admin-dashboard',
  '/admin/courses': 'admin-courses',
  '/admin/orders': 'admin-orders',
  '/admin/blog': 'admin-blog',
  '/admin/participants': 'admin-participants',
  '/admin/bookings': 'admin-bookings',
  '/admin/requests': 'admin-requests',
  '/admin/waitlist': 'admin-waitlist',
  '/admin/testimonials': 'admin-testimonials',
  '/admin/services': 'admin-services',
  '/admin/newsletter': 'admin-newsletter',
  '/admin/mail': 'admin-mail',
  '/admin/legal': 'admin-legal',
  '/admin/settings': 'admin-settings',
  '/admin/webhooks': 'admin-webhooks',
  '/admin/team': 'admin-team',
  '/admin/partner-keys': 'admin-partner-keys',
  '/admin/account': 'admin-account',
};

beforeAll(async () => {
  await enableBankTransfer(app);
  const em = app.database.orm.em.fork();
  const course = em.create(Course, {
    title: TITLE,
    description: 'Ein Kurs nur für die Rollen-Geschichten.',
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
  em.create(User, {
    username: 'rollen-sabine',
    email: 'sabine@rollen.test',
    passwordHash: await hashPassword('sabine-password-1'),
    role: UserRole.STAFF,
  });
  em.create(User, {
    username: 'rollen-theo',
    email: 'theo@rollen.test',
    passwordHash: await hashPassword('theo-password-1'),
    role: UserRole.TRAINER,
  });
  await em.flush();
  courseId = course.id;
  const placed = await app.graphql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { databaseId } errors { code } } }`,
    {
      input: {
        idempotencyKey: `role-stories-${Date.now()}-abcdefgh`,
        customer: {
          firstName: 'Rita',
          lastName: 'Rolle',
          email: 'rita.rolle@example.org',
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
            quantity: 2,
            participants: [
              { firstName: 'Lea', lastName: 'Rolle' },
              { firstName: 'Max', lastName: 'Rolle' },
            ],
          },
        ],
      },
    },
  );
  expect(placed.data.placeOrder.errors).toEqual([]);
  await sql(`update orders set order_status = 'confirmed', payment_status = 'paid' where id = ?`, [
    placed.data.placeOrder.order.databaseId,
  ]);
  // Running since last week on today's weekday, so the trainer has a session today.
  await sql('update courses set start_date = ?, end_date = ?, schedule = ? where id = ?', [
    dayOffset(-7),
    dayOffset(14),
    WEEKDAYS[new Date(`${today}T12:00:00Z`).getUTCDay()],
    courseId,
  ]);
});

interface Walk {
  page: Page;
  /** Every GraphQL answer that refused the role: `operation: status code`. */
  refused: string[];
  problems: string[];
  close: () => Promise<void>;
}

/** A signed-in browser page that records each GraphQL answer refusing the role, and waits for quiet networks. */
async function signIn(username: string, password: string, landing: string): Promise<Walk> {
  const { context, page, problems } = await openPage(browser);
  const refused: string[] = [];
  const requests = new Set<unknown>();
  inFlight.set(page, requests);
  const isGraphql = (url: string) => new URL(url).pathname === '/graphql';
  page.on('request', (request) => isGraphql(request.url()) && requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/graphql') return;
    const request = response.request().postDataJSON() as { operationName?: string; id?: string } | null;
    const operation = request?.operationName ?? request?.id ?? response.url();
    let codes: string[] = [];
    try {
      const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      codes = (body.errors ?? [])
        .map((error) => error.extensions?.code ?? '')
        .filter((code) => code === 'FORBIDDEN' || code === 'UNAUTHENTICATED');
    } catch {
      // Not JSON (an aborted request): its status still counts.
    }
    if (response.status() === 401 || response.status() === 403 || codes.length)
      refused.push(`${operation}: ${response.status()} ${codes.join(' ')}`);
  });
  await page.goto(`${app.baseUrl}/admin/login`);
  await page.getByTestId('field-username').fill(username);
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('form-submit').click();
  await page.waitForURL((url) => url.pathname === landing);
  const consent = page.getByRole('button', { name: 'Nur notwendige' });
  await consent.click({ timeout: 5000 }).catch(() => undefined);
  return { page, refused, problems, close: () => context.close() };
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** No request to /graphql in flight for a moment (views that poll, such as the newsletter's progress, are quiet in between). */
async function settle(page: Page) {
  const requests = inFlight.get(page)!;
  const until = Date.now() + 20_000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (requests.size) quietSince = Date.now();
    else if (Date.now() - quietSince > 400) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`still waiting for ${requests.size} GraphQL answers on ${page.url()}`);
}

/** Does `what` and waits for the GraphQL answer it asks for (the action reached the server and was let in). */
async function actWith(page: Page, what: () => Promise<unknown>) {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql');
  await what();
  const response = await answer;
  expect(response.status()).toBe(200);
}
const act = (page: Page, control: Locator) => actWith(page, () => control.click());

/** The view is whole: its root is there, nothing failed to load, nothing is "not allowed", no link leads where the role may not go. */
async function expectWhole(page: Page, view: string, allowed: string[]) {
  await page.getByTestId(VIEW_ROOTS[view]).waitFor();
  await settle(page);
  expect([view, await page.getByTestId('admin-forbidden').count()]).toEqual([view, 0]);
  // LoadFailed's "Erneut versuchen": a part (or the whole view) that could not be loaded.
  expect([view, await page.getByTestId('retry').count()]).toEqual([view, 0]);
  const links = await page
    .locator('main a[href^="/admin"], [data-testid="admin-dashboard"] a[href^="/admin"]')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const forbidden = links.filter((path) => !allowed.some((open) => path === open || (open !== '/admin' && path.startsWith(`${open}/`))));
  expect([view, forbidden]).toEqual([view, []]);
}

/** Each view's main action, as the role uses it. */
const MAIN_ACTIONS: Record<string, (page: Page, role: 'admin' | 'staff') => Promise<void>> = {
  '/admin': async (page, role) => {
    // Test mails, going live and removing the demo data are admins' own.
    if (role === 'staff') {
      for (const control of ['send-test-email', 'send-test-review-email', 'go-live', 'remove-demo-data'])
        expect([control, await page.getByTestId(control).count()]).toEqual([control, 0]);
    } else {
      expect(await page.getByTestId('send-test-email').count()).toBe(1);
    }
    await act(page, page.getByTestId('send-review-invitations'));
    await page.getByTestId('invitations-sent').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('invitations-sent').waitFor({ state: 'detached' });
  },
  '/admin/courses': async (page) => {
    // Edit the course, type a title, assign the trainer in the "Trainer" tab: the typed title is still there.
    await sql('delete from course_trainers where course_id = ?', [courseId]);
    const row = page.locator(`[data-testid="admin-course-row"][data-course-id="${courseId}"]`);
    await row
      .getByRole('button', { name: /bearbeiten/i })
      .first()
      .click();
    const dialog = page.getByTestId('course-edit-dialog');
    await dialog.getByTestId('course-form').waitFor();
    const title = dialog.locator('input[name="title"]');
    await title.fill(`${TITLE} (neu)`);
    await dialog.getByRole('tab', { name: 'Trainer' }).click();
    const trainer = dialog.getByLabel('rollen-theo');
    await trainer.check();
    await act(page, dialog.getByTestId('course-trainers-save'));
    expect(await dialog.getByTestId('course-trainers-status').textContent()).toBe('Die Trainer sind gespeichert.');
    await dialog.getByRole('tab').first().click();
    expect(await title.inputValue()).toBe(`${TITLE} (neu)`);
    await page.keyboard.press('Escape');
    const discard = page.getByRole('button', { name: /verwerfen/i });
    if (await discard.isVisible().catch(() => false)) await discard.click();
    await dialog.waitFor({ state: 'detached' });
    expect(await sql('select count(*)::int as n from course_trainers where course_id = ?', [courseId])).toEqual([{ n: 1 }]);
  },
  '/admin/orders': async (page) => {
    await page.getByTestId('order-open').first().click();
    await page.getByTestId('order-detail-items').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('order-detail').waitFor({ state: 'detached' });
  },
  '/admin/blog': async (page) => {
    await page.getByTestId('admin-blog-new').click();
    await page.getByTestId('blog-form-dialog').waitFor();
    await page.getByTestId('blog-form-cancel').click();
    await page.getByTestId('blog-form-dialog').waitFor({ state: 'detached' });
  },
  '/admin/participants': async (page) => {
    await page.getByTestId('participants-course-picker').selectOption(String(courseId));
    await page.getByTestId('participant-row').first().waitFor();
    expect(await page.getByTestId('participant-row').count()).toBe(2);
  },
  '/admin/bookings': async (page) => {
    await actWith(page, () => page.getByTestId('bookings-status-filter').selectOption('PENDING'));
  },
  '/admin/requests': async (page) => {
    // A filter of the URL: the list is asked again with it, then the box shows it.
    await actWith(page, () => page.getByTestId('messages-only-requests').click());
    await page.waitForURL((url) => url.searchParams.get('requests') === '1');
    expect(await page.getByTestId('messages-only-requests').isChecked()).toBe(true);
  },
  '/admin/waitlist': async (page, role) => {
    // The offer time is a setting: admins change it, staff see the lists without it.
    if (role === 'staff') {
      expect(await page.getByTestId('waitlist-settings').count()).toBe(0);
      return;
    }
    await page.locator('#waitlist-offer-hours').fill('36');
    await act(page, page.getByTestId('waitlist-settings-save'));
  },
  '/admin/testimonials': async (page) => {
    await act(page, page.getByTestId('reviews-refresh'));
  },
  '/admin/services': async (page) => {
    await page.getByTestId('service-edit').first().click();
    await page.getByTestId('service-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('service-dialog').waitFor({ state: 'detached' });
  },
  '/admin/newsletter': async (page) => {
    await page.getByTestId('newsletter-new').click();
    await page.getByTestId('newsletter-composer').waitFor();
    await page.getByTestId('newsletter-close').click();
  },
  '/admin/mail': async (page) => {
    await page.getByTestId('mail-show').first().click();
    await page.getByTestId('mail-content').waitFor();
    await page.getByTestId('mail-content-close').click();
  },
  '/admin/legal': async (page) => {
    await page.getByTestId('legal-editor').waitFor();
  },
  '/admin/settings': async (page) => {
    await act(page, page.getByTestId('notice-save'));
  },
  '/admin/webhooks': async (page) => {
    await page.getByTestId('webhook-new-name').fill('Rollen-Partner');
    await page.getByTestId('webhook-new-url').fill('https://partner.example.com/h2o');
    await page.getByTestId('webhook-new-eventTypes').locator('input[value="order.paid"]').check();
    await act(page, page.getByTestId('webhook-new-submit'));
    await page.getByTestId('webhook-secret-value').waitFor();
  },
  '/admin/team': async (page) => {
    await page.getByTestId('team-invite-form').getByTestId('field-email').fill('neu@rollen.test');
    await page.getByTestId('team-invite-role').selectOption('staff');
    await act(page, page.getByTestId('team-invite-submit'));
    await page.getByTestId('team-invited').getByText('neu@rollen.test').waitFor();
  },
  '/admin/partner-keys': async (page) => {
    await page.getByTestId('partner-key-new').click();
    await page.getByTestId('field-name').fill('Rollen-Partner');
    await page.getByTestId('partner-key-scope-read:catalogue').check();
    await act(page, page.getByTestId('partner-key-submit'));
    await page.getByTestId('partner-key-secret').waitFor();
    await page.getByTestId('partner-key-close').click();
  },
  '/admin/account': async (page) => {
    const form = page.getByTestId('account-own-email-form');
    await form.locator('input[type="email"]').fill(`konto-${Date.now()}@rollen.test`);
    await act(page, page.getByTestId('account-own-email-submit'));
    await page.getByTestId('account-own-email-saved').waitFor();
  },
};

async function navigation(page: Page): Promise<string[]> {
  await page.getByTestId('admin-nav').locator('a').first().waitFor();
  return page
    .getByTestId('admin-nav')
    .locator('a')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

/** Opens every view of the navigation by its link, checks it is whole and uses its main action. */
async function walk(walk: Walk, role: 'admin' | 'staff' | 'trainer', expected: string[]) {
  const { page } = walk;
  const views = await navigation(page);
  expect(views).toEqual(expected);
  for (const view of views) {
    await page.getByTestId('admin-nav').locator(`a[href="${view}"]`).click();
    await page.waitForURL((url) => url.pathname === view);
    await expectWhole(page, view, views);
    if (role !== 'trainer' || view === '/admin/account') await MAIN_ACTIONS[view](page, role === 'trainer' ? 'staff' : role);
    await settle(page);
    expect([view, await page.getByTestId('retry').count()]).toEqual([view, 0]);
  }
  expect(walk.refused).toEqual([]);
}

describe('every role can do its whole job: each view of its navigation opens whole and its main action works', () => {
  it('admin', async () => {
    const admin = await signIn('admin', ADMIN_PASSWORD, '/admin');
    await walk(admin, 'admin', ADMIN_VIEWS);
    expect(admin.problems).toEqual([]);
    await admin.close();
  }, 240_000);

  it("staff: the waitlist without the offer time, the trainers tab, no test mails or admins' links", async () => {
    const staff = await signIn('rollen-sabine', 'sabine-password-1', '/admin');
    await walk(staff, 'staff', STAFF_VIEWS);
    // The checklist names what an admin still has to do, without links to views staff cannot open.
    const checklist = staff.page.getByTestId('setup-checklist');
    await staff.page.getByTestId('admin-nav').locator('a[href="/admin"]').click();
    await staff.page.getByTestId('admin-dashboard').waitFor();
    if (await checklist.count()) {
      const targets = await checklist
        .locator('a')
        .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(targets.filter((path) => !STAFF_VIEWS.includes(path))).toEqual([]);
    }
    expect(staff.refused).toEqual([]);
    expect(staff.problems).toEqual([]);
    await staff.close();
  }, 240_000);

  it('trainer: the own account in the navigation, and the phone view marks attendance', async () => {
    // Assigned by the admin's and staff's stories; on its own, assigned here.
    await sql(
      `insert into course_trainers (course_id, user_id) select ?, id from users u where username = 'rollen-theo' and not exists (select 1 from course_trainers c where c.course_id = ? and c.user_id = u.id)`,
      [courseId, courseId],
    );
    const trainer = await signIn('rollen-theo', 'theo-password-1', '/trainer');
    await trainer.page.getByTestId('trainer-course').filter({ hasText: TITLE }).first().click();
    await trainer.page.getByRole('heading', { name: TITLE }).waitFor();
    const lea = trainer.page.getByTestId('trainer-participant').filter({ hasText: 'Lea' });
    await lea.getByTestId('attendance-present').click();
    await trainer.page.locator('[data-testid="trainer-sync"][data-state="ok"]').waitFor();
    expect(
      await sql(
        'select a.present from attendances a join participants p on p.id = a.participant_id where p.first_name = ? and a.session_date = ?',
        ['Lea', today],
      ),
    ).toEqual([{ present: true }]);
    await trainer.page.goto(`${app.baseUrl}/admin/account`);
    await walk(trainer, 'trainer', TRAINER_VIEWS);
    expect(trainer.refused).toEqual([]);
    expect(trainer.problems).toEqual([]);
    await trainer.close();
  }, 120_000);
});
