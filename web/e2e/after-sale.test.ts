import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { PDFParse } from 'pdf-parse';
import type { Browser, Download, Page } from 'playwright-core';
import { type SmtpInbox, startSmtpInbox } from '../../api/test/smtp-inbox.js';
import { enableBankTransfer, type TestApp, startTestApp } from '../../api/test/test-app.js';
import { launchBrowser, loadAndHydrate } from './browser.js';

/**
 * Issue 24's "done when" in one browser: staff set the school's facts and a course with a minimum; a parent books two
 * children by bank transfer with a swim voucher for one; the office hears of it; staff mark it paid; the parent opens
 * the order from the mail, downloads invoice and calendar and changes a name; staff cancel the course for too few
 * participants; the parent is told how the money comes back and finds the cancellation invoice. Every mail is read
 * from a real SMTP server, the PDFs and the calendar are parsed. The real app with its job worker, on the built client.
 */
let inbox: SmtpInbox;
let app: TestApp;
let browser: Browser;

const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;
const TITLE = 'Seepferdchen Herbst (Mindestzahl)';
const OFFICE = ['buero@h2o-story.example', 'leitung@h2o-story.example'];
const LEGAL_NAME = 'H2O Gersthofen – Inh. Jörg Müller';
const PARENT = { email: 'maria.nachverkauf@example.org', firstName: 'Maria', lastName: 'Nachverkauf' };
const PHONE = { width: 375, height: 812 };

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

const to = (address: string) => (mail: ParsedMail) => !Array.isArray(mail.to) && mail.to?.value.some((a) => a.address === address) === true;
const titled = (address: string, subject: string) => (mail: ParsedMail) => to(address)(mail) && mail.subject === subject;
/** The one mail to `address` with this subject, once it has arrived. */
const mailTo = async (address: string, subject: string) => (await inbox.waitFor(1, titled(address, subject)))[0];
const answered = (page: Page, operation: string) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(`"operationName":"${operation}"`),
  );
const orderRow = (page: Page, orderNumber: string) => page.locator(`[data-testid="order-row"][data-order-number="${orderNumber}"]`);
const euros = (text: string) => text.replace(/\u00a0/g, ' ');

/** A page in a context of its own that records console errors, failed pages and server errors. */
async function openRecordingPage(options: { viewport: { width: number; height: number } }) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: options.viewport, acceptDownloads: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  return { context, page, problems };
}

/** The text of a downloaded PDF, lines as a reader sees them, spaces normalised (amounts keep no-break spaces). */
async function pdfText(download: Download): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile((await download.path())!)) });
  try {
    return (await parser.getText()).text.replace(/[\u00a0\t ]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** The order page's address as the mail's HTML links it (the button the parent taps). */
function orderLink(mail: ParsedMail): string {
  const hrefs = [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  const link = hrefs.find((href) => new URL(href).pathname === '/checkout/order');
  if (!link) throw new Error(`no order page link in "${mail.subject}"`);
  return link;
}

async function signIn(page: Page) {
  await page.goto(`${app.baseUrl}/admin/login`);
  await page.getByTestId('field-username').fill('admin');
  await page.getByTestId('field-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('form-submit').click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
}

const adminNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Verwaltungsbereiche' }).getByRole('link', { name, exact: true }).click();

/** Settings → business data: the legal name, address, tax number and the office's two notification addresses. */
async function saveBusinessProfile(page: Page) {
  await adminNav(page, 'Einstellungen');
  const form = page.getByTestId('business-profile-form');
  await form.getByTestId('profile-legalName').fill(LEGAL_NAME);
  await form.getByTestId('profile-street').fill('Schwimmbadstraße 7');
  await form.getByTestId('profile-taxNumber').fill('102/234/56789');
  await form.getByTestId('profile-notificationEmails-0').fill(OFFICE[0]);
  await form.getByTestId('profile-notificationEmails-1').fill(OFFICE[1]);
  await form.getByTestId('business-profile-save').click();
  await page.getByTestId('toast').getByText('Erfolgreich aktualisiert: Die Geschäftsdaten wurden gespeichert.').waitFor();
}

/** Courses → new: four Saturdays in September 2099, ten places, at least three participants. */
async function createCourse(page: Page) {
  await adminNav(page, 'Kurse');
  await page.waitForURL((url) => url.pathname === '/admin/courses');
  await page.getByTestId('admin-course-row').first().waitFor();
  await page.getByTestId('admin-courses-new').click();
  await page.getByTestId('course-title').fill(TITLE);
  await page.getByTestId('course-description').fill('Seepferdchen-Kurs im Herbst; findet ab drei Kindern statt.');
  await page.getByTestId('course-courseType').selectOption('CHILDREN');
  // For any age: no child born by today is 5 to 7 on a first day in 2099.
  await page.getByTestId('course-ageGroup').selectOption('ALL_AGES');
  await page.getByRole('tab', { name: 'Termine' }).click();
  await page.getByTestId('course-startDate').fill('2099-09-05');
  await page.getByTestId('course-endDate').fill('2099-09-26');
  await page.getByTestId('course-schedule').fill('Samstags');
  await page.getByTestId('course-time').fill('10:00-10:45');
  await page.getByRole('tab', { name: 'Plätze und Preis' }).click();
  await page.getByTestId('course-totalSlots').fill('10');
  await page.getByTestId('course-availableSlots').fill('10');
  await page.getByTestId('course-minParticipants').fill('3');
  await page.getByTestId('course-price').fill('160');
  await page.getByTestId('course-form-submit').click();
  await page.getByTestId('toast').getByText(`Kurs angelegt: ${TITLE}`).waitFor();
}

/** The parent on a phone: finds the course, takes two places, names the children, pays by transfer with a voucher for Tim. */
async function bookTwoChildren(page: Page): Promise<string> {
  await loadAndHydrate(page, `${app.baseUrl}/courses`);
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await page.getByTestId('course-card').filter({ hasText: TITLE }).getByRole('link').first().click();
  await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  const added = answered(page, 'addCourseToCartMutation');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await added;
  const raised = answered(page, 'useSetCartItemQuantityMutation');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Einen Platz mehr: ${TITLE}` })
    .click();
  await raised;
  await page.getByRole('dialog').getByRole('link', { name: 'Zur Kasse' }).click();
  await page.waitForURL('**/checkout');

  const form = page.getByTestId('checkout-customer-form');
  const customer = {
    Vorname: PARENT.firstName,
    Nachname: PARENT.lastName,
    'E-Mail-Adresse': PARENT.email,
    Telefonnummer: '0821 246810',
    'Straße und Hausnummer': 'Badstraße 1',
    Postleitzahl: '86368',
    Ort: 'Gersthofen',
  };
  for (const [label, value] of Object.entries(customer)) await form.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Weiter' }).click();

  const card = page.getByTestId('participants-item');
  for (const [index, firstName] of ['Lena', 'Tim'].entries()) {
    const place = card.getByRole('group', { name: `Teilnehmer ${index + 1}` });
    await place.getByLabel('Vorname').fill(firstName);
    const saved = answered(page, 'useSetCartParticipantMutation');
    await place.getByLabel('Nachname').fill(PARENT.lastName);
    await place.getByLabel('Nachname').blur();
    await saved;
    await place.getByLabel('Geburtsdatum').fill('2019-05-01');
  }
  await page.getByRole('button', { name: 'Weiter' }).click();

  await page.getByRole('heading', { name: 'Zahlung', level: 2 }).waitFor();
  await page.getByRole('radio', { name: /Banküberweisung/ }).check();
  const vouchers = page.getByTestId('checkout-vouchers');
  await vouchers.getByRole('checkbox', { name: `Gutschein für Tim ${PARENT.lastName} (${TITLE})` }).check();
  expect(await vouchers.getByRole('checkbox', { name: `Gutschein für Lena ${PARENT.lastName} (${TITLE})` }).isChecked()).toBe(false);
  await page.getByRole('checkbox', { name: /AGB/ }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  await page.waitForURL(/\/checkout\/order\?key=[^&]+$/);
  await page
    .getByTestId('order-flash')
    .getByText(/^Buchung erfolgreich\. /)
    .waitFor();
  const orderNumber = await page.getByTestId('order-number').innerText();
  expect(orderNumber).toMatch(/^H2O-\d{4,}$/);
  expect(await page.getByTestId('order-payment-status').innerText()).toBe('Ausstehend');
  expect(euros(await page.getByTestId('order-total').innerText())).toBe('320,00 €');
  expect(await page.getByTestId('order-voucher').allInnerTexts()).toEqual([
    `Tim ${PARENT.lastName}: Gutschein angekündigt – Auszahlung noch nicht eingegangen`,
  ]);
  return orderNumber;
}

test('a parent books two children with a voucher by transfer; paid, invoiced, renamed; the course is cancelled and the money owed back', async () => {
  const staff = await openRecordingPage({ viewport: { width: 1280, height: 900 } });
  const parent = await openRecordingPage({ viewport: PHONE });

  // 1. Staff: the school's facts with two notification addresses, and a course that needs three children.
  await signIn(staff.page);
  await saveBusinessProfile(staff.page);
  await createCourse(staff.page);

  // 2. The parent books two children, one with a swim voucher.
  const orderNumber = await bookTwoChildren(parent.page);

  // 3. The office hears of it at both addresses, with the payment way; the parent gets the confirmation.
  for (const address of OFFICE) {
    const notice = await mailTo(address, `Neue Buchung ${orderNumber}: ${PARENT.firstName} ${PARENT.lastName}, 320,00 €`);
    expect(euros(notice.text ?? '')).toMatch(/Zahlungsweise:?\s+Überweisung/);
    expect(notice.text).toContain('Die Überweisung ist noch offen');
    // The voucher the parent announced for Tim, and only for him.
    expect(notice.text).toContain('Für diese Kinder wurde ein Schwimmgutschein angekündigt.');
    const announced = [...(notice.text ?? '').matchAll(/Schwimmgutschein angekündigt für:?\s+(.+)/g)].map((line) => line[1].trim());
    expect(announced).toEqual([`Tim ${PARENT.lastName} (${TITLE})`]);
  }
  const confirmation = await mailTo(PARENT.email, `Ihre Buchung ${orderNumber}`);
  expect(confirmation.text).toContain(`Tim ${PARENT.lastName}`);

  // 4. Staff mark the transfer received; the parent is told.
  await adminNav(staff.page, 'Bestellungen');
  await staff.page.waitForURL((url) => url.pathname === '/admin/orders');
  await orderRow(staff.page, orderNumber).waitFor();
  // The search loads the list anew (its rows mounted afresh): the row is taken from the searched list, not the first one.
  const searched = staff.page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/graphql' && (url.searchParams.get('variables') ?? '').includes(`"search":"${PARENT.lastName}"`);
  });
  await staff.page.getByTestId('orders-search').fill(PARENT.lastName);
  await staff.page.waitForURL((url) => url.searchParams.get('q') === PARENT.lastName);
  await searched;
  const row = orderRow(staff.page, orderNumber);
  await row.waitFor();
  await row.getByRole('button', { name: `Aktionen für ${orderNumber}` }).click();
  await staff.page.getByRole('menuitem', { name: 'Als bezahlt markieren' }).click();
  await staff.page.getByRole('dialog').getByRole('button', { name: 'Als bezahlt markieren' }).click();
  await row.getByTestId('payment-status').getByText('Bezahlt').waitFor();
  await staff.page.getByTestId('toast').getByText('Erfolgreich aktualisiert').waitFor();
  // The payment received confirms the booking: one mail says both.
  const received = await mailTo(PARENT.email, `Ihre Buchung ${orderNumber} ist bestätigt`);
  expect(received.text).toContain(`Ihre Zahlung ist bei uns eingegangen: Damit ist Ihre Buchung ${orderNumber} verbindlich bestätigt.`);

  // 5. The parent opens the order from the mail: paid, with its invoice and the course dates.
  const orderUrl = orderLink(received);
  expect(new URL(orderUrl).origin).toBe(app.baseUrl);
  await loadAndHydrate(parent.page, orderUrl);
  const page = parent.page;
  expect(await page.getByTestId('order-number').innerText()).toBe(orderNumber);
  expect(await page.getByTestId('order-payment-status').innerText()).toBe('Bezahlt');
  const invoiceEntry = page.getByTestId('order-invoices').getByRole('listitem');
  expect(await invoiceEntry.count()).toBe(1);
  const invoiceNumber = /^Rechnung (\d{4}-\d{5})/.exec(await invoiceEntry.innerText())?.[1];
  expect(invoiceNumber).toBeDefined();
  const [invoiceDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Rechnung ${invoiceNumber} als PDF herunterladen` }).click(),
  ]);
  expect(invoiceDownload.suggestedFilename()).toBe(`Rechnung-${invoiceNumber}.pdf`);
  const invoice = await pdfText(invoiceDownload);
  for (const expected of [
    `Rechnungsnummer ${invoiceNumber}`,
    `Bestellnummer ${orderNumber}`,
    LEGAL_NAME,
    'Schwimmbadstraße 7',
    'Steuernummer: 102/234/56789',
    `${PARENT.firstName} ${PARENT.lastName}`,
    'Badstraße 1',
    '86368 Gersthofen',
    TITLE,
    'Leistungszeitraum 05.09.2099 – 26.09.2099',
    '2 Teilnehmende',
    // The shop's default VAT setting: a small business under §19 UStG, gross only with the law's sentence.
    'Gesamtbetrag 320,00 €',
    'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
    'Der Betrag wurde bereits bezahlt.',
  ]) {
    expect(invoice).toContain(expected);
  }

  const [calendarDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-calendar').click()]);
  expect(calendarDownload.suggestedFilename()).toBe(`${orderNumber}.ics`);
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await calendarDownload.path())!, 'utf8')));
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  // Saturdays in September 2099, 10:00–10:45 in Gersthofen (CEST).
  expect(events.map((event) => [event.summary, event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()])).toEqual(
    [5, 12, 19, 26].map((day) => [
      TITLE,
      `2099-09-${String(day).padStart(2, '0')}T08:00:00.000Z`,
      `2099-09-${String(day).padStart(2, '0')}T08:45:00.000Z`,
    ]),
  );

  // Tim is called Tom after all: the page, its history and his voucher say so.
  await page.getByTestId('order-edit-names').click();
  const names = page.getByTestId('order-names-form');
  await names.getByRole('group', { name: 'Teilnehmer 2' }).getByLabel('Vorname').fill('Tom');
  await names.getByTestId('order-save-names').click();
  await page.getByTestId('order-names-saved').waitFor();
  expect(await page.getByTestId('order-participant').allInnerTexts()).toEqual([`Lena ${PARENT.lastName}`, `Tom ${PARENT.lastName}`]);
  await page.getByTestId('order-timeline').getByText(`Name geändert: Tim ${PARENT.lastName} → Tom ${PARENT.lastName}`).waitFor();
  expect(await page.getByTestId('order-voucher').allInnerTexts()).toEqual([
    `Tom ${PARENT.lastName}: Gutschein angekündigt – Auszahlung noch nicht eingegangen`,
  ]);

  // 6. Two children of three: staff cancel the course from the course list.
  await adminNav(staff.page, 'Kurse');
  await staff.page.waitForURL((url) => url.pathname === '/admin/courses');
  await staff.page.getByRole('button', { name: `Kurs „${TITLE}“ absagen` }).click();
  const dialog = staff.page.getByTestId('course-cancel-dialog');
  await dialog.getByRole('radio', { name: 'Zu wenige Anmeldungen' }).check();
  await dialog.getByLabel('Anmerkung (optional, nur für die Bestellhistorie)').fill('Mindestteilnehmerzahl nicht erreicht');
  await dialog.getByRole('button', { name: 'Kurs absagen und erstatten' }).click();
  await staff.page.getByTestId('toast').getByText('Kurs abgesagt: eine Bestellung storniert, eine Erstattung erfasst.').waitFor();
  await staff.page
    .locator('[data-testid="admin-course-row"]', { hasText: TITLE })
    .getByTestId('course-status')
    .getByText('Abgesagt')
    .waitFor();

  // 7. The parent is told why and how the money comes back; the office that a transfer is owed.
  const cancelled = await mailTo(PARENT.email, `Kursabsage: Ihre Buchung ${orderNumber} wurde storniert`);
  const cancelledText = euros(cancelled.text ?? '');
  expect(cancelledText).toContain(
    `Der Kurs „${TITLE}“ findet leider nicht statt. Der Grund: Die Mindestteilnehmerzahl wurde nicht erreicht.`,
  );
  expect(cancelledText).toContain(
    'Sie erhalten den bezahlten Betrag von 320,00 € vollständig zurück. Bitte geben Sie dazu auf der Seite Ihrer Buchung Ihre IBAN an',
  );
  expect(orderLink(cancelled)).toBe(orderUrl);
  for (const address of OFFICE) await mailTo(address, `Erstattung offen: 320,00 € für ${orderNumber}`);

  // The order page from the cancellation mail: cancelled, with the cancellation invoice and the form for the IBAN.
  await loadAndHydrate(page, orderLink(cancelled));
  expect(await page.getByTestId('order-status').innerText()).toBe('Storniert');
  await page.getByTestId('order-timeline').getByText('Der Kurs wurde abgesagt.').waitFor();
  // The voucher is not redeemed any more: the cancellation gives the fee back (and staff no longer await its payout).
  expect(await page.getByTestId('order-voucher').allInnerTexts()).toEqual([
    `Tom ${PARENT.lastName}: Entfällt – die Buchung ist storniert; für sie wird kein Gutschein eingelöst`,
  ]);
  expect(await page.getByTestId('order-vouchers').innerText()).not.toContain(
    'sobald die Auszahlung des Gutscheins bei uns eingegangen ist',
  );
  const entries = await page.getByTestId('order-invoices').getByRole('listitem').allInnerTexts();
  expect(entries).toHaveLength(2);
  const cancellationNumber = new RegExp(`^Stornorechnung (\\d{4}-\\d{5}) zu Rechnung ${invoiceNumber}`).exec(entries[1])?.[1];
  expect(cancellationNumber).toBeDefined();
  const [cancellationDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Stornorechnung ${cancellationNumber} zu Rechnung ${invoiceNumber} als PDF herunterladen` }).click(),
  ]);
  const cancellationPdf = await pdfText(cancellationDownload);
  for (const expected of [
    `Stornorechnung ${cancellationNumber}`,
    `Storno zu Rechnung Nr. ${invoiceNumber}`,
    LEGAL_NAME,
    `${PARENT.firstName} ${PARENT.lastName}`,
    'Gesamtbetrag -320,00 €',
  ]) {
    expect(cancellationPdf).toContain(expected);
  }

  const refund = page.getByTestId('refund-account-form');
  expect(euros(await refund.innerText())).toContain('Wir erstatten Ihnen 320,00 € per Überweisung.');
  await refund.getByLabel('Kontoinhaber/in').fill(`${PARENT.firstName} ${PARENT.lastName}`);
  await refund.getByLabel('IBAN').fill('DE02 1203 0000 0000 2020 51');
  await refund.getByTestId('refund-account-submit').click();
  await page
    .getByTestId('refund-account-given')
    .getByText(/Ihr Konto für die Erstattung von 320,00\s€ liegt uns vor/)
    .waitFor();

  expect(staff.problems).toEqual([]);
  expect(parent.problems).toEqual([]);
  await staff.context.close();
  await parent.context.close();
}, 180_000);
