import { graphql } from 'react-relay/hooks';
import type { useConvertBookingMutation as Mutation } from '../../../__generated__/useConvertBookingMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import type { ConversionOutcome, ConversionValues } from './conversion';
import { convertDialogMessages } from './messages';

const mutation = graphql`
  mutation useConvertBookingMutation($input: ConvertBookingToOrderInput!) {
    convertBookingToOrder(input: $input) {
      order {
        id
        orderNumber
      }
      booking {
        ...BookingRow_booking
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Turns a booking request into an order, the same conversion as a contact message's. The answer's booking, confirmed
 * and with its `order`, updates its row at once. Resolves with the new order's number, or the server's refusals in
 * Formik's shapes (no answer: a translated "could not be converted").
 */
export function useConvertBookingMutation() {
  const { run, isInFlight } = useMutationOutcome<Mutation, string>(
    mutation,
    ({ convertBookingToOrder: payload }) => ({ payload, value: payload.order?.orderNumber }),
    convertDialogMessages.sendFailed,
  );
  return {
    submit: (bookingId: string, values: ConversionValues): Promise<ConversionOutcome> => run({ input: { bookingId, ...values } }),
    isInFlight,
  };
}
