import { graphql } from 'react-relay/hooks';
import type { CreateCourseInput, useCreateCourseMutation as Mutation } from '../../../__generated__/useCreateCourseMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { prependCourse } from './courseConnection';
import { courseFormMessages } from './messages';

const mutation = graphql`
  mutation useCreateCourseMutation($input: CreateCourseInput!) {
    createCourse(input: $input) {
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
 * Creates a course and puts it at the top of the shown list (`connections`, the ids of the table's connection).
 * Resolves with the course, or the refusals by field (`priceCents`, …) and for the form (no answer: `sendFailed`).
 */
export function useCreateCourseMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'createCourse', 'course', courseFormMessages.sendFailed);
  return {
    submit: (input: CreateCourseInput, connections: string[]) =>
      run(
        { input },
        { updater: (store) => prependCourse(store, store.getRootField('createCourse')?.getLinkedRecord('course'), connections) },
      ),
    isInFlight,
  };
}
