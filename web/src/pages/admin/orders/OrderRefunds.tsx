import { parseFormEuros } from '@h2o/api/validation/money';
import { formatIban } from '@h2o/api/validation/iban';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { OrderRefunds_order$key } from '../../../__generated__/OrderRefunds_order.graphql';
import { formatMoney } from '../../../i18n/format';
import { refusalText } from '../../../relay/refusalText';
import { Button } from '../../../ui/Button';
import { useShowToast } from '../../../ui/ToastProvider';
import { formatDateTime } from '../shared/adminFormat';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { refundMessages as messages, refundsOwedMessages } from './messages';
import { moneyMessages } from './moneyMessages';
import { useMarkRefundMadeMutation } from './useMarkRefundMadeMutation';
import { useRefundOrderMutation } from './useRefundOrderMutation';
import { useRemindRefundAccountMutation } from './useRemindRefundAccountMutation';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
  }
`;

const RefundForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  input {
    max-width: 12rem;
  }
  [role='alert'] {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * Each refund with its state (owed transfers with the account the customer
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
        orderNumber
        paymentStatus
        totalAmountCents
        anonymisedAt
        customer {
          firstName
          lastName
        }
        payment {
          method
        }
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
          accountReminders
        }
      }
    `,
    orderKey,
  );
  const { refund, isInFlight: refunding } = useRefundOrderMutation();
  const { markMade, isInFlight: marking } = useMarkRefundMadeMutation();
  const { remind, isInFlight: reminding } = useRemindRefundAccountMutation();
  const busy = refunding || marking || reminding;
  const counted = order.refunds.filter((entry) => entry.status !== 'FAILED').reduce((sum, entry) => sum + entry.amountCents, 0);
  const left = order.paymentStatus === 'PAID' ? Math.max(0, order.totalAmountCents - counted) : 0;
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The action waiting for its confirmation: a refund of an amount, or an owed transfer marked made.
  const [asked, setAsked] = useState<
    { kind: 'refund'; cents: number } | { kind: 'made'; refundId: string; cents: number; holder: string } | null
  >(null);
  const name = `${order.customer.firstName} ${order.customer.lastName}`.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty field refunds all that is left, counted in cents as the server does.
    const parsed = amount.trim() === '' ? ({ ok: true, cents: left } as const) : parseFormEuros(amount);
    if (!parsed.ok || parsed.cents <= 0) {
      setError(intl.formatMessage(messages.amountInvalid));
      return;
    }
    setError(null);
    setAsked({ kind: 'refund', cents: parsed.cents });
  };

  const confirmed = async () => {
    if (!asked) return;
    setAsked(null);
    if (asked.kind === 'refund') {
      const outcome = await refund(order.id, asked.cents);
      if (outcome.ok) {
        setAmount('');
        toast('success', intl.formatMessage(messages.requested));
      } else setError(refusalText(outcome));
      return;
    }
    const outcome = await markMade(asked.refundId);
    if (outcome.ok) toast('success', intl.formatMessage(messages.markedMade));
    else toast('error', refusalText(outcome));
  };

  const remindAgain = async (refundId: string) => {
    const outcome = await remind(refundId);
    if (outcome.ok) toast('success', intl.formatMessage(refundsOwedMessages.reminded, { name }));
    else toast('error', refusalText(outcome));
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
                  {!entry.iban && !order.anonymisedAt && (
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={busy}
                      onClick={() => void remindAgain(entry.id)}
                      data-testid="order-refund-remind"
                    >
                      <FormattedMessage {...refundsOwedMessages.remind} />
                    </Button>
                  )}
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={busy}
                    onClick={() =>
                      setAsked({
                        kind: 'made',
                        refundId: entry.id,
                        cents: entry.amountCents,
                        holder: entry.iban ? `${entry.accountHolder ?? ''}, ${formatIban(entry.iban)}` : name,
                      })
                    }
                    data-testid="order-refund-made"
                  >
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
      {asked && (
        <ConfirmDialog
          title={
            asked.kind === 'refund'
              ? intl.formatMessage(moneyMessages.refundTitle, {
                  amount: formatMoney(asked.cents, intl.locale),
                  orderNumber: order.orderNumber,
                })
              : intl.formatMessage(moneyMessages.markMadeTitle, { amount: formatMoney(asked.cents, intl.locale) })
          }
          text={
            asked.kind === 'made'
              ? intl.formatMessage(moneyMessages.transferMade, {
                  amount: formatMoney(asked.cents, intl.locale),
                  holder: asked.holder,
                  name,
                })
              : intl.formatMessage(order.payment.method === 'PAYPAL' ? moneyMessages.payPalBack : moneyMessages.transferOwed, {
                  amount: formatMoney(asked.cents, intl.locale),
                  name,
                })
          }
          confirmLabel={intl.formatMessage(asked.kind === 'refund' ? messages.refund : messages.markMade)}
          onCancel={() => setAsked(null)}
          onConfirm={() => void confirmed()}
          testId={asked.kind === 'refund' ? 'confirm-refund' : 'confirm-refund-made'}
        />
      )}
    </>
  );
}
