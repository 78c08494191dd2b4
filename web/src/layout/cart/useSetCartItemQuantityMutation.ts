import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useSetCartItemQuantityMutation as SetCartItemQuantityMutation } from '../../__generated__/useSetCartItemQuantityMutation.graphql';
import { setQuantityOptimistically } from './cartStore';
import { useCartMutation } from './useCartMutation';

/** A new quantity (the server keeps it at least 1 and within the free places), shown at once. */
export function useSetCartItemQuantityMutation() {
  const { change, isInFlight } = useCartMutation<SetCartItemQuantityMutation>(
    graphql`
      mutation useSetCartItemQuantityMutation($input: SetCartItemQuantityInput!) {
        setCartItemQuantity(input: $input) {
          cart {
            ...CartContext_cart
          }
          errors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    'setCartItemQuantity',
  );
  const setQuantity = useCallback(
    (itemId: string, quantity: number) =>
      change({ input: { itemId, quantity } }, (store) => setQuantityOptimistically(store, itemId, quantity)),
    [change],
  );
  return { setQuantity, isInFlight };
}
