import type { ParsedMail } from 'mailparser';
import { Course } from '../src/modules/courses/course.entity.js';
import { Mail } from '../src/modules/mail/mail.entity.js';
import { WaitlistEntry, WaitlistStatus } from '../src/modules/waitlist/waitlist-entry.entity.js';
import { expireOffer, offerFreePlaces } from '../src/modules/waitlist/waitlist-offers.js';
import { waitlistTokens } from '../src/modules/waitlist/waitlist.token.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { createTestCourse } from './test-course.js';
import { type GraphQLBody, type TestApp, enableBankTransfer, startTestApp } from './test-app.js';
import { until } from './until.js';
import { renderMail, translator } from '../src/modules/mail/mail.render.js';
import { mailTemplate } from '../src/modules/mail/mail-registry.js';

/**
 * Issue 26 point 1: the waitlist. Real database, the app's job worker, a real SMTP server in this process; the offers'
 * ends are run with a clock the test sets (never slept).
 */
let inbox: SmtpInbox;
let t: TestApp;
let staff: AdminCallers;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ env: { SMTP_URL: inbox.url, JOB_POLL_INTERVAL_MS: '100' }, jobWorker: true });
  await enableBankTransfer(t);
  staff = await adminCallers(t, { username: 'waitlist-user' });
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

const JOIN = `mutation($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { email errors { field code message } } }`;
const LINK_FIELDS = `entry { email courseId courseTitle places status offerExpiresAt } errors { field code message }`;
const CONFIRM = `mutation($input: WaitlistLinkInput!) { confirmWaitlistEntry(input: $input) { ${LINK_FIELDS} } }`;
const ACCEPT = `mutation($input: WaitlistLinkInput!) { acceptWaitlistOffer(input: $input) { ${LINK_FIELDS} } }`;
const DECLINE = `mutation($input: WaitlistLinkInput!) { declineWaitlistOffer(input: $input) { ${LINK_FIELDS} } }`;
const LEAVE = `mutation($input: WaitlistLinkInput!) { leaveWaitlist(input: $input) { ${LINK_FIELDS} } }`;
const WAITLIST_FIELDS = `courseId courseTitle availableSlots totalSlots waitingPlaces offeredPlaces sales placesSold
  entries { databaseId email places language status position offerExpiresAt orderNumber }`;
const ADMIN_WAITLIST = `query($courseId: Int!) { adminCourseWaitlist(courseId: $courseId) { ${WAITLIST_FIELDS} } }`;
const MOVE = `mutation($input: MoveWaitlistEntryInput!) { moveWaitlistEntry(input: $input) { waitlist { ${WAITLIST_FIELDS} } errors { field code message } } }`;
const REMOVE = `mutation($input: RemoveWaitlistEntryInput!) { removeWaitlistEntry(input: $input) { waitlist { ${WAITLIST_FIELDS} } errors { field code message } } }`;
const PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { id databaseId orderNumber } errors { field code message } } }`;
const CUSTOMER = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna.kunde@example.org',
  phone: '0821 123456',
  address: 'Hauptstraße 1',
  city: 'Gersthofen',
  zipCode: '86368',
};

let sequence = 0;
const freshEmail = (name = 'parent') => `${name}.${++sequence}.${Date.now()}@example.org`;

/** A browser of its own: keeps its cookies (the cart), speaks one language. */
function visitor(language = 'de') {
  const jar = new Map<string, string>();
  return {
    async post(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLBody & { status: number }> {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': language };
      if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      return { status: response.status, ...((await response.json()) as GraphQLBody) };
    },
  };
}
const anyone = visitor();
const join = async (input: Record<string, unknown>, language = 'de') =>
  (await visitor(language).post(JOIN, { input: { privacyAccepted: true, places: 1, ...input } })).data?.joinWaitlist;
const link = async (query: string, token: string, who = anyone) => {
  const body = await who.post(query, { input: { token } });
  expect(body.errors).toBeUndefined();
  return Object.values(body.data as Record<string, any>)[0];
};

const em = () => t.database.orm.em.fork();
const entryOf = (courseId: number, email: string) => em().findOneOrFail(WaitlistEntry, { course: courseId, email });
const freePlaces = async (courseId: number) => (await em().findOneOrFail(Course, courseId)).availableSlots;
const to = (address: string) => (mail: ParsedMail) => !Array.isArray(mail.to) && mail.to?.value.some((a) => a.address === address) === true;
const mailsTo = (email: string) => em().count(Mail, { recipient: email });

/** The link to `path` in the (n-th) mail to `email` whose subject starts with `subject`, once it has arrived. */
async function mailedLink(email: string, subject: string, path: string, nth = 1): Promise<{ mail: ParsedMail; token: string }> {
  const mails = await inbox.waitFor(nth, (mail) => to(email)(mail) && (mail.subject ?? '').startsWith(subject));
  const mail = mails[nth - 1];
  const url = [...String(mail.html).matchAll(/href="([^"]+)"/g)]
    .map((match) => new URL(match[1].replace(/&amp;/g, '&')))
    .find((href) => href.pathname === path);
  expect(url).toBeDefined();
  return { mail, token: url!.searchParams.get('token')! };
}

/** A full course of `places` places: one order (bank transfer) took them all. Returns the course and the order's global id. */
async function fullCourse(title: string, places = 1): Promise<{ courseId: number; orderId: string }> {
  const courseId = await createTestCourse(t, { title, places, priceCents: 12_000 });
  const placed = await visitor().post(PLACE_ORDER, {
    input: {
      idempotencyKey: `waitlist-${Date.now()}-${++sequence}-abcdefgh`,
      customer: CUSTOMER,
      paymentMethod: 'BANK_TRANSFER',
      legalTermsAccepted: true,
      items: [
        {
          courseId,
          quantity: places,
          participants: Array.from({ length: places }, (_, i) => ({ firstName: `Kind${i}`, lastName: 'Voll' })),
        },
      ],
    },
  });
  expect(placed.data.placeOrder.errors).toEqual([]);
  expect(await freePlaces(courseId)).toBe(0);
  return { courseId, orderId: placed.data.placeOrder.order.id };
}

/** A parent on the list: joined and confirmed through the mailed link (as a browser would). */
async function confirmedParent(courseId: number, title: string, { places = 1, language = 'de' } = {}) {
  const email = freshEmail(language === 'en' ? 'parent-en' : 'eltern');
  expect(await join({ courseId, email, places, language: language.toUpperCase() })).toEqual({ email, errors: [] });
  const { token } = await mailedLink(
    email,
    language === 'en' ? 'Please confirm your place on the waitlist' : 'Bitte bestätigen Sie Ihren Platz',
    '/waitlist/confirm',
  );
  const confirmed = await link(CONFIRM, token);
  expect(confirmed.errors).toEqual([]);
  expect(confirmed.entry).toMatchObject({ email, courseId, courseTitle: title, places, status: 'WAITING' });
  return email;
}

const cancelOrder = async (orderId: string) =>
  expect(
    (await staff.admin('mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { errors { code } } }', { input: { orderId } }))
      .cancelOrder.errors,
  ).toEqual([]);

describe("joining a full course's waitlist (double opt-in)", () => {
  it.each([
    ['de', 'Bitte bestätigen Sie Ihren Platz auf der Warteliste', 'Platz auf der Warteliste bestätigen', 'Von der Warteliste austragen'],
    ['en', 'Please confirm your place on the waitlist', 'Confirm my place on the waitlist', 'Leave the waitlist'],
  ] as const)('%s: a confirmation mail with the links; confirming puts the entry in line', async (language, subject, button, leave) => {
    const title = `Warteliste Bestätigung ${language}`;
    const { courseId } = await fullCourse(title);
    const email = freshEmail();
    expect(await join({ courseId, email, places: 1, language: language.toUpperCase() })).toEqual({ email, errors: [] });
    expect((await entryOf(courseId, email)).status).toBe(WaitlistStatus.PENDING);
    const { mail, token } = await mailedLink(email, subject, '/waitlist/confirm');
    expect(mail.subject).toBe(`${subject}: ${title}`);
    expect(mail.text).toContain(button);
    expect(mail.text).toContain(leave);
    expect(String(mail.html)).toContain('/waitlist/leave?token=');
    expect(String(mail.html)).toContain(`lang=${language}`);
    const confirmed = await link(CONFIRM, token);
    expect(confirmed.entry).toMatchObject({ status: 'WAITING', places: 1, courseTitle: title });
    // Again: the same, and still first in line.
    expect((await link(CONFIRM, token)).entry.status).toBe('WAITING');
    expect((await entryOf(courseId, email)).position).toBe(1);
  });

  it('answers the same for a repeated sign-up, mails once in five minutes, and never tells who is on a list', async () => {
    const { courseId } = await fullCourse('Warteliste Wiederholung');
    const email = freshEmail();
    const first = await join({ courseId, email });
    const again = await join({ courseId, email: email.toUpperCase() });
    expect(first.errors).toEqual([]);
    expect(again).toEqual({ email: email.toUpperCase(), errors: [] });
    expect(await em().count(WaitlistEntry, { course: courseId })).toBe(1);
    expect(await mailsTo(email)).toBe(1);
    // Confirmed: joining again changes nothing and mails nothing, with the same answer.
    const { token } = await mailedLink(email, 'Bitte bestätigen', '/waitlist/confirm');
    await link(CONFIRM, token);
    expect(await join({ courseId, email })).toEqual({ email, errors: [] });
    expect(await mailsTo(email)).toBe(1);
    expect((await entryOf(courseId, email)).status).toBe(WaitlistStatus.WAITING);
  });

  it('refuses bad, huge and repeated input with translated errors and stores nothing', async () => {
    const { courseId } = await fullCourse('Warteliste Fehler');
    const open = await createTestCourse(t, { title: 'Warteliste freie Plätze', places: 5, priceCents: 1000 });
    const before = await em().count(WaitlistEntry);
    const cases: [Record<string, unknown>, string, { field: string; code: string; message: string }][] = [
      [{ courseId, email: 'no-address' }, 'en', { field: 'email', code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' }],
      [{ courseId, email: `${'a'.repeat(60_000)}@example.org` }, 'de', expect.objectContaining({ field: 'email' })],
      [
        { courseId, email: freshEmail(), places: 0 },
        'de',
        { field: 'places', code: 'OUT_OF_RANGE', message: 'Bitte geben Sie eine ganze Zahl von 1 bis 20 ein.' },
      ],
      [{ courseId, email: freshEmail(), places: 21 }, 'en', expect.objectContaining({ field: 'places', code: 'OUT_OF_RANGE' })],
      // More places than the course has at all.
      [
        { courseId, email: freshEmail(), places: 2 },
        'en',
        { field: 'places', code: 'OUT_OF_RANGE', message: 'Please enter a whole number from 1 to 1.' },
      ],
      // The box agrees to the waitlist's mails: its error names that, not the privacy policy.
      [
        { courseId, email: freshEmail(), privacyAccepted: false },
        'de',
        {
          field: 'privacyAccepted',
          code: 'MUST_ACCEPT',
          message:
            'Bitte stimmen Sie zu, dass wir Ihnen zu diesem Kurs E-Mails zur Warteliste senden dürfen: nur so können wir Ihnen einen frei gewordenen Platz anbieten.',
        },
      ],
      [
        { courseId, email: freshEmail(), privacyAccepted: false },
        'en',
        {
          field: 'privacyAccepted',
          code: 'MUST_ACCEPT',
          message: "Please agree that we may e-mail you about this course's waitlist: it is how we offer you a place that comes free.",
        },
      ],
      [
        { courseId: open, email: freshEmail() },
        'de',
        { field: 'courseId', code: 'COURSE_NOT_FULL', message: 'In diesem Kurs sind noch Plätze frei: Sie können ihn direkt buchen.' },
      ],
      [
        { courseId: open, email: freshEmail() },
        'en',
        { field: 'courseId', code: 'COURSE_NOT_FULL', message: 'This course still has free places: you can book it right away.' },
      ],
      [{ courseId: 2 ** 31 - 1, email: freshEmail() }, 'de', expect.objectContaining({ field: 'courseId', code: 'COURSE_NOT_FOUND' })],
      [
        { courseId, email: freshEmail(), website: 'https://spam.example' },
        'de',
        expect.objectContaining({ field: null, code: 'REJECTED' }),
      ],
    ];
    for (const [input, language, error] of cases) {
      const answer = await join(input, language);
      expect(answer.email).toBeNull();
      expect(answer.errors).toEqual([error]);
    }
    // GraphQL's own checks: a number too large for Int, an unknown language.
    expect((await anyone.post(JOIN, { input: { courseId, email: freshEmail(), places: 2 ** 40, privacyAccepted: true } })).status).toBe(
      400,
    );
    expect(
      (await anyone.post(JOIN, { input: { courseId, email: freshEmail(), places: 1, language: 'FR', privacyAccepted: true } })).status,
    ).toBe(400);
    // REST: the same rules, 400 with the errors; 404 for an unknown course.
    const rest = (path: string, body: unknown, language = 'de') =>
      fetch(`${t.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify(body),
      });
    const bad = await rest(`/api/courses/${courseId}/waitlist`, { email: 'x', privacyAccepted: true }, 'en');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'email', code: 'INVALID_EMAIL' }] });
    expect((await rest(`/api/courses/${courseId}/waitlist`, { email: freshEmail(), privacyAccepted: true, language: 'fr' })).status).toBe(
      400,
    );
    expect((await rest(`/api/courses/abc/waitlist`, { email: freshEmail(), privacyAccepted: true })).status).toBe(400);
    expect((await rest(`/api/courses/999999/waitlist`, { email: freshEmail(), privacyAccepted: true })).status).toBe(404);
    expect(await em().count(WaitlistEntry)).toBe(before);
    const ok = await rest(`/api/courses/${courseId}/waitlist`, {
      email: freshEmail('rest'),
      privacyAccepted: true,
      places: '1',
      language: 'EN',
    });
    expect(ok.status).toBe(202);
  });

  it('refuses tampered, foreign and expired links, changing nothing', async () => {
    const { courseId } = await fullCourse('Warteliste Links');
    const email = freshEmail();
    await join({ courseId, email });
    const { token } = await mailedLink(email, 'Bitte bestätigen', '/waitlist/confirm');
    const entry = await entryOf(courseId, email);
    const [code, id, expiry, mac] = token.split('.');
    const invalid = {
      field: 'token',
      code: 'INVALID_TOKEN',
      message: 'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.',
    };
    for (const bad of [
      `${code}.${id}.${Number(expiry) + 1}.${mac}`,
      `${code}.${Number(id) + 1}.${expiry}.${mac}`,
      `o.${id}.${expiry}.${mac}`,
      'x'.repeat(5000),
      '',
    ]) {
      expect((await link(CONFIRM, bad)).errors).toEqual([invalid]);
    }
    // A token signed with another key (another server's secret) is not ours.
    const foreign = waitlistTokens.sign(
      Buffer.alloc(32, 7),
      { purpose: 'confirm', id: entry.id, expiresAt: new Date(Date.now() + 60_000) },
      email,
    );
    expect((await link(CONFIRM, foreign)).errors).toEqual([invalid]);
    // Genuine but expired.
    const expired = waitlistTokens.sign(
      t.app.appSettings.keys.waitlist,
      { purpose: 'confirm', id: entry.id, expiresAt: new Date(Date.now() - 1000) },
      email,
    );
    expect((await link(CONFIRM, expired)).errors).toEqual([expect.objectContaining({ field: 'token', code: 'TOKEN_EXPIRED' })]);
    expect((await entryOf(courseId, email)).status).toBe(WaitlistStatus.PENDING);
  });
});

describe('offers when places come free', () => {
  it('a cancellation offers the place to the first in line; it expires (controlled clock) and goes to the next, who books it through the cart', async () => {
    const title = 'Warteliste Angebot';
    const { courseId, orderId } = await fullCourse(title);
    const first = await confirmedParent(courseId, title);
    const second = await confirmedParent(courseId, title, { language: 'en' });
    // Asks for more than will come free: passed over, not blocking the others.
    const big = await confirmedParent(courseId, title);
    await staff.sql(`update waitlist_entries set places = 2 where email = ?`, [big]);

    await cancelOrder(orderId);
    const offer = await mailedLink(first, 'Ein Platz ist frei geworden', '/waitlist/offer');
    expect(offer.mail.subject).toBe(`Ein Platz ist frei geworden: ${title}`);
    expect(offer.mail.text).toContain('Jetzt buchen');
    expect(offer.mail.text).toContain('Von der Warteliste austragen');
    const offered = await entryOf(courseId, first);
    expect(offered.status).toBe(WaitlistStatus.OFFERED);
    // Held for the offer (the default 24 hours): nobody else can take it.
    expect(offered.offerExpiresAt!.getTime() - offered.offeredAt!.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(await freePlaces(courseId)).toBe(0);
    expect((await entryOf(courseId, second)).status).toBe(WaitlistStatus.WAITING);
    const job = await staff.sql<{ run_at: Date }>(`select run_at from graphile_worker.jobs where key = ?`, [
      `waitlist-offer:${offered.id}`,
    ]);
    expect(new Date(job[0].run_at).getTime()).toBe(offered.offerExpiresAt!.getTime());

    // The offer's end, on a clock a minute after it: the place goes to the next in line.
    expect(await expireOffer(em(), offered.id, new Date(offered.offerExpiresAt!.getTime() - 60_000))).toBe('nothing');
    expect(await expireOffer(em(), offered.id, new Date(offered.offerExpiresAt!.getTime() + 60_000))).toBe('expired');
    expect((await entryOf(courseId, first)).status).toBe(WaitlistStatus.EXPIRED);
    // The first parent's link no longer works.
    expect((await link(ACCEPT, offer.token, visitor())).errors).toEqual([expect.objectContaining({ code: 'OFFER_NOT_AVAILABLE' })]);
    const next = await mailedLink(second, 'A place has come free', '/waitlist/offer');
    expect(next.mail.subject).toBe(`A place has come free: ${title}`);
    expect(next.mail.text).toContain('Book now');
    expect((await entryOf(courseId, big)).status).toBe(WaitlistStatus.WAITING);

    // The second parent takes it: the cart gets the place, held until the offer's end; then the normal checkout.
    const parent = visitor('en');
    const accepted = await link(ACCEPT, next.token, parent);
    expect(accepted.entry).toMatchObject({ status: 'ACCEPTED', places: 1 });
    const cart = (await parent.post('query { cart { itemCount items { bookable participants { id } } } }')).data.cart;
    expect(cart).toMatchObject({ itemCount: 1, items: [{ bookable: true }] });
    // Another browser with the same link gets nothing.
    expect((await link(ACCEPT, next.token, visitor())).errors).toEqual([expect.objectContaining({ code: 'OFFER_NOT_AVAILABLE' })]);
    // Checkout's hold keeps the offer's longer expiry.
    await parent.post('mutation { holdCartPlaces { errors { code } } }');
    const [hold] = await staff.sql<{ expires_at: Date }>(`select expires_at from place_holds where course_id = ?`, [courseId]);
    expect(new Date(hold.expires_at).getTime()).toBe((await entryOf(courseId, second)).offerExpiresAt!.getTime());
    await parent.post('mutation($input: SetCartParticipantInput!) { setCartParticipant(input: $input) { errors { code } } }', {
      input: { participantId: cart.items[0].participants[0].id, firstName: 'Lea', lastName: 'Nachrück' },
    });
    const placed = await parent.post(PLACE_ORDER, {
      input: {
        idempotencyKey: `waitlist-order-${Date.now()}-abcdefgh`,
        customer: { ...CUSTOMER, email: second },
        paymentMethod: 'BANK_TRANSFER',
        legalTermsAccepted: true,
      },
    });
    expect(placed.data.placeOrder.errors).toEqual([]);
    const booked = await entryOf(courseId, second);
    expect(booked.status).toBe(WaitlistStatus.BOOKED);
    expect(booked.order?.id).toBe(placed.data.placeOrder.order.databaseId);
    expect(await freePlaces(courseId)).toBe(0);

    const list = (await staff.admin(ADMIN_WAITLIST, { courseId })).adminCourseWaitlist;
    expect(list).toMatchObject({ courseTitle: title, sales: 1, placesSold: 1, offeredPlaces: 0, waitingPlaces: 2 });
    expect(list.entries.map((entry: { email: string; status: string }) => [entry.email, entry.status])).toEqual([
      [big, 'WAITING'],
      // Ended entries newest first: the expiry ran on the test's clock, a day ahead.
      [first, 'EXPIRED'],
      [second, 'BOOKED'],
    ]);
    expect(list.entries[2].orderNumber).toBe(placed.data.placeOrder.order.orderNumber);
  });

  it('a declined offer and one given up by leaving go to the next in line; leaving works from any mail', async () => {
    const title = 'Warteliste Ablehnen';
    const { courseId, orderId } = await fullCourse(title);
    const [a, b, c] = [
      await confirmedParent(courseId, title),
      await confirmedParent(courseId, title),
      await confirmedParent(courseId, title),
    ];
    await cancelOrder(orderId);
    const offerA = await mailedLink(a, 'Ein Platz ist frei geworden', '/waitlist/offer');
    const declined = await link(DECLINE, offerA.token);
    expect(declined.entry.status).toBe('DECLINED');
    expect((await link(DECLINE, offerA.token)).entry.status).toBe('DECLINED');
    const offerB = await mailedLink(b, 'Ein Platz ist frei geworden', '/waitlist/offer');
    // B leaves by the link of the offer mail: the place goes on to C.
    const leaveB = new URL(
      [...String(offerB.mail.html).matchAll(/href="([^"]+)"/g)]
        .map((m) => m[1].replace(/&amp;/g, '&'))
        .find((href) => href.includes('/waitlist/leave'))!,
    );
    expect((await link(LEAVE, leaveB.searchParams.get('token')!)).entry.status).toBe('LEFT');
    expect((await link(LEAVE, leaveB.searchParams.get('token')!)).entry.status).toBe('LEFT');
    await mailedLink(c, 'Ein Platz ist frei geworden', '/waitlist/offer');
    expect((await entryOf(courseId, c)).status).toBe(WaitlistStatus.OFFERED);
    expect(await freePlaces(courseId)).toBe(0);
  });

  it('two app instances offering the same course at once never offer a place twice', async () => {
    const title = 'Warteliste zwei Instanzen';
    const { courseId } = await fullCourse(title, 3);
    const parents = [];
    for (let i = 0; i < 5; i++) parents.push(await confirmedParent(courseId, title));
    const second = await startTestApp({ databaseUrl: t.database.orm.config.get('clientUrl') as string });
    try {
      // The confirmations' offer jobs have run (nothing was free then).
      await until(
        () => staff.sql(`select id from graphile_worker.jobs where key = ?`, [`waitlist-offers:${courseId}`]),
        (jobs) => jobs.length === 0,
      );
      // Three places come free without the job (as if every instance's worker were about to run it at once).
      await staff.sql(`update courses set available_slots = 3 where id = ?`, [courseId]);
      const runs = await Promise.all(
        Array.from({ length: 6 }, (_, i) => offerFreePlaces((i % 2 ? second : t).database.orm.em.fork(), t.app.appSettings, courseId)),
      );
      const offered = runs.flat();
      expect(offered).toHaveLength(3);
      expect(new Set(offered).size).toBe(3);
      expect(await freePlaces(courseId)).toBe(0);
      const states = await Promise.all(parents.map(async (email) => (await entryOf(courseId, email)).status));
      expect(states).toEqual(['offered', 'offered', 'offered', 'waiting', 'waiting']);
    } finally {
      await second.close();
    }
  });
});

describe('staff', () => {
  it('see the list, move and remove entries; a removed offer goes to the next; refused to everyone else on both doors', async () => {
    const title = 'Warteliste Verwaltung';
    const { courseId, orderId } = await fullCourse(title);
    const [a, b, c] = [
      await confirmedParent(courseId, title),
      await confirmedParent(courseId, title),
      await confirmedParent(courseId, title),
    ];
    const ids = await Promise.all([a, b, c].map(async (email) => (await entryOf(courseId, email)).id));

    const moved = (await staff.admin(MOVE, { input: { entryId: ids[2], direction: 'UP' } })).moveWaitlistEntry;
    expect(moved.errors).toEqual([]);
    expect(moved.waitlist.entries.map((entry: { email: string }) => entry.email)).toEqual([a, c, b]);
    const audit = await staff.sql(`select action, before, after from audit_events where entity_type = 'waitlistEntry' and entity_id = ?`, [
      ids[2],
    ]);
    expect(audit).toEqual([{ action: 'updated', before: { position: 3 }, after: { position: 2 } }]);
    // At the front nothing moves; an unknown entry is refused in the request's language.
    expect((await staff.admin(MOVE, { input: { entryId: ids[0], direction: 'UP' } })).moveWaitlistEntry.errors).toEqual([]);
    expect((await staff.admin(MOVE, { input: { entryId: 2 ** 31 - 1, direction: 'DOWN' } }, 'en')).moveWaitlistEntry.errors).toEqual([
      { field: 'entryId', code: 'WAITLIST_ENTRY_NOT_FOUND', message: 'This waitlist entry does not exist, or it has already ended.' },
    ]);

    await cancelOrder(orderId);
    await mailedLink(a, 'Ein Platz ist frei geworden', '/waitlist/offer');
    // Staff remove A while the offer is open: the place goes to C (moved ahead of B).
    const removed = (await staff.admin(REMOVE, { input: { entryId: ids[0] } })).removeWaitlistEntry;
    expect(removed.errors).toEqual([]);
    await until(
      () => entryOf(courseId, c),
      (entry) => entry.status === WaitlistStatus.OFFERED,
    );
    expect((await entryOf(courseId, b)).status).toBe(WaitlistStatus.WAITING);
    expect((await staff.admin(REMOVE, { input: { entryId: ids[0] } })).removeWaitlistEntry.errors).toEqual([
      expect.objectContaining({ code: 'WAITLIST_ENTRY_NOT_FOUND' }),
    ]);

    // REST for staff.
    const rest = await staff.rest('GET', `/api/admin/courses/${courseId}/waitlist`);
    expect(rest.status).toBe(200);
    expect(rest.body.entries.map((entry: { email: string; status: string }) => [entry.email, entry.status])).toEqual([
      [c, 'offered'],
      [b, 'waiting'],
      [a, 'removed'],
    ]);
    expect((await staff.rest('POST', `/api/admin/waitlist/${ids[1]}/move-sideways`, 'admin', {})).status).toBe(404);
    expect((await staff.rest('POST', `/api/admin/waitlist/abc/move-up`, 'admin', {})).status).toBe(400);
    expect((await staff.rest('POST', `/api/admin/waitlist/${ids[1]}/move-up`, 'admin', {})).status).toBe(200);
    expect((await staff.rest('GET', `/api/admin/courses/999999/waitlist`)).status).toBe(404);

    // Nobody else: the list, the moves, the removals and the settings are refused on the server.
    for (const caller of ['user', 'anonymous'] as const) {
      const expected = caller === 'user' ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      for (const [query, variables] of [
        [ADMIN_WAITLIST, { courseId }],
        ['query { adminWaitlists { courseId } }', {}],
        [MOVE, { input: { entryId: ids[1], direction: 'DOWN' } }],
        [REMOVE, { input: { entryId: ids[1] } }],
        ['query { waitlistSettings { offerHours } }', {}],
        ['mutation { updateWaitlistSettings(input: { offerHours: 2 }) { errors { code } } }', {}],
      ] as const) {
        const { body } = await staff.post(query, variables, caller);
        expect(body.errors?.[0]?.extensions?.code).toBe(expected);
      }
      expect((await staff.rest('GET', `/api/admin/courses/${courseId}/waitlist`, caller)).status).toBe(caller === 'user' ? 403 : 401);
      expect((await staff.rest('DELETE', `/api/admin/waitlist/${ids[1]}`, caller)).status).toBe(caller === 'user' ? 403 : 401);
    }
    expect((await entryOf(courseId, b)).status).toBe(WaitlistStatus.WAITING);
  });

  it('set the offer time (1 to 168 hours), which new offers use', async () => {
    const refused = (
      await staff.admin(
        'mutation { updateWaitlistSettings(input: { offerHours: 0 }) { settings { offerHours } errors { field code message } } }',
        {},
        'en',
      )
    ).updateWaitlistSettings;
    expect(refused).toEqual({
      settings: null,
      errors: [{ field: 'offerHours', code: 'OUT_OF_RANGE', message: 'Please enter a whole number from 1 to 168.' }],
    });
    expect((await staff.admin('query { waitlistSettings { offerHours } }')).waitlistSettings).toEqual({ offerHours: 24 });
    const saved = (
      await staff.admin('mutation { updateWaitlistSettings(input: { offerHours: 2 }) { settings { offerHours } errors { code } } }')
    ).updateWaitlistSettings;
    expect(saved).toEqual({ settings: { offerHours: 2 }, errors: [] });
    const title = 'Warteliste zwei Stunden';
    const { courseId, orderId } = await fullCourse(title);
    const parent = await confirmedParent(courseId, title);
    await cancelOrder(orderId);
    await mailedLink(parent, 'Ein Platz ist frei geworden', '/waitlist/offer');
    const entry = await entryOf(courseId, parent);
    expect(entry.offerExpiresAt!.getTime() - entry.offeredAt!.getTime()).toBe(2 * 60 * 60 * 1000);
    await staff.admin('mutation { updateWaitlistSettings(input: { offerHours: 24 }) { errors { code } } }');
  });
});

describe('the offer mail counts the places it holds', () => {
  const offerMail = (places: number, language: 'de' | 'en') =>
    renderMail(
      mailTemplate('waitlistOffer')(
        {
          courseTitle: 'Seepferdchen',
          places,
          expiresAt: '2027-01-05T07:07:00.000Z',
          offerUrl: 'https://example.org/o',
          leaveUrl: 'https://example.org/l',
        },
        translator(language),
      ),
      language,
    );

  it.each([
    [1, 'de', 'Ein Platz ist frei geworden: Seepferdchen', 'Ihr Platz wartet'],
    [2, 'de', '2 Plätze sind frei geworden: Seepferdchen', 'Ihre Plätze warten'],
    [1, 'en', 'A place has come free: Seepferdchen', 'your place is waiting'],
    [3, 'en', '3 places have come free: Seepferdchen', 'your places are waiting'],
  ] as const)('%i place(s) in %s', (places, language, subject, heading) => {
    const mail = offerMail(places, language);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(heading);
  });
});
