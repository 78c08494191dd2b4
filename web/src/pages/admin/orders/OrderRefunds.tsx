import { parseFormEuros } from '@h2o/api/validation/money';
import { formatIban } from '@h2o/api/validation/iban';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { OrderRefunds_order$key } from '../../../__generated__/OrderRefunds_order.graphql';
import { formatMoney } from '../../../i18n/format';
import { commonMessages } from '../../../i18n/messages';
import { Button } from '../../../ui/Button';
import { useShowToast } from '../../../ui/ToastProvider';
import { formatDateTime } from '../shared/adminFormat';
import { refundMessages as messages } from './messages';
import { useRefundMutations } from './useRefundMutations';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; }
`;

const RefundForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
  label { display: flex; flex-direction: column; gap: 4px; }
  input { max-width: 12rem; }
  [role='alert'] { flex-basis: 100%; margin: 0; color: ${({ theme }) => theme.colors.danger}; }
`;

/**
 * Issue 24, the order detail's refunds: each refund with its state (owed transfers with the account the customer
 * gave and a "mark made" button), and, while the payment is paid, a refund of an amount (all that is left unless
 * staff type less). The server decides what may be refunded; its refusal shows under the amount.
 */
export function OrderRefunds({ order: orderKey }: { order: OrderRefunds_order$key }) {
  const intl = useIntl();
  const toast = useShowToast();
  const order = useFragment(
    graphql`
      fragment OrderRefunds_order on Order {
        id
        paymentStatus
        totalAmountCents
        refunds {
          id
          amountCents
          reason
          method
          status
          accountGiven
          iban
          accountHolder
          createdAt
          madeAt
        }
      }
    `,
    orderKey,
  );
  const { refund, markMade, busy } = useRefundMutations();
  const counted = order.refunds.filter((entry) => entry.status !== 'FAILED').reduce((sum, entry) => sum + entry.amountCents, 0);
  const left = order.paymentStatus === 'PAID' ? Math.max(0, order.totalAmountCents - counted) : 0;
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseFormEuros(amount.trim() === '' ? String(left / 100) : amount);
    if (!parsed.ok || parsed.cents <= 0) {
      setError(intl.formatMessage(messages.amountInvalid));
      return;
    }
    setError(null);
    const outcome = await refund(order.id, parsed.cents);
    if (outcome.ok) {
      setAmount('');
      toast('success', intl.formatMessage(messages.requested));
    } else setError(outcome.message ?? intl.formatMessage(commonMessages.generalError));
  };

  const made = async (refundId: string) => {
    const outcome = await markMade(refundId);
    if (outcome.ok) toast('success', intl.formatMessage(messages.markedMade));
    else toast('error', outcome.message ?? intl.formatMessage(commonMessages.generalError));
  };

  return (
    <>
      {order.refunds.length === 0 ? (
        <p>
          <FormattedMessage {...messages.none} />
        </p>
      ) : (
        <List data-testid="order-refunds">
          {order.refunds.map((entry) => (
            <li key={entry.id} data-testid="order-refund">
              <strong>{formatMoney(entry.amountCents, intl.locale)}</strong>
              <span>
                <FormattedMessage {...messages.status} values={{ status: entry.status, method: entry.method, reason: entry.reason }} />
              </span>
              <span>{formatDateTime(entry.madeAt ?? entry.createdAt, intl.locale)}</span>
              {entry.status === 'OWED' && (
                <>
                  <span data-testid="order-refund-account">
                    {entry.iban ? `${entry.accountHolder ?? ''}, ${formatIban(entry.iban)}` : intl.formatMessage(messages.noAccount)}
                  </span>
                  <Button type="button" $variant="secondary" disabled={busy} onClick={() => void made(entry.id)} data-testid="order-refund-made">
                    <FormattedMessage {...messages.markMade} />
                  </Button>
                </>
              )}
            </li>
          ))}
        </List>
      )}
      {left > 0 && (
        <RefundForm onSubmit={submit} noValidate data-testid="order-refund-form">
          <label htmlFor="order-refund-amount">
            <FormattedMessage {...messages.amount} values={{ left: formatMoney(left, intl.locale) }} />
            <input
              id="order-refund-amount"
              inputMode="decimal"
              value={amount}
              placeholder={formatMoney(left, intl.locale)}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'order-refund-error' : undefined}
            />
          </label>
          <Button type="submit" disabled={busy} data-testid="order-refund-submit">
            <FormattedMessage {...messages.refund} />
          </Button>
          {error && (
            <p id="order-refund-error" role="alert">
              {error}
            </p>
          )}
        </RefundForm>
      )}
    </>
  );
}
