import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { OrderInvoices_order$key } from '../../__generated__/OrderInvoices_order.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { invoiceMessages } from './invoiceMessages';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 4px 12px;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  a {
    font-weight: 700;
  }
`;

/** The order's invoices as `OrderInvoices_order` reads them (for staff's section, which adds its button). */
export function useOrderInvoices(orderKey: OrderInvoices_order$key) {
  return useFragment(
    graphql`
      fragment OrderInvoices_order on Order {
        invoices {
          number
          kind
          issuedAt
          amountCents
          refersToNumber
          downloadUrl
        }
      }
    `,
    orderKey,
  ).invoices;
}

/**
 * The order's invoices and cancellation invoices, each with its PDF (`downloadUrl`: the customer's by the access
 * key, staff's by the order), as issued and stored: the same file on every download.
 */
export function InvoiceList({ invoices }: { invoices: ReturnType<typeof useOrderInvoices> }) {
  const intl = useIntl();
  return (
    <List data-testid="order-invoices">
      {invoices.map((invoice) => {
        const name =
          invoice.kind === 'CANCELLATION'
            ? intl.formatMessage(invoiceMessages.cancellation, { number: invoice.number, original: invoice.refersToNumber ?? '' })
            : intl.formatMessage(invoiceMessages.invoice, { number: invoice.number });
        return (
          <li key={invoice.number}>
            <div>
              <strong>{name}</strong>
              <br />
              <span>
                <FormattedMessage
                  {...invoiceMessages.issued}
                  values={{ date: formatDate(intl, invoice.issuedAt), amount: formatMoney(invoice.amountCents, intl.locale) }}
                />
              </span>
            </div>
            {invoice.downloadUrl && (
              <a href={invoice.downloadUrl} download aria-label={intl.formatMessage(invoiceMessages.download, { name })}>
                PDF
              </a>
            )}
          </li>
        );
      })}
    </List>
  );
}

const Panel = styled.section`
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** The customer's order page: the invoices panel, once there is an invoice (issued when the order is paid). */
export function OrderInvoices({ order }: { order: OrderInvoices_order$key }) {
  const invoices = useOrderInvoices(order);
  if (invoices.length === 0) return null;
  return (
    <Panel>
      <h2>
        <FormattedMessage {...invoiceMessages.title} />
      </h2>
      <InvoiceList invoices={invoices} />
    </Panel>
  );
}
