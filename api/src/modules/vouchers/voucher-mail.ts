import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../context/language.js';
import type { SessionUser } from '../../context/request-context.js';
import { queueMail } from '../mail/index.js';
import { recordOrderEvent } from '../orders/order-history.js';
import { orderPageUrl } from '../orders/order-mail.js';
import { type Order, orderNumberOf } from '../orders/order.entity.js';
import type { OrderVoucher } from './order-voucher.entity.js';

/**
 * Tells the customer, in the order's language, that a voucher's payout arrived or that its refund was made (through
 * the outbox, in the caller's transaction), and notes the mail in the order's history with the admin who did it.
 */
export async function queueVoucherMail(
  em: EntityManager,
  order: Order,
  voucher: OrderVoucher,
  template: 'voucherPayoutReceived' | 'voucherRefunded',
  actor: SessionUser | null,
): Promise<void> {
  const language = (order.language === 'en' ? 'en' : 'de') as Language;
  const mail = await queueMail(
    { em },
    {
      template,
      to: order.customerEmail,
      language,
      data: {
        orderNumber: orderNumberOf(order.id),
        customerName: `${order.customerFirstName} ${order.customerLastName}`.trim(),
        participant: `${voucher.participant.firstName} ${voucher.participant.lastName}`,
        amountCents: (template === 'voucherRefunded' ? voucher.refundAmountCents : voucher.payoutAmountCents) ?? 0,
        orderUrl: orderPageUrl(order),
      },
    },
  );
  recordOrderEvent(
    em,
    order,
    'mail_queued',
    { template, language, recipient: order.customerEmail, mailId: mail.id, voucherId: voucher.id },
    actor,
  );
}
