import { formatEuroCents, formatLocalDate } from '../mail/mail.format.js';
import type { MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';

/** A refund that went back to the customer: how much, which way, and the order's page. */
export interface RefundMadeMailData {
  orderNumber: string;
  customerName: string;
  amountCents: number;
  method: 'paypal' | 'bank_transfer';
  orderUrl: string;
}

/** A refund owed by bank transfer: the customer is asked for the account it goes to (first time or a reminder). */
export interface RefundAccountRequestMailData {
  orderNumber: string;
  customerName: string;
  amountCents: number;
  /** Staff asked again: the mail says it is a reminder. */
  reminder: boolean;
  /** The order page, where the customer gives the IBAN. */
  orderUrl: string;
}

/** A refund staff owe by bank transfer, for the office. */
export interface RefundOwedMailData {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  amountCents: number;
  reason: 'staff' | 'course_cancelled' | 'voucher';
  /** The admin area's order page. */
  adminUrl: string;
}

/** A course about to start with fewer booked places than its minimum, for the office. */
export interface MinParticipantsWarningMailData {
  courseTitle: string;
  /** `YYYY-MM-DD`. */
  startDate: string;
  booked: number;
  minimum: number;
  /** The admin area's courses; null where the server knows no public address (no PUBLIC_URL): the mail then has no button. */
  adminUrl: string | null;
}

/** The mails of refunds and minimum participants, registered by the refunds module. */
export const refundMailTemplates = {
  /** To the customer, in the order's language: money went back (PayPal or transfer). */
  refundMade(data: RefundMadeMailData, t: Translate): MailContent {
    const amount = formatEuroCents(data.amountCents, t.language);
    return {
      subject: t('mail.refundMade.subject', { orderNumber: data.orderNumber }),
      blocks: [
        { kind: 'heading', text: t('mail.refundMade.heading', { name: data.customerName }) },
        {
          kind: 'paragraph',
          text: t(data.method === 'paypal' ? 'mail.refundMade.paypal' : 'mail.refundMade.transfer', {
            amount,
            orderNumber: data.orderNumber,
          }),
        },
        {
          kind: 'fields',
          rows: [
            { label: t('mail.refundMade.orderNumber'), value: data.orderNumber },
            { label: t('mail.refundMade.amount'), value: amount },
          ],
        },
        { kind: 'button', text: t('mail.refundMade.button'), url: data.orderUrl },
        { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
      ],
      footer: standardFooter(t, 'mail.footer.order'),
    };
  },

  /** To the customer, in the order's language: money is to go back by transfer; give the IBAN on the order page. */
  refundAccountRequest(data: RefundAccountRequestMailData, t: Translate): MailContent {
    const amount = formatEuroCents(data.amountCents, t.language);
    return {
      subject: t(data.reminder ? 'mail.refundAccountRequest.subjectReminder' : 'mail.refundAccountRequest.subject', {
        orderNumber: data.orderNumber,
      }),
      blocks: [
        { kind: 'heading', text: t('mail.refundMade.heading', { name: data.customerName }) },
        { kind: 'paragraph', text: t('mail.refundAccountRequest.intro', { amount, orderNumber: data.orderNumber }) },
        ...(data.reminder ? [{ kind: 'paragraph' as const, text: t('mail.refundAccountRequest.reminder') }] : []),
        {
          kind: 'fields',
          rows: [
            { label: t('mail.refundMade.orderNumber'), value: data.orderNumber },
            { label: t('mail.refundAccountRequest.amount'), value: amount },
          ],
        },
        { kind: 'button', text: t('mail.refundAccountRequest.button'), url: data.orderUrl },
        { kind: 'paragraph', text: t('mail.refundAccountRequest.after') },
        { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
      ],
      footer: standardFooter(t, 'mail.footer.order'),
    };
  },

  /** To the office's notification addresses: a transfer to make. */
  refundOwed(data: RefundOwedMailData, t: Translate): MailContent {
    const amount = formatEuroCents(data.amountCents, t.language);
    return {
      subject: t('mail.refundOwed.subject', { amount, orderNumber: data.orderNumber }),
      blocks: [
        { kind: 'heading', text: t('mail.refundOwed.heading') },
        {
          kind: 'paragraph',
          text: t('mail.refundOwed.intro', { orderNumber: data.orderNumber, name: data.customerName, amount, reason: data.reason }),
        },
        {
          kind: 'fields',
          rows: [
            { label: t('mail.refundOwed.customer'), value: `${data.customerName} <${data.customerEmail}>` },
            { label: t('mail.refundOwed.amount'), value: amount },
          ],
        },
        { kind: 'button', text: t('mail.refundOwed.button'), url: data.adminUrl },
      ],
      footer: standardFooter(t, 'mail.footer.refundOwed'),
    };
  },

  /** To the office's notification addresses: a course starts soon with too few places booked (once per course). */
  minParticipantsWarning(data: MinParticipantsWarningMailData, t: Translate): MailContent {
    const start = formatLocalDate(data.startDate, t.language);
    return {
      subject: t('mail.minParticipants.subject', { course: data.courseTitle, start }),
      blocks: [
        { kind: 'heading', text: t('mail.minParticipants.heading') },
        {
          kind: 'paragraph',
          text: t('mail.minParticipants.intro', { course: data.courseTitle, start, booked: data.booked, minimum: data.minimum }),
        },
        ...(data.adminUrl ? [{ kind: 'button' as const, text: t('mail.minParticipants.button'), url: data.adminUrl }] : []),
      ],
      footer: standardFooter(t, 'mail.footer.refundOwed'),
    };
  },
} satisfies Record<string, (data: never, t: Translate) => MailContent>;

type RefundMailTemplates = typeof refundMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends RefundMailTemplates {}
}
