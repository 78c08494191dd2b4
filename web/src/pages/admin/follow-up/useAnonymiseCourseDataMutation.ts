import { graphql } from 'react-relay/hooks';
import type { useAnonymiseCourseDataMutation as AnonymiseMutation } from '../../../__generated__/useAnonymiseCourseDataMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { followUpMessages } from './messages';

const mutation = graphql`
  mutation useAnonymiseCourseDataMutation($input: AnonymiseCourseDataInput!) {
    anonymiseCourseData(input: $input) {
      orders
      participants
      bookings
      mails
      invoicesKept
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** How many records of each kind the deletion touched. */
type Counts = Omit<AnonymiseMutation['response']['anonymiseCourseData'], 'errors'>;

/** Deletes an ended course's personal data now instead of after the retention period (admins only, checked by the server). */
export function useAnonymiseCourseDataMutation() {
  const { run, isInFlight } = useMutationOutcome<AnonymiseMutation, Counts>(
    mutation,
    ({ anonymiseCourseData: payload }) => ({ payload, value: payload }),
    followUpMessages.actionFailed,
  );
  return { anonymiseCourse: (courseId: string) => run({ input: { courseId } }), isInFlight };
}
