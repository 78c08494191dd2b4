import { formatLocalDate } from '../mail/mail.format.js';
import type { MailBlock, MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';

/**
 * The reminder a few days before a course starts, to the customer in their order's language. Course texts
 * arrive already in that language (English where written, else German). Participants' names are personal data of
 * children: they are in the mail (the parent knows them) and never in a log line.
 */
export interface CourseReminderMailData {
  customerName: string;
  orderNumber: string;
  courseTitle: string;
  /** `YYYY-MM-DD`; null when the course has no date (it then gets no reminder, see course-reminders.ts). */
  startDate: string | null;
  endDate: string | null;
  /** Weekdays as the course gives them ("Samstags"). */
  schedule: string | null;
  /** Time of day ("12:15-13:00"). */
  time: string | null;
  location: string | null;
  whatToBring: string | null;
  participants: string[];
  /** The order's calendar file (`GET /api/orders/calendar.ics?key=…`); null when the order knows no site address (no PUBLIC_URL, an order made outside checkout). */
  calendarUrl: string | null;
  orderUrl: string | null;
}

export const followUpMailTemplates = {
  courseReminder(data: CourseReminderMailData, t: Translate): MailContent {
    const dates = data.startDate
      ? data.endDate && data.endDate !== data.startDate
        ? t('mail.courseReminder.period', {
            from: formatLocalDate(data.startDate, t.language),
            to: formatLocalDate(data.endDate, t.language),
          })
        : formatLocalDate(data.startDate, t.language)
      : '';
    const rows = [
      { label: t('mail.courseReminder.course'), value: data.courseTitle },
      { label: t('mail.courseReminder.dates'), value: dates },
      { label: t('mail.courseReminder.time'), value: [data.schedule, data.time].filter((part) => !!part).join(', ') },
      { label: t('mail.courseReminder.location'), value: data.location ?? '' },
      { label: t('mail.courseReminder.participants'), value: data.participants.join(', ') },
      { label: t('mail.courseReminder.order'), value: data.orderNumber },
    ].filter((row) => row.value !== '');
    const blocks: MailBlock[] = [
      { kind: 'heading', text: t('mail.courseReminder.heading', { name: data.customerName }) },
      {
        kind: 'paragraph',
        text: t('mail.courseReminder.intro', {
          course: data.courseTitle,
          date: data.startDate ? formatLocalDate(data.startDate, t.language) : '',
        }),
      },
      { kind: 'fields', rows },
      ...(data.whatToBring
        ? [
            { kind: 'paragraph' as const, text: t('mail.courseReminder.bring') },
            { kind: 'quote' as const, text: data.whatToBring },
          ]
        : []),
      ...(data.calendarUrl ? [{ kind: 'button' as const, text: t('mail.courseReminder.calendar'), url: data.calendarUrl }] : []),
      ...(data.orderUrl ? [{ kind: 'link' as const, text: t('mail.courseReminder.orderLink'), url: data.orderUrl }] : []),
      { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
    ];
    return {
      subject: t('mail.courseReminder.subject', { course: data.courseTitle }),
      blocks,
      footer: standardFooter(t, 'mail.footer.courseReminder'),
    };
  },
};

type FollowUpMailTemplates = typeof followUpMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends FollowUpMailTemplates {}
}
