import { randomUUID } from 'node:crypto';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';

/**
 * POST /api/orders exactly as SPEC §7's old client sends it (issue 22): no Idempotency-Key, no legalTermsAccepted,
 * PayPal orders paid in the browser and sent as paymentStatus "paid" with PayPal's order id. Over real HTTP against
 * a real PostgreSQL and the PayPal stand-in, which the server asks as it would ask PayPal.
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
const newCourse = (priceCents = 16_000) => createTestCourse(t, { title: `Alt-Client-Kurs ${++courseCount}`, places: 10, priceCents });

const tables = async () => ({
  orders: await sql('select id, payment_status, order_status, payment_id from orders order by id'),
  items: await sql('select id from order_items order by id'),
  courses: await sql('select id, available_slots from courses order by id'),
  mails: await sql('select id from mails order by id'),
});

/** SPEC §7's payload, field for field, and nothing else. */
function specPayload(courseId: number, extra: Record<string, unknown> = {}) {
  return {
    customerFirstName: 'Otto',
    customerLastName: 'Altkunde',
    customerEmail: 'otto.alt@example.org',
    customerPhone: '0821 654321',
    customerAddress: 'Bahnhofstraße 3',
    customerCity: 'Gersthofen',
    customerZipCode: '86368',
    totalAmount: 160,
    paymentMethod: 'invoice',
    paymentId: '',
    paymentStatus: 'pending',
    orderStatus: 'pending',
    items: [{ courseId, price: 160, quantity: 1, participants: [{ firstName: 'Lina', lastName: 'Altkunde' }] }],
    ...extra,
  };
}

/** The old client's POST: JSON, no Idempotency-Key. */
async function post(body: unknown) {
  const response = await fetch(`${t.baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/**
 * What the old checkout did in the browser with PayPal's JS SDK: create a PayPal order of `totalCents`, the buyer
 * approves it on PayPal's page, the browser captures it. Answers PayPal's order id (`details.id` of the capture).
 */
async function paidInTheBrowser(totalCents: number): Promise<string> {
  const created = await t.app.payments.payPal!.createOrder({
    requestId: randomUUID(),
    referenceId: 'browser',
    invoiceId: `browser-${randomUUID()}`,
    customId: 'browser',
    items: [{ name: 'Kurs', quantity: 1, unitAmountCents: totalCents }],
    totalCents,
    language: 'de',
    returnUrl: `${t.baseUrl}/checkout`,
    cancelUrl: `${t.baseUrl}/checkout`,
  });
  const approved = await fetch(`${t.baseUrl}/paypal-sandbox/checkoutnow`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: created.id, action: 'approve' }),
    redirect: 'manual',
  });
  expect(approved.status).toBe(303);
  const capture = await t.app.payments.payPal!.captureOrder(created.id, randomUUID());
  expect(capture).toMatchObject({ captureStatus: 'COMPLETED', amountCents: totalCents, currency: 'EUR' });
  return created.id;
}

describe('POST /api/orders with SPEC §7 payloads (old clients)', () => {
  it('places an invoice order without Idempotency-Key or legalTermsAccepted: 201; the same payload again is the same order', async () => {
    const courseId = await newCourse();
    const first = await post(specPayload(courseId));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      ok: true,
      paymentMethod: 'invoice',
      paymentStatus: 'pending',
      orderStatus: 'pending',
      totalAmount: 160,
    });
    expect(first.body.bankTransfer.reference).toBe(first.body.orderNumber);

    // The old client's retry after a lost answer (up to 3, within seconds): the same order, nothing new stored.
    const before = await tables();
    const retry = await post(specPayload(courseId));
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ id: first.body.id, orderNumber: first.body.orderNumber });
    expect(await tables()).toEqual(before);

    // Another payload from the same address is another order.
    const other = await post(specPayload(courseId, { customerFirstName: 'Olga' }));
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('makes the same payload a new order once the 10 minutes of its derived key have passed', async () => {
    const courseId = await newCourse();
    const first = await post(specPayload(courseId));
    expect(first.status).toBe(201);
    await sql("update orders set created_at = created_at - interval '11 minutes' where id = ?", [first.body.id]);
    const later = await post(specPayload(courseId));
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
  });

  it('places a PayPal order paid in the browser as paid once PayPal confirms the capture: 201; a retry is the same order', async () => {
    const courseId = await newCourse();
    const paypalOrderId = await paidInTheBrowser(16_000);
    const sent = specPayload(courseId, { paymentMethod: 'paypal', paymentStatus: 'paid', paymentId: paypalOrderId });
    const first = await post(sent);
    expect(first.status).toBe(201);
    // A full PayPal payment confirms the order (issue 23: it is on the participant list without staff).
    expect(first.body).toMatchObject({
      ok: true,
      paymentMethod: 'paypal',
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      totalAmount: 160,
      paymentDeadline: null,
    });
    const [stored] = await sql('select payment_status, payment_id from orders where id = ?', [first.body.id]);
    expect(stored).toEqual({ payment_status: 'paid', payment_id: paypalOrderId });
    const [mail] = await sql("select subject from mails where template = 'orderConfirmation' and subject like ?", [
      `%${first.body.orderNumber}`,
    ]);
    expect(mail.subject).toBe(`Ihre Buchung ${first.body.orderNumber}`);

    const before = await tables();
    const retry = await post(sent);
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ id: first.body.id, paymentStatus: 'paid' });
    expect(await tables()).toEqual(before);
  });

  it('refuses a paymentId PayPal does not know: 400 PAYMENT_NOT_VERIFIED, nothing stored', async () => {
    const courseId = await newCourse();
    const before = await tables();
    const { status, body } = await post(
      specPayload(courseId, { paymentMethod: 'paypal', paymentStatus: 'paid', paymentId: 'FAKE0000000000000' }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'paymentId', code: 'PAYMENT_NOT_VERIFIED' }] });
    expect(await tables()).toEqual(before);
  });

  it('refuses a PayPal order that was approved but never captured', async () => {
    const courseId = await newCourse();
    const created = await t.app.payments.payPal!.createOrder({
      requestId: randomUUID(),
      referenceId: 'browser',
      invoiceId: `browser-${randomUUID()}`,
      customId: 'browser',
      items: [{ name: 'Kurs', quantity: 1, unitAmountCents: 16_000 }],
      totalCents: 16_000,
      language: 'de',
      returnUrl: t.baseUrl,
      cancelUrl: t.baseUrl,
    });
    const before = await tables();
    const { status, body } = await post(specPayload(courseId, { paymentMethod: 'paypal', paymentStatus: 'paid', paymentId: created.id }));
    expect([status, body.errors?.[0]?.code]).toEqual([400, 'PAYMENT_NOT_VERIFIED']);
    expect(await tables()).toEqual(before);
  });

  it("refuses a capture of a different amount than the server's total", async () => {
    const courseId = await newCourse();
    const paypalOrderId = await paidInTheBrowser(100);
    const before = await tables();
    const { status, body } = await post(
      specPayload(courseId, { paymentMethod: 'paypal', paymentStatus: 'paid', paymentId: paypalOrderId }),
    );
    expect([status, body.errors?.[0]?.code]).toEqual([400, 'PAYMENT_NOT_VERIFIED']);
    expect(await tables()).toEqual(before);
  });

  it('refuses a paymentId already used by another order, from another payload or through its own Idempotency-Key', async () => {
    const courseId = await newCourse();
    const paypalOrderId = await paidInTheBrowser(16_000);
    expect((await post(specPayload(courseId, { paymentMethod: 'paypal', paymentStatus: 'paid', paymentId: paypalOrderId }))).status).toBe(
      201,
    );
    const before = await tables();
    const another = await post(
      specPayload(courseId, { customerFirstName: 'Olga', paymentMethod: 'paypal', paymentStatus: 'paid', paymentId: paypalOrderId }),
    );
    expect([another.status, another.body.errors?.[0]]).toEqual([
      400,
      expect.objectContaining({ field: 'paymentId', code: 'PAYMENT_NOT_VERIFIED' }),
    ]);
    const keyed = await fetch(`${t.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `own-key-${randomUUID()}` },
      body: JSON.stringify(specPayload(courseId, { paymentMethod: 'paypal', paymentStatus: 'paid', paymentId: paypalOrderId })),
    });
    expect([keyed.status, ((await keyed.json()) as any).errors?.[0]?.code]).toEqual([400, 'PAYMENT_NOT_VERIFIED']);
    expect(await tables()).toEqual(before);
  });

  it('posted several times at once with one paymentId: one order, every other post the same order or PAYMENT_NOT_VERIFIED', async () => {
    const courseId = await newCourse();
    const paypalOrderId = await paidInTheBrowser(16_000);
    const before = (await sql('select count(*)::int as n from orders'))[0].n;
    const keyed = (firstName: string) =>
      fetch(`${t.baseUrl}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `own-key-${randomUUID()}` },
        body: JSON.stringify(
          specPayload(courseId, { customerFirstName: firstName, paymentMethod: 'paypal', paymentStatus: 'paid', paymentId: paypalOrderId }),
        ),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as any }));
    const sent = specPayload(courseId, { paymentMethod: 'paypal', paymentStatus: 'paid', paymentId: paypalOrderId });
    // The old client's retries (the same payload, no key) and other clients' orders (own keys, other names) race.
    const answers = await Promise.all([post(sent), post(sent), post(sent), keyed('Olga'), keyed('Paul'), keyed('Rita')]);

    const stored = await sql('select id from orders where payment_id = ?', [paypalOrderId]);
    expect(stored).toHaveLength(1);
    expect((await sql('select count(*)::int as n from orders'))[0].n).toBe(before + 1);
    for (const answer of answers) {
      if (answer.status === 201) expect(answer.body.id).toBe(stored[0].id);
      else
        expect([answer.status, answer.body.errors?.[0]]).toEqual([
          400,
          expect.objectContaining({ field: 'paymentId', code: 'PAYMENT_NOT_VERIFIED' }),
        ]);
    }
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(1);
  });

  it('the database itself refuses a second order with the same payment id (partial unique index); orders without one are many', async () => {
    const courseId = await newCourse();
    const paypalOrderId = await paidInTheBrowser(16_000);
    const first = await post(specPayload(courseId, { paymentMethod: 'paypal', paymentStatus: 'paid', paymentId: paypalOrderId }));
    const other = await post(specPayload(courseId, { customerFirstName: 'Ulla' }));
    expect([first.status, other.status]).toEqual([201, 201]);
    await expect(sql('update orders set payment_id = ? where id = ?', [paypalOrderId, other.body.id])).rejects.toThrow(
      /orders_payment_id_unique/,
    );
    expect((await sql('select count(*)::int as n from orders where payment_id is null'))[0].n).toBeGreaterThan(1);
  });

  it('still refuses "paid" for an invoice order (only a PayPal payment can be verified)', async () => {
    const courseId = await newCourse();
    const before = await tables();
    const { status, body } = await post(specPayload(courseId, { paymentStatus: 'paid', paymentId: 'FAKE0000000000000' }));
    expect([status, body.errors?.[0]?.code]).toEqual([400, 'PAYMENT_NOT_VERIFIED']);
    expect(await tables()).toEqual(before);
  });
});
