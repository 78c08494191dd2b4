import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * What an action does to money, said in its confirmation before it is taken (the amount, where it goes, who is mailed).
 * One set for every money action of the orders view: refund, mark a transfer made, mark paid, cancel, voucher steps.
 */
export const moneyMessages = defineMessages<{
  payPalBack: { amount: string; name: string };
  transferOwed: { amount: string; name: string };
  transferMade: { amount: string; holder: string; name: string };
  markPaid: { amount: string; name: string };
  cancelRefund: { amount: string };
  cancelKept: { amount: string; name: string };
  cancelUnpaid: NoMessageValues;
  refundTitle: { amount: string; orderNumber: string };
  markMadeTitle: { amount: string };
  voucherPayoutTitle: { participant: string };
  voucherPayout: { amount: string; participant: string; name: string };
  voucherRefundTitle: { participant: string };
  voucherRefundTransfer: { amount: string; participant: string; name: string };
  voucherRefundPayPal: { amount: string; participant: string; name: string };
}>({
  payPalBack: { id: 'admin.money.payPalBack', description: 'Confirmation of a refund of a PayPal order: where the money goes' },
  transferOwed: {
    id: 'admin.money.transferOwed',
    description: 'Confirmation of a refund of a bank-transfer order: it becomes owed and the customer is asked by mail for an IBAN',
  },
  transferMade: {
    id: 'admin.money.transferMade',
    description: 'Confirmation before marking an owed refund transferred: staff confirm the transfer; the customer is mailed',
  },
  markPaid: {
    id: 'admin.money.markPaid',
    description: 'Confirmation before marking an order paid: the amount received, the order then paid and confirmed, the customer mailed',
  },
  cancelRefund: {
    id: 'admin.money.cancelRefund',
    description: 'Checkbox in the cancel confirmation of a paid order: refund the amount with the cancellation',
  },
  cancelKept: {
    id: 'admin.money.cancelKept',
    description: 'Cancel confirmation of a paid order without refund: the money stays; the customer is told by mail',
  },
  cancelUnpaid: {
    id: 'admin.money.cancelUnpaid',
    description: 'Cancel confirmation of an unpaid order: no money arrived, the open payment is void',
  },
  refundTitle: { id: 'admin.money.refundTitle', description: 'Heading of the confirmation before refunding an amount of an order' },
  markMadeTitle: { id: 'admin.money.markMadeTitle', description: 'Heading of the confirmation before marking an owed refund transferred' },
  voucherPayoutTitle: {
    id: 'admin.money.voucherPayoutTitle',
    description: "Heading of the confirmation before recording a swim voucher's payout",
  },
  voucherPayout: {
    id: 'admin.money.voucherPayout',
    description: "Confirmation before recording a swim voucher's payout: the amount, the customer mailed, the refund then due",
  },
  voucherRefundTitle: {
    id: 'admin.money.voucherRefundTitle',
    description: "Heading of the confirmation before recording a swim voucher's refund as paid",
  },
  voucherRefundTransfer: {
    id: 'admin.money.voucherRefundTransfer',
    description:
      'Confirmation of a voucher refund of a bank-transfer order: staff confirm they transferred it; the customer is mailed once',
  },
  voucherRefundPayPal: {
    id: 'admin.money.voucherRefundPayPal',
    description: 'Confirmation of a voucher refund of a PayPal order: back to the PayPal account; the customer is mailed once',
  },
});
