import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../context/language.js';
import type { MailContent } from './mail.layout.js';
import { sharedMailMessages } from './messages.js';

/**
 * Every mail text by id: the shared ones (messages.ts: the business, footers, field labels) and each domain's, which
 * the domain adds beside its texts by declaration merging, so a template's `t('…')` is checked against all of them:
 *
 *     declare module '../mail/mail-registry.js' {
 *       interface MailTexts extends Record<keyof (typeof refundMailMessages)['de'], string> {}
 *     }
 */
export interface MailTexts extends Record<keyof (typeof sharedMailMessages)['de'], string> {}
export type MailMessageId = keyof MailTexts & string;

/** A catalogue text in one language; `language` lets a template format what is not a text (dates, the VAT note). */
export type Translate = ((id: MailMessageId, values?: Record<string, string | number>) => string) & { readonly language: Language };

/**
 * Every mail the app sends, by name (the `template` of an outbox row): each domain adds its own beside them, e.g.
 *
 *     declare module '../mail/mail-registry.js' {
 *       interface MailTemplates extends RefundMailTemplates {}
 *     }
 *     type RefundMailTemplates = typeof refundMailTemplates;
 *
 * A template returns blocks (mail.layout.ts), never markup.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty here; each domain adds its templates by declaration merging
export interface MailTemplates {}
export type MailTemplateName = keyof MailTemplates & string;
export type MailTemplateData<T extends MailTemplateName> = Parameters<MailTemplates[T]>[0];
type MailTemplate = (data: never, t: Translate) => MailContent;

/** What every mail shows besides its template's blocks: the footer's sender line, and whether the site is a demo. */
export interface MailFrame {
  sender: string;
  demo: boolean;
}

/**
 * Reads the frame in the caller's transaction, in one query: mails are often queued in transactions that hold locks (an
 * invoice's number), and each read lengthens them.
 */
export type MailFrameReader = (em: EntityManager) => Promise<MailFrame>;

/**
 * What a domain's mails bring (DomainModule.mails): its templates by name and their texts (German and English, same
 * keys); the one domain that knows the business and the site's mode brings the frame every mail is rendered in.
 */
export interface DomainMails {
  templates?: Record<string, MailTemplate>;
  messages?: { de: Record<string, string>; en: Record<string, string> };
  frame?: MailFrameReader;
}

const templates = new Map<string, MailTemplate>();
const catalogue: Record<Language, Record<string, string>> = { de: { ...sharedMailMessages.de }, en: { ...sharedMailMessages.en } };
let frameReader: MailFrameReader | null = null;

/**
 * Adds a domain's templates and texts (modules.ts does, for every module, when the app's modules load). A name or a
 * text id taken twice is a mistake that would silently replace a mail: it throws.
 */
export function registerMails({ templates: added = {}, messages, frame }: DomainMails): void {
  if (frame) {
    if (frameReader) throw new Error("two domains bring the mails' frame");
    frameReader = frame;
  }
  for (const [name, template] of Object.entries(added)) {
    if (templates.has(name)) throw new Error(`two mail templates are named "${name}"`);
    templates.set(name, template);
  }
  for (const language of ['de', 'en'] as const) {
    for (const [id, text] of Object.entries(messages?.[language] ?? {})) {
      if (Object.hasOwn(catalogue[language], id)) throw new Error(`two mail texts have the id "${id}" (${language})`);
      catalogue[language][id] = text;
    }
  }
}

/** The registered template of that name (its domain's module registers it). */
export function mailTemplate<T extends MailTemplateName>(name: T): (data: MailTemplateData<T>, t: Translate) => MailContent {
  const template = templates.get(name);
  if (!template)
    throw new Error(`no mail template "${name}" is registered: its domain's module lists it under \`mails\` (modules.ts registers them)`);
  return template as (data: MailTemplateData<T>, t: Translate) => MailContent;
}

/** The frame every mail is rendered in, as the registered domain reads it. */
export function readMailFrame(em: EntityManager): Promise<MailFrame> {
  if (!frameReader)
    throw new Error("no domain brings the mails' frame: its module lists a `frame` under `mails` (modules.ts registers them)");
  return frameReader(em);
}

/** Every registered text in one language (German is the source; a text missing in English falls back to it). */
export function mailMessages(language: Language): Readonly<Record<string, string>> {
  return catalogue[language];
}
