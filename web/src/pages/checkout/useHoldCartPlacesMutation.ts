import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useHoldCartPlacesMutation as HoldCartPlacesMutation } from '../../__generated__/useHoldCartPlacesMutation.graphql';
import { linkAnsweredCart } from '../../layout/cart/cartStore';

export interface UserErrorView {
  field: string | null | undefined;
  code: string;
  message: string;
}

/**
 * What the hold brought: until when the places are kept, and the items it could not hold (by cart item
 * id: the server names them by their place in the cart, `items.2`) with the reason; `others` are
 * reasons for no item in particular. `ok: false`: no answer (offline, server fault).
 */
export type HoldResult = { ok: true; heldUntil: string | null; itemErrors: Record<string, string>; others: string[] } | { ok: false };

/** The cart item an error names: `items.2`, `items.2.quantity` → 2 (its place in the cart); undefined for others. */
export function itemIndexOf(field: string | null | undefined): number | undefined {
  const index = /^items\.(\d+)(\.|$)/.exec(field ?? '')?.[1];
  return index === undefined ? undefined : Number(index);
}

/** Sorts a payload's errors onto the cart items they name (in the answered cart's order). */
export function errorsByItem(errors: readonly UserErrorView[], itemIds: readonly string[]): { itemErrors: Record<string, string>; others: string[] } {
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

/**
 * Checkout has begun: the server holds the cart's places for the shop's hold time and answers with the
 * cart (items it could not hold have `bookable: false`), which becomes the cart every part of the page shows.
 */
export function useHoldCartPlacesMutation() {
  const [commit] = useMutation<HoldCartPlacesMutation>(graphql`
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
          field
          code
          message
        }
      }
    }
  `);
  return useCallback(
    () =>
      new Promise<HoldResult>((resolve) => {
        commit({
          variables: {},
          updater: (store) => linkAnsweredCart(store, 'holdCartPlaces'),
          onCompleted: ({ holdCartPlaces: { cart, heldUntil, errors } }) =>
            resolve({ ok: true, heldUntil: heldUntil ?? null, ...errorsByItem(errors, cart.items.map((item) => item.id)) }),
          onError: (error) => {
            console.error(error);
            resolve({ ok: false });
          },
        });
      }),
    [commit],
  );
}
