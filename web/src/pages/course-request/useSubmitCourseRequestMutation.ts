import { graphql } from 'react-relay/hooks';
import type {
  SubmitCourseRequestInput,
  useSubmitCourseRequestMutation as SubmitCourseRequestMutation,
} from '../../__generated__/useSubmitCourseRequestMutation.graphql';
import { useMutationOutcome } from '../../relay/useMutationOutcome';
import { type VisitorMailState, visitorMailState } from '../../ui/form/VisitorMailNotice';
import { courseRequestMessages } from './messages';

const mutation = graphql`
  mutation useSubmitCourseRequestMutation($input: SubmitCourseRequestInput!) {
    submitCourseRequest(input: $input) {
      booking {
        id
        databaseId
        status
        email
        course {
          id
          bookable
          availability
        }
      }
      acknowledgement
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Sends a course request; resolves with the stored request and what became of the visitor's copy, or with the
 * reasons (a course that can no longer be requested on `courseId`). The answer refreshes the course's `bookable`
 * and `availability` in the store.
 */
export function useSubmitCourseRequestMutation() {
  const { run, isInFlight } = useMutationOutcome<SubmitCourseRequestMutation, StoredCourseRequest>(
    mutation,
    ({ submitCourseRequest: payload }) => ({
      payload,
      value: payload.booking && { booking: payload.booking, acknowledgement: visitorMailState(payload.acknowledgement) },
    }),
    courseRequestMessages.sendFailed,
  );
  return { submit: (input: SubmitCourseRequestInput) => run({ input }), isInFlight };
}

type StoredCourseRequest = {
  booking: NonNullable<SubmitCourseRequestMutation['response']['submitCourseRequest']['booking']>;
  acknowledgement: VisitorMailState;
};
