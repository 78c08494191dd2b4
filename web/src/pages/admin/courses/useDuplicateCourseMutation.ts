import { graphql } from 'react-relay/hooks';
import type { useDuplicateCourseMutation as Mutation } from '../../../__generated__/useDuplicateCourseMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { prependCourse } from './courseConnection';
import { courseDialogMessages } from './messages';

const mutation = graphql`
  mutation useDuplicateCourseMutation($input: DuplicateCourseInput!) {
    duplicateCourse(input: $input) {
      course {
        id
        title
        ...AdminCourseRow_course
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Copies a course (" (Kopie)" after the title, all places free, inactive until edited) and puts the copy at the top
 * of the shown list (`connections`). Resolves with the copy, or the server's reasons (no answer: the translated
 * "could not be copied").
 */
export function useDuplicateCourseMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'duplicateCourse', 'course', courseDialogMessages.duplicateFailed);
  return {
    duplicate: (id: string, connections: string[]) =>
      run(
        { input: { id } },
        { updater: (store) => prependCourse(store, store.getRootField('duplicateCourse')?.getLinkedRecord('course'), connections) },
      ),
    isInFlight,
  };
}
