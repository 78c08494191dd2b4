import type { Language } from '../../context/language.js';
import { toGlobalId } from '../../graphql/node.js';
import type {
  RestAdminInvoicePdfQuery,
  RestAdminInvoicePdfQueryVariables,
  RestInvoicePdfFragment,
  RestOrderInvoicePdfQuery,
  RestOrderInvoicePdfQueryVariables,
} from '../../rest/__generated__/rest-operations.js';
import { RestError, RestFile, type RestRoute, idParam, restRoute } from '../../rest/rest-route.js';

const INVOICE_NOT_FOUND: Record<Language, string> = {
  de: 'Diese Rechnung gibt es nicht.',
  en: 'There is no such invoice.',
};

const FILE_PREFIX: Record<Language, Record<RestInvoicePdfFragment['kind'], string>> = {
  de: { INVOICE: 'Rechnung', CANCELLATION: 'Stornorechnung' },
  en: { INVOICE: 'Invoice', CANCELLATION: 'Cancellation-invoice' },
};

const INVOICE_FIELDS = 'fragment RestInvoicePdf on Invoice { number kind language pdfBase64 }';

/**
 * The stored bytes as the download, or one 404 for every miss: no such order, key or number, or another order's invoice.
 * The file is named in the language it is written in, not the request's: a download link carries no language, and an
 * English invoice saved as "Rechnung-…" puzzled its reader.
 */
function pdfFile(invoice: RestInvoicePdfFragment | null | undefined, language: Language): RestFile {
  if (!invoice) throw new RestError(404, 'NOT_FOUND', INVOICE_NOT_FOUND[language]);
  const written: Language = invoice.language === 'EN' ? 'en' : 'de';
  return new RestFile(
    'application/pdf',
    `${FILE_PREFIX[written][invoice.kind]}-${invoice.number}.pdf`,
    Buffer.from(invoice.pdfBase64, 'base64'),
  );
}

/**
 * The invoice PDFs: the customer's by the order's access key (the link on the order page, `Invoice.downloadUrl`),
 * staff's by the order's id (admins only, as `adminOrder`). Both serve the bytes stored when the invoice was issued.
 */
export const invoiceRestRoutes: RestRoute[] = [
  restRoute<RestOrderInvoicePdfQuery, RestOrderInvoicePdfQueryVariables>({
    method: 'GET',
    path: '/api/orders/by-key/:accessKey/invoices/:number.pdf',
    operation: `query RestOrderInvoicePdf($accessKey: String!, $number: String!) {
      orderByAccessKey(accessKey: $accessKey) { invoice(number: $number) { ...RestInvoicePdf } }
    } ${INVOICE_FIELDS}`,
    variables: ({ params }) => ({ accessKey: params.accessKey ?? '', number: params.number ?? '' }),
    shape: ({ orderByAccessKey: order }, { language }) => pdfFile(order?.invoice, language),
  }),
  restRoute<RestAdminInvoicePdfQuery, RestAdminInvoicePdfQueryVariables>({
    method: 'GET',
    path: '/api/admin/orders/:id/invoices/:number.pdf',
    operation: `query RestAdminInvoicePdf($id: ID!, $number: String!) {
      adminOrder(id: $id) { invoice(number: $number) { ...RestInvoicePdf } }
    } ${INVOICE_FIELDS}`,
    variables: ({ params }) => ({ id: toGlobalId('Order', idParam(params.id, 'order id')), number: params.number ?? '' }),
    shape: ({ adminOrder: order }, { language }) => pdfFile(order?.invoice, language),
  }),
];
