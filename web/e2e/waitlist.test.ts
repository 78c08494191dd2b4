import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { Course } from '../../api/src/modules/courses/course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../../api/src/modules/courses/course.enums.js';
import { WaitlistEntry } from '../../api/src/modules/waitlist/waitlist-entry.entity.js';
import { expireOffer } from '../../api/src/modules/waitlist/waitlist-offers.js';
import { type AdminCallers, adminCallers } from '../../api/test/admin-callers.js';
import { type SmtpInbox, startSmtpInbox } from '../../api/test/smtp-inbox.js';
import { enableBankTransfer, type TestApp, startTestApp } from '../../api/test/test-app.js';
import { launchBrowser, loadAndHydrate, openPage } from './browser.js';
import { phoneLayoutProblemsAtWidths } from './phoneLayout.js';

/**
 * Issue 26's "done when" in the browser: a course is full; two parents join its waitlist from the course list and the
 * course page (confirming by mail); a place comes free by a cancellation; the first parent gets the offer and lets it
 * expire (the expiry job run on a clock the test sets: a minute past the offer's end, nothing slept); the second books
 * through the offer link and the normal checkout. Every mail is read from a real SMTP server; staff see the sale.
 */
let inbox: SmtpInbox;
let app: TestApp;
let browser: Browser;
let staffApi: AdminCallers;

const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;
const TITLE = 'Seepferdchen Winter (Warteliste)';
const FIRST = 'lena.wartet@example.org';
const SECOND = 'sam.waits@example.org';
let courseId: number;
let fullOrderId: string;

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
  staffApi = await adminCallers(app, { username: 'waitlist-story-user' });
  const em = app.database.orm.em.fork();
  const course = em.create(Course, {
    title: TITLE,
    titleEn: 'Seahorse winter (waitlist)',
    description: 'Ein Kurs für die Geschichte der Warteliste.',
    courseType: CourseType.CHILDREN,
    level: CourseLevel.BEGINNER,
    // For any age: no child born by today is 5 to 7 on a first day in 2099.
    ageGroup: AgeGroup.ALL_AGES,
    startDate: '2099-01-10',
    endDate: '2099-02-28',
    schedule: 'Samstags',
    time: '09:00-09:45',
    availableSlots: 1,
    totalSlots: 1,
    priceCents: 15_000,
  });
  await em.flush();
  courseId = course.id;
  // The course is full: its one place is booked (bank transfer, not paid yet).
  const placed = await app.graphql('mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } errors { code } } }', {
    input: {
      idempotencyKey: `e2e-waitlist-${Date.now()}`,
      customer: {
        firstName: 'Clara',
        lastName: 'Zuerst',
        email: 'clara.zuerst@example.org',
        phone: '0821 111111',
        address: 'Hauptstraße 2',
        city: 'Gersthofen',
        zipCode: '86368',
      },
      paymentMethod: 'BANK_TRANSFER',
      legalTermsAccepted: true,
      items: [{ courseId, quantity: 1, participants: [{ firstName: 'Ida', lastName: 'Zuerst' }] }],
    },
  });
  expect(placed.data.placeOrder.errors).toEqual([]);
  fullOrderId = placed.data.placeOrder.order.id;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await inbox?.stop();
});

const to = (address: string) => (mail: ParsedMail) => !Array.isArray(mail.to) && mail.to?.value.some((a) => a.address === address) === true;
/** The one mail to `address` whose subject starts so, once it has arrived. */
const mailTo = async (address: string, subject: string) =>
  (await inbox.waitFor(1, (mail) => to(address)(mail) && (mail.subject ?? '').startsWith(subject)))[0];
/** The link to `path` as the mail's HTML has it (the button the parent taps). */
function linkIn(mail: ParsedMail, path: string): string {
  const hrefs = [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  const link = hrefs.find((href) => new URL(href).pathname === path);
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return link;
}
/** A moment as the school's clock and calendar show it (Europe/Berlin): German and English date, 24 h and 12 h time. */
function berlinDeadline(moment: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  const hour = Number(parts.hour);
  return {
    de: `${parts.day}.${parts.month}.${parts.year}`,
    en: `${parts.day}/${parts.month}/${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    enTime: `${hour % 12 || 12}:${parts.minute} ${hour < 12 ? 'am' : 'pm'}`,
  };
}
const entryOf = (email: string) => app.database.orm.em.fork().findOneOrFail(WaitlistEntry, { course: courseId, email });

/** A parent joins from the waitlist form of the course page, choosing the mails' language. */
async function joinOnCoursePage(
  page: Page,
  email: string,
  mailLanguage: string,
  texts: { consent: RegExp; submit: string; success: RegExp },
) {
  const form = page.getByTestId('waitlist-form');
  // Sent empty, the form answers with the shared schema's message (the schema loads on the first check: ui/form/lazySchema.ts).
  await form.getByRole('button', { name: texts.submit }).click();
  expect(await page.getByTestId('waitlist-email-error').innerText()).toMatch(/^(Dieses Feld ist erforderlich\.|This field is required\.)$/);
  await form.getByTestId('waitlist-email').fill(email);
  await form.getByTestId('waitlist-places').fill('1');
  await form.getByTestId('waitlist-language').selectOption(mailLanguage);
  // The box's label (the error summary above the form links to it with the same words).
  await form.getByRole('checkbox', { name: texts.consent }).check();
  await form.getByRole('button', { name: texts.submit }).click();
  await page.getByTestId('waitlist-success').getByText(texts.success).waitFor();
}

test('a full course: two parents join the waitlist, a cancellation frees a place, the first lets the offer expire, the second books it', async () => {
  const first = await openPage(browser, { locale: 'de-DE', viewport: { width: 375, height: 812 } });
  const second = await openPage(browser, { locale: 'en-GB' });
  const staff = await openPage(browser);

  // 1. Lena finds the course full in the list and joins its waitlist (mails in German).
  await loadAndHydrate(first.page, `${app.baseUrl}/courses`);
  await first.page.getByRole('button', { name: 'Nur notwendige' }).click();
  const card = first.page.getByTestId('course-card').filter({ hasText: TITLE });
  await card.getByText('Ausgebucht').first().waitFor();
  await card.getByTestId('course-waitlist').click();
  await first.page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  await joinOnCoursePage(first.page, FIRST, 'de', {
    consent: /E-Mails zur Warteliste/,
    submit: 'Auf die Warteliste',
    success: /^Fast geschafft/,
  });
  // Until the address is confirmed, nobody is in line.
  expect((await entryOf(FIRST)).status).toBe('pending');
  const firstConfirmation = await mailTo(FIRST, 'Bitte bestätigen Sie Ihren Platz auf der Warteliste');
  expect(firstConfirmation.subject).toBe(`Bitte bestätigen Sie Ihren Platz auf der Warteliste: ${TITLE}`);
  await loadAndHydrate(first.page, linkIn(firstConfirmation, '/waitlist/confirm'));
  await first.page.getByTestId('waitlist-link-button').click();
  await first.page.getByRole('heading', { level: 1, name: 'Sie stehen auf der Warteliste' }).waitFor();

  // 2. Sam, on an English browser, joins from the course page with mails in English.
  await loadAndHydrate(second.page, `${app.baseUrl}/course/${courseId}`);
  await second.page.getByRole('button', { name: 'Only necessary' }).click();
  await joinOnCoursePage(second.page, SECOND, 'en', {
    consent: /e-mail me about the waitlist/,
    submit: 'Join the waitlist',
    success: /^Almost done/,
  });
  const secondConfirmation = await mailTo(SECOND, 'Please confirm your place on the waitlist');
  expect(secondConfirmation.subject).toBe('Please confirm your place on the waitlist: Seahorse winter (waitlist)');
  await loadAndHydrate(second.page, linkIn(secondConfirmation, '/waitlist/confirm'));
  await second.page.getByTestId('waitlist-link-button').click();
  await second.page.getByRole('heading', { level: 1, name: 'You are on the waitlist' }).waitFor();
  expect([(await entryOf(FIRST)).position, (await entryOf(SECOND)).position]).toEqual([1, 2]);

  // 3. The place comes free: staff cancel Clara's order. Lena, first in line, gets the offer; the place is held for her.
  expect(
    (
      await staffApi.admin('mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { errors { code } } }', {
        input: { orderId: fullOrderId },
      })
    ).cancelOrder.errors,
  ).toEqual([]);
  const firstOffer = await mailTo(FIRST, 'Ein Platz ist frei geworden');
  expect(firstOffer.text).toContain(`Im Kurs „${TITLE}“ ist ein Platz für Sie frei geworden.`);
  expect(firstOffer.text).toContain('Von der Warteliste austragen');
  const offered = await entryOf(FIRST);
  expect(offered.status).toBe('offered');
  // Held for the offer: the site still shows the course as full (nobody else can take the place).
  expect((await app.database.orm.em.fork().findOneOrFail(Course, courseId)).availableSlots).toBe(0);

  // The offer page names the course, the place and until when it is held: the offer ends tomorrow (24 h), so with the date.
  await loadAndHydrate(first.page, linkIn(firstOffer, '/waitlist/offer'));
  const deadline = berlinDeadline(offered.offerExpiresAt!);
  await first.page
    .getByTestId('waitlist-offer-held-until')
    .getByText(`Ihr Platz ist bis ${deadline.de}, ${deadline.time} Uhr für Sie reserviert.`)
    .waitFor();
  expect(await first.page.getByTestId('waitlist-offer-course').innerText()).toBe(TITLE);
  expect(await first.page.getByTestId('waitlist-offer-time').innerText()).toBe('09:00-09:45');
  expect(await first.page.getByTestId('waitlist-offer-places').innerText()).toBe('1 Platz');
  expect(await phoneLayoutProblemsAtWidths(first.page, '/waitlist/offer (de)')).toEqual([]);
  // Opening it changed nothing: the place is still held for the offer.
  expect((await entryOf(FIRST)).status).toBe('offered');

  // 4. Lena lets it expire: the expiry job runs at the offer's end (24 h; here on a clock a minute past it). Her link's
  // page says so, dated, and offers no button.
  expect(await expireOffer(app.database.orm.em, offered.id, new Date(offered.offerExpiresAt!.getTime() + 60_000))).toBe('expired');
  await loadAndHydrate(first.page, linkIn(firstOffer, '/waitlist/offer'));
  await first.page.getByRole('heading', { level: 1, name: 'Dieses Angebot ist abgelaufen' }).waitFor();
  expect(await first.page.getByTestId('waitlist-link-text').innerText()).toContain(
    `Das Angebot galt bis ${deadline.de}, ${deadline.time} Uhr.`,
  );
  expect(await first.page.getByTestId('waitlist-offer-accept').count()).toBe(0);

  // 5. The place goes to Sam, in English; he books it through the offer link and the normal checkout.
  const secondOffer = await mailTo(SECOND, 'A place has come free');
  expect(secondOffer.subject).toBe('A place has come free: Seahorse winter (waitlist)');
  expect(secondOffer.text).toContain('Book now');
  await loadAndHydrate(second.page, linkIn(secondOffer, '/waitlist/offer'));
  const secondDeadline = berlinDeadline((await entryOf(SECOND)).offerExpiresAt!);
  await second.page
    .getByTestId('waitlist-offer-held-until')
    .getByText(`Your place is held for you until ${secondDeadline.enTime} on ${secondDeadline.en}.`)
    .waitFor();
  expect(await second.page.getByTestId('waitlist-offer-course').innerText()).toBe('Seahorse winter (waitlist)');
  expect(await phoneLayoutProblemsAtWidths(second.page, '/waitlist/offer (en)', [390])).toEqual([]);
  await second.page.getByTestId('waitlist-offer-accept').click();
  await second.page.waitForURL('**/checkout');
  const form = second.page.getByTestId('checkout-customer-form');
  const customer = {
    'First name': 'Sam',
    'Last name': 'Waits',
    'E-mail address': SECOND,
    'Phone number': '0821 222222',
    'Street and house number': 'Badstraße 3',
    'Postal code': '86368',
    'Town or city': 'Gersthofen',
  };
  for (const [label, value] of Object.entries(customer)) await form.getByLabel(label, { exact: true }).fill(value);
  await second.page.getByRole('button', { name: 'Continue' }).click();
  const place = second.page.getByTestId('participants-item').getByRole('group', { name: 'Participant 1' });
  await place.getByLabel('First name').fill('Mo');
  const saved = second.page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('useSetCartParticipantMutation'),
  );
  await place.getByLabel('Last name').fill('Waits');
  await place.getByLabel('Last name').blur();
  await saved;
  await place.getByLabel('Date of birth').fill('2019-05-01');
  await second.page.getByRole('button', { name: 'Continue' }).click();
  await second.page.getByRole('heading', { name: 'Payment', level: 2 }).waitFor();
  await second.page.getByRole('radio', { name: /Bank transfer/ }).check();
  await second.page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await second.page.getByRole('button', { name: 'Place order and pay' }).click();
  await second.page.waitForURL(/\/checkout\/order\?key=[^&]+$/);
  const orderNumber = await second.page.getByTestId('order-number').innerText();
  await mailTo(SECOND, `Your booking ${orderNumber}`);
  expect((await entryOf(SECOND)).status).toBe('booked');

  // 6. Staff see the course's list: Sam booked, Lena's offer expired, one place re-sold through the list.
  await staff.page.goto(`${app.baseUrl}/admin/login`);
  await staff.page.getByTestId('field-username').fill('admin');
  await staff.page.getByTestId('field-password').fill(ADMIN_PASSWORD);
  await staff.page.getByTestId('form-submit').click();
  await staff.page.waitForURL((url) => url.pathname === '/admin');
  await staff.page.getByRole('button', { name: 'Nur notwendige' }).click();
  await staff.page.getByRole('navigation', { name: 'Verwaltungsbereiche' }).getByRole('link', { name: 'Wartelisten', exact: true }).click();
  const list = staff.page.locator(`[data-testid="course-waitlist"][data-course-id="${courseId}"]`);
  await list.waitFor();
  const sales = list.getByTestId('waitlist-sales');
  expect(await sales.innerText()).toBe('Über die Warteliste verkauft: 1 Buchung mit 1 Platz');
  const placesResold = Number(await sales.getAttribute('data-places-sold'));
  expect(placesResold).toBe(1);
  expect(
    await list
      .getByTestId('waitlist-entry')
      .evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-email'), row.getAttribute('data-status')])),
  ).toEqual([
    [FIRST, 'EXPIRED'],
    [SECOND, 'BOOKED'],
  ]);
  console.log(`waitlist story: ${placesResold} place(s) re-sold through the waitlist`);

  expect(first.problems).toEqual([]);
  expect(second.problems).toEqual([]);
  expect(staff.problems).toEqual([]);
  await Promise.all([first.context.close(), second.context.close(), staff.context.close()]);
}, 180_000);
