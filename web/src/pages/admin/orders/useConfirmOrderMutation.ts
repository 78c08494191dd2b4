import { graphql } from 'react-relay/hooks';
import type { useConfirmOrderMutation as Mutation } from '../../../__generated__/useConfirmOrderMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { optimisticStatus } from './orderChanges';

const mutation = graphql`
  mutation useConfirmOrderMutation($input: ConfirmOrderInput!) {
    confirmOrder(input: $input) {
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
 * Confirms an order. The new status shows at once; the answer's order (the row's and the detail dialog's fields)
 * replaces it, changed or as it stands. Resolves with that order, or the server's reasons (no answer: the general
 * error).
 */
export function useConfirmOrderMutation() {
  const { run, isInFlight } = useMutationOutcome<Mutation, Order>(
    mutation,
    ({ confirmOrder: payload }) => ({ payload, value: payload.order }),
    commonMessages.generalError,
  );
  return {
    confirm: (orderId: string) =>
      run({ input: { orderId } }, { optimisticUpdater: (store) => optimisticStatus(store, orderId, { orderStatus: 'CONFIRMED' }) }),
    isInFlight,
  };
}

type Order = NonNullable<Mutation['response']['confirmOrder']['order']>;
