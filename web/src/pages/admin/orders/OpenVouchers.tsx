import { Suspense, useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { OpenVouchersQuery } from '../../../__generated__/OpenVouchersQuery.graphql';
import { formatMoney } from '../../../i18n/format';
import { commonMessages } from '../../../i18n/messages';
import { orderLink } from '../requests/orderLink';
import { LoadErrorBoundary } from '../shared/LoadFailed';
import { orderCompletionMessages as messages, voucherStatusLabels } from './messages';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 24px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

const openVouchersQuery = graphql`
  query OpenVouchersQuery {
    adminVouchers @required(action: THROW) {
      id
      orderNumber
      status
      participantFirstName
      participantLastName
      payoutAmountCents
      order @required(action: THROW) {
        customer {
          firstName
          lastName
        }
      }
    }
  }
`;

/**
 * Staff's open swim vouchers: the payouts still awaited and the refunds owed, oldest first, each with a
 * link to its order (whose detail has the steps). Loaded afresh with the orders view.
 */
export function OpenVouchers() {
  const intl = useIntl();
  // Asked for on demand, like a tab: the orders list loads alone.
  const [shown, setShown] = useState(false);
  return (
    <Panel aria-labelledby="open-vouchers-title" data-testid="open-vouchers">
      <h2 id="open-vouchers-title">
        <FormattedMessage {...messages.openVouchers} />
      </h2>
      {shown ? (
        <LoadErrorBoundary fallback={() => <p role="alert">{intl.formatMessage(messages.openVouchersFailed)}</p>}>
          <Suspense fallback={<p role="status">{intl.formatMessage(commonMessages.loading)}</p>}>
            <OpenVoucherList />
          </Suspense>
        </LoadErrorBoundary>
      ) : (
        <div>
          <Button type="button" $variant="secondary" onClick={() => setShown(true)} data-testid="open-vouchers-show">
            <FormattedMessage {...messages.showOpenVouchers} />
          </Button>
        </div>
      )}
    </Panel>
  );
}

function OpenVoucherList() {
  const intl = useIntl();
  const { adminVouchers } = useLazyLoadQuery<OpenVouchersQuery>(openVouchersQuery, {}, { fetchPolicy: 'network-only' });
  if (adminVouchers.length === 0) {
    return (
      <p data-testid="open-vouchers-empty">
        <FormattedMessage {...messages.openVouchersEmpty} />
      </p>
    );
  }
  return (
    <ul>
      {adminVouchers.map((voucher) => (
        <li key={voucher.id} data-testid="open-voucher">
          <Link to={orderLink(voucher.orderNumber)}>{voucher.orderNumber}</Link>
          {' · '}
          {voucher.participantFirstName} {voucher.participantLastName} ({voucher.order.customer.firstName} {voucher.order.customer.lastName}
          ){' · '}
          {intl.formatMessage(voucherStatusLabels[voucher.status as keyof typeof voucherStatusLabels] ?? voucherStatusLabels.ANNOUNCED)}
          {voucher.payoutAmountCents != null && ` · ${formatMoney(voucher.payoutAmountCents, intl.locale)}`}
        </li>
      ))}
    </ul>
  );
}
