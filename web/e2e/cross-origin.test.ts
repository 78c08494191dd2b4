import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { type TestApp, startTestApp } from '../../api/test/test-app.js';
import { launchBrowser, openPage } from './browser.js';

/**
 * A partner's page on another origin (a municipal portal, a swim association's site) reads our public
 * courses in a real browser, through both doors; what rests on our session stays same-origin only.
 */
let app: TestApp;
let browser: Browser;
let partner: Server;
let partnerUrl: string;

/** The partner page: plain script, as a third party would write it. */
const partnerPage = (
  api: string,
) => `<!doctype html><html><body><ul id="graphql"></ul><ul id="rest"></ul><p id="write"></p><p id="credentials"></p>
<script>
const api = ${JSON.stringify(api)};
const show = (id, text) => { const li = document.createElement('li'); li.textContent = text; document.getElementById(id).appendChild(li); };
const outcome = (promise, id) => promise.then((r) => { document.getElementById(id).textContent = 'status ' + r.status; }, () => { document.getElementById(id).textContent = 'blocked'; });
fetch(api + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ courses(first: 3) { edges { node { title } } } }' }) })
  .then((r) => r.json()).then((body) => body.data.courses.edges.forEach((edge) => show('graphql', edge.node.title)));
fetch(api + '/api/courses').then((r) => r.json()).then((courses) => courses.slice(0, 3).forEach((course) => show('rest', course.title)));
outcome(fetch(api + '/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Mallory', email: 'm@example.org', message: 'Sent from another origin' }) }), 'write');
outcome(fetch(api + '/graphql?query=%7B__typename%7D', { credentials: 'include' }), 'credentials');
</script></body></html>`;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  partner = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(partnerPage(app.baseUrl)));
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
