import { graphql } from 'react-relay/hooks';
import type { useCancelOrderMutation as Mutation } from '../../../__generated__/useCancelOrderMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { optimisticStatus } from './orderChanges';

const mutation = graphql`
  mutation useCancelOrderMutation($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
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
 * Cancels an order, refunding its payment when `refund` is set. The new status shows at once; the answer's order (the
 * row's and the detail dialog's fields) replaces it, changed or as it stands. Resolves with that order, or the
 * server's reasons (no answer: the general error).
 */
export function useCancelOrderMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'cancelOrder', 'order', commonMessages.generalError);
  return {
    cancel: (orderId: string, refund: boolean) =>
      run({ input: { orderId, refund } }, { optimisticUpdater: (store) => optimisticStatus(store, orderId, { orderStatus: 'CANCELLED' }) }),
    isInFlight,
  };
}
