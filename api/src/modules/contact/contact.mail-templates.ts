import type { Language } from '../../context/language.js';
import type { MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';

/** What the contact form's mails show: the stored message and the language the visitor used. */
export interface ContactMailData {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The visitor's language, so the business knows how to answer. */
  visitorLanguage: Language;
}

/** The contact form's mails (texts: contact.messages.ts), registered by the contact module. */
export const contactMailTemplates = {
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
} satisfies Record<string, (data: never, t: Translate) => MailContent>;

type ContactMailTemplates = typeof contactMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends ContactMailTemplates {}
}
