import { formatInstantDateTime } from '../mail/mail.format.js';
import type { MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';

/** The double opt-in of a waitlist sign-up: the link that confirms it, and the one that takes the address off. */
export interface WaitlistConfirmationMailData {
  courseTitle: string;
  places: number;
  confirmUrl: string;
  validDays: number;
  leaveUrl: string;
}

/** Places came free: the link that takes them (held until `expiresAt`, ISO), and the one that leaves the list. */
export interface WaitlistOfferMailData {
  courseTitle: string;
  places: number;
  expiresAt: string;
  offerUrl: string;
  leaveUrl: string;
}

/** The waitlist's mails, in the entry's language, registered by the waitlist module. Every one carries the link to leave the list. */
export const waitlistMailTemplates = {
  waitlistConfirmation(data: WaitlistConfirmationMailData, t: Translate): MailContent {
    return {
      subject: t('mail.waitlistConfirmation.subject', { course: data.courseTitle }),
      blocks: [
        { kind: 'heading', text: t('mail.waitlistConfirmation.heading') },
        { kind: 'paragraph', text: t('mail.waitlistConfirmation.intro', { course: data.courseTitle, places: data.places }) },
        { kind: 'button', text: t('mail.waitlistConfirmation.button'), url: data.confirmUrl },
        { kind: 'paragraph', text: t('mail.waitlistConfirmation.notYou', { days: data.validDays }) },
        { kind: 'link', text: t('mail.waitlist.leave'), url: data.leaveUrl },
      ],
      footer: standardFooter(t, 'mail.footer.waitlist'),
    };
  },

  waitlistOffer(data: WaitlistOfferMailData, t: Translate): MailContent {
    const until = formatInstantDateTime(data.expiresAt, t.language);
    return {
      subject: t('mail.waitlistOffer.subject', { course: data.courseTitle, places: data.places }),
      blocks: [
        { kind: 'heading', text: t('mail.waitlistOffer.heading', { places: data.places }) },
        { kind: 'paragraph', text: t('mail.waitlistOffer.intro', { course: data.courseTitle, places: data.places, until }) },
        { kind: 'button', text: t('mail.waitlistOffer.button'), url: data.offerUrl },
        { kind: 'paragraph', text: t('mail.waitlistOffer.after', { until }) },
        { kind: 'link', text: t('mail.waitlist.leave'), url: data.leaveUrl },
      ],
      footer: standardFooter(t, 'mail.footer.waitlist'),
    };
  },
};

type WaitlistMailTemplates = typeof waitlistMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends WaitlistMailTemplates {}
}
