import { graphql } from 'react-relay/hooks';
import type { useDeleteOrderMutation as Mutation } from '../../../__generated__/useDeleteOrderMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { orderActionMessages } from './messages';
import { removeFromList } from './orderChanges';

const mutation = graphql`
  mutation useDeleteOrderMutation($input: DeleteOrderInput!) {
    deleteOrder(input: $input) {
      deletedOrderId
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Deletes an order: it leaves the list shown (`connectionId`) at once and comes back when the server refuses or does
 * not answer. Resolves with the deleted order's id, or the server's reasons (no answer: the delete error's default
 * text).
 */
export function useDeleteOrderMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(
    mutation,
    'deleteOrder',
    'deletedOrderId',
    orderActionMessages.deleteErrorDefault,
  );
  return {
    deleteOrder: (orderId: string, connectionId?: string) =>
      run(
        { input: { orderId } },
        {
          optimisticUpdater: (store) => removeFromList(store, connectionId, orderId),
          updater: (store, response) => {
            const deleted = response?.deleteOrder.deletedOrderId;
            if (deleted) removeFromList(store, connectionId, deleted);
          },
        },
      ),
    isInFlight,
  };
}
