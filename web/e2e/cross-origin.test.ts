import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { type TestApp, startTestApp } from '../../api/test/test-app.js';
import { launchBrowser, openPage } from './browser.js';

/**
 * A partner's page on another origin (a municipal portal, a swim association's site) reads our public
 * courses in a real browser, through both doors, and writes through REST with a bearer token, reading the
 * rate-limit headers; an anonymous REST write and what rests on our session stay same-origin only.
 */
let app: TestApp;
let browser: Browser;
let partner: Server;
let partnerUrl: string;

/** The partner page: plain script, as a third party would write it. */
const partnerPage = (
  api: string,
  token: string,
) => `<!doctype html><html><body><ul id="graphql"></ul><ul id="rest"></ul><p id="write"></p><p id="credentials"></p><p id="bearer"></p>
<script>
const api = ${JSON.stringify(api)};
const token = ${JSON.stringify(token)};
const show = (id, text) => { const li = document.createElement('li'); li.textContent = text; document.getElementById(id).appendChild(li); };
const outcome = (promise, id) => promise.then((r) => { document.getElementById(id).textContent = 'status ' + r.status; }, () => { document.getElementById(id).textContent = 'blocked'; });
fetch(api + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ courses(first: 3) { edges { node { title } } } }' }) })
  .then((r) => r.json()).then((body) => body.data.courses.edges.forEach((edge) => show('graphql', edge.node.title)));
fetch(api + '/api/courses').then((r) => r.json()).then((courses) => courses.slice(0, 3).forEach((course) => show('rest', course.title)));
outcome(fetch(api + '/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Mallory', email: 'm@example.org', message: 'Sent from another origin' }) }), 'write');
outcome(fetch(api + '/graphql?query=%7B__typename%7D', { credentials: 'include' }), 'credentials');
if (location.search === '?bearer') fetch(api + '/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token }, body: JSON.stringify({ name: 'Partner Key', email: 'partner@example.org', subject: 'Kooperation', message: 'Sent with a key from another origin', privacyAccepted: true }) })
  .then((r) => { document.getElementById('bearer').textContent = 'status ' + r.status + ', policy ' + r.headers.get('ratelimit-policy') + ', timing ' + r.headers.get('server-timing'); }, () => { document.getElementById('bearer').textContent = 'blocked'; });
</script></body></html>`;

beforeAll(async () => {
  // Rate limits on: their headers are what the partner's page reads.
  const env = { RATE_LIMIT_REQUESTS: '300', RATE_LIMIT_WRITES: '20', RATE_LIMIT_SERVER_MS_PER_POINT: '5' };
  [app, browser] = await Promise.all([startTestApp({ env }), launchBrowser()]);
  const signIn = await app.graphql('mutation($input: SignInInput!) { signIn(input: $input) { token } }', {
    input: { username: 'admin', password: process.env.TEST_ADMIN_PASSWORD! },
  });
  const token = signIn.data.signIn.token as string;
  partner = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(partnerPage(app.baseUrl, token)),
  );
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://localhost:${(partner.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  partner?.close();
});

it('reads courses from /graphql and /api on another origin, and cannot write or use credentials there', async () => {
  const { page } = await openPage(browser);
  await page.goto(partnerUrl);
  await page.waitForFunction(
    () => document.querySelectorAll('#graphql li').length === 3 && document.querySelectorAll('#rest li').length === 3,
  );
  expect(await page.locator('#graphql li').allInnerTexts()).toEqual(await page.locator('#rest li').allInnerTexts());

  await page.waitForFunction(() => document.getElementById('write')!.textContent && document.getElementById('credentials')!.textContent);
  expect(await page.locator('#write').innerText()).toBe('blocked');
  expect(await page.locator('#credentials').innerText()).toBe('blocked');
  const stored = await app.database.orm.em
    .fork()
    .getConnection()
    .execute<{ count: string }[]>(`select count(*) from contact_messages where name = 'Mallory'`);
  expect(Number(stored[0].count)).toBe(0);
});

it('writes through REST with a bearer token from another origin and reads the rate limits and the server time', async () => {
  const { page } = await openPage(browser);
  await page.goto(`${partnerUrl}?bearer`);
  await page.waitForFunction(() => document.getElementById('bearer')!.textContent);
  expect(await page.locator('#bearer').innerText()).toMatch(/^status 201, policy \d+;w=60, timing app;dur=\d+/);
  const stored = await app.database.orm.em
    .fork()
    .getConnection()
    .execute<{ count: string }[]>(`select count(*) from contact_messages where name = 'Partner Key'`);
  expect(Number(stored[0].count)).toBe(1);
});
