import { useCallback } from 'react';
import type { addCourseToCartMutation as AddCourseToCartMutation } from '../../__generated__/addCourseToCartMutation.graphql';
import { addCourseOptimistically, type CourseToAdd } from './cartStore';
import { useLazyCartMutation } from './useCartMutation';

/** The mutation's document, fetched once: when the add button is pointed at, touched or focused, else on the tap. */
export const loadAddCourseToCart = () => import('./addCourseToCart').then(({ addCourseToCartMutation }) => addCourseToCartMutation);

/** docs/SPEC.md §4: one place more of a course; the new item (or the raised one) shows as soon as the document is here. */
export function useAddCourseToCartMutation() {
  const run = useLazyCartMutation<AddCourseToCartMutation>(loadAddCourseToCart, 'addCourseToCart');
  const add = useCallback(
    (course: CourseToAdd & { databaseId: number }) =>
      run({ input: { courseId: course.databaseId } }, (store) => addCourseOptimistically(store, course)),
    [run],
  );
  return { add };
}
