import { createHash } from 'node:crypto';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * An article's Markdown (CommonMark, written by staff) as HTML the site inserts as it is (the browser
 * no longer carries a Markdown parser). markdown-it in its CommonMark preset: the syntax react-markdown read
 * before (no tables, no bare-URL links), linear time on hostile input (30,000 characters of `*a` or nested
 * brackets take milliseconds where other parsers took seconds) and nesting capped, so no stack overflow.
 * Safety, twice over:
 * - raw HTML in the Markdown is dropped, never passed on (as react-markdown's `skipHtml` did), and markdown-it
 *   refuses `javascript:`, `vbscript:`, `file:` and `data:` link targets (such a link stays plain text);
 * - the result goes through an allow list (sanitize-html) as the last step: only the elements Markdown makes,
 *   no `style`, `on…` or other attributes beyond those listed, and addresses only http(s) (links also mailto
 *   and tel) or relative.
 * The site's conventions, as the web's renderer had them:
 * - the article's title is the page's h1, so the text's headings step down one (h1 becomes h2, …, h6 stays h6);
 * - links off the site (anything but a path like "/courses") get rel="noopener noreferrer"; paths stay plain
 *   and the web opens them in the app;
 * - images from other hosts learn the visitor's address, so they wait for consent (cookie notice): they come as
 *   `<span data-external-image="URL">description</span>`, which the web swaps for the image once the visitor
 *   allowed external media; the site's own images (a path or the site's origin) are plain lazy `<img>`.
 */

/** A path on this site ("/courses"), not a protocol-relative "//host". */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** The site's own image: a path, or an absolute URL on the site's origin (as web/src/pages/blog/imageSource.ts). */
function isOwnImage(url: string, siteOrigin: string | undefined): boolean {
  if (isSitePath(url)) return true;
  if (!siteOrigin) return false;
  try {
    return new URL(url).origin === siteOrigin;
  } catch {
    return false;
  }
}

/** What renderBlogMarkdown hands the renderer. */
interface RenderEnv {
  siteOrigin?: string;
}

const markdownIt = new MarkdownIt('commonmark', { html: true }); // html parsed only to be dropped below, as a whole
markdownIt.renderer.rules.html_block = () => '';
markdownIt.renderer.rules.html_inline = () => '';
markdownIt.core.ruler.push('site_conventions', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
    for (const child of token.children ?? []) {
      if (child.type === 'link_open' && !isSitePath(String(child.attrGet('href') ?? ''))) child.attrSet('rel', 'noopener noreferrer');
    }
  }
});
markdownIt.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const src = String(token.attrGet('src') ?? '');
  const alt = markdownIt.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  const title = String(token.attrGet('title') ?? '');
  if (src && isOwnImage(src, (env as RenderEnv | undefined)?.siteOrigin)) {
    const titleAttribute = title ? ` title="${markdownIt.utils.escapeHtml(title)}"` : '';
    return `<img src="${markdownIt.utils.escapeHtml(src)}" alt="${alt}"${titleAttribute} loading="lazy">`;
  }
  return /^https?:\/\//i.test(src)
    ? `<span data-external-image="${markdownIt.utils.escapeHtml(src)}">${alt}</span>`
    : `<span>${alt}</span>`;
};

/** Everything not listed is dropped: unknown tags lose their tag (their text stays), `script`/`style` go whole. */
export const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    'a',
    'img',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'loading'],
    ol: ['start'],
    code: ['class'],
    span: ['data-external-image'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], span: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'data-external-image'],
  allowProtocolRelative: false,
  allowedStyles: {},
};

/** Renders one article body; see the file's comment for what comes out. */
export function renderBlogMarkdown(markdown: string, siteOrigin?: string): string {
  return sanitizeHtml(markdownIt.render(markdown, { siteOrigin } satisfies RenderEnv), allowList);
}

/**
 * Every visitor asks for the same few articles: their HTML is kept (by a hash of text and origin, so an edited
 * post renders afresh), the least recently used dropped past MAX_CACHED. Bodies are at most 30,000 characters.
 */
const MAX_CACHED = 200;
const rendered = new Map<string, string>();

export function blogMarkdownHtml(markdown: string, siteOrigin?: string): string {
  const key = createHash('sha256')
    .update(siteOrigin ?? '')
    .update('\0')
    .update(markdown)
    .digest('base64url');
  const html = rendered.get(key) ?? renderBlogMarkdown(markdown, siteOrigin);
  rendered.delete(key); // re-inserted last: a Map keeps insertion order, so its first key is the least recently used
  rendered.set(key, html);
  if (rendered.size > MAX_CACHED) rendered.delete(rendered.keys().next().value!);
  return html;
}

/**
 * The same Markdown as plain text, for a mail's text part: what a reader sees, not the marks (`**`, `_`, `#`, `[…](…)`).
 * Read from markdown-it's tokens (the parser above, so both parts agree on what is emphasis or a link): paragraphs and
 * headings separated by a blank line, list items as "- " (or their number), quotes as "> ", links as "text (address)"
 * with site paths made absolute on `siteOrigin`, images as their description, raw HTML dropped.
 */
type Token = ReturnType<typeof markdownIt.parse>[number];

export function markdownPlainText(markdown: string, siteOrigin?: string): string {
  const blocks: string[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let quoteDepth = 0;
  let marker = '';
  let lastWasListItem = false;
  const absolute = (href: string) => (siteOrigin && isSitePath(href) ? `${siteOrigin}${href}` : href);
  const inline = (children: Token[]) => {
    let text = '';
    const links: string[] = [];
    for (const child of children) {
      if (child.type === 'text' || child.type === 'code_inline') text += child.content;
      else if (child.type === 'softbreak' || child.type === 'hardbreak') text += '\n';
      else if (child.type === 'image') text += child.content;
      else if (child.type === 'link_open') links.push(String(child.attrGet('href') ?? ''));
      else if (child.type === 'link_close') {
        const href = links.pop();
        if (href && href !== text.slice(-href.length)) text += ` (${absolute(href)})`;
      }
    }
    return text.trim();
  };
  for (const token of markdownIt.parse(markdown, {})) {
    switch (token.type) {
      case 'bullet_list_open':
      case 'ordered_list_open':
        lists.push({ ordered: token.type === 'ordered_list_open', next: Number(token.attrGet('start') ?? 1) });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        if (lists.length === 0) lastWasListItem = false;
        break;
      case 'list_item_open': {
        const list = lists.at(-1)!;
        marker = `${'  '.repeat(lists.length - 1)}${list.ordered ? `${list.next++}.` : '-'} `;
        break;
      }
      case 'blockquote_open':
        quoteDepth++;
        break;
      case 'blockquote_close':
        quoteDepth--;
        break;
      case 'inline': {
        const text = inline(token.children ?? []);
        if (!text) break;
        const indent = ' '.repeat(lists.length > 0 ? 2 * lists.length : 0);
        const lines = text
          .split('\n')
          .map((line, index) => `${'> '.repeat(quoteDepth)}${index === 0 && marker ? marker : indent}${line}`)
          .join('\n');
        // The items of a list stay together, one a line; anything else is a block of its own.
        if (lists.length > 0 && lastWasListItem) blocks[blocks.length - 1] += `\n${lines}`;
        else blocks.push(lines);
        lastWasListItem = lists.length > 0;
        marker = '';
        break;
      }
      case 'fence':
      case 'code_block':
        blocks.push(token.content.replace(/\n$/, ''));
        break;
      case 'hr':
        blocks.push('---');
        break;
    }
  }
  return blocks.join('\n\n');
}
