import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { allowList as blogAllowList } from '../blog/blog-markdown.js';
import {
  LEGAL_PLACEHOLDERS,
  type LegalFacts,
  type LegalLanguage,
  type LegalPlaceholder,
  PLACEHOLDER_PATTERN,
  placeholderValues,
} from './legal-placeholders.js';

/**
 * A legal text's Markdown as the HTML the site shows, rendered on the server with the blog's tools and
 * safety (markdown-it in its CommonMark preset, raw HTML dropped, the blog's allow list as the last step), with
 * the conventions of a legal page:
 * - the page's title is its h1, so the text starts at `##` (h2) and keeps its levels;
 * - images are not loaded (their description stays): a legal page sends no visitor's address to another host;
 * - a heading may end in `{#id}`: that is its fragment id (`/datenschutz#cookies` works in both languages);
 * - `{{name}}` inserts a fact of the business profile or the settings (legal-placeholders.ts), escaped so a
 *   value never becomes Markdown; an empty fact becomes its bracketed label, like the defaults' `[…]` notes
 *   for what only the business knows. Every bracketed text left is marked (`<mark data-legal-placeholder>`)
 *   and listed as unfilled: the checklist and the editor flag the page.
 */

const markdownIt = new MarkdownIt('commonmark', { html: true });
markdownIt.renderer.rules.html_block = () => '';
markdownIt.renderer.rules.html_inline = () => '';
// A legal page loads nothing from elsewhere (a third-party image would learn every visitor's address): its description only.
markdownIt.renderer.rules.image = (tokens, index, options, env, self) =>
  markdownIt.utils.escapeHtml(self.renderInlineAsText(tokens[index].children ?? [], options, env));
const HEADING_ID = /\s*\{#([a-z0-9-]{1,60})\}\s*$/;
markdownIt.core.ruler.push('legal_conventions', (state) => {
  state.tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      const inline = state.tokens[index + 1];
      const last = inline?.children?.at(-1);
      const match = last?.type === 'text' ? HEADING_ID.exec(last.content) : null;
      if (match && last) {
        token.attrSet('id', match[1]);
        last.content = last.content.slice(0, match.index);
      }
    }
    for (const child of token.children ?? []) {
      const href = String(child.attrGet('href') ?? '');
      if (child.type === 'link_open' && !(href.startsWith('/') && !href.startsWith('//')) && !href.startsWith('#'))
        child.attrSet('rel', 'noopener noreferrer');
    }
  });
});

const allowList: sanitizeHtml.IOptions = {
  ...blogAllowList,
  allowedTags: [...(blogAllowList.allowedTags as string[]), 'mark'],
  allowedAttributes: {
    ...(blogAllowList.allowedAttributes as Record<string, string[]>),
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    mark: ['data-legal-placeholder'],
  },
};

/** Backslash before every ASCII punctuation character: a value is text, never Markdown (CommonMark escapes). */
const escapeMarkdown = (value: string) => value.replace(/[\\`*_{}[\]()#+\-.!<>|~&"']/g, (character) => `\\${character}`);

/** The Markdown with every known placeholder replaced (unknown ones stay as written; saving refuses them). */
export function fillPlaceholders(markdown: string, facts: LegalFacts, language: LegalLanguage): string {
  const values = placeholderValues(facts, language);
  return markdown.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    if (!(name in LEGAL_PLACEHOLDERS)) return whole;
    const value = values[name as LegalPlaceholder].trim();
    return value ? escapeMarkdown(value) : `\\[${escapeMarkdown(LEGAL_PLACEHOLDERS[name as LegalPlaceholder][language])}\\]`;
  });
}

/** A bracketed note in the text between tags: `[Telefonnummer]`. */
const BRACKETED = /\[([^\]<>\n]{1,400})\]/g;

export interface RenderedLegalText {
  html: string;
  /** The bracketed texts left in the page (empty facts and notes of the defaults), each once, in order. */
  unfilled: string[];
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function renderLegalMarkdown(markdown: string, facts: LegalFacts, language: LegalLanguage): RenderedLegalText {
  const safe = sanitizeHtml(markdownIt.render(fillPlaceholders(markdown, facts, language)), allowList);
  const unfilled = new Set<string>();
  // Only text between tags is searched and marked: an attribute (a link's address) is left as it is.
  const html = safe
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part
        : part.replace(BRACKETED, (whole) => {
            unfilled.add(decode(whole));
            return `<mark data-legal-placeholder="">${whole}</mark>`;
          }),
    )
    .join('');
  return { html, unfilled: [...unfilled] };
}
