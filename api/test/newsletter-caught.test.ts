import 'reflect-metadata';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type TestApp, startTestApp } from './test-app.js';
import { until } from './until.js';

/**
 * Without SMTP_URL the embedded mail catcher keeps every mail (the outbox says "caught"): an issue sent there reached
 * nobody, so it is never called sent; its progress counts the caught mails apart from those a mail server took.
 */
let t: TestApp;
let as: AdminCallers;

beforeAll(async () => {
  t = await startTestApp({
    env: { JOB_POLL_INTERVAL_MS: '100', APP_SECRET: 'newsletter-caught-test-secret-0123456789abcdefghijkl' },
    jobWorker: true,
  });
  as = await adminCallers(t, { username: 'newsletter-caught' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const ISSUE_FIELDS = `id status progress { total sent caught failed percent }`;

it('an issue whose mails the mail catcher kept is CAUGHT, with its mails counted as caught, not sent, its text part without Markdown marks', async () => {
  await as.sql(
    `insert into newsletter_subscriptions (email, language, status, consent_version, consented_at, confirmed_at) values
     ('caught.de@example.org', 'de', 'confirmed', '2026-11-27', now(), now()),
     ('caught.en@example.org', 'en', 'confirmed', '2026-11-27', now(), now())`,
  );
  const { saveNewsletterIssue } = await as.admin(
    `mutation($input: SaveNewsletterIssueInput!) { saveNewsletterIssue(input: $input) { issue { ${ISSUE_FIELDS} } errors { code } } }`,
    {
      input: {
        audience: 'ALL',
        subjectDe: 'Feiertage',
        bodyDe: 'Wir wünschen **frohe Feiertage**',
        subjectEn: 'Holidays',
        bodyEn: 'Happy **holidays**',
      },
    },
  );
  expect(saveNewsletterIssue.errors).toEqual([]);
  const { id } = saveNewsletterIssue.issue;
  const sent = await as.admin(
    `mutation($input: NewsletterIssueInput!) { sendNewsletterIssue(input: $input) { issue { ${ISSUE_FIELDS} } errors { code } } }`,
    { input: { issueId: id } },
  );
  expect(sent.sendNewsletterIssue.issue.status).toBe('SENDING');

  const read = async () =>
    (await as.admin(`query($id: ID!) { adminNewsletterIssue(id: $id) { ${ISSUE_FIELDS} } }`, { id })).adminNewsletterIssue;
  const done = await until(read, (issue) => issue.progress.percent === 100, 30_000);
  expect(done).toEqual({ id, status: 'CAUGHT', progress: { total: 2, sent: 0, caught: 2, failed: 0, percent: 100 } });
  // The outbox says the same of each mail.
  const statuses = await as.sql<{ status: string }>(`select m.status from newsletter_deliveries d join mails m on m.id = d.mail_id`);
  expect(statuses.map((row) => row.status)).toEqual(['caught', 'caught']);
  // The caught copy's text part has no Markdown marks.
  const texts = await until(
    () =>
      as.sql<{ text: string }>(
        `select c.text from caught_mails c join mails m on m.message_id = c.message_id join newsletter_deliveries d on d.mail_id = m.id`,
      ),
    (rows) => rows.length === 2,
  );
  expect(texts.map((row) => row.text).join('\n')).toMatch(
    /Wir wünschen frohe Feiertage[\s\S]*Happy holidays|Happy holidays[\s\S]*Wir wünschen frohe Feiertage/,
  );
  for (const { text } of texts) expect(text).not.toContain('**');
});
