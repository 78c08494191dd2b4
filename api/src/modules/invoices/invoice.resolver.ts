import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { databaseIdOf } from '../../graphql/node.js';
import { OrderView } from '../orders/order.types.js';
import { type InvoiceRow, accessKeyOf, findInvoicePdf, findInvoicesOfOrders, issueInvoiceOnDemand } from './invoice.service.js';
import { IssueInvoiceInput, IssueInvoicePayload, InvoiceView } from './invoice.types.js';
import { STAFF_ROLES } from '../users/roles.js';

const INVOICES_LOADER = 'orderInvoices';

/** One invoices query per request for all orders asked for (a page of the admin list). */
function invoicesLoader(ctx: RequestContext): DataLoader<number, InvoiceRow[]> {
  let existing = ctx.loaders.get(INVOICES_LOADER) as unknown as DataLoader<number, InvoiceRow[]> | undefined;
  if (!existing) {
    existing = new DataLoader(async (ids: readonly number[]) => {
      const byOrder = await findInvoicesOfOrders(ctx.em, ids);
      return ids.map((id) => byOrder.get(id) ?? []);
    });
    ctx.loaders.set(INVOICES_LOADER, existing as unknown as DataLoader<number, unknown>);
  }
  return existing;
}

/**
 * The PDF's address for the caller: staff's route for admins; for anyone else the order's access-key route (they can
 * only have reached the order with its key: `orderByAccessKey`, the payment mutations, `placeOrder`'s answer).
 */
async function downloadPath(ctx: RequestContext, invoice: InvoiceRow): Promise<string | null> {
  const file = `${encodeURIComponent(invoice.number)}.pdf`;
  if (ctx.user?.role === 'admin') return `/api/admin/orders/${invoice.orderId}/invoices/${file}`;
  const key = await accessKeyOf(ctx.em, invoice.orderId);
  return key ? `/api/orders/by-key/${key}/invoices/${file}` : null;
}

/** An order's invoices (Order.invoices, Order.invoice), visible to whoever may read the order. */
@Resolver(() => OrderView)
export class OrderInvoicesResolver {
  @FieldResolver(() => [InvoiceView], {
    description:
      "The order's invoice and cancellation invoice, oldest first; empty while none was issued (an invoice is issued when the order is paid).",
  })
  invoices(@Ctx() ctx: RequestContext, @Root() order: OrderView): Promise<InvoiceRow[]> {
    return invoicesLoader(ctx).load(order.id);
  }

  @FieldResolver(() => InvoiceView, {
    nullable: true,
    description: "The order's invoice or cancellation invoice with this number; null when the order has none by that number.",
  })
  async invoice(
    @Ctx() ctx: RequestContext,
    @Root() order: OrderView,
    @Arg('number', { description: 'The invoice number, e.g. `2026-00001`.' }) number: string,
  ): Promise<InvoiceRow | null> {
    return (await invoicesLoader(ctx).load(order.id)).find((invoice) => invoice.number === number) ?? null;
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => IssueInvoicePayload, {
    description:
      'Staff and admins: issues the invoice of an order now (an invoice is issued by itself when an order is paid). Refused with `INVOICE_EXISTS` when the order has one, ' +
      '`INVALID_TRANSITION` when it is cancelled, `ORDER_NOT_FOUND` when there is no such order. The number is the next of the year.',
  })
  async issueInvoice(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => IssueInvoiceInput, { description: 'The order.' }) input: IssueInvoiceInput,
  ): Promise<IssueInvoicePayload> {
    const result = await issueInvoiceOnDemand(ctx, databaseIdOf(input.orderId, 'Order'));
    ctx.loaders.delete(INVOICES_LOADER);
    return { order: result.order, invoice: result.invoice, errors: toUserErrors(ctx.language, result.errors) };
  }
}

/** What an invoice says beyond its facts: where to download it, and its bytes for the REST door. */
@Resolver(() => InvoiceView)
export class InvoiceResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Path on this server of the PDF: for staff `/api/admin/orders/{databaseId}/invoices/{number}.pdf`, for the customer `/api/orders/by-key/{accessKey}/invoices/{number}.pdf`. ' +
      'The same bytes on every download.',
  })
  downloadUrl(@Ctx() ctx: RequestContext, @Root() invoice: InvoiceRow): Promise<string | null> {
    return downloadPath(ctx, invoice);
  }

  @FieldResolver(() => String, {
    description: 'The PDF as issued, base64-encoded (the download routes serve these bytes as `application/pdf`).',
  })
  async pdfBase64(@Ctx() ctx: RequestContext, @Root() invoice: InvoiceRow): Promise<string> {
    const pdf = await findInvoicePdf(ctx.em, invoice.orderId, invoice.number);
    if (!pdf) throw new Error(`invoice ${invoice.number} has no PDF`);
    return pdf.toString('base64');
  }
}
