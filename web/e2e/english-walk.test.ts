import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type TestApp, startTestApp } from '../../api/test/test-app.js';
import { launchBrowser, loadAndHydrate } from './browser.js';

/**
 * Issue 23, "Done when": every public route in English shows no German text outside `lang="de"` elements (the
 * content fallbacks a page marks so: a course or article text nobody has translated yet). Every course and
 * article is visited, not one of each: their texts are the data, and each may lack a translation.
 *
 * German is recognised by its letters (ä ö ü ß) and by common German words that are no English words; a
 * text node counts as English unless its closest `[lang]` says `de`. Accessible names (aria-label, alt, title,
 * placeholder) and the page's <title> are read too.
 */

const GERMAN_LETTERS = /[äöüÄÖÜß]/;
/** Frequent German words no English sentence uses ("die", "an", "so" and the like are left out on purpose). */
const GERMAN_WORDS = [
  'und',
  'der',
  'das',
  'mit',
  'für',
  'nicht',
  'ist',
  'sind',
  'Sie',
  'wir',
  'bitte',
  'oder',
  'von',
  'zum',
  'zur',
  'auf',
  'eine',
  'einen',
  'werden',
  'wird',
  'Ihr',
  'Ihre',
  'Ihren',
  'unsere',
  'unser',
  'auch',
  'noch',
  'nach',
  'bei',
  'kein',
  'keine',
  'Kurs',
  'Kurse',
  'Jahre',
  'Uhr',
  'Anmelden',
  'Startseite',
  'Kontakt',
  'Datenschutz',
  'Impressum',
  'Warenkorb',
  'Einheiten',
  'Samstags',
  'Sonntags',
  'Montags',
  'Dienstags',
  'Mittwochs',
  'Donnerstags',
  'Freitags',
  'Hallenbad',
  'jetzt',
  'hier',
  'alle',
  'mehr',
  'Zurück',
  'Schwimmkurs',
  'Schwimmkurse',
  'Ausgebucht',
  'Verfügbar',
];
const GERMAN_WORD = new RegExp(`(^|[^\\p{L}])(${GERMAN_WORDS.join('|')})(?=$|[^\\p{L}])`, 'u');

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ webDistDir: join(import.meta.dirname, '../dist') }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Every public path: the sitemap (all services, courses and articles), the forms with their parameters, the newsletter pages, a 404. */
async function publicPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  const course = await app.graphql('{ courses(first: 1, filter: { onlyAvailable: true }) { edges { node { databaseId title } } } }');
  const { databaseId, title } = course.data.courses.edges[0].node as { databaseId: number; title: string };
  return [
    ...new Set(paths),
    `/contact?course=${encodeURIComponent(title)}`,
    `/course-request?courseId=${databaseId}`,
    `/review?courseId=${databaseId}`,
    '/newsletter/confirm?token=x',
    '/newsletter/unsubscribe?token=x',
    '/no-such-page',
  ];
}

/** The German-looking texts of the page that are not inside a `lang="de"` element, each with where it was found. */
function germanOutsideLangDe(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ letters, words }) => {
      const letterPattern = new RegExp(letters);
      const wordPattern = new RegExp(words, 'u');
      const looksGerman = (text: string) => letterPattern.test(text) || wordPattern.test(text);
      const markedGerman = (element: Element | null) =>
        element?.closest('[lang]')?.getAttribute('lang')?.toLowerCase().startsWith('de') ?? false;
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        if (!text || !parent || parent.closest('script, style, noscript') || markedGerman(parent)) continue;
        if (looksGerman(text)) found.push(`<${parent.tagName.toLowerCase()}> ${text.slice(0, 120)}`);
      }
      for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
        if (markedGerman(element)) continue;
        for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
          const text = element.getAttribute(name) ?? '';
          if (looksGerman(text)) found.push(`[${name}] ${text.slice(0, 120)}`);
        }
      }
      if (looksGerman(document.title)) found.push(`<title> ${document.title}`);
      return found;
    },
    { letters: GERMAN_LETTERS.source, words: GERMAN_WORD.source },
  );
}

it('recognises German text outside lang="de" and accepts it inside', async () => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await loadAndHydrate(page, `${app.baseUrl}/about?lang=en`);
  const before = await germanOutsideLangDe(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      '<p id="left-in">Bitte wählen Sie einen Kurs</p><p id="plain">Kurs am Samstag</p><div lang="de"><p>Schöne Grüße und bis bald</p></div>',
    );
  });
  const after = await germanOutsideLangDe(page);
  expect(after.filter((text) => !before.includes(text))).toEqual(['<p> Bitte wählen Sie einen Kurs', '<p> Kurs am Samstag']);
  await context.close();
});

it('every public route in English shows no German text outside lang="de" elements', async () => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  const paths = await publicPaths();
  expect(paths.filter((path) => path.startsWith('/course/')).length).toBeGreaterThan(5);
  expect(paths.filter((path) => path.startsWith('/blog/')).length).toBeGreaterThan(2);
  const problems: string[] = [];
  const queue = [...paths];
  // A few pages at once: enough to keep the file short, few enough not to starve the server.
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        const page = await context.newPage();
        const url = `${path}${path.includes('?') ? '&' : '?'}lang=en`;
        await loadAndHydrate(page, `${app.baseUrl}${url}`);
        if ((await page.getAttribute('html', 'lang')) !== 'en') problems.push(`${url}: <html lang> is not en`);
        for (const text of await germanOutsideLangDe(page)) problems.push(`${url}: ${text}`);
        await page.close();
      }
    }),
  );
  await context.close();
  expect(problems.sort()).toEqual([]);
}, 300_000); // a hang guard, not a speed check
