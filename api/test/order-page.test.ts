import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { todayInGersthofen } from '../src/modules/courses/course.rules.js';
import { handlePaymentDeadline } from '../src/modules/orders/order-payment.service.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { enableBankTransfer, startTestApp, type TestApp } from './test-app.js';
import { createTestCourse } from './test-course.js';
import { until } from './until.js';

/**
 * The customer's order page (issue 24 point 2) through /graphql and /api against a real PostgreSQL, the job worker
 * and a real SMTP server: names until the course starts, the history in the customer's words, the GiroCode, the
 * calendar (parsed), cancellation requests to the office, and "Lost your link?" with the same answer for everyone.
 */
let t: TestApp;
let inbox: SmtpInbox;
let callers: AdminCallers;
const OFFICE = 'office-orderpage@example.org';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    jobWorker: true,
    env: { SMTP_URL: inbox.url, JOB_POLL_INTERVAL_MS: '200', RATE_LIMIT_MAILS_PER_RECIPIENT: '3' },
  });
  await enableBankTransfer(t);
  callers = await adminCallers(t, { username: 'orderpage-user' });
  await callers.sql(
    `insert into settings (key, value) values ('business_profile', ?::jsonb) on conflict (key) do update set value = excluded.value`,
    [JSON.stringify({ notificationEmails: [OFFICE] })],
  );
});
afterAll(async () => {
  await t.close();
  await inbox.stop();
});

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => callers.sql<T>(query, params);

let keys = 0;
const CUSTOMER = {
  firstName: 'Anna',
  lastName: 'Muster',
  phone: '0821 123456',
  address: 'Hauptstraße 1',
  city: 'Gersthofen',
  zipCode: '86368',
};

async function gql(query: string, variables: Record<string, unknown> = {}, language = 'de') {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: any; errors?: unknown };
  expect([response.status, body.errors]).toEqual([200, undefined]);
  return body.data;
}

let courses = 0;
/** A course with its own dates and schedule; by default far in the future. */
async function course(fields: { startDate?: string; endDate?: string; schedule?: string | null; time?: string | null } = {}) {
  const id = await createTestCourse(t, { title: `Seitenkurs ${++courses}`, places: 10, priceCents: 12_000 });
  const merged = { startDate: '2099-03-01', endDate: '2099-04-01', schedule: null, time: null, ...fields };
  await sql('update courses set start_date = ?, end_date = ?, schedule = ?, time = ? where id = ?', [
    merged.startDate,
    merged.endDate,
    merged.schedule,
    merged.time,
    id,
  ]);
  return id;
}

/** Places a bank transfer order for two children; answers its key, number and participants' ids. */
async function placeOrder(courseId: number, email = 'anna-orderpage@example.org', language = 'de') {
  const data = await gql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { id databaseId orderNumber items { participants { databaseId firstName lastName } } } errors { code } } }`,
    {
      input: {
        idempotencyKey: `orderpage-key-${Date.now()}-${++keys}`,
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
      },
    },
    language,
  );
  expect(data.placeOrder.errors).toEqual([]);
  const { accessKey, order } = data.placeOrder;
  return {
    accessKey: accessKey as string,
    id: order.databaseId as number,
    globalId: order.id as string,
    number: order.orderNumber as string,
    participants: order.items[0].participants as { databaseId: number }[],
  };
}

const CHANGE = `mutation($input: ChangeOrderParticipantsInput!) {
  changeOrderParticipants(input: $input) { order { items { participantNamesEditable participants { databaseId firstName lastName } } timeline { kind nameBefore nameAfter } } errors { field code message } }
}`;
const REQUEST_CANCELLATION = `mutation($input: RequestOrderCancellationInput!) {
  requestOrderCancellation(input: $input) { alreadyRequested order { cancellationRequestedAt timeline { kind } } errors { field code message } }
}`;
const SEND_LINKS = `mutation($input: SendOrderLinksInput!) { sendOrderLinks(input: $input) { accepted errors { field code message } } }`;
const WRONG_KEYS = ['x'.repeat(43), 'not a key', '', 'ä'.repeat(10_000)];

describe("participants' names", () => {
  test('renamed until the course starts, recorded before and after for staff and the customer, never in a second line for the same name', async () => {
    const { accessKey, globalId, participants } = await placeOrder(await course());
    const answer = (
      await gql(CHANGE, {
        input: { accessKey, participants: [{ databaseId: participants[0].databaseId, firstName: '  Lena ', lastName: 'Muster' }] },
      })
    ).changeOrderParticipants;
    expect(answer.errors).toEqual([]);
    expect(answer.order.items[0]).toMatchObject({
      participantNamesEditable: true,
      participants: [
        { firstName: 'Lena', lastName: 'Muster' },
        { firstName: 'Ben', lastName: 'Muster' },
      ],
    });
    expect(answer.order.timeline).toContainEqual({ kind: 'PARTICIPANT_RENAMED', nameBefore: 'Mia Muster', nameAfter: 'Lena Muster' });
    // The same names again: nothing to record.
    await gql(CHANGE, {
      input: { accessKey, participants: [{ databaseId: participants[0].databaseId, firstName: 'Lena', lastName: 'Muster' }] },
    });
    const history = (await callers.admin('query($id: ID!) { adminOrder(id: $id) { history { type actor data } } }', { id: globalId }))
      .adminOrder.history;
    const changes = history.filter((event: { type: string }) => event.type === 'PARTICIPANTS_CHANGED');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      actor: null,
      data: {
        changes: [
          {
            participantId: participants[0].databaseId,
            before: { firstName: 'Mia', lastName: 'Muster' },
            after: { firstName: 'Lena', lastName: 'Muster' },
          },
        ],
      },
    });
  });

  test("a course that starts today or has started: a field error in the request's language, nothing changed", async () => {
    const { accessKey, participants } = await placeOrder(await course());
    // Started after the order was placed: move its start to today in Gersthofen.
    await sql(
      'update courses set start_date = ? where id = (select course_id from order_items where id = (select order_item_id from participants where id = ?))',
      [todayInGersthofen(), participants[0].databaseId],
    );
    const english = (
      await gql(
        CHANGE,
        { input: { accessKey, participants: [{ databaseId: participants[1].databaseId, firstName: 'Tom', lastName: 'Muster' }] } },
        'en',
      )
    ).changeOrderParticipants;
    expect(english.errors).toEqual([
      {
        field: 'participants.0',
        code: 'COURSE_STARTED',
        message: 'The course has started: the names can no longer be changed. Please contact us.',
      },
    ]);
    const german = (
      await gql(
        CHANGE,
        { input: { accessKey, participants: [{ databaseId: participants[1].databaseId, firstName: 'Tom', lastName: 'Muster' }] } },
        'de',
      )
    ).changeOrderParticipants;
    expect(german.errors[0].message).toBe(
      'Der Kurs hat begonnen: Die Namen können nicht mehr geändert werden. Bitte wenden Sie sich an uns.',
    );
    expect(german.order.items[0]).toMatchObject({
      participantNamesEditable: false,
      participants: [{ firstName: 'Mia' }, { firstName: 'Ben' }],
    });
  });

  test("bad keys, other orders' participants, empty and huge names: refused with field errors, nothing changed", async () => {
    const { accessKey, participants } = await placeOrder(await course());
    const other = await placeOrder(await course());
    for (const key of WRONG_KEYS) {
      const refused = (
        await gql(
          CHANGE,
          { input: { accessKey: key, participants: [{ databaseId: participants[0].databaseId, firstName: 'X', lastName: 'Y' }] } },
          'en',
        )
      ).changeOrderParticipants;
      expect(refused).toEqual({
        order: null,
        errors: [{ field: 'accessKey', code: 'ORDER_NOT_FOUND', message: 'This order was not found.' }],
      });
    }
    const foreign = (
      await gql(
        CHANGE,
        { input: { accessKey, participants: [{ databaseId: other.participants[0].databaseId, firstName: 'X', lastName: 'Y' }] } },
        'en',
      )
    ).changeOrderParticipants;
    expect(foreign.errors).toEqual([
      { field: 'participants.0.databaseId', code: 'PARTICIPANT_NOT_FOUND', message: 'There is no such participant in this order.' },
    ]);
    const malformed = (
      await gql(
        CHANGE,
        {
          input: {
            accessKey,
            participants: [
              { databaseId: participants[0].databaseId, firstName: '   ', lastName: 'Muster' },
              { databaseId: participants[1].databaseId, firstName: 'Ben', lastName: 'M'.repeat(5_000) },
            ],
          },
        },
        'en',
      )
    ).changeOrderParticipants;
    expect(malformed.errors).toEqual([
      { field: 'participants.0.firstName', code: 'REQUIRED', message: expect.any(String) },
      { field: 'participants.1.lastName', code: 'TOO_LONG', message: 'Please enter at most 100 characters.' },
    ]);
    const many = (
      await gql(
        CHANGE,
        {
          input: {
            accessKey,
            participants: Array.from({ length: 201 }, () => ({ databaseId: participants[0].databaseId, firstName: 'A', lastName: 'B' })),
          },
        },
        'en',
      )
    ).changeOrderParticipants;
    expect(many.errors).toEqual([{ field: 'participants', code: 'OUT_OF_RANGE', message: 'Please change at most 200 names at once.' }]);
    const names = await sql('select first_name, last_name from participants where id in (?, ?, ?) order by id', [
      participants[0].databaseId,
      participants[1].databaseId,
      other.participants[0].databaseId,
    ]);
    expect(names).toEqual([
      { first_name: 'Mia', last_name: 'Muster' },
      { first_name: 'Ben', last_name: 'Muster' },
      { first_name: 'Mia', last_name: 'Muster' },
    ]);
  });
});

describe('history, GiroCode, calendar', () => {
  test("the history in the customer's words: ordered, confirmation mailed, cancelled at the payment deadline", async () => {
    const { accessKey, id } = await placeOrder(await course());
    await handlePaymentDeadline(t.database.orm.em, t.app, id, t.app.log, new Date(Date.now() + 30 * 86_400_000));
    const order = (
      await gql('query($key: String!) { orderByAccessKey(accessKey: $key) { timeline { kind cause at } } }', { key: accessKey })
    ).orderByAccessKey;
    expect(order.timeline.map((entry: { kind: string; cause: string | null }) => [entry.kind, entry.cause])).toEqual([
      ['ORDERED', null],
      ['CONFIRMATION_MAILED', null],
      ['CANCELLED', 'PAYMENT_DEADLINE'],
    ]);
  });

  test('an unpaid transfer has an EPC069-12 GiroCode with the amount and the order number, drawn as SVG by the server', async () => {
    const { accessKey, number } = await placeOrder(await course());
    const order = (
      await gql('query($key: String!) { orderByAccessKey(accessKey: $key) { payment { bankTransfer { giroCode { payload svg } } } } }', {
        key: accessKey,
      })
    ).orderByAccessKey;
    const { payload, svg } = order.payment.bankTransfer.giroCode;
    expect(payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'H2O Gersthofen',
      'DE89370400440532013000',
      'EUR240.00',
      '',
      '',
      number,
    ]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
  });

  test('the calendar by access key: one event per Sunday at 12:15 in Gersthofen; a course without weekdays is one event for its period', async () => {
    const sundays = await course({ startDate: '2099-03-01', endDate: '2099-04-30', schedule: 'Sonntags', time: '12:15-13:00' });
    const { accessKey, number } = await placeOrder(sundays);
    const response = await fetch(`${t.baseUrl}/api/orders/calendar.ics?key=${accessKey}`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`${number}.ics`);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const expectedSundays = [];
    for (let day = Date.parse('2099-03-01T00:00:00Z'); day <= Date.parse('2099-04-30T00:00:00Z'); day += 86_400_000) {
      if (new Date(day).getUTCDay() === 0) expectedSundays.push(new Date(day).toISOString().slice(0, 10));
    }
    expect(events).toHaveLength(expectedSundays.length);
    const berlin = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const local = (event: ICAL.Event, which: 'startDate' | 'endDate') => berlin.format(event[which].toJSDate()).replace(',', '');
    expect(events.map((event) => local(event, 'startDate'))).toEqual(expectedSundays.map((day) => `${day} 12:15`));
    expect(events.map((event) => local(event, 'endDate'))).toEqual(expectedSundays.map((day) => `${day} 13:00`));
    expect(events[0].summary).toMatch(/^Seitenkurs/);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);

    const block = await placeOrder(
      await course({ startDate: '2099-05-04', endDate: '2099-05-08', schedule: 'nach Absprache', time: null }),
    );
    const period = new ICAL.Component(
      ICAL.parse(
        (await gql('query($key: String!) { orderByAccessKey(accessKey: $key) { calendar { content } } }', { key: block.accessKey }))
          .orderByAccessKey.calendar.content,
      ),
    );
    const [only, ...rest] = period.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(rest).toEqual([]);
    expect([only.startDate.isDate, only.startDate.toString(), only.endDate.toString()]).toEqual([true, '2099-05-04', '2099-05-09']);

    for (const key of WRONG_KEYS.slice(0, 2)) {
      const wrong = await fetch(`${t.baseUrl}/api/orders/calendar.ics?key=${encodeURIComponent(key)}`, {
        headers: { 'accept-language': 'en' },
      });
      expect([wrong.status, await wrong.json()]).toEqual([404, { code: 'ORDER_NOT_FOUND', message: 'This order was not found.' }]);
    }
  });

  test.each(['de', 'en'])(
    "a cancelled order's calendar cancels the same events: STATUS:CANCELLED, the same UIDs, a higher SEQUENCE (%s)",
    async (language) => {
      const { accessKey, globalId } = await placeOrder(
        await course({ startDate: '2099-03-01', endDate: '2099-03-31', schedule: 'Sonntags', time: '12:15-13:00' }),
      );
      const events = async () => {
        const response = await fetch(`${t.baseUrl}/api/orders/calendar.ics?key=${accessKey}`, { headers: { 'accept-language': language } });
        expect(response.status).toBe(200);
        return new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
      };
      const booked = await events();
      expect(booked.length).toBeGreaterThan(0);
      expect(booked.map((event) => [event.getFirstPropertyValue('status'), event.getFirstPropertyValue('sequence')])).toEqual(
        booked.map(() => ['CONFIRMED', 0]),
      );

      const cancelled = await callers.admin(`mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { errors { code } } }`, {
        input: { orderId: globalId },
      });
      expect(cancelled.cancelOrder.errors).toEqual([]);
      const after = await events();
      expect(after.map((event) => event.getFirstPropertyValue('uid'))).toEqual(booked.map((event) => event.getFirstPropertyValue('uid')));
      for (const event of after) {
        expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
        expect(event.getFirstPropertyValue('sequence')).toBe(1);
        expect(event.getFirstPropertyValue('summary')).toMatch(language === 'de' ? /^Abgesagt: Seitenkurs/ : /^Cancelled: Seitenkurs/);
      }
    },
  );
});

describe('cancellation requests', () => {
  // The office also hears of the new order itself (order-notifications): only the cancellation request's mail counts here.
  const toOffice = (number: string) => (mail: ParsedMail) =>
    mail.subject?.includes(`Stornierungswunsch zu Bestellung ${number}`) === true &&
    mail.to !== undefined &&
    JSON.stringify(mail.to).includes(OFFICE);

  test('recorded and mailed to the office once; a repeat is answered kindly and changes nothing', async () => {
    const { accessKey, globalId, number } = await placeOrder(await course());
    const first = (await gql(REQUEST_CANCELLATION, { input: { accessKey, reason: 'Wir ziehen leider um.' } })).requestOrderCancellation;
    expect(first).toMatchObject({ alreadyRequested: false, errors: [], order: { cancellationRequestedAt: expect.any(String) } });
    expect(first.order.timeline.map((entry: { kind: string }) => entry.kind)).toContain('CANCELLATION_REQUESTED');
    const again = (await gql(REQUEST_CANCELLATION, { input: { accessKey, reason: 'Noch einmal.' } })).requestOrderCancellation;
    expect(again).toMatchObject({
      alreadyRequested: true,
      errors: [],
      order: { cancellationRequestedAt: first.order.cancellationRequestedAt },
    });
    const [mail] = await inbox.waitFor(1, toOffice(number));
    expect(mail.subject).toBe(`Stornierungswunsch zu Bestellung ${number}`);
    expect(mail.text).toContain('Wir ziehen leider um.');
    expect(mail.html).toContain('Wir ziehen leider um.');
    expect(mail.replyTo?.text).toContain('anna-orderpage@example.org');
    const history = (await callers.admin('query($id: ID!) { adminOrder(id: $id) { history { type data } } }', { id: globalId })).adminOrder
      .history;
    expect(history.filter((event: { type: string }) => event.type === 'CANCELLATION_REQUESTED')).toEqual([
      { type: 'CANCELLATION_REQUESTED', data: { reason: 'Wir ziehen leider um.', language: 'de' } },
    ]);
    await until(
      () => sql('select count(*)::int as n from mails where template = ? and subject like ?', ['orderCancellationRequest', `%${number}%`]),
      (rows) => rows[0].n === 1,
    );
    expect(inbox.received.filter(toOffice(number))).toHaveLength(1);
  });

  test('bad keys, too short or huge reasons, cancelled orders: field errors, nothing recorded', async () => {
    const { accessKey, id } = await placeOrder(await course());
    for (const key of WRONG_KEYS) {
      expect(
        (await gql(REQUEST_CANCELLATION, { input: { accessKey: key, reason: 'Bitte stornieren.' } }, 'en')).requestOrderCancellation.errors,
      ).toEqual([{ field: 'accessKey', code: 'ORDER_NOT_FOUND', message: 'This order was not found.' }]);
    }
    expect((await gql(REQUEST_CANCELLATION, { input: { accessKey, reason: 'x' } }, 'en')).requestOrderCancellation.errors).toEqual([
      { field: 'reason', code: 'TOO_SHORT', message: 'Please enter at least 3 characters.' },
    ]);
    expect(
      (await gql(REQUEST_CANCELLATION, { input: { accessKey, reason: 'x'.repeat(20_000) } }, 'de')).requestOrderCancellation.errors,
    ).toEqual([{ field: 'reason', code: 'TOO_LONG', message: 'Bitte geben Sie höchstens 2000 Zeichen ein.' }]);
    await handlePaymentDeadline(t.database.orm.em, t.app, id, t.app.log, new Date(Date.now() + 30 * 86_400_000));
    expect(
      (await gql(REQUEST_CANCELLATION, { input: { accessKey, reason: 'Bitte stornieren.' } }, 'en')).requestOrderCancellation.errors,
    ).toEqual([{ field: 'accessKey', code: 'ORDER_CANCELLED', message: 'This order is already cancelled.' }]);
    expect(
      await sql('select count(*)::int as n from order_events where order_id = ? and type = ?', [id, 'cancellation_requested']),
    ).toEqual([{ n: 0 }]);
  });
});

describe('"Lost your link?"', () => {
  const to = (address: string) => (mail: ParsedMail) =>
    JSON.stringify(mail.to ?? '')
      .toLowerCase()
      .includes(address.toLowerCase());
  const noJobLeft = () =>
    until(
      () => sql(`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'orders_send_links'`),
      (rows) => rows[0].n === 0,
    );

  test("mails the links of the address's orders, in German and in English, through the real SMTP server", async () => {
    const first = await placeOrder(await course(), 'links-de@example.org');
    const second = await placeOrder(await course(), 'links-de@example.org');
    expect((await gql(SEND_LINKS, { input: { email: ' Links-DE@example.org ' } }, 'de')).sendOrderLinks).toEqual({
      accepted: true,
      errors: [],
    });
    const [german] = await inbox.waitFor(
      1,
      (mail) => to('links-de@example.org')(mail) && mail.subject === 'Ihre Bestellungen bei H2O Gersthofen',
    );
    for (const order of [first, second]) {
      expect(german.text).toContain(`Bestellung ${order.number} vom`);
      expect(german.text).toContain(`/checkout/order?key=${order.accessKey}`);
      expect(german.html).toContain(`/checkout/order?key=${order.accessKey}`);
    }

    const english = await placeOrder(await course(), 'links-en@example.org', 'en');
    expect((await gql(SEND_LINKS, { input: { email: 'links-en@example.org' } }, 'en')).sendOrderLinks).toEqual({
      accepted: true,
      errors: [],
    });
    const [mail] = await inbox.waitFor(
      1,
      (received) => to('links-en@example.org')(received) && received.subject === 'Your orders at H2O Gersthofen',
    );
    expect(mail.text).toContain(`Order ${english.number} of`);
    expect(mail.html).toContain(`/checkout/order?key=${english.accessKey}`);
  });

  test("the same answer for an address without orders, and no mail; a malformed address gets a field error in the request's language", async () => {
    const unknown = (await gql(SEND_LINKS, { input: { email: 'nobody-here@example.org' } }, 'en')).sendOrderLinks;
    expect(unknown).toEqual({ accepted: true, errors: [] });
    await noJobLeft();
    expect(await sql('select count(*)::int as n from mails where lower(recipient) = ?', ['nobody-here@example.org'])).toEqual([{ n: 0 }]);
    expect((await gql(SEND_LINKS, { input: { email: 'not an address' } }, 'en')).sendOrderLinks).toEqual({
      accepted: false,
      errors: [{ field: 'email', code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' }],
    });
    expect((await gql(SEND_LINKS, { input: { email: `${'a'.repeat(5_000)}@example.org` } }, 'de')).sendOrderLinks.errors).toEqual([
      { field: 'email', code: 'TOO_LONG', message: 'Bitte geben Sie höchstens 254 Zeichen ein.' },
    ]);
  });

  test('the per-recipient mail limit holds: more requests than the limit send no more mails', async () => {
    await placeOrder(await course(), 'links-limit@example.org');
    for (let round = 0; round < 5; round++) {
      await gql(SEND_LINKS, { input: { email: 'links-limit@example.org' } });
      await noJobLeft();
    }
    expect(
      await sql(`select count(*)::int as n from mails where lower(recipient) = ? and template = 'orderLinks'`, ['links-limit@example.org']),
    ).toEqual([{ n: 3 }]);
  });
});

describe('paying again with PayPal', () => {
  const START = `mutation($input: StartOrderPaymentInput!) { startOrderPayment(input: $input) { order { paymentStatus payment { approvalUrl } } errors { code } } }`;
  const COMPLETE = `mutation($input: CompletePayPalPaymentInput!) { completePayPalPayment(input: $input) { order { paymentStatus orderStatus timeline { kind } } errors { code } } }`;

  async function onPayPalPage(approvalUrl: string, action: 'approve' | 'cancel'): Promise<URL> {
    const page = new URL(approvalUrl, t.baseUrl);
    const response = await fetch(page, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: page.searchParams.get('token')!, action }),
    });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!);
  }

  test('after a failed PayPal payment the customer starts a new one, which pays the order; an abandoned one is offered again as it is', async () => {
    const courseId = await course();
    const placed = (
      await gql(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { databaseId payment { approvalUrl } } errors { code } } }`,
        {
          input: {
            idempotencyKey: `orderpage-paypal-${Date.now()}`,
            customer: { ...CUSTOMER, email: 'paypal-again@example.org' },
            paymentMethod: 'PAYPAL',
            legalTermsAccepted: true,
            items: [{ courseId, quantity: 1, participants: [{ firstName: 'Mia', lastName: 'Muster' }] }],
          },
        },
      )
    ).placeOrder;
    const { accessKey } = placed;
    const firstUrl = placed.order.payment.approvalUrl as string;
    // Abandoned on PayPal's page: paying again is the same PayPal order, still approvable.
    expect((await gql(START, { input: { accessKey } })).startOrderPayment).toEqual({
      errors: [],
      order: { paymentStatus: 'PENDING', payment: { approvalUrl: firstUrl } },
    });

    // The first attempt fails for good: PayPal's record of it says 1.00 EUR, not the order's amount.
    const back = await onPayPalPage(firstUrl, 'approve');
    const firstPayPalOrder = back.searchParams.get('token')!;
    await sql(`update paypal_stand_in.orders set body = jsonb_set(body, '{purchase_units,0,amount,value}', '"1.00"') where id = ?`, [
      firstPayPalOrder,
    ]);
    expect((await gql(COMPLETE, { input: { accessKey, paypalOrderId: firstPayPalOrder } })).completePayPalPayment.errors).toEqual([
      { code: 'PAYMENT_FAILED' },
    ]);

    const again = (await gql(START, { input: { accessKey } })).startOrderPayment;
    expect(again.errors).toEqual([]);
    expect(again.order.payment.approvalUrl).not.toBe(firstUrl);
    const secondBack = await onPayPalPage(again.order.payment.approvalUrl, 'approve');
    const secondPayPalOrder = secondBack.searchParams.get('token')!;
    expect(secondPayPalOrder).not.toBe(firstPayPalOrder);
    const paid = (await gql(COMPLETE, { input: { accessKey, paypalOrderId: secondPayPalOrder } })).completePayPalPayment;
    expect(paid.errors).toEqual([]);
    expect(paid.order).toMatchObject({ paymentStatus: 'PAID', orderStatus: 'CONFIRMED' });
    expect(paid.order.timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      'ORDERED',
      'PAYMENT_STARTED',
      'PAYMENT_NOT_COMPLETED',
      'PAYMENT_STARTED',
      'PAID',
      'CONFIRMED',
      'CONFIRMATION_MAILED',
    ]);
  });
});
