import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Order } from '../orders/order.entity.js';
import type { InvoiceContent } from './invoice-content.js';

export enum InvoiceKind {
  INVOICE = 'invoice',
  /** Stornorechnung: the original's lines with negative amounts, referring to it. */
  CANCELLATION = 'cancellation',
}

/**
 * An issued invoice (§14 UStG) or its cancellation. Written once and never changed: the PDF's bytes are what the
 * customer and staff download, again and again. Kept when its order is deleted (the tax office may ask for ten years;
 * `content` holds everything it says).
 */
@Entity({ tableName: 'invoices' })
@Unique({ name: 'invoices_year_sequence_unique', properties: ['year', 'sequence'] })
// An order has one invoice at most; its cancellation is tied to it by `refersTo` (unique as well).
@Index({
  name: 'invoices_order_invoice_unique',
  expression: `create unique index "invoices_order_invoice_unique" on "invoices" ("order_id") where "kind" = 'invoice'`,
})
export class Invoice {
  @PrimaryKey()
  id: number;

  /** "2026-00001": the year, then the year's gapless sequence. */
  @Property({ length: 20, unique: 'invoices_number_unique' })
  number: string;

  /** Calendar year in Europe/Berlin when issued; numbers count per year. */
  @Property()
  year: number;

  @Property()
  sequence: number;

  @Enum({ items: () => InvoiceKind })
  kind: InvoiceKind;

  /** Null once the order was deleted (the invoice stays). */
  @ManyToOne(() => Order, { nullable: true, deleteRule: 'set null', index: 'invoices_order_id_idx' })
  order?: Order | null;

  /** A cancellation's original invoice; null for an invoice. */
  @OneToOne(() => Invoice, { owner: true, nullable: true, deleteRule: 'restrict', unique: 'invoices_refers_to_id_unique' })
  refersTo?: Invoice | null;

  @Property({ type: 'datetime' })
  issuedAt: Date;

  /** The customer's language at issue: the PDF is written in it. */
  @Property({ length: 2 })
  language: string;

  /** Gross total in euro cents (negative for a cancellation). */
  @Property()
  amountCents: number;

  /** The PDF as issued; lazy, so lists never read it. */
  @Property({ type: 'blob', lazy: true })
  pdf: Buffer;

  /** What the PDF says, as data (seller, customer, lines, totals), for audits and later reprints. */
  @Property({ type: 'jsonb' })
  content: InvoiceContent;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}

/** The last number given per calendar year (`INSERT … ON CONFLICT … RETURNING last` takes the next one). */
@Entity({ tableName: 'invoice_counters' })
export class InvoiceCounter {
  @PrimaryKey({ autoincrement: false })
  year: number;

  @Property()
  last: number;
}
