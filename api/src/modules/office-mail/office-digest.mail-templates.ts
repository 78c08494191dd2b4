import { formatInstantDateTime } from '../mail/mail.format.js';
import type { MailBlock, MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';
import type { AdminView, OfficeKind } from './office-mail.rules.js';

/** The digest of an hour with more notifications than the office's budget (office-digest.ts builds it). */
export interface OfficeDigestMailData {
  /** ISO date-times: when the window's first notification came, and an hour later. */
  windowStart: string;
  windowEnd: string;
  /** The budget: this many were mailed one by one. */
  perHour: number;
  /** How many were not mailed on their own (all kinds). */
  held: number;
  /** Per kind: how many were held, and the admin view that lists them all (its URL absolute when the site's address is known). */
  kinds: { kind: OfficeKind; count: number; view: AdminView; adminUrl: string }[];
  /** The first held ones (at most DIGEST_LISTED): the visitor's subject, the course or the order number. */
  listed: { kind: OfficeKind; summary: string; at: string }[];
  /** Held ones not named in `listed`. */
  notListed: number;
}

const absolute = (url: string) => /^https?:\/\//.test(url);

/** The digest's mail, registered by the office-mail module. */
export const officeDigestMailTemplates = {
  /** To the office (German; English for the outbox view): how many of each kind were folded in, the first ones in a line each, and where they all are. */
  officeDigest(data: OfficeDigestMailData, t: Translate): MailContent {
    const start = formatInstantDateTime(data.windowStart, t.language);
    const end = formatInstantDateTime(data.windowEnd, t.language);
    // One link per admin view (the order kinds share one), named as the admin area's navigation names it.
    const views = new Map(data.kinds.filter((entry) => absolute(entry.adminUrl)).map((entry) => [entry.view, entry.adminUrl]));
    const links: MailBlock[] = [...views].map(([view, url]) => ({ kind: 'link', text: t(`mail.officeDigest.open.${view}`), url }));
    return {
      subject: t('mail.officeDigest.subject', { held: data.held }),
      blocks: [
        { kind: 'heading', text: t('mail.officeDigest.heading') },
        { kind: 'paragraph', text: t('mail.officeDigest.intro', { start, end, perHour: data.perHour, held: data.held }) },
        {
          kind: 'fields',
          rows: data.kinds.map((entry) => ({ label: t(`mail.officeDigest.kind.${entry.kind}`), value: String(entry.count) })),
        },
        { kind: 'paragraph', text: t('mail.officeDigest.nothingLost') },
        ...links,
        ...(data.listed.length > 0
          ? [
              { kind: 'paragraph' as const, text: t('mail.officeDigest.listedIntro', { listed: data.listed.length }) },
              {
                kind: 'fields' as const,
                rows: data.listed.map((entry) => ({
                  label: formatInstantDateTime(entry.at, t.language),
                  value: t(`mail.officeDigest.item.${entry.kind}`, { summary: entry.summary }),
                })),
              },
            ]
          : []),
        ...(data.notListed > 0 ? [{ kind: 'paragraph' as const, text: t('mail.officeDigest.notListed', { count: data.notListed }) }] : []),
        { kind: 'paragraph', text: t('mail.officeDigest.why') },
      ],
      footer: standardFooter(t, 'mail.footer.office'),
    };
  },
} satisfies Record<string, (data: never, t: Translate) => MailContent>;

type OfficeDigestMailTemplates = typeof officeDigestMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends OfficeDigestMailTemplates {}
}
