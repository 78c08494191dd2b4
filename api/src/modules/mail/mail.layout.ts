/**
 * What a template says, as blocks; the layout alone turns them into HTML and plain text. Templates
 * never write markup, so every text (and every visitor's value inside it) is escaped in one place.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Label/value rows (the form's fields). */
  | { kind: 'fields'; rows: { label: string; value: string }[] }
  /** A visitor's own text, quoted as written (line breaks kept). */
  | { kind: 'quote'; text: string }
  /** The mail's one action (confirm a subscription): a button, and the address written out in the text part. */
  | { kind: 'button'; text: string; url: string }
  /** A small link in the running text (unsubscribe). */
  | { kind: 'link'; text: string; url: string }
  /**
   * Staff's Markdown (a newsletter's text): `html` is what the blog's renderer made of it (sanitised by an allow list,
   * links absolute), `text` the same as plain text (markdownPlainText) for the plain-text part. The one block whose markup comes in made.
   */
  | { kind: 'markdown'; html: string; text: string }
  /** A blog post as a teaser: its title, summary and a link to read it. */
  | { kind: 'teaser'; title: string; summary: string; linkText: string; url: string };

export interface MailContent {
  subject: string;
  blocks: MailBlock[];
  /** Small print under the mail: who sent it and how to reach the business. */
  footer: string[];
  /** Extra header fields the mail is sent with (List-Unsubscribe, RFC 8058); values are ours, never a visitor's. */
  headers?: Record<string, string>;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** Escaped, with the visitor's line breaks kept as <br>. */
const lines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** Links in mails are our own absolute http(s) URLs; anything else (`javascript:`) is a bug, never sent. */
function href(url: string): string {
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`a mail link must be an absolute http(s) URL, got "${url.slice(0, 50)}"`);
  return escapeHtml(url);
}

// Inline styles and one table: what mail clients (Outlook included) render alike; max-width keeps it
// readable on phones without media queries.
const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f2933;';

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="${FONT}font-size:22px;line-height:1.3;margin:0 0 16px;color:#0b5394;">${lines(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="${FONT}font-size:16px;line-height:1.5;margin:0 0 16px;">${lines(block.text)}</p>`;
    case 'fields':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse;">${block.rows
        .map(
          (row) =>
            `<tr><th align="left" valign="top" style="${FONT}font-size:14px;padding:4px 12px 4px 0;white-space:nowrap;">${escapeHtml(row.label)}</th>` +
            `<td style="${FONT}font-size:14px;padding:4px 0;word-break:break-word;">${lines(row.value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="${FONT}font-size:15px;line-height:1.5;margin:0 0 16px;padding:12px 16px;border-left:4px solid #0b5394;background:#f0f5fa;word-break:break-word;">${lines(block.text)}</blockquote>`;
    case 'button':
      return `<p style="margin:8px 0 24px;"><a href="${href(block.url)}" style="${FONT}display:inline-block;font-size:16px;font-weight:bold;color:#ffffff;background:#0b5394;padding:12px 24px;border-radius:6px;text-decoration:none;">${escapeHtml(block.text)}</a></p>`;
    case 'link':
      return `<p style="${FONT}font-size:14px;line-height:1.5;margin:0 0 16px;"><a href="${href(block.url)}" style="color:#0b5394;">${escapeHtml(block.text)}</a></p>`;
    case 'markdown':
      return `<div style="${FONT}font-size:16px;line-height:1.5;margin:0 0 16px;word-break:break-word;">${block.html}</div>`;
    case 'teaser':
      return (
        `<div style="margin:0 0 20px;padding:16px;border:1px solid #d9e2ec;border-radius:6px;">` +
        `<h2 style="${FONT}font-size:18px;line-height:1.3;margin:0 0 8px;color:#0b5394;">${escapeHtml(block.title)}</h2>` +
        `<p style="${FONT}font-size:15px;line-height:1.5;margin:0 0 8px;">${lines(block.summary)}</p>` +
        `<p style="margin:0;"><a href="${href(block.url)}" style="${FONT}font-size:15px;font-weight:bold;color:#0b5394;">${escapeHtml(block.linkText)}</a></p></div>`
      );
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return block.text;
    case 'fields':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
    case 'link':
      return `${block.text}:\n${block.url}`;
    case 'markdown':
      return block.text;
    case 'teaser':
      return `${block.title}\n${block.summary}\n${block.linkText}: ${block.url}`;
  }
}

export function renderLayout(content: MailContent, language: string): RenderedMail {
  const text = [...content.blocks.map(blockText), '--', ...content.footer].join('\n\n') + '\n';
  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#eef2f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f6;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:28px 28px 12px;">
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px 28px;border-top:1px solid #d9e2ec;">
${content.footer.map((line) => `<p style="${FONT}font-size:12px;line-height:1.5;margin:0 0 4px;color:#52606d;">${lines(line)}</p>`).join('\n')}
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { subject: content.subject, text, html, headers: content.headers ?? null };
}
