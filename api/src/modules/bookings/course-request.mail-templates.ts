import type { Language } from '../../context/language.js';
import type { MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';

/** What a course request's mails show: the request and the course it is for. */
export interface CourseRequestMailData {
  name: string;
  email: string;
  message?: string | null;
  courseTitle: string;
  courseId: number;
  visitorLanguage: Language;
}

/** A course request's mails (texts: course-request.messages.ts), registered by the bookings module. */
export const courseRequestMailTemplates = {
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
} satisfies Record<string, (data: never, t: Translate) => MailContent>;

type CourseRequestMailTemplates = typeof courseRequestMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends CourseRequestMailTemplates {}
}
