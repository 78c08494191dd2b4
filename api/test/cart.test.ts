import { CartItem } from '../src/modules/cart/cart-item.entity.js';
import { CartParticipant } from '../src/modules/cart/cart-participant.entity.js';
import { CART_LIFETIME_DAYS } from '../src/modules/cart/cart-session.js';
import { Cart } from '../src/modules/cart/cart.entity.js';
import { forgetAbandonedCarts } from '../src/modules/cart/cart.tasks.js';
import { Course } from '../src/modules/courses/course.entity.js';
import { todayInGersthofen } from '../src/modules/courses/course.rules.js';
import { type GraphQLBody, type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  const em = t.database.orm.em.fork();
  for (const course of await em.find(Course, {})) ids[course.title] = course.id;
  // The demo data has no started and no inactive course, and none with room for 10 more places: this file's copy gets them.
  const yesterday = new Date(`${todayInGersthofen()}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  await em.nativeUpdate(Course, { id: ids['Techniktraining Kraulschwimmen'] }, { startDate: yesterday.toISOString().slice(0, 10) });
  await em.nativeUpdate(Course, { id: ids['Rettungsschwimmer Silber'] }, { isActive: false });
  await em.nativeUpdate(Course, { id: ids['Familienschwimmen'] }, { availableSlots: 20, totalSlots: 20 });
});
afterAll(() => t.close());

const CART_FIELDS = `
  itemCount
  totalAmountCents
  items {
    id
    quantity
    unitPriceCents
    lineTotalCents
    bookable
    course { databaseId title priceCents }
    participants { id firstName lastName }
  }`;

const CART = `query { cart { ${CART_FIELDS} } }`;
const payloadOf = (mutation: string, type: string, input = true) => `mutation${input ? `($input: ${type}!)` : ''} {
  ${mutation}${input ? '(input: $input)' : ''} { cart { ${CART_FIELDS} } errors { field code message } }
}`;
const ADD = payloadOf('addCourseToCart', 'AddCourseToCartInput');
const SET_QUANTITY = payloadOf('setCartItemQuantity', 'SetCartItemQuantityInput');
const REMOVE = payloadOf('removeCartItem', 'RemoveCartItemInput');
const SET_PARTICIPANT = payloadOf('setCartParticipant', 'SetCartParticipantInput');
const CLEAR = payloadOf('clearCart', '', false);

interface Answer {
  status: number;
  body: GraphQLBody;
  headers: Headers;
  /** The Set-Cookie lines of this answer. */
  setCookies: string[];
}

/** A browser of its own: keeps the cookies the API sets (and may be handed a forged one). */
function visitor({ language = 'de', cookies = {} as Record<string, string> } = {}) {
  const jar = new Map(Object.entries(cookies));
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  async function send(init: RequestInit, url = `${t.baseUrl}/graphql`): Promise<Answer> {
    const headers = new Headers(init.headers);
    headers.set('accept-language', language);
    if (jar.size) headers.set('cookie', cookieHeader());
    const response = await fetch(url, { ...init, headers });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: response.status, body: (await response.json()) as GraphQLBody, headers: response.headers, setCookies };
  }
  return {
    jar,
    post: (query: string, variables: Record<string, unknown> = {}) =>
      send({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }),
    /** A query the way the web client sends it: GET, as browsers may cache. */
    get: (query: string) =>
      send({ method: 'GET', headers: { 'apollo-require-preflight': 'true' } }, `${t.baseUrl}/graphql?query=${encodeURIComponent(query)}`),
    async cart() {
      const answer = await this.get(CART);
      expect([answer.status, answer.body.errors]).toEqual([200, undefined]);
      return answer.body.data.cart;
    },
    async mutate(query: string, input?: Record<string, unknown>) {
      const answer = await this.post(query, input ? { input } : {});
      expect([answer.status, answer.body.errors]).toEqual([200, undefined]);
      return { ...(Object.values(answer.body.data)[0] as { cart: any; errors: any[] }), answer };
    },
    add(courseId: number) {
      return this.mutate(ADD, { courseId });
    },
  };
}

/** What the database holds for all carts: compared before and after a refused change. */
async function stored() {
  const em = t.database.orm.em.fork();
  const [carts, items, participants] = await Promise.all([
    em.find(Cart, {}, { orderBy: { id: 'asc' } }),
    em.find(CartItem, {}, { orderBy: { id: 'asc' } }),
    em.find(CartParticipant, {}, { orderBy: { id: 'asc' } }),
  ]);
  return {
    carts: carts.map(({ id, sessionId }) => ({ id, sessionId })),
    items: items.map(({ id, quantity, priceCents, cart, course }) => ({ id, quantity, priceCents, cart: cart.id, course: course.id })),
    participants: participants.map(({ id, firstName, lastName, cartItem }) => ({ id, firstName, lastName, item: cartItem.id })),
  };
}

const cartCount = () => t.database.orm.em.fork().count(Cart);

const UNAVAILABLE_DE = 'Dieser Kurs ist nicht mehr verfügbar.';
const UNAVAILABLE_EN = 'Course no longer available.';

describe('the cart session', () => {
  it('is empty without a cookie, and reading it sets none and starts no cart', async () => {
    const before = await cartCount();
    const anna = visitor();
    const answer = await anna.get(CART);
    expect(answer.body).toEqual({
      data: { cart: { itemCount: 0, totalAmountCents: 0, items: [] } },
      extensions: { cost: expect.any(Object) },
    });
    expect(answer.setCookies).toEqual([]);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('etag')).toBeNull();
    expect(await cartCount()).toBe(before);
  });

  it('starts on the first add with an httpOnly, SameSite=Lax cookie of a random id, and a readable hint without it', async () => {
    const anna = visitor();
    const { errors, answer } = await anna.add(ids['Seepferdchen-Kurs']);
    expect(errors).toEqual([]);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const session = answer.setCookies.find((line) => line.startsWith('h2o_cart='))!;
    expect(session).toMatch(/^h2o_cart=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const hint = answer.setCookies.find((line) => line.startsWith('h2o_has_cart='))!;
    expect(hint).toBe('h2o_has_cart=1; Max-Age=2592000; Path=/; SameSite=Lax');
    // Over TLS (here: a proxy saying so, with TRUST_PROXY) both cookies are Secure — see the last describe block.
    const sessionId = anna.jar.get('h2o_cart')!;
    expect(await t.database.orm.em.fork().count(Cart, { sessionId })).toBe(1);

    // Another visitor gets another id.
    const ben = visitor();
    await ben.add(ids['Seepferdchen-Kurs']);
    expect(ben.jar.get('h2o_cart')).not.toBe(sessionId);
  });

  it('keeps the cart across requests (a reload, a second tab): the same cookie reads the same cart, never cached', async () => {
    const anna = visitor();
    await anna.add(ids['Seepferdchen-Kurs']);
    const secondTab = visitor({ cookies: Object.fromEntries(anna.jar) });
    const answer = await secondTab.get(CART);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.setCookies).toEqual([]);
    expect(answer.body.data.cart).toMatchObject({ itemCount: 1, items: [{ quantity: 1, course: { title: 'Seepferdchen-Kurs' } }] });
  });

  it('treats a forged or unknown id as an empty cart, and starts a new session with an id of its own on the next add', async () => {
    const forged = 'A'.repeat(43);
    const mallory = visitor({ cookies: { h2o_cart: forged } });
    expect(await mallory.cart()).toEqual({ itemCount: 0, totalAmountCents: 0, items: [] });
    const { errors } = await mallory.add(ids['Seepferdchen-Kurs']);
    expect(errors).toEqual([]);
    expect(mallory.jar.get('h2o_cart')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mallory.jar.get('h2o_cart')).not.toBe(forged);
    expect(await t.database.orm.em.fork().count(Cart, { sessionId: forged })).toBe(0);
  });

  it.each([["' or 1=1 --"], ['x'.repeat(4000)], ['%00%0d%0a']])('ignores a malformed cookie (%#)', async (value) => {
    const mallory = visitor({ cookies: { h2o_cart: value } });
    expect(await mallory.cart()).toEqual({ itemCount: 0, totalAmountCents: 0, items: [] });
  });
});

describe('adding courses (SPEC §4)', () => {
  it('adds a course with one place and an empty participant; again raises the quantity and adds another', async () => {
    const anna = visitor();
    const first = await anna.add(ids['Seepferdchen-Kurs']);
    expect(first.cart).toMatchObject({
      itemCount: 1,
      totalAmountCents: 16000,
      items: [
        { quantity: 1, unitPriceCents: 16000, lineTotalCents: 16000, bookable: true, participants: [{ firstName: '', lastName: '' }] },
      ],
    });
    const second = await anna.add(ids['Seepferdchen-Kurs']);
    expect(second.errors).toEqual([]);
    expect(second.cart.items).toHaveLength(1);
    expect(second.cart).toMatchObject({ itemCount: 2, totalAmountCents: 32000, items: [{ quantity: 2, lineTotalCents: 32000 }] });
    expect(second.cart.items[0].participants).toEqual([
      { id: expect.any(String), firstName: '', lastName: '' },
      { id: expect.any(String), firstName: '', lastName: '' },
    ]);
    expect(second.cart.items[0].id).toBe(first.cart.items[0].id);

    const third = await anna.add(ids['Schwimmkurs für Erwachsene']);
    expect(third.cart).toMatchObject({ itemCount: 3, totalAmountCents: 32000 + 19000 });
    expect(third.cart.items.map((item: any) => [item.course.title, item.quantity])).toEqual([
      ['Seepferdchen-Kurs', 2],
      ['Schwimmkurs für Erwachsene', 1],
    ]);
    expect(await anna.cart()).toEqual(third.cart);
  });

  it('prices from the course as it is now, not as it was when added', async () => {
    const anna = visitor();
    await anna.add(ids['Bronze-Abzeichen (Freischwimmer)']);
    await anna.add(ids['Bronze-Abzeichen (Freischwimmer)']);
    const em = t.database.orm.em.fork();
    await em.nativeUpdate(Course, { id: ids['Bronze-Abzeichen (Freischwimmer)'] }, { priceCents: 15550 });
    try {
      expect(await anna.cart()).toMatchObject({
        itemCount: 2,
        totalAmountCents: 31100,
        items: [{ unitPriceCents: 15550, lineTotalCents: 31100 }],
      });
    } finally {
      await em.nativeUpdate(Course, { id: ids['Bronze-Abzeichen (Freischwimmer)'] }, { priceCents: 15000 });
    }
  });

  it.each([
    ['inactive', 'Rettungsschwimmer Silber', 'COURSE_NOT_FOUND'],
    ['started', 'Techniktraining Kraulschwimmen', 'COURSE_STARTED'],
    ['ended', 'Aqua-Fitness für alle', 'COURSE_ENDED'],
    ['full', 'Seepferdchen Intensiv (Ferienkurs)', 'COURSE_FULL'],
  ])('refuses an %s course with "Course no longer available." in German and English; no cart, no cookie', async (_state, title, code) => {
    const before = await stored();
    for (const [language, message] of [
      ['de', UNAVAILABLE_DE],
      ['en', UNAVAILABLE_EN],
    ]) {
      const anna = visitor({ language });
      const { cart, errors, answer } = await anna.add(ids[title]);
      expect(errors).toEqual([{ field: 'courseId', code, message }]);
      expect(cart).toEqual({ itemCount: 0, totalAmountCents: 0, items: [] });
      expect(answer.setCookies).toEqual([]);
    }
    expect(await stored()).toEqual(before);
  });

  it.each([[999999], [0], [-5]])('refuses a course id that names no course (%i)', async (courseId) => {
    const before = await stored();
    const { errors } = await visitor({ language: 'en' }).add(courseId);
    expect(errors).toEqual([{ field: 'courseId', code: 'COURSE_NOT_FOUND', message: UNAVAILABLE_EN }]);
    expect(await stored()).toEqual(before);
  });

  it('refuses a place more than the course has free, and leaves the cart as it was', async () => {
    const anna = visitor();
    await anna.mutate(SET_QUANTITY, { itemId: (await anna.add(ids['Seepferdchen-Kurs'])).cart.items[0].id, quantity: 6 });
    const before = await stored();
    const { cart, errors } = await anna.add(ids['Seepferdchen-Kurs']);
    expect(errors).toEqual([{ field: 'courseId', code: 'COURSE_FULL', message: UNAVAILABLE_DE }]);
    expect(cart).toMatchObject({ itemCount: 6, items: [{ quantity: 6, bookable: true }] });
    expect(await stored()).toEqual(before);
  });

  it('shows an item whose course became unavailable as not bookable (checkout refuses it)', async () => {
    const anna = visitor();
    await anna.add(ids['Rettungsschwimmer Bronze']);
    const em = t.database.orm.em.fork();
    await em.nativeUpdate(Course, { id: ids['Rettungsschwimmer Bronze'] }, { isActive: false });
    try {
      expect(await anna.cart()).toMatchObject({
        itemCount: 1,
        items: [{ bookable: false, course: { title: 'Rettungsschwimmer Bronze' } }],
      });
      const { errors } = await anna.add(ids['Rettungsschwimmer Bronze']);
      expect(errors).toEqual([{ field: 'courseId', code: 'COURSE_NOT_FOUND', message: UNAVAILABLE_DE }]);
    } finally {
      await em.nativeUpdate(Course, { id: ids['Rettungsschwimmer Bronze'] }, { isActive: true });
    }
  });
});

describe('quantities (SPEC §4, §5: at least 1)', () => {
  it('raising adds empty participants, lowering trims the last ones and keeps the names of the first', async () => {
    const anna = visitor();
    const { cart } = await anna.add(ids['Rettungsschwimmer Bronze']);
    const itemId = cart.items[0].id;
    const raised = await anna.mutate(SET_QUANTITY, { itemId, quantity: 3 });
    expect(raised.errors).toEqual([]);
    expect(raised.cart).toMatchObject({ itemCount: 3, totalAmountCents: 66000, items: [{ quantity: 3, lineTotalCents: 66000 }] });
    const [lena, max] = raised.cart.items[0].participants;
    await anna.mutate(SET_PARTICIPANT, { participantId: lena.id, firstName: 'Lena', lastName: 'Berger' });
    await anna.mutate(SET_PARTICIPANT, { participantId: max.id, firstName: 'Max', lastName: 'Berger' });

    const lowered = await anna.mutate(SET_QUANTITY, { itemId, quantity: 1 });
    expect(lowered.errors).toEqual([]);
    expect(lowered.cart).toMatchObject({ itemCount: 1, totalAmountCents: 22000 });
    expect(lowered.cart.items[0].participants).toEqual([{ id: lena.id, firstName: 'Lena', lastName: 'Berger' }]);
    const databaseItemId = Number(Buffer.from(itemId, 'base64').toString().split(':')[1]);
    expect(await t.database.orm.em.fork().count(CartParticipant, { cartItem: databaseItemId })).toBe(1);
  });

  it.each([
    [0, 'Bitte wählen Sie 1 bis 20 Plätze.', 'de'],
    [-1, 'Bitte wählen Sie 1 bis 20 Plätze.', 'de'],
    [21, 'Please choose from 1 to 20 places.', 'en'],
    [2 ** 31 - 1, 'Please choose from 1 to 20 places.', 'en'],
  ])('refuses quantity %i with a translated message and changes nothing', async (quantity, message, language) => {
    const anna = visitor({ language });
    const { cart } = await anna.add(ids['Familienschwimmen']);
    const before = await stored();
    const refused = await anna.mutate(SET_QUANTITY, { itemId: cart.items[0].id, quantity });
    expect(refused.errors).toEqual([{ field: 'quantity', code: 'OUT_OF_RANGE', message }]);
    expect(refused.cart).toEqual(cart);
    expect(await stored()).toEqual(before);
  });

  it.each([[1.5], [2 ** 40], ['3'], [null]])(
    'refuses a quantity that is not an Int (%p) as a bad request, changing nothing',
    async (quantity) => {
      const anna = visitor();
      const { cart } = await anna.add(ids['Familienschwimmen']);
      const before = await stored();
      const answer = await anna.post(SET_QUANTITY, { input: { itemId: cart.items[0].id, quantity } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await stored()).toEqual(before);
    },
  );

  it('refuses raising beyond the free places with "Course no longer available."', async () => {
    const anna = visitor({ language: 'en' });
    const { cart } = await anna.add(ids['Bronze-Abzeichen (Freischwimmer)']);
    const refused = await anna.mutate(SET_QUANTITY, { itemId: cart.items[0].id, quantity: 3 });
    expect(refused.errors).toEqual([{ field: 'quantity', code: 'COURSE_FULL', message: UNAVAILABLE_EN }]);
    expect(refused.cart.items[0].quantity).toBe(1);
    // Lowering is always allowed, and raising within the free places too.
    expect((await anna.mutate(SET_QUANTITY, { itemId: cart.items[0].id, quantity: 2 })).errors).toEqual([]);
  });

  it('holds at most 20 places of a course', async () => {
    const anna = visitor();
    const { cart } = await anna.add(ids['Familienschwimmen']);
    expect((await anna.mutate(SET_QUANTITY, { itemId: cart.items[0].id, quantity: 20 })).errors).toEqual([]);
    const refused = await anna.add(ids['Familienschwimmen']);
    expect(refused.errors).toEqual([{ field: 'courseId', code: 'OUT_OF_RANGE', message: 'Bitte wählen Sie 1 bis 20 Plätze.' }]);
    expect(refused.cart.itemCount).toBe(20);
  });
});

describe("only the caller's own cart", () => {
  it("refuses another cart's item and participant ids as not in the cart, and changes nothing", async () => {
    const anna = visitor();
    const annas = (await anna.add(ids['Seepferdchen-Kurs'])).cart.items[0];
    const mallory = visitor();
    await mallory.add(ids['Schwimmkurs für Erwachsene']);
    const before = await stored();
    const message = 'Dieser Eintrag ist nicht (mehr) in Ihrem Warenkorb.';
    expect((await mallory.mutate(SET_QUANTITY, { itemId: annas.id, quantity: 2 })).errors).toEqual([
      { field: 'itemId', code: 'NOT_IN_CART', message },
    ]);
    expect((await mallory.mutate(REMOVE, { itemId: annas.id })).errors).toEqual([{ field: 'itemId', code: 'NOT_IN_CART', message }]);
    const participant = { participantId: annas.participants[0].id, firstName: 'Eve', lastName: 'Evil' };
    expect((await mallory.mutate(SET_PARTICIPANT, participant)).errors).toEqual([{ field: 'participantId', code: 'NOT_IN_CART', message }]);
    // Without any cart, too.
    expect((await visitor().mutate(REMOVE, { itemId: annas.id })).errors).toEqual([{ field: 'itemId', code: 'NOT_IN_CART', message }]);
    expect(await stored()).toEqual(before);
    expect((await anna.cart()).items[0]).toEqual(annas);
  });

  it.each([['garbage'], [''], [Buffer.from('Course:1').toString('base64')], [Buffer.from('CartItem:01').toString('base64')]])(
    'refuses an id that is no cart item id (%p)',
    async (itemId) => {
      const anna = visitor({ language: 'en' });
      await anna.add(ids['Seepferdchen-Kurs']);
      const { errors } = await anna.mutate(REMOVE, { itemId });
      expect(errors).toEqual([{ field: 'itemId', code: 'NOT_IN_CART', message: 'This entry is not (or no longer) in your cart.' }]);
    },
  );
});

describe('removing and clearing', () => {
  it('removes an item with its participants', async () => {
    const anna = visitor();
    await anna.add(ids['Seepferdchen-Kurs']);
    const { cart } = await anna.add(ids['Schwimmkurs für Erwachsene']);
    const removed = await anna.mutate(REMOVE, { itemId: cart.items[0].id });
    expect(removed.errors).toEqual([]);
    expect(removed.cart).toMatchObject({
      itemCount: 1,
      totalAmountCents: 19000,
      items: [{ course: { title: 'Schwimmkurs für Erwachsene' } }],
    });
    const participantId = Number(Buffer.from(cart.items[0].participants[0].id, 'base64').toString().split(':')[1]);
    expect(await t.database.orm.em.fork().count(CartParticipant, { id: participantId })).toBe(0);
    // Again: it is gone.
    expect((await anna.mutate(REMOVE, { itemId: cart.items[0].id })).errors[0].code).toBe('NOT_IN_CART');
  });

  it('clears the cart and keeps the session for the next add', async () => {
    const anna = visitor();
    await anna.add(ids['Seepferdchen-Kurs']);
    await anna.add(ids['Schwimmkurs für Erwachsene']);
    const sessionId = anna.jar.get('h2o_cart');
    const cleared = await anna.mutate(CLEAR);
    expect(cleared).toMatchObject({ errors: [], cart: { itemCount: 0, totalAmountCents: 0, items: [] } });
    expect(await anna.cart()).toEqual({ itemCount: 0, totalAmountCents: 0, items: [] });
    await anna.add(ids['Seepferdchen-Kurs']);
    expect(anna.jar.get('h2o_cart')).toBe(sessionId);
  });

  it('clears nothing, and starts no cart, for a visitor without one', async () => {
    const before = await cartCount();
    const { cart, errors, answer } = await visitor().mutate(CLEAR);
    expect([cart.itemCount, errors, answer.setCookies]).toEqual([0, [], []]);
    expect(await cartCount()).toBe(before);
  });
});

describe('participants', () => {
  it('stores trimmed names', async () => {
    const anna = visitor();
    const participantId = (await anna.add(ids['Seepferdchen-Kurs'])).cart.items[0].participants[0].id;
    const { errors, cart } = await anna.mutate(SET_PARTICIPANT, { participantId, firstName: '  Lena ', lastName: ' Berger  ' });
    expect(errors).toEqual([]);
    expect(cart.items[0].participants).toEqual([{ id: participantId, firstName: 'Lena', lastName: 'Berger' }]);
  });

  it.each([
    ['firstName', '   ', 'REQUIRED', 'Dieses Feld ist erforderlich.'],
    ['lastName', 'x'.repeat(101), 'TOO_LONG', 'Bitte geben Sie höchstens 100 Zeichen ein.'],
    ['lastName', 'Berger\nBcc: x', 'INVALID_CHARACTERS', 'Dieses Feld enthält unzulässige Zeichen.'],
  ])('refuses %s %#, storing nothing', async (field, value, code, message) => {
    const anna = visitor();
    const participantId = (await anna.add(ids['Seepferdchen-Kurs'])).cart.items[0].participants[0].id;
    const before = await stored();
    const { errors } = await anna.mutate(SET_PARTICIPANT, { participantId, firstName: 'Lena', lastName: 'Berger', [field]: value });
    expect(errors).toEqual([{ field, code, message }]);
    expect(await stored()).toEqual(before);
  });
});

describe('concurrency', () => {
  it('10 simultaneous adds of one course in one cart make one item with 10 places', async () => {
    const anna = visitor();
    await anna.add(ids['Seepferdchen-Kurs']);
    const tabs = Array.from({ length: 10 }, () => visitor({ cookies: Object.fromEntries(anna.jar) }));
    const results = await Promise.all(tabs.map((tab) => tab.add(ids['Familienschwimmen'])));
    expect(results.map((result) => result.errors)).toEqual(Array(10).fill([]));
    const cart = await anna.cart();
    const family = cart.items.filter((item: any) => item.course.title === 'Familienschwimmen');
    expect(family).toHaveLength(1);
    expect(family[0].quantity).toBe(10);
    expect(family[0].participants).toHaveLength(10);
  });

  it('with fewer free places, fills the cart up to them and refuses the rest, never making a second item', async () => {
    const anna = visitor();
    await anna.add(ids['Schwimmkurs für Erwachsene']); // 8 free places
    const tabs = Array.from({ length: 10 }, () => visitor({ cookies: Object.fromEntries(anna.jar) }));
    const results = await Promise.all(tabs.map((tab) => tab.add(ids['Schwimmkurs für Erwachsene'])));
    const refused = results.filter((result) => result.errors.length > 0);
    expect(refused).toHaveLength(3);
    for (const result of refused) expect(result.errors).toEqual([{ field: 'courseId', code: 'COURSE_FULL', message: UNAVAILABLE_DE }]);
    const cart = await anna.cart();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(8);
    expect(cart.items[0].participants).toHaveLength(8);
  });
});

describe('HTTP', () => {
  it('marks every cart answer private, no-store', async () => {
    const anna = visitor();
    const { cart, answer } = await anna.add(ids['Seepferdchen-Kurs']);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    for (const send of [() => anna.get(CART), () => anna.post(CART), () => anna.post(REMOVE, { input: { itemId: cart.items[0].id } })]) {
      expect((await send()).headers.get('cache-control')).toBe('private, no-store');
    }
    // Other reads of a visitor with a cart stay public.
    expect((await anna.get('{ courses(first: 1) { totalCount } }')).headers.get('cache-control')).toBe('public, max-age=30');
  });

  it('sets Secure cookies over TLS and counts cart changes against the write budget', async () => {
    const limited = await startTestApp({
      env: { TRUST_PROXY: 'true', RATE_LIMIT_WRITES: '2' },
      databaseUrl: t.database.orm.config.get('clientUrl'),
    });
    try {
      const add = () =>
        fetch(`${limited.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
          body: JSON.stringify({ query: ADD, variables: { input: { courseId: ids['Seepferdchen-Kurs'] } } }),
        });
      const first = await add();
      expect(first.headers.getSetCookie().every((line) => / Secure;|; Secure$/.test(line))).toBe(true);
      expect(first.headers.getSetCookie()).toHaveLength(2);
      expect((await add()).status).toBe(200);
      expect((await add()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('abandoned carts', () => {
  it('are deleted with their items once their cookie has expired, by the daily job', async () => {
    const em = t.database.orm.em.fork();
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    const course = await em.findOneOrFail(Course, { isActive: true }, { orderBy: { id: 'asc' } });
    const old = em.create(Cart, { sessionId: 'abandoned-test-old', updatedAt: new Date(now.getTime() - (CART_LIFETIME_DAYS + 1) * day) });
    const recent = em.create(Cart, {
      sessionId: 'abandoned-test-recent',
      updatedAt: new Date(now.getTime() - (CART_LIFETIME_DAYS - 1) * day),
    });
    em.create(CartItem, { cart: old, course, quantity: 1, priceCents: course.priceCents });
    await em.flush();
    // `updatedAt` is set on every update (onUpdate): put the old date back below the ORM.
    await em
      .getConnection()
      .execute('update "carts" set "updated_at" = ? where "id" = ?', [new Date(now.getTime() - (CART_LIFETIME_DAYS + 1) * day), old.id]);

    expect(await forgetAbandonedCarts(t.database.orm, now)).toBeGreaterThanOrEqual(1);
    const left = await t.database.orm.em.fork().find(Cart, { sessionId: { $like: 'abandoned-test-%' } });
    expect(left.map((cart) => cart.sessionId)).toEqual([recent.sessionId]);
    expect(await t.database.orm.em.fork().count(CartItem, { cart: old.id })).toBe(0);
  });
});
