import type { Language } from '../../context/language.js';
import { formatIban } from '../../validation/iban.js';
import type { VatMode } from '../../validation/shop-settings.schema.js';
import { includedVatCents, vatNote } from '../settings/vat-note.js';
import { formatEuroCents, formatInstantDate, formatInstantDateTime, formatLocalDate } from './mail.format.js';
import { refundMailTemplates } from '../refunds/refund.mail-templates.js';
import { waitlistMailTemplates } from '../waitlist/waitlist.mail-templates.js';
import { accountMailTemplates } from '../users/account.mail-templates.js';
import { followUpMailTemplates } from '../follow-up/follow-up.mail-templates.js';
import { officeDigestMailTemplates } from '../office-mail/office-digest.mail-templates.js';
import type { MailBlock, MailContent } from './mail.layout.js';
import { type Translate, standardFooter } from './mail.render.js';
import { type AnnouncedVoucherMailLine, announcedVoucherBlocks, orderNotificationTemplates } from './order-notification.templates.js';
import { orderPageMailTemplates } from './order-page.mail.js';

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

/** One course of an order, as its confirmation shows it. Participants are personal data (children's names): never logged. */
export interface OrderConfirmationMailItem {
  courseTitle: string;
  /** Calendar days, `YYYY-MM-DD`; null when not fixed. */
  startDate: string | null;
  endDate: string | null;
  /** Time of day as the course gives it, e.g. "12:15-13:00". */
  time: string | null;
  location: string | null;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** One full name per place, e.g. "Mia Muster". */
  participants: string[];
}

/** Where and by when a bank transfer order is to be paid (the order's own instructions). */
export interface OrderConfirmationBankTransfer {
  accountHolder: string;
  /** Electronic form or print form; printed in groups of four. */
  iban: string;
  bic: string | null;
  bankName: string | null;
  /** The transfer's reference: the order number. */
  reference: string;
  amountCents: number;
  /** ISO date-time; the mail prints its day in Gersthofen. */
  deadline: string;
}

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

/** To the admins: a username was locked after failed sign-ins in a row (sign-in.throttle.ts). */
export interface SignInLockedMailData {
  /** The account's username as stored. */
  username: string;
  failuresInARow: number;
  /** How long the first lock lasts; further failures double it. */
  lockMinutes: number;
  /** ISO date-time of the failure that locked it. */
  lockedAt: string;
}

/** The admins' test mail: proves that mail leaves the site. */
export interface AdminTestMailData {
  username: string;
  /** The link that confirms the mail arrived (issue 27's checklist); absent in older rows. */
  confirmUrl?: string;
}

/** The order confirmation to the customer: bank transfer orders at once (with the payment details), PayPal orders once paid. */
export interface OrderConfirmationMailData {
  /** E.g. "H2O-0042". */
  orderNumber: string;
  /** E.g. "Anna Muster". */
  customerName: string;
  /** ISO date-time. */
  orderedAt: string;
  items: OrderConfirmationMailItem[];
  totalAmountCents: number;
  vatMode: VatMode;
  paymentMethod: 'paypal' | 'invoice';
  paid: boolean;
  /** The account, reference, amount and deadline of an unpaid bank transfer order; null otherwise. */
  bankTransfer: OrderConfirmationBankTransfer | null;
  /** The customer's page of this order (absolute URL). */
  orderUrl: string;
  /** The swim vouchers announced for the order's children; empty or absent: none. */
  vouchers?: AnnouncedVoucherMailLine[];
}

/** A swim voucher step told to the customer: the payout arrived, or the fee was refunded. */
export interface VoucherMailData {
  orderNumber: string;
  customerName: string;
  /** The child's full name. */
  participant: string;
  /** The payout received, or the amount refunded, in cents. */
  amountCents: number;
  /** The customer's page of the order (absolute URL). */
  orderUrl: string;
}

/** The voucher mails' shared shape: heading, what happened, the facts, the order page. */
function voucherMail(kind: 'voucherPayoutReceived' | 'voucherRefunded', data: VoucherMailData, t: Translate): MailContent {
  const amount = formatEuroCents(data.amountCents, t.language);
  return {
    subject: t(`mail.${kind}.subject`, { orderNumber: data.orderNumber }),
    blocks: [
      { kind: 'heading', text: t('mail.voucher.heading', { name: data.customerName }) },
      { kind: 'paragraph', text: t(`mail.${kind}.intro`, { participant: data.participant, amount }) },
      {
        kind: 'fields',
        rows: [
          { label: t('mail.orderConfirmation.orderNumber'), value: data.orderNumber },
          { label: t('mail.voucher.participant'), value: data.participant },
          { label: t(`mail.${kind}.amount`), value: amount },
        ],
      },
      { kind: 'button', text: t('mail.orderConfirmation.button'), url: data.orderUrl },
      { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
    ],
    footer: standardFooter(t, 'mail.footer.order'),
  };
}

/** One course of the order: what, when, where, who, and what it costs. */
function orderItemBlock(item: OrderConfirmationMailItem, t: Translate): MailBlock {
  const notGiven = t('mail.orderConfirmation.notGiven');
  const start = item.startDate ? formatLocalDate(item.startDate, t.language) : null;
  const end = item.endDate ? formatLocalDate(item.endDate, t.language) : null;
  const dates = start && end && start !== end ? t('mail.orderConfirmation.dateRange', { start, end }) : (start ?? end ?? notGiven);
  return {
    kind: 'fields',
    rows: [
      { label: t('mail.field.course'), value: item.courseTitle },
      { label: t('mail.orderConfirmation.dates'), value: dates },
      // A time or place not fixed yet is left out: "Time: not specified" reads like a course without one.
      ...(item.time ? [{ label: t('mail.orderConfirmation.time'), value: item.time }] : []),
      ...(item.location ? [{ label: t('mail.orderConfirmation.location'), value: item.location }] : []),
      { label: t('mail.orderConfirmation.places'), value: String(item.quantity) },
      { label: t('mail.orderConfirmation.participants'), value: item.participants.join(', ') || notGiven },
      { label: t('mail.orderConfirmation.unitPrice'), value: formatEuroCents(item.unitPriceCents, t.language) },
      { label: t('mail.orderConfirmation.lineTotal'), value: formatEuroCents(item.lineTotalCents, t.language) },
    ],
  };
}

/** What the customer has to do about the payment, or that it is done. */
function orderPaymentBlocks(data: OrderConfirmationMailData, t: Translate): MailBlock[] {
  if (data.paid) {
    return [{ kind: 'paragraph', text: t(data.paymentMethod === 'paypal' ? 'mail.orderConfirmation.paidPayPal' : 'mail.orderConfirmation.paidTransfer') }];
  }
  if (data.paymentMethod === 'paypal') return [{ kind: 'paragraph', text: t('mail.orderConfirmation.payPalOpen') }];
  const bank = data.bankTransfer;
  if (!bank) return [{ kind: 'paragraph', text: t('mail.orderConfirmation.transferOpen') }];
  const amount = formatEuroCents(bank.amountCents, t.language);
  const deadline = formatInstantDate(bank.deadline, t.language);
  return [
    { kind: 'paragraph', text: t('mail.orderConfirmation.transferIntro', { amount, deadline }) },
    {
      kind: 'fields',
      rows: [
        { label: t('mail.orderConfirmation.accountHolder'), value: bank.accountHolder },
        { label: t('mail.orderConfirmation.iban'), value: formatIban(bank.iban) },
        ...(bank.bic ? [{ label: t('mail.orderConfirmation.bic'), value: bank.bic }] : []),
        ...(bank.bankName ? [{ label: t('mail.orderConfirmation.bank'), value: bank.bankName }] : []),
        { label: t('mail.orderConfirmation.reference'), value: bank.reference },
        { label: t('mail.orderConfirmation.amount'), value: amount },
        { label: t('mail.orderConfirmation.deadline'), value: deadline },
      ],
    },
    { kind: 'paragraph', text: t('mail.orderConfirmation.transferNote', { reference: bank.reference, deadline }) },
  ];
}

/**
 * Every mail the app sends, by name (the `template` of an outbox row). A template returns blocks
 * (mail.layout.ts), never markup. New ones (reviews, …) are added here.
 */
export const mailTemplates = {
  ...orderNotificationTemplates,

  ...orderPageMailTemplates,
  ...refundMailTemplates,
  ...officeDigestMailTemplates,
  ...waitlistMailTemplates,
  ...accountMailTemplates,
  ...followUpMailTemplates,
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
    const body: MailBlock[] = data.html !== undefined ? [{ kind: 'markdown', html: data.html, text: data.text }] : paragraphs.map((text) => ({ kind: 'paragraph' as const, text }));
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

  /**
   * To the customer, in the order's language: what was booked (courses, dates, participants, prices), the total with
   * the VAT note, how the payment stands (or the bank transfer to make, and by when), the cancellation terms of
   * SPEC §1 and a link to the order's page. Amounts and dates as on the site (mail.format.ts).
   */
  orderConfirmation(data: OrderConfirmationMailData, t: Translate): MailContent {
    const vatCents = includedVatCents(data.totalAmountCents, data.vatMode);
    return {
      subject: t('mail.orderConfirmation.subject', { orderNumber: data.orderNumber }),
      blocks: [
        { kind: 'heading', text: t('mail.orderConfirmation.heading', { name: data.customerName }) },
        { kind: 'paragraph', text: t('mail.orderConfirmation.intro') },
        {
          kind: 'fields',
          rows: [
            { label: t('mail.orderConfirmation.orderNumber'), value: data.orderNumber },
            { label: t('mail.orderConfirmation.orderedAt'), value: formatInstantDate(data.orderedAt, t.language) },
          ],
        },
        ...data.items.map((item) => orderItemBlock(item, t)),
        {
          kind: 'fields',
          rows: [
            { label: t('mail.orderConfirmation.total'), value: formatEuroCents(data.totalAmountCents, t.language) },
            ...(data.vatMode === 'INCLUDED_19' ? [{ label: t('mail.orderConfirmation.includedVat'), value: formatEuroCents(vatCents, t.language) }] : []),
          ],
        },
        { kind: 'paragraph', text: vatNote(data.vatMode, t.language) },
        ...orderPaymentBlocks(data, t),
        { kind: 'paragraph', text: t('mail.orderConfirmation.terms') },
        // The vouchers this order announced, and what happens with them; without any, that the school takes them.
        ...announcedVoucherBlocks(data.vouchers, t),
        { kind: 'paragraph', text: t(data.vouchers?.length ? 'mail.orderConfirmation.vouchersAnnounced' : 'mail.orderConfirmation.vouchers') },
        { kind: 'button', text: t('mail.orderConfirmation.button'), url: data.orderUrl },
        { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
      ],
      footer: standardFooter(t, 'mail.footer.order'),
    };
  },

  /** To the customer, in the order's language: the payout of a child's swim voucher reached the school; the refund follows. */
  voucherPayoutReceived(data: VoucherMailData, t: Translate): MailContent {
    return voucherMail('voucherPayoutReceived', data, t);
  },

  /** To the customer, in the order's language: the fee for a child's swim voucher was refunded (the payout's amount). */
  voucherRefunded(data: VoucherMailData, t: Translate): MailContent {
    return voucherMail('voucherRefunded', data, t);
  },

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

  /**
   * To the admins (German): someone keeps failing to sign in as this account, maybe from many addresses, so it is
   * locked for a growing while. Once per lock, not per attempt; remembered browsers still sign in.
   */
  signInLocked(data: SignInLockedMailData, t: Translate): MailContent {
    return {
      subject: t('mail.signInLocked.subject', { username: data.username }),
      blocks: [
        { kind: 'heading', text: t('mail.signInLocked.heading', { username: data.username }) },
        { kind: 'paragraph', text: t('mail.signInLocked.intro', { username: data.username, failures: data.failuresInARow, minutes: data.lockMinutes }) },
        {
          kind: 'fields',
          rows: [
            { label: t('mail.signInLocked.account'), value: data.username },
            { label: t('mail.signInLocked.failures'), value: String(data.failuresInARow) },
            { label: t('mail.signInLocked.lockedAt'), value: formatInstantDateTime(data.lockedAt, t.language) },
          ],
        },
        { kind: 'paragraph', text: t('mail.signInLocked.devices') },
        { kind: 'paragraph', text: t('mail.signInLocked.advice') },
      ],
      footer: standardFooter(t, 'mail.footer.signInLocked'),
    };
  },
} satisfies Record<string, (data: never, t: Translate) => MailContent>;

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateData<T extends MailTemplateName> = Parameters<(typeof mailTemplates)[T]>[0];
