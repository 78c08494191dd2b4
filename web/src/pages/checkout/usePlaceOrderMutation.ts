import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { PlaceOrderInput, usePlaceOrderMutation as PlaceOrderMutation } from '../../__generated__/usePlaceOrderMutation.graphql';
import { withRetries } from '../../relay/retry';
import type { UserErrorView } from './useHoldCartPlacesMutation';

type PlacedOrder = NonNullable<PlaceOrderMutation['response']['placeOrder']['order']>;

/** Placed (with the key to the order), refused (the server's reasons), or no answer even after the retries. */
export type PlaceOrderOutcome =
  { kind: 'placed'; accessKey: string; order: PlacedOrder } | { kind: 'refused'; errors: readonly UserErrorView[] } | { kind: 'failed' };

/**
 * Places the order of the cart (no `items`: the server orders the cart, held places and named
 * participants). A network failure or a server fault is tried again, 3 tries in all (docs/SPEC.md §7), always
 * with the same input: its idempotency key makes a repeat return the first try's order.
 * It commits by itself, not through useMutationOutcome: the retries must tell a passing failure from
 * others (useMutationOutcome only logs a failure), and checkout sorts a refusal by the errors' codes.
 */
export function usePlaceOrderMutation() {
  const [commit, isInFlight] = useMutation<PlaceOrderMutation>(graphql`
    mutation usePlaceOrderMutation($input: PlaceOrderInput!) {
      placeOrder(input: $input) {
        accessKey
        order {
          id
          orderNumber
          payment {
            method
            approvalUrl
          }
        }
        errors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);

  const place = useCallback(
    async (input: PlaceOrderInput): Promise<PlaceOrderOutcome> => {
      const once = () =>
        new Promise<PlaceOrderMutation['response']>((resolve, reject) => {
          commit({ variables: { input }, onCompleted: (response) => resolve(response), onError: reject });
        });
      try {
        const { placeOrder } = await withRetries(once);
        if (placeOrder.errors.length > 0) return { kind: 'refused', errors: placeOrder.errors };
        if (placeOrder.order && placeOrder.accessKey) return { kind: 'placed', accessKey: placeOrder.accessKey, order: placeOrder.order };
        console.error('placeOrder answered neither an order nor errors');
        return { kind: 'failed' };
      } catch (error) {
        console.error(error);
        return { kind: 'failed' };
      }
    },
    [commit],
  );
  return { place, isInFlight };
}
