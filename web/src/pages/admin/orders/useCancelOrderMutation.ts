import { graphql } from 'react-relay/hooks';
import type { useCancelOrderMutation as Mutation } from '../../../__generated__/useCancelOrderMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { optimisticStatus } from './orderChanges';

const mutation = graphql`
  mutation useCancelOrderMutation($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      order {
        ...orderChanges_order
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
 * Cancels an order, refunding its payment when `refund` is set. The new status shows at once; the answer's order (the
 * row's and the detail dialog's fields) replaces it, changed or as it stands. Resolves with that order, or the
 * server's reasons (no answer: the general error).
 */
export function useCancelOrderMutation() {
  const { run, isInFlight } = useMutationOutcome<Mutation, Order>(
    mutation,
    ({ cancelOrder: payload }) => ({ payload, value: payload.order }),
    commonMessages.generalError,
  );
  return {
    cancel: (orderId: string, refund: boolean) =>
      run({ input: { orderId, refund } }, { optimisticUpdater: (store) => optimisticStatus(store, orderId, { orderStatus: 'CANCELLED' }) }),
    isInFlight,
  };
}

type Order = NonNullable<Mutation['response']['cancelOrder']['order']>;
