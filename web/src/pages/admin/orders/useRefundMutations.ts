import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRefundMutationsMarkMadeMutation } from '../../../__generated__/useRefundMutationsMarkMadeMutation.graphql';
import type { useRefundMutationsRefundMutation } from '../../../__generated__/useRefundMutationsRefundMutation.graphql';
import type { useRefundMutationsRemindMutation } from '../../../__generated__/useRefundMutationsRemindMutation.graphql';

/** How a refund action ended: done, or the server's reasons (null: no answer). */
export type RefundOutcome = { ok: true } | { ok: false; message: string | null; field?: string | null };

/** Staff refund (part of) an order's payment, mark owed transfers made and remind customers of the account; the answers refresh the order's refunds. */
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
  const [commitRemind, reminding] = useMutation<useRefundMutationsRemindMutation>(graphql`
    mutation useRefundMutationsRemindMutation($input: RemindRefundAccountInput!) {
      remindRefundAccount(input: $input) {
        order {
          id
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

  /** Asks the customer again by mail for the account of an owed transfer. */
  const remind = useCallback(
    (refundId: string) =>
      new Promise<RefundOutcome>((resolve) => {
        commitRemind({
          variables: { input: { refundId } },
          onCompleted: ({ remindRefundAccount: { errors } }) => resolve(errors.length ? { ok: false, message: errors.map((error) => error.message).join(' ') } : { ok: true }),
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, message: null });
          },
        });
      }),
    [commitRemind],
  );

  return { refund, markMade, remind, busy: refunding || marking || reminding };
}
