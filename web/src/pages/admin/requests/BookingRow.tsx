import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { BookingRow_booking$key } from '../../../__generated__/BookingRow_booking.graphql';
import { formatDate } from '../../../i18n/format';
import { useShowToast } from '../../../ui/ToastProvider';
import { adminSharedMessages } from '../shared/messages';
import { adminBookingsMessages as messages, bookingStatusLabels } from './messages';
import { BOOKING_STATUSES, type BookingStatusValue, messagePreview } from './requestFilters';
import { useSetBookingStatusMutation } from './useSetBookingStatusMutation';

export const Person = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 11rem;
  span { font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; overflow-wrap: anywhere; }
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
 * changes it at once, taken back with the server's message when refused) and when it arrived.
 */
export function BookingRow({ booking: bookingKey, compact = false }: { booking: BookingRow_booking$key; compact?: boolean }) {
  const intl = useIntl();
  const toast = useShowToast();
  const { setStatus } = useSetBookingStatusMutation();
  const booking = useFragment(
    graphql`
      fragment BookingRow_booking on Booking {
        id
        name
        email
        status
        message
        createdAt
        courseTitle
      }
    `,
    bookingKey,
  );

  const change = async (status: BookingStatusValue) => {
    const outcome = await setStatus(booking.id, status);
    if (outcome.ok) toast('success', intl.formatMessage(messages.updated));
    else toast('error', outcome.message, intl.formatMessage(adminSharedMessages.errorTitle));
  };

  return (
    <tr data-testid="booking-row" data-booking-name={booking.name}>
      <td>
        <Person>
          <strong>{booking.name}</strong>
          <span>{booking.email}</span>
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
    </tr>
  );
}
