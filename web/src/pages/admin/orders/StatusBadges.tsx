import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { orderStatusLabels, paymentStatusLabels } from './messages';

const ORDER_TONES: Record<string, BadgeTone> = { PENDING: 'warning', CONFIRMED: 'success', CANCELLED: 'danger' };
const PAYMENT_TONES: Record<string, BadgeTone> = { PENDING: 'warning', PAID: 'success', FAILED: 'danger', REFUNDED: 'neutral' };

/** A value the client does not know yet (a newer API) shows as it is, never as a blank. */
function Label({ labels, value }: { labels: Record<string, MessageDescriptor>; value: string }) {
  const label = labels[value];
  return label ? <FormattedMessage {...label} /> : <>{value}</>;
}

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge $tone={ORDER_TONES[status] ?? 'neutral'} data-testid="order-status">
      <Label labels={orderStatusLabels} value={status} />
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge $tone={PAYMENT_TONES[status] ?? 'neutral'} data-testid="payment-status">
      <Label labels={paymentStatusLabels} value={status} />
    </Badge>
  );
}

export { Label as EnumLabel };
