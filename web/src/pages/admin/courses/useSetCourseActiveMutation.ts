import { graphql } from 'react-relay/hooks';
import type { useSetCourseActiveMutation as Mutation } from '../../../__generated__/useSetCourseActiveMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { adminCoursesMessages } from './messages';

const mutation = graphql`
  mutation useSetCourseActiveMutation($input: SetCourseActiveInput!) {
    setCourseActive(input: $input) {
      course {
        id
        isActive
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * The active switch: shows the new state at once (Relay's optimistic response) and keeps it when the server agrees.
 * A refusal or a failed request takes the optimistic state back (Relay drops it and the store keeps the server's
 * value); resolves with the server's message or a translated "could not be saved" for the page to show.
 */
export function useSetCourseActiveMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'setCourseActive', 'course', adminCoursesMessages.switchFailed);
  return {
    setActive: (id: string, isActive: boolean) =>
      run({ input: { id, isActive } }, { optimisticResponse: { setCourseActive: { course: { id, isActive }, errors: [] } } }),
    isInFlight,
  };
}
