import { join } from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { type TestApp, startTestApp } from '../../api/test/test-app.js';
import { Booking } from '../../api/src/modules/bookings/booking.entity.js';
import { ContactMessage } from '../../api/src/modules/contact/contact-message.entity.js';
import { Course } from '../../api/src/modules/courses/course.entity.js';
import { Testimonial } from '../../api/src/modules/testimonials/testimonial.entity.js';
import { launchBrowser, loadAndHydrate, openRecorded } from './browser.js';

let app: TestApp;
let browser: Browser;
const ids: Record<string, number> = {};
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ webDistDir: join(import.meta.dirname, '../dist') }), launchBrowser()]);
  for (const course of await app.database.orm.em.fork().find(Course, {})) ids[course.title] = course.id;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Page object of the public forms: fields by their labels' test ids. */
class FormPage {
  constructor(private readonly page: Page) {}
  field(name: string) {
    return this.page.getByTestId(`field-${name}`);
  }
  error(name: string) {
    return this.page.getByTestId(`field-${name}-error`);
  }
  async submit() {
    await this.page.getByTestId('form-submit').click();
  }
  success() {
    return this.page.getByTestId('form-success');
  }
}

const em = () => app.database.orm.em.fork();

describe('the contact page', () => {
  it('loads the shared schema (yup) on the form’s first focus, not with the page, and checks with it', async () => {
    const { context, page, problems } = await openRecorded(browser);
    // One of yup's own default texts: in its code, in no other library's.
    const isYup = async (response: Response) =>
      response.request().resourceType() === 'script' && (await response.text()).includes('must be a valid email');
    const scripts: Array<Promise<boolean>> = [];
    page.on('response', (response) => scripts.push(isYup(response).catch(() => false)));
    await loadAndHydrate(page, app.baseUrl + '/contact');
    expect((await Promise.all(scripts)).includes(true)).toBe(false);

    const form = new FormPage(page);
    const yupArrives = page.waitForResponse(isYup);
    await form.field('name').focus();
    await yupArrives;
    await form.field('email').fill('no address');
    await form.submit();
    expect(await form.error('email').innerText()).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is rendered on the server with ?course= prefilled, hydrates quietly, sends and shows success', async () => {
    const { context, page, graphql, problems } = await openRecorded(browser);
    await loadAndHydrate(page, app.baseUrl + '/contact?course=Seepferdchen-Kurs');
    expect(graphql).toEqual([]);
    const form = new FormPage(page);
    expect(await form.field('subject').inputValue()).toBe('Kursanfrage: Seepferdchen-Kurs');
    expect(await form.field('message').inputValue()).toContain('„Seepferdchen-Kurs“');
    expect(await page.getByTestId('contact-email').innerText()).toBe('info@h2o-gersthofen.de');
    expect(await page.title()).toContain('Kontakt');

    await form.field('name').fill('Anna Berger');
    await form.field('email').fill('anna@example.org');
    await form.field('privacyAccepted').check();
    await form.submit();
    await form.success().getByText('Ihre Nachricht wurde gesendet. Wir melden uns in Kürze bei Ihnen.').waitFor();
    expect(await form.field('subject').inputValue()).toBe(''); // the form is emptied (SPEC §8)
    const stored = await em().findOneOrFail(ContactMessage, { email: 'anna@example.org' }, { orderBy: { id: 'desc' } });
    expect([stored.subject, stored.name]).toEqual(['Kursanfrage: Seepferdchen-Kurs', 'Anna Berger']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    [
      'de-DE',
      'Dieses Feld ist erforderlich.',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      'Sie müssen die Datenschutzerklärung akzeptieren.',
      'Bitte geben Sie mindestens 10 Zeichen ein.',
    ],
    [
      'en-US',
      'This field is required.',
      'Please enter a valid email address.',
      'You must accept the privacy policy.',
      'Please enter at least 10 characters.',
    ],
  ])('puts each refusal on its own field (%s) and sends nothing', async (locale, required, email, privacy, tooShort) => {
    const { context, page } = await openRecorded(browser, { locale });
    await loadAndHydrate(page, app.baseUrl + '/contact');
    const before = await em().count(ContactMessage);
    const form = new FormPage(page);
    await form.field('email').fill('anna.example.org');
    await form.field('message').fill('Zu kurz');
    await form.submit();
    await form.error('name').waitFor();
    expect(await form.error('name').innerText()).toBe(required);
    expect(await form.error('email').innerText()).toBe(email);
    expect(await form.error('subject').innerText()).toBe(required);
    expect(await form.error('message').innerText()).toBe(tooShort);
    expect(await form.error('privacyAccepted').innerText()).toBe(privacy);
    expect(await form.field('email').getAttribute('aria-invalid')).toBe('true');
    expect(await em().count(ContactMessage)).toBe(before);
    await context.close();
  });
});

describe('the course request page', () => {
  it('names the course and stores a pending request for a bookable one', async () => {
    const { context, page, graphql, problems } = await openRecorded(browser);
    await loadAndHydrate(page, app.baseUrl + `/course-request?courseId=${ids['Seepferdchen-Kurs']}`);
    expect(graphql).toEqual([]);
    expect(await page.getByTestId('course-title').innerText()).toBe('Seepferdchen-Kurs');
    const form = new FormPage(page);
    await form.field('name').fill('A');
    await form.field('email').fill('request@example.org');
    await form.submit();
    expect(await form.error('name').innerText()).toBe('Bitte geben Sie mindestens 2 Zeichen ein.');
    expect(await form.error('privacyAccepted').innerText()).toBe('Sie müssen die Datenschutzerklärung akzeptieren.');
    await form.field('name').fill('Anna Berger');
    await form.field('message').fill('Für Lena, 6 Jahre.');
    await form.field('privacyAccepted').check();
    await form.submit();
    await form.success().getByText('Ihre Kursanfrage wurde gesendet. Wir melden uns in Kürze bei Ihnen.').waitFor();
    const stored = await em().findOneOrFail(Booking, { email: 'request@example.org' });
    expect([stored.status, stored.course.id, stored.message]).toEqual(['pending', ids['Seepferdchen-Kurs'], 'Für Lena, 6 Jahre.']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers no form for a fully booked course', async () => {
    const { context, page } = await openRecorded(browser, { locale: 'en-US' });
    await loadAndHydrate(page, app.baseUrl + `/course-request?courseId=${ids['Seepferdchen Intensiv (Ferienkurs)']}`);
    await page.getByTestId('course-request-closed').getByText('This course cannot be requested at the moment.').waitFor();
    expect(await page.getByTestId('course-request-form').count()).toBe(0);
    // A full course's note and this page point to its waitlist, not to the contact form.
    const course = await em().findOneOrFail(Course, ids['Seepferdchen Intensiv (Ferienkurs)']);
    expect(course.notes).toMatch(/Warteliste/);
    expect(`${course.notes} ${course.notesEn}`).not.toMatch(/Kontaktformular|contact form|Anfrage/);
    await page.getByTestId('course-request-waitlist').click();
    await page.waitForURL(`**/course/${course.id}#waitlist`);
    await expectWaitlistFocused(page);
    await context.close();
  });

  it.each(['de-DE', 'en-US'])(
    '"Auf die Warteliste" on the list jumps to the waitlist form on a phone and puts the cursor in it (%s)',
    async (locale) => {
      const { context, page, problems } = await openRecorded(browser, { locale, viewport: { width: 390, height: 844 } });
      const id = ids['Seepferdchen Intensiv (Ferienkurs)'];
      await loadAndHydrate(page, `${app.baseUrl}/courses`);
      // The list's notice speaks of the waitlist too.
      expect(await page.locator('body').innerText()).not.toMatch(/Kontaktformular|contact form/);
      await page.locator(`a[data-testid="course-waitlist"][href="/course/${id}#waitlist"]`).click();
      await page.waitForURL(`**/course/${id}#waitlist`);
      await expectWaitlistFocused(page);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

/** The waitlist form is on screen (its heading below the fixed header) and its e-mail field has the focus. */
async function expectWaitlistFocused(page: Page) {
  await page.waitForFunction(
    () => document.activeElement?.closest('#waitlist') != null && (document.activeElement as HTMLInputElement).name === 'email',
  );
  const { top, bottom, header } = await page.evaluate(() => {
    const box = document.getElementById('waitlist-title')!.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, header: document.querySelector('header')!.getBoundingClientRect().bottom };
  });
  expect(top).toBeGreaterThanOrEqual(header - 1);
  expect(bottom).toBeLessThanOrEqual(844);
}

describe('the review page', () => {
  it.each([
    ['de-DE', 'Wählen Sie den Kurs, den Sie bewerten möchten'],
    ['en-US', 'Choose the course you would like to review'],
  ])('without a course, lets the visitor choose one of the courses that have begun (%s)', async (locale, intro) => {
    const { context, page, problems } = await openRecorded(browser, { locale });
    await loadAndHydrate(page, `${app.baseUrl}/review`);
    expect(page.url()).toBe(`${app.baseUrl}/review`);
    expect(await page.locator('main').innerText()).toContain(intro);
    const links = await page
      .getByTestId('review-choose-list')
      .locator('a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toContain(`/review?courseId=${ids['Wettkampftraining']}`);
    // A course that has not begun is not offered.
    expect(links).not.toContain(`/review?courseId=${ids['Bronze-Abzeichen (Freischwimmer)']}`);
    await page.getByTestId('review-choose-list').locator(`a[href="/review?courseId=${ids['Wettkampftraining']}"]`).click();
    await page.getByTestId('review-form').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('explains that a course can be reviewed from its first day, with no form before it', async () => {
    const { context, page, problems } = await openRecorded(browser);
    await loadAndHydrate(page, `${app.baseUrl}/review?courseId=${ids['Bronze-Abzeichen (Freischwimmer)']}`);
    expect(await page.getByTestId('review-not-yet').innerText()).toMatch(
      /Dieser Kurs beginnt am \d\d\.\d\d\.\d{4}\. Bewerten können Sie ihn ab seinem ersten Kurstag\./,
    );
    expect(await page.getByTestId('review-form').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the course, stores a hidden review and goes home after 2 s', async () => {
    const { context, page, graphql, problems } = await openRecorded(browser, { locale: 'en-US' });
    await loadAndHydrate(page, app.baseUrl + `/review?courseId=${ids['Wettkampftraining']}`);
    expect(graphql).toEqual([]);
    // The English title (issue 23).
    expect(await page.getByTestId('course-title').innerText()).toBe('Competition training');
    const form = new FormPage(page);
    await form.submit();
    expect(await form.error('rating').innerText()).toBe('Please select a rating.');
    expect(await form.error('name').innerText()).toBe('This field is required.');
    await form.field('name').fill('Petra Z.');
    await form.field('email').fill('petra@example.org');
    await page.getByTestId('field-rating-4').check({ force: true });
    await form.field('content').fill('Sehr gutes Training, klare Anleitungen.');
    await form.submit();
    await form.success().getByText('Review submitted!').waitFor();
    const sentAt = Date.now();
    await page.waitForURL(`${app.baseUrl}/`);
    expect(Date.now() - sentAt).toBeGreaterThan(1500);
    const stored = await em().findOneOrFail(Testimonial, { email: 'petra@example.org' });
    expect([stored.isVisible, stored.rating, stored.course]).toEqual([false, 4, ids['Wettkampftraining']]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
