import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { OrderInvoicesSection_order$key } from '../../../__generated__/OrderInvoicesSection_order.graphql';
import type { OrderInvoicesSectionIssueMutation } from '../../../__generated__/OrderInvoicesSectionIssueMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { Button } from '../../../ui/Button';
import { useShowToast } from '../../../ui/ToastProvider';
import { InvoiceList, useOrderInvoices } from '../../checkout/OrderInvoices';
import { invoiceMessages } from '../../checkout/invoiceMessages';
import { adminSharedMessages } from '../shared/messages';
import { orderInvoiceMessages as messages } from './messages';

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
  const [busy, setBusy] = useState(false);
  const [commit] = useMutation<OrderInvoicesSectionIssueMutation>(graphql`
    mutation OrderInvoicesSectionIssueMutation($input: IssueInvoiceInput!) {
      issueInvoice(input: $input) {
        invoice {
          number
        }
        order {
          ...OrderInvoices_order
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const mayIssue = order.orderStatus !== 'CANCELLED' && !invoices.some((invoice) => invoice.kind === 'INVOICE');

  const issue = () => {
    setBusy(true);
    const failed = (message: string | null) => toast('error', message ?? intl.formatMessage(commonMessages.generalError), intl.formatMessage(adminSharedMessages.errorTitle));
    commit({
      variables: { input: { orderId: order.id } },
      onCompleted: ({ issueInvoice }) => {
        setBusy(false);
        if (issueInvoice.errors.length > 0) failed(issueInvoice.errors.map((error) => error.message).join(' '));
        else toast('success', intl.formatMessage(messages.issued, { number: issueInvoice.invoice?.number ?? '' }));
      },
      onError: (error) => {
        console.error(error);
        setBusy(false);
        failed(null);
      },
    });
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
          <Button type="button" $variant="secondary" disabled={busy} onClick={issue} data-testid="order-detail-issue-invoice">
            <FormattedMessage {...(busy ? messages.issuing : messages.issue)} />
          </Button>
        </div>
      )}
    </>
  );
}
