import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BookingRow_booking$key } from '../../../__generated__/BookingRow_booking.graphql';
import { formatDate } from '../../../i18n/format';
import { refusalText } from '../../../relay/refusalText';
import { useShowToast } from '../../../ui/ToastProvider';
import { adminSharedMessages } from '../shared/messages';
import { adminBookingsMessages as messages, bookingStatusLabels } from './messages';
import { BOOKING_STATUSES, type BookingStatusValue, messagePreview } from './requestFilters';
import { ConvertRequestDialog } from './ConvertToOrderDialog';
import { orderLink } from './orderLink';
import { useConvertBookingMutation } from './useConvertBookingMutation';
import { useSetBookingStatusMutation } from './useSetBookingStatusMutation';
import { EmailAddress } from '../shared/EmailAddress';

const SmallButton = styled.button`
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
`;

export const Person = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 11rem;
  span {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: break-word;
  }
`;

const Preview = styled.span`
  display: block;
  min-width: 14rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StatusSelect = styled.select`
  min-height: 44px;
  padding: 8px 10px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/**
 * One booking request: who (name, e-mail), the course, the note's first 200 characters, the status (a select that
 * changes it at once, taken back with the server's message when refused: it only says how staff answered and takes
 * no place), when it arrived, and its order: "Create order" (the only way a request takes places) or the order's link.
 */
export function BookingRow({ booking: bookingKey, compact = false }: { booking: BookingRow_booking$key; compact?: boolean }) {
  const intl = useIntl();
  const toast = useShowToast();
  const { setStatus } = useSetBookingStatusMutation();
  const { submit } = useConvertBookingMutation();
  const [converting, setConverting] = useState(false);
  const booking = useFragment(
    graphql`
      fragment BookingRow_booking on Booking {
        id
        name
        email
        status
        message
        createdAt
        courseTitle @required(action: THROW)
        course {
          databaseId
        }
        order {
          id
          orderNumber
        }
      }
    `,
    bookingKey,
  );

  const change = async (status: BookingStatusValue) => {
    const outcome = await setStatus(booking.id, status);
    if (outcome.ok) toast('success', intl.formatMessage(messages.updated));
    else toast('error', refusalText(outcome), intl.formatMessage(adminSharedMessages.errorTitle));
  };

  return (
    <tr data-testid="booking-row" data-booking-name={booking.name}>
      <td>
        <Person>
          <strong>{booking.name}</strong>
          <span>
            <EmailAddress address={booking.email} />
          </span>
        </Person>
      </td>
      <td>{booking.courseTitle}</td>
      {!compact && (
        <td>
          <Preview>{messagePreview(booking.message)}</Preview>
        </td>
      )}
      <td>
        <StatusSelect
          value={booking.status}
          aria-label={intl.formatMessage(messages.statusOf, { name: booking.name })}
          onChange={(event) => void change(event.target.value as BookingStatusValue)}
          title={intl.formatMessage(messages.confirmMeaning)}
          data-testid="booking-status"
        >
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(bookingStatusLabels[status])}
            </option>
          ))}
        </StatusSelect>
      </td>
      <td className="numeric">{formatDate(intl, booking.createdAt)}</td>
      <td>
        {booking.order ? (
          <Link to={orderLink(booking.order.orderNumber)} data-testid="booking-order-link">
            {booking.order.orderNumber}
          </Link>
        ) : (
          <SmallButton type="button" onClick={() => setConverting(true)} data-testid="booking-create-order">
            {intl.formatMessage(messages.createOrder)}
          </SmallButton>
        )}
        {converting && (
          <ConvertRequestDialog
            request={{ id: booking.id, name: booking.name, email: booking.email, defaultCourseId: booking.course?.databaseId ?? null }}
            requestField="bookingId"
            submit={submit}
            onClose={() => setConverting(false)}
          />
        )}
      </td>
    </tr>
  );
}
