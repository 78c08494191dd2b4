import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useConvertBookingMutation as ConvertMutation } from '../../../__generated__/useConvertBookingMutation.graphql';
import { formErrorsOf } from '../../../relay/userErrors';
import { convertDialogMessages } from './messages';
import type { ConversionResult, ConversionValues } from './useConvertContactMessageMutation';

/**
 * Turns a booking request into an order (issue 24: the same conversion as a contact message's). The answer's booking
 * (confirmed, with its `order`) updates its row at once; resolves with the order number or the server's refusals.
 */
export function useConvertBookingMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<ConvertMutation>(graphql`
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
          field
          code
          message
        }
      }
    }
  `);

  const submit = useCallback(
    (bookingId: string, values: ConversionValues): Promise<ConversionResult> =>
      new Promise((resolve) => {
        commit({
          variables: { input: { bookingId, courseId: values.courseId, quantity: values.quantity, participants: values.participants } },
          onCompleted: ({ convertBookingToOrder: { order, errors } }) => {
            if (order && errors.length === 0) resolve({ ok: true, orderNumber: order.orderNumber });
            else resolve({ ok: false, ...formErrorsOf(errors) });
          },
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, fieldErrors: {}, formError: intl.formatMessage(convertDialogMessages.sendFailed) });
          },
        });
      }),
    [commit, intl],
  );

  return { submit, isInFlight };
}
