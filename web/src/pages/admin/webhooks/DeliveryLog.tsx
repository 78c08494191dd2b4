import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminWebhooksPageQuery$data } from '../../../__generated__/AdminWebhooksPageQuery.graphql';
import { type BadgeTone, WrappingBadge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatDateTime } from '../shared/adminFormat';
import { Table, TableBox } from '../shared/tableStyles';
import { adminWebhooksMessages as messages } from './messages';
import { ERROR_LABELS, EVENT_LABELS, STATUS_LABELS } from './webhookLabels';

type Delivery = AdminWebhooksPageQuery$data['webhookEndpoints'][number]['recentDeliveries'][number];
type Attempt = Delivery['attemptLog'][number];

const TONES: Record<string, BadgeTone> = { PENDING: 'info', DELIVERED: 'success', FAILED: 'danger' };

const Small = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Log = styled.details`
  font-size: 0.9rem;
  ol {
    margin: 6px 0 0;
    padding-left: 1.2rem;
  }
  pre {
    margin: 2px 0 6px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    max-height: 8rem;
    overflow-y: auto;
  }
`;

/** An endpoint's recent deliveries: event, time, status, attempts with their answers, and "send again". */
export function DeliveryLog({
  deliveries,
  onRedeliver,
  mayRedeliver,
}: {
  deliveries: readonly Delivery[];
  onRedeliver: (deliveryId: string) => void;
  mayRedeliver: boolean;
}) {
  const intl = useIntl();
  const time = (value: string | null | undefined) => formatDateTime(value, intl.locale) ?? '–';
  const answerOf = (attempt: Attempt) => {
    if (attempt.statusCode !== null && attempt.statusCode !== undefined)
      return intl.formatMessage(messages.httpStatus, { status: attempt.statusCode });
    const label = attempt.error && ERROR_LABELS[attempt.error] ? intl.formatMessage(ERROR_LABELS[attempt.error]) : (attempt.error ?? '–');
    return attempt.errorDetail ? `${label} (${attempt.errorDetail})` : label;
  };
  if (deliveries.length === 0)
    return (
      <p>
        <FormattedMessage {...messages.noDeliveries} />
      </p>
    );
  return (
    <TableBox tabIndex={0} role="region" aria-label={intl.formatMessage(messages.deliveries)}>
      <Table $minWidth="860px">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...messages.event} />
            </th>
            <th scope="col">
              <FormattedMessage {...messages.occurredAt} />
            </th>
            <th scope="col">
              <FormattedMessage {...messages.status} />
            </th>
            <th scope="col">
              <FormattedMessage {...messages.attempts} />
            </th>
            <th scope="col">
              <FormattedMessage {...messages.lastAnswer} />
            </th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} data-testid="webhook-delivery">
              <td>
                {EVENT_LABELS[delivery.eventType] ? intl.formatMessage(EVENT_LABELS[delivery.eventType]) : delivery.eventType}
                <Small>{delivery.subjectId}</Small>
              </td>
              <td>{time(delivery.occurredAt)}</td>
              <td>
                <WrappingBadge $tone={TONES[delivery.status] ?? 'neutral'} data-testid="webhook-delivery-status">
                  {STATUS_LABELS[delivery.status] ? intl.formatMessage(STATUS_LABELS[delivery.status]) : delivery.status}
                </WrappingBadge>
                {delivery.nextAttemptAt && (
                  <Small>{intl.formatMessage(messages.nextAttempt, { time: time(delivery.nextAttemptAt) })}</Small>
                )}
              </td>
              <td>{delivery.attempts}</td>
              <td>
                {delivery.attemptLog.length > 0 && (
                  <Log>
                    <summary>
                      {answerOf(delivery.attemptLog[0])} · {intl.formatMessage(messages.attemptLog, { count: delivery.attemptLog.length })}
                    </summary>
                    <ol>
                      {delivery.attemptLog.map((attempt, index) => (
                        <li key={index}>
                          {intl.formatMessage(messages.attemptLine, {
                            time: time(attempt.attemptedAt),
                            answer: answerOf(attempt),
                            ms: attempt.durationMs,
                          })}
                          {attempt.manual && ` (${intl.formatMessage(messages.manual)})`}
                          {attempt.responseBody && <pre>{attempt.responseBody}</pre>}
                        </li>
                      ))}
                    </ol>
                  </Log>
                )}
              </td>
              <td>
                {mayRedeliver && (
                  <Button type="button" $variant="secondary" onClick={() => onRedeliver(delivery.id)} data-testid="webhook-redeliver">
                    <FormattedMessage {...messages.redeliver} />
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
