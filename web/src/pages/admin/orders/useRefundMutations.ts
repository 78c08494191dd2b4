import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRefundMutationsMarkMadeMutation } from '../../../__generated__/useRefundMutationsMarkMadeMutation.graphql';
import type { useRefundMutationsRefundMutation } from '../../../__generated__/useRefundMutationsRefundMutation.graphql';

/** How a refund action ended: done, or the server's reasons (null: no answer). */
export type RefundOutcome = { ok: true } | { ok: false; message: string | null; field?: string | null };

/** Staff refund (part of) an order's payment and mark owed transfers made (issue 24); the answers refresh the order's refunds. */
export function useRefundMutations() {
  const [commitRefund, refunding] = useMutation<useRefundMutationsRefundMutation>(graphql`
    mutation useRefundMutationsRefundMutation($input: RefundOrderInput!) {
      refundOrder(input: $input) {
        order {
          id
          paymentStatus
          allowedActions
          ...OrderRefunds_order
          ...OrderHistory_order
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitMade, marking] = useMutation<useRefundMutationsMarkMadeMutation>(graphql`
    mutation useRefundMutationsMarkMadeMutation($input: MarkRefundMadeInput!) {
      markRefundMade(input: $input) {
        order {
          id
          paymentStatus
          allowedActions
          ...OrderRefunds_order
          ...OrderHistory_order
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const refund = useCallback(
    (orderId: string, amountCents: number) =>
      new Promise<RefundOutcome>((resolve) => {
        commitRefund({
          variables: { input: { orderId, amountCents } },
          onCompleted: ({ refundOrder: { errors } }) =>
            resolve(errors.length ? { ok: false, message: errors.map((error) => error.message).join(' '), field: errors[0].field } : { ok: true }),
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, message: null });
          },
        });
      }),
    [commitRefund],
  );

  const markMade = useCallback(
    (refundId: string) =>
      new Promise<RefundOutcome>((resolve) => {
        commitMade({
          variables: { input: { refundId } },
          onCompleted: ({ markRefundMade: { errors } }) => resolve(errors.length ? { ok: false, message: errors.map((error) => error.message).join(' ') } : { ok: true }),
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, message: null });
          },
        });
      }),
    [commitMade],
  );

  return { refund, markMade, busy: refunding || marking };
}
