import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CancelledOrderNotice_order$key } from '../../../__generated__/CancelledOrderNotice_order.graphql';
import { formatDate, formatMoney } from '../../../i18n/format';
import { Notice } from '../checkoutStyles';
import { cancellationCauseMessages, cancelledOrderMessages } from './messages';

type Refund = { status: string; amountCents: number };
type RefundMessage = Exclude<keyof typeof cancelledOrderMessages, 'title' | 'titleOn'>;

/** What the stored refunds say, most pressing first: a failed one, one still owed or under way, else what went back. */
function refundState(refunds: readonly Refund[], paymentStatus: string): { message: RefundMessage; cents: number } {
  const sum = (status: string) =>
    refunds.filter((refund) => refund.status === status).reduce((total, refund) => total + refund.amountCents, 0);
  if (refunds.some((refund) => refund.status === 'FAILED')) return { message: 'refundFailed', cents: sum('FAILED') };
  if (refunds.some((refund) => refund.status === 'OWED')) return { message: 'refundOwed', cents: sum('OWED') };
  if (refunds.some((refund) => refund.status === 'PENDING')) return { message: 'refundPending', cents: sum('PENDING') };
  if (refunds.length > 0) return { message: 'refundMade', cents: sum('MADE') };
  // Nothing recorded: either nothing was paid, or the refund is still to be decided by the school.
  return paymentStatus === 'PAID' ? { message: 'refundOpen', cents: 0 } : { message: 'nothingPaid', cents: 0 };
}

/**
 * A cancelled order says so first, before its details: since when, why (the history's cause) and what happens to the
 * money, read from the order's refunds and payment state, never assumed.
 */
export function CancelledOrderNotice({ order: orderKey }: { order: CancelledOrderNotice_order$key }) {
  const intl = useIntl();
  const order = useFragment(
    graphql`
      fragment CancelledOrderNotice_order on Order {
        orderStatus
        paymentStatus
        timeline {
          kind
          at
          cause
        }
        refunds {
          status
          amountCents
        }
      }
    `,
    orderKey,
  );
  if (order.orderStatus !== 'CANCELLED') return null;
  const cancellation = [...order.timeline].reverse().find((entry) => entry.kind === 'CANCELLED');
  const cause = cancellation?.cause ? cancellationCauseMessages[cancellation.cause as keyof typeof cancellationCauseMessages] : undefined;
  const refund = refundState(order.refunds, order.paymentStatus);
  const date = cancellation ? formatDate(intl, cancellation.at) : null;
  return (
    <Notice $tone="error" role="status" data-testid="order-cancelled-notice">
      <p>
        <strong>
          {date ? (
            <FormattedMessage {...cancelledOrderMessages.titleOn} values={{ date }} />
          ) : (
            <FormattedMessage {...cancelledOrderMessages.title} />
          )}
        </strong>
      </p>
      {cause && <p data-testid="order-cancelled-reason">{intl.formatMessage(cause)}</p>}
      <p data-testid="order-cancelled-refund">
        <FormattedMessage {...cancelledOrderMessages[refund.message]} values={{ amount: formatMoney(refund.cents, intl.locale) }} />
      </p>
    </Notice>
  );
}
