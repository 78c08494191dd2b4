import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  SubmitCourseRequestInput,
  useSubmitCourseRequestMutation as SubmitCourseRequestMutation,
} from '../../__generated__/useSubmitCourseRequestMutation.graphql';
import { commitFormMutation } from '../../relay/mutationResult';
import { visitorMailState } from '../../ui/form/VisitorMailNotice';
import { courseRequestMessages } from './messages';

/**
 * Sends a course request (SPEC §2). Like the contact form's hook, `submit` always resolves: refusals
 * (a field, or a course that can no longer be requested, on `courseId`) or a translated failed send.
 * The answer refreshes the course's `bookable` and `availability` in the store, and says what became of the visitor's copy.
 */
export function useSubmitCourseRequestMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<SubmitCourseRequestMutation>(graphql`
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
          field
          code
          message
        }
      }
    }
  `);

  const submit = useCallback(
    (input: SubmitCourseRequestInput) =>
      commitFormMutation(
        commit,
        { input },
        ({ submitCourseRequest: payload }) => ({ payload, value: payload.booking && { booking: payload.booking, acknowledgement: visitorMailState(payload.acknowledgement) } }),
        intl.formatMessage(courseRequestMessages.sendFailed),
      ),
    [commit, intl],
  );

  return { submit, isInFlight };
}
