import { type AdminCallers, adminCallers } from './admin-callers.js';
import { createTestCourse } from './test-course.js';
import { type TestApp, enableBankTransfer, startTestApp } from './test-app.js';
import { until } from './until.js';

/**
 * Issue 23: without SMTP_URL (not in production) every mail really goes out over SMTP, to the embedded mail catcher,
 * and admins read what it caught; the order history says how far the mail got; an account without an e-mail
 * address sets one, and its test mail then says where it went.
 */
let t: TestApp;
let post: AdminCallers['post'], admin: AdminCallers['admin'], sql: AdminCallers['sql'];
let courseId: number;

beforeAll(async () => {
  t = await startTestApp({ env: { JOB_POLL_INTERVAL_MS: '100', PUBLIC_URL: 'https://h2o.example' }, jobWorker: true });
  ({ post, admin, sql } = await adminCallers(t, { username: 'catcher-user' }));
  await enableBankTransfer(t);
  courseId = await createTestCourse(t, { title: 'Seepferdchen Fänger', places: 10, priceCents: 16_000 });
});
afterAll(async () => {
  await t?.close();
});

const MAILS = `query($search: String) { adminMails(first: 5, search: $search) { edges { node { id status serverResponse sentAt template language } } } }`;
const CONTENT = `query($id: ID!) { adminMail(id: $id) { recipient status content { subject text html caughtAt } } }`;

async function placeOrder(email: string, language: string) {
  const { body } = await post(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber confirmationMailStatus } accessKey errors { code } } }`,
    {
      input: {
        idempotencyKey: `catcher-${language}-${Date.now()}-abcdefgh`,
        customer: {
          firstName: 'Maria',
          lastName: 'Muster',
          email,
          phone: '0821 123456',
          address: 'Badstraße 1',
          city: 'Gersthofen',
          zipCode: '86368',
        },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
        items: [{ courseId, quantity: 1, participants: [{ firstName: 'Lena', lastName: 'Muster' }] }],
      },
    },
    'anonymous',
    language,
  );
  expect(body.data.placeOrder.errors).toEqual([]);
  return { ...body.data.placeOrder.order, accessKey: body.data.placeOrder.accessKey } as {
    id: string;
    orderNumber: string;
    accessKey: string;
    confirmationMailStatus: string;
  };
}

describe('the embedded mail catcher (no SMTP_URL)', () => {
  it.each([
    ['de', 'Bitte überweisen Sie'],
    ['en', 'Please transfer'],
  ])(
    'catches an order confirmation in %s; the admin reads its content and the order history says it was caught',
    async (language, paymentWords) => {
      const email = `maria.${language}.${Date.now()}@example.org`;
      const order = await placeOrder(email, language);
      // Queued with the order: the page says "on its way" ...
      expect(order.confirmationMailStatus).toBe('QUEUED');

      const [mail] = await until(
        async () => (await admin(MAILS, { search: email })).adminMails.edges.map((edge: any) => edge.node),
        (mails) => mails.length === 1 && mails[0].status === 'CAUGHT',
      );
      expect(mail).toMatchObject({ template: 'orderConfirmation', language });
      expect(mail.serverResponse).toMatch(/^250 .*Caught as #\d+$/);
      expect(mail.sentAt).not.toBeNull();

      const read = (await admin(CONTENT, { id: mail.id })).adminMail;
      expect(read.recipient).toBe(email);
      expect(read.content.caughtAt).not.toBeNull();
      expect(read.content.subject).toContain(order.orderNumber);
      expect(read.content.text).toContain('Lena Muster');
      expect(read.content.text).toContain('DE89 3704 0044 0532 0130 00');
      expect(read.content.text.toLowerCase()).toContain(paymentWords.toLowerCase());
      expect(read.content.html).toContain(order.orderNumber);

      const { history } = (await admin(`query($id: ID!) { adminOrder(id: $id) { history { type mailStatus data } } }`, { id: order.id }))
        .adminOrder;
      const mailLine = history.find((event: any) => event.type === 'MAIL_QUEUED');
      expect(mailLine).toMatchObject({ mailStatus: 'CAUGHT', data: { recipient: email } });

      // ... and the customer's order page then says it was kept, never that it was sent.
      const page = await post(
        `query($key: String!) { orderByAccessKey(accessKey: $key) { confirmationMailStatus } }`,
        { key: order.accessKey },
        'anonymous',
      );
      expect(page.body.data.orderByAccessKey).toEqual({ confirmationMailStatus: 'CAUGHT' });
    },
  );

  it('keeps the outbox content for admins only', async () => {
    const [first] = (await admin(MAILS, {})).adminMails.edges;
    const { status, body } = await post(CONTENT, { id: first.node.id }, 'user');
    expect([status, body.data, body.errors?.[0]?.extensions?.code]).toEqual([200, { adminMail: null }, 'FORBIDDEN']);
  });
});

describe("the account's own e-mail address", () => {
  const VIEWER = '{ viewer { username email } }';
  const SET = `mutation($input: SetAccountEmailInput!) { setAccountEmail(input: $input) { viewer { username email } errors { field code message } } }`;
  const TEST_MAIL = 'mutation { sendTestEmail { success message errors { code } } }';

  it('is asked for when missing, refuses a bad one, is stored and audited; then the test mail says it goes to the catcher', async () => {
    expect((await admin(VIEWER)).viewer).toEqual({ username: 'admin', email: null });
    expect((await admin(TEST_MAIL)).sendTestEmail).toMatchObject({ success: false, errors: [{ code: 'REQUIRED' }] });

    const refused = (await admin(SET, { input: { email: 'kein-mail' } }, 'en')).setAccountEmail;
    expect(refused).toEqual({
      viewer: null,
      errors: [{ field: 'email', code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' }],
    });
    expect((await admin(VIEWER)).viewer.email).toBeNull();

    const saved = (await admin(SET, { input: { email: '  chef@h2o.example ' } })).setAccountEmail;
    expect(saved).toEqual({ viewer: { username: 'admin', email: 'chef@h2o.example' }, errors: [] });
    expect((await admin(VIEWER)).viewer.email).toBe('chef@h2o.example');
    const audit = await sql(
      `select action, before, after from audit_events where entity_type = 'user' and entity_id = (select id from users where username = 'admin') order by id desc limit 1`,
    );
    expect(audit).toEqual([{ action: 'updated', before: { email: null }, after: { email: 'chef@h2o.example' } }]);

    expect((await admin(TEST_MAIL, {}, 'de')).sendTestEmail).toEqual({
      success: true,
      message:
        'Die Test-E-Mail an chef@h2o.example geht an den eingebauten Mail-Fänger (kein Mailserver konfiguriert): Sie wird nicht zugestellt, Sie lesen sie im Postausgang.',
      errors: [],
    });
    expect((await admin(TEST_MAIL, {}, 'en')).sendTestEmail.message).toBe(
      'The test e-mail to chef@h2o.example goes to the built-in mail catcher (no mail server configured): it is not delivered; read it in the outbox.',
    );
    await until(
      async () => (await admin(MAILS, { search: 'chef@h2o.example adminTestMail' })).adminMails.edges.map((edge: any) => edge.node.status),
      (statuses) => statuses.length === 2 && statuses.every((status: string) => status === 'CAUGHT'),
    );
  });

  it("another account's address is never shown, and signing in is needed to set one", async () => {
    const { status, body } = await post(SET, { input: { email: 'x@example.org' } }, 'anonymous');
    expect([status, body.errors?.[0]?.extensions?.code]).toEqual([401, 'UNAUTHENTICATED']);
  });
});
