/**
 * Puts a server render into the built index.html (which carries the hashed script and style links):
 * `<html lang>`, the page's head tags and styles, the app's HTML in #root and the Relay records.
 */

/** Id of the `<script type="application/json">` holding the records; main.tsx reads it. */
export const RECORDS_ELEMENT_ID = 'relay-records';

/** Id of the `<template>` with the links to the page's chunks (./modulePreloads.ts); boot.ts inserts them after the first paint. */
export const STARTUP_PREFETCH_ID = 'startup-prefetch';

/**
 * JSON that is safe inside a `<script>` element: `<` can never close it (`</script>`, `<!--`), and
 * U+2028/U+2029 are escaped as older parsers of JavaScript did not allow them in strings.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// React renders <title>, <meta> and <link> anywhere in the tree, and hoists them into <head> when it
// renders the whole document. Rendering into #root, it emits them before the app's HTML instead: they
// are taken from there and put into the template's head.
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

export function splitHoisted(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  let body = html;
  for (let match = HOISTED.exec(body); match; match = HOISTED.exec(body)) {
    head.push(match[0]);
    body = body.slice(match[0].length);
  }
  return { head, body };
}

/** The template's own tag that a page's tag replaces: its <title>, a <meta> of the same name or property. */
function withoutReplaced(template: string, tag: string): string {
  if (tag.startsWith('<title>')) return template.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  const key = /^<meta\b[^>]*\b(name|property)="([^"]+)"/.exec(tag);
  if (!key) return template;
  const escaped = key[2].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return template.replace(new RegExp(`<meta\\b[^>]*\\b${key[1]}="${escaped}"[^>]*>\\s*`), '');
}

export interface DocumentParts {
  template: string;
  language: string;
  /** Hoisted tags and styled-components' <style> elements. */
  head: string[];
  styles: string;
  appHtml: string;
  records: unknown;
  /** The `<template>` of links to the page's chunks (./modulePreloads.ts), after the records. */
  preloads?: string;
}

export function renderDocument({ template, language, head, styles, appHtml, records, preloads = '' }: DocumentParts): string {
  let html = head.reduce(withoutReplaced, template);
  html = html.replace(/<html\b[^>]*>/, `<html lang="${language}">`);
  // Functions as replacements: `$` in the page's text must not be read as a replacement pattern.
  // The first paint waits until the whole page is parsed (up to the records after #root): otherwise the browser
  // may paint the top bar alone and the page's text a moment later, and that text (the largest paint) then counts
  // every script that ran in between (Lighthouse's LCP on /contact 2.2 s with the text there at 0.7 s).
  const renderWhole = `<link rel="expect" href="#${RECORDS_ELEMENT_ID}" blocking="render">`;
  html = html.replace('</head>', () => `${head.join('')}${renderWhole}${styles}</head>`);
  const data = `<script type="application/json" id="${RECORDS_ELEMENT_ID}">${scriptSafeJson(records)}</script>`;
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${appHtml}</div>${data}${preloads}`);
}
