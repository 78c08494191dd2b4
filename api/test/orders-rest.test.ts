import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * POST /api/orders (SPEC §7), the old client's door to placeOrder, over real HTTP against a real PostgreSQL:
 * what the client says about amounts and statuses is checked, never trusted, and a refusal stores nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await enableBankTransfer(t);
});
afterAll(() => t.close());

function sql<T = Record<string, any>>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.database.orm.em.fork().getConnection().execute(query, params);
}

let courseCount = 0;
/** A course of this file's own, with free places and a known price. */
function newCourse(places = 10, priceCents = 16_000): Promise<number> {
  return createTestCourse(t, { title: `REST-Testkurs ${++courseCount}`, places, priceCents });
}

/** Everything the orders' tables hold, to prove a refusal stored nothing. */
const tables = async () => ({
  orders: await sql('select id, total_amount_cents, payment_status, order_status from orders order by id'),
  items: await sql('select id from order_items order by id'),
  participants: await sql('select id from participants order by id'),
  courses: await sql('select id, available_slots from courses order by id'),
  mails: await sql('select id from mails order by id'),
});

let keys = 0;
const newKey = () => `rest-order-${Date.now()}-${++keys}-key`;

/** The old client's payload (SPEC §7), euros, plus the consent this door requires. */
function payload(courseId: number, extra: Record<string, unknown> = {}) {
  return {
    customerFirstName: 'Anna',
    customerLastName: 'Muster',
    customerEmail: 'anna.rest@example.org',
    customerPhone: '0821 123456',
    customerAddress: 'Hauptstraße 1',
    customerCity: 'Gersthofen',
    customerZipCode: '86368',
    totalAmount: 320,
    paymentMethod: 'invoice',
    paymentId: '',
    paymentStatus: 'pending',
    orderStatus: 'pending',
    legalTermsAccepted: true,
    items: [
      {
        courseId,
        price: 160,
        quantity: 2,
        participants: [
          { firstName: 'Mia', lastName: 'Muster' },
          { firstName: 'Ben', lastName: 'Muster' },
        ],
      },
    ],
    ...extra,
  };
}

async function post(body: unknown, { key = newKey() as string | null, language = 'de', raw = false } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': language };
  if (key !== null) headers['idempotency-key'] = key;
  const response = await fetch(`${t.baseUrl}/api/orders`, { method: 'POST', headers, body: raw ? (body as string) : JSON.stringify(body) });
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return { status: response.status, body: (await response.json()) as any };
}

describe('POST /api/orders', () => {
  it('places a bank transfer order: 201 with order number, euros, the transfer details, and the confirmation mail queued', async () => {
    const courseId = await newCourse(10);
    const key = newKey();
    const first = await post(payload(courseId), { key });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      ok: true,
      // docs/SPEC.md §7: "response ok or JSON with message", in the request's language (German by default).
      message:
        'Bestellung aufgenommen. Bitte überweisen Sie den Betrag bis zur Frist (bankTransfer); die Bestätigung per E-Mail mit diesen Angaben ist unterwegs.',
      orderNumber: expect.stringMatching(/^H2O-\d{4,}$/),
      totalAmount: 320,
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'invoice',
      accessKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      approvalUrl: null,
      bankTransfer: {
        accountHolder: 'H2O Gersthofen',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        bankName: 'Commerzbank',
        amount: 320,
      },
      items: [
        {
          courseId,
          quantity: 2,
          price: 160,
          participants: [
            { firstName: 'Mia', lastName: 'Muster' },
            { firstName: 'Ben', lastName: 'Muster' },
          ],
        },
      ],
    });
    expect(first.body.bankTransfer.reference).toBe(first.body.orderNumber);
    expect(typeof first.body.message).toBe('string');
    expect((await sql('select available_slots from courses where id = ?', [courseId]))[0].available_slots).toBe(8);
    const [mail] = await sql("select subject, language, text from mails where template = 'orderConfirmation' and subject like ?", [
      `%${first.body.orderNumber}`,
    ]);
    expect(mail).toMatchObject({ subject: `Ihre Buchung ${first.body.orderNumber}`, language: 'de' });
    expect(mail.text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(mail.text).toContain('Teilnehmer: Mia Muster, Ben Muster');

    // The old client's retry after a lost answer: the same key answers the same order; nothing new is stored.
    const before = await tables();
    const repeat = await post(payload(courseId), { key });
    expect(repeat.status).toBe(201);
    expect(repeat.body).toMatchObject({ ok: true, id: first.body.id, orderNumber: first.body.orderNumber });
    expect(await tables()).toEqual(before);
    // The same key with another order is refused, not answered with the first one.
    const reused = await post(payload(courseId, { customerFirstName: 'Berta' }), { key, language: 'en' });
    expect(reused).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: [{ field: 'Idempotency-Key', code: 'IDEMPOTENCY_KEY_REUSED' }] },
    });
    expect(await tables()).toEqual(before);
  });

  it('places a PayPal order unpaid, with the PayPal page to send the customer to', async () => {
    const courseId = await newCourse(10);
    const { status, body } = await post(
      payload(courseId, {
        paymentMethod: 'paypal',
        totalAmount: 160,
        items: [{ courseId, price: 160, quantity: 1, participants: [{ firstName: 'Mia', lastName: 'Muster' }] }],
      }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ ok: true, paymentMethod: 'paypal', paymentStatus: 'pending', totalAmount: 160, bankTransfer: null });
    expect(body.approvalUrl).toContain('/paypal-sandbox/checkoutnow?token=');
  });

  it('reads euros as the client computed them: 19.9 × 3 is 59.70, not a changed price', async () => {
    const courseId = await newCourse(10, 1_990);
    const names = [['Mia'], ['Ben'], ['Lea']].map(([firstName]) => ({ firstName, lastName: 'Muster' }));
    const { status, body } = await post(
      payload(courseId, { totalAmount: 19.9 * 3, items: [{ courseId, price: 19.9, quantity: 3, participants: names }] }),
    );
    expect(19.9 * 3).not.toBe(59.7);
    expect([status, body.totalAmount]).toEqual([201, 59.7]);
  });

  it.each([
    ['too short', 'abc-123', 'IDEMPOTENCY_KEY_INVALID'],
    ['spaced', 'this key has spaces in it', 'IDEMPOTENCY_KEY_INVALID'],
    ['too long', 'k'.repeat(101), 'IDEMPOTENCY_KEY_INVALID'],
  ])('refuses an Idempotency-Key that is %s with 400 and stores nothing', async (_case, key, code) => {
    const courseId = await newCourse();
    const before = await tables();
    const { status, body } = await post(payload(courseId), { key });
    expect(status).toBe(400);
    expect(body).toEqual({ code, message: expect.stringContaining('Idempotency-Key') });
    expect(await tables()).toEqual(before);
  });

  it.each([
    ['paymentStatus', 'refunded'],
    ['paymentStatus', 'paid without a paymentId'],
    ['orderStatus', 'confirmed'],
    ['orderStatus', 42],
  ])('refuses %s %j: the server decides it; nothing is stored', async (field, value) => {
    const courseId = await newCourse();
    const before = await tables();
    const sent =
      value === 'paid without a paymentId' ? { paymentStatus: 'paid', paymentId: '' } : { paymentId: 'PAYID-FAKE', [field]: value };
    const { status, body } = await post(payload(courseId, { paymentMethod: 'paypal', ...sent }), { language: 'en' });
    expect(status).toBe(400);
    expect(body.code).toBe('STATUS_NOT_ACCEPTED');
    expect(body.message).toContain('The server decides the order and payment status');
    expect(await tables()).toEqual(before);
  });

  it('accepts an order without paymentStatus and orderStatus (they are pending anyway)', async () => {
    const courseId = await newCourse();
    const { paymentStatus: _p, orderStatus: _o, ...withoutStatuses } = payload(courseId);
    expect((await post(withoutStatuses)).status).toBe(201);
  });

  it('says what became of the order in English when asked for English', async () => {
    const english = await post(payload(await newCourse()), { language: 'en-GB,en;q=0.9' });
    expect([english.status, english.body.message]).toEqual([
      201,
      'Order placed. Please transfer the amount by the deadline (bankTransfer); the confirmation e-mail with these details is on its way.',
    ]);
  });

  it.each([
    ['a lower total', { totalAmount: 1 }],
    ['a higher total as a string', { totalAmount: '400.00' }],
  ])('refuses %s with 400 PRICES_CHANGED and stores nothing', async (_case, extra) => {
    const courseId = await newCourse();
    const before = await tables();
    const { status, body } = await post(payload(courseId, extra), { language: 'en' });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'totalAmount: Prices have changed. Please check your order and confirm it again.',
      errors: [
        { field: 'totalAmount', code: 'PRICES_CHANGED', message: 'Prices have changed. Please check your order and confirm it again.' },
      ],
    });
    expect(await tables()).toEqual(before);
  });

  it('refuses a lower price per place with 400 PRICES_CHANGED on the item and stores nothing', async () => {
    const courseId = await newCourse();
    const before = await tables();
    const { status, body } = await post(
      payload(courseId, { totalAmount: undefined, items: [{ ...payload(courseId).items[0], price: 1 }] }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        {
          field: 'items.0.price',
          code: 'PRICES_CHANGED',
          message: 'Die Preise haben sich geändert. Bitte prüfen Sie Ihre Bestellung und bestätigen Sie sie erneut.',
        },
      ],
    });
    expect(await tables()).toEqual(before);
  });

  // An amount written so that it is none (a German decimal comma, a third decimal, words, a sign) is the client's
  // mistake to fix, not a price that changed: INVALID_FORMAT on that field, in the request's language.
  it.each([
    ['a German decimal comma', '140,00'],
    ['a total with a third decimal', 320.001],
    ['a total that is no number', 'dreihundertzwanzig'],
    ['a negative total', -320],
    ['a yes/no', true],
    ['an exponent', '3.2e2'],
    ['a huge number', 1e300],
  ])('refuses %s as the total with 400 INVALID_FORMAT and stores nothing', async (_case, totalAmount) => {
    const courseId = await newCourse();
    const before = await tables();
    const { status, body } = await post(payload(courseId, { totalAmount }), { language: 'en' });
    expect(status).toBe(400);
    const message = 'Give the amount in euros as a number from 0, with a point and at most two decimals: 140, 140.5 or "140.00".';
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: `totalAmount: ${message}`,
      errors: [{ field: 'totalAmount', code: 'INVALID_FORMAT', message }],
    });
    expect(await tables()).toEqual(before);
  });

  it('refuses malformed prices per place with INVALID_FORMAT on each item, in German by default', async () => {
    const courseId = await newCourse();
    const before = await tables();
    const [item] = payload(courseId).items;
    const { status, body } = await post(
      payload(courseId, {
        totalAmount: undefined,
        items: [
          { ...item, price: '140,00' },
          { ...item, price: 160.005 },
        ],
      }),
    );
    expect(status).toBe(400);
    const message =
      'Geben Sie den Betrag in Euro als Zahl ab 0 an, mit Punkt und höchstens zwei Nachkommastellen: 140, 140.5 oder "140.00".';
    expect(body.errors).toEqual([
      { field: 'items.0.price', code: 'INVALID_FORMAT', message },
      { field: 'items.1.price', code: 'INVALID_FORMAT', message },
    ]);
    expect(await tables()).toEqual(before);
  });

  it.each([['card'], ['PayPal Express'], [42], [undefined]])(
    'refuses the payment method %j with 400 and stores nothing',
    async (paymentMethod) => {
      const courseId = await newCourse();
      const before = await tables();
      const { status, body } = await post(payload(courseId, { paymentMethod }), { language: 'en' });
      expect(status).toBe(400);
      expect(body.code).toBe('INVALID_PAYMENT_METHOD');
      expect(body.message).toContain('paymentMethod must be "paypal" or "invoice"');
      expect(await tables()).toEqual(before);
    },
  );

  it("refuses legalTermsAccepted: false, and names refused fields as the payload does, in the request's language", async () => {
    const courseId = await newCourse();
    const before = await tables();
    // Absent is the old client's (it asked in the browser) and accepted, see orders-rest-old-clients.test.ts; false is not.
    const withoutConsent = payload(courseId, { customerFirstName: 'A', customerZipCode: '1', legalTermsAccepted: false });
    const german = await post(withoutConsent);
    expect(german.status).toBe(400);
    expect(german.body.code).toBe('VALIDATION_FAILED');
    expect(german.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'customerFirstName', code: 'TOO_SHORT', message: 'Vorname muss mindestens 2 Zeichen lang sein.' },
        { field: 'customerZipCode', code: 'TOO_SHORT', message: 'Postleitzahl muss mindestens 5 Zeichen lang sein.' },
        {
          field: 'legalTermsAccepted',
          code: 'MUST_ACCEPT',
          message: 'Bitte akzeptieren Sie die AGB und Stornobedingungen, um fortzufahren.',
        },
      ]),
    );
    const english = await post(withoutConsent, { language: 'en' });
    expect(english.body.errors).toEqual(
      expect.arrayContaining([{ field: 'legalTermsAccepted', code: 'MUST_ACCEPT', message: 'Please accept the legal terms to proceed.' }]),
    );
    expect(await tables()).toEqual(before);
  });

  it('refuses an item without participants or with a course that does not exist, naming the item', async () => {
    const courseId = await newCourse();
    const before = await tables();
    const { status, body } = await post(
      payload(courseId, {
        totalAmount: undefined,
        items: [{ courseId: 999_999, price: 160, quantity: 1, participants: [{ firstName: 'Mia', lastName: 'Muster' }] }],
      }),
    );
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ field: expect.stringMatching(/^items\.0\./), code: 'COURSE_NOT_FOUND' });
    const unnamed = await post(
      payload(courseId, { items: [{ courseId, price: 160, quantity: 2, participants: [{ firstName: 'Mia', lastName: '' }] }] }),
    );
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors[0]).toMatchObject({
      field: 'items.0.participants.0.lastName',
      code: 'REQUIRED',
      message: 'Nachname ist erforderlich.',
    });
    expect(await tables()).toEqual(before);
  });

  it.each([
    ['a JSON array', '[1, 2, 3]'],
    ['a JSON string', '"order"'],
    ['a JSON number', '42'],
    ['null', 'null'],
    ['an empty object', '{}'],
  ])('answers %s as a body with 400, never 500', async (_case, body) => {
    const before = await tables();
    const answer = await post(body, { raw: true });
    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe('string');
    expect(await tables()).toEqual(before);
  });

  it.each([
    ['missing', undefined],
    ['an object', { courseId: 1 }],
    ['a string', '1,2'],
    ['empty', []],
  ])('refuses items that are %s with 400 VALIDATION_FAILED on items (never the cart instead)', async (_case, items) => {
    const courseId = await newCourse();
    const before = await tables();
    const { status, body } = await post(payload(courseId, { items }), { language: 'en' });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'items: This field is required.',
      errors: [{ field: 'items', code: 'REQUIRED', message: 'This field is required.' }],
    });
    expect(await tables()).toEqual(before);
  });

  it('refuses a huge body: too many items with 400, more than the body limit with 413, and invalid JSON with 400', async () => {
    const courseId = await newCourse();
    const before = await tables();
    const item = { courseId, price: 160, quantity: 1, participants: [{ firstName: 'Mia', lastName: 'Muster' }] };
    const many = await post(payload(courseId, { totalAmount: undefined, items: Array.from({ length: 500 }, () => item) }));
    expect(many.status).toBe(400);
    expect(many.body.code).toBe('VALIDATION_FAILED');
    const huge = await post(payload(courseId, { customerAddress: 'x'.repeat(100_000) }));
    expect(huge).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    const broken = await post('{"customerFirstName": ', { raw: true });
    expect(broken.status).toBe(400);
    expect(await tables()).toEqual(before);
  });
});
