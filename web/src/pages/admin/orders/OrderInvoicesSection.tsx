import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderInvoicesSection_order$key } from '../../../__generated__/OrderInvoicesSection_order.graphql';
import { refusalText } from '../../../relay/refusalText';
import { Button } from '../../../ui/Button';
import { useShowToast } from '../../../ui/ToastProvider';
import { InvoiceList, useOrderInvoices } from '../../checkout/OrderInvoices';
import { invoiceMessages } from '../../checkout/invoiceMessages';
import { adminSharedMessages } from '../shared/messages';
import { orderInvoiceMessages as messages } from './messages';
import { useIssueInvoiceMutation } from './useIssueInvoiceMutation';

/**
 * Staff's view of an order's invoices in the detail dialog: each with its PDF, and "issue invoice" for an order that
 * is not cancelled and has none yet (the server checks again: `issueInvoice` refuses with the reason).
 */
export function OrderInvoicesSection({ order: orderKey }: { order: OrderInvoicesSection_order$key }) {
  const intl = useIntl();
  const toast = useShowToast();
  const order = useFragment(
    graphql`
      fragment OrderInvoicesSection_order on Order {
        id
        orderStatus
        ...OrderInvoices_order
      }
    `,
    orderKey,
  );
  const invoices = useOrderInvoices(order);
  const { issue: issueInvoice, isInFlight: busy } = useIssueInvoiceMutation();
  const mayIssue = order.orderStatus !== 'CANCELLED' && !invoices.some((invoice) => invoice.kind === 'INVOICE');

  const issue = async () => {
    const outcome = await issueInvoice(order.id);
    if (outcome.ok) toast('success', intl.formatMessage(messages.issued, { number: outcome.value.number }));
    else toast('error', refusalText(outcome), intl.formatMessage(adminSharedMessages.errorTitle));
  };

  return (
    <>
      <h3>
        <FormattedMessage {...invoiceMessages.title} />
      </h3>
      {invoices.length > 0 ? (
        <InvoiceList invoices={invoices} />
      ) : (
        <p>
          <FormattedMessage {...messages.none} />
        </p>
      )}
      {mayIssue && (
        <div>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void issue()} data-testid="order-detail-issue-invoice">
            <FormattedMessage {...(busy ? messages.issuing : messages.issue)} />
          </Button>
        </div>
      )}
    </>
  );
}
