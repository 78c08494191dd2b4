import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../../context/language.js';
import { type MailContent, type RenderedMail, renderLayout } from './mail.layout.js';
import { type MailMessageId, type Translate, mailMessages } from './mail-registry.js';

const formatters = new Map<string, IntlMessageFormat>();

/** The catalogue's text in `language` (German when English lacks it), with the values filled in. */
export function translator(language: Language): Translate {
  const translate = (id: MailMessageId, values?: Record<string, string | number>) => {
    const key = `${language}:${id}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      const text = mailMessages(language)[id] ?? mailMessages('de')[id];
      if (text === undefined) throw new Error(`no mail text "${id}" is registered: its domain's module lists it under \`mails\``);
      formatter = new IntlMessageFormat(text, language);
      formatters.set(key, formatter);
    }
    return String(formatter.format(values));
  };
  return Object.assign(translate, { language });
}

/** Every mail ends the same way: who we are, when we answer, and why this mail came (`reason`). */
export function standardFooter(t: Translate, reason: MailMessageId = 'mail.footer.automatic'): string[] {
  return [`${t('mail.business.name')} – ${t('mail.business.tagline')}`, t('mail.business.hours'), t(reason)];
}

/** A subject is one header line: whitespace runs (a stray line break) become one space, and it is cut to fit the outbox. */
function oneLine(subject: string): string {
  const line = subject.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/**
 * `sender`: the business profile's line (legal name, address, contact), the last line of every footer, so the mails
 * name the school as the imprint does and change with it (mails read the profile, not constants).
 */
export function renderMail(content: MailContent, language: Language, sender?: string, demo = false): RenderedMail {
  const footer = [...content.footer, ...(sender ? [sender] : [])];
  if (!demo) return renderLayout({ ...content, subject: oneLine(content.subject), footer }, language);
  // In demo mode every mail says so where a reader sees it first (the subject) and why (the footer): nothing in it is real.
  const t = translator(language);
  return renderLayout(
    { ...content, subject: oneLine(t('mail.demo.subject', { subject: content.subject })), footer: [...footer, t('mail.demo.footer')] },
    language,
  );
}
