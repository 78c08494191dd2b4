import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useSetCartItemQuantityMutation as SetCartItemQuantityMutation } from '../../__generated__/useSetCartItemQuantityMutation.graphql';
import { setQuantityOptimistically } from './cartStore';
import { useCartMutation } from './useCartMutation';

/** SPEC §4: a new quantity (the server keeps it at least 1 and within the free places), shown at once. */
export function useSetCartItemQuantityMutation() {
  const [run, isInFlight] = useCartMutation<SetCartItemQuantityMutation>(
    graphql`
      mutation useSetCartItemQuantityMutation($input: SetCartItemQuantityInput!) {
        setCartItemQuantity(input: $input) {
          cart {
            ...CartContext_cart
          }
          errors {
            field
            code
            message
          }
        }
      }
    `,
    'setCartItemQuantity',
  );
  const setQuantity = useCallback(
    (itemId: string, quantity: number) => run({ input: { itemId, quantity } }, (store) => setQuantityOptimistically(store, itemId, quantity)),
    [run],
  );
  return { setQuantity, isInFlight };
}
