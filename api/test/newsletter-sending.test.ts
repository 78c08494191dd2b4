import 'reflect-metadata';
import type { ParsedMail } from 'mailparser';
import { toGlobalId } from '../src/graphql/node.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * Issue 27, point 4: the newsletter's staff side. Two app instances on one database, their real job workers and a
 * real SMTP server in this process: subscribers listed and exported, an issue composed, previewed, tested, and sent
 * to 2,000 subscribers exactly once each.
 */
const APP_SECRET = 'newsletter-sending-test-secret-0123456789abcdefghijkl';
const ADMIN_EMAIL = 'newsletter.admin@example.org';
const VOLUME = 2000;

let inbox: SmtpInbox;
let t: TestApp;
let second: TestApp;
let as: AdminCallers;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const env = { SMTP_URL: inbox.url, APP_SECRET, JOB_POLL_INTERVAL_MS: '100' };
  t = await startTestApp({ env, jobWorker: true });
  second = await startTestApp({ env, jobWorker: true, databaseUrl: t.database.orm.config.get('clientUrl') as string });
  as = await adminCallers(t, { username: 'newsletter-reader' });
  await as.sql(`update users set email = ? where username = 'admin'`, [ADMIN_EMAIL]);
}, 60_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
  await inbox?.stop();
}, 60_000);

const ISSUE_FIELDS = `id databaseId audience subjectDe bodyDe subjectEn bodyEn postIds status progress { total sent caught failed percent } sendStartedAt`;
const SAVE = `mutation($input: SaveNewsletterIssueInput!) { saveNewsletterIssue(input: $input) { issue { ${ISSUE_FIELDS} } errors { field code message } } }`;
const SEND = `mutation($input: NewsletterIssueInput!) { sendNewsletterIssue(input: $input) { issue { ${ISSUE_FIELDS} } errors { field code message } } }`;
const TEST = `mutation($input: NewsletterIssueInput!) { sendNewsletterTest(input: $input) { email count errors { field code message } } }`;
const ISSUE = `query($id: ID!) { adminNewsletterIssue(id: $id) { ${ISSUE_FIELDS} } }`;
const PREVIEW = `query($id: ID!, $language: Language!) { adminNewsletterIssue(id: $id) { preview(language: $language) { subject html text headers { name value } } } }`;
const SUBSCRIBERS = `query($first: Int, $after: String, $search: String) {
  adminNewsletterSubscribers(first: $first, after: $after, search: $search) { totalCount edges { node { email language confirmedAt } } pageInfo { hasNextPage endCursor } }
}`;

const to = (address: string) => (mail: ParsedMail) => !Array.isArray(mail.to) && mail.to?.value.some((a) => a.address === address) === true;
const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? '' : (mail.to?.value[0]?.address ?? ''));
const count = async (table: string) => Number((await as.sql<{ n: string }>(`select count(*) as n from ${table}`))[0].n);

/** A published post of the demo data, as a teaser. */
async function publishedPost() {
  const [post] = await as.sql<{ id: number; slug: string; title: string; title_en: string | null }>(
    `select id, slug, title, title_en from blog_posts where published order by id limit 1`,
  );
  return { ...post, globalId: toGlobalId('BlogPost', post.id) };
}

/** Confirmed subscribers inserted directly (one statement), as `prefix.N@example.org`, half German, half English. */
async function insertConfirmed(prefix: string, n: number) {
  await as.sql(
    `insert into newsletter_subscriptions (email, language, status, consent_version, consented_at, confirmed_at)
     select ? || '.' || i || '@example.org', case when i % 2 = 0 then 'de' else 'en' end, 'confirmed', '2026-11-27', now() - interval '1 day', now() - (i || ' seconds')::interval
     from generate_series(1, ?) as i`,
    [prefix, n],
  );
}

async function draft(input: Record<string, unknown>) {
  const { saveNewsletterIssue } = await as.admin(SAVE, {
    input: { audience: 'ALL', subjectDe: 'Neuigkeiten', bodyDe: 'Hallo **Welt**', subjectEn: 'News', bodyEn: 'Hello **world**', ...input },
  });
  expect(saveNewsletterIssue.errors).toEqual([]);
  return saveNewsletterIssue.issue;
}

describe('subscribers', () => {
  beforeAll(async () => {
    await as.sql(
      `insert into newsletter_subscriptions (email, language, status, consent_version, consented_at, confirmed_at) values
       ('=HYPERLINK("http://evil.example")@example.org', 'de', 'confirmed', '2026-11-27', now(), now()),
       ('anna.list@example.org', 'en', 'confirmed', '2026-11-27', now(), now() - interval '1 hour'),
       ('pending.list@example.org', 'de', 'pending', '2026-11-27', now(), null)`,
    );
  });

  it('admins page through the confirmed subscribers and search them; pending ones are not listed', async () => {
    const all = (await as.admin(SUBSCRIBERS, { first: 1 })).adminNewsletterSubscribers;
    expect(all.edges).toHaveLength(1);
    expect(all.pageInfo.hasNextPage).toBe(all.totalCount > 1);
    const found = (await as.admin(SUBSCRIBERS, { search: 'anna.list' })).adminNewsletterSubscribers;
    expect(found.edges.map((edge: any) => edge.node)).toEqual([
      { email: 'anna.list@example.org', language: 'EN', confirmedAt: expect.any(String) },
    ]);
    expect((await as.admin(SUBSCRIBERS, { search: 'pending.list' })).adminNewsletterSubscribers.totalCount).toBe(0);
  });

  it('exports them as CSV for admins only, formulas defused; anonymous 401 and non-admins 403 on REST and GraphQL', async () => {
    const response = await fetch(`${t.baseUrl}/api/admin/newsletter/subscribers.csv`, { headers: as.headersFor('admin', 'en') });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename.*Newsletter/);
    const csv = await response.text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('E-mail;Language;Confirmed at;Consent (version);Consent given at');
    expect(lines).toContainEqual(expect.stringMatching(/^anna\.list@example\.org;en;\d{4}-\d\d-\d\dT/));
    // Excel would run a cell starting with "=": it gets a leading ' (and quotes, holding a quote).
    expect(lines).toContainEqual(expect.stringMatching(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)@example\.org";de;/));
    expect(csv).not.toContain('pending.list@example.org');

    for (const [caller, status] of [
      ['anonymous', 401],
      ['user', 403],
    ] as const) {
      const refused = await fetch(`${t.baseUrl}/api/admin/newsletter/subscribers.csv`, { headers: as.headersFor(caller) });
      expect(refused.status).toBe(status);
      expect(await refused.text()).not.toContain('@example.org');
      const graphql = await as.post(`{ adminNewsletterSubscribersCsv }`, {}, caller);
      // Refused alone: the field null in a partial answer (200), with the refusal's code.
      const code = status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      expect([graphql.status, graphql.body.data, graphql.body.errors?.[0]?.extensions?.code]).toEqual([
        200,
        { adminNewsletterSubscribersCsv: null },
        code,
      ]);
    }
  });
});

describe('composing', () => {
  it("refuses huge and malformed input and unknown posts in the request's language, changing nothing", async () => {
    const before = await count('newsletter_issues');
    const post = await publishedPost();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subjectDe: 'x'.repeat(201) }, 'subjectDe', 'TOO_LONG'],
      [{ bodyEn: 'y'.repeat(20_001) }, 'bodyEn', 'TOO_LONG'],
      [{ subjectEn: 'line\r\nBcc: everyone@example.org' }, 'subjectEn', 'INVALID_CHARACTERS'],
      [{ postIds: [post.globalId, toGlobalId('BlogPost', 999_999)] }, 'postIds.1', 'BLOG_POST_NOT_FOUND'],
      [{ postIds: ['not-an-id'] }, 'postIds.0', 'BLOG_POST_NOT_FOUND'],
      [{ postIds: Array.from({ length: 11 }, () => post.globalId) }, 'postIds', 'TOO_LONG'],
      [{ issueId: toGlobalId('NewsletterIssue', 999_999) }, 'issueId', 'NEWSLETTER_ISSUE_NOT_FOUND'],
    ];
    for (const [input, field, code] of cases) {
      const { saveNewsletterIssue } = await as.admin(SAVE, { input: { audience: 'ALL', ...input } }, 'en');
      expect([saveNewsletterIssue.issue, saveNewsletterIssue.errors.map((e: any) => [e.field, e.code])]).toEqual([null, [[field, code]]]);
      expect(saveNewsletterIssue.errors[0].message).toMatch(/^[A-Z].*\.$/);
    }
    // German too; and a body past the request limit never reaches the resolver.
    const german = (await as.admin(SAVE, { input: { audience: 'DE', subjectDe: 'x'.repeat(201) } }, 'de')).saveNewsletterIssue;
    expect(german.errors[0].message).toBe('Bitte geben Sie höchstens 200 Zeichen ein.');
    const huge = await as.post(SAVE, { input: { audience: 'ALL', bodyDe: 'z'.repeat(70_000) } });
    expect(huge.status).toBe(413);
    // REST: the same rules, 400 with the errors; 401 without signing in.
    const rest = await as.rest(
      'POST',
      '/api/admin/newsletter/issues',
      'admin',
      { audience: 'all', subjectDe: 'x'.repeat(201), postIds: [999_999, 'drop table'] },
      'en',
    );
    expect([rest.status, rest.body.code, rest.body.errors.map((e: any) => [e.field, e.code])]).toEqual([
      400,
      'VALIDATION_FAILED',
      [
        ['subjectDe', 'TOO_LONG'],
        ['postIds.0', 'BLOG_POST_NOT_FOUND'],
        ['postIds.1', 'BLOG_POST_NOT_FOUND'],
      ],
    ]);
    expect((await as.rest('POST', '/api/admin/newsletter/issues', 'admin', { audience: 'everyone' })).status).toBe(400);
    expect((await as.rest('POST', '/api/admin/newsletter/issues', 'anonymous', { audience: 'all' })).status).toBe(401);
    expect(await count('newsletter_issues')).toBe(before);
    const created = await as.rest('POST', '/api/admin/newsletter/issues', 'admin', {
      audience: 'de',
      subjectDe: 'Über REST',
      bodyDe: 'Text',
      postIds: [post.id],
    });
    expect([created.status, created.body]).toMatchObject([
      201,
      { audience: 'de', status: 'draft', subjectDe: 'Über REST', progress: { total: 0 } },
    ]);
  });

  it('previews the mail as each language gets it: Markdown as HTML (no raw HTML), the post as a teaser, the unsubscribe link and headers', async () => {
    const post = await publishedPost();
    const issue = await draft({ bodyDe: 'Hallo **Welt** <script>alert(1)</script>\n\n[Kurse](/courses)', postIds: [post.globalId] });
    expect(issue).toMatchObject({
      status: 'DRAFT',
      postIds: [post.globalId],
      progress: { total: 0, sent: 0, caught: 0, failed: 0, percent: 0 },
    });

    const de = (await as.admin(PREVIEW, { id: issue.id, language: 'DE' })).adminNewsletterIssue.preview;
    expect(de.subject).toBe('Neuigkeiten');
    expect(de.html).toContain('<strong>Welt</strong>');
    expect(de.html).not.toContain('<script');
    expect(de.html).toContain(`href="${t.baseUrl}/courses"`);
    expect(de.html).toContain(`${t.baseUrl}/blog/${post.slug}?lang=de`);
    expect(de.html).toContain('Weiterlesen');
    expect(de.text).toContain('Newsletter abbestellen');
    expect(de.headers).toEqual([
      { name: 'List-Unsubscribe', value: `<${t.baseUrl}/api/newsletter/unsubscribe>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
    const en = (await as.admin(PREVIEW, { id: issue.id, language: 'EN' })).adminNewsletterIssue.preview;
    expect([en.subject, en.html.includes('<strong>world</strong>'), en.html.includes('Read more')]).toEqual(['News', true, true]);
  });

  it("sends a test to the signed-in admin's own address, in each language of the audience", async () => {
    const issue = await draft({ subjectDe: 'Testausgabe', subjectEn: 'Test issue' });
    const { sendNewsletterTest } = await as.admin(TEST, { input: { issueId: issue.id } });
    expect(sendNewsletterTest).toEqual({ email: ADMIN_EMAIL, count: 2, errors: [] });
    const mails = await inbox.waitFor(2, (mail) => to(ADMIN_EMAIL)(mail) && /Test(ausgabe| issue)/.test(mail.subject ?? ''));
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['[Test] Test issue', '[Test] Testausgabe']);
    expect(mails[0].headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    // The plain-text part reads as text: the Markdown's marks are gone in both languages.
    const textOf = (subject: string) => mails.find((mail) => mail.subject === subject)!.text ?? '';
    expect(textOf('[Test] Testausgabe')).toContain('Hallo Welt');
    expect(textOf('[Test] Test issue')).toContain('Hello world');
    for (const mail of mails) expect(mail.text).not.toContain('**');
    // A test is no sending: the issue stays a draft.
    expect((await as.admin(ISSUE, { id: issue.id })).adminNewsletterIssue.status).toBe('DRAFT');
    // A draft without its English text cannot be tested for everyone.
    const incomplete = await draft({ subjectEn: '' });
    const refused = (await as.admin(TEST, { input: { issueId: incomplete.id } }, 'en')).sendNewsletterTest;
    expect(refused.errors.map((e: any) => [e.field, e.code])).toEqual([['subjectEn', 'REQUIRED']]);
  });
});

describe('sending to all', () => {
  it(`sends an issue to ${VOLUME} subscribers on two instances: one mail per address, progress to 100 %, never twice`, async () => {
    // The export test's formula address is no address an SMTP server takes: it leaves the list first.
    await as.sql(`update newsletter_subscriptions set status = 'unsubscribed', unsubscribed_at = now() where email like '=%'`);
    await insertConfirmed('volume', VOLUME);
    const expected = await as.sql<{ email: string; language: string }>(
      `select email, language from newsletter_subscriptions where status = 'confirmed'`,
    );
    expect(expected.length).toBeGreaterThanOrEqual(VOLUME);
    const post = await publishedPost();
    const issue = await draft({ subjectDe: 'Wintertermine', subjectEn: 'Winter dates', postIds: [post.globalId] });

    // Both instances press "send to all" at once: exactly one starts it.
    const started = Date.now();
    const sends = await Promise.all(
      [t, second].map(async (app) => {
        const response = await fetch(`${app.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...as.headersFor('admin', 'en') },
          body: JSON.stringify({ query: SEND, variables: { input: { issueId: issue.id } } }),
        });
        return ((await response.json()) as any).data.sendNewsletterIssue;
      }),
    );
    const accepted = sends.filter((payload) => payload.errors.length === 0);
    expect(accepted).toHaveLength(1);
    // The mails' links carry the site address of the request that started the sending (either instance may win).
    const starter = [t, second][sends.findIndex((payload) => payload.errors.length === 0)];
    expect(accepted[0].issue).toMatchObject({ status: 'SENDING', progress: { total: expected.length } });
    expect(sends.find((payload) => payload.errors.length > 0)!.errors.map((e: any) => e.code)).toEqual(['INVALID_TRANSITION']);

    // The progress as the admin page polls it (from either instance), until everything went out.
    let progress: { total: number; sent: number; caught: number; failed: number; percent: number } = accepted[0].issue.progress;
    const percents: number[] = [];
    // Stuck means no mail went out for 30 s; a loaded machine may send slower, but it keeps sending.
    let lastMoved = Date.now();
    while (progress.percent < 100) {
      if (Date.now() - lastMoved > 30_000) throw new Error(`sending stuck at ${JSON.stringify(progress)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      const previous = progress.sent + progress.failed;
      progress = (await as.admin(ISSUE, { id: issue.id })).adminNewsletterIssue.progress;
      if (progress.sent + progress.failed > previous) lastMoved = Date.now();
      percents.push(progress.percent);
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `newsletter: ${progress.total} mails sent by two instances in ${seconds.toFixed(1)} s (${Math.round(progress.total / seconds)} mails/s)`,
    );
    expect(progress).toEqual({ total: expected.length, sent: expected.length, caught: 0, failed: 0, percent: 100 });
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    // The real inbox: exactly one mail per address, in its language, each with its own unsubscribe link.
    const mails = await inbox.waitFor(expected.length, (mail) => /^(Wintertermine|Winter dates)$/.test(mail.subject ?? ''), 30_000);
    const byAddress = new Map<string, ParsedMail[]>();
    for (const mail of mails) byAddress.set(recipientOf(mail), [...(byAddress.get(recipientOf(mail)) ?? []), mail]);
    expect(byAddress.size).toBe(expected.length);
    expect([...byAddress.values()].filter((list) => list.length !== 1)).toEqual([]);
    for (const { email, language } of expected.filter((row) => /^volume\.[12]@/.test(row.email))) {
      const [mail] = byAddress.get(email)!;
      expect(mail.subject).toBe(language === 'en' ? 'Winter dates' : 'Wintertermine');
      expect(mail.text).toContain(language === 'en' ? 'Unsubscribe from the newsletter' : 'Newsletter abbestellen');
      expect(mail.text).toContain(`${starter.baseUrl}/blog/${post.slug}?lang=${language}`);
      const header = (name: string) =>
        mail.headerLines
          .find((line) => line.key === name)
          ?.line.replace(/^[^:]+:\s*/, '')
          .replace(/\r?\n\s+/g, ' ');
      expect(header('list-unsubscribe')).toMatch(new RegExp(`^<${starter.baseUrl}/api/newsletter/unsubscribe\\?token=`));
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    }

    // A sent issue is neither sent again nor changed, on either instance; the deliveries stay one per address.
    const deliveries = await count('newsletter_deliveries');
    const again = (await as.admin(SEND, { input: { issueId: issue.id } })).sendNewsletterIssue;
    expect(again.errors.map((e: any) => e.code)).toEqual(['INVALID_TRANSITION']);
    const edit = (await as.admin(SAVE, { input: { issueId: issue.id, audience: 'DE', subjectDe: 'Geändert', bodyDe: 'x' } }))
      .saveNewsletterIssue;
    expect(edit.errors.map((e: any) => e.code)).toEqual(['INVALID_TRANSITION']);
    const restAgain = await as.rest('POST', `/api/admin/newsletter/issues/${issue.databaseId}/send`, 'admin');
    expect([restAgain.status, restAgain.body.errors?.[0]?.code]).toEqual([400, 'INVALID_TRANSITION']);
    expect(await count('newsletter_deliveries')).toBe(deliveries);
    // The audit log names who wrote and who sent it.
    const audit = await as.sql<{ action: string; after: any }>(
      `select action, after from audit_events where entity_type = 'newsletterIssue' and entity_id = ? order by id`,
      [issue.databaseId],
    );
    expect(audit.map((event) => [event.action, event.after.state ?? null])).toEqual([
      ['created', null],
      ['updated', 'sending'],
    ]);
    expect(audit[1].after.recipients).toBe(expected.length);

    // After a restart (a new instance on the same database) the issue still shows it is done.
    await second.close();
    second = await startTestApp({
      env: { SMTP_URL: inbox.url, APP_SECRET },
      databaseUrl: t.database.orm.config.get('clientUrl') as string,
    });
    const reread = await fetch(`${second.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...as.headersFor('admin') },
      body: JSON.stringify({ query: ISSUE, variables: { id: issue.id } }),
    });
    expect(((await reread.json()) as any).data.adminNewsletterIssue).toMatchObject({
      status: 'SENT',
      subjectDe: 'Wintertermine',
      progress: { percent: 100 },
    });
  }, 400_000); // a hang guard: the loop above fails at once when sending stops
});
