import type { Page } from 'playwright-core';

/**
 * What a phone visitor meets on a page as the browser lays it out, measured, not judged from screenshots:
 *
 * - words cut into pieces: a word (four letters or more) whose text ranges (`Range.getClientRects`) lie on several
 *   lines fails when a piece is shorter than four letters, or when the break is no hyphenation (the element does not
 *   hyphenate, or this browser has no hyphenation dictionary for its language): then `overflow-wrap` cut it anywhere,
 *   "Familienschwi/mmen", without a hyphen to say the word goes on;
 * - sideways overflow: the document wider than the screen, naming the elements that stick out;
 * - controls under something fixed or sticky: each visible button, link, input, select and textarea scrolled to as the
 *   browser scrolls to a focused control (`scrollIntoView`, which honours `scroll-padding`), and the element at its
 *   centre (`elementFromPoint`) must be the control itself. The page is scrolled past its top first and the check waits
 *   for the back-to-top button (`data-testid="back-to-top"`), so it is there for all of them (stricter than a visitor
 *   near the top sees it);
 * - the primary action in view: each form's submit button and each `[data-primary-action]` in <main> must fit the
 *   screen whole (left to right, and below the sticky header) once scrolled to, and not be covered.
 *
 * `where` names the page state in each line ("/contact?lang=en, 360 px, banner open").
 */
export async function phoneLayoutProblems(page: Page, where: string): Promise<string[]> {
  const problems = [...(await brokenWords(page)), ...(await sidewaysOverflow(page)), ...(await coveredControls(page))];
  return problems.map((problem) => `${where}: ${problem}`);
}

/** The problems at each width, the page resized in place (the widths of the narrowest common phone and of a common one). */
export function phoneLayoutProblemsAtWidths(
  page: Page,
  where: string,
  widths: readonly number[] = PHONE_WIDTHS,
  height = 740,
): Promise<string[]> {
  return problemsAtWidths(page, where, widths, height, phoneLayoutProblems);
}

export const PHONE_WIDTHS = [360, 390] as const;

/**
 * What a member of staff meets in an admin view (or one of its dialogs) on a laptop or a small desktop screen, measured
 * the same way: words cut over lines (a table column narrower than its longest word), sideways overflow of the document
 * and of any box that scrolls sideways (a table whose action column lies behind a scroll), and clipped controls: a
 * button, link or field that sticks out of a box that clips it, or whose own text is wider than the control.
 * Controls under fixed elements are the phones' concern (the admin area has no back-to-top button or banner there).
 */
export async function desktopLayoutProblems(page: Page, where: string): Promise<string[]> {
  const problems = [
    ...(await brokenWords(page)),
    ...(await sidewaysOverflow(page)),
    ...(await scrollBoxOverflow(page)),
    ...(await clippedControls(page)),
  ];
  return problems.map((problem) => `${where}: ${problem}`);
}

/** The admin area's widths: a 1024 px laptop or tablet and a 1280 px desktop. */
export const ADMIN_WIDTHS = [1280, 1024] as const;

export function desktopLayoutProblemsAtWidths(
  page: Page,
  where: string,
  widths: readonly number[] = ADMIN_WIDTHS,
  height = 800,
): Promise<string[]> {
  return problemsAtWidths(page, where, widths, height, desktopLayoutProblems);
}

async function problemsAtWidths(
  page: Page,
  where: string,
  widths: readonly number[],
  height: number,
  measure: (page: Page, where: string) => Promise<string[]>,
) {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    // Two frames: resize observers (the consent banner's height) and React have reacted to the new width.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    problems.push(...(await measure(page, `${where}, ${width} px`)));
  }
  return problems;
}

function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN_PIECE = 4;
    // Visually hidden text (screen readers only) sits in a 1 px box that clips it: no line breaks anyone sees.
    const clipped = (element: Element | null): boolean => {
      for (let current = element; current; current = current.parentElement) {
        const box = current.getBoundingClientRect();
        if (getComputedStyle(current).overflow === 'hidden' && (box.width <= 1 || box.height <= 1)) return true;
      }
      return false;
    };
    // Whether this browser hyphenates a language: a long word in a box narrower than it wraps only by hyphenation.
    const hyphenates = new Map<string, boolean>();
    const canHyphenate = (lang: string) => {
      if (!hyphenates.has(lang)) {
        const probe = document.createElement('div');
        probe.lang = lang;
        probe.style.cssText =
          'position:absolute;visibility:hidden;width:4em;hyphens:auto;overflow-wrap:normal;word-break:normal;white-space:normal';
        probe.textContent = lang.startsWith('de') ? 'Donaudampfschifffahrtsgesellschaft' : 'incomprehensibilities';
        document.body.append(probe);
        hyphenates.set(lang, probe.getBoundingClientRect().height > parseFloat(getComputedStyle(probe).lineHeight || '20') * 1.5);
        probe.remove();
      }
      return hyphenates.get(lang)!;
    };
    const lineOf = (rect: DOMRect) => Math.round(rect.top + rect.height / 2);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, [hidden]') || clipped(element)) continue;
      for (const match of (node.textContent ?? '').matchAll(/\p{L}{4,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (new Set(rects.map(lineOf)).size < 2) continue;
        // Letter by letter, which line each one is on: the pieces.
        const pieces: string[] = [];
        let line: number | undefined;
        for (let index = 0; index < match[0].length; index++) {
          range.setStart(node, match.index + index);
          range.setEnd(node, match.index + index + 1);
          const rect = [...range.getClientRects()].find((box) => box.width > 0);
          const letterLine = rect ? lineOf(rect) : line;
          if (letterLine !== line || pieces.length === 0) pieces.push('');
          pieces[pieces.length - 1] += match[0][index];
          line = letterLine;
        }
        const style = getComputedStyle(element);
        const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
        const hyphenated = style.hyphens === 'auto' && lang !== '' && canHyphenate(lang);
        const short = pieces.some((piece) => piece.length < MIN_PIECE);
        if (short || !hyphenated) {
          const why = short ? `a piece shorter than ${MIN_PIECE} letters` : 'cut without hyphenation';
          found.push(`word "${pieces.join('/')}" broken over lines (${why}) in ${describe(element)}`);
        }
      }
    }
    return [...new Set(found)];

    function describe(element: Element) {
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
      return `<${element.tagName.toLowerCase()}>${testId ? ` in [data-testid=${testId}]` : ''}`;
    }
  });
}

function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return [];
    // The outermost elements that stick out on the right (or left), outside any box that scrolls or clips sideways.
    const culprits: string[] = [];
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1) || inScroller(element)) continue;
      if (element.parentElement && culprits.some((known) => known === describeElement(element.parentElement!))) continue;
      culprits.push(describeElement(element));
      if (culprits.length >= 3) break;
    }
    // Text wider than its box (a long word that may not wrap) sticks out while every box fits: the word is the culprit.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && culprits.length < 3; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || inScroller(parent) || parent.closest('script, style')) continue;
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if ([...range.getClientRects()].some((rect) => rect.width > 0 && rect.right > width + 1)) {
          culprits.push(`the text "${match[0]}" in ${describeElement(parent)}`);
          break;
        }
      }
    }
    return [`document ${root.scrollWidth} px wide on a ${width} px screen (scrolls sideways); sticking out: ${culprits.join(', ')}`];

    function describeElement(element: Element) {
      const testId = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ''}> "${text}"`;
    }
  });
}

async function coveredControls(page: Page): Promise<string[]> {
  // Past the top, so the back-to-top button (shown after some scrolling) is there, and given a frame to appear.
  const scrolled = await page.evaluate(() => {
    window.scrollTo({ top: 600, behavior: 'instant' });
    return window.scrollY;
  });
  // It appears after a scroll event and a render, late on a busy machine; a page too short to scroll that far has none.
  if (scrolled >= 400) await page.getByTestId('back-to-top').waitFor({ timeout: 5000 });
  const found = await page.evaluate(() => {
    const name = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement
          ? (element.labels?.[0]?.textContent ?? element.name)
          : element.textContent);
      const testId = element.getAttribute('data-testid');
      return `<${element.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ''}> "${(label ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
    };
    const positioned = (element: Element): Element | null => {
      for (let current: Element | null = element; current && current !== document.body; current = current.parentElement) {
        const position = getComputedStyle(current).position;
        if (position === 'fixed' || position === 'sticky') return current;
      }
      return null;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Inputs hidden behind a styled stand-in (check boxes, stars) are reached through their label.
      // checkVisibility: a closed <details>' answer keeps its boxes but is not painted.
      return (
        element.checkVisibility() &&
        box.width > 2 &&
        box.height > 2 &&
        style.visibility !== 'hidden' &&
        style.opacity !== '0' &&
        !element.closest('[hidden], [aria-hidden="true"], [inert]')
      );
    };
    const controls = [...document.body.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea')].filter(
      (element) => shown(element) && !positioned(element),
    );
    const primary = new Set(document.querySelectorAll('main form [type=submit], main [data-primary-action]'));
    const problems: string[] = [];
    for (const control of controls) {
      control.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      // A link spread over two lines is hit at its first line's middle.
      const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      const labelOf = hit?.closest('label');
      const reached =
        hit !== null &&
        (control.contains(hit) || (labelOf !== null && labelOf !== undefined && (labelOf as HTMLLabelElement).control === control));
      if (!reached) {
        const cover = hit ? (positioned(hit) ?? hit) : null;
        problems.push(`control ${name(control)} lies under ${cover ? name(cover) : 'nothing on screen (outside the screen)'}`);
        continue;
      }
      if (primary.has(control)) {
        const whole = control.getBoundingClientRect();
        const header = document.querySelector('header');
        const headerBottom = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
        const inView =
          whole.left >= -1 &&
          whole.right <= document.documentElement.clientWidth + 1 &&
          whole.top >= headerBottom - 1 &&
          whole.bottom <= window.innerHeight + 1;
        if (!inView)
          problems.push(
            `primary action ${name(control)} does not fit the screen when scrolled to (${Math.round(whole.left)},${Math.round(whole.top)} ${Math.round(whole.width)}×${Math.round(whole.height)})`,
          );
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return problems;
  });
  return found;
}

/** Boxes that scroll sideways (`overflow-x: auto | scroll`) holding more than they show: a column behind a scroll. */
function scrollBoxOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const overflowX = getComputedStyle(element).overflowX;
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (!element.checkVisibility() || element.clientWidth === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        const name = element.getAttribute('data-testid') ?? element.getAttribute('aria-label') ?? element.tagName.toLowerCase();
        found.push(`box "${name}" scrolls sideways (${element.scrollWidth} px in ${element.clientWidth} px)`);
      }
    }
    return found;
  });
}

/**
 * Controls cut off: a visible button, link, input, select or textarea that reaches beyond a box that clips it (any
 * ancestor whose `overflow-x` is not `visible`) or beyond the screen, and a control whose own text runs out of it.
 */
function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.textContent ?? (element as HTMLInputElement).name;
      const testId = element.getAttribute('data-testid');
      return `<${element.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ''}> "${(label ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        element.checkVisibility() &&
        box.width > 2 &&
        box.height > 2 &&
        style.visibility !== 'hidden' &&
        // A form's honeypot (ui/form/fields.tsx) is off screen on purpose, hidden from people and assistive technology.
        !element.closest('[hidden], [inert], [aria-hidden="true"]')
      );
    };
    const screenWidth = document.documentElement.clientWidth;
    const problems: string[] = [];
    for (const control of document.body.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea')) {
      if (!shown(control)) continue;
      const box = control.getBoundingClientRect();
      let clip: Element | null = null;
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        // The box's inside: without its borders (clientLeft) and a vertical scroll bar.
        const left = frame.left + parent.clientLeft;
        const right = left + parent.clientWidth;
        if (box.left < left - 1 || box.right > right + 1) {
          clip = parent;
          break;
        }
      }
      if (clip) {
        problems.push(`control ${name(control)} cut off by ${name(clip)}`);
        continue;
      }
      if (box.left < -1 || box.right > screenWidth + 1) {
        problems.push(`control ${name(control)} reaches beyond the screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
        continue;
      }
      // Its text wider than the control (a label that may not wrap in a button too narrow for it).
      if (control instanceof HTMLButtonElement || control instanceof HTMLAnchorElement) {
        const range = document.createRange();
        range.selectNodeContents(control);
        const text = range.getBoundingClientRect();
        if (text.width > 0 && (text.left < box.left - 1 || text.right > box.right + 1))
          problems.push(
            `the text of control ${name(control)} runs out of it (${Math.round(text.width)} px in ${Math.round(box.width)} px)`,
          );
      }
    }
    return [...new Set(problems)];
  });
}

/**
 * Words painted under something else: for each word (two letters or more) in view, the element at its ends and middle
 * (`elementFromPoint`) must be the word's own element, one inside it or one around it; a title that runs out of its
 * shrunk box under the button beside it ("Verwaltung" under "Abmelden") fails. `within` limits it to a part of the page.
 */
export async function textUnderOthers(page: Page, where: string, within = 'body'): Promise<string[]> {
  const found = await page.evaluate((selector) => {
    const problems: string[] = [];
    const root = document.querySelector(selector);
    if (!root) return problems;
    const describe = (element: Element) => {
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
      return `<${element.tagName.toLowerCase()}>${testId ? ` in [data-testid=${testId}]` : ''}`;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, [hidden], [aria-hidden="true"]') || !element.checkVisibility()) continue;
      for (const match of (node.textContent ?? '').matchAll(/\p{L}{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        for (const rect of range.getClientRects()) {
          const y = rect.top + rect.height / 2;
          // Its first and last letter and its middle: a word partly under a button fails too.
          for (const x of [rect.left + 2, rect.left + rect.width / 2, rect.right - 2]) {
            if (rect.width === 0 || x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
            const hit = document.elementFromPoint(x, y);
            if (hit && hit !== element && !element.contains(hit) && !hit.contains(element))
              problems.push(`text "${match[0]}" in ${describe(element)} lies under ${describe(hit)}`);
          }
        }
      }
    }
    return [...new Set(problems)];
  }, within);
  return found.map((problem) => `${where}: ${problem}`);
}
