import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import type { Language } from '../../context/language.js';
import { ContentLanguage } from '../../graphql/language.js';
import { DateTimeISO } from '../../graphql/scalars.js';
import { OrderView } from '../orders/order.types.js';
import { InvoiceKind } from './invoice.entity.js';

registerEnumType(InvoiceKind, {
  name: 'InvoiceKind',
  description: 'Whether a document is an invoice or the cancellation of one.',
  valuesConfig: {
    INVOICE: { description: 'The invoice of an order (§14 UStG), issued when it was paid or by staff.' },
    CANCELLATION: {
      description:
        "Cancellation invoice (Stornorechnung): the original's amounts negated, issued when an invoiced order was cancelled or refunded.",
    },
  },
});

@ObjectType('Invoice', {
  description:
    'An invoice or cancellation invoice of an order: numbered gaplessly per year, stored as a PDF once issued and never changed.',
})
export class InvoiceView {
  // The order it belongs to, for `downloadUrl` and `pdfBase64` (not a field).
  id: number;
  orderId: number;

  @Field({ description: 'The invoice number, the year and its sequence: `2026-00001`. Invoices and cancellations share one sequence.' })
  number: string;

  @Field(() => InvoiceKind, { description: 'Invoice or cancellation invoice.' })
  kind: InvoiceKind;

  @Field(() => DateTimeISO, { description: 'When it was issued (its date is the day in Europe/Berlin).' })
  issuedAt: Date;

  @Field(() => Int, { description: 'Its gross total in euro cents; negative for a cancellation invoice.' })
  amountCents: number;

  @Field(() => String, {
    nullable: true,
    description: 'For a cancellation invoice: the number of the invoice it cancels. Null for an invoice.',
  })
  refersToNumber: string | null;

  @Field(() => ContentLanguage, {
    description:
      "The language the document is written in (the customer's when it was issued); its download is named in it (`Invoice-…` / `Rechnung-…`).",
  })
  language: Language;
}

@InputType({ description: 'The order to invoice (not cancelled, without an invoice yet).' })
export class IssueInvoiceInput {
  @Field(() => ID, { description: "The order's global `id`." })
  orderId: string;
}

@ObjectType({ description: 'Result of `issueInvoice`.' })
export class IssueInvoicePayload extends MutationPayload {
  @Field(() => OrderView, {
    nullable: true,
    description: 'The order as it is now (with its `invoices`); null when there is no such order.',
  })
  order: OrderView | null;

  @Field(() => InvoiceView, { nullable: true, description: 'The invoice issued; null when `errors` says why not.' })
  invoice: InvoiceView | null;
}
