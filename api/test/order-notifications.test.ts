import type { ParsedMail } from 'mailparser';
import { lockOrder, transition } from '../src/modules/orders/order-lifecycle.js';
import { handlePaymentDeadline } from '../src/modules/orders/order-payment.service.js';
import { OrderStatus } from '../src/modules/orders/order.entity.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * Issue 24: everyone hears of an order's life. The office gets a mail per new order (at each notification address of
 * the business profile) and per PayPal payment; the customer, in their language, when staff confirm, cancel or mark the
 * transfer received, and when the deadline or a course cancellation cancels the order, each saying why. Read from a
 * real SMTP server, sent by the app's job worker.
 */
let inbox: SmtpInbox;
let t: TestApp;
let callers: AdminCallers;
const MAIL_TO = 'mail-to@h2o.test';
const OFFICE = ['buero@h2o.test', 'chefin@h2o.test'];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    env: { SMTP_URL: inbox.url, MAIL_TO, MAIL_FROM: 'H2O Gersthofen <info@h2o.test>', JOB_POLL_INTERVAL_MS: '100' },
    jobWorker: true,
  });
  await enableBankTransfer(t);
  callers = await adminCallers(t, { username: 'notify-staff' });
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

const to = (address: string) => (mail: ParsedMail) => !Array.isArray(mail.to) && mail.to?.value.some((a) => a.address === address) === true;
const about = (orderNumber: string) => (mail: ParsedMail) => (mail.subject ?? '').includes(orderNumber);
const both =
  (...filters: ((mail: ParsedMail) => boolean)[]) =>
  (mail: ParsedMail) =>
    filters.every((filter) => filter(mail));

const PROFILE = {
  legalName: 'H2O Gersthofen – Inh. Erika Muster',
  street: 'Badstraße 7',
  postalCode: '86368',
  town: 'Gersthofen',
  country: 'DE',
  phone: '0821 555123',
  email: 'info@h2o.test',
  taxNumber: '102/123/45678',
  vatId: 'DE123456789',
  registerEntry: '',
  notificationEmails: OFFICE,
};
const UPDATE = `mutation($input: UpdateBusinessProfileInput!) {
  updateBusinessProfile(input: $input) { businessProfile { street notificationEmails } errors { field code message } }
}`;

let sequence = 0;
/** A bank transfer (or PayPal) order through the public checkout, by a customer of its own, in `language`. */
async function placeOrder(language: 'de' | 'en', paymentMethod: 'BANK_TRANSFER' | 'PAYPAL' = 'BANK_TRANSFER') {
  sequence += 1;
  const courseId = await createTestCourse(t, { title: `Benachrichtigungskurs ${sequence}`, places: 5, priceCents: 12_500 });
  const email = `kunde.${sequence}@example.org`;
  const { body } = await callers.post(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { id databaseId orderNumber payment { approvalUrl deadline } } errors { field code } } }`,
    {
      input: {
        idempotencyKey: `notify-${Date.now()}-${sequence}-abcdefgh`,
        customer: {
          firstName: 'Petra',
          lastName: `Kunde${sequence}`,
          email,
          phone: '0821 123456',
          address: 'Hauptstraße 1',
          city: 'Gersthofen',
          zipCode: '86368',
        },
        paymentMethod,
        legalTermsAccepted: true,
        items: [
          {
            courseId,
            quantity: 2,
            participants: [
              { firstName: 'Mia', lastName: 'Muster' },
              { firstName: 'Max', lastName: 'Muster' },
            ],
          },
        ],
      },
    },
    'anonymous',
    language,
  );
  expect(body.data.placeOrder.errors).toEqual([]);
  return {
    ...body.data.placeOrder.order,
    accessKey: body.data.placeOrder.accessKey as string,
    email,
    courseId,
    courseTitle: `Benachrichtigungskurs ${sequence}`,
  };
}

const staff = async (name: 'confirmOrder' | 'cancelOrder' | 'markOrderPaid', orderId: string) => {
  const type = name[0].toUpperCase() + name.slice(1);
  const data = await callers.admin(
    `mutation($input: ${type}Input!) { ${name}(input: $input) { order { orderStatus paymentStatus } errors { code } } }`,
    { input: { orderId } },
  );
  expect(data[name].errors).toEqual([]);
};

const historyMails = (orderId: number) =>
  callers.sql<{ template: string; recipient: string; language: string }>(
    "select data->>'template' as template, data->>'recipient' as recipient, data->>'language' as language from order_events where order_id = ? and type = 'mail_queued' order by id",
    [orderId],
  );

/** The mail's text part holds the link to the customer's order page; the HTML part has it as a link too. */
function expectOrderLink(mail: ParsedMail, accessKey: string) {
  expect(mail.text).toContain(`/checkout/order?key=${accessKey}`);
  expect(mail.html || '').toContain(`/checkout/order?key=${accessKey}`);
}

describe('the business profile', () => {
  it('is saved by an admin, with the notification addresses', async () => {
    const data = await callers.admin(UPDATE, { input: PROFILE });
    expect(data.updateBusinessProfile).toEqual({ businessProfile: { street: 'Badstraße 7', notificationEmails: OFFICE }, errors: [] });
  });
});

describe('the office hears of each new order', () => {
  it.each(['de', 'en'] as const)(
    'one German mail per notification address, with number, customer, items, total and payment way (customer ordering in %s)',
    async (language) => {
      const order = await placeOrder(language);
      for (const address of OFFICE) {
        const [mail] = await inbox.waitFor(1, both(to(address), about(order.orderNumber)));
        expect(mail.subject).toBe(
          `Neue Buchung ${order.orderNumber}: Petra ${order.email.match(/kunde\.(\d+)/)![0].replace('kunde.', 'Kunde')}, 250,00 €`,
        );
        expect(mail.text).toContain(order.courseTitle);
        expect(mail.text).toContain('Mia Muster, Max Muster');
        expect(mail.text).toContain('Zahlungsweise');
        expect(mail.text).toContain('Überweisung');
        expect(mail.text).toContain(order.email);
        expect(mail.replyTo?.value[0].address).toBe(order.email);
        expect(mail.html).toContain('<html lang="de"');
        expectOrderLink(mail, order.accessKey);
      }
      // MAIL_TO is not used while the profile names addresses; the customer got their own confirmation in their language.
      expect(inbox.received.filter(both(to(MAIL_TO), about(order.orderNumber)))).toEqual([]);
      const [confirmation] = await inbox.waitFor(1, both(to(order.email), about(order.orderNumber)));
      expect(confirmation.subject).toBe(language === 'de' ? `Ihre Buchung ${order.orderNumber}` : `Your booking ${order.orderNumber}`);
      // Every mail's footer names the school as the saved profile does (legal name, address, contact), not a constant.
      const sender = 'H2O Gersthofen – Inh. Erika Muster · Badstraße 7 · 86368 Gersthofen · 0821 555123 · info@h2o.test';
      expect(confirmation.text).toContain(sender);
      expect(confirmation.html).toContain('Badstraße 7');
      expect(await historyMails(order.databaseId)).toEqual([
        { template: 'orderConfirmation', recipient: order.email, language },
        { template: 'officeNewOrder', recipient: OFFICE[0], language: 'de' },
        { template: 'officeNewOrder', recipient: OFFICE[1], language: 'de' },
      ]);
    },
  );
});

/** The buyer on the sandbox's PayPal page presses "pay"; returns where PayPal sends the browser back. */
async function approveOnPayPal(approvalUrl: string): Promise<URL> {
  const page = new URL(approvalUrl, t.baseUrl);
  const response = await fetch(page, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: page.searchParams.get('token')!, action: 'approve' }),
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

describe('the office hears of each PayPal payment', () => {
  it('one German mail per notification address once PayPal captured the whole amount', async () => {
    const order = await placeOrder('en', 'PAYPAL');
    const back = await approveOnPayPal(order.payment.approvalUrl);
    const { body } = await callers.post(
      `mutation($input: CompletePayPalPaymentInput!) { completePayPalPayment(input: $input) { order { paymentStatus } errors { code } } }`,
      { input: { accessKey: order.accessKey, paypalOrderId: back.searchParams.get('token') } },
      'anonymous',
      'en',
    );
    expect(body.data.completePayPalPayment).toEqual({ order: { paymentStatus: 'PAID' }, errors: [] });
    for (const address of OFFICE) {
      const [mail] = await inbox.waitFor(
        1,
        both(to(address), (m) => (m.subject ?? '').startsWith(`PayPal-Zahlung eingegangen: ${order.orderNumber}`)),
      );
      expect(mail.subject).toBe(`PayPal-Zahlung eingegangen: ${order.orderNumber}, 250,00 €`);
      expect(mail.text).toContain('PayPal-Transaktion');
      expectOrderLink(mail, order.accessKey);
    }
    // The customer's confirmation (paid), in English, as before.
    const [confirmation] = await inbox.waitFor(1, both(to(order.email), about(order.orderNumber)));
    expect(confirmation.subject).toBe(`Your booking ${order.orderNumber}`);
  });
});

describe('the customer hears of what staff do, in their language', () => {
  it.each([
    ['de', 'ist bestätigt', 'Wir haben Ihre Buchung', 'Zahlung für Ihre Buchung', /Ihre Zahlung von 250,00\s€/],
    ['en', 'is confirmed', 'We have checked and confirmed your booking', 'Payment for your booking', /Your payment of €250\.00/],
  ] as const)(
    '%s: confirmed, then the transfer marked received',
    async (language, confirmedSubject, confirmedText, paidSubject, paidText) => {
      const order = await placeOrder(language);
      await staff('confirmOrder', order.id);
      const [confirmed] = await inbox.waitFor(
        1,
        both(to(order.email), (mail) => (mail.subject ?? '').includes(confirmedSubject)),
      );
      expect(confirmed.subject).toContain(order.orderNumber);
      expect(confirmed.text).toContain(confirmedText);
      expect(confirmed.text).toContain(order.courseTitle);
      expectOrderLink(confirmed, order.accessKey);

      await staff('markOrderPaid', order.id);
      const [paid] = await inbox.waitFor(
        1,
        both(to(order.email), (mail) => (mail.subject ?? '').startsWith(paidSubject)),
      );
      expect(paid.subject).toContain(order.orderNumber);
      expect(paid.text).toMatch(paidText);
      expectOrderLink(paid, order.accessKey);
      const templates = (await historyMails(order.databaseId)).map((mail) => mail.template);
      expect(templates).toEqual(['orderConfirmation', 'officeNewOrder', 'officeNewOrder', 'orderConfirmed', 'orderPaymentReceived']);
    },
  );

  it.each([
    ['de', `wurde storniert`, 'Ihre Buchung wurde storniert'],
    ['en', 'has been cancelled', 'your booking has been cancelled'],
  ] as const)('%s: cancelled by staff, saying so once (the heading), not again under it', async (language, subject, reason) => {
    const order = await placeOrder(language);
    await staff('cancelOrder', order.id);
    const [cancelled] = await inbox.waitFor(
      1,
      both(to(order.email), (mail) => (mail.subject ?? '').includes(subject)),
    );
    expect(cancelled.subject).toContain(order.orderNumber);
    expect(cancelled.text).toContain(reason);
    expect((cancelled.text ?? '').match(/storniert|cancelled/gi)).toHaveLength(2); // the heading and the intro, nothing repeating them
    expect(cancelled.text).not.toMatch(/Wir haben Ihre Buchung storniert|We have cancelled your booking/);
    expectOrderLink(cancelled, order.accessKey);
  });
});

describe('the customer hears why an order was cancelled without staff', () => {
  it.each([
    ['de', 'nicht bei uns eingegangen', 'automatisch storniert'],
    ['en', 'did not reach us by the end of the payment period', 'cancelled automatically'],
  ] as const)('%s: the payment deadline passed', async (language, because, what) => {
    const order = await placeOrder(language);
    // The job's clock: a minute after the deadline (nothing is slept or rewritten).
    const after = new Date(Date.parse(order.payment.deadline) + 60_000);
    expect(await handlePaymentDeadline(t.database.orm.em, t.app, order.databaseId, console, after)).toBe('cancelled');
    const [cancelled] = await inbox.waitFor(
      1,
      both(to(order.email), (mail) => (mail.subject ?? '').includes(language === 'de' ? 'wurde storniert' : 'has been cancelled')),
    );
    expect(cancelled.text).toContain(because);
    expect(cancelled.text).toContain(what);
    expectOrderLink(cancelled, order.accessKey);
    expect((await historyMails(order.databaseId)).at(-1)).toEqual({ template: 'orderCancelled', recipient: order.email, language });
  });

  it.each([
    ['de', false, 'Die Mindestteilnehmerzahl wurde nicht erreicht', 'Sie müssen nichts bezahlen'],
    ['en', true, 'too few participants', 'Please enter your IBAN on the page of your booking'],
  ] as const)(
    '%s: the course was cancelled (paid by transfer: %s), saying how the money comes back',
    async (language, paidFirst, because, money) => {
      const order = await placeOrder(language);
      if (paidFirst) await staff('markOrderPaid', order.id);
      // What the course cancellation (the refunds' part) does to each open order of the course: one transition.
      await t.database.orm.em.fork().transactional(async (em) => {
        const locked = await lockOrder(em, order.databaseId);
        const refused = await transition(
          em,
          locked!,
          { orderStatus: OrderStatus.CANCELLED },
          { cause: 'course_cancelled', facts: { courseId: order.courseId }, mail: t.app.appSettings.mail },
        );
        expect(refused).toBeNull();
      });
      const [cancelled] = await inbox.waitFor(
        1,
        both(to(order.email), (mail) => (mail.subject ?? '').startsWith(language === 'de' ? 'Kursabsage' : 'Course cancelled')),
      );
      expect(cancelled.text).toContain(order.courseTitle);
      expect(cancelled.text).toContain(because);
      expect(cancelled.text).toContain(money);
      expectOrderLink(cancelled, order.accessKey);
    },
  );
});
