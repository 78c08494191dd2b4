import type { ParsedMail } from 'mailparser';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * Issue 24 point 5, swim vouchers, through /graphql and the REST door against a real PostgreSQL, with the mails read
 * from a real SMTP server through the app's job worker: the checkout names the children who redeem a voucher, the
 * customer's order page and staff see them, staff mark the payout received and the refund made (the payout, at most
 * what the order paid), each step in the order's history and mailed in the customer's language; a voucher on a
 * cancelled order is refused; other callers are refused on both doors.
 */
let inbox: SmtpInbox;
let t: TestApp;
let post: AdminCallers['post'], admin: AdminCallers['admin'], rest: AdminCallers['rest'], sql: AdminCallers['sql'];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    env: { SMTP_URL: inbox.url, MAIL_TO: 'team@h2o.test', MAIL_FROM: 'H2O Gersthofen <info@h2o.test>', JOB_POLL_INTERVAL_MS: '100' },
    jobWorker: true,
  });
  await enableBankTransfer(t);
  ({ post, admin, rest, sql } = await adminCallers(t, { username: 'voucher-user' }));
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

let count = 0;
const newCourse = (places = 10, priceCents = 12_000) =>
  createTestCourse(t, { title: `Gutscheinkurs ${++count}x${Date.now().toString(36)}`, places, priceCents });
const CUSTOMER = {
  firstName: 'Anna',
  lastName: 'Muster',
  phone: '0821 123456',
  address: 'Hauptstraße 1',
  city: 'Gersthofen',
  zipCode: '86368',
};

const VOUCHERS =
  'vouchers { id databaseId orderNumber participantFirstName participantLastName status payoutAmountCents refundAmountCents payoutReceivedAt refundedAt }';
const ORDER = `id databaseId orderNumber orderStatus paymentStatus totalAmountCents items { participants { databaseId firstName } } ${VOUCHERS}`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { ${ORDER} } errors { field code message } } }`;
const BY_KEY = `query($key: String!) { orderByAccessKey(accessKey: $key) { ${VOUCHERS} } }`;
const PAYOUT = `mutation($input: MarkVoucherPayoutReceivedInput!) { markVoucherPayoutReceived(input: $input) { voucher { status payoutAmountCents } order { history { type actor data } } errors { field code message } } }`;
const REFUND = `mutation($input: MarkVoucherRefundedInput!) { markVoucherRefunded(input: $input) { voucher { status refundAmountCents } order { history { type actor data } } errors { field code message } } }`;
const ANNOUNCE = `mutation($input: AnnounceOrderVoucherInput!) { announceOrderVoucher(input: $input) { voucher { status participantFirstName } errors { field code message } } }`;
const OPEN = `{ adminVouchers { databaseId orderNumber status participantFirstName order { customer { email } } } }`;

let keys = 0;
/** Two children, by bank transfer, with a voucher for the second one (Ben), in the given language. */
async function placeWithVoucher(language: 'de' | 'en', email: string, extra: Record<string, unknown> = {}) {
  const courseId = await newCourse();
  const input = {
    idempotencyKey: `voucher-key-${Date.now()}-${++keys}-abcdefgh`,
    customer: { ...CUSTOMER, email },
    paymentMethod: 'BANK_TRANSFER',
    legalTermsAccepted: true,
    items: [
      {
        courseId,
        quantity: 2,
        participants: [
          { firstName: 'Mia', lastName: 'Muster' },
          { firstName: 'Ben', lastName: 'Muster' },
        ],
      },
    ],
    vouchers: [{ courseId, participantIndex: 1 }],
    ...extra,
  };
  const answer = (await post(PLACE, { input }, 'anonymous', language)).body.data.placeOrder;
  return { courseId, ...answer };
}

const markPaid = (orderId: string) =>
  admin('mutation($input: MarkOrderPaidInput!) { markOrderPaid(input: $input) { errors { code } } }', { input: { orderId } });
const mailsTo = (address: string) => (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(address));

describe('a voucher chosen at checkout', () => {
  it("is on the order, the customer's order page and staff's open vouchers; payout and refund are recorded and mailed in both languages", async () => {
    for (const language of ['de', 'en'] as const) {
      const email = `voucher-${language}-${Date.now()}@example.org`;
      const placed = await placeWithVoucher(language, email);
      expect(placed.errors).toEqual([]);
      const order = placed.order;
      expect(order.vouchers).toEqual([
        expect.objectContaining({
          orderNumber: order.orderNumber,
          participantFirstName: 'Ben',
          status: 'ANNOUNCED',
          payoutAmountCents: null,
          refundAmountCents: null,
        }),
      ]);
      const voucherId = order.vouchers[0].id;
      expect((await post(BY_KEY, { key: placed.accessKey }, 'anonymous')).body.data.orderByAccessKey.vouchers[0]).toMatchObject({
        participantFirstName: 'Ben',
        status: 'ANNOUNCED',
      });
      expect((await admin(OPEN)).adminVouchers).toContainEqual({
        databaseId: order.vouchers[0].databaseId,
        orderNumber: order.orderNumber,
        status: 'ANNOUNCED',
        participantFirstName: 'Ben',
        order: { customer: { email } },
      });

      await markPaid(order.id);
      // A payout out of range is refused in the admin's language; nothing changes.
      const bad = (await admin(PAYOUT, { input: { voucherId, amountCents: 0 } }, 'en')).markVoucherPayoutReceived;
      expect(bad.errors).toEqual([
        { field: 'amountCents', code: 'OUT_OF_RANGE', message: 'Please give the amount received in cents (1 to 100000).' },
      ]);
      // Refund before the payout: the wrong step.
      expect((await admin(REFUND, { input: { voucherId } })).markVoucherRefunded.errors[0].code).toBe('INVALID_VOUCHER_STEP');

      const payout = (await admin(PAYOUT, { input: { voucherId, amountCents: 8_000 } })).markVoucherPayoutReceived;
      expect(payout.errors).toEqual([]);
      expect(payout.voucher).toEqual({ status: 'PAYOUT_RECEIVED', payoutAmountCents: 8_000 });
      expect(payout.order.history).toContainEqual({
        type: 'VOUCHER_PAYOUT_RECEIVED',
        actor: 'admin',
        data: expect.objectContaining({
          participant: 'Ben Muster',
          before: { status: 'announced' },
          after: { status: 'payout_received' },
          payoutAmountCents: 8_000,
        }),
      });
      expect(payout.order.history).toContainEqual(
        expect.objectContaining({ type: 'MAIL_QUEUED', data: expect.objectContaining({ template: 'voucherPayoutReceived', language }) }),
      );

      const refund = (await admin(REFUND, { input: { voucherId } })).markVoucherRefunded;
      expect(refund.errors).toEqual([]);
      expect(refund.voucher).toEqual({ status: 'REFUNDED', refundAmountCents: 8_000 });
      expect(refund.order.history).toContainEqual({
        type: 'VOUCHER_REFUNDED',
        actor: 'admin',
        data: expect.objectContaining({ refundAmountCents: 8_000, after: { status: 'refunded' } }),
      });
      expect((await post(BY_KEY, { key: placed.accessKey }, 'anonymous')).body.data.orderByAccessKey.vouchers[0]).toMatchObject({
        status: 'REFUNDED',
        refundAmountCents: 8_000,
      });
      // The money itself went back through the refunds module: a bank transfer staff made, recorded as made.
      const refunds = (
        await post(
          'query($key: String!) { orderByAccessKey(accessKey: $key) { refunds { amountCents reason method status } } }',
          { key: placed.accessKey },
          'anonymous',
        )
      ).body.data.orderByAccessKey.refunds;
      expect(refunds).toEqual([{ amountCents: 8_000, reason: 'VOUCHER', method: 'BANK_TRANSFER', status: 'MADE' }]);
      expect((await admin(OPEN)).adminVouchers.map((voucher: any) => voucher.orderNumber)).not.toContain(order.orderNumber);

      const [payoutMail, refundMail] = await inbox.waitFor(
        2,
        (mail) => mailsTo(email)(mail) && /voucher|gutschein/i.test(mail.subject ?? ''),
      );
      const words =
        language === 'de'
          ? { payout: ['Schwimmgutschein eingegangen', /80,00\s€/], refund: ['Erstattung für Ihren Schwimmgutschein', 'erstattet'] }
          : { payout: ['Swim voucher received', /€\s?80\.00/], refund: ['Refund for your swim voucher', 'refunded'] };
      const byTime = [payoutMail, refundMail].sort((a, b) =>
        a.subject!.includes(words.payout[0] as string) ? -1 : b.subject!.includes(words.payout[0] as string) ? 1 : 0,
      );
      expect(byTime[0].subject).toContain(words.payout[0] as string);
      expect(byTime[0].subject).toContain(order.orderNumber);
      expect(byTime[0].text).toMatch(words.payout[1]);
      expect(byTime[0].text).toContain('Ben Muster');
      expect(byTime[0].html).toContain(`/checkout/order?key=${placed.accessKey}`);
      expect(byTime[1].subject).toContain(words.refund[0]);
      expect(byTime[1].text).toContain(words.refund[1]);
      expect(byTime[1].html).toContain('Ben Muster');
    }
  });

  it('is named in the parent\'s confirmation and in the office\'s "Neue Buchung" mail, in both languages (through SMTP)', async () => {
    for (const [language, announced, hint] of [
      ['de', 'Schwimmgutschein angekündigt für', 'Für diese Kinder haben Sie einen Schwimmgutschein angekündigt.'],
      ['en', 'Swim voucher announced for', 'You announced a swim voucher for these children.'],
    ] as const) {
      const email = `voucher-mail-${language}-${Date.now()}@example.org`;
      const placed = await placeWithVoucher(language, email);
      expect(placed.errors).toEqual([]);
      const orderNumber = placed.order.orderNumber;
      const [confirmation] = await inbox.waitFor(1, (mail) => mailsTo(email)(mail) && (mail.subject ?? '').includes(orderNumber));
      const customerText = String(confirmation.text);
      expect(customerText).toContain(`${announced}: Ben Muster (Gutscheinkurs`);
      expect(customerText).not.toContain('Mia Muster (Gutscheinkurs');
      expect(customerText).toContain(hint);
      expect(String(confirmation.html)).toContain('Ben Muster (Gutscheinkurs');
      // The office's notice is German whatever the customer's language.
      const [office] = await inbox.waitFor(
        1,
        (mail) => mailsTo('team@h2o.test')(mail) && (mail.subject ?? '').startsWith(`Neue Buchung ${orderNumber}:`),
      );
      expect(String(office.text)).toContain('Schwimmgutschein angekündigt für: Ben Muster (Gutscheinkurs');
      expect(String(office.text)).toContain('Für diese Kinder wurde ein Schwimmgutschein angekündigt.');
    }
    // Without a voucher neither mail names one.
    const email = `no-voucher-${Date.now()}@example.org`;
    const placed = await placeWithVoucher('de', email, { vouchers: [] });
    const [plain] = await inbox.waitFor(1, (mail) => mailsTo(email)(mail) && (mail.subject ?? '').includes(placed.order.orderNumber));
    expect(String(plain.text)).not.toContain('Schwimmgutschein angekündigt');
    const [office] = await inbox.waitFor(
      1,
      (mail) => mailsTo('team@h2o.test')(mail) && (mail.subject ?? '').startsWith(`Neue Buchung ${placed.order.orderNumber}:`),
    );
    expect(String(office.text)).not.toContain('Schwimmgutschein angekündigt');
  });

  it('mails the customer once for its refund: the voucher\'s refund mail, no second "refund made" mail (through SMTP)', async () => {
    const email = `voucher-once-${Date.now()}@example.org`;
    const placed = await placeWithVoucher('de', email);
    const voucherId = placed.order.vouchers[0].id;
    await markPaid(placed.order.id);
    expect((await admin(PAYOUT, { input: { voucherId, amountCents: 8_000 } })).markVoucherPayoutReceived.errors).toEqual([]);
    expect((await admin(REFUND, { input: { voucherId } })).markVoucherRefunded.errors).toEqual([]);
    const outbox = (await sql<{ template: string }>('select template from mails where recipient = ? order by id', [email])).map(
      (row) => row.template,
    );
    expect(outbox).toEqual(['orderConfirmation', 'orderConfirmed', 'voucherPayoutReceived', 'voucherRefunded']);
    // Every mail queued has reached the SMTP server: the refund arrived once, as the voucher's mail.
    const arrived = await inbox.waitFor(outbox.length, mailsTo(email));
    expect(arrived.filter((mail) => /Erstattung/.test(mail.subject ?? '')).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Erstattung für Ihren Schwimmgutschein'),
    ]);
  });

  it('refunds at most what the order paid, and nothing for an unpaid order', async () => {
    const placed = await placeWithVoucher('de', `cap-${Date.now()}@example.org`);
    const voucherId = placed.order.vouchers[0].id;
    await admin(PAYOUT, { input: { voucherId, amountCents: 50_000 } });
    const unpaid = (await admin(REFUND, { input: { voucherId } }, 'en')).markVoucherRefunded;
    expect(unpaid.errors).toEqual([
      { field: 'voucherId', code: 'ORDER_NOT_PAID', message: 'The order is not paid; there is nothing to refund.' },
    ]);
    await markPaid(placed.order.id);
    expect((await admin(REFUND, { input: { voucherId } })).markVoucherRefunded.voucher).toEqual({
      status: 'REFUNDED',
      refundAmountCents: 24_000,
    });
  });

  it('refuses a choice that names no participant of the order, storing nothing', async () => {
    const before = (await sql('select count(*)::int as n from orders'))[0].n;
    const placed = await placeWithVoucher('en', `bad-${Date.now()}@example.org`, { vouchers: [{ courseId: 1, participantIndex: 5 }] });
    expect(placed.order).toBeNull();
    expect(placed.errors).toEqual([{ field: 'vouchers.0', code: 'OUT_OF_RANGE', message: expect.stringContaining('participant') }]);
    expect((await sql('select count(*)::int as n from orders'))[0].n).toBe(before);
  });

  it('REST: an old client may omit vouchers; a participant with "voucher": true redeems one', async () => {
    const courseId = await newCourse();
    const body = (participants: unknown[]) => ({
      customerFirstName: 'Olga',
      customerLastName: 'Old',
      customerEmail: `old-${Date.now()}-${participants.length}@example.org`,
      customerPhone: '0821 123456',
      customerAddress: 'Hauptstraße 1',
      customerCity: 'Gersthofen',
      customerZipCode: '86368',
      totalAmount: 120 * participants.length,
      paymentMethod: 'invoice',
      items: [{ courseId, price: 120, quantity: participants.length, participants }],
    });
    const old = await rest('POST', '/api/orders', 'anonymous', body([{ firstName: 'Ole', lastName: 'Old' }]));
    expect(old).toMatchObject({ status: 201, body: { vouchers: [] } });
    const withVoucher = await rest(
      'POST',
      '/api/orders',
      'anonymous',
      body([
        { firstName: 'Ole', lastName: 'Old' },
        { firstName: 'Vera', lastName: 'Old', voucher: true },
      ]),
    );
    expect(withVoucher).toMatchObject({ status: 201, body: { vouchers: [{ firstName: 'Vera', lastName: 'Old', status: 'announced' }] } });
    const listed = await rest('GET', '/api/admin/vouchers');
    expect(listed.body).toContainEqual(
      expect.objectContaining({ orderId: withVoucher.body.id, participantFirstName: 'Vera', status: 'announced', payoutAmount: null }),
    );
    const voucherId = listed.body.find((row: any) => row.orderId === withVoucher.body.id).id;
    expect(await rest('POST', `/api/admin/vouchers/${voucherId}/payout-received`, 'admin', { amountCents: 9_000 })).toMatchObject({
      status: 200,
      body: { status: 'payout_received', payoutAmount: 90 },
    });
  });
});

describe('a voucher staff add afterwards', () => {
  it("is recorded for an open order and refused for a cancelled one in the request's language", async () => {
    const placed = await placeWithVoucher('de', `later-${Date.now()}@example.org`, { vouchers: [] });
    const mia = placed.order.items[0].participants[0].databaseId;
    const added = (await admin(ANNOUNCE, { input: { orderId: placed.order.id, participantId: mia } })).announceOrderVoucher;
    expect(added).toEqual({ voucher: { status: 'ANNOUNCED', participantFirstName: 'Mia' }, errors: [] });
    const twice = (await admin(ANNOUNCE, { input: { orderId: placed.order.id, participantId: mia } })).announceOrderVoucher;
    expect(twice.errors[0].code).toBe('VOUCHER_EXISTS');

    await admin('mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { errors { code } } }', {
      input: { orderId: placed.order.id },
    });
    const ben = placed.order.items[0].participants[1].databaseId;
    for (const [language, text] of [
      ['de', 'Für eine stornierte Bestellung kann kein Gutschein eingelöst werden.'],
      ['en', 'A voucher cannot be redeemed for a cancelled order.'],
    ] as const) {
      const refused = (await admin(ANNOUNCE, { input: { orderId: placed.order.id, participantId: ben } }, language)).announceOrderVoucher;
      expect(refused).toEqual({ voucher: null, errors: [{ field: 'orderId', code: 'ORDER_CANCELLED', message: text }] });
    }
    expect(await sql('select count(*)::int as n from order_vouchers where order_id = ?', [placed.order.databaseId])).toEqual([{ n: 1 }]);
  });
});

describe('POST /api/orders/{id}/vouchers', () => {
  it('names an unknown participant PARTICIPANT_NOT_FOUND (fix the request) and a second voucher VOUCHER_EXISTS (nothing to do)', async () => {
    const placed = await placeWithVoucher('de', `rest-voucher-${Date.now()}@example.org`, { vouchers: [] });
    const mia = placed.order.items[0].participants[0].databaseId;
    const other = await placeWithVoucher('de', `rest-voucher-other-${Date.now()}@example.org`, { vouchers: [] });
    const path = `/api/orders/${placed.order.databaseId}/vouchers`;

    // No such participant, or one of another order: the id is wrong, whatever the language.
    for (const [participantId, language, message] of [
      [999_999_999, 'de', 'Diesen Teilnehmer gibt es in dieser Bestellung nicht.'],
      [other.order.items[0].participants[0].databaseId, 'en', 'There is no such participant in this order.'],
    ] as const) {
      expect(await rest('POST', path, 'admin', { participantId }, language)).toEqual({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: `participantId: ${message}`,
          errors: [{ field: 'participantId', code: 'PARTICIPANT_NOT_FOUND', message }],
        },
      });
    }
    expect(await sql('select count(*)::int as n from order_vouchers where order_id = ?', [placed.order.databaseId])).toEqual([{ n: 0 }]);

    expect(await rest('POST', path, 'admin', { participantId: mia })).toMatchObject({ status: 201, body: { status: 'announced' } });
    const twice = await rest('POST', path, 'admin', { participantId: mia });
    expect([twice.status, twice.body.errors.map((error: { code: string }) => error.code)]).toEqual([400, ['VOUCHER_EXISTS']]);
    expect(await sql('select count(*)::int as n from order_vouchers where order_id = ?', [placed.order.databaseId])).toEqual([{ n: 1 }]);
  });
});

describe('a voucher of an order cancelled afterwards', () => {
  it("is no longer open for staff, and its payout is refused in the request's language: the cancellation refunded the fee", async () => {
    const placed = await placeWithVoucher('de', `cancelled-${Date.now()}@example.org`);
    const voucher = placed.order.vouchers[0];
    expect((await admin(OPEN)).adminVouchers.map((open: any) => open.orderNumber)).toContain(placed.order.orderNumber);
    await admin('mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { errors { code } } }', {
      input: { orderId: placed.order.id },
    });
    expect((await admin(OPEN)).adminVouchers.map((open: any) => open.orderNumber)).not.toContain(placed.order.orderNumber);
    // Asked for by its status, it is still there: nothing is hidden from staff.
    expect((await admin('{ adminVouchers(status: ANNOUNCED) { orderNumber } }')).adminVouchers).toContainEqual({
      orderNumber: placed.order.orderNumber,
    });
    for (const [language, text] of [
      ['de', 'Für eine stornierte Bestellung kann kein Gutschein eingelöst werden.'],
      ['en', 'A voucher cannot be redeemed for a cancelled order.'],
    ] as const) {
      const refused = (await admin(PAYOUT, { input: { voucherId: voucher.id, amountCents: 8_000 } }, language)).markVoucherPayoutReceived;
      expect(refused).toEqual({
        voucher: expect.objectContaining({ status: 'ANNOUNCED', payoutAmountCents: null }),
        order: expect.anything(),
        errors: [{ field: 'voucherId', code: 'ORDER_CANCELLED', message: text }],
      });
    }
    expect(await sql('select status from order_vouchers where id = ?', [voucher.databaseId])).toEqual([{ status: 'announced' }]);
  });
});

describe('anonymous callers and users without the admin role', () => {
  it('are refused on both doors, changing nothing', async () => {
    const placed = await placeWithVoucher('de', `refused-${Date.now()}@example.org`);
    const voucher = placed.order.vouchers[0];
    const ben = placed.order.items[0].participants[0].databaseId;
    const operations: [string, Record<string, unknown>][] = [
      [OPEN, {}],
      [PAYOUT, { input: { voucherId: voucher.id, amountCents: 5_000 } }],
      [REFUND, { input: { voucherId: voucher.id } }],
      [ANNOUNCE, { input: { orderId: placed.order.id, participantId: ben } }],
    ];
    for (const [caller, code, status] of [
      ['anonymous', 'UNAUTHENTICATED', 401],
      ['user', 'FORBIDDEN', 403],
    ] as const) {
      for (const [query, variables] of operations) {
        const answer = await post(query, variables, caller);
        expect([caller, answer.body.errors?.[0].extensions.code]).toEqual([caller, code]);
      }
      for (const [method, path, body] of [
        ['GET', '/api/admin/vouchers', undefined],
        ['POST', `/api/admin/vouchers/${voucher.databaseId}/payout-received`, { amountCents: 5_000 }],
        ['POST', `/api/admin/vouchers/${voucher.databaseId}/refunded`, {}],
        ['POST', `/api/orders/${placed.order.databaseId}/vouchers`, { participantId: ben }],
      ] as const) {
        const answer = await rest(method, path, caller, body);
        expect([caller, path, answer.status, answer.body.code]).toEqual([caller, path, status, code]);
      }
    }
    expect(await sql('select status, participant_id from order_vouchers where order_id = ?', [placed.order.databaseId])).toEqual([
      { status: 'announced', participant_id: voucher.participantDatabaseId ?? expect.any(Number) },
    ]);
  });
});
