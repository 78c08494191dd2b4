import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { usePayPalPaymentMutationsCompleteMutation as CompleteMutation } from '../../__generated__/usePayPalPaymentMutationsCompleteMutation.graphql';
import type { usePayPalPaymentMutationsStartMutation as StartMutation } from '../../__generated__/usePayPalPaymentMutationsStartMutation.graphql';

/** Paid; or not (the server's reason, or null when no answer came). */
export type CompleteResult = { ok: true } | { ok: false; message: string | null };

/**
 * Back from PayPal with its order id (`token`): the server captures the payment and answers with the
 * order as the whole page shows it (status, history, the invoice the capture issued), so the page is up to date at once
 * and never shows "paid" next to a history that ends at "payment started" until a reload.
 */
export function useCompletePayPalPayment() {
  const [commit] = useMutation<CompleteMutation>(graphql`
    mutation usePayPalPaymentMutationsCompleteMutation($input: CompletePayPalPaymentInput!) {
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
          field
          code
          message
        }
      }
    }
  `);
  return useCallback(
    (accessKey: string, paypalOrderId: string) =>
      new Promise<CompleteResult>((resolve) => {
        commit({
          variables: { input: { accessKey, paypalOrderId } },
          onCompleted: ({ completePayPalPayment: { order, errors } }) => {
            if (errors.length > 0) resolve({ ok: false, message: errors.map((error) => error.message).join(' ') });
            else resolve(order?.paymentStatus === 'PAID' ? { ok: true } : { ok: false, message: null });
          },
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, message: null });
          },
        });
      }),
    [commit],
  );
}

/** PayPal's page for another try (after a cancel or a failure); null when the server refused or did not answer. */
export function useStartOrderPayment() {
  const [commit, isInFlight] = useMutation<StartMutation>(graphql`
    mutation usePayPalPaymentMutationsStartMutation($input: StartOrderPaymentInput!) {
      startOrderPayment(input: $input) {
        order {
          id
          payment {
            approvalUrl
          }
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const start = useCallback(
    (accessKey: string) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: { input: { accessKey } },
          onCompleted: ({ startOrderPayment: { order, errors } }) => resolve(errors.length === 0 ? (order?.payment.approvalUrl ?? null) : null),
          onError: (error) => {
            console.error(error);
            resolve(null);
          },
        });
      }),
    [commit],
  );
  return { start, isInFlight };
}
