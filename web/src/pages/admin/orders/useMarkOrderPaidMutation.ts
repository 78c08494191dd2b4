import { graphql } from 'react-relay/hooks';
import type { useMarkOrderPaidMutation as Mutation } from '../../../__generated__/useMarkOrderPaidMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { optimisticStatus } from './orderChanges';

const mutation = graphql`
  mutation useMarkOrderPaidMutation($input: MarkOrderPaidInput!) {
    markOrderPaid(input: $input) {
      order {
        ...orderChanges_order
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Marks an order paid. The new status shows at once; the answer's order (the row's and the detail dialog's fields)
 * replaces it, changed or as it stands. Resolves with that order, or the server's reasons (no answer: the general
 * error).
 */
export function useMarkOrderPaidMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'markOrderPaid', 'order', commonMessages.generalError);
  return {
    markPaid: (orderId: string) =>
      run({ input: { orderId } }, { optimisticUpdater: (store) => optimisticStatus(store, orderId, { paymentStatus: 'PAID' }) }),
    isInFlight,
  };
}
