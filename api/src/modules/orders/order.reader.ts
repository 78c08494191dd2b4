import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context/request-context.js';
import { Participant } from '../participants/participant.entity.js';
import { readShopSettings } from '../settings/shop-settings.service.js';
import { OrderItem } from './order-item.entity.js';
import { Order, OrderStatus, PaymentStatus, orderNumberOf } from './order.entity.js';
import { type OrderView, PaymentMethod } from './order.types.js';

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
};

/** The customer's view of an order: items with their courses and participants, and what the payment needs next. */
export async function orderView(em: EntityManager, order: Order): Promise<OrderView> {
  const items = await em.find(OrderItem, { order }, { populate: ['course'], orderBy: { id: 'asc' } });
  const participants = items.length ? await em.find(Participant, { orderItem: { $in: items.map((item) => item.id) } }, { orderBy: { id: 'asc' } }) : [];
  const unpaid = order.paymentStatus === PaymentStatus.PENDING && order.orderStatus !== OrderStatus.CANCELLED;
  const method = order.paymentMethod as PaymentMethod;
  const bank = unpaid && method === PaymentMethod.BANK_TRANSFER ? (await readShopSettings(em)).bankTransfer : null;
  return {
    id: order.id,
    orderNumber: orderNumberOf(order.id),
    createdAt: order.createdAt,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    totalAmountCents: order.totalAmountCents,
    customer: {
      firstName: order.customerFirstName,
      lastName: order.customerLastName,
      email: order.customerEmail,
      phone: order.customerPhone,
      address: order.customerAddress,
      city: order.customerCity,
      zipCode: order.customerZipCode,
    },
    items: items.map((item) => ({
      databaseId: item.id,
      course: item.course,
      quantity: item.quantity,
      unitPriceCents: item.priceCents,
      lineTotalCents: item.priceCents * item.quantity,
      participants: participants.filter((participant) => participant.orderItem?.id === item.id).map(({ firstName, lastName }) => ({ firstName, lastName })),
    })),
    payment: {
      method,
      status: order.paymentStatus,
      approvalUrl: unpaid && method === PaymentMethod.PAYPAL ? (order.paymentApprovalUrl ?? null) : null,
      deadline: unpaid ? (order.paymentDeadline ?? null) : null,
      bankTransfer:
        bank && order.paymentDeadline
          ? {
              accountHolder: bank.accountHolder,
              iban: bank.iban,
              bic: bank.bic || null,
              bankName: bank.bankName || null,
              reference: orderNumberOf(order.id),
              amountCents: order.totalAmountCents,
              deadline: order.paymentDeadline,
            }
          : null,
    },
  };
}
