import { graphql } from 'react-relay/hooks';
import type { useConfirmOrderMutation as Mutation } from '../../../__generated__/useConfirmOrderMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { optimisticStatus } from './orderChanges';

const mutation = graphql`
  mutation useConfirmOrderMutation($input: ConfirmOrderInput!) {
    confirmOrder(input: $input) {
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
 * Confirms an order. The new status shows at once; the answer's order (the row's and the detail dialog's fields)
 * replaces it, changed or as it stands. Resolves with that order, or the server's reasons (no answer: the general
 * error).
 */
export function useConfirmOrderMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'confirmOrder', 'order', commonMessages.generalError);
  return {
    confirm: (orderId: string) =>
      run({ input: { orderId } }, { optimisticUpdater: (store) => optimisticStatus(store, orderId, { orderStatus: 'CONFIRMED' }) }),
    isInFlight,
  };
}
