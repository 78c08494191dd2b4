import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useAddCourseToCartMutation as AddCourseToCartMutation } from '../../__generated__/useAddCourseToCartMutation.graphql';
import { addCourseOptimistically, type CourseToAdd } from './cartStore';
import { useCartMutation } from './useCartMutation';

/** SPEC §4: one place more of a course; the new item (or the raised one) shows at once. */
export function useAddCourseToCartMutation() {
  const [run, isInFlight] = useCartMutation<AddCourseToCartMutation>(
    graphql`
      mutation useAddCourseToCartMutation($input: AddCourseToCartInput!) {
        addCourseToCart(input: $input) {
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
    'addCourseToCart',
  );
  const add = useCallback(
    (course: CourseToAdd & { databaseId: number }) =>
      run({ input: { courseId: course.databaseId } }, (store) => addCourseOptimistically(store, course)),
    [run],
  );
  return { add, isInFlight };
}
