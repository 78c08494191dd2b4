import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context/request-context.js';
import { findMailStatuses } from '../mail/index.js';
import type { MailDeliveryStatus } from '../mail/index.js';
import { Participant } from '../participants/participant.entity.js';
import { readShopSettings } from '../settings/shop-settings.service.js';
import { OrderEvent } from './order-event.entity.js';
import { OrderItem } from './order-item.entity.js';
import { isUnpaid } from './order-lifecycle.graph.js';
import { Order, PaymentMethod, orderNumberOf } from './order.entity.js';
import type { OrderView } from './order-view.js';

const ACCESS_KEY = /^[A-Za-z0-9_-]{43}$/;

/** Orders as their customers see them. */
export const orderReader = {
  /** The order with this access key; null for anything else (without a database lookup for what cannot be a key). */
  async byAccessKey(ctx: RequestContext, accessKey: string): Promise<OrderView | null> {
    // Even "none" is private: it says whether a key exists.
    ctx.cartSession?.answerIsPrivate();
    if (!ACCESS_KEY.test(accessKey)) return null;
    const order = await ctx.em.findOne(Order, { accessKey });
    return order ? orderView(ctx.em, order) : null;
  },

  /** When the order's confirmation mail was last queued (its history's `mail_queued` line); null while none was. */
  async confirmationQueuedAt(ctx: RequestContext, orderId: number): Promise<Date | null> {
    return (await lastConfirmationEvent(ctx, orderId))?.createdAt ?? null;
  },

  /** How far the order's last confirmation mail got (queued, sent, caught, failed, not sent); null while none was queued. */
  async confirmationMailStatus(ctx: RequestContext, orderId: number): Promise<MailDeliveryStatus | null> {
    const mailId = (await lastConfirmationEvent(ctx, orderId))?.data?.mailId;
    if (typeof mailId !== 'number') return null;
    return (await findMailStatuses(ctx.em, [mailId])).get(mailId) ?? null;
  },
};

/** The history line of the order's last queued confirmation mail (the first, or staff's resend). */
function lastConfirmationEvent(ctx: RequestContext, orderId: number) {
  return ctx.em.findOne(
    OrderEvent,
    { order: orderId, type: 'mail_queued', data: { template: 'orderConfirmation' } },
    { orderBy: { id: 'desc' } },
  );
}

/** What `orderView` reads of an order row (an entity, or a row of the admin list). */
export type OrderRow = Pick<
  Order,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'orderStatus'
  | 'paymentStatus'
  | 'totalAmountCents'
  | 'paymentMethod'
  | 'paymentId'
  | 'paymentApprovalUrl'
  | 'paymentDeadline'
  | 'language'
  | 'customerFirstName'
  | 'customerLastName'
  | 'customerEmail'
  | 'customerPhone'
  | 'customerAddress'
  | 'customerCity'
  | 'customerZipCode'
  | 'anonymisedAt'
>;

/** The customer's view of an order: items with their courses and participants, and what the payment needs next. */
export async function orderView(em: EntityManager, order: OrderRow): Promise<OrderView> {
  return (await orderViews(em, [order]))[0];
}

/**
 * `orderView` of several orders (a page of the admin list) in three queries whatever their number: the items
 * with their courses, the participants, and the shop's bank account when an order waits for a transfer.
 */
export async function orderViews(em: EntityManager, orders: readonly OrderRow[]): Promise<OrderView[]> {
  if (orders.length === 0) return [];
  const items = await em.find(
    OrderItem,
    { order: { $in: orders.map((order) => order.id) } },
    { populate: ['course'], orderBy: { id: 'asc' } },
  );
  const participants = items.length
    ? await em.find(Participant, { orderItem: { $in: items.map((item) => item.id) } }, { orderBy: { id: 'asc' } })
    : [];
  const waitsForTransfer = orders.some((order) => isUnpaid(order) && order.paymentMethod === PaymentMethod.BANK_TRANSFER);
  const bank = waitsForTransfer ? (await readShopSettings(em)).bankTransfer : null;
  return orders.map((order) => {
    const unpaid = isUnpaid(order);
    const method = order.paymentMethod as PaymentMethod;
    const transfer = unpaid && method === PaymentMethod.BANK_TRANSFER ? bank : null;
    return {
      id: order.id,
      orderNumber: orderNumberOf(order.id),
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
      orderStatus: order.orderStatus,
      paymentStatus: order.paymentStatus,
      totalAmountCents: order.totalAmountCents,
      paymentId: order.paymentId ?? null,
      language: order.language,
      anonymisedAt: order.anonymisedAt ?? null,
      customer: {
        firstName: order.customerFirstName,
        lastName: order.customerLastName,
        email: order.customerEmail,
        phone: order.customerPhone,
        address: order.customerAddress,
        city: order.customerCity,
        zipCode: order.customerZipCode,
      },
      items: items
        .filter((item) => item.order.id === order.id)
        .map((item) => ({
          databaseId: item.id,
          orderStatus: order.orderStatus,
          course: item.course,
          quantity: item.quantity,
          unitPriceCents: item.priceCents,
          lineTotalCents: item.priceCents * item.quantity,
          participants: participants
            .filter((participant) => participant.orderItem?.id === item.id)
            .map(({ id, firstName, lastName, birthDate }) => ({ databaseId: id, firstName, lastName, birthDate: birthDate ?? null })),
        })),
      payment: {
        method,
        status: order.paymentStatus,
        approvalUrl: unpaid && method === PaymentMethod.PAYPAL ? (order.paymentApprovalUrl ?? null) : null,
        deadline: unpaid ? (order.paymentDeadline ?? null) : null,
        bankTransfer:
          transfer && order.paymentDeadline
            ? {
                accountHolder: transfer.accountHolder,
                iban: transfer.iban,
                bic: transfer.bic || null,
                bankName: transfer.bankName || null,
                reference: orderNumberOf(order.id),
                amountCents: order.totalAmountCents,
                deadline: order.paymentDeadline,
              }
            : null,
      },
    };
  });
}
