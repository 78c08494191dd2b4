import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The cookie banner, the settings dialog and the footer button that reopens it. */
export class ConsentUi {
  constructor(private readonly page: Page) {}

  banner() {
    return this.page.getByTestId('consent-banner');
  }

  bannerButton(name: string) {
    return this.banner().getByRole('button', { name, exact: true });
  }

  dialog() {
    return this.page.getByTestId('consent-dialog');
  }

  category(name: string | RegExp) {
    return this.dialog().getByRole('checkbox', { name });
  }

  footerButton() {
    return this.page.getByTestId('consent-footer-button');
  }
}

/** The stored choice as the browser keeps it: cookie attributes and the decoded value. */
export async function consentCookie(context: BrowserContext, url: string) {
  const cookie = (await context.cookies(url)).find(({ name }) => name === 'consent');
  if (!cookie) return null;
  return {
    ...cookie,
    choice: JSON.parse(decodeURIComponent(cookie.value)) as { version: number; decidedAt: string; categories: Record<string, boolean> },
  };
}

/**
 * A fresh context recording every request to another origin than the app's, with the image host
 * answered by a tiny PNG (the internet is out of reach; the host is a third party, not our system),
 * and the page's layout shifts summed up in `window.__layoutShift`.
 */
export async function openConsentContext(
  browser: Browser,
  appUrl: string,
  imageHost: string,
  { locale = 'de-DE', viewport = { width: 1280, height: 900 } }: { locale?: string; viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({ locale, viewport });
  const appOrigin = new URL(appUrl).origin;
  const external: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== appOrigin) external.push(request.url());
  });
  await context.route(`${imageHost}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from(TINY_PNG, 'base64') }),
  );
  await context.addInitScript(() => {
    const shifts = window as unknown as { __layoutShift: number };
    shifts.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, external, problems, ui: new ConsentUi(page) };
}

export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
