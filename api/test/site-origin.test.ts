import { Mail } from '../src/modules/mail/mail.entity.js';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * Each server links to its own PUBLIC_URL: the setting travels with the server into each request's context,
 * not through a module-level setter where the last server created wins (two servers in one process: the tests).
 */
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await startTestApp({ env: { PUBLIC_URL: 'https://first.h2o.example' } });
  second = await startTestApp({ env: { PUBLIC_URL: 'https://second.h2o.example' } });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

const SUBSCRIBE = `mutation($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { errors { code } } }`;

/** Signs `email` up for the newsletter through `app` and answers the text of the confirmation mail it queued. */
async function confirmationMailText(app: TestApp, email: string): Promise<string> {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SUBSCRIBE, variables: { input: { email, privacyAccepted: true } } }),
  });
  const body = (await response.json()) as { data: { subscribeToNewsletter: { errors: unknown[] } } };
  expect(body.data.subscribeToNewsletter.errors).toEqual([]);
  return (await app.database.orm.em.fork().findOneOrFail(Mail, { recipient: email })).text;
}

it("mails from each of two servers in one process link to that server's PUBLIC_URL", async () => {
  const fromFirst = await confirmationMailText(first, `first.${Date.now()}@example.org`);
  const fromSecond = await confirmationMailText(second, `second.${Date.now()}@example.org`);
  expect(fromFirst).toContain('https://first.h2o.example/');
  expect(fromFirst).not.toContain('second.h2o.example');
  expect(fromSecond).toContain('https://second.h2o.example/');
  expect(fromSecond).not.toContain('first.h2o.example');
});
