import { graphql } from 'react-relay/hooks';
import type { useSetCourseTrainersMutation as Mutation } from '../../../__generated__/useSetCourseTrainersMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { courseTrainerMessages } from './messages';

const mutation = graphql`
  mutation useSetCourseTrainersMutation($input: SetCourseTrainersInput!) {
    setCourseTrainers(input: $input) {
      trainers {
        databaseId
      }
      errors {
        message
      }
    }
  }
`;

/**
 * Which trainer accounts teach a course, saved on their own (the course's fields are not touched). Resolves with the
 * course's trainers as saved, or the server's reasons (no answer: the translated "could not be saved").
 */
export function useSetCourseTrainersMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'setCourseTrainers', 'trainers', courseTrainerMessages.failed);
  return { setTrainers: (courseId: number, trainerIds: number[]) => run({ input: { courseId, trainerIds } }), isInFlight };
}
