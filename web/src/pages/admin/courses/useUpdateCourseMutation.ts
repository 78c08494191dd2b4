import { graphql } from 'react-relay/hooks';
import type { UpdateCourseInput, useUpdateCourseMutation as Mutation } from '../../../__generated__/useUpdateCourseMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { courseFormMessages } from './messages';

const mutation = graphql`
  mutation useUpdateCourseMutation($input: UpdateCourseInput!) {
    updateCourse(input: $input) {
      course {
        id
        ...AdminCourseRow_course
        ...CourseFormDialog_course
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Saves the changed fields of a course. The answer updates the table row and the dialog's history in the store
 * (same `id`). Resolves with the course, or the refusals by field and for the form (`id`: deleted meanwhile; no
 * answer: `sendFailed`).
 */
export function useUpdateCourseMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'updateCourse', 'course', courseFormMessages.sendFailed);
  return { submit: (input: UpdateCourseInput) => run({ input }), isInFlight };
}
