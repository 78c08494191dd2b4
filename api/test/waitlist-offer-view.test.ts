import { Course } from '../src/modules/courses/course.entity.js';
import { Mail } from '../src/modules/mail/mail.entity.js';
import { WaitlistEntry, WaitlistStatus } from '../src/modules/waitlist/waitlist-entry.entity.js';
import { expireOffer, offerFreePlaces } from '../src/modules/waitlist/waitlist-offers.js';
import { waitlistTokens } from '../src/modules/waitlist/waitlist.token.js';
import { createTestCourse } from './test-course.js';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * The offer page's read: `waitlistOffer(token)` names the course, the places, the deadline and how the offer stands,
 * for the token of the real offer mail's link; anything else is null, and reading changes nothing. Real database;
 * the offers are made by the app's own code at a moment the test sets (never slept).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const OFFER = `query($token: String!) { waitlistOffer(token: $token) { courseId courseTitle courseStartDate courseEndDate courseTime courseLocation places deadline state } }`;
const em = () => t.database.orm.em.fork();
let sequence = 0;

/** POSTs the query in a language; returns the status, the Cache-Control header and the body. */
async function ask(token: string, language = 'de', method: 'GET' | 'POST' = 'POST') {
  const headers: Record<string, string> = { 'accept-language': language };
  const response =
    method === 'POST'
      ? await fetch(`${t.baseUrl}/graphql`, {
          method,
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ query: OFFER, variables: { token } }),
        })
      : await fetch(`${t.baseUrl}/graphql?${new URLSearchParams({ query: OFFER, variables: JSON.stringify({ token }) })}`, {
          headers: { ...headers, 'apollo-require-preflight': 'true' },
        });
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as { data?: any; errors?: unknown[] },
  };
}

/**
 * A course with one free place and a parent waiting for it, offered at `now` by the app's offer code; returns the
 * entry and the token of the offer mail's link (read from the queued mail, as the parent would click it).
 */
async function offered(now: Date, fields: { titleEn?: string; time?: string; location?: string; locationEn?: string } = {}) {
  const title = `Angebotsseite Kurs ${++sequence}`;
  const courseId = await createTestCourse(t, { title, places: 2, priceCents: 9_000 });
  const setup = em();
  const course = await setup.findOneOrFail(Course, courseId);
  Object.assign(course, { availableSlots: 2, ...fields });
  const email = `angebot.${sequence}.${Date.now()}@example.org`;
  setup.create(WaitlistEntry, {
    course,
    email,
    language: 'de',
    places: 2,
    status: WaitlistStatus.WAITING,
    position: 1,
    consentVersion: 'test',
    consentedAt: now,
    confirmedAt: now,
    siteOrigin: t.baseUrl,
  });
  await setup.flush();
  expect(await offerFreePlaces(em(), t.app.appSettings, courseId, now)).toHaveLength(1);
  const entry = await em().findOneOrFail(WaitlistEntry, { course: courseId, email });
  const mail = await em().findOneOrFail(Mail, { recipient: email, template: 'waitlistOffer' });
  const href = [...mail.html.matchAll(/href="([^"]+)"/g)]
    .map((match) => new URL(match[1].replace(/&amp;/g, '&')))
    .find((url) => url.pathname === '/waitlist/offer');
  return { courseId, title, entry, token: href!.searchParams.get('token')! };
}

describe('waitlistOffer', () => {
  it("names the open offer's course (in the request's language), places and deadline, privately, and changes nothing", async () => {
    const { courseId, title, entry, token } = await offered(new Date(), {
      titleEn: 'Offer page course',
      time: 'Sa 10:00-10:45',
      location: 'Hallenbad Gersthofen',
      locationEn: 'Gersthofen indoor pool',
    });
    const german = await ask(token, 'de');
    expect(german.body.errors).toBeUndefined();
    expect(german.body.data.waitlistOffer).toEqual({
      courseId,
      courseTitle: title,
      courseStartDate: '2099-03-01',
      courseEndDate: '2099-04-01',
      courseTime: 'Sa 10:00-10:45',
      courseLocation: 'Hallenbad Gersthofen',
      places: 2,
      deadline: entry.offerExpiresAt!.toISOString(),
      state: 'OPEN',
    });
    expect(german.cacheControl).toMatch(/^private/);
    const english = await ask(token, 'en', 'GET');
    expect(english.status).toBe(200);
    expect(english.body.data.waitlistOffer).toMatchObject({
      courseTitle: 'Offer page course',
      courseLocation: 'Gersthofen indoor pool',
      state: 'OPEN',
    });
    // A GET of a public read would be public for a while: this one is someone's.
    expect(english.cacheControl).toBe('private, no-store');
    // Reading twice changed nothing: still offered, places still held.
    const after = await em().findOneOrFail(WaitlistEntry, entry.id);
    expect({ status: after.status, offerCartId: after.offerCartId }).toEqual({ status: WaitlistStatus.OFFERED, offerCartId: null });
    expect((await em().findOneOrFail(Course, courseId)).availableSlots).toBe(0);
  });

  it('says when the offer expired: at once when its time ran out, and after its end ran', async () => {
    // Offered 50 hours ago: with the default hours it ended before now, and its expiry job has not run yet.
    const { entry, token } = await offered(new Date(Date.now() - 50 * 60 * 60 * 1000));
    expect(entry.offerExpiresAt!.getTime()).toBeLessThan(Date.now());
    expect((await ask(token)).body.data.waitlistOffer).toMatchObject({
      state: 'EXPIRED',
      deadline: entry.offerExpiresAt!.toISOString(),
      places: 2,
    });
    expect(await expireOffer(em(), entry.id)).toBe('expired');
    expect((await ask(token)).body.data.waitlistOffer.state).toBe('EXPIRED');
  });

  it('says when the offer was declined or taken', async () => {
    const declined = await offered(new Date());
    const decline = await t.graphql('mutation($input: WaitlistLinkInput!) { declineWaitlistOffer(input: $input) { errors { code } } }', {
      input: { token: declined.token },
    });
    expect(decline.data.declineWaitlistOffer.errors).toEqual([]);
    expect((await ask(declined.token)).body.data.waitlistOffer.state).toBe('DECLINED');
    const taken = await offered(new Date());
    const accept = await t.graphql('mutation($input: WaitlistLinkInput!) { acceptWaitlistOffer(input: $input) { errors { code } } }', {
      input: { token: taken.token },
    });
    expect(accept.data.acceptWaitlistOffer.errors).toEqual([]);
    expect((await ask(taken.token)).body.data.waitlistOffer.state).toBe('TAKEN');
  });

  it('is null for an unknown, forged, other-purpose or hostile token, and changes nothing', async () => {
    const { entry, token } = await offered(new Date());
    const forged = waitlistTokens.sign(
      Buffer.alloc(32, 7),
      { purpose: 'offer', id: entry.id, expiresAt: entry.offerExpiresAt! },
      entry.email,
    );
    const otherAddress = waitlistTokens.sign(
      t.app.appSettings.keys.waitlist,
      { purpose: 'offer', id: entry.id, expiresAt: entry.offerExpiresAt! },
      'someone.else@example.org',
    );
    const leave = waitlistTokens.sign(t.app.appSettings.keys.waitlist, { purpose: 'leave', id: entry.id, expiresAt: null }, entry.email);
    const unknown = waitlistTokens.sign(
      t.app.appSettings.keys.waitlist,
      { purpose: 'offer', id: 2 ** 31 - 1, expiresAt: entry.offerExpiresAt! },
      entry.email,
    );
    const hostile = [
      '',
      'nonsense',
      `${token}x`,
      token.replace(/\.[^.]*$/, '.'),
      '🙂'.repeat(50),
      `o.${'9'.repeat(40)}.1.abc`,
      "' or 1=1 --",
      'x'.repeat(150),
    ];
    for (const candidate of [forged, otherAddress, leave, unknown, ...hostile]) {
      const { status, body } = await ask(candidate);
      expect({ candidate, status, body }).toEqual({
        candidate,
        status: 200,
        body: { data: { waitlistOffer: null }, extensions: { cost: expect.any(Object) } },
      });
    }
    // Far longer than any token: refused by the input limits before any work (or null), never an answer about an entry.
    const huge = await ask('o.'.repeat(60_000));
    expect(huge.body.data?.waitlistOffer ?? null).toBeNull();
    expect([200, 400, 413]).toContain(huge.status);
    const after = await em().findOneOrFail(WaitlistEntry, entry.id);
    expect(after.status).toBe(WaitlistStatus.OFFERED);
  });
});
