import type { Browser } from 'playwright-core';
import type { TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, openPage } from './browser.js';

/** A developer opens /graphql in a browser, runs the example and reads the docs: GraphiQL, built by Vite. */
let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

it('opens GraphiQL at /graphql, runs the example against the API and documents the schema, within the CSP', async () => {
  const { page, problems } = await openPage(browser, { locale: 'en-US' });
  // Chromium also logs violations as console errors; the event names the directive.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto(`${app.baseUrl}/graphql`);
  expect(await page.title()).toBe('H2O GraphQL API');
  await page.locator('.graphiql-query-editor').getByText('query Example').waitFor();

  // The browser asks in English, so the API answers course titles in English: the same language here.
  const english = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    body: JSON.stringify({ query: '{ courses(first: 1) { edges { node { title } } } }' }),
  });
  const firstTitle: string = (await english.json()).data.courses.edges[0].node.title;
  const request = page.waitForRequest(
    (r) => r.url() === `${app.baseUrl}/graphql` && r.method() === 'POST' && /query Example/.test(r.postData() ?? ''),
  );
  await page.getByRole('button', { name: /Execute query/ }).click();
  expect((await request).headers()['content-type']).toBe('application/json');
  // The editor renders a space inside a string as a no-break space: any white space counts as one.
  await page.waitForFunction(
    (title) => document.querySelector('.result-window')?.textContent?.replace(/\s/g, ' ').includes(`"${title}"`),
    firstTitle,
  );
  expect(await page.locator('.result-window').innerText()).not.toMatch(/"errors"/);

  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  const docs = page.locator('.graphiql-doc-explorer');
  await docs.getByRole('link', { name: 'Course', exact: true }).first().click();
  await docs.getByText('A swimming course with a limited number of places.').waitFor();
  expect(await docs.locator('.graphiql-doc-explorer-title').innerText()).toBe('Course');

  expect(problems).toEqual([]);
});
