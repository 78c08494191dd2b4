import { graphql } from 'react-relay/hooks';
import type { useRefundOrderMutation as Mutation } from '../../../__generated__/useRefundOrderMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';

const mutation = graphql`
  mutation useRefundOrderMutation($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      order {
        ...orderChanges_refunds
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/**
 * Staff refund (part of) an order's payment. The answer's order refreshes its refunds and history. Resolves with that
 * order, or the server's reasons (no answer: the general error).
 */
export function useRefundOrderMutation() {
  const { run, isInFlight } = useMutationOutcome<Mutation, Order>(
    mutation,
    ({ refundOrder: payload }) => ({ payload, value: payload.order }),
    commonMessages.generalError,
  );
  return { refund: (orderId: string, amountCents: number) => run({ input: { orderId, amountCents } }), isInFlight };
}

type Order = NonNullable<Mutation['response']['refundOrder']['order']>;
