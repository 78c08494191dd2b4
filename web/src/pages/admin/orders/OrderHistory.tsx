import { FormattedMessage, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { OrderHistory_order$key } from '../../../__generated__/OrderHistory_order.graphql';
import { formatDate, formatMoney } from '../../../i18n/format';
import { formatDateTime } from '../shared/adminFormat';
import { Table, TableBox } from '../shared/tableStyles';
import {
  orderCompletionMessages,
  orderDetailMessages as messages,
  orderEventLabels,
  orderMailEventLabels,
  orderMailTemplateLabels,
  orderStatusLabels,
  paymentMethodLabels,
  paymentStatusLabels,
} from './messages';

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
`;

type Facts = Record<string, unknown>;

const isFacts = (value: unknown): value is Facts => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The history stores the database's spellings ('confirmed', 'invoice'); the labels use the schema's. */
function enumLabel(intl: IntlShape, labels: Record<string, MessageDescriptor>, value: unknown): string {
  if (typeof value !== 'string') return intl.formatMessage(messages.none);
  const name = value.toUpperCase() === 'INVOICE' ? 'BANK_TRANSFER' : value.toUpperCase();
  return labels[name] ? intl.formatMessage(labels[name]) : value;
}

const CHANGED_FIELDS: Record<string, { label: MessageDescriptor; format: (intl: IntlShape, value: unknown) => string }> = {
  orderStatus: { label: messages.orderStatus, format: (intl, value) => enumLabel(intl, orderStatusLabels, value) },
  paymentStatus: { label: messages.paymentStatus, format: (intl, value) => enumLabel(intl, paymentStatusLabels, value) },
  paymentDeadline: {
    label: messages.deadline,
    format: (intl, value) => (typeof value === 'string' ? formatDateTime(value, intl.locale) : null) ?? intl.formatMessage(messages.none),
  },
};

/** The customer fields staff complete (CUSTOMER_CHANGED lists them by these names). */
const CUSTOMER_FIELDS: Record<string, MessageDescriptor> = {
  firstName: orderCompletionMessages.firstName,
  lastName: orderCompletionMessages.lastName,
  phone: orderCompletionMessages.phone,
  address: orderCompletionMessages.address,
  zipCode: orderCompletionMessages.zipCode,
  city: orderCompletionMessages.city,
};

/** "Bestellstatus: Ausstehend → Bestätigt" for each value a change lists before and after, and its other facts. */
function describe(intl: IntlShape, type: string, data: Facts): string[] {
  const lines: string[] = [];
  const before = isFacts(data.before) ? data.before : {};
  const after = isFacts(data.after) ? data.after : {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const field = CHANGED_FIELDS[key];
    if (!field || before[key] === after[key]) continue;
    lines.push(`${intl.formatMessage(field.label)}: ${field.format(intl, before[key])} → ${field.format(intl, after[key])}`);
  }
  if (Array.isArray(data.placesReturned)) {
    const count = data.placesReturned.reduce(
      (sum: number, entry) => sum + (isFacts(entry) && typeof entry.quantity === 'number' ? entry.quantity : 0),
      0,
    );
    if (count > 0) lines.push(intl.formatMessage(messages.placesReturned, { count }));
  }
  switch (type) {
    case 'CREATED':
      if (typeof data.places === 'number') {
        lines.push(
          intl.formatMessage(messages.createdFacts, {
            places: data.places,
            amount: formatMoney(data.totalAmountCents as number, intl.locale),
          }),
        );
      }
      if (data.paymentMethod)
        lines.push(`${intl.formatMessage(messages.paymentMethod)}: ${enumLabel(intl, paymentMethodLabels, data.paymentMethod)}`);
      break;
    case 'MAIL_QUEUED': {
      // An order sends several mails: say which one this was.
      const template =
        typeof data.template === 'string' ? orderMailTemplateLabels[data.template as keyof typeof orderMailTemplateLabels] : undefined;
      if (template) lines.push(intl.formatMessage(template));
      if (typeof data.recipient === 'string') lines.push(intl.formatMessage(messages.mailTo, { recipient: data.recipient }));
      if (data.resent) lines.push(intl.formatMessage(messages.mailResent));
      break;
    }
    case 'CUSTOMER_CHANGED':
      for (const key of Object.keys(after)) {
        const label = CUSTOMER_FIELDS[key];
        if (label)
          lines.push(
            intl.formatMessage(orderCompletionMessages.customerFacts, {
              field: intl.formatMessage(label),
              before: String(before[key] ?? '') || '–',
              after: String(after[key] ?? ''),
            }),
          );
      }
      break;
    case 'PARTICIPANTS_EDITED': {
      const names = (side: Facts) => (Array.isArray(side.participants) ? side.participants.join(', ') : '') || '–';
      lines.push(intl.formatMessage(orderCompletionMessages.participantsFacts, { before: names(before), after: names(after) }));
      break;
    }
    case 'PARTICIPANT_AGE_EXCEPTION':
      lines.push(
        intl.formatMessage(orderCompletionMessages.ageExceptionFacts, {
          participant: String(data.participant ?? ''),
          birthDate: typeof data.birthDate === 'string' ? formatDate(intl, data.birthDate) : '–',
          age: typeof data.age === 'number' ? data.age : 0,
          course: String(data.course ?? ''),
        }),
      );
      break;
    case 'VOUCHER_ANNOUNCED':
    case 'VOUCHER_PAYOUT_RECEIVED':
    case 'VOUCHER_REFUNDED': {
      const cents =
        typeof data.payoutAmountCents === 'number'
          ? data.payoutAmountCents
          : typeof data.refundAmountCents === 'number'
            ? data.refundAmountCents
            : null;
      lines.push(
        intl.formatMessage(orderCompletionMessages.voucherFacts, {
          participant: String(data.participant ?? ''),
          amount: cents === null ? 'none' : formatMoney(cents, intl.locale),
        }),
      );
      break;
    }
    case 'PAYMENT_DEADLINE_PASSED':
      if (data.kept) lines.push(intl.formatMessage(messages.deadlineKept));
      break;
    case 'PARTICIPANTS_CHANGED':
      for (const change of Array.isArray(data.changes) ? data.changes : []) {
        const name = (value: unknown) => (isFacts(value) ? `${String(value.firstName ?? '')} ${String(value.lastName ?? '')}`.trim() : '');
        if (isFacts(change)) lines.push(`${name(change.before)} → ${name(change.after)}`);
      }
      break;
    case 'CANCELLATION_REQUESTED':
      if (typeof data.reason === 'string') lines.push(`„${data.reason}“`);
      break;
    case 'PAYMENT_STARTED':
      if (typeof data.paypalOrderId === 'string') lines.push(`${intl.formatMessage(messages.paypalId)}: ${data.paypalOrderId}`);
      break;
    case 'REFUND_REQUESTED':
    case 'REFUND_MADE':
      if (typeof data.amountCents === 'number') lines.push(formatMoney(data.amountCents, intl.locale));
      break;
    case 'PAYMENT_START_FAILED':
    case 'REFUND_FAILED':
    case 'PAYMENT_FAILED': {
      const reason = data.issue ?? data.name;
      if (typeof reason === 'string') lines.push(reason);
      break;
    }
    default:
      break;
  }
  return lines;
}

/** What the line is called; a mail's line says how far the mail got by now. */
function eventLabel(intl: IntlShape, type: string, mailStatus: string | null | undefined): string {
  const mailLabel = mailStatus ? orderMailEventLabels[mailStatus as keyof typeof orderMailEventLabels] : undefined;
  if (type === 'MAIL_QUEUED' && mailLabel) return intl.formatMessage(mailLabel);
  const label = orderEventLabels[type as keyof typeof orderEventLabels];
  return label ? intl.formatMessage(label) : type;
}

/** The order's history, oldest first (who, when, what, before and after). */
export function OrderHistory({ order }: { order: OrderHistory_order$key }) {
  const intl = useIntl();
  const { history } = useFragment(
    graphql`
      fragment OrderHistory_order on Order {
        history @required(action: THROW) {
          type
          at
          actor
          data
          mailStatus
        }
      }
    `,
    order,
  );
  if (history.length === 0) {
    return (
      <p>
        <FormattedMessage {...messages.historyEmpty} />
      </p>
    );
  }
  return (
    <TableBox role="region" aria-label={intl.formatMessage(messages.history)} tabIndex={0}>
      <Table $minWidth="560px" data-testid="order-history">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...messages.historyTime} />
            </th>
            <th scope="col">
              <FormattedMessage {...messages.historyActor} />
            </th>
            <th scope="col">
              <FormattedMessage {...messages.historyEvent} />
            </th>
            <th scope="col">
              <FormattedMessage {...messages.historyChange} />
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((event, index) => {
            const lines = describe(intl, event.type, isFacts(event.data) ? event.data : {});
            const byCustomer =
              event.type === 'CREATED' ||
              event.type === 'PAYMENT_CANCELLED_BY_CUSTOMER' ||
              event.type === 'PARTICIPANTS_CHANGED' ||
              event.type === 'CANCELLATION_REQUESTED';
            return (
              // The history has no ids; it only ever grows at its end, so the position is stable.
              <tr key={index} data-testid="order-history-entry">
                <td className="numeric">{formatDateTime(event.at, intl.locale)}</td>
                <td>{event.actor ?? intl.formatMessage(byCustomer ? messages.actorCustomer : messages.actorSystem)}</td>
                <td data-testid="order-history-event">{eventLabel(intl, event.type, event.mailStatus)}</td>
                <td>
                  {lines.length > 0 && (
                    <Changes>
                      {lines.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </Changes>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableBox>
  );
}
