import { graphql, useFragment } from 'react-relay/hooks';
import type { CheckoutCart_cart$data, CheckoutCart_cart$key } from '../../__generated__/CheckoutCart_cart.graphql';
import { useCartData } from '../../layout/cart/CartContext';

/**
 * What the checkout shows of the cart. Part of CartContext_cart, so every cart answer brings it (the
 * hold, the names saved, and a quantity changed in the cart panel meanwhile).
 */
const checkoutCartFragment = graphql`
  fragment CheckoutCart_cart on Cart {
    itemCount
    totalAmountCents
    items {
      id
      quantity
      unitPriceCents
      lineTotalCents
      bookable
      course {
        id
        databaseId
        title
        untranslated
        startDate
        endDate
        ageGroup
      }
      participants {
        id
        firstName
        lastName
        birthDate
      }
    }
  }
`;

export type CheckoutCart = CheckoutCart_cart$data;
export type CheckoutCartItem = CheckoutCart['items'][number];

/** The cart as the store has it (null until the hold or the cart query has answered); never fetches. */
export function useCheckoutCart(): CheckoutCart | null {
  return useFragment<CheckoutCart_cart$key>(checkoutCartFragment, useCartData()) ?? null;
}

/** Whether a place has a first and a last name (docs/SPEC.md §5: non-empty after trimming) and a date of birth (for the course's age range). */
export function isNamed(participant: { firstName: string; lastName: string; birthDate?: string | null }): boolean {
  return participant.firstName.trim() !== '' && participant.lastName.trim() !== '' && !!participant.birthDate;
}
