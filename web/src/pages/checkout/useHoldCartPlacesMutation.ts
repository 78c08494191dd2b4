import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useHoldCartPlacesMutation as HoldCartPlacesMutation } from '../../__generated__/useHoldCartPlacesMutation.graphql';
import { linkAnsweredCart } from '../../layout/cart/cartStore';
import { useMutationOutcome } from '../../relay/useMutationOutcome';
import { checkoutMessages } from './messages';

export interface UserErrorView {
  field: string | null | undefined;
  code: string;
  message: string;
}

/**
 * What the hold brought: until when the places are kept, and the items it could not hold (by cart item
 * id: the server names them by their place in the cart, `items.2`) with the reason; `others` are
 * reasons for no item in particular.
 */
export type Hold = { heldUntil: string | null; itemErrors: Record<string, string>; others: string[] };

/** The cart item an error names: `items.2`, `items.2.quantity` → 2 (its place in the cart); undefined for others. */
export function itemIndexOf(field: string | null | undefined): number | undefined {
  const index = /^items\.(\d+)(\.|$)/.exec(field ?? '')?.[1];
  return index === undefined ? undefined : Number(index);
}

/** Sorts a payload's errors onto the cart items they name (in the answered cart's order). */
export function errorsByItem(
  errors: readonly UserErrorView[],
  itemIds: readonly string[],
): { itemErrors: Record<string, string>; others: string[] } {
  const itemErrors: Record<string, string> = {};
  const others: string[] = [];
  for (const error of errors) {
    const index = itemIndexOf(error.field);
    const itemId = index === undefined ? undefined : itemIds[index];
    if (itemId) itemErrors[itemId] = itemErrors[itemId] ? `${itemErrors[itemId]} ${error.message}` : error.message;
    else others.push(error.message);
  }
  return { itemErrors, others };
}

const mutation = graphql`
  mutation useHoldCartPlacesMutation {
    holdCartPlaces {
      cart {
        ...CartContext_cart
        items {
          id
        }
      }
      heldUntil
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Checkout has begun: the server holds the cart's places for the shop's hold time and answers with the
 * cart (items it could not hold have `bookable: false`), which becomes the cart every part of the page shows.
 * Done whenever the server answered: the items it could not hold are part of what it answers, not a refusal
 * of the hold; not done only when no answer came (offline, server fault).
 */
export function useHoldCartPlacesMutation() {
  const { run, isInFlight } = useMutationOutcome<HoldCartPlacesMutation, Hold>(
    mutation,
    ({ holdCartPlaces: { cart, heldUntil, errors } }) => ({
      payload: null,
      value: {
        heldUntil: heldUntil ?? null,
        ...errorsByItem(
          errors,
          cart.items.map((item) => item.id),
        ),
      },
    }),
    checkoutMessages.loadFailed,
  );
  // Stable: checkout holds from an effect.
  const hold = useCallback(() => run({}, { updater: (store) => linkAnsweredCart(store, 'holdCartPlaces') }), [run]);
  return { hold, isInFlight };
}
