import type { EntityManager } from '@mikro-orm/postgresql';
import { type Language, rowTextIn } from '../../context/language.js';
import type { SessionUser } from '../../context/request-context.js';
import { queueMail } from '../mail/index.js';
import type { AnnouncedVoucherMailLine } from './order-notification.mail-templates.js';
import { readShopSettings } from '../settings/shop-settings.service.js';
import { OrderVoucher } from '../vouchers/order-voucher.entity.js';
import { recordOrderEvent } from './order-history.js';
import type { Order } from './order.entity.js';
import { orderView } from './order.reader.js';
import { PaymentMethod } from './order.entity.js';

/**
 * Queues the order confirmation (in the customer's language, through the outbox, in the caller's transaction) and
 * notes it in the order's history. Bank transfer: at once, with the payment instructions; PayPal: once paid.
 * `resentBy`: the admin who sends it again (their name goes into the history line).
 */
export async function queueOrderConfirmation(em: EntityManager, order: Order, resentBy: SessionUser | null = null): Promise<void> {
  const view = await orderView(em, order);
  const { vatMode } = await readShopSettings(em);
  const bank = view.payment.bankTransfer;
  const language = (order.language === 'en' ? 'en' : 'de') as Language;
  const mail = await queueMail(
    { em },
    {
      template: 'orderConfirmation',
      to: order.customerEmail,
      language,
      data: {
        orderNumber: view.orderNumber,
        customerName: `${order.customerFirstName} ${order.customerLastName}`,
        orderedAt: order.createdAt.toISOString(),
        items: view.items.map((item) => ({
          // The course's texts in the mail's language (English when written, else German).
          courseTitle: rowTextIn(item.course, 'title', language) ?? item.course.title,
          startDate: item.course.startDate ?? null,
          endDate: item.course.endDate ?? null,
          time: item.course.time ?? null,
          location: rowTextIn(item.course, 'location', language),
          quantity: item.quantity,
          unitPriceCents: item.unitPriceCents,
          lineTotalCents: item.lineTotalCents,
          participants: item.participants.map((participant) => `${participant.firstName} ${participant.lastName}`),
        })),
        totalAmountCents: view.totalAmountCents,
        vatMode,
        paymentMethod: view.payment.method === PaymentMethod.PAYPAL ? 'paypal' : 'invoice',
        paid: view.paymentStatus === 'paid',
        bankTransfer: bank ? { ...bank, deadline: bank.deadline.toISOString() } : null,
        orderUrl: orderPageUrl(order),
        vouchers: await voucherMailLines(em, order, language),
      },
    },
  );
  recordOrderEvent(
    em,
    order,
    'mail_queued',
    { template: 'orderConfirmation', language, recipient: order.customerEmail, mailId: mail.id, ...(resentBy ? { resent: true } : {}) },
    resentBy,
  );
}

/** The swim vouchers announced for the order's children (at checkout or by staff since), for its mails: who, which course. */
export async function voucherMailLines(em: EntityManager, order: Order, language: Language): Promise<AnnouncedVoucherMailLine[]> {
  const vouchers = await em.find(OrderVoucher, { order: order.id }, { populate: ['participant.orderItem.course'], orderBy: { id: 'asc' } });
  return vouchers.map(({ participant }) => {
    const course = participant.orderItem?.course;
    return {
      participant: `${participant.firstName} ${participant.lastName}`,
      courseTitle: course ? (rowTextIn(course, 'title', language) ?? course.title) : null,
    };
  });
}

/** The customer's page of the order (confirmation, payment); the access key is its only credential. */
export function orderPageUrl(order: Order, extra: Record<string, string> = {}): string {
  return `${order.siteOrigin ?? ''}/checkout/order?${new URLSearchParams({ key: order.accessKey, ...extra })}`;
}
