import type { MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';

/** An invitation to review a finished course, with the link to the review form for it (`/review?courseId=…`). */
export interface ReviewInvitationMailData {
  /** E.g. "Anna Muster". */
  name: string;
  courseTitle: string;
  /** The review page for this course (absolute URL). */
  reviewUrl: string;
  /** An admin's test copy: says so at the top. */
  test?: boolean;
}

/** The admins' test mail: proves that mail leaves the site. */
export interface AdminTestMailData {
  username: string;
  /** The link that confirms the mail arrived (the first-run checklist); absent in older rows. */
  confirmUrl?: string;
}

/** The mail domain's own mails, sent from the admin area (texts: ../messages.ts), registered by the mail module. */
export const invitationMailTemplates = {
  /** To a customer of a finished course, in the order's language: please review it (once per customer and course). */
  reviewInvitation(data: ReviewInvitationMailData, t: Translate): MailContent {
    return {
      subject: t('mail.reviewInvitation.subject', { course: data.courseTitle }),
      blocks: [
        ...(data.test ? [{ kind: 'quote' as const, text: t('mail.adminTest.reviewNote') }] : []),
        { kind: 'heading', text: t('mail.reviewInvitation.heading', { name: data.name }) },
        { kind: 'paragraph', text: t('mail.reviewInvitation.intro', { course: data.courseTitle }) },
        { kind: 'button', text: t('mail.reviewInvitation.button'), url: data.reviewUrl },
        { kind: 'paragraph', text: t('mail.reviewInvitation.note') },
        { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
      ],
      footer: standardFooter(t, 'mail.footer.review'),
    };
  },

  /** To the signed-in admin, in their language: a mail that only shows that sending works. */
  adminTestMail(data: AdminTestMailData, t: Translate): MailContent {
    return {
      subject: t('mail.adminTest.subject'),
      blocks: [
        { kind: 'heading', text: t('mail.adminTest.heading') },
        { kind: 'paragraph', text: t('mail.adminTest.intro', { username: data.username }) },
        ...(data.confirmUrl
          ? [
              { kind: 'paragraph' as const, text: t('mail.adminTest.confirmIntro') },
              { kind: 'button' as const, text: t('mail.adminTest.confirmButton'), url: data.confirmUrl },
            ]
          : []),
      ],
      footer: standardFooter(t, 'mail.footer.adminTest'),
    };
  },
} satisfies Record<string, (data: never, t: Translate) => MailContent>;

type InvitationMailTemplates = typeof invitationMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends InvitationMailTemplates {}
}
