import type { Browser } from 'playwright-core';
import type { TestApp } from '../../api/test/test-app.js';
import { BlogArticlePage, BlogListPage } from './blogPages.js';
import { appAndBrowserForThisFile, loadAndHydrate, openRecorded } from './browser.js';

let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

describe('the blog in the browser', () => {
  it('hydrates the list and an article without asking /graphql or warning, then opens a post', async () => {
    const { context, page, graphql, problems } = await openRecorded(browser);
    await loadAndHydrate(page, app.baseUrl + '/blog');
    const list = new BlogListPage(page);
    await list.expectCount(4);
    expect(graphql).toEqual([]);

    await loadAndHydrate(page, app.baseUrl + '/blog/ab-wann-schwimmen-lernen');
    const article = new BlogArticlePage(page);
    expect(await article.title().innerText()).toBe('Ab wann sollte mein Kind schwimmen lernen?');
    expect(graphql).toEqual([]);
    expect(problems).toEqual([]);

    // Back to the list and into another post, in the browser.
    await page.getByTestId('blog-back').click();
    await page.waitForURL('**/blog');
    await list.posts().getByRole('link', { name: 'Was gehört in die Schwimmtasche?' }).click();
    await page.waitForURL('**/blog/was-gehoert-in-die-schwimmtasche');
    await article.title().filter({ hasText: 'Was gehört in die Schwimmtasche?' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the article body the server rendered, without a Markdown parser in the browser (issue 25)', async () => {
    const { context, page, problems } = await openRecorded(browser);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      // The page's own scripts: the locale-data worker's (src/ssr/intlWarmUp.ts) may have ended before its body is read.
      if (response.request().resourceType() === 'script' && !response.url().includes('.worker-')) scripts.push(response.text());
    });
    await loadAndHydrate(page, app.baseUrl + '/blog/ab-wann-schwimmen-lernen');
    const body = page.getByTestId('blog-content');
    expect((await body.innerText()).length).toBeGreaterThan(100);
    expect(await body.locator('script, [onerror], [onclick]').count()).toBe(0);
    // react-markdown's parser (micromark, mdast) was the article page's 34 KiB of gzip; none of it loads now.
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    expect(code.filter((text) => /micromark|mdast/.test(text))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('filters by category through the URL', async () => {
    const { context, page, problems } = await openRecorded(browser);
    await loadAndHydrate(page, app.baseUrl + '/blog');
    const list = new BlogListPage(page);
    await list.featured().waitFor();

    await list.category('Rettungsschwimmen').click();
    await page.waitForURL('**/blog?category=Rettungsschwimmen');
    await list.expectCount(1);
    expect(await list.featured().count()).toBe(0);
    expect(await list.category('Rettungsschwimmen').getAttribute('aria-current')).toBe('page');

    await list.category('Alle').click();
    await page.waitForURL(/\/blog$/);
    await list.expectCount(4);
    await list.featured().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('copies the article address with the copy-link button', async () => {
    const { context, page, problems } = await openRecorded(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    await loadAndHydrate(page, app.baseUrl + '/blog/AB-WANN-SCHWIMMEN-LERNEN');
    const article = new BlogArticlePage(page);
    await article.copyLinkButton().click();
    await article.copyStatus().filter({ hasText: 'Link kopiert' }).waitFor();
    // The stored slug, not the spelling in the address bar.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${app.baseUrl}/blog/ab-wann-schwimmen-lernen`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
