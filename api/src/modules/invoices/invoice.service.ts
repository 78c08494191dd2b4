import type { Language } from '../../context/language.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../context/request-context.js';
import type { FieldError } from '../../validation/validate.js';
import { lockOrder } from '../orders/order-lifecycle.js';
import { Order, OrderStatus } from '../orders/order.entity.js';
import { orderView } from '../orders/order.reader.js';
import type { OrderView } from '../orders/order-view.js';
import { findOrderInvoice, issueOrderInvoice } from './invoice-issuing.js';
import { Invoice, InvoiceKind } from './invoice.entity.js';

/** An invoice as clients list it (never its bytes). */
export interface InvoiceRow {
  id: number;
  orderId: number;
  number: string;
  kind: InvoiceKind;
  issuedAt: Date;
  amountCents: number;
  refersToNumber: string | null;
  /** The language the PDF is written in (the customer's at issue). */
  language: Language;
}

export type IssueInvoiceResult = { order: OrderView | null; invoice: InvoiceRow | null; errors: FieldError[] };

const orderNotFound: FieldError = { field: 'orderId', code: 'ORDER_NOT_FOUND', id: 'validation.orderNotFound' };

const rowOf = (invoice: Invoice, orderId: number): InvoiceRow => ({
  id: invoice.id,
  orderId,
  number: invoice.number,
  kind: invoice.kind,
  issuedAt: invoice.issuedAt,
  amountCents: invoice.amountCents,
  refersToNumber: invoice.content.refersTo?.number ?? null,
  language: invoice.language === 'en' ? 'en' : 'de',
});

/** The invoices of these orders, oldest first, by order id (one query for a page of orders). */
export async function findInvoicesOfOrders(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, InvoiceRow[]>> {
  const invoices = orderIds.length ? await em.find(Invoice, { order: { $in: [...orderIds] } }, { orderBy: { id: 'asc' } }) : [];
  const byOrder = new Map<number, InvoiceRow[]>();
  for (const invoice of invoices) {
    const orderId = invoice.order!.id;
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), rowOf(invoice, orderId)]);
  }
  return byOrder;
}

/** The stored PDF of the order's invoice with this number; null when the order has none by that number. */
export async function findInvoicePdf(em: EntityManager, orderId: number, number: string): Promise<Buffer | null> {
  const invoice = await em.findOne(Invoice, { order: orderId, number }, { populate: ['pdf'] });
  return invoice?.pdf ?? null;
}

/** The access key of an order (for the customer's download links: they reached the order with it). */
export async function accessKeyOf(em: EntityManager, orderId: number): Promise<string | null> {
  const order = await em.findOne(Order, orderId, { fields: ['accessKey'] });
  return order?.accessKey ?? null;
}

/**
 * Staff issue an order's invoice by hand (an order paid outside the shop's flow, or asked for before payment): in one
 * transaction under the order's lock, refused for a cancelled order and for one that has its invoice already.
 */
export async function issueInvoiceOnDemand(ctx: RequestContext, orderId: number | null): Promise<IssueInvoiceResult> {
  if (!orderId) return { order: null, invoice: null, errors: [orderNotFound] };
  return transactional(ctx, async (tx) => {
    const order = await lockOrder(tx.em, orderId);
    if (!order) return { order: null, invoice: null, errors: [orderNotFound] };
    const refusal =
      order.orderStatus === OrderStatus.CANCELLED
        ? ({ field: '', code: 'INVALID_TRANSITION', id: 'validation.invoiceOrderCancelled' } as const)
        : (await findOrderInvoice(tx.em, order))
          ? ({ field: '', code: 'INVOICE_EXISTS', id: 'validation.invoiceExists' } as const)
          : null;
    const invoice = refusal ? null : await issueOrderInvoice(tx.em, order);
    return { order: await orderView(tx.em, order), invoice: invoice && rowOf(invoice, order.id), errors: refusal ? [refusal] : [] };
  });
}
