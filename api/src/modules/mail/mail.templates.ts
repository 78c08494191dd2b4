import type { Language } from '../../context/language.js';
import type { MailContent } from './mail.layout.js';
import { type Translate, standardFooter } from './mail.render.js';

/** What the contact form's mails show: the stored message and the language the visitor used. */
export interface ContactMailData {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The visitor's language, so the business knows how to answer. */
  visitorLanguage: Language;
}

/** What a course request's mails show: the request and the course it is for. */
export interface CourseRequestMailData {
  name: string;
  email: string;
  message?: string | null;
  courseTitle: string;
  courseId: number;
  visitorLanguage: Language;
}

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
  /** The text; blank lines separate paragraphs. */
  text: string;
  /** The page that unsubscribes after a button press (a GET changes nothing: mail scanners follow links). */
  unsubscribePageUrl: string;
  /** RFC 8058 one-click target for the List-Unsubscribe header: a POST there unsubscribes at once. */
  oneClickUnsubscribeUrl: string;
}

/**
 * Every mail the app sends, by name (the `template` of an outbox row). A template returns blocks
 * (mail.layout.ts), never markup. New ones (course requests, reviews, orders) are added here.
 */
export const mailTemplates = {
  /** To the business: someone used the contact form (German, the business's language; Reply-To is the visitor). */
  contactNotification(data: ContactMailData, t: Translate): MailContent {
    return {
      subject: t('mail.contactNotification.subject', { subject: data.subject }),
      blocks: [
        { kind: 'heading', text: t('mail.contactNotification.heading') },
        { kind: 'paragraph', text: t('mail.contactNotification.intro', { name: data.name }) },
        {
          kind: 'fields',
          rows: [
            { label: t('mail.field.name'), value: data.name },
            { label: t('mail.field.email'), value: data.email },
            { label: t('mail.field.subject'), value: data.subject },
            { label: t('mail.field.language'), value: t(`mail.language.${data.visitorLanguage}`) },
          ],
        },
        { kind: 'quote', text: data.message },
      ],
      footer: standardFooter(t),
    };
  },

  /** To the visitor, in their language: we have your message, and this is what you wrote. */
  contactAcknowledgement(data: ContactMailData, t: Translate): MailContent {
    return {
      subject: t('mail.contactAcknowledgement.subject', { subject: data.subject }),
      blocks: [
        { kind: 'heading', text: t('mail.contactAcknowledgement.heading', { name: data.name }) },
        { kind: 'paragraph', text: t('mail.contactAcknowledgement.intro') },
        { kind: 'fields', rows: [{ label: t('mail.field.subject'), value: data.subject }] },
        { kind: 'quote', text: data.message },
        { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
      ],
      footer: standardFooter(t),
    };
  },

  /** To the business: a course request to answer (German; Reply-To is the requester). */
  courseRequestNotification(data: CourseRequestMailData, t: Translate): MailContent {
    return {
      subject: t('mail.courseRequestNotification.subject', { course: data.courseTitle }),
      blocks: [
        { kind: 'heading', text: t('mail.courseRequestNotification.heading') },
        { kind: 'paragraph', text: t('mail.courseRequestNotification.intro', { name: data.name, course: data.courseTitle }) },
        {
          kind: 'fields',
          rows: [
            { label: t('mail.field.course'), value: `${data.courseTitle} (#${data.courseId})` },
            { label: t('mail.field.name'), value: data.name },
            { label: t('mail.field.email'), value: data.email },
            { label: t('mail.field.language'), value: t(`mail.language.${data.visitorLanguage}`) },
          ],
        },
        ...(data.message ? [{ kind: 'quote' as const, text: data.message }] : []),
      ],
      footer: standardFooter(t),
    };
  },

  /** To the requester, in their language: the request is in, a place is not yet theirs. */
  courseRequestAcknowledgement(data: CourseRequestMailData, t: Translate): MailContent {
    return {
      subject: t('mail.courseRequestAcknowledgement.subject', { course: data.courseTitle }),
      blocks: [
        { kind: 'heading', text: t('mail.courseRequestAcknowledgement.heading', { name: data.name }) },
        { kind: 'paragraph', text: t('mail.courseRequestAcknowledgement.intro', { course: data.courseTitle }) },
        ...(data.message ? [{ kind: 'quote' as const, text: data.message }] : []),
        { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
      ],
      footer: standardFooter(t),
    };
  },

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
    const paragraphs = data.text.split(/\r?\n\s*\r?\n/).map((text) => text.trim()).filter(Boolean);
    return {
      subject: data.subject,
      blocks: [
        ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
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

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateData<T extends MailTemplateName> = Parameters<(typeof mailTemplates)[T]>[0];
