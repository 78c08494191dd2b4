import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useCompletePayPalPaymentMutation as CompletePayPalPaymentMutation } from '../../__generated__/useCompletePayPalPaymentMutation.graphql';
import { useMutationOutcome } from '../../relay/useMutationOutcome';
import { orderPageMessages } from './messages';

const mutation = graphql`
  mutation useCompletePayPalPaymentMutation($input: CompletePayPalPaymentInput!) {
    completePayPalPayment(input: $input) {
      order {
        id
        orderStatus
        paymentStatus
        ...OrderDetails_order
        ...OrderInvoices_order
        ...OrderTimeline_order
        ...CancellationRequest_order
        ...RefundIbanForm_order
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Back from PayPal with its order id (`token`): the server captures the payment and answers with the
 * order as the whole page shows it (status, history, the invoice the capture issued), so the page is up to date at once
 * and never shows "paid" next to a history that ends at "payment started" until a reload. Done only when the order is paid.
 */
export function useCompletePayPalPaymentMutation() {
  const { run, isInFlight } = useMutationOutcome<CompletePayPalPaymentMutation, { id: string }>(
    mutation,
    ({ completePayPalPayment: payload }) => ({ payload, value: payload.order?.paymentStatus === 'PAID' ? payload.order : null }),
    orderPageMessages.paymentError,
  );
  // Stable: the page completes from an effect.
  const complete = useCallback((accessKey: string, paypalOrderId: string) => run({ input: { accessKey, paypalOrderId } }), [run]);
  return { complete, isInFlight };
}
