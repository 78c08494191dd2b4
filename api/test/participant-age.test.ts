import { todayInGersthofen } from '../src/modules/courses/course.rules.js';
import 'reflect-metadata';
import { toGlobalId } from '../src/graphql/node.js';
import { Course } from '../src/modules/courses/course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../src/modules/courses/course.enums.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type GraphQLBody, enableBankTransfer, startTestApp, type TestApp } from './test-app.js';

/**
 * Participants' dates of birth and the courses' age ranges, through both doors against a real PostgreSQL: a child
 * fits a course when their age on its first day is within its age group; the checkout, the cart and the order page
 * refuse anything else (in the request's language, naming course and range) and store nothing; staff may make an
 * exception, which the order's history records with who made it; the dates of birth go with the names when a
 * course's data are deleted. And e-mail addresses without a domain ending are refused where parents type them.
 */
let t: TestApp;
let callers: AdminCallers;
beforeAll(async () => {
  t = await startTestApp();
  await enableBankTransfer(t);
  callers = await adminCallers(t, { username: 'age-staff' });
});
afterAll(() => t.close());

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []): Promise<T[]> =>
  t.database.orm.em.fork().getConnection().execute(query, params);

/**
 * An ISO date `days` from today in Gersthofen, as the server counts dates (UTC's today is yesterday there between
 * midnight and 1 or 2 o'clock, where "today" and "tomorrow" cases of this file would be off by a day).
 */
const daysFromToday = (days: number) => {
  const today = todayInGersthofen();
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};
/** `date` moved by whole years (string arithmetic, as the rule counts birthdays). */
const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const START = daysFromToday(60);
let courses = 0;
async function newCourse(ageGroup = AgeGroup.CHILDREN_5_7, startDate: string | null = START): Promise<number> {
  const em = t.database.orm.em.fork();
  const course = em.create(Course, {
    title: `Seepferdchen Alterstest ${++courses}`,
    titleEn: `Seahorse age test ${courses}`,
    description: 'Ein Kurs nur für diesen Test.',
    courseType: CourseType.CHILDREN,
    level: CourseLevel.BEGINNER,
    ageGroup,
    startDate,
    endDate: startDate ? daysFromToday(90) : null,
    availableSlots: 10,
    totalSlots: 10,
    priceCents: 12_000,
  });
  await em.flush();
  return course.id;
}

const CUSTOMER = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.org',
  phone: '0821 123456',
  address: 'Hauptstraße 1',
  city: 'Gersthofen',
  zipCode: '86368',
};
let keys = 0;
const newKey = () => `age-test-${Date.now()}-${++keys}-abcdefgh`;

const PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  accessKey order { databaseId items { databaseId participants { databaseId firstName lastName birthDate } } } errors { field code message } } }`;

async function gql(
  query: string,
  variables: Record<string, unknown>,
  language = 'de',
  cookie?: string,
): Promise<{ body: GraphQLBody; cookies: string[] }> {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphQLBody;
  expect([response.status, body.errors]).toEqual([200, undefined]);
  return { body, cookies: response.headers.getSetCookie().map((line) => line.split(';')[0]) };
}

const placeOrder = async (courseId: number, birthDates: (string | null | undefined)[], language = 'de') =>
  (
    await gql(
      PLACE_ORDER,
      {
        input: {
          idempotencyKey: newKey(),
          customer: CUSTOMER,
          paymentMethod: 'BANK_TRANSFER',
          legalTermsAccepted: true,
          items: [
            {
              courseId,
              quantity: birthDates.length,
              participants: birthDates.map((birthDate, index) => ({
                firstName: `Kind${index}`,
                lastName: 'Muster',
                ...(birthDate === undefined ? {} : { birthDate }),
              })),
            },
          ],
        },
      },
      language,
    )
  ).body.data.placeOrder;

const stored = async () => ({
  orders: await sql('select count(*)::int as n from orders'),
  participants: await sql('select id, first_name, birth_date::text from participants order by id'),
  places: await sql('select id, available_slots from courses order by id'),
});

describe('checkout (GraphQL placeOrder)', () => {
  test('a child who turns 5 on the first day, or turns 8 the day after it, fits "5-7"; the birth dates are stored and read back', async () => {
    const course = await newCourse();
    const turnsFiveOnStart = yearsBefore(START, 5);
    const turnsEightDayAfterStart = dayAfter(yearsBefore(START, 8));
    const placed = await placeOrder(course, [turnsFiveOnStart, turnsEightDayAfterStart]);
    expect(placed.errors).toEqual([]);
    expect(placed.order.items[0].participants.map((participant: { birthDate: string }) => participant.birthDate)).toEqual([
      turnsFiveOnStart,
      turnsEightDayAfterStart,
    ]);
    const [row] = await sql(
      'select count(*)::int as n from participants p join order_items i on i.id = p.order_item_id where i.order_id = ? and p.birth_date is not null',
      [placed.order.databaseId],
    );
    expect(row.n).toBe(2);
  });

  test('out of range on the first day (turns 5 the day after, turns 8 that day): refused on the field in German and English, naming course and range; nothing stored', async () => {
    const course = await newCourse();
    const before = await stored();
    const tooYoung = await placeOrder(course, [dayAfter(yearsBefore(START, 5))]);
    expect(tooYoung).toEqual({
      accessKey: null,
      order: null,
      errors: [
        {
          field: 'items.0.participants.0.birthDate',
          code: 'AGE_OUT_OF_RANGE',
          message: `„Seepferdchen Alterstest ${courses}“ ist für Teilnehmende von 5 bis 7 Jahren; am ersten Kurstag ist diese Person 4 Jahre alt. Für eine Ausnahme schreiben Sie uns bitte.`,
        },
      ],
    });
    const tooOld = await placeOrder(course, [yearsBefore(START, 5), yearsBefore(START, 8)], 'en');
    expect(tooOld.errors).toEqual([
      {
        field: 'items.0.participants.1.birthDate',
        code: 'AGE_OUT_OF_RANGE',
        message: `“Seahorse age test ${courses}” is for participants aged 5 to 7; on the first day of the course this participant is 8 years old. For an exception, please write to us.`,
      },
    ]);
    expect(await stored()).toEqual(before);
  });

  test('an open range ("16+") says "and over"; a course for all ages or without a start date takes any age; no birth date (older clients) is not checked', async () => {
    const youth = await newCourse(AgeGroup.YOUTH_16_PLUS);
    const refused = await placeOrder(youth, [yearsBefore(START, 10)], 'en');
    expect(refused.errors).toEqual([
      expect.objectContaining({
        field: 'items.0.participants.0.birthDate',
        code: 'AGE_OUT_OF_RANGE',
        message: expect.stringContaining(
          'is for participants aged 16 and over; on the first day of the course this participant is 10 years old.',
        ),
      }),
    ]);
    expect((await placeOrder(await newCourse(AgeGroup.ALL_AGES), [yearsBefore(START, 2)])).errors).toEqual([]);
    expect((await placeOrder(await newCourse(AgeGroup.CHILDREN_5_7, null), [yearsBefore(START, 30)])).errors).toEqual([]);
    const without = await placeOrder(youth, [undefined, null, '']);
    expect(without.errors).toEqual([]);
    expect(without.order.items[0].participants.map((participant: { birthDate: string | null }) => participant.birthDate)).toEqual([
      null,
      null,
      null,
    ]);
  });

  test("hostile dates get a field error in the request's language and change nothing: future, over 100 years ago, impossible, other formats, far years, huge", async () => {
    const course = await newCourse(AgeGroup.ALL_AGES);
    const before = await stored();
    const today = daysFromToday(0);
    const cases: [string, string, string][] = [
      [daysFromToday(2), 'OUT_OF_RANGE', 'The date of birth cannot be in the future.'],
      ['9999-12-31', 'OUT_OF_RANGE', 'The date of birth cannot be in the future.'],
      [yearsBefore(daysFromToday(-2), 100), 'OUT_OF_RANGE', 'Please check the date of birth: it is more than 100 years ago.'],
      ['0001-01-01', 'OUT_OF_RANGE', 'Please check the date of birth: it is more than 100 years ago.'],
      ['2019-02-30', 'INVALID_DATE', 'Please enter a valid date of birth.'],
      ['01.02.2019', 'INVALID_DATE', 'Please enter a valid date of birth.'],
      ['+275760-09-13', 'INVALID_DATE', 'Please enter a valid date of birth.'],
      ['2019-02-01T00:00:00Z', 'INVALID_DATE', 'Please enter a valid date of birth.'],
      ['9'.repeat(60_000), 'INVALID_DATE', 'Please enter a valid date of birth.'],
    ];
    for (const [birthDate, code, message] of cases) {
      const answer = await placeOrder(course, [birthDate], 'en');
      expect([birthDate.slice(0, 20), answer.errors]).toEqual([
        birthDate.slice(0, 20),
        [{ field: 'items.0.participants.0.birthDate', code, message }],
      ]);
    }
    const german = await placeOrder(course, [daysFromToday(2)]);
    expect(german.errors[0].message).toBe('Das Geburtsdatum darf nicht in der Zukunft liegen.');
    // Today and exactly 100 years ago are still dates of birth.
    expect((await placeOrder(course, [today, yearsBefore(today, 100)])).errors).toEqual([]);
    // A number is no text: GraphQL refuses the document; nothing runs.
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: PLACE_ORDER,
        variables: {
          input: {
            idempotencyKey: newKey(),
            customer: CUSTOMER,
            paymentMethod: 'BANK_TRANSFER',
            legalTermsAccepted: true,
            items: [{ courseId: course, quantity: 1, participants: [{ firstName: 'A', lastName: 'B', birthDate: 20190201 }] }],
          },
        },
      }),
    });
    expect(response.status).toBe(400);
    const after = await stored();
    expect(after.orders[0].n).toBe(before.orders[0].n + 1);
  });
});

describe('POST /api/orders (SPEC §7)', () => {
  const payload = (courseId: number, participant: Record<string, unknown>) => ({
    customerFirstName: 'Otto',
    customerLastName: 'Altkunde',
    customerEmail: 'otto.alt@example.org',
    customerPhone: '0821 654321',
    customerAddress: 'Bahnhofstraße 3',
    customerCity: 'Gersthofen',
    customerZipCode: '86368',
    totalAmount: 120,
    paymentMethod: 'invoice',
    items: [{ courseId, price: 120, quantity: 1, participants: [{ firstName: 'Lina', lastName: 'Altkunde', ...participant }] }],
  });
  const post = async (body: unknown, language = 'de') => {
    const response = await fetch(`${t.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  test('the old payload without a date of birth still books; with one it is checked and stored', async () => {
    const course = await newCourse();
    expect((await post(payload(course, {}))).status).toBe(201);
    const withDate = await post(payload(course, { birthDate: yearsBefore(START, 6) }));
    expect(withDate.status).toBe(201);
    expect(
      (
        await sql('select birth_date::text as d from participants p join order_items i on i.id = p.order_item_id where i.order_id = ?', [
          withDate.body.id,
        ])
      )[0].d,
    ).toBe(yearsBefore(START, 6));
  });

  test("out of range, malformed or of the wrong type: 400 with the field error in the request's language, nothing stored", async () => {
    const course = await newCourse();
    const before = await stored();
    const tooOld = await post(payload(course, { birthDate: yearsBefore(START, 9) }), 'en');
    expect(tooOld.status).toBe(400);
    expect(tooOld.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        {
          field: 'items.0.participants.0.birthDate',
          code: 'AGE_OUT_OF_RANGE',
          message: expect.stringContaining(
            'is for participants aged 5 to 7; on the first day of the course this participant is 9 years old.',
          ),
        },
      ],
    });
    const malformed = await post(payload(course, { birthDate: '31.02.2020' }));
    expect(malformed).toMatchObject({
      status: 400,
      body: {
        errors: [
          { field: 'items.0.participants.0.birthDate', code: 'INVALID_DATE', message: 'Bitte geben Sie ein gültiges Geburtsdatum ein.' },
        ],
      },
    });
    for (const wrong of [20200101, { year: 2020 }, ['2020-01-01'], true]) {
      const answer = await post(payload(course, { birthDate: wrong }), 'en');
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', errors: [{ field: 'items.0.participants.0.birthDate', code: 'INVALID_TYPE' }] },
      });
    }
    expect(await stored()).toEqual(before);
  });
});

describe('cart and order page', () => {
  const CART = '{ cart { items { participants { id firstName lastName birthDate } } } }';
  const ADD = 'mutation($input: AddCourseToCartInput!) { addCourseToCart(input: $input) { errors { field code } } }';
  const SET =
    'mutation($input: SetCartParticipantInput!) { setCartParticipant(input: $input) { cart { items { participants { birthDate firstName } } } errors { field code message } } }';

  test('the cart refuses a date of birth outside the range at once and keeps the participant as it was; an accepted one goes into the order', async () => {
    const course = await newCourse();
    const { cookies } = await gql(ADD, { input: { courseId: course } });
    const cookie = cookies.join('; ');
    const participantId = (await gql(CART, {}, 'de', cookie)).body.data.cart.items[0].participants[0].id;
    const refused = (
      await gql(SET, { input: { participantId, firstName: 'Mia', lastName: 'Muster', birthDate: yearsBefore(START, 3) } }, 'en', cookie)
    ).body.data.setCartParticipant;
    expect(refused.errors).toEqual([
      {
        field: 'birthDate',
        code: 'AGE_OUT_OF_RANGE',
        message: expect.stringContaining(
          'is for participants aged 5 to 7; on the first day of the course this participant is 3 years old.',
        ),
      },
    ]);
    expect(refused.cart.items[0].participants).toEqual([{ birthDate: null, firstName: '' }]);
    const future = (
      await gql(SET, { input: { participantId, firstName: 'Mia', lastName: 'Muster', birthDate: daysFromToday(1) } }, 'de', cookie)
    ).body.data.setCartParticipant;
    expect(future.errors).toEqual([
      { field: 'birthDate', code: 'OUT_OF_RANGE', message: 'Das Geburtsdatum darf nicht in der Zukunft liegen.' },
    ]);
    const accepted = (
      await gql(SET, { input: { participantId, firstName: 'Mia', lastName: 'Muster', birthDate: yearsBefore(START, 7) } }, 'de', cookie)
    ).body.data.setCartParticipant;
    expect(accepted).toEqual({ errors: [], cart: { items: [{ participants: [{ birthDate: yearsBefore(START, 7), firstName: 'Mia' }] }] } });
    // Names changed without the date keep it (a client that does not know the field).
    const renamed = (await gql(SET, { input: { participantId, firstName: 'Mila', lastName: 'Muster' } }, 'de', cookie)).body.data
      .setCartParticipant;
    expect(renamed.cart.items[0].participants).toEqual([{ birthDate: yearsBefore(START, 7), firstName: 'Mila' }]);
    const placed = (
      await gql(
        PLACE_ORDER,
        { input: { idempotencyKey: newKey(), customer: CUSTOMER, paymentMethod: 'BANK_TRANSFER', legalTermsAccepted: true } },
        'de',
        cookie,
      )
    ).body.data.placeOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.order.items[0].participants[0]).toMatchObject({ firstName: 'Mila', birthDate: yearsBefore(START, 7) });
  });

  test('the parent corrects a date of birth on the order page; out of range is refused there too, in English, nothing changed', async () => {
    const course = await newCourse();
    const placed = await placeOrder(course, [yearsBefore(START, 6)]);
    const participant = placed.order.items[0].participants[0];
    const CHANGE = `mutation($input: ChangeOrderParticipantsInput!) { changeOrderParticipants(input: $input) {
      order { items { participants { firstName birthDate } } timeline { kind } } errors { field code message } } }`;
    const change = (birthDate: string | null, language = 'de') =>
      gql(
        CHANGE,
        {
          input: {
            accessKey: placed.accessKey,
            participants: [
              { databaseId: participant.databaseId, firstName: participant.firstName, lastName: participant.lastName, birthDate },
            ],
          },
        },
        language,
      );
    const refused = (await change(yearsBefore(START, 4), 'en')).body.data.changeOrderParticipants;
    expect(refused.errors).toEqual([
      {
        field: 'participants.0.birthDate',
        code: 'AGE_OUT_OF_RANGE',
        message: expect.stringContaining('on the first day of the course this participant is 4 years old.'),
      },
    ]);
    expect(refused.order.items[0].participants[0].birthDate).toBe(yearsBefore(START, 6));
    const corrected = (await change(yearsBefore(START, 5))).body.data.changeOrderParticipants;
    expect(corrected.errors).toEqual([]);
    expect(corrected.order.items[0].participants[0]).toEqual({ firstName: participant.firstName, birthDate: yearsBefore(START, 5) });
    expect(corrected.order.timeline.map((entry: { kind: string }) => entry.kind)).toContain('PARTICIPANT_RENAMED');
  });
});

describe('staff', () => {
  const UPDATE = `mutation($input: UpdateOrderParticipantsInput!) { updateOrderParticipants(input: $input) {
    order { items { participants { birthDate } } history { type actor data } } errors { field code message } } }`;

  test('staff need an explicit exception for a date outside the range; the exception is saved and recorded with who made it; the course list shows the dates', async () => {
    const course = await newCourse();
    const placed = await placeOrder(course, [yearsBefore(START, 6)]);
    const item = placed.order.items[0];
    const input = (extra: Record<string, unknown>) => ({
      orderId: toGlobalId('Order', placed.order.databaseId),
      orderItemId: item.databaseId,
      participants: [
        { databaseId: item.participants[0].databaseId, firstName: 'Kind0', lastName: 'Muster', birthDate: yearsBefore(START, 4) },
      ],
      ...extra,
    });
    const refused = (await callers.admin(UPDATE, { input: input({}) }, 'en')).updateOrderParticipants;
    expect(refused.errors).toEqual([
      { field: 'participants.0.birthDate', code: 'AGE_OUT_OF_RANGE', message: expect.stringContaining('4 years old') },
    ]);
    expect(refused.order.items[0].participants[0].birthDate).toBe(yearsBefore(START, 6));
    // Not staff: refused whatever the input says.
    expect(
      (await callers.post(UPDATE, { input: input({ allowAgeOutsideRange: true }) }, 'anonymous')).body.errors?.[0].extensions.code,
    ).toBe('UNAUTHENTICATED');

    const allowed = (await callers.admin(UPDATE, { input: input({ allowAgeOutsideRange: true }) })).updateOrderParticipants;
    expect(allowed.errors).toEqual([]);
    expect(allowed.order.items[0].participants[0].birthDate).toBe(yearsBefore(START, 4));
    expect(allowed.order.history.find((line: { type: string }) => line.type === 'PARTICIPANT_AGE_EXCEPTION')).toEqual({
      type: 'PARTICIPANT_AGE_EXCEPTION',
      actor: 'admin',
      data: expect.objectContaining({
        participant: 'Kind0 Muster',
        birthDate: yearsBefore(START, 4),
        age: 4,
        ageGroup: 'CHILDREN_5_7',
        course: `Seepferdchen Alterstest ${courses}`,
      }),
    });

    // The trainer's list: confirmed and paid orders only.
    await sql("update orders set order_status = 'confirmed', payment_status = 'paid' where id = ?", [placed.order.databaseId]);
    const list = await callers.admin('query($id: Int!) { courseParticipants(courseId: $id) { participants { firstName birthDate } } }', {
      id: course,
    });
    expect(list.courseParticipants.participants).toEqual([{ firstName: 'Kind0', birthDate: yearsBefore(START, 4) }]);
  });

  test('REST: the same exception through PUT /api/orders/{id}/items/{itemId}/participants', async () => {
    const course = await newCourse();
    const placed = await placeOrder(course, [yearsBefore(START, 6)]);
    const item = placed.order.items[0];
    const path = `/api/orders/${placed.order.databaseId}/items/${item.databaseId}/participants`;
    const body = {
      participants: [{ id: item.participants[0].databaseId, firstName: 'Kind0', lastName: 'Muster', birthDate: yearsBefore(START, 9) }],
    };
    const refused = await callers.rest('PUT', path, 'admin', body, 'de');
    expect(refused).toMatchObject({
      status: 400,
      body: {
        errors: [
          {
            field: 'participants.0.birthDate',
            code: 'AGE_OUT_OF_RANGE',
            message: expect.stringContaining('am ersten Kurstag ist diese Person 9 Jahre alt'),
          },
        ],
      },
    });
    expect((await callers.rest('PUT', path, 'admin', { ...body, allowAgeOutsideRange: true })).status).toBe(200);
    const [event] = await sql(
      "select e.data, u.username from order_events e join users u on u.id = e.actor_id where e.order_id = ? and e.type = 'participant_age_exception'",
      [placed.order.databaseId],
    );
    expect(event).toMatchObject({ username: 'admin', data: expect.objectContaining({ age: 9 }) });
  });
});

test("deleting a course's data after it ended clears the participants' dates of birth with their names", async () => {
  const course = await newCourse();
  const placed = await placeOrder(course, [yearsBefore(START, 5), yearsBefore(START, 7)]);
  await sql('update courses set start_date = current_date - 40, end_date = current_date - 20 where id = ?', [course]);
  const done = await callers.rest('POST', `/api/admin/courses/${course}/anonymise`, 'admin');
  expect(done).toEqual({ status: 200, body: expect.objectContaining({ orders: 1, participants: 2 }) });
  const rows = await sql(
    'select first_name, last_name, birth_date from participants p join order_items i on i.id = p.order_item_id where i.order_id = ?',
    [placed.order.databaseId],
  );
  expect(rows).toEqual([
    { first_name: 'anonymisiert', last_name: '', birth_date: null },
    { first_name: 'anonymisiert', last_name: '', birth_date: null },
  ]);
});

describe('e-mail addresses without a domain ending', () => {
  test('checkout and "Lost your link?" refuse anna.mueller@beispiel with a field error in the request\'s language; nothing stored or queued', async () => {
    const course = await newCourse(AgeGroup.ALL_AGES);
    const before = await stored();
    const mailsBefore = await sql('select count(*)::int as n from mails');
    const order = (
      await gql(
        PLACE_ORDER,
        {
          input: {
            idempotencyKey: newKey(),
            customer: { ...CUSTOMER, email: 'anna.mueller@beispiel' },
            paymentMethod: 'BANK_TRANSFER',
            legalTermsAccepted: true,
            items: [{ courseId: course, quantity: 1, participants: [{ firstName: 'A', lastName: 'B' }] }],
          },
        },
        'de',
      )
    ).body.data.placeOrder;
    expect(order.errors).toEqual([
      {
        field: 'customer.email',
        code: 'INVALID_EMAIL',
        message: 'Bitte geben Sie die vollständige E-Mail-Adresse mit Endung ein, z. B. name@beispiel.de.',
      },
    ]);
    const links = (
      await gql(
        'mutation($input: SendOrderLinksInput!) { sendOrderLinks(input: $input) { accepted errors { field code message } } }',
        { input: { email: 'anna.mueller@beispiel' } },
        'en',
      )
    ).body.data.sendOrderLinks;
    expect(links).toEqual({
      accepted: false,
      errors: [
        {
          field: 'email',
          code: 'INVALID_EMAIL',
          message: 'Please enter the complete email address with its ending, e.g. name@example.com.',
        },
      ],
    });
    expect(await stored()).toEqual(before);
    expect(await sql('select count(*)::int as n from mails')).toEqual(mailsBefore);
  });

  test('the old REST checkout and the contact form refuse it as well; an address with an ending still passes', async () => {
    const contact = async (email: string) => {
      const response = await fetch(`${t.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ name: 'Anna Müller', email, subject: 'Frage', message: 'Eine Frage zum Kurs.', privacyAccepted: true }),
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    expect(await contact('anna.mueller@beispiel')).toMatchObject({
      status: 400,
      body: {
        errors: [
          {
            field: 'email',
            code: 'INVALID_EMAIL',
            message: 'Please enter the complete email address with its ending, e.g. name@example.com.',
          },
        ],
      },
    });
    expect((await contact('anna.mueller@beispiel.de')).status).toBe(201);
  });
});
