import type { DomainModule } from '../domain-module.js';
import { Invoice, InvoiceCounter } from './invoice.entity.js';
import { invoiceRestRoutes } from './invoice.rest.js';
import { InvoiceResolver, OrderInvoicesResolver } from './invoice.resolver.js';

/** Invoices (§14 UStG) of orders: issued by the order's lifecycle and by staff, stored as PDFs, downloaded by key or by staff. */
export const invoicesModule: DomainModule = {
  name: 'invoices',
  entities: [Invoice, InvoiceCounter],
  resolvers: [OrderInvoicesResolver, InvoiceResolver],
  restRoutes: invoiceRestRoutes,
};
