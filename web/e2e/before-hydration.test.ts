import type { Browser, Page, Route } from 'playwright-core';
import type { TestApp } from '../../api/test/test-app.js';
import { ContactMessage } from '../../api/src/modules/contact/contact-message.entity.js';
import { appAndBrowserForThisFile, footerHydrated, openPage } from './browser.js';

/**
 * Issue 25: the app starts after the first paint (web/src/boot.ts), and a visitor on a slow phone sees the
 * server's page seconds before its scripts have arrived. What they do meanwhile is held and done again once the
 * page is React's (web/src/ssr/heldInteractions.ts). Here the app's first script is held back by the test until
 * the visitor has filled in and sent the form, so "before hydration" is certain, not a race.
 */
let app: TestApp;
let browser: Browser;
appAndBrowserForThisFile((started) => ({ app, browser } = started));

/**
 * A new visitor's page at `path`, shown from the server's HTML, with the app's first script (main.tsx's chunk, or
 * another `script`) held back until `release()`.
 */
async function openWithAppHeld(path: string, beforeLoad: (page: Page) => void = () => {}, script = /\/assets\/main-[\w-]+\.js$/) {
  const { context, page, problems } = await openPage(browser);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(script, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  beforeLoad(page);
  // Not until DOMContentLoaded: that waits for the page's first (module) script, which may be the one held.
  await page.goto(app.baseUrl + path, { waitUntil: 'commit' });
  return { context, page, problems, script: { release, requested: () => held.length > 0 } };
}

const hydrated = (page: Page) => page.evaluate(footerHydrated);

it('keeps what a visitor typed, ticked and sent before the page hydrated, and sends the form once', async () => {
  const posts: string[] = [];
  const { context, page, problems, script } = await openWithAppHeld('/contact', (page) =>
    page.on('request', (request) => {
      if (request.method() === 'POST' || new URL(request.url()).search.includes('email=')) posts.push(request.url());
    }),
  );
  // The server's page, painted and fillable, while the app's code is still on its way.
  await page.waitForFunction(() => document.querySelector('[data-testid="field-name"]') !== null);
  await page.getByTestId('field-name').fill('Vor Hydration');
  await page.getByTestId('field-email').fill('early@example.org');
  await page.getByTestId('field-subject').fill('Früh getippt');
  await page.getByTestId('field-message').fill('Geschrieben, bevor die Seite fertig war.');
  await page.getByTestId('field-privacyAccepted').check();
  await page.getByTestId('form-submit').click();
  await page.waitForTimeout(200); // a native submit would have left the page by now
  expect(new URL(page.url()).pathname).toBe('/contact');
  expect(posts).toEqual([]); // nothing went out, not even as a query string
  expect(await hydrated(page)).toBe(false);
  expect(script.requested()).toBe(true);

  script.release();
  await page.getByTestId('form-success').getByText('Ihre Nachricht wurde gesendet.', { exact: false }).waitFor();
  const stored = await app.database.orm.em.fork().find(ContactMessage, { email: 'early@example.org' });
  expect(stored.map(({ name, subject, message }) => ({ name, subject, message }))).toEqual([
    { name: 'Vor Hydration', subject: 'Früh getippt', message: 'Geschrieben, bevor die Seite fertig war.' },
  ]);
  expect(problems).toEqual([]);
  await context.close();
});

/**
 * /contact on a phone's CPU (the page's content, a Suspense boundary, is hydrated a while after the app has started),
 * where `early` is done to the form at the moment the app has read what was typed before it started (its `stop()`
 * of index.html's holding). Resolves once it has been done, with whether the form's first field was React's then.
 */
async function contactWithInputAtRelease(early: 'autofill the name, then tick the box' | 'tick the box') {
  const { context, page, problems } = await openPage(browser);
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript((early) => {
    const page = window as { heldInteractions?: { stop: () => void }; reactsAtRelease?: boolean };
    let held: typeof page.heldInteractions;
    Object.defineProperty(window, 'heldInteractions', {
      configurable: true,
      get: () => held,
      set: (value: { stop: () => void }) => {
        const stop = value.stop;
        held = {
          ...value,
          stop: () => {
            stop();
            const name = document.querySelector<HTMLInputElement>('[data-testid="field-name"]')!;
            page.reactsAtRelease = Object.keys(name).some((key) => key.startsWith('__reactProps$'));
            if (early.startsWith('autofill')) {
              // As the browser's autofill and Playwright's fill() do it: value set, one `input` event.
              Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, 'Spät Ausgefüllt');
              name.dispatchEvent(new Event('input', { bubbles: true }));
            }
            // The box's change renders the form, which puts the state's empty name back into a field React has by
            // then, before anything could have handed it over.
            document.querySelector<HTMLInputElement>('[data-testid="field-privacyAccepted"]')!.click();
          },
        };
      },
    });
  }, early);
  await page.goto(app.baseUrl + '/contact');
  await page.waitForFunction(() => (window as { reactsAtRelease?: boolean }).reactsAtRelease !== undefined);
  const reactsAtRelease = await page.evaluate(() => (window as { reactsAtRelease?: boolean }).reactsAtRelease);
  return { context, page, problems, reactsAtRelease };
}

/** Sends the contact form with what is not filled in yet, and what the server stored of it. */
async function sendContact(page: Page, email: string) {
  if ((await page.getByTestId('field-name').inputValue()) === '') await page.getByTestId('field-name').fill('Normal Getippt');
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('field-subject').fill('Während der Übernahme');
  await page.getByTestId('field-message').fill('Eingegeben, während die App die Seite übernahm.');
  await page.getByTestId('form-submit').click();
  await page.getByTestId('form-success').getByText('Ihre Nachricht wurde gesendet.', { exact: false }).waitFor();
  return app.database.orm.em.fork().find(ContactMessage, { email });
}

it('keeps text filled in after the app started but before React had hydrated that field (autofill on a slow phone)', async () => {
  const { context, page, problems, reactsAtRelease } = await contactWithInputAtRelease('autofill the name, then tick the box');
  expect(reactsAtRelease).toBe(false);
  // Before the fix the name stayed on the screen but not in the form's state, which refused it as missing.
  const stored = await sendContact(page, 'late@example.org');
  expect(stored.map(({ name }) => name)).toEqual(['Spät Ausgefüllt']);
  expect(problems).toEqual([]);
  await context.close();
});

it('keeps a box ticked after the app started but before React had hydrated it', async () => {
  const { context, page, problems, reactsAtRelease } = await contactWithInputAtRelease('tick the box');
  expect(reactsAtRelease).toBe(false);
  expect(await page.getByTestId('field-privacyAccepted').isChecked()).toBe(true);
  // Refused as not accepted if the form's state never heard of the tick.
  const stored = await sendContact(page, 'late-box@example.org');
  expect(stored.map(({ name }) => name)).toEqual(['Normal Getippt']);
  expect(problems).toEqual([]);
  await context.close();
});

it('does a tap on a button made before hydration once the page is React`s (the cookie banner)', async () => {
  const { context, page, problems, script } = await openWithAppHeld('/courses');
  // The banner is in the server's HTML: a new visitor sees it in the first paint and may answer it at once.
  const banner = page.getByTestId('consent-banner');
  await banner.getByRole('button', { name: 'Nur notwendige', exact: true }).click();
  expect(await hydrated(page)).toBe(false);
  expect((await context.cookies()).some(({ name }) => name === 'consent')).toBe(false);

  script.release();
  await banner.waitFor({ state: 'detached' });
  const consent = (await context.cookies()).find(({ name }) => name === 'consent');
  expect(JSON.parse(decodeURIComponent(consent!.value)).categories).toEqual({ necessary: true, marketing: false });

  // The next page: the inline script finds the cookie before the first paint, so the server's banner never shows.
  await page.goto(`${app.baseUrl}/blog`, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-consent-cookie'))).toBe(true);
  expect(await banner.isVisible()).toBe(false);
  expect(problems).toEqual([]);
  await context.close();
});

it('does a tap made before even the first script (boot.ts) has arrived', async () => {
  // index.html holds taps from the first paint; the module that replays them comes with the entry script, which on
  // mobile data arrives a round trip or more after the page is painted.
  const { context, page, problems, script } = await openWithAppHeld('/courses', () => {}, /\/assets\/index-[\w-]+\.js$/);
  const banner = page.getByTestId('consent-banner');
  await banner.getByRole('button', { name: 'Alle akzeptieren', exact: true }).click();
  await page.waitForTimeout(200);
  expect(script.requested()).toBe(true);
  expect(await hydrated(page)).toBe(false);
  expect((await context.cookies()).some(({ name }) => name === 'consent')).toBe(false);

  script.release();
  await banner.waitFor({ state: 'detached' });
  const consent = (await context.cookies()).find(({ name }) => name === 'consent');
  expect(JSON.parse(decodeURIComponent(consent!.value)).categories).toEqual({ necessary: true, marketing: true });
  expect(problems).toEqual([]);
  await context.close();
});

it('applies a filter chosen in a select before hydration', async () => {
  const { context, page, problems, script } = await openWithAppHeld('/courses');
  await page.getByLabel(/^Level$/).selectOption({ label: 'Profi' });
  expect(await hydrated(page)).toBe(false);

  script.release();
  await page.waitForURL(/level=PROFESSIONAL/);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="course-card"]').length === 2);
  expect(await page.getByLabel(/^Level$/).inputValue()).toBe('PROFESSIONAL');
  expect(problems).toEqual([]);
  await context.close();
});

it('leaves a visitor where they scrolled to before hydration; the next page starts at the top, Back returns there', async () => {
  const { context, page, problems, script } = await openWithAppHeld('/courses');
  await page.getByRole('heading', { name: 'Häufige Fragen' }).scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(500);

  script.release();
  await page.waitForFunction(footerHydrated);
  await page.waitForLoadState('networkidle');
  // It used to jump to the top once the app took over, and a tap made then landed on whatever was there after.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);

  // Where the list was when the visitor tapped (the tap may scroll the link into view first).
  type Tapped = { scrollYAtTap?: number };
  await page.evaluate(() =>
    document.addEventListener('click', () => ((window as Tapped).scrollYAtTap = window.scrollY), { capture: true, once: true }),
  );
  await page.getByRole('link', { name: 'Details ansehen' }).last().click();
  await page.waitForURL(/\/course\/\d+$/);
  await page.getByTestId('course-title').waitFor();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Back: the list where the visitor left it, give or take: the cards below the screen are laid out with an
  // estimated height until scrolled near (layoutWhenNear.ts), so under load the same scrollY showed content 300-400 px
  // away. Within a screen of it, not at the top.
  await page.goBack();
  await page.waitForURL(/\/courses$/);
  const listScrolledTo = await page.evaluate(() => (window as Tapped).scrollYAtTap ?? 0);
  expect(listScrolledTo).toBeGreaterThan(500);
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < window.innerHeight, listScrolledTo);
  expect(problems).toEqual([]);
  await context.close();
});

/** Each element's look, as far as the page's layout and colours go: one line per element, in document order. */
const computedLooks = () =>
  [...document.querySelectorAll('body *:not(script):not(style)')].map((element) => {
    const style = getComputedStyle(element);
    const look = [
      'display',
      'position',
      'width',
      'height',
      'margin',
      'padding',
      'color',
      'background-color',
      'font-size',
      'font-weight',
      'border',
      'border-radius',
      'box-shadow',
      'opacity',
    ];
    return `${element.tagName} ${look.map((name) => style.getPropertyValue(name)).join('|')}`;
  });

it("hydrates on the server's stylesheet: no rule inserted a second time, every element looking as the server sent it", async () => {
  for (const path of ['/courses', '/contact']) {
    const { context, page, problems, script } = await openWithAppHeld(path);
    await page.waitForLoadState('load');
    const before = await page.evaluate(computedLooks);
    const serverSheet = await page.evaluate(() => document.querySelector('style[data-styled]')?.textContent?.length ?? 0);
    script.release();
    await page.waitForFunction(footerHydrated);
    await page.waitForLoadState('networkidle');
    // styled-components keeps the server's <style> (patches/styled-components+6.6.0.dev.patch) and, with nothing new to add,
    // makes no tag of its own; it used to copy every rule into a new tag and drop the server's.
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-styled]')].map((style) => style.textContent?.length ?? 0),
    );
    expect({ path, sheets }).toEqual({ path, sheets: [serverSheet] });
    expect(serverSheet).toBeGreaterThan(5_000);
    expect(await page.evaluate(computedLooks)).toEqual(before);
    expect(problems).toEqual([]);
    await context.close();
  }
});

it("hydrates without touching <html>'s lang or style, either of which makes the browser restyle every element", async () => {
  const { context, page, problems } = await openPage(browser);
  // Recorded from the first script on: the attributes of <html> that anything sets, even to the value they had.
  await page.addInitScript(() => {
    const changed: string[] = [];
    (window as unknown as { htmlAttributesSet: string[] }).htmlAttributesSet = changed;
    // <html> does not exist yet when this runs: the document is watched, and only <html>'s records kept.
    new MutationObserver((records) =>
      changed.push(...records.filter((record) => record.target === document.documentElement).map((record) => record.attributeName ?? '')),
    ).observe(document, { attributes: true, subtree: true, attributeFilter: ['lang', 'style', 'data-consent-cookie'] });
  });
  await page.goto(app.baseUrl + '/courses', { waitUntil: 'networkidle' });
  await page.waitForFunction(footerHydrated);
  // A new visitor: the cookie banner is shown, and the buttons fixed at the bottom learn its height.
  await page.getByTestId('consent-banner').waitFor();
  await page.mouse.wheel(0, 800);
  await page.getByRole('button', { name: /nach oben/i }).waitFor();
  const set = await page.evaluate(() => (window as unknown as { htmlAttributesSet: string[] }).htmlAttributesSet);
  expect(set.filter((name) => name === 'lang' || name === 'style')).toEqual([]);
  expect(
    await page
      .getByRole('button', { name: /nach oben/i })
      .evaluate((button) => getComputedStyle(button).getPropertyValue('--consent-banner-height')),
  ).toMatch(/^[1-9]\d*px$/);
  // The watch works: an attribute set on <html> shows.
  await page.evaluate(() => document.documentElement.setAttribute('data-consent-cookie', ''));
  await page.waitForFunction(() =>
    (window as unknown as { htmlAttributesSet: string[] }).htmlAttributesSet.includes('data-consent-cookie'),
  );
  expect(problems).toEqual([]);
  await context.close();
});
