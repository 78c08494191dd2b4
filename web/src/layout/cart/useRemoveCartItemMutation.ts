import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useRemoveCartItemMutation as RemoveCartItemMutation } from '../../__generated__/useRemoveCartItemMutation.graphql';
import { removeItemOptimistically } from './cartStore';
import { useCartMutation } from './useCartMutation';

/** Takes an item out of the cart; it disappears at once. */
export function useRemoveCartItemMutation() {
  const { change, isInFlight } = useCartMutation<RemoveCartItemMutation>(
    graphql`
      mutation useRemoveCartItemMutation($input: RemoveCartItemInput!) {
        removeCartItem(input: $input) {
          cart {
            ...CartContext_cart
          }
          errors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    'removeCartItem',
  );
  const remove = useCallback(
    (itemId: string) => change({ input: { itemId } }, (store) => removeItemOptimistically(store, itemId)),
    [change],
  );
  return { remove, isInFlight };
}
