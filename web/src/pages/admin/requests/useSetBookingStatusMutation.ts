import { graphql } from 'react-relay/hooks';
import type { useSetBookingStatusMutation as Mutation } from '../../../__generated__/useSetBookingStatusMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import type { BookingStatusValue } from './requestFilters';

const mutation = graphql`
  mutation useSetBookingStatusMutation($input: SetBookingStatusInput!) {
    setBookingStatus(input: $input) {
      booking {
        id
        status
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * A booking's status: shown at once (Relay's optimistic response) and kept when the server agrees. A refusal or a
 * failed request takes it back (Relay drops the optimistic state; the store keeps the server's value) and resolves
 * with the server's message, or the general error.
 */
export function useSetBookingStatusMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'setBookingStatus', 'booking', commonMessages.generalError);
  return {
    setStatus: (id: string, status: BookingStatusValue) =>
      run({ input: { bookingId: id, status } }, { optimisticResponse: { setBookingStatus: { booking: { id, status }, errors: [] } } }),
    isInFlight,
  };
}
