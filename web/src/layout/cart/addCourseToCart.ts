import { graphql } from 'react-relay/hooks';

/**
 * docs/SPEC.md §4: one place more of a course. A module of its own, fetched when the visitor is about to add
 * (useAddCourseToCartMutation.ts): every course card would otherwise carry the document.
 */
export const addCourseToCartMutation = graphql`
  mutation addCourseToCartMutation($input: AddCourseToCartInput!) {
    addCourseToCart(input: $input) {
      cart {
        ...CartContext_cart
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;
