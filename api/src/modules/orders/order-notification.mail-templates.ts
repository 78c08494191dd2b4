import { formatEuroCents, formatInstantDate, formatInstantDateTime, formatLocalDate } from '../mail/mail.format.js';
import type { MailBlock, MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';

/**
 * The mails of an order's life besides its confirmation: the office hears of each new order and each PayPal
 * payment (German, the office's language), the customer of staff's confirmation, a cancellation with its reason, and a
 * transfer staff marked received (in the order's language). Which transition sends which: orders/order-notifications.ts.
 */

/** One course of the order as these mails list it. Participants are children's names: never logged. */
export interface OrderNotificationItem {
  courseTitle: string;
  /** Calendar days, `YYYY-MM-DD`; null when not fixed. */
  startDate: string | null;
  endDate: string | null;
  quantity: number;
  lineTotalCents: number;
  participants: string[];
}

/** What every order mail names: which order, whose, what, and where to see it. */
export interface OrderNotificationBase {
  /** E.g. "H2O-0042". */
  orderNumber: string;
  customerName: string;
  items: OrderNotificationItem[];
  totalAmountCents: number;
  paymentMethod: 'paypal' | 'invoice';
  /** The customer's page of the order (absolute URL). */
  orderUrl: string;
}

/** To the office: a new order. */
export interface OfficeNewOrderMailData extends OrderNotificationBase {
  customerEmail: string;
  customerPhone: string;
  /** Street, postal code and town in one line; empty when not given (an order made from a contact message). */
  customerAddress: string;
  /** ISO date-time. */
  orderedAt: string;
  /** ISO date-time by which a bank transfer is due; null for PayPal or without a deadline. */
  paymentDeadline: string | null;
  /** Staff made it (from a request), not the customer at checkout. */
  byStaff: boolean;
  /** The order in the admin area (absolute URL). */
  adminUrl: string;
  /** The swim vouchers announced at checkout: staff await their payouts. Empty or absent: none. */
  vouchers?: AnnouncedVoucherMailLine[];
}

/** To the office: PayPal confirmed a payment in full. */
export interface OfficePayPalPaymentMailData extends OrderNotificationBase {
  customerEmail: string;
  amountCents: number;
  /** PayPal's capture id, for finding it in PayPal's account; null when unknown. */
  captureId: string | null;
  /** ISO date-time. */
  paidAt: string;
  adminUrl: string;
}

/** To the customer: staff confirmed the order. */
export interface OrderConfirmedMailData extends OrderNotificationBase {
  paid: boolean;
  /** ISO date-time by which an unpaid bank transfer is due; null otherwise. */
  paymentDeadline: string | null;
}

/** Why an order was cancelled, as the cancellation mail explains it. */
export type OrderCancellationReason = 'staff' | 'payment_deadline' | 'course_cancelled';

/** To the customer: the order is cancelled, and why. */
export interface OrderCancelledMailData extends OrderNotificationBase {
  reason: OrderCancellationReason;
  /** Whether money had been received when it was cancelled (what happens to it depends on the reason and the way it was paid). */
  paid: boolean;
  /** For a course cancellation: the course that does not take place (null: a course of the order). */
  cancelledCourseTitle: string | null;
  /** What goes back with the cancellation, in cents (staff's cancellation with a refund); absent or 0: nothing. */
  refundedCents?: number;
  /** For a course cancellation: why, as staff chose it; absent: too few participants (mails queued before it was asked). */
  courseReason?: CourseCancellationMailReason;
}

/** Why the school cancelled a course, as its mail says it; `other` with the words staff typed. */
export type CourseCancellationMailReason =
  { kind: 'too_few_participants' | 'pool_closed' | 'trainer_ill' } | { kind: 'other'; text: string };

function courseReasonText(data: OrderCancelledMailData, t: Translate): string {
  const reason = data.courseReason ?? { kind: 'too_few_participants' as const };
  const course = data.cancelledCourseTitle;
  const frame = course ? t('mail.orderCancelled.courseCancelledFrame', { course }) : t('mail.orderCancelled.courseCancelledFrameAny');
  const why = reason.kind === 'other' ? reason.text : t(`mail.orderCancelled.courseReason.${reason.kind}`);
  return `${frame} ${why}`;
}

/** To the customer: staff marked the payment (a bank transfer) received. */
export interface OrderPaymentReceivedMailData extends OrderNotificationBase {
  amountCents: number;
}

function dates(item: OrderNotificationItem, t: Translate): string | null {
  const start = item.startDate ? formatLocalDate(item.startDate, t.language) : null;
  const end = item.endDate ? formatLocalDate(item.endDate, t.language) : null;
  return start && end && start !== end ? t('mail.orderConfirmation.dateRange', { start, end }) : (start ?? end);
}

function itemBlock(item: OrderNotificationItem, t: Translate): MailBlock {
  const when = dates(item, t);
  return {
    kind: 'fields',
    rows: [
      { label: t('mail.field.course'), value: item.courseTitle },
      ...(when ? [{ label: t('mail.orderConfirmation.dates'), value: when }] : []),
      { label: t('mail.orderConfirmation.places'), value: String(item.quantity) },
      { label: t('mail.orderConfirmation.participants'), value: item.participants.join(', ') || t('mail.orderConfirmation.notGiven') },
      { label: t('mail.orderConfirmation.lineTotal'), value: formatEuroCents(item.lineTotalCents, t.language) },
    ],
  };
}

/** A child's swim voucher announced for an order, as its mails name it. */
export interface AnnouncedVoucherMailLine {
  /** The child's full name. */
  participant: string;
  /** The child's course, in the mail's language; null when it is no longer known. */
  courseTitle: string | null;
}

/** The vouchers announced, one row per child ("Mia Muster (Seepferdchen)"); nothing without any. */
export function announcedVoucherBlocks(vouchers: readonly AnnouncedVoucherMailLine[] | undefined, t: Translate): MailBlock[] {
  if (!vouchers?.length) return [];
  return [
    {
      kind: 'fields',
      rows: vouchers.map((voucher) => ({
        label: t('mail.voucher.announcedFor'),
        value: voucher.courseTitle ? `${voucher.participant} (${voucher.courseTitle})` : voucher.participant,
      })),
    },
  ];
}

const paymentWay = (data: OrderNotificationBase, t: Translate) =>
  t(data.paymentMethod === 'paypal' ? 'mail.orderNotice.paymentPayPal' : 'mail.orderNotice.paymentTransfer');

function summary(data: OrderNotificationBase, t: Translate): MailBlock[] {
  return [
    ...data.items.map((item) => itemBlock(item, t)),
    {
      kind: 'fields',
      rows: [
        { label: t('mail.orderConfirmation.total'), value: formatEuroCents(data.totalAmountCents, t.language) },
        { label: t('mail.orderNotice.paymentWay'), value: paymentWay(data, t) },
      ],
    },
  ];
}

/** Why it was cancelled and what happens to the money, in the customer's words. */
function cancellationBlocks(data: OrderCancelledMailData, t: Translate): MailBlock[] {
  const amount = formatEuroCents(data.totalAmountCents, t.language);
  switch (data.reason) {
    case 'course_cancelled': {
      const because = courseReasonText(data, t);
      const money = !data.paid
        ? t('mail.orderCancelled.courseUnpaid')
        : t(data.paymentMethod === 'paypal' ? 'mail.orderCancelled.courseRefundPayPal' : 'mail.orderCancelled.courseRefundTransfer', {
            amount,
          });
      return [
        { kind: 'paragraph', text: because },
        { kind: 'paragraph', text: money },
      ];
    }
    case 'payment_deadline':
      return [
        { kind: 'paragraph', text: t('mail.orderCancelled.deadline') },
        { kind: 'paragraph', text: t('mail.orderCancelled.deadlineAgain') },
      ];
    case 'staff':
      // The heading and intro already say it was cancelled; only what the money does is added.
      return data.paid ? [{ kind: 'paragraph', text: staffMoneyText(data, t) }] : [];
  }
}

/** What happens to the money of a paid order staff cancelled: how it comes back, or that it is not refunded with it. */
function staffMoneyText(data: OrderCancelledMailData, t: Translate): string {
  if (!data.refundedCents) return t('mail.orderCancelled.staffPaidKept', { amount: formatEuroCents(data.totalAmountCents, t.language) });
  const amount = formatEuroCents(data.refundedCents, t.language);
  return t(data.paymentMethod === 'paypal' ? 'mail.orderCancelled.staffRefundPayPal' : 'mail.orderCancelled.staffRefundTransfer', {
    amount,
  });
}

export const orderNotificationMailTemplates = {
  /** To the office (German): a new order, with who ordered, what, the total and how it is paid. Reply-To is the customer. */
  officeNewOrder(data: OfficeNewOrderMailData, t: Translate): MailContent {
    return {
      subject: t('mail.officeNewOrder.subject', {
        orderNumber: data.orderNumber,
        name: data.customerName,
        total: formatEuroCents(data.totalAmountCents, t.language),
      }),
      blocks: [
        { kind: 'heading', text: t('mail.officeNewOrder.heading', { orderNumber: data.orderNumber }) },
        {
          kind: 'paragraph',
          text: t(data.byStaff ? 'mail.officeNewOrder.introStaff' : 'mail.officeNewOrder.intro', { name: data.customerName }),
        },
        {
          kind: 'fields',
          rows: [
            { label: t('mail.orderConfirmation.orderNumber'), value: data.orderNumber },
            { label: t('mail.orderConfirmation.orderedAt'), value: formatInstantDateTime(data.orderedAt, t.language) },
            { label: t('mail.field.name'), value: data.customerName },
            { label: t('mail.field.email'), value: data.customerEmail },
            ...(data.customerPhone ? [{ label: t('mail.orderNotice.phone'), value: data.customerPhone }] : []),
            ...(data.customerAddress ? [{ label: t('mail.orderNotice.address'), value: data.customerAddress }] : []),
          ],
        },
        ...summary(data, t),
        ...announcedVoucherBlocks(data.vouchers, t),
        ...(data.vouchers?.length ? [{ kind: 'paragraph' as const, text: t('mail.officeNewOrder.vouchers') }] : []),
        {
          kind: 'paragraph',
          text:
            data.paymentMethod === 'paypal'
              ? t('mail.officeNewOrder.payPalOpen')
              : data.paymentDeadline
                ? t('mail.officeNewOrder.transferOpen', { deadline: formatInstantDate(data.paymentDeadline, t.language) })
                : t('mail.officeNewOrder.transferNoDeadline'),
        },
        { kind: 'button', text: t('mail.orderNotice.adminButton'), url: data.adminUrl },
        { kind: 'link', text: t('mail.orderNotice.customerPage'), url: data.orderUrl },
      ],
      footer: standardFooter(t, 'mail.footer.office'),
    };
  },

  /** To the office (German): PayPal confirmed the whole amount of an order. */
  officePayPalPayment(data: OfficePayPalPaymentMailData, t: Translate): MailContent {
    const amount = formatEuroCents(data.amountCents, t.language);
    return {
      subject: t('mail.officePayPalPayment.subject', { orderNumber: data.orderNumber, amount }),
      blocks: [
        { kind: 'heading', text: t('mail.officePayPalPayment.heading', { orderNumber: data.orderNumber }) },
        { kind: 'paragraph', text: t('mail.officePayPalPayment.intro', { name: data.customerName, amount }) },
        {
          kind: 'fields',
          rows: [
            { label: t('mail.orderConfirmation.orderNumber'), value: data.orderNumber },
            { label: t('mail.field.name'), value: data.customerName },
            { label: t('mail.field.email'), value: data.customerEmail },
            { label: t('mail.orderConfirmation.amount'), value: amount },
            { label: t('mail.officePayPalPayment.paidAt'), value: formatInstantDateTime(data.paidAt, t.language) },
            ...(data.captureId ? [{ label: t('mail.officePayPalPayment.captureId'), value: data.captureId }] : []),
          ],
        },
        ...summary(data, t),
        { kind: 'button', text: t('mail.orderNotice.adminButton'), url: data.adminUrl },
        { kind: 'link', text: t('mail.orderNotice.customerPage'), url: data.orderUrl },
      ],
      footer: standardFooter(t, 'mail.footer.office'),
    };
  },

  /** To the customer: staff confirmed the booking (and, when a transfer is still open, by when to pay). */
  orderConfirmed(data: OrderConfirmedMailData, t: Translate): MailContent {
    return {
      subject: t('mail.orderConfirmed.subject', { orderNumber: data.orderNumber }),
      blocks: [
        { kind: 'heading', text: t('mail.orderConfirmed.heading', { name: data.customerName }) },
        {
          kind: 'paragraph',
          text: t(data.paid ? 'mail.orderConfirmed.introPaid' : 'mail.orderConfirmed.intro', { orderNumber: data.orderNumber }),
        },
        ...summary(data, t),
        ...(!data.paid
          ? [
              {
                kind: 'paragraph' as const,
                text:
                  data.paymentMethod === 'invoice' && data.paymentDeadline
                    ? t('mail.orderConfirmed.payTransfer', { deadline: formatInstantDate(data.paymentDeadline, t.language) })
                    : t('mail.orderConfirmed.payOpen'),
              },
            ]
          : []),
        { kind: 'button', text: t('mail.orderConfirmation.button'), url: data.orderUrl },
        { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
      ],
      footer: standardFooter(t, 'mail.footer.order'),
    };
  },

  /** To the customer: the booking is cancelled; why (staff, payment deadline, course cancelled) and what happens to the money. */
  orderCancelled(data: OrderCancelledMailData, t: Translate): MailContent {
    return {
      subject: t(data.reason === 'course_cancelled' ? 'mail.orderCancelled.subjectCourse' : 'mail.orderCancelled.subject', {
        orderNumber: data.orderNumber,
      }),
      blocks: [
        { kind: 'heading', text: t('mail.orderCancelled.heading', { name: data.customerName }) },
        { kind: 'paragraph', text: t('mail.orderCancelled.intro', { orderNumber: data.orderNumber }) },
        ...cancellationBlocks(data, t),
        ...summary(data, t),
        { kind: 'button', text: t('mail.orderConfirmation.button'), url: data.orderUrl },
        { kind: 'paragraph', text: t('mail.orderCancelled.questions') },
        { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
      ],
      footer: standardFooter(t, 'mail.footer.order'),
    };
  },

  /** To the customer: staff marked the payment received (a bank transfer). */
  orderPaymentReceived(data: OrderPaymentReceivedMailData, t: Translate): MailContent {
    const amount = formatEuroCents(data.amountCents, t.language);
    return {
      subject: t('mail.orderPaymentReceived.subject', { orderNumber: data.orderNumber }),
      blocks: [
        { kind: 'heading', text: t('mail.orderPaymentReceived.heading', { name: data.customerName }) },
        { kind: 'paragraph', text: t('mail.orderPaymentReceived.intro', { amount, orderNumber: data.orderNumber }) },
        ...summary(data, t),
        { kind: 'button', text: t('mail.orderConfirmation.button'), url: data.orderUrl },
        { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
      ],
      footer: standardFooter(t, 'mail.footer.order'),
    };
  },
} satisfies Record<string, (data: never, t: Translate) => MailContent>;

type OrderNotificationMailTemplates = typeof orderNotificationMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends OrderNotificationMailTemplates {}
}
