import jwt from 'jsonwebtoken';
import { deviceTokenKey } from '../src/modules/auth/device-token.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { Mail } from '../src/modules/mail/mail.entity.js';
import { renderMail, translator } from '../src/modules/mail/mail.render.js';
import { mailTemplate } from '../src/modules/mail/mail-registry.js';
import { User, UserRole } from '../src/modules/users/user.entity.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * Issue 21 row 4: guessing a staff password from many addresses. Every attempt comes from an address of its own
 * (TRUST_PROXY: X-Forwarded-For), so only the account's own count can hold the guesser back. Time does not pass
 * here: a lock "ends" when the test moves its expiry in the `rate_limits` table, as the clock would.
 */
const APP_SECRET = 'guessing-test-secret-'.padEnd(64, 'x');
const MAIL_TO = 'team@h2o.test';
const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;
const PASSWORDS = { kim: 'kim-password-1', max: 'max-password-1', anna: 'anna-password-1' };

let inbox: SmtpInbox;
let t: TestApp;
const em = () => t.database.orm.em.fork();

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    env: {
      TRUST_PROXY: 'true',
      APP_SECRET,
      SMTP_URL: inbox.url,
      MAIL_TO,
      MAIL_FROM: 'H2O Gersthofen <info@h2o.test>',
      JOB_POLL_INTERVAL_MS: '100',
    },
    jobWorker: true,
  });
  for (const [username, role] of [
    ['kim', UserRole.ADMIN],
    ['max', UserRole.ADMIN],
    ['anna', UserRole.USER],
  ] as const) {
    await em().insert(User, { username, role, passwordHash: await hashPassword(PASSWORDS[username]) });
  }
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { viewer { username } token deviceToken errors { field code } } }`;

let lastAddress = 0;
/** A client address nobody used before (private range, one per attempt). */
const newAddress = () => {
  lastAddress += 1;
  return `10.21.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

interface Answer {
  status: number;
  /** `OK`, `INVALID_CREDENTIALS`, `RATE_LIMITED`, … on either door. */
  code: string;
  retryAfter: number | null;
  /** The device cookie the answer sets: value and attributes. */
  device?: { value: string; attributes: string[] };
  /** The answer's `deviceToken` (for API clients). */
  deviceToken?: string;
  body: any;
}

/** One sign-in attempt through /graphql or POST /api/login, from a new address unless told. */
async function signIn(
  username: string,
  password: string,
  {
    door = 'graphql',
    device,
    deviceToken,
    address = newAddress(),
    headers = {},
  }: { door?: 'graphql' | 'rest'; device?: string; deviceToken?: string; address?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const input = { username, password, ...(deviceToken === undefined ? {} : { deviceToken }) };
  const [path, body] = door === 'graphql' ? ['/graphql', { query: SIGN_IN, variables: { input } }] : ['/api/login', input];
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(device ? { cookie: `h2o_device=${device}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as any;
  const code =
    door === 'graphql'
      ? (json.data?.signIn?.errors?.[0]?.code ?? json.errors?.[0]?.extensions?.code ?? (json.data?.signIn?.token ? 'OK' : 'NONE'))
      : (json.errors?.[0]?.code ?? json.code ?? (json.token ? 'OK' : 'NONE'));
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('h2o_device='));
  const [pair, ...attributes] = setCookie?.split(';').map((part) => part.trim()) ?? [];
  const retryAfter = response.headers.get('retry-after');
  return {
    status: response.status,
    code,
    retryAfter: retryAfter === null ? null : Number(retryAfter),
    device: setCookie ? { value: pair.slice('h2o_device='.length), attributes } : undefined,
    deviceToken: (door === 'graphql' ? json.data?.signIn?.deviceToken : json.deviceToken) ?? undefined,
    body: json,
  };
}

const outcome = (answer: Answer) => `${answer.status} ${answer.code}`;

/** Ends a username's running lock, as its time running out would. */
async function endLock(username: string) {
  await em().execute(`update rate_limits set expire = ? where key = ?`, [Date.now() - 1, `sign_in_account_lock:${username}`]);
}

const auditEvents = async (username: string) => {
  const rows = await em().execute(
    `select e.action, e.actor_id, e.after from audit_events e join users u on u.id = e.entity_id where e.entity_type = 'user' and u.username = ? order by e.id`,
    [username],
  );
  return rows as { action: string; actor_id: number | null; after: Record<string, unknown> }[];
};
const lockMails = (username: string) =>
  em().find(Mail, { template: 'signInLocked', subject: { $like: `%„${username}“%` } }, { orderBy: { id: 'asc' } });

/** Waits until the notice jobs queued so far have run (their mails then sit in the outbox). */
async function noticesDone() {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [{ n }] = await em().execute(`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'notify_sign_in_lock'`);
    if (n === 0) return;
    if (Date.now() > deadline) throw new Error(`${n} sign-in lock notices still waiting`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Each test starts from clean counters; the accounts, mails and audit events stay.
beforeEach(async () => {
  await em().execute(`delete from rate_limits where key like 'sign_in_%'`);
});

describe('row 4: 60 wrong passwords for admin, each from another address', () => {
  it('checks 5, then refuses the rest (429, Retry-After) without checking them, the right password included; an unknown username answers alike', async () => {
    const guesses = async (username: string) => {
      const answers: Answer[] = [];
      for (let guess = 1; guess <= 60; guess++) answers.push(await signIn(username, `guess-${guess}`));
      return answers;
    };
    const admin = await guesses('admin');
    const nobody = await guesses('nobody-by-this-name');

    const expected = [...Array(5).fill('200 INVALID_CREDENTIALS'), ...Array(55).fill('429 RATE_LIMITED')];
    expect(admin.map(outcome)).toEqual(expected);
    expect(nobody.map(outcome)).toEqual(expected);
    for (const refused of [...admin.slice(5), ...nobody.slice(5)]) {
      // Still the first lock (1 minute): the 55 refused guesses were not checked, or each would have doubled it.
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(60);
    }

    // The right password, from an address that never failed, on both doors: refused before it is checked.
    const right = await signIn('admin', ADMIN_PASSWORD);
    expect([outcome(right), right.device]).toEqual(['429 RATE_LIMITED', undefined]);
    const rest = await signIn('Admin', ADMIN_PASSWORD, { door: 'rest', headers: { 'accept-language': 'en' } });
    expect(outcome(rest)).toBe('429 RATE_LIMITED');
    expect(rest.retryAfter).toBeLessThanOrEqual(60);
  });

  it('tells the admins once per lock: one audit event on the account and one mail (to MAIL_TO while no admin has an address); nothing for an unknown username', async () => {
    for (let guess = 1; guess <= 12; guess++) await signIn('kim', `guess-${guess}`);
    for (let guess = 1; guess <= 12; guess++) await signIn('nobody-else', `guess-${guess}`);
    const [mail] = await inbox.waitFor(1, (received) => received.subject?.includes('„kim“') === true);
    await noticesDone();

    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([MAIL_TO]);
    expect(mail.subject).toBe('Anmeldung als „kim“ gesperrt: zu viele falsche Passwörter');
    expect(mail.text).toContain('Für das Konto „kim“ wurde 5-mal in Folge ein falsches Passwort eingegeben');
    expect(mail.text).toContain('für eine Minute gesperrt');
    expect((await lockMails('kim')).map((row) => row.recipient)).toEqual([MAIL_TO]);

    const [event, ...more] = await auditEvents('kim');
    expect(more).toEqual([]);
    expect(event).toEqual({
      action: 'signInLocked',
      actor_id: null,
      after: { failuresInARow: 5, lockedAt: expect.any(String), lockedUntil: expect.any(String) },
    });
    expect(Date.parse(event.after.lockedUntil as string) - Date.parse(event.after.lockedAt as string)).toBe(60_000);
    // The unknown username was locked just the same (the answers above), but there is no account to tell about.
    expect(await em().find(Mail, { template: 'signInLocked', subject: { $like: '%nobody-else%' } })).toEqual([]);
  });
});

describe('the lock', () => {
  it('lets one attempt through when it ends (of many at once), doubles with each failure, and is lifted by a success', async () => {
    for (let guess = 1; guess <= 5; guess++) expect(outcome(await signIn('kim', `guess-${guess}`))).toBe('200 INVALID_CREDENTIALS');
    await endLock('kim');
    // Five guessers at the lock's end: one is checked, the others are refused.
    const together = await Promise.all([1, 2, 3, 4, 5].map((guess) => signIn('kim', `together-${guess}`)));
    expect(together.map(outcome).sort()).toEqual(['200 INVALID_CREDENTIALS', ...Array(4).fill('429 RATE_LIMITED')]);
    // That sixth failure in a row doubled the lock.
    const doubled = await signIn('kim', 'guess-7');
    expect(outcome(doubled)).toBe('429 RATE_LIMITED');
    expect(doubled.retryAfter).toBeGreaterThan(60);
    expect(doubled.retryAfter).toBeLessThanOrEqual(120);

    await endLock('kim');
    expect(outcome(await signIn('kim', 'guess-8'))).toBe('200 INVALID_CREDENTIALS');
    const again = await signIn('kim', 'guess-9');
    expect([outcome(again), again.retryAfter! > 120, again.retryAfter! <= 240]).toEqual(['429 RATE_LIMITED', true, true]);

    // At its end the owner signs in (from anywhere, without a device cookie), which starts the count afresh.
    await endLock('kim');
    expect(outcome(await signIn('kim', PASSWORDS.kim))).toBe('200 OK');
    for (let guess = 1; guess <= 5; guess++) expect(outcome(await signIn('kim', `later-${guess}`))).toBe('200 INVALID_CREDENTIALS');
    expect(outcome(await signIn('kim', PASSWORDS.kim))).toBe('429 RATE_LIMITED');
  });

  it('mails each admin with an address (not MAIL_TO, not other users) once per lock, however often the lock doubles', async () => {
    const before = (await lockMails('max')).length;
    await em().nativeUpdate(User, { username: 'admin' }, { email: 'admin@h2o.test' });
    await em().nativeUpdate(User, { username: 'kim' }, { email: 'kim@h2o.test' });
    await em().nativeUpdate(User, { username: 'anna' }, { email: 'anna@h2o.test' });
    try {
      for (let guess = 1; guess <= 5; guess++) await signIn('max', `guess-${guess}`);
      for (let round = 1; round <= 3; round++) {
        await endLock('max');
        expect(outcome(await signIn('max', `round-${round}`))).toBe('200 INVALID_CREDENTIALS');
      }
      await inbox.waitFor(2, (received) => received.subject?.includes('„max“') === true);
      await noticesDone();
      const rows = (await lockMails('max')).slice(before);
      expect(rows.map((row) => row.recipient).sort()).toEqual(['admin@h2o.test', 'kim@h2o.test']);
      expect((await auditEvents('max')).map((event) => event.after?.failuresInARow)).toEqual([5]);
    } finally {
      await em().nativeUpdate(User, { username: { $in: ['admin', 'kim', 'anna'] } }, { email: null });
    }
  });
});

describe('a browser that signed in before (device cookie)', () => {
  it('gets an httpOnly, SameSite=Lax device cookie for half a year with each success, Secure over TLS', async () => {
    const plain = await signIn('max', PASSWORDS.max);
    expect(plain.device?.attributes).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', expect.stringMatching(/^Expires=/)]),
    );
    expect(plain.device?.attributes).not.toContain('Secure');
    const expires = Date.parse(plain.device!.attributes.find((a) => a.startsWith('Expires='))!.slice(8));
    expect(Math.abs(expires - (Date.now() + 180 * 24 * 3600_000))).toBeLessThan(60_000);
    const tls = await signIn('max', PASSWORDS.max, { door: 'rest', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.device?.attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax']));
    expect((await signIn('max', 'wrong')).device).toBeUndefined();
  });

  it('still signs its owner in while others have the account locked, on both doors and from a new address, which lifts the lock; its own failures lock only it', async () => {
    const owner = (await signIn('admin', ADMIN_PASSWORD)).device!.value;
    const anna = (await signIn('anna', PASSWORDS.anna)).device!.value;
    const lockByOthers = async () => {
      for (let guess = 1; guess <= 6; guess++) await signIn('admin', `guess-${guess}`);
      expect(outcome(await signIn('admin', ADMIN_PASSWORD))).toBe('429 RATE_LIMITED');
    };
    await lockByOthers();

    // A device cookie of another username, or one not signed with the app's key, is no device cookie.
    expect(outcome(await signIn('admin', ADMIN_PASSWORD, { device: anna }))).toBe('429 RATE_LIMITED');
    const forged = jwt.sign({}, deviceTokenKey('another-secret'.padEnd(64, 'y')), {
      subject: 'admin',
      jwtid: '00000000-0000-4000-8000-000000000000',
      issuer: 'h2o-gersthofen',
      audience: 'h2o-device',
      expiresIn: 3600,
    });
    expect(outcome(await signIn('admin', ADMIN_PASSWORD, { device: forged }))).toBe('429 RATE_LIMITED');

    const viaGraphql = await signIn('admin', ADMIN_PASSWORD, { device: owner });
    expect(outcome(viaGraphql)).toBe('200 OK');
    // The owner's success lifts the lock others caused (README: "A success lifts the lock"): any browser signs in again.
    expect(outcome(await signIn('admin', ADMIN_PASSWORD))).toBe('200 OK');
    await lockByOthers();
    expect(outcome(await signIn('admin', ADMIN_PASSWORD, { door: 'rest', device: viaGraphql.device!.value }))).toBe('200 OK');
    expect(outcome(await signIn('admin', ADMIN_PASSWORD, { door: 'rest' }))).toBe('200 OK');
    // The lifted lock starts afresh: the count of failures in a row and the lock's doubling begin again.
    for (let guess = 1; guess <= 5; guess++) expect(outcome(await signIn('admin', `after-${guess}`))).toBe('200 INVALID_CREDENTIALS');
    expect((await signIn('admin', 'after-6')).retryAfter).toBeLessThanOrEqual(60);

    // Someone guessing with a stolen cookie gets the device's own 5 tries, then the device counts for nothing.
    const stolen = viaGraphql.device!.value;
    for (let guess = 1; guess <= 5; guess++)
      expect(outcome(await signIn('admin', `stolen-${guess}`, { device: stolen }))).toBe('200 INVALID_CREDENTIALS');
    expect(outcome(await signIn('admin', ADMIN_PASSWORD, { device: stolen }))).toBe('429 RATE_LIMITED');
    // The cookie the owner had before is a device of its own and still works.
    expect(outcome(await signIn('admin', ADMIN_PASSWORD, { device: owner }))).toBe('200 OK');
  });
});

describe('an API client that signed in before (deviceToken)', () => {
  it('sends the deviceToken of its last success and is let in while others have the account locked, on both doors', async () => {
    const first = await signIn('kim', PASSWORDS.kim, { door: 'rest' });
    expect(first.deviceToken).toBe(first.device!.value);
    for (let guess = 1; guess <= 5; guess++) await signIn('kim', `guess-${guess}`);
    expect(outcome(await signIn('kim', PASSWORDS.kim, { door: 'rest' }))).toBe('429 RATE_LIMITED');
    // A token that is not ours counts as none; one too long to be ours is a field error, and nothing is counted.
    expect(outcome(await signIn('kim', PASSWORDS.kim, { deviceToken: 'not-a-device-token' }))).toBe('429 RATE_LIMITED');

    const rest = await signIn('kim', PASSWORDS.kim, { door: 'rest', deviceToken: first.deviceToken });
    expect(outcome(rest)).toBe('200 OK');
    for (let guess = 1; guess <= 5; guess++) await signIn('kim', `again-${guess}`);
    expect(outcome(await signIn('kim', PASSWORDS.kim, { deviceToken: rest.deviceToken }))).toBe('200 OK');
    const huge = await signIn('kim', PASSWORDS.kim, { deviceToken: 'x'.repeat(60 * 1024) });
    expect([huge.status, huge.body.data.signIn.errors]).toEqual([200, [{ field: 'deviceToken', code: 'TOO_LONG' }]]);
  });
});

describe('the notice in English', () => {
  it('exists in the catalogue like every mail text (admins get it in German, the business language)', () => {
    const data = { username: 'kim', failuresInARow: 5, lockMinutes: 1, lockedAt: '2026-11-26T09:30:00.000Z' };
    const english = renderMail(mailTemplate('signInLocked')(data, translator('en')), 'en');
    expect(english.subject).toBe('Sign-in as "kim" locked: too many wrong passwords');
    expect(english.text).toContain('A wrong password was entered for the account "kim" 5 times in a row');
    expect(english.text).toContain('locked for one minute');
    expect(english.text).toContain('26/11/2026, 10:30');
  });
});
