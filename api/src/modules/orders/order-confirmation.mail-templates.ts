import { formatIban } from '../../validation/iban.js';
import type { VatMode } from '../../validation/shop-settings.schema.js';
import { formatEuroCents, formatInstantDate, formatLocalDate } from '../mail/mail.format.js';
import type { MailBlock, MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';
import { includedVatCents, vatNote } from '../settings/vat-note.js';
import { type AnnouncedVoucherMailLine, announcedVoucherBlocks } from './order-notification.mail-templates.js';
import type { BankTransferInstructions } from './order-view.js';

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

/**
 * Where and by when a bank transfer order is to be paid: the order's own instructions, with the deadline as an ISO
 * date-time (the mail prints its day in Gersthofen, and the IBAN in groups of four).
 */
export type OrderConfirmationBankTransfer = Omit<BankTransferInstructions, 'deadline'> & { deadline: string };

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
    return [
      {
        kind: 'paragraph',
        text: t(data.paymentMethod === 'paypal' ? 'mail.orderConfirmation.paidPayPal' : 'mail.orderConfirmation.paidTransfer'),
      },
    ];
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

/** The order confirmation (texts: order-confirmation.messages.ts), registered by the orders module. */
export const orderConfirmationMailTemplates = {
  /**
   * To the customer, in the order's language: what was booked (courses, dates, participants, prices), the total with
   * the VAT note, how the payment stands (or the bank transfer to make, and by when), the cancellation terms of
   * docs/SPEC.md §1 and a link to the order's page. Amounts and dates as on the site (mail.format.ts).
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
            ...(data.vatMode === 'INCLUDED_19'
              ? [{ label: t('mail.orderConfirmation.includedVat'), value: formatEuroCents(vatCents, t.language) }]
              : []),
          ],
        },
        { kind: 'paragraph', text: vatNote(data.vatMode, t.language) },
        ...orderPaymentBlocks(data, t),
        { kind: 'paragraph', text: t('mail.orderConfirmation.terms') },
        // The vouchers this order announced, and what happens with them; without any, that the school takes them.
        ...announcedVoucherBlocks(data.vouchers, t),
        {
          kind: 'paragraph',
          text: t(data.vouchers?.length ? 'mail.orderConfirmation.vouchersAnnounced' : 'mail.orderConfirmation.vouchers'),
        },
        { kind: 'button', text: t('mail.orderConfirmation.button'), url: data.orderUrl },
        { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
      ],
      footer: standardFooter(t, 'mail.footer.order'),
    };
  },
} satisfies Record<string, (data: never, t: Translate) => MailContent>;

type OrderConfirmationMailTemplates = typeof orderConfirmationMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends OrderConfirmationMailTemplates {}
}
