import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../../db/kysely.js';
import type { OrderState } from '../orders/order-lifecycle.graph.js';
import { type Order, OrderStatus, PaymentStatus } from '../orders/order.entity.js';
import { berlinDay, cancellationContent, orderInvoiceContent } from './invoice-content.js';
import { isDemoMode } from '../setup/site-mode.js';
import { Invoice, InvoiceKind } from './invoice.entity.js';
import { renderInvoicePdf } from './invoice-pdf.js';

/**
 * The next number of the year in Europe/Berlin, taken in the caller's transaction: one statement that creates the
 * year's counter or counts it up and returns the new value. The counter's row stays locked until the transaction ends,
 * so two issuers (on any instance) get consecutive numbers one after the other, and a rollback gives its number back
 * (no gap): what PostgreSQL sequences cannot promise.
 */
async function nextInvoiceNumber(em: EntityManager, issuedAt: Date): Promise<{ year: number; sequence: number; number: string }> {
  const year = Number(berlinDay(issuedAt).slice(0, 4));
  const { rows } = await sql<{ last: number }>`
    insert into invoice_counters (year, last) values (${year}, 1)
    on conflict (year) do update set last = invoice_counters.last + 1
    returning last`.execute(kysely(em));
  const sequence = rows[0].last;
  return { year, sequence, number: `${year}-${String(sequence).padStart(5, '0')}` };
}

/** Numbers, renders and stores one invoice document in the caller's transaction. */
async function issue(
  em: EntityManager,
  order: Order,
  kind: InvoiceKind,
  build: (number: string, issuedAt: Date) => Promise<Invoice['content']>,
  refersTo: Invoice | null,
): Promise<Invoice> {
  const issuedAt = new Date();
  const { year, sequence, number } = await nextInvoiceNumber(em, issuedAt);
  const content = await build(number, issuedAt);
  const pdf = await renderInvoicePdf(content, issuedAt);
  const invoice = em.create(Invoice, {
    number,
    year,
    sequence,
    kind,
    order,
    refersTo,
    issuedAt,
    language: content.language,
    amountCents: content.totals.grossCents,
    pdf,
    content,
  });
  await em.flush();
  return invoice;
}

/** The order's invoice (not its cancellation); null while none was issued. */
export function findOrderInvoice(em: EntityManager, order: Order | number): Promise<Invoice | null> {
  return em.findOne(Invoice, { order, kind: InvoiceKind.INVOICE });
}

/** Issues the invoice of an order (the caller holds its row lock and has checked that it has none). */
export async function issueOrderInvoice(em: EntityManager, order: Order): Promise<Invoice> {
  // Read before the year's counter is locked: every moment under that lock holds up the next invoice.
  const demo = await isDemoMode(em);
  return issue(em, order, InvoiceKind.INVOICE, (number, issuedAt) => orderInvoiceContent(em, order, number, issuedAt, demo), null);
}

/** Issues the cancellation of `original` once: null when it has one already. */
async function cancelInvoice(em: EntityManager, order: Order, original: Invoice): Promise<Invoice | null> {
  if (await em.findOne(Invoice, { refersTo: original })) return null;
  return issue(
    em,
    order,
    InvoiceKind.CANCELLATION,
    async (number, issuedAt) => cancellationContent(original.content, number, issuedAt),
    original,
  );
}

/**
 * The invoices an order's change of status calls for (order-lifecycle.ts `transition`, in its transaction, under the
 * order's lock): the invoice when the payment becomes paid (a cancelled order's money is refunded, never invoiced),
 * the cancellation invoice when an invoiced order is cancelled or its payment refunded (once: both may happen).
 */
export async function issueInvoicesAfterTransition(em: EntityManager, order: Order, before: OrderState): Promise<void> {
  const becamePaid = before.paymentStatus !== PaymentStatus.PAID && order.paymentStatus === PaymentStatus.PAID;
  const cancelled = before.orderStatus !== OrderStatus.CANCELLED && order.orderStatus === OrderStatus.CANCELLED;
  const refunded = before.paymentStatus !== PaymentStatus.REFUNDED && order.paymentStatus === PaymentStatus.REFUNDED;
  if (!becamePaid && !cancelled && !refunded) return;
  const invoice = await findOrderInvoice(em, order);
  if (becamePaid && !invoice && order.orderStatus !== OrderStatus.CANCELLED) await issueOrderInvoice(em, order);
  if ((cancelled || refunded) && invoice) await cancelInvoice(em, order, invoice);
}
