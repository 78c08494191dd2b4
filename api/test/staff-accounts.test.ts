import type { ParsedMail } from 'mailparser';
import { accountTokens } from '../src/modules/users/account.token.js';
import { Session } from '../src/modules/auth/session.entity.js';
import { StaffInvitation } from '../src/modules/users/staff-invitation.entity.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { User, UserRole } from '../src/modules/users/user.entity.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * Issue 27: staff accounts. An admin invites staff and a trainer by e-mail (the mails read from a real SMTP server, in
 * German and English), they accept with their own username and password, roles decide what they may do; admins
 * change roles and deactivate accounts; everyone changes their own password and ends their sessions; a forgotten
 * password is reset by mail. Hostile input (reused, expired, forged links; weak, huge passwords) changes nothing.
 */
const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;

let inbox: SmtpInbox;
let t: TestApp;
const em = () => t.database.orm.em.fork();

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    env: {
      TRUST_PROXY: 'true',
      APP_SECRET: 'staff-test-secret-'.padEnd(64, 'x'),
      SMTP_URL: inbox.url,
      MAIL_TO: 'team@h2o.test',
      MAIL_FROM: 'H2O <info@h2o.test>',
      JOB_POLL_INTERVAL_MS: '100',
    },
    jobWorker: true,
  });
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

let lastAddress = 0;
const newAddress = () => `10.27.0.${++lastAddress}`;

/** A GraphQL call as `token`'s holder (anonymous without), from its own client address unless told, in `language`. */
async function gql(
  query: string,
  variables: Record<string, unknown> = {},
  {
    token,
    language = 'de',
    address = newAddress(),
    userAgent,
  }: { token?: string; language?: string; address?: string; userAgent?: string } = {},
) {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      'x-forwarded-for': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(userAgent ? { 'user-agent': userAgent } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

async function signIn(username: string, password: string, userAgent?: string): Promise<string> {
  const answer = await gql(
    'mutation($input: SignInInput!) { signIn(input: $input) { token errors { code } } }',
    { input: { username, password } },
    { userAgent },
  );
  expect([username, answer.body.data?.signIn?.errors]).toEqual([username, []]);
  return answer.body.data.signIn.token;
}

const INVITE =
  'mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { invitation { databaseId email role } errors { field code message } } }';
const ACCEPT =
  'mutation($input: AcceptStaffInvitationInput!) { acceptStaffInvitation(input: $input) { username errors { field code message } } }';
const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { done errors { field code message } } }';
const REQUEST_RESET = 'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { done errors { field code } } }';
const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { done errors { field code message } } }';
const SESSIONS = '{ accountSessions { id current userAgent createdAt lastSeenAt } }';

/** The link of a mail's button, and the token in it. */
function linkOf(mail: ParsedMail, path: string): { url: string; token: string } {
  const url = String(mail.html)
    .match(new RegExp(`href="(http[^"]*${path}[^"]*)"`))![1]
    .replace(/&amp;/g, '&');
  return { url, token: new URL(url).searchParams.get('token')! };
}

const counts = async () => ({
  users: await em().count(User, {}),
  invitations: await em().count(StaffInvitation, { acceptedAt: { $ne: null } }),
});

let adminToken: string;
let staffToken: string;
let staffId: number;
let trainerId: number;

describe('invitations', () => {
  let staffLink: { url: string; token: string };
  let trainerLink: { url: string; token: string };

  it('mails an invitation in the language chosen (German, English) with a single-use link to the invitation page', async () => {
    adminToken = await signIn('admin', ADMIN_PASSWORD);
    const staff = await gql(INVITE, { input: { email: 'sara@team.test', role: 'STAFF', language: 'de' } }, { token: adminToken });
    const trainer = await gql(INVITE, { input: { email: 'tom@team.test', role: 'TRAINER', language: 'en' } }, { token: adminToken });
    expect(staff.body.data.inviteStaff).toEqual({
      invitation: { databaseId: expect.any(Number), email: 'sara@team.test', role: 'STAFF' },
      errors: [],
    });
    expect(trainer.body.data.inviteStaff.errors).toEqual([]);
    const [de] = await inbox.waitFor(1, (mail) => JSON.stringify(mail.to ?? null).includes('sara@team.test'));
    const [en] = await inbox.waitFor(1, (mail) => JSON.stringify(mail.to ?? null).includes('tom@team.test'));
    expect(de.subject).toBe('Einladung in das Team von H2O Gersthofen');
    expect(de.text).toContain('als Mitarbeiter/in');
    expect(en.subject).toBe('Invitation to the H2O Gersthofen team');
    expect(en.text).toContain('as a trainer');
    staffLink = linkOf(de, '/team/invitation');
    trainerLink = linkOf(en, '/team/invitation');
    expect(new URL(staffLink.url).searchParams.get('lang')).toBe('de');
    expect(new URL(trainerLink.url).searchParams.get('lang')).toBe('en');
    // The admins see it among the open invitations.
    const open = await gql('{ staffInvitations { email role } }', {}, { token: adminToken });
    expect(open.body.data.staffInvitations).toEqual(
      expect.arrayContaining([
        { email: 'sara@team.test', role: 'STAFF' },
        { email: 'tom@team.test', role: 'TRAINER' },
      ]),
    );
  });

  it('refuses bad invitations with translated errors: the USER role, a bad address, a foreign language', async () => {
    const answer = await gql(
      INVITE,
      { input: { email: 'not-an-address', role: 'USER', language: 'fr' } },
      { token: adminToken, language: 'en' },
    );
    expect(answer.body.data.inviteStaff.errors.map((e: any) => [e.field, e.code])).toEqual([
      ['email', 'INVALID_EMAIL'],
      ['role', 'OUT_OF_RANGE'],
      ['language', 'OUT_OF_RANGE'],
    ]);
    expect(answer.body.data.inviteStaff.errors[1].message).toBe('Please choose one of the options offered.');
  });

  it('refuses weak, huge and ill-formed accounts and forged links, creating nothing', async () => {
    const before = await counts();
    const attempts: [Record<string, unknown>, [string, string]][] = [
      [{ token: staffLink.token, username: 'sara', password: 'short' }, ['password', 'TOO_SHORT']],
      [{ token: staffLink.token, username: 'sara', password: 'aaaaaaaaaaaaaaaa' }, ['password', 'TOO_SHORT']],
      [{ token: staffLink.token, username: 'sara', password: 'x'.repeat(5000) }, ['password', 'TOO_LONG']],
      [{ token: staffLink.token, username: 'u'.repeat(10_000), password: 'a-good-password-1' }, ['username', 'TOO_LONG']],
      [{ token: staffLink.token, username: 'sara smith', password: 'a-good-password-1' }, ['username', 'INVALID_CHARACTERS']],
      [{ token: staffLink.token, username: 'ADMIN', password: 'a-good-password-1' }, ['username', 'USERNAME_TAKEN']],
      [{ token: staffLink.token.slice(0, -2) + 'AA', username: 'sara', password: 'a-good-password-1' }, ['token', 'INVALID_TOKEN']],
      [
        {
          token: trainerLink.token.replace(/^i\.\d+/, `i.${Number(trainerLink.token.split('.')[1]) + 100}`),
          username: 'sara',
          password: 'a-good-password-1',
        },
        ['token', 'INVALID_TOKEN'],
      ],
    ];
    for (const [input, expected] of attempts) {
      const answer = await gql(ACCEPT, { input });
      expect([expected, answer.status, answer.body.data.acceptStaffInvitation.username]).toEqual([expected, 200, null]);
      expect(answer.body.data.acceptStaffInvitation.errors.map((e: any) => [e.field, e.code])).toContainEqual(expected);
    }
    // A 100 KB token is refused as a whole request (the server's cap on a string input), a body of megabytes before any work.
    const long = await gql(ACCEPT, { input: { token: 'x'.repeat(100_000), username: 'sara', password: 'a-good-password-1' } });
    expect([long.status >= 400 && long.status < 500, long.body.data?.acceptStaffInvitation ?? null]).toEqual([true, null]);
    const huge = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: ACCEPT,
        variables: { input: { token: staffLink.token, username: 'sara', password: 'p'.repeat(3_000_000) } },
      }),
    });
    expect(huge.status).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it('creates the account once: the link works a single time, and the new account signs in with its role', async () => {
    const accepted = await gql(ACCEPT, { input: { token: staffLink.token, username: 'sara', password: 'sara-password-1' } });
    expect(accepted.body.data.acceptStaffInvitation).toEqual({ username: 'sara', errors: [] });
    const again = await gql(
      ACCEPT,
      { input: { token: staffLink.token, username: 'sara2', password: 'sara-password-1' } },
      { language: 'en' },
    );
    expect(again.body.data.acceptStaffInvitation.errors).toEqual([
      {
        field: 'token',
        code: 'INVALID_TOKEN',
        message: 'This invitation link is not valid or has been used already. Please ask for a new invitation.',
      },
    ]);
    staffToken = await signIn('sara', 'sara-password-1');
    const viewer = await gql('{ viewer { username role email } }', {}, { token: staffToken });
    expect(viewer.body.data.viewer).toEqual({ username: 'sara', role: 'STAFF', email: 'sara@team.test' });
    staffId = (await em().findOneOrFail(User, { username: 'sara' })).id;
  });

  it('refuses an expired invitation', async () => {
    await em().nativeUpdate(StaffInvitation, { email: 'tom@team.test' }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await gql(ACCEPT, { input: { token: trainerLink.token, username: 'tom', password: 'tom-password-12' } });
    expect(expired.body.data.acceptStaffInvitation.errors.map((e: any) => e.code)).toEqual(['TOKEN_EXPIRED']);
    await em().nativeUpdate(StaffInvitation, { email: 'tom@team.test' }, { expiresAt: new Date(Date.now() + 60_000) });
    const accepted = await gql(ACCEPT, { input: { token: trainerLink.token, username: 'tom', password: 'tom-password-12' } });
    expect(accepted.body.data.acceptStaffInvitation.errors).toEqual([]);
    trainerId = (await em().findOneOrFail(User, { username: 'tom' })).id;
  });
});

describe('roles', () => {
  it('lets staff work with orders but not with settings, the team or the outbox; the trainer with none of them', async () => {
    const orders = await gql('{ adminOrders(first: 1) { edges { node { id } } } }', {}, { token: staffToken });
    expect(orders.body.errors).toBeUndefined();
    for (const query of [
      '{ businessProfile { legalName } }',
      '{ staffAccounts { username } }',
      '{ adminMails(first: 1) { edges { cursor } } }',
    ]) {
      const refused = await gql(query, {}, { token: staffToken, language: 'en' });
      // Refused alone: the field null in a partial answer (200).
      expect([query, refused.status, refused.body.errors?.[0]?.extensions?.code, refused.body.errors?.[0]?.message]).toEqual([
        query,
        200,
        'FORBIDDEN',
        'You are not allowed to do this.',
      ]);
    }
    const trainerToken = await signIn('tom', 'tom-password-12');
    const refused = await gql('{ adminOrders(first: 1) { edges { cursor } } }', {}, { token: trainerToken });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const own = await gql(SESSIONS, {}, { token: trainerToken });
    expect(own.body.data.accountSessions).toHaveLength(1);
  });

  it('lets only an admin withdraw an open invitation: its link then says it was withdrawn and makes no account', async () => {
    const WITHDRAW =
      'mutation($input: WithdrawStaffInvitationInput!) { withdrawStaffInvitation(input: $input) { invitation { databaseId email } errors { field code message } } }';
    const invited = await gql(INVITE, { input: { email: 'wrong@team.test', role: 'STAFF', language: 'de' } }, { token: adminToken });
    const invitationId = invited.body.data.inviteStaff.invitation.databaseId;
    const [mail] = await inbox.waitFor(1, (candidate) => JSON.stringify(candidate.to ?? null).includes('wrong@team.test'));
    const link = linkOf(mail, '/team/invitation');

    // Staff and trainers are refused by role, anonymous callers too; the invitation stays open.
    const trainerToken = await signIn('tom', 'tom-password-12');
    for (const token of [staffToken, trainerToken]) {
      const refused = await gql(WITHDRAW, { input: { invitationId } }, { token });
      expect([refused.status, refused.body.errors?.[0]?.extensions?.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await gql(WITHDRAW, { input: { invitationId } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await em().findOneOrFail(StaffInvitation, invitationId)).withdrawnAt).toBeNull();

    const withdrawn = await gql(WITHDRAW, { input: { invitationId } }, { token: adminToken });
    expect(withdrawn.body.data.withdrawStaffInvitation).toEqual({
      invitation: { databaseId: invitationId, email: 'wrong@team.test' },
      errors: [],
    });
    const open = await gql('{ staffInvitations { email } }', {}, { token: adminToken });
    expect(open.body.data.staffInvitations).not.toContainEqual({ email: 'wrong@team.test' });

    // Twice, or an unknown one: refused with a translated message.
    for (const [language, text] of [
      ['de', 'Diese Einladung ist nicht mehr offen'],
      ['en', 'This invitation is no longer open'],
    ] as const) {
      for (const id of [invitationId, 99_999_999]) {
        const again = await gql(WITHDRAW, { input: { invitationId: id } }, { token: adminToken, language });
        expect(again.body.data.withdrawStaffInvitation).toEqual({
          invitation: null,
          errors: [{ field: 'invitationId', code: 'INVITATION_NOT_FOUND', message: expect.stringContaining(text) }],
        });
      }
    }

    // The link says what happened, in the visitor's language, and makes no account.
    const before = await counts();
    for (const [language, text] of [
      ['de', 'Diese Einladung wurde zurückgezogen.'],
      ['en', 'This invitation has been withdrawn.'],
    ] as const) {
      const accepted = await gql(
        ACCEPT,
        { input: { token: link.token, username: 'wrongly', password: 'a-good-password-1' } },
        { language },
      );
      expect(accepted.body.data.acceptStaffInvitation).toEqual({
        username: null,
        errors: [{ field: 'token', code: 'INVALID_TOKEN', message: expect.stringContaining(text) }],
      });
    }
    expect(await counts()).toEqual(before);
    // An accepted invitation cannot be withdrawn afterwards.
    const sara = await em().findOneOrFail(StaffInvitation, { email: 'sara@team.test' });
    expect(
      (await gql(WITHDRAW, { input: { invitationId: sara.id } }, { token: adminToken })).body.data.withdrawStaffInvitation.errors[0].code,
    ).toBe('INVITATION_NOT_FOUND');
  });

  it('lets the admin list the team and change a role, never its own (so an admin always remains)', async () => {
    const team = await gql('{ staffAccounts { username role email deactivatedAt } }', {}, { token: adminToken });
    expect(team.body.data.staffAccounts.map((a: any) => [a.username, a.role])).toEqual(
      expect.arrayContaining([
        ['admin', 'ADMIN'],
        ['sara', 'STAFF'],
        ['tom', 'TRAINER'],
      ]),
    );
    const SET_ROLE =
      'mutation($input: SetStaffRoleInput!) { setStaffRole(input: $input) { account { username role } errors { field code } } }';
    const changed = await gql(SET_ROLE, { input: { userId: trainerId, role: 'STAFF' } }, { token: adminToken });
    expect(changed.body.data.setStaffRole).toEqual({ account: { username: 'tom', role: 'STAFF' }, errors: [] });
    const adminId = (await em().findOneOrFail(User, { username: 'admin' })).id;
    const own = await gql(SET_ROLE, { input: { userId: adminId, role: 'STAFF' } }, { token: adminToken });
    expect(own.body.data.setStaffRole.errors).toEqual([{ field: 'userId', code: 'NOT_ON_OWN_ACCOUNT' }]);
    const missing = await gql(SET_ROLE, { input: { userId: 999_999, role: 'STAFF' } }, { token: adminToken });
    expect(missing.body.data.setStaffRole.errors).toEqual([{ field: 'userId', code: 'STAFF_ACCOUNT_NOT_FOUND' }]);
    // Staff cannot promote themselves.
    const self = await gql(SET_ROLE, { input: { userId: staffId, role: 'ADMIN' } }, { token: staffToken });
    expect(self.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await em().findOneOrFail(User, staffId)).role).toBe('staff');
  });

  it('deactivates an account: its session is refused at once and it cannot sign in; reactivated, it can', async () => {
    const tomToken = await signIn('tom', 'tom-password-12');
    const DEACTIVATE =
      'mutation($input: StaffAccountInput!) { deactivateStaffAccount(input: $input) { account { username deactivatedAt } errors { code } } }';
    const done = await gql(DEACTIVATE, { input: { userId: trainerId } }, { token: adminToken });
    expect(done.body.data.deactivateStaffAccount).toEqual({ account: { username: 'tom', deactivatedAt: expect.any(String) }, errors: [] });
    const refused = await gql('{ viewer { username } }', {}, { token: tomToken });
    expect(refused.status).toBe(401);
    const signIn2 = await gql('mutation($input: SignInInput!) { signIn(input: $input) { token errors { code } } }', {
      input: { username: 'tom', password: 'tom-password-12' },
    });
    expect(signIn2.body.data.signIn).toEqual({ token: null, errors: [{ code: 'INVALID_CREDENTIALS' }] });
    const back = await gql(
      'mutation($input: StaffAccountInput!) { reactivateStaffAccount(input: $input) { errors { code } } }',
      { input: { userId: trainerId } },
      { token: adminToken },
    );
    expect(back.body.data.reactivateStaffAccount.errors).toEqual([]);
    await signIn('tom', 'tom-password-12');
  });
});

describe('the own account: password and sessions', () => {
  it("lists the own sessions with the browser, and ends one or all others (never someone else's)", async () => {
    const phone = await signIn('sara', 'sara-password-1', 'Phone Browser/1.0');
    const listed = await gql(SESSIONS, {}, { token: staffToken });
    const sessions = listed.body.data.accountSessions;
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.find((s: any) => s.userAgent === 'Phone Browser/1.0')).toMatchObject({
      current: false,
      lastSeenAt: expect.any(String),
    });
    expect(sessions.filter((s: any) => s.current)).toHaveLength(1);
    const END = 'mutation($input: EndAccountSessionInput!) { endAccountSession(input: $input) { ended errors { code } } }';
    // Another account's session is "not found", and stays.
    const adminSession = (
      await em().findOneOrFail(Session, { user: { username: 'admin' }, revokedAt: null }, { orderBy: { createdAt: 'desc' } })
    ).id;
    const foreign = await gql(END, { input: { sessionId: adminSession } }, { token: staffToken });
    expect(foreign.body.data.endAccountSession).toEqual({ ended: 0, errors: [{ code: 'SESSION_NOT_FOUND' }] });
    const garbage = await gql(END, { input: { sessionId: 'x'.repeat(5000) } }, { token: staffToken });
    expect(garbage.body.data.endAccountSession.errors).toEqual([{ code: 'SESSION_NOT_FOUND' }]);
    const phoneSession = sessions.find((s: any) => s.userAgent === 'Phone Browser/1.0').id;
    const ended = await gql(END, { input: { sessionId: phoneSession } }, { token: staffToken });
    expect(ended.body.data.endAccountSession).toEqual({ ended: 1, errors: [] });
    expect((await gql('{ viewer { username } }', {}, { token: phone })).status).toBe(401);
    const another = await signIn('sara', 'sara-password-1');
    const others = await gql('mutation { endOtherAccountSessions { ended errors { code } } }', {}, { token: staffToken });
    expect(others.body.data.endOtherAccountSessions.ended).toBeGreaterThanOrEqual(1);
    expect((await gql('{ viewer { username } }', {}, { token: another })).status).toBe(401);
    expect((await gql('{ viewer { username } }', {}, { token: staffToken })).body.data.viewer).toEqual({ username: 'sara' });
  });

  it('changes the own password only with the current one; other sessions end and the address is told (English)', async () => {
    const other = await signIn('sara', 'sara-password-1');
    const wrong = await gql(
      CHANGE,
      { input: { currentPassword: 'not-it-at-all', newPassword: 'sara-new-password' } },
      { token: staffToken, language: 'en' },
    );
    expect(wrong.body.data.changePassword.errors).toEqual([
      { field: 'currentPassword', code: 'WRONG_PASSWORD', message: 'The current password is not right.' },
    ]);
    const weak = await gql(CHANGE, { input: { currentPassword: 'sara-password-1', newPassword: 'sara' } }, { token: staffToken });
    expect(weak.body.data.changePassword.errors.map((e: any) => e.code)).toEqual(['TOO_SHORT']);
    const before = (await em().findOneOrFail(User, staffId)).passwordHash;
    const anonymous = await gql(CHANGE, { input: { currentPassword: 'sara-password-1', newPassword: 'sara-new-password' } });
    expect(anonymous.status).toBe(401);
    expect((await em().findOneOrFail(User, staffId)).passwordHash).toBe(before);
    const changed = await gql(
      CHANGE,
      { input: { currentPassword: 'sara-password-1', newPassword: 'sara-new-password' } },
      { token: staffToken, language: 'en' },
    );
    expect(changed.body.data.changePassword).toEqual({ done: true, errors: [] });
    expect((await gql('{ viewer { username } }', {}, { token: other })).status).toBe(401);
    expect((await gql('{ viewer { username } }', {}, { token: staffToken })).body.data.viewer).toEqual({ username: 'sara' });
    const [notice] = await inbox.waitFor(1, (mail) => mail.subject === 'Your password was changed');
    expect(JSON.stringify(notice.to)).toContain('sara@team.test');
    expect(notice.text).toContain('"sara"');
    await signIn('sara', 'sara-new-password');
  });
});

describe('forgotten password', () => {
  it("answers every address alike, mails a link only to an account's address (German), and the link sets a new password once", async () => {
    const unknown = await gql(REQUEST_RESET, { input: { email: 'nobody@team.test' } });
    const known = await gql(REQUEST_RESET, { input: { email: 'SARA@team.test' } });
    expect(unknown.body).toEqual(known.body);
    expect(known.body.data.requestPasswordReset).toEqual({ done: true, errors: [] });
    const [mail] = await inbox.waitFor(1, (m) => m.subject === 'Neues Passwort für h2o-gersthofen.de');
    expect(JSON.stringify(mail.to)).toContain('sara@team.test');
    const { token, url } = linkOf(mail, '/team/password-reset');
    expect(new URL(url).searchParams.get('lang')).toBe('de');
    const stillSignedIn = await signIn('sara', 'sara-new-password');

    const weak = await gql(RESET, { input: { token, password: 'abc' } });
    expect(weak.body.data.resetPassword.errors.map((e: any) => e.code)).toEqual(['TOO_SHORT']);
    const forged = await gql(RESET, { input: { token: token.slice(0, -3) + 'abc', password: 'sara-reset-password' } });
    expect(forged.body.data.resetPassword.errors.map((e: any) => e.code)).toEqual(['INVALID_TOKEN']);
    const done = await gql(RESET, { input: { token, password: 'sara-reset-password' } });
    expect(done.body.data.resetPassword).toEqual({ done: true, errors: [] });
    expect((await gql('{ viewer { username } }', {}, { token: stillSignedIn })).status).toBe(401);
    await signIn('sara', 'sara-reset-password');
    const reused = await gql(RESET, { input: { token, password: 'sara-other-password' } });
    expect(reused.body.data.resetPassword.errors.map((e: any) => e.code)).toEqual(['INVALID_TOKEN']);
    await inbox.waitFor(1, (m) => m.subject === 'Ihr Passwort wurde geändert');
    // Asked in English, the link comes in English.
    await gql(REQUEST_RESET, { input: { email: 'tom@team.test' } }, { language: 'en' });
    const [english] = await inbox.waitFor(1, (m) => m.subject === 'A new password for h2o-gersthofen.de');
    expect(JSON.stringify(english.to)).toContain('tom@team.test');
    expect(english.text).toContain('A new password was requested for the account "tom"');
    expect(new URL(linkOf(english, '/team/password-reset').url).searchParams.get('lang')).toBe('en');
    // No mail went to the unknown address.
    expect(inbox.received.filter((m) => JSON.stringify(m.to).includes('nobody@team.test'))).toEqual([]);
  });

  it('refuses an expired link, changing nothing', async () => {
    const user = await em().findOneOrFail(User, staffId);
    const token = accountTokens.sign(
      t.app.appSettings.keys.account,
      { purpose: 'reset', id: user.id, expiresAt: new Date(Date.now() - 1000) },
      `${user.email}\n${user.passwordHash}`,
    );
    const expired = await gql(RESET, { input: { token, password: 'sara-expired-password' } }, { language: 'en' });
    expect(expired.body.data.resetPassword.errors).toEqual([
      { field: 'token', code: 'TOKEN_EXPIRED', message: 'This link has expired. Please request a new one.' },
    ]);
    expect((await em().findOneOrFail(User, staffId)).passwordHash).toBe(user.passwordHash);
  });

  it('limits reset requests per client address like sign-in (429 with Retry-After)', async () => {
    const address = newAddress();
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await gql(REQUEST_RESET, { input: { email: `probe${i}@team.test` } }, { address, language: 'en' }));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5].status).toBe(429);
    expect(answers[5].body.errors![0].extensions.code).toBe('RATE_LIMITED');
    expect(answers[5].body.errors![0].message).toMatch(/^Too many requests/);
  });
});

describe('guessing the current password from an open session', () => {
  const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { token errors { code } } }';
  const codeOf = (answer: Awaited<ReturnType<typeof gql>>) =>
    answer.body.data?.changePassword?.errors?.[0]?.code ?? answer.body.errors?.[0]?.extensions?.code;

  it('is refused after 5 wrong ones (429, "try again in 15 minutes"), in every session of the account, the password unchanged', async () => {
    const tomToken = await signIn('tom', 'tom-password-12');
    const before = (await em().findOneOrFail(User, trainerId)).passwordHash;
    const address = newAddress();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        await gql(
          CHANGE,
          { input: { currentPassword: `wrong-${i}-password`, newPassword: 'tom-new-password-1' } },
          { token: tomToken, address, language: 'en' },
        ),
      );
    }
    expect(answers.map(codeOf)).toEqual([...Array(5).fill('WRONG_PASSWORD'), 'RATE_LIMITED']);
    expect(answers[5].status).toBe(429);
    expect(answers[5].body.errors![0].message).toBe('The current password was wrong too often. Please try again in 15 minutes.');
    // Counted per account: another session from another address gets no fresh tries, not even with the right password.
    const otherSession = await signIn('tom', 'tom-password-12');
    const right = await gql(
      CHANGE,
      { input: { currentPassword: 'tom-password-12', newPassword: 'tom-new-password-1' } },
      { token: otherSession },
    );
    expect([right.status, codeOf(right), right.body.errors?.[0]?.message]).toEqual([
      429,
      'RATE_LIMITED',
      expect.stringMatching(/^Zu oft ein falsches aktuelles Passwort/),
    ]);
    expect((await em().findOneOrFail(User, trainerId)).passwordHash).toBe(before);
  });

  it("never locks the account's sign-in: the owner signs in from the guessing address and from anywhere, on both doors", async () => {
    await em().insert(User, { username: 'nils', role: UserRole.STAFF, passwordHash: await hashPassword('nils-password-12') });
    const nilsToken = await signIn('nils', 'nils-password-12');
    const address = newAddress();
    // Ten wrong current passwords, more than the sign-in lock allows (5 in a row per username).
    const codes = [];
    for (let i = 0; i < 10; i++)
      codes.push(
        codeOf(
          await gql(
            CHANGE,
            { input: { currentPassword: `wrong-${i}-password`, newPassword: 'nils-new-password-1' } },
            { token: nilsToken, address },
          ),
        ),
      );
    expect(codes).toEqual([...Array(5).fill('WRONG_PASSWORD'), ...Array(5).fill('RATE_LIMITED')]);
    const fromThere = await gql(SIGN_IN, { input: { username: 'nils', password: 'nils-password-12' } }, { address });
    expect([fromThere.status, fromThere.body.data?.signIn?.errors]).toEqual([200, []]);
    const elsewhere = await fetch(`${t.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: JSON.stringify({ username: 'nils', password: 'nils-password-12' }),
    });
    expect(elsewhere.status).toBe(200);
  });
});
