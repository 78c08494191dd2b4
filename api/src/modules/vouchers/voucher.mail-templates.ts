import { formatEuroCents } from '../mail/mail.format.js';
import type { MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';

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

/** The swim voucher mails (texts: voucher.messages.ts), registered by the vouchers module. */
export const voucherMailTemplates = {
  /** To the customer, in the order's language: the payout of a child's swim voucher reached the school; the refund follows. */
  voucherPayoutReceived(data: VoucherMailData, t: Translate): MailContent {
    return voucherMail('voucherPayoutReceived', data, t);
  },

  /** To the customer, in the order's language: the fee for a child's swim voucher was refunded (the payout's amount). */
  voucherRefunded(data: VoucherMailData, t: Translate): MailContent {
    return voucherMail('voucherRefunded', data, t);
  },
} satisfies Record<string, (data: never, t: Translate) => MailContent>;

type VoucherMailTemplates = typeof voucherMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends VoucherMailTemplates {}
}
