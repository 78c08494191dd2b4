import { graphql } from 'react-relay/hooks';
import type { useRefundOrderMutation as Mutation } from '../../../__generated__/useRefundOrderMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';

const mutation = graphql`
  mutation useRefundOrderMutation($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      order {
        ...orderChanges_refunds
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Staff refund (part of) an order's payment. The answer's order refreshes its refunds and history. Resolves with that
 * order, or the server's reasons (no answer: the general error).
 */
export function useRefundOrderMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'refundOrder', 'order', commonMessages.generalError);
  return { refund: (orderId: string, amountCents: number) => run({ input: { orderId, amountCents } }), isInFlight };
}
