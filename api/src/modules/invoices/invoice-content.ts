import type { EntityManager } from '@mikro-orm/postgresql';
import { type Language, isLanguage, textIn } from '../../context/language.js';
import type { VatMode } from '../../validation/shop-settings.schema.js';
import { OrderItem } from '../orders/order-item.entity.js';
import { type Order, PaymentStatus, orderNumberOf } from '../orders/order.entity.js';
import { Participant } from '../participants/participant.entity.js';
import { readBusinessProfile } from '../settings/business-profile.js';
import { readShopSettings } from '../settings/shop-settings.service.js';
import { VAT_RATE_PERCENT, includedVatCents } from '../settings/vat-note.js';

/**
 * What an invoice says (§14 Abs. 4 UStG: both parties with addresses, the seller's tax number or VAT id, issue date,
 * number, quantity and kind of the service, its period, the amounts and VAT or the §19 note), as data: stored with
 * the invoice and rendered into its PDF once. Money in integer cents, days as ISO dates (Europe/Berlin).
 */
export interface InvoiceContent {
  kind: 'invoice' | 'cancellation';
  number: string;
  /** Day of issue, YYYY-MM-DD in Europe/Berlin. */
  issuedOn: string;
  language: Language;
  orderNumber: string;
  /** A cancellation's original invoice. */
  refersTo: { number: string; issuedOn: string } | null;
  seller: {
    legalName: string;
    /** Owner, or legal form and representative (absent in invoices issued before it was asked). */
    owner?: string;
    street: string;
    postalCode: string;
    town: string;
    country: string;
    email: string;
    phone: string;
    taxNumber: string;
    vatId: string;
    registerEntry: string;
  };
  customer: { name: string; street: string; postalCode: string; town: string; email: string };
  lines: InvoiceLine[];
  /** First and last day of all courses; null when no course has dates yet. */
  servicePeriod: { from: string; to: string } | null;
  vatMode: VatMode;
  totals: { netCents: number; vatCents: number; grossCents: number; vatRatePercent: number };
  /** Whether the order was paid when the invoice was issued (the PDF says "paid" or asks for payment). */
  paid: boolean;
  /** Issued while the site was in demo mode: the PDF says it is no valid invoice (absent: issued before demo mode existed). */
  demo?: boolean;
}

export interface InvoiceLine {
  title: string;
  startDate: string | null;
  endDate: string | null;
  /** Weekdays and time as the course gives them ("Samstags, 12:15-13:00"); null when not given. */
  schedule: string | null;
  /** Participants named for the places. */
  participants: number;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Europe/Berlin of an instant, YYYY-MM-DD (an invoice issued at 00:30 in January belongs to the new year). */
export const berlinDay = (instant: Date): string => BERLIN_DAY.format(instant);

/** Net, VAT and gross of a gross amount under the VAT setting (prices are gross: VAT is contained, never added). */
function totalsOf(grossCents: number, vatMode: VatMode): InvoiceContent['totals'] {
  const vatCents = includedVatCents(grossCents, vatMode);
  return { netCents: grossCents - vatCents, vatCents, grossCents, vatRatePercent: vatMode === 'INCLUDED_19' ? VAT_RATE_PERCENT : 0 };
}

/** The invoice of an order as it stands now, read in the issuing transaction; `demo`: issued while the site is in demo mode. */
export async function orderInvoiceContent(
  em: EntityManager,
  order: Order,
  number: string,
  issuedAt: Date,
  demo: boolean,
): Promise<InvoiceContent> {
  const language: Language = isLanguage(order.language) ? order.language : 'de';
  const [profile, settings] = [await readBusinessProfile(em), await readShopSettings(em)];
  const items = await em.find(OrderItem, { order }, { populate: ['course'], orderBy: { id: 'asc' } });
  const participants = items.length ? await em.find(Participant, { orderItem: { $in: items.map((item) => item.id) } }) : [];
  const lines = items.map((item): InvoiceLine => {
    const course = item.course;
    const weekdays = textIn(language, course.schedule ?? null, course.scheduleEn);
    const schedule = [weekdays, course.time].filter((part) => !!part).join(', ') || null;
    return {
      title: textIn(language, course.title, course.titleEn),
      startDate: course.startDate ?? null,
      endDate: course.endDate ?? course.startDate ?? null,
      schedule,
      participants: participants.filter((participant) => participant.orderItem?.id === item.id).length,
      quantity: item.quantity,
      unitPriceCents: item.priceCents,
      totalCents: item.priceCents * item.quantity,
    };
  });
  const starts = lines
    .map((line) => line.startDate)
    .filter((day): day is string => !!day)
    .sort();
  const ends = lines
    .map((line) => line.endDate)
    .filter((day): day is string => !!day)
    .sort();
  const grossCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  return {
    kind: 'invoice',
    number,
    issuedOn: berlinDay(issuedAt),
    language,
    orderNumber: orderNumberOf(order.id),
    refersTo: null,
    seller: {
      legalName: profile.legalName,
      owner: profile.owner,
      street: profile.street,
      postalCode: profile.postalCode,
      town: profile.town,
      country: profile.country,
      email: profile.email,
      phone: profile.phone,
      taxNumber: profile.taxNumber,
      vatId: profile.vatId,
      registerEntry: profile.registerEntry,
    },
    customer: {
      name: `${order.customerFirstName} ${order.customerLastName}`.trim(),
      street: order.customerAddress,
      postalCode: order.customerZipCode,
      town: order.customerCity,
      email: order.customerEmail,
    },
    lines,
    servicePeriod: starts.length && ends.length ? { from: starts[0], to: ends[ends.length - 1] } : null,
    vatMode: settings.vatMode,
    totals: totalsOf(grossCents, settings.vatMode),
    paid: order.paymentStatus === PaymentStatus.PAID,
    demo,
  };
}

const negated = (cents: number) => (cents === 0 ? 0 : -cents); // never -0, which prints as "-0,00 €"

/**
 * The cancellation of an invoice: the same parties, lines and VAT treatment (as they were invoiced, whatever the
 * settings say now), every amount negated, referring to the original by number and date.
 */
export function cancellationContent(original: InvoiceContent, number: string, issuedAt: Date): InvoiceContent {
  return {
    ...original,
    kind: 'cancellation',
    number,
    issuedOn: berlinDay(issuedAt),
    refersTo: { number: original.number, issuedOn: original.issuedOn },
    lines: original.lines.map((line) => ({ ...line, unitPriceCents: negated(line.unitPriceCents), totalCents: negated(line.totalCents) })),
    totals: {
      netCents: negated(original.totals.netCents),
      vatCents: negated(original.totals.vatCents),
      grossCents: negated(original.totals.grossCents),
      vatRatePercent: original.totals.vatRatePercent,
    },
  };
}
