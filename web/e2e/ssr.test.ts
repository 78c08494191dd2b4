import type { Browser } from 'playwright-core';
import type { TestApp } from '../../api/test/test-app.js';
import { appAndBrowserForThisFile, loadAndHydrate, openRecorded } from './browser.js';
import { CourseListPage } from './pages.js';

let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

describe('a page without JavaScript (as a search engine or a slow phone sees it first)', () => {
  it.each([
    // Issue 23: English pages show the course's English texts, euros and dates the English way.
    ['de-DE', 'Verfügbar', /160,00\s€/, 'Kursdetails', 'Seepferdchen-Kurs', 'DD.MM.YYYY'],
    ['en-US', 'Available', /€160\.00/, 'Course details', 'Seahorse badge course', 'DD/MM/YYYY'],
  ])('shows the course in %s: title, price, dates and availability', async (locale, availability, price, heading, title, dateFormat) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale });
    const page = await context.newPage();
    const response = await page.goto(`${app.baseUrl}/course/1`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe(locale.slice(0, 2));
    expect(await page.getByTestId('course-title').innerText()).toBe(title);
    expect(await page.getByTestId('availability-badge').innerText()).toBe(availability);
    expect(await page.getByTestId('course-price').innerText()).toMatch(price);
    // The demo courses' dates follow the day the data was loaded: read them, as the page does.
    const [dates] = await app.database.orm.em
      .fork()
      .getConnection()
      .execute<{ text: string }[]>(
        `select to_char(start_date, '${dateFormat}') || ' – ' || to_char(end_date, '${dateFormat}') as text from courses where id = 1`,
      );
    await page.getByText(dates.text).waitFor();
    await page.getByRole('heading', { name: heading }).waitFor();
    expect(await page.title()).toContain(title);
    await context.close();
  });
});

describe('hydrating a server-rendered page', () => {
  it.each(['/', '/courses', '/course/1', '/no-such-page'])('%s hydrates without asking /graphql and without warnings', async (path) => {
    const { context, page, graphql, problems } = await openRecorded(browser);
    await loadAndHydrate(page, `${app.baseUrl}${path}`);
    expect(graphql).toEqual([]);
    // Chromium reports the 404 status of the not-found page itself as a console error.
    expect(problems.filter((problem) => !(path === '/no-such-page' && problem.includes('status of 404')))).toEqual([]);
    await context.close();
  });

  it.each(['/courses', '/course/1', '/blog'])(
    '%s keeps the styles the server sent: hydrating makes no class name of its own',
    async (path) => {
      const { context, page } = await openRecorded(browser);
      // Every rule styled-components inserts while hydrating. It hydrates on the server's <style> as it is
      // (patches/styled-components+6.6.0.dev.patch), so any rule here is one it made anew: a component whose class name differs
      // from the server's, or global rules rendered again.
      await page.addInitScript(() => {
        const inserted: string[] = [];
        (window as unknown as { insertedRules: string[] }).insertedRules = inserted;
        const insertRule = CSSStyleSheet.prototype.insertRule;
        CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
          inserted.push(rule);
          return insertRule.call(this, rule, index);
        };
      });
      const serverHtml = await (await fetch(`${app.baseUrl}${path}`)).text();
      const serverStyles = /<style data-styled[^>]*>([^<]*)<\/style>/.exec(serverHtml)?.[1] ?? '';
      await loadAndHydrate(page, `${app.baseUrl}${path}`);
      const rules = await page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules);
      expect(serverStyles.length).toBeGreaterThan(5_000);
      expect(rules).toEqual([]);
      // The global rules still apply.
      expect(await page.evaluate(() => [getComputedStyle(document.body).margin, getComputedStyle(document.body).boxSizing])).toEqual([
        '0px',
        'border-box',
      ]);
      await context.close();
    },
  );

  it('then navigates in the browser: a filter, a course, the language switch', async () => {
    const { context, page, graphql, problems } = await openRecorded(browser);
    await loadAndHydrate(page, `${app.baseUrl}/courses`);
    const list = new CourseListPage(page);
    await list.expectCount(10);
    await list.selectLevel('Profi');
    await list.expectCount(2);
    expect(await list.titles()).toEqual(['Rettungsschwimmer Silber', 'Wettkampftraining']);
    expect(graphql.length).toBeGreaterThan(0); // the filter asked the API: the app is live

    await list.cards().first().getByRole('link', { name: 'Details ansehen' }).click();
    await page.waitForURL('**/course/7');
    await page.getByTestId('course-title').filter({ hasText: 'Rettungsschwimmer Silber' }).waitFor();

    await page.getByTestId('language-switch-en').click();
    await page.getByText('← Back to all courses').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // The server follows the choice (lang cookie) on the next full load.
    await loadAndHydrate(page, `${app.baseUrl}/course/7`);
    await page.getByText('← Back to all courses').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
