import { formatIban } from '@h2o/api/validation/iban';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RefundsOwedQuery } from '../../../__generated__/RefundsOwedQuery.graphql';
import { formatDate, formatMoney } from '../../../i18n/format';
import { commonMessages } from '../../../i18n/messages';
import { refusalText } from '../../../relay/refusalText';
import type { MutationOutcome } from '../../../relay/useMutationOutcome';
import { Button } from '../../../ui/Button';
import { useShowToast } from '../../../ui/ToastProvider';
import { orderLink } from '../requests/orderLink';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { LoadErrorBoundary } from '../shared/LoadFailed';
import { refundMessages, refundsOwedMessages as messages } from './messages';
import { moneyMessages } from './moneyMessages';
import { useMarkRefundMadeMutation } from './useMarkRefundMadeMutation';
import { useRemindRefundAccountMutation } from './useRemindRefundAccountMutation';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 24px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 16px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const refundsOwedQuery = graphql`
  query RefundsOwedQuery {
    owedRefunds @required(action: THROW) {
      id
      orderNumber @required(action: THROW)
      customerName
      amountCents
      createdAt
      accountGiven
      accountAskedAt
      accountReminders
      iban
      accountHolder
    }
  }
`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Staff's refunds owed by bank transfer ("Offene Erstattungen"), oldest first: how long each has been owed, whether
 * the customer gave the IBAN (and when they were asked, how often reminded), a reminder mail for those still
 * missing it and "mark transferred" after its confirmation. Loaded on demand, like the open vouchers.
 */
export function RefundsOwed() {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <Panel aria-labelledby="refunds-owed-title" data-testid="refunds-owed">
      <h2 id="refunds-owed-title">
        <FormattedMessage {...messages.title} />
      </h2>
      {shown ? (
        <LoadErrorBoundary fallback={() => <p role="alert">{intl.formatMessage(messages.failed)}</p>}>
          <Suspense fallback={<p role="status">{intl.formatMessage(commonMessages.loading)}</p>}>
            <RefundsOwedList />
          </Suspense>
        </LoadErrorBoundary>
      ) : (
        <div>
          <Button type="button" $variant="secondary" onClick={() => setShown(true)} data-testid="refunds-owed-show">
            <FormattedMessage {...messages.show} />
          </Button>
        </div>
      )}
    </Panel>
  );
}

type OwedRefund = RefundsOwedQuery['response']['owedRefunds'][number];

function RefundsOwedList() {
  const intl = useIntl();
  const toast = useShowToast();
  // Each change loads the list afresh (a refund marked made leaves it; a reminder changes its line).
  const [fetchKey, setFetchKey] = useState(0);
  const { owedRefunds } = useLazyLoadQuery<RefundsOwedQuery>(refundsOwedQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  const { markMade, isInFlight: marking } = useMarkRefundMadeMutation();
  const { remind, isInFlight: reminding } = useRemindRefundAccountMutation();
  const busy = marking || reminding;
  const [asked, setAsked] = useState<OwedRefund | null>(null);
  const now = Date.now();

  const report = (outcome: MutationOutcome<unknown>, success: string) => {
    if (outcome.ok) toast('success', success);
    else toast('error', refusalText(outcome));
    setFetchKey((key) => key + 1);
  };

  if (owedRefunds.length === 0) {
    return (
      <p data-testid="refunds-owed-empty">
        <FormattedMessage {...messages.empty} />
      </p>
    );
  }
  return (
    <>
      <List>
        {owedRefunds.map((refund) => {
          const name = refund.customerName ?? '';
          const days = Math.max(0, Math.floor((now - Date.parse(refund.createdAt)) / DAY_MS));
          return (
            <li key={refund.id} data-testid="refund-owed">
              <Link to={orderLink(refund.orderNumber)}>{refund.orderNumber}</Link>
              <span>{name}</span>
              <strong>{formatMoney(refund.amountCents, intl.locale)}</strong>
              <span data-testid="refund-owed-age">{intl.formatMessage(messages.age, { days })}</span>
              <span>
                {refund.iban
                  ? `${intl.formatMessage(messages.accountGiven)} (${refund.accountHolder ?? ''}, ${formatIban(refund.iban)})`
                  : intl.formatMessage(messages.accountMissing)}
              </span>
              {refund.accountAskedAt && (
                <small data-testid="refund-owed-asked">
                  {intl.formatMessage(messages.asked, {
                    date: formatDate(intl, refund.accountAskedAt),
                    reminders: refund.accountReminders,
                  })}
                </small>
              )}
              {!refund.accountGiven && (
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={busy}
                  onClick={async () => report(await remind(refund.id), intl.formatMessage(messages.reminded, { name }))}
                  data-testid="refund-owed-remind"
                >
                  <FormattedMessage {...messages.remind} />
                </Button>
              )}
              <Button type="button" $variant="secondary" disabled={busy} onClick={() => setAsked(refund)} data-testid="refund-owed-made">
                <FormattedMessage {...refundMessages.markMade} />
              </Button>
            </li>
          );
        })}
      </List>
      {asked && (
        <ConfirmDialog
          title={intl.formatMessage(moneyMessages.markMadeTitle, { amount: formatMoney(asked.amountCents, intl.locale) })}
          text={intl.formatMessage(moneyMessages.transferMade, {
            amount: formatMoney(asked.amountCents, intl.locale),
            holder: asked.iban ? `${asked.accountHolder ?? ''}, ${formatIban(asked.iban)}` : (asked.customerName ?? ''),
            name: asked.customerName ?? '',
          })}
          confirmLabel={intl.formatMessage(refundMessages.markMade)}
          onCancel={() => setAsked(null)}
          onConfirm={async () => {
            const refund = asked;
            setAsked(null);
            report(await markMade(refund.id), intl.formatMessage(refundMessages.markedMade));
          }}
          testId="confirm-refund-made"
        />
      )}
    </>
  );
}
