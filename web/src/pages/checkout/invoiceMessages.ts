import { defineMessages, type NoMessageValues } from 'react-intl';

/** The order's invoices, on the customer's order page and in staff's order detail. */
export const invoiceMessages = defineMessages<{
  title: NoMessageValues;
  invoice: { number: string };
  cancellation: { number: string; original: string };
  issued: { date: string; amount: string };
  download: { name: string };
}>({
  title: { id: 'order.invoices.title', description: "Order page and admin order detail: heading of the order's invoices" },
  invoice: { id: 'order.invoices.invoice', description: 'An invoice in the list: "Rechnung 2026-00001" ({number}: the invoice number)' },
  cancellation: {
    id: 'order.invoices.cancellation',
    description: 'A cancellation invoice (Stornorechnung) in the list: {number} its number, {original} the invoice it cancels',
  },
  issued: {
    id: 'order.invoices.issued',
    description: 'Under an invoice: issued on {date} (a formatted date), its total {amount} (formatted money, negative for a cancellation)',
  },
  download: {
    id: 'order.invoices.download',
    description: 'Link that downloads the PDF of the invoice {name} (accessible name); visible text is "PDF"',
  },
});
