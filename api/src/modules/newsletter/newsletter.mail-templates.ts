import type { MailBlock, MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';

/** A newsletter confirmation (double opt-in): the signed link that confirms, and for how many days it works. */
export interface NewsletterConfirmationMailData {
  confirmUrl: string;
  validDays: number;
}

/**
 * One newsletter issue to one confirmed subscriber. The unsubscribe links are required data, so no
 * newsletter can be queued without them (modules/newsletter builds them from the subscriber's token).
 */
export interface NewsletterMailData {
  subject: string;
  /** The text; blank lines separate paragraphs (the plain-text part when `html` is given). */
  text: string;
  /** The Markdown as the blog renders it (sanitised, links absolute); absent: `text` as paragraphs. */
  html?: string;
  /** Blog posts under the text, each with a link to read it. */
  teasers?: { title: string; summary: string; url: string }[];
  /** A test to staff: the subject says so. */
  test?: boolean;
  /** The page that unsubscribes after a button press (a GET changes nothing: mail scanners follow links). */
  unsubscribePageUrl: string;
  /** RFC 8058 one-click target for the List-Unsubscribe header: a POST there unsubscribes at once. */
  oneClickUnsubscribeUrl: string;
}

/** The newsletter's mails (texts: newsletter.messages.ts), registered by the newsletter module. */
export const newsletterMailTemplates = {
  /** To a visitor who signed up for the newsletter, in their language: confirm the address (double opt-in). */
  newsletterConfirmation(data: NewsletterConfirmationMailData, t: Translate): MailContent {
    return {
      subject: t('mail.newsletterConfirmation.subject'),
      blocks: [
        { kind: 'heading', text: t('mail.newsletterConfirmation.heading') },
        { kind: 'paragraph', text: t('mail.newsletterConfirmation.intro') },
        { kind: 'button', text: t('mail.newsletterConfirmation.button'), url: data.confirmUrl },
        { kind: 'paragraph', text: t('mail.newsletterConfirmation.notYou', { days: data.validDays }) },
        { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
      ],
      footer: standardFooter(t, 'mail.footer.newsletterSignup'),
    };
  },

  /**
   * A newsletter issue: always with the subscriber's unsubscribe link in the text and the List-Unsubscribe
   * headers (RFC 2369, with RFC 8058 one-click), which mail providers show as an "unsubscribe" button.
   */
  newsletter(data: NewsletterMailData, t: Translate): MailContent {
    const paragraphs = data.text
      .split(/\r?\n\s*\r?\n/)
      .map((text) => text.trim())
      .filter(Boolean);
    const body: MailBlock[] =
      data.html !== undefined
        ? [{ kind: 'markdown', html: data.html, text: data.text }]
        : paragraphs.map((text) => ({ kind: 'paragraph' as const, text }));
    return {
      subject: data.test ? `${t('mail.newsletter.testPrefix')} ${data.subject}` : data.subject,
      blocks: [
        ...body,
        ...(data.teasers ?? []).map((teaser): MailBlock => ({ kind: 'teaser', ...teaser, linkText: t('mail.newsletter.readMore') })),
        { kind: 'link', text: t('mail.newsletter.unsubscribe'), url: data.unsubscribePageUrl },
      ],
      footer: standardFooter(t, 'mail.footer.newsletterIssue'),
      headers: {
        'List-Unsubscribe': `<${data.oneClickUnsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  },
} satisfies Record<string, (data: never, t: Translate) => MailContent>;

type NewsletterMailTemplates = typeof newsletterMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends NewsletterMailTemplates {}
}
