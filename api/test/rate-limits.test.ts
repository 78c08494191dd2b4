import { jest } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { clearExpiredRateLimitsTask } from '../src/jobs/clear-rate-limits.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { ContactMessage } from '../src/modules/contact/contact-message.entity.js';
import { User, UserRole } from '../src/modules/users/user.entity.js';
import { adminCallers } from './admin-callers.js';
import { WAITING_FOR_A_LOCK } from './lock-waits.js';
import { createTestCourse } from './test-course.js';
import { type TestApp, cloneTestDatabase, startTestApp } from './test-app.js';

/**
 * Per-client rate limits on /graphql and /api, counted in PostgreSQL. Two apps share one database, as two
 * instances behind a load balancer would. Each test is its own client: TRUST_PROXY lets it pick its address
 * through X-Forwarded-For, so budgets do not leak from one test into the next.
 */
const REQUESTS = 6;
const WRITES = 2;
const env = {
  TRUST_PROXY: 'true',
  RATE_LIMIT_REQUESTS: String(REQUESTS),
  RATE_LIMIT_WRITES: String(WRITES),
  RATE_LIMIT_WINDOW_SECONDS: '60',
};

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  const databaseUrl = await cloneTestDatabase();
  one = await startTestApp({ env, databaseUrl });
  two = await startTestApp({ env, databaseUrl });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
});

let lastAddress = 0;
/** A client of its own: a fresh address (from TEST-NET-3) for each test. */
function client(app: () => TestApp = () => one) {
  const address = `203.0.113.${++lastAddress}`;
  const send = async (path: string, init: RequestInit = {}, on = app()) => {
    // English unless a test asks for German: the refusals' texts below are read in English.
    const headers = { 'x-forwarded-for': address, 'accept-language': 'en', ...(init.headers as object) };
    const response = await fetch(`${on.baseUrl}${path}`, { ...init, headers });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };
  return {
    get: (path: string, on?: TestApp) => send(path, {}, on),
    head: (path: string) => send(path, { method: 'HEAD' }),
    post: (path: string, body: unknown, on?: TestApp, headers: Record<string, string> = {}) =>
      send(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, on),
  };
}

const QUERY = '{ services { title } }';
const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { token errors { code } } }';
const SUBMIT = `mutation($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { errors { code } } }`;
const message = {
  name: 'Anna Berger',
  email: 'anna@example.org',
  subject: 'Kursanfrage',
  message: 'Ist im Dezember noch ein Platz frei?',
  privacyAccepted: true,
};

/** What a GraphQL answer reports of its operation's static cost once it was priced (graphql/limits.ts). */
const priced = { cost: { requestedQueryCost: expect.any(Number), maximumQueryCost: 50_000 } };

const budget = (headers: Headers) => ({
  limit: headers.get('ratelimit-limit'),
  remaining: headers.get('ratelimit-remaining'),
  policy: headers.get('ratelimit-policy'),
});
const storedMessages = () => one.database.orm.em.fork().count(ContactMessage);

describe('rate limits', () => {
  it('tells every answer of both doors how much of the budget is left; health checks are not counted', async () => {
    const c = client();
    const rest = await c.get('/api/courses');
    expect(rest.status).toBe(200);
    expect(budget(rest.headers)).toEqual({ limit: String(REQUESTS), remaining: String(REQUESTS - 1), policy: `${REQUESTS};w=60` });
    expect(Number(rest.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1);
    expect(Number(rest.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
    expect(rest.headers.get('retry-after')).toBeNull();

    const graphql = await c.post('/graphql', { query: QUERY });
    expect(graphql.status).toBe(200);
    expect(graphql.body.data.services.length).toBeGreaterThan(0);
    expect(budget(graphql.headers).remaining).toBe(String(REQUESTS - 2));

    for (const path of ['/health', '/ready']) {
      const health = await c.get(path);
      expect(health.status).toBe(200);
      expect(health.headers.get('ratelimit-limit')).toBeNull();
    }
    expect(budget((await c.get('/graphql?query=' + encodeURIComponent(QUERY))).headers).remaining).toBe(String(REQUESTS - 3));
    // HEAD is a request like GET, counted once.
    expect(budget((await c.head('/api/courses')).headers).remaining).toBe(String(REQUESTS - 4));
  });

  it('answers a client over budget 429 with Retry-After, in each door’s error shape', async () => {
    const c = client();
    for (let i = 0; i < REQUESTS; i++) expect((await c.get('/api/courses')).status).toBe(200);

    const rest = await c.get('/api/courses');
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/at most 6 points per 60 s\. Try again in \d+ s\./) });
    const retryAfter = Number(rest.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(budget(rest.headers)).toEqual({ limit: String(REQUESTS), remaining: '0', policy: `${REQUESTS};w=60` });
    expect(rest.headers.get('ratelimit-reset')).toBe(String(retryAfter));
    expect(rest.headers.get('cache-control')).toBe('no-store');

    for (const answer of [await c.post('/graphql', { query: QUERY }), await c.get('/graphql?query=' + encodeURIComponent(QUERY))]) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({
        errors: [{ message: expect.stringMatching(/Try again in \d+ s\./), extensions: { code: 'RATE_LIMITED' } }],
      });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(answer.headers.get('ratelimit-remaining')).toBe('0');
    }
  });

  it('refuses writes over the write budget on both doors and stores nothing', async () => {
    const c = client();
    const before = await storedMessages();
    for (let i = 0; i < WRITES; i++) expect((await c.post('/api/contact', message)).status).toBeLessThan(300);
    expect(await storedMessages()).toBe(before + WRITES);

    const rest = await c.post('/api/contact', message);
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/changes .* at most 2 per 60 s\. Try again in \d+ s\./),
    });
    expect(budget(rest.headers)).toEqual({ limit: String(WRITES), remaining: '0', policy: `${WRITES};w=60` });
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const graphql = await c.post('/graphql', { query: SUBMIT, variables: { input: message } });
    expect(graphql.status).toBe(429);
    expect(graphql.body).toEqual({
      errors: [{ message: expect.stringMatching(/Try again in \d+ s\./), extensions: { code: 'RATE_LIMITED' } }],
      extensions: priced,
    });
    expect(graphql.headers.get('ratelimit-limit')).toBe(String(WRITES));
    expect(Number(graphql.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await storedMessages()).toBe(before + WRITES);

    // The write budget is spent, the request budget is not: reads still pass.
    expect((await c.post('/graphql', { query: QUERY })).status).toBe(200);
  });

  it('keeps reads out of the write budget; a write counts once against the request budget too', async () => {
    const c = client();
    for (let i = 0; i < 3; i++) await c.get('/api/courses');
    const write = await c.post('/graphql', { query: SUBMIT, variables: { input: message } });
    expect(write.status).toBe(200);
    expect(write.body.data.submitContactMessage.errors).toEqual([]);
    // A mutation's answer shows the write budget, untouched by the three reads.
    expect(budget(write.headers)).toEqual({ limit: String(WRITES), remaining: String(WRITES - 1), policy: `${WRITES};w=60` });
    expect(budget((await c.get('/api/courses')).headers).remaining).toBe(String(REQUESTS - 5));
  });

  it('shares one budget between two instances on the same database', async () => {
    const c = client();
    const remaining: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const answer = await c.get('/api/courses', i % 2 ? two : one);
      expect(answer.status).toBe(200);
      remaining.push(answer.headers.get('ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['5', '4', '3', '2', '1', '0']);
    // `two` has never refused this client itself; the shared count says it is over budget.
    expect((await c.get('/api/courses', one)).status).toBe(429);
    expect((await c.post('/graphql', { query: QUERY }, two)).status).toBe(429);
  });

  it('lets a client in again once the window has passed', async () => {
    const short = await startTestApp({
      env: { ...env, RATE_LIMIT_REQUESTS: '2', RATE_LIMIT_WINDOW_SECONDS: '1' },
      databaseUrl: one.database.orm.config.get('clientUrl'),
    });
    try {
      const c = client(() => short);
      expect((await c.get('/api/courses')).status).toBe(200);
      expect((await c.get('/api/courses')).status).toBe(200);
      const refused = await c.get('/api/courses');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      await sleep(1_100);
      const again = await c.get('/api/courses');
      expect(again.status).toBe(200);
      expect(again.headers.get('ratelimit-remaining')).toBe('1');
    } finally {
      await short.close();
    }
  });
});

describe('the write budget counts mutation fields, not requests (issue 21, row 2)', () => {
  const BUDGET = 20;
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { ...env, RATE_LIMIT_WRITES: String(BUDGET) }, databaseUrl: one.database.orm.config.get('clientUrl') });
  });
  afterAll(() => app?.close());

  const sql = async (query: string) => Number((await app.database.orm.em.fork().getConnection().execute<{ n: string }[]>(query))[0].n);
  /** What a document of aliased writes leaves behind: stored messages, newsletter sign-ups, queued mails. */
  const written = async () => ({
    messages: await sql('select count(*) as n from contact_messages'),
    signUps: await sql('select count(*) as n from newsletter_subscriptions'),
    mails: await sql('select count(*) as n from mails'),
  });
  let signUps = 0;
  /** One document of `contact` aliased contact messages and `newsletter` aliased sign-ups (each to a new address). */
  const aliased = (contact: number, newsletter = 0) => {
    const fields = [
      ...Array.from({ length: contact }, (_, i) => `c${i}: submitContactMessage(input: $message) { errors { code } }`),
      ...Array.from(
        { length: newsletter },
        (_, i) =>
          `n${i}: subscribeToNewsletter(input: { email: "reader${++signUps}@example.org", privacyAccepted: true }) { errors { code } }`,
      ),
    ];
    return { query: `mutation($message: SubmitContactMessageInput!) { ${fields.join(' ')} }`, variables: { message } };
  };

  it('refuses 30 aliased writes against a budget of 20 before any runs: 400 that names the maximum, nothing stored or spent', async () => {
    const c = client(() => app);
    const before = await written();
    for (const document of [aliased(30), aliased(15, 15), aliased(21)]) {
      const refused = await c.post('/graphql', document);
      // No retry could ever pass: not a 429 with Retry-After but the client's 400.
      expect([refused.status, refused.headers.get('retry-after')]).toEqual([400, null]);
      expect(refused.body).toEqual({
        errors: [
          {
            message: expect.stringMatching(/makes (30|21) changes \(mutation fields\); at most 20 are allowed in one document/),
            extensions: { code: 'TOO_MANY_MUTATIONS' },
          },
        ],
        extensions: priced,
      });
    }
    const german = await c.post('/graphql', aliased(21), undefined, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.body.errors[0]).toEqual({
      message: expect.stringMatching(
        /^Dieses Dokument macht 21 Änderungen \(Mutationsfelder\); höchstens 20 sind in einem Dokument erlaubt/,
      ),
      extensions: { code: 'TOO_MANY_MUTATIONS' },
    });
    expect(await written()).toEqual(before);

    // 20, the whole budget, still passes (and nothing of it was spent by the refusals).
    const twenty = await c.post('/graphql', aliased(20));
    expect([twenty.status, twenty.headers.get('ratelimit-remaining')]).toEqual([200, '0']);
    expect((await written()).messages).toBe(before.messages + 20);
  });

  it('runs every field of a document within the budget, each a write', async () => {
    const c = client(() => app);
    const before = await written();
    // Within the budget every field runs, and each one is a write.
    const five = await c.post('/graphql', aliased(5));
    expect(five.status).toBe(200);
    expect(Object.values(five.body.data)).toEqual(Array(5).fill({ errors: [] }));
    expect(five.headers.get('ratelimit-remaining')).toBe(String(BUDGET - 5));
    // Each message: the business's notification and the visitor's acknowledgement.
    expect(await written()).toEqual({ ...before, messages: before.messages + 5, mails: before.mails + 10 });
  });

  it('refuses a document larger than what is left without spending what is left (all or nothing)', async () => {
    const c = client(() => app);
    expect((await c.post('/graphql', aliased(9, 9))).headers.get('ratelimit-remaining')).toBe('2');
    const before = await written();
    const refused = await c.post('/graphql', aliased(3));
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].message).toMatch(/this document makes 3, 2 are left .* none of them ran\. Try again in \d+ s\./);
    expect(refused.headers.get('ratelimit-remaining')).toBe('2');
    expect(await written()).toEqual(before);
    // The two left are still there, for a document of two.
    const two = await c.post('/graphql', aliased(2));
    expect(two.status).toBe(200);
    expect(two.headers.get('ratelimit-remaining')).toBe('0');
    expect((await c.post('/graphql', aliased(1))).status).toBe(429);
  });

  it('counts the fields that run: through fragments, without skipped ones, same response name once, __typename free', async () => {
    const c = client(() => app);
    const query = `mutation($message: SubmitContactMessageInput!, $skip: Boolean!) {
      __typename
      ...Two
      ... on Mutation { a: submitContactMessage(input: $message) { errors { code } } }
      skipped: submitContactMessage(input: $message) @skip(if: $skip) { errors { code } }
    }
    fragment Two on Mutation {
      a: submitContactMessage(input: $message) { errors { code } }
      b: submitContactMessage(input: $message) { errors { code } }
    }`;
    const before = await written();
    const answer = await c.post('/graphql', { query, variables: { message, skip: true } });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual(['__typename', 'a', 'b']);
    expect(answer.headers.get('ratelimit-remaining')).toBe(String(BUDGET - 2));
    expect((await written()).messages).toBe(before.messages + 2);
    const unskipped = await c.post('/graphql', { query, variables: { message, skip: false } });
    expect(unskipped.headers.get('ratelimit-remaining')).toBe(String(BUDGET - 5));
  });
});

describe("a signed-in trainer's marks spend a budget of the account, not the address's write budget", () => {
  const MARKS = 4;
  let app: TestApp;
  let token: string;
  let courseId: number;
  beforeAll(async () => {
    app = await startTestApp({
      env: { ...env, RATE_LIMIT_TRAINER_MARKS: String(MARKS) },
      databaseUrl: one.database.orm.config.get('clientUrl'),
    });
    const em = app.database.orm.em.fork();
    await em.insert(User, {
      username: 'trainer-budget',
      passwordHash: await hashPassword('trainer-budget-password'),
      role: UserRole.TRAINER,
    });
    courseId = await createTestCourse(app, { title: 'Budget der Trainerin', places: 5, priceCents: 1_000 });
    await em
      .getConnection()
      .execute(`insert into course_trainers (course_id, user_id) select ?, id from users where username = 'trainer-budget'`, [courseId]);
    const signedIn = await client(() => app).post('/graphql', {
      query: SIGN_IN,
      variables: { input: { username: 'trainer-budget', password: 'trainer-budget-password' } },
    });
    token = signedIn.body.data.signIn.token;
  });
  afterAll(() => app?.close());

  const SAVE = 'mutation($input: SaveTrainerMarksInput!) { saveTrainerMarks(input: $input) { applied errors { code } } }';
  const save = (c: ReturnType<typeof client>) =>
    c.post('/graphql', { query: SAVE, variables: { input: { courseId, attendance: [], notes: [], badges: [] } } }, undefined, {
      authorization: `Bearer ${token}`,
    });

  it("lets a trainer save more often than the write budget allows, keeps the address's writes for others, and refuses past its own budget", async () => {
    const c = client(() => app);
    // More saves than the address's write budget (2) would let through.
    for (let i = 0; i < MARKS; i++) {
      const saved = await save(c);
      expect([saved.status, saved.body.data.saveTrainerMarks.errors]).toEqual([200, []]);
      expect(budget(saved.headers)).toEqual({ limit: String(MARKS), remaining: String(MARKS - 1 - i), policy: `${MARKS};w=60` });
    }
    // The address's write budget is untouched: an anonymous form from the same address (the pool's Wi-Fi) still passes.
    const form = await c.post('/graphql', { query: SUBMIT, variables: { input: message } });
    expect([form.status, budget(form.headers).remaining]).toEqual([200, String(WRITES - 1)]);

    // Past its own budget: 429 with Retry-After, from any address (the budget is the account's).
    for (const from of [c, client(() => app)]) {
      const refused = await save(from);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        errors: [
          {
            message: expect.stringMatching(/attendance saves .* at most 4 per 60 s\. Try again in \d+ s\./),
            extensions: { code: 'RATE_LIMITED' },
          },
        ],
        extensions: priced,
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it("spends the address's write budget for a document that does more than save marks, and for a caller not signed in", async () => {
    const both = await client(() => app).post(
      '/graphql',
      {
        query:
          'mutation($input: SaveTrainerMarksInput!, $message: SubmitContactMessageInput!) { saveTrainerMarks(input: $input) { applied } submitContactMessage(input: $message) { errors { code } } }',
        variables: { input: { courseId, attendance: [], notes: [], badges: [] }, message },
      },
      undefined,
      { authorization: `Bearer ${token}` },
    );
    expect([both.status, budget(both.headers)]).toEqual([200, { limit: String(WRITES), remaining: '0', policy: `${WRITES};w=60` }]);
    const anonymous = await client(() => app).post('/graphql', {
      query: SAVE,
      variables: { input: { courseId, attendance: [], notes: [], badges: [] } },
    });
    expect(budget(anonymous.headers)).toEqual({ limit: String(WRITES), remaining: String(WRITES - 1), policy: `${WRITES};w=60` });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe("requests cost their document's static cost, not the server's time (issue 21, row 1)", () => {
  const COST_PER_POINT = 100;
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: { ...env, RATE_LIMIT_REQUESTS: '100', RATE_LIMIT_COST_PER_POINT: String(COST_PER_POINT) },
      databaseUrl: one.database.orm.config.get('clientUrl'),
    });
  });
  afterAll(() => app?.close());

  const remaining = (headers: Headers) => Number(headers.get('ratelimit-remaining'));
  const COURSES = 'query($n: Int) { courses(first: $n) { edges { node { title startDate priceCents } } } }';
  const costOf = (body: { extensions?: { cost?: { requestedQueryCost?: number; maximumQueryCost?: number } } }) =>
    body.extensions?.cost?.requestedQueryCost ?? NaN;

  /** The services list while a transaction holds their table: the answer waits for the lock, at least `ms`. */
  async function slowServices<T>(send: () => Promise<T>, ms: number): Promise<T> {
    const admin = new pg.Client({ connectionString: app.database.orm.config.get('clientUrl') });
    await admin.connect();
    try {
      await admin.query('begin');
      await admin.query('lock table services in access exclusive mode');
      const answer = send();
      // The request is known to wait once PostgreSQL shows it blocked; then it is kept waiting a while longer.
      for (let waiting = 0; waiting === 0;) {
        const { rows } = await admin.query(WAITING_FOR_A_LOCK);
        waiting = rows[0].waiting;
      }
      await sleep(ms);
      await admin.query('rollback');
      return await answer;
    } finally {
      await admin.end();
    }
  }

  it('charges 1 point plus 1 per 100 of the cost the answer reports in extensions.cost, by the numbers the variables ask for', async () => {
    const c = client(() => app);
    const small = await c.post('/graphql', { query: COURSES, variables: { n: 1 } });
    expect(small.status).toBe(200);
    expect(small.body.extensions.cost).toEqual({ requestedQueryCost: costOf(small.body), maximumQueryCost: 50_000 });
    expect(costOf(small.body)).toBeLessThan(COST_PER_POINT);
    expect(remaining(small.headers)).toBe(99);

    const large = await c.post('/graphql', { query: COURSES, variables: { n: 200 } });
    expect(costOf(large.body)).toBeGreaterThan(10 * COST_PER_POINT);
    const largePoints = 1 + Math.floor(costOf(large.body) / COST_PER_POINT);
    expect(remaining(large.headers)).toBe(99 - largePoints);

    // The same document by GET costs the same; a REST row (a fixed operation of ours) costs 1.
    const byGet = await c.get(`/graphql?query=${encodeURIComponent(COURSES)}&variables=${encodeURIComponent('{"n":200}')}`);
    expect(costOf(byGet.body)).toBe(costOf(large.body));
    expect(remaining(byGet.headers)).toBe(99 - 2 * largePoints);
    expect(remaining((await c.get('/api/courses')).headers)).toBe(98 - 2 * largePoints);
  });

  it('charges the same for the same document whether the server answers at once or after 150 ms', async () => {
    const c = client(() => app);
    const query = '{ services { title description slug } }';
    const quick = await c.post('/graphql', { query });
    const spentQuick = 100 - remaining(quick.headers);
    const slow = await slowServices(() => c.post('/graphql', { query }), 150);
    expect([slow.status, costOf(slow.body)]).toEqual([200, costOf(quick.body)]);
    expect(100 - spentQuick - remaining(slow.headers)).toBe(spentQuick);
    // The time is reported (Server-Timing), not charged.
    expect(Number(/app;dur=(\d+)/.exec(slow.headers.get('server-timing') ?? '')?.[1])).toBeGreaterThanOrEqual(150);
  });

  it('charges signed-in staff one point per request, whatever the document costs', async () => {
    const staff = await adminCallers(app, { username: 'rate-limited-staff' });
    const asStaff = (n: number) =>
      fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.250', ...staff.headersFor('admin') },
        body: JSON.stringify({ query: COURSES, variables: { n } }),
      });
    const before = remaining((await asStaff(1)).headers);
    expect(remaining((await asStaff(200)).headers)).toBe(before - 1);
  });

  it('refuses the next request of a client whose costly documents used up its budget; other clients go on', async () => {
    const c = client(() => app);
    let answers = 0;
    for (let left = 100; left > 0; answers++) {
      const answer = await c.post('/graphql', { query: COURSES, variables: { n: 200 } });
      expect(answer.status).toBe(200);
      left = remaining(answer.headers);
    }
    // Each costs dozens of points: a few answers, not 100.
    expect(answers).toBeLessThan(10);
    const refused = await c.post('/graphql', { query: QUERY });
    expect([refused.status, refused.body.errors[0].extensions.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client(() => app).post('/graphql', { query: QUERY })).status).toBe(200);
  });
});

describe('rate limits while their store does not answer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env });
  });
  afterAll(() => app?.close());

  it('count in memory and warn once, without failing or waiting for the store, when PostgreSQL does not answer', async () => {
    const warn = jest.spyOn(app.app.log, 'warn');
    const c = client(() => app);
    expect((await c.get('/api/courses')).status).toBe(200);
    // A counter store that hangs: the table is locked by a transaction that ends only when the test says so.
    const locker = app.database.orm.em.fork();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const waitingForTheLock = async () => (await locker.getConnection().execute(WAITING_FOR_A_LOCK))[0].waiting as number;
    const hold = locker.transactional(async (em) => {
      await em.execute('lock table rate_limits in access exclusive mode');
      locked();
      await released;
    });
    try {
      await isLocked;
      // Every answer below arrives while the table is still locked: no request waits for the store.
      const first = await c.get('/api/courses');
      expect(first.status).toBe(200);
      expect(first.headers.get('ratelimit-remaining')).toBe(String(REQUESTS - 1)); // counted afresh, in memory
      const blockedAfterFirst = await waitingForTheLock();
      expect(blockedAfterFirst).toBeGreaterThan(0); // the first request's counter query, given up after its timeout
      // Further requests skip the store (no query of theirs joins the one left waiting) and are still limited, per instance.
      for (let i = 1; i < REQUESTS; i++) expect((await c.get('/api/courses')).status).toBe(200);
      expect((await c.get('/api/courses')).status).toBe(429);
      expect(await waitingForTheLock()).toBe(blockedAfterFirst);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][1]).toMatch(/counted in memory/);
    } finally {
      release();
      await hold;
    }
  });
});

describe('rate limit counters', () => {
  it('are cleaned by the clear_expired_rate_limits job once expired for over an hour', async () => {
    const connection = one.database.orm.em.getConnection();
    const now = Date.now();
    await connection.execute(
      'insert into "rate_limits" ("key", "points", "expire") values (?, 1, ?), (?, 1, ?), (?, 1, ?) on conflict ("key") do nothing',
      ['cleanup:old', now - 2 * 60 * 60 * 1000, 'cleanup:recent', now - 10 * 60 * 1000, 'cleanup:current', now + 60 * 1000],
    );
    await clearExpiredRateLimitsTask(one.database.orm)({}, {} as never);
    const left = await connection.execute<Array<{ key: string }>>(
      `select "key" from "rate_limits" where "key" like 'cleanup:%' order by "key"`,
    );
    expect(left.map((row) => row.key)).toEqual(['cleanup:current', 'cleanup:recent']);
  });
});
